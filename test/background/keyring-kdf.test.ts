// Unlock and the stored KDF parameters: below the floor is refused, other parameters are replaced.
import { beforeEach, describe, expect, it } from 'vitest';
import * as keyring from '../../src/background/keyring';
import { KDF_ITERATIONS, wrapDataKey, type WrappedDataKey } from '../../src/background/keyring/crypto';
import { DATA_KEY_RECORD, withDb, writeDb } from '../../src/background/keyring/db';
import { readDataKey } from '../../src/background/keyring/session';
import { installFakeChrome } from './fakeChrome';

const MNEMONIC = 'monitor flock loyal sick object grunt duty ride develop assault harsh history';
const PASSWORD = 'correct horse battery';
const SLOW = 60_000;

beforeEach(() => {
  installFakeChrome();
  keyring.unlockPolicy.sleep = async () => undefined;
});

const stored = (): Promise<WrappedDataKey | undefined> => withDb((db) => db.get('meta', DATA_KEY_RECORD));

/** A wallet whose data key is then wrapped again by someone who had it, at `iterations`. */
async function rewrappedAt(iterations: number): Promise<void> {
  await keyring.initialize({ kind: 'mnemonic', mnemonic: MNEMONIC }, PASSWORD, 'Main');
  const dataKey = (await readDataKey())!;
  await keyring.lock();
  const weak = await wrapDataKey(dataKey, PASSWORD, iterations);
  await writeDb((db) => db.put('meta', weak, DATA_KEY_RECORD));
}

describe('KDF parameters at unlock', () => {
  it(
    'refuses a data key wrapped below the floor and leaves it as it was, locked',
    async () => {
      await rewrappedAt(1);
      const before = await stored();
      await expect(keyring.unlock(PASSWORD)).rejects.toMatchObject({ code: 'kdf_too_weak' });
      expect(await keyring.isUnlocked()).toBe(false);
      expect(await stored()).toEqual(before);
    },
    SLOW,
  );

  it(
    "wraps a key stored with other parameters again at today's after it opens",
    async () => {
      await rewrappedAt(KDF_ITERATIONS + 1000);
      const before = await stored();
      await keyring.unlock(PASSWORD);
      expect(await keyring.isUnlocked()).toBe(true);
      const after = (await stored())!;
      expect(after.iterations).toBe(KDF_ITERATIONS);
      expect(after.salt).not.toBe(before!.salt);
      await keyring.lock();
      await keyring.unlock(PASSWORD);
      expect(await keyring.isUnlocked()).toBe(true);
    },
    SLOW,
  );

  it(
    "leaves a key at today's parameters as it is",
    async () => {
      await keyring.initialize({ kind: 'mnemonic', mnemonic: MNEMONIC }, PASSWORD, 'Main');
      await keyring.lock();
      const before = await stored();
      await keyring.unlock(PASSWORD);
      expect(await stored()).toEqual(before);
    },
    SLOW,
  );
});
