import { beforeEach, describe, expect, it } from 'vitest';
import { bytesToHex, toBase64 } from '../../src/core/bytes';
import { accountPath, deriveExtendedKey, extendedKeyToHex, mnemonicToSeed, publicKeyOf } from '../../src/core/hd';
import { addressFromPublicKey, aminoPubKey, bech32PubKey } from '../../src/core/address';
import * as keyring from '../../src/background/keyring';
import { KEYRING_DB } from '../../src/background/keyring/db';
import { installFakeChrome, type FakeChrome } from './fakeChrome';
import { dumpIndexedDb } from './dump';
import { forgetDerivedKeys, openSecret, sealSecret } from '../../src/background/keyring/secrets';
import { readDataKey } from '../../src/background/keyring/session';
import { withDb } from '../../src/background/keyring/db';
import walletDocVectors from '../core/vectors/hd.json';

const MNEMONIC = 'monitor flock loyal sick object grunt duty ride develop assault harsh history';
const PASSWORD = 'correct horse battery';

let fake: FakeChrome;
const waits: number[] = [];

beforeEach(() => {
  fake = installFakeChrome();
  waits.length = 0;
  keyring.unlockPolicy.sleep = async (ms) => { waits.push(ms); };
});

async function createFromMnemonic() {
  return keyring.initialize({ kind: 'mnemonic', mnemonic: MNEMONIC }, PASSWORD, 'Main');
}

