// Account records are checked at unlock: a swapped address or key stops the unlock; records from
// before MACs are re-derived once and authenticated; renames and a published multisig keep working.
import { beforeEach, describe, expect, it } from 'vitest';
import { addressFromPublicKey, aminoPubKey, bech32PubKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import * as keyring from '../../src/background/keyring';
import { wrapDataKey } from '../../src/background/keyring/crypto';
import { DATA_KEY_RECORD, withDb, writeDb, type AccountRecord } from '../../src/background/keyring/db';
import { readDataKey } from '../../src/background/keyring/session';
import { installFakeChrome } from './fakeChrome';

const MNEMONIC = 'monitor flock loyal sick object grunt duty ride develop assault harsh history';
const ATTACKER = 'test test test test test test test test test test test junk';
const PASSWORD = 'correct horse battery';
const SLOW = 60_000;

beforeEach(() => {
  installFakeChrome();
  keyring.unlockPolicy.sleep = async () => undefined;
});

const storedAccounts = (): Promise<AccountRecord[]> => withDb((db) => db.getAll('accounts'));
const putAccount = (record: AccountRecord): Promise<unknown> => writeDb((db) => db.put('accounts', record));

function attackerFields(): Pick<AccountRecord, 'address' | 'publicKey'> {
  const key = publicKeyOf(deriveExtendedKey(ATTACKER, accountPath(0)).kL);
  return { address: addressFromPublicKey(key), publicKey: bech32PubKey(aminoPubKey(key)) };
}

/** A wallet as Vaultline wrote it before records had MACs: a v1 wrap, and records without one. */
async function legacyKeyring(): Promise<void> {
  await keyring.initialize({ kind: 'mnemonic', mnemonic: MNEMONIC }, PASSWORD, 'Main');
  const dataKey = (await readDataKey())!;
  await keyring.lock();
  const wrapped = await wrapDataKey(dataKey, PASSWORD, undefined, 1);
  const accounts = await storedAccounts();
  await writeDb(async (db) => {
    const tx = db.transaction(['meta', 'accounts'], 'readwrite');
    await Promise.all([
      tx.objectStore('meta').put(wrapped, DATA_KEY_RECORD),
      ...accounts.map(({ mac: _mac, ...rest }) => tx.objectStore('accounts').put(rest)),
      tx.done,
    ]);
  });
}

describe('account records at unlock', () => {
  it(
    "refuses to unlock when an account's address and key were swapped on disk",
    async () => {
      const account = await keyring.initialize({ kind: 'mnemonic', mnemonic: MNEMONIC }, PASSWORD, 'Main');
      await keyring.lock();
      const [stored] = await storedAccounts();
      await putAccount({ ...stored!, ...attackerFields() });
      await expect(keyring.unlock(PASSWORD)).rejects.toMatchObject({ code: 'keyring_tampered' });
      expect(await keyring.isUnlocked()).toBe(false);
      // Put back, it opens again.
      await putAccount(stored!);
      await keyring.unlock(PASSWORD);
      expect((await keyring.getAccount(account.id)).address).toBe(account.address);
    },
    SLOW,
  );

  it(
    'refuses a record stripped of its MAC once the keyring vouches for MACs',
    async () => {
      await keyring.initialize({ kind: 'mnemonic', mnemonic: MNEMONIC }, PASSWORD, 'Main');
      await keyring.lock();
      const [{ mac: _mac, ...stripped }] = (await storedAccounts()) as [AccountRecord];
      await putAccount(stripped);
      await expect(keyring.unlock(PASSWORD)).rejects.toMatchObject({ code: 'keyring_tampered' });
    },
    SLOW,
  );

  it(
    're-derives the records of an older keyring once, authenticates them, and refuses a swapped one',
    async () => {
      await legacyKeyring();
      await keyring.unlock(PASSWORD);
      const upgraded = await storedAccounts();
      expect(upgraded.every((record) => typeof record.mac === 'string')).toBe(true);
      await keyring.lock();
      // The wrap now vouches for MACs: stripping one no longer passes as an old record.
      const { mac: _mac, ...stripped } = upgraded[0]!;
      await putAccount(stripped);
      await expect(keyring.unlock(PASSWORD)).rejects.toMatchObject({ code: 'keyring_tampered' });

      installFakeChrome();
      await legacyKeyring();
      const [old] = await storedAccounts();
      await putAccount({ ...old!, ...attackerFields() });
      await expect(keyring.unlock(PASSWORD)).rejects.toMatchObject({ code: 'keyring_tampered' });
      expect(await keyring.isUnlocked()).toBe(false);
    },
    SLOW,
  );

  it(
    'keeps a renamed account and a published multisig account valid',
    async () => {
      const account = await keyring.initialize({ kind: 'mnemonic', mnemonic: MNEMONIC }, PASSWORD, 'Main');
      const members = [1, 2].map((i) => bech32PubKey(aminoPubKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(i)).kL))));
      const multisig = await keyring.addMultisigAccount('Team', 2, members);
      await keyring.renameAccount(account.id, 'Renamed');
      await keyring.lock();
      expect(await keyring.markMultisigPublished(multisig.address)).toBe(true);
      await keyring.unlock(PASSWORD);
      expect((await keyring.getAccount(multisig.id)).address.startsWith('gt2')).toBe(true);
      expect((await keyring.getAccount(account.id)).name).toBe('Renamed');
    },
    SLOW,
  );
});