describe('keyring', () => {
  it('creates a wallet from a mnemonic, unlocked, with account 0 at 44\'/669\'/0\'/0/0', async () => {
    const account = await createFromMnemonic();
    const expected = deriveExtendedKey(MNEMONIC, accountPath(0));
    expect(account.address).toBe(addressFromPublicKey(publicKeyOf(expected.kL)));
    expect(account.publicKey).toBe(bech32PubKey(aminoPubKey(publicKeyOf(expected.kL))));
    expect(account).toMatchObject({ name: 'Main', kind: 'hd', path: accountPath(0), canSign: true });
    expect(await keyring.isInitialized()).toBe(true);
    expect(await keyring.isUnlocked()).toBe(true);
    expect(await keyring.selectedAccountId()).toBe(account.id);
    await expect(createFromMnemonic()).rejects.toMatchObject({ code: 'already_initialized' });
  });

  it('refuses an invalid mnemonic without storing anything', async () => {
    await expect(keyring.initialize({ kind: 'mnemonic', mnemonic: 'monitor flock loyal' }, PASSWORD)).rejects.toMatchObject({ code: 'invalid_mnemonic' });
    expect(await keyring.isInitialized()).toBe(false);
  });

  it('records PBKDF2-SHA256 with at least 600,000 iterations beside the wrapped key', async () => {
    await createFromMnemonic();
    const params = await keyring.kdfParameters();
    expect(params.kdf).toBe('PBKDF2-SHA256');
    expect(params.iterations).toBeGreaterThanOrEqual(600_000);
    const dump = await dumpIndexedDb(KEYRING_DB);
    expect(dump).toMatch(/"salt":"[A-Za-z0-9+/=]{24}"/);
    expect(dump).toContain('"cipher":"AES-256-GCM"');
  });

  it('locks and unlocks; signing needs the unlocked state', async () => {
    const account = await createFromMnemonic();
    await keyring.lock();
    expect(await keyring.isUnlocked()).toBe(false);
    expect(fake.session.data.size).toBe(0);
    await expect(keyring.signingKeyFor(account.id)).rejects.toMatchObject({ code: 'locked' });
    await keyring.unlock(PASSWORD);
    const key = await keyring.signingKeyFor(account.id);
    expect(bytesToHex(key.kL)).toBe(bytesToHex(deriveExtendedKey(MNEMONIC, accountPath(0)).kL));
  });

  it('stays unlocked across a worker restart through the session data key', async () => {
    const account = await createFromMnemonic();
    const { forgetDerivedKeys } = await import('../../src/background/keyring/secrets');
    forgetDerivedKeys();
    const key = await keyring.signingKeyFor(account.id);
    expect(addressFromPublicKey(key.publicKey)).toBe(account.address);
  });

  it('answers wrong passwords with one error after a delay that grows', async () => {
    await createFromMnemonic();
    await keyring.lock();
    for (const attempt of ['nope-nope', 'wrong-again', '']) {
      await expect(keyring.unlock(attempt)).rejects.toMatchObject({ code: 'wrong_password', message: 'Wrong password' });
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(await keyring.isUnlocked()).toBe(false);
    await keyring.unlock(PASSWORD);
    await keyring.lock();
    await expect(keyring.unlock('bad-password')).rejects.toMatchObject({ code: 'wrong_password' });
    expect(waits.at(-1)).toBe(1000);
  });

  it('changes the password by re-wrapping only the data key', async () => {
    const account = await createFromMnemonic();
    const before = JSON.parse(await dumpIndexedDb(KEYRING_DB));
    await expect(keyring.changePassword('not-the-password', 'another password')).rejects.toMatchObject({ code: 'wrong_password' });
    await keyring.changePassword(PASSWORD, 'another password');
    const after = JSON.parse(await dumpIndexedDb(KEYRING_DB));
    expect(after.secrets).toEqual(before.secrets);
    expect(after.accounts).toEqual(before.accounts);
    expect(after.meta.dataKey.wrappedKey).not.toBe(before.meta.dataKey.wrappedKey);
    expect(after.meta.dataKey.salt).not.toBe(before.meta.dataKey.salt);
    await keyring.lock();
    await expect(keyring.unlock(PASSWORD)).rejects.toMatchObject({ code: 'wrong_password' });
    await keyring.unlock('another password');
    expect((await keyring.signingKeyFor(account.id)).kL).toHaveLength(32);
  });

  it('derives several named accounts at 44\'/669\'/0\'/0/N and vault keys at 44\'/669\'/1\'/0/N', async () => {
    await createFromMnemonic();
    const second = await keyring.addHdAccount('Savings');
    const third = await keyring.addHdAccount();
    const vault = await keyring.addVaultKey();
    expect(second).toMatchObject({ name: 'Savings', path: accountPath(1) });
    expect(third).toMatchObject({ name: 'Account 3', path: accountPath(2) });
    expect(second.address).toBe(addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(1)).kL)));
    expect(vault.kind).toBe('vault');
    expect(vault.path).toBe(accountPath(0, 1));
    expect(vault.address).toBe(addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(0, 1)).kL), 'vault1'));
    const renamed = await keyring.renameAccount(third.id, 'Daily');
    expect(renamed.name).toBe('Daily');
    expect((await keyring.listAccounts()).map((a) => a.name)).toEqual(['Main', 'Savings', 'Daily', 'Vault 1']);
    await keyring.selectAccount(second.id);
    expect(await keyring.selectedAccountId()).toBe(second.id);
  });

  it('imports a raw extended key as a single signing account', async () => {
    const extended = deriveExtendedKey(MNEMONIC, '0/7');
    const account = await keyring.initialize({ kind: 'extendedKey', hex: extendedKeyToHex(extended).toUpperCase() }, PASSWORD);
    expect(account).toMatchObject({ kind: 'imported', name: 'Imported account', address: addressFromPublicKey(publicKeyOf(extended.kL)) });
    expect(account.path).toBeUndefined();
    await expect(keyring.addHdAccount()).rejects.toMatchObject({ code: 'no_mnemonic' });
    const vault = await keyring.addVaultKey('Cold');
    expect(vault.address.startsWith('vault1')).toBe(true);
    const vaultKey = await keyring.signingKeyFor(vault.id);
    expect(addressFromPublicKey(vaultKey.publicKey, 'vault1')).toBe(vault.address);
    expect(bytesToHex((await keyring.signingKeyFor(account.id)).kL)).toBe(bytesToHex(extended.kL));
  });

  it('tracks a multisig account by its members\' public keys, without a key', async () => {
    await createFromMnemonic();
    const members = [1, 2, 3].map((i) => bech32PubKey(aminoPubKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(i)).kL))));
    const multisig = await keyring.addMultisigAccount('Team', 2, members);
    expect(multisig).toMatchObject({ kind: 'multisig', name: 'Team' });
    expect(multisig.address.startsWith('gt11')).toBe(true);
    expect(multisig.publicKey.startsWith('gt1pub')).toBe(true);
    expect(keyring.accountView(multisig).canSign).toBe(false);
    await expect(keyring.signingKeyFor(multisig.id)).rejects.toMatchObject({ code: 'cannot_sign' });
    await expect(keyring.addMultisigAccount('Bad', 4, members)).rejects.toMatchObject({ code: 'invalid_threshold' });
    await expect(keyring.addMultisigAccount('Bad', 1, [members[0]!, members[0]!])).rejects.toMatchObject({ code: 'duplicate_member' });
    expect((await keyring.addMultisigAccount('Again', 2, members)).id).toBe(multisig.id);
  });

  it('stores no mnemonic words, seed or private key bytes anywhere', async () => {
    const account = await createFromMnemonic();
    await keyring.addHdAccount();
    await keyring.addVaultKey();
    const key = await keyring.signingKeyFor(account.id);
    const extended = deriveExtendedKey(MNEMONIC, accountPath(0));
    const seed = mnemonicToSeed(MNEMONIC);
    const stored = [await dumpIndexedDb(KEYRING_DB), fake.local.dump()].join('\n').toLowerCase();
    const words = MNEMONIC.split(' ');
    for (let i = 0; i + 2 < words.length; i++) expect(stored).not.toContain(words.slice(i, i + 3).join(' '));
    for (const secret of [seed, key.kL, extended.kR, extended.chainCode]) {
      expect(stored).not.toContain(bytesToHex(secret));
      expect(stored).not.toContain(toBase64(secret).toLowerCase());
      expect(stored).not.toContain(bytesToHex(secret.subarray(0, 16)));
    }
    expect(stored).not.toContain(PASSWORD);
  });

  describe('derivation choice', () => {
    const doc = walletDocVectors.find((vector) => vector.id === 'wallet-doc-meteora')!;
    const hardened = (path: string) => publicKeyOf(deriveExtendedKey(doc.mnemonic, path, '', 'hardened').kL);

    async function storedPayload() {
      const record = await withDb((db) => db.get('secrets', 'mnemonic'));
      return openSecret((await readDataKey())!, record!);
    }

    it("imports with 'hardened' and derives the wallet-integration document's address for account 0", async () => {
      const account = await keyring.initialize({ kind: 'mnemonic', mnemonic: doc.mnemonic, derivation: 'hardened' }, PASSWORD);
      expect(account.address).toBe(doc.address);
      expect(account.path).toBe(accountPath(0));
      expect(bytesToHex((await keyring.signingKeyFor(account.id)).kL)).toBe(doc.derived_hex.slice(0, 64));
      expect(await storedPayload()).toMatchObject({ kind: 'mnemonic', derivation: 'hardened' });
    });

    it('keeps the choice across lock/unlock, for new accounts and for vault keys', async () => {
      const account = await keyring.initialize({ kind: 'mnemonic', mnemonic: doc.mnemonic, derivation: 'hardened' }, PASSWORD);
      await keyring.lock();
      await keyring.unlock(PASSWORD);
      forgetDerivedKeys();
      expect(bytesToHex((await keyring.signingKeyFor(account.id)).publicKey)).toBe(doc.public_key_hex);
      const second = await keyring.addHdAccount();
      expect(second.address).toBe(addressFromPublicKey(hardened(accountPath(1))));
      expect(second.address).not.toBe(addressFromPublicKey(publicKeyOf(deriveExtendedKey(doc.mnemonic, accountPath(1)).kL)));
      const vault = await keyring.addVaultKey();
      expect(vault.path).toBe(accountPath(0, 1));
      expect(vault.address).toBe(addressFromPublicKey(hardened(accountPath(0, 1)), 'vault1'));
      expect(bytesToHex((await keyring.signingKeyFor(vault.id)).publicKey)).toBe(bytesToHex(hardened(accountPath(0, 1))));
    });

    it("records 'protocol' by default, and reads a record without the field as 'protocol'", async () => {
      const account = await keyring.initialize({ kind: 'mnemonic', mnemonic: doc.mnemonic }, PASSWORD);
      expect(account.address).toBe(addressFromPublicKey(publicKeyOf(deriveExtendedKey(doc.mnemonic, accountPath(0)).kL)));
      expect(account.address).not.toBe(doc.address);
      expect(await storedPayload()).toMatchObject({ derivation: 'protocol' });
      // A record written before the choice existed.
      const legacy = await sealSecret((await readDataKey())!, 'mnemonic', { kind: 'mnemonic', mnemonic: doc.mnemonic, passphrase: '' });
      await withDb((db) => db.put('secrets', legacy));
      forgetDerivedKeys();
      expect(addressFromPublicKey((await keyring.signingKeyFor(account.id)).publicKey)).toBe(account.address);
      expect((await keyring.addVaultKey()).address).toBe(addressFromPublicKey(publicKeyOf(deriveExtendedKey(doc.mnemonic, accountPath(0, 1)).kL), 'vault1'));
    });
  });

  it('reset wipes the keyring', async () => {
    await createFromMnemonic();
    await keyring.reset();
    expect(await keyring.isInitialized()).toBe(false);
    expect(await keyring.listAccounts()).toEqual([]);
    expect(await keyring.isUnlocked()).toBe(false);
  });
});
