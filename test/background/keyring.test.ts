import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_DB } from '../../src/background/local-store';
import { bytesToHex, toBase64 } from '../../src/core/bytes';
import { accountPath, deriveExtendedKey, extendedKeyToHex, mnemonicToSeed, publicKeyOf, type Derivation } from '../../src/core/hd';
import { addressFromPublicKey, aminoPubKey, bech32PubKey } from '../../src/core/address';
import * as keyring from '../../src/background/keyring';
import { KEYRING_DB } from '../../src/background/keyring/db';
import { installFakeChrome, type FakeChrome } from './fakeChrome';
import { dumpIndexedDb } from './dump';
import { forgetDerivedKeys, openSecret, sealSecret, signingKeyAt, type SecretPayload } from '../../src/background/keyring/secrets';
import { MNEMONIC_SECRET } from '../../src/background/keyring/wallets';
import { unwrapDataKey } from '../../src/background/keyring/crypto';
import { readDataKey } from '../../src/background/keyring/session';
import { withDb } from '../../src/background/keyring/db';
import walletDocVectors from '../core/vectors/hd.json';

const MNEMONIC = 'monitor flock loyal sick object grunt duty ride develop assault harsh history';
const PASSWORD = 'correct horse battery';
/** Tests that change the password run PBKDF2 (600,000 rounds) several times on a shared machine. */
const SLOW = 60_000;

let fake: FakeChrome;
const waits: number[] = [];

beforeEach(() => {
  fake = installFakeChrome();
  waits.length = 0;
  keyring.unlockPolicy.sleep = async (ms) => {
    waits.push(ms);
  };
});

async function createFromMnemonic() {
  return keyring.initialize({ kind: 'mnemonic', mnemonic: MNEMONIC }, PASSWORD, 'Main');
}

describe('keyring', () => {
  it("creates a wallet from a mnemonic, unlocked, with account 0 at 44'/669'/0'/0/0", async () => {
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
    await expect(keyring.initialize({ kind: 'mnemonic', mnemonic: 'monitor flock loyal' }, PASSWORD)).rejects.toMatchObject({
      code: 'invalid_mnemonic',
    });
    expect(await keyring.isInitialized()).toBe(false);
  });

  it('refuses a phrase with a wrong checksum before sealing it, without naming its words', async () => {
    // Twelve times 'abandon' has a wrong checksum (eleven and 'about' is the valid one).
    const wrong = keyring.initialize({ kind: 'mnemonic', mnemonic: Array(12).fill('abandon').join(' ') }, PASSWORD);
    await expect(wrong).rejects.toMatchObject({ code: 'invalid_mnemonic' });
    await expect(keyring.initialize({ kind: 'mnemonic', mnemonic: Array(12).fill('abandon').join(' ') }, PASSWORD)).rejects.not.toThrow(
      /abandon/,
    );
    expect(await keyring.isInitialized()).toBe(false);
  });

  it('says so when the packaged word list cannot be read, and stores nothing', async () => {
    const fetchBefore = globalThis.fetch;
    globalThis.fetch = () => Promise.resolve(new Response('gone', { status: 404 }));
    try {
      await expect(createFromMnemonic()).rejects.toMatchObject({ code: 'internal' });
    } finally {
      globalThis.fetch = fetchBefore;
    }
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

  it("prepares the selected account's signing key after an unlock, and a lock wipes it", async () => {
    const account = await createFromMnemonic();
    await keyring.lock();
    await keyring.unlock(PASSWORD);
    await keyring.prepareToSign();
    const prepared = await keyring.signingKeyFor(account.id);
    // The prepared key is the one signing gets (derived once), and it is account 0's.
    expect(await keyring.signingKeyFor(account.id)).toBe(prepared);
    expect(addressFromPublicKey(prepared.publicKey)).toBe(account.address);
    await keyring.lock();
    expect(prepared.kL.every((byte) => byte === 0)).toBe(true);
    await expect(keyring.prepareToSign()).rejects.toMatchObject({ code: 'locked' });
  });

  it('keeps no key from a derivation that a lock overtook', async () => {
    await createFromMnemonic();
    const dataKey = (await readDataKey())!;
    forgetDerivedKeys();
    const deriving = signingKeyAt(dataKey, MNEMONIC_SECRET, accountPath(0));
    // The lock comes while the derivation waits on IndexedDB and WebCrypto.
    forgetDerivedKeys();
    const raced = await deriving;
    const next = await signingKeyAt(dataKey, MNEMONIC_SECRET, accountPath(0));
    expect(next).not.toBe(raced);
    expect(bytesToHex(next.kL)).toBe(bytesToHex(raced.kL));
    expect(await signingKeyAt(dataKey, MNEMONIC_SECRET, accountPath(0))).toBe(next);
  });

  it('stays unlocked across a worker restart through the session data key', async () => {
    const account = await createFromMnemonic();
    const { forgetDerivedKeys } = await import('../../src/background/keyring/secrets');
    forgetDerivedKeys();
    const key = await keyring.signingKeyFor(account.id);
    expect(addressFromPublicKey(key.publicKey)).toBe(account.address);
  });

  it(
    'answers wrong passwords with one error after a delay that grows',
    async () => {
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
    },
    SLOW,
  );

  it(
    'changes the password by rotating the data key and re-sealing every secret',
    async () => {
      const account = await createFromMnemonic();
      await keyring.addVaultKey();
      const before = JSON.parse(await dumpIndexedDb(KEYRING_DB));
      const oldKey = (await readDataKey())!;
      await expect(keyring.changePassword('not-the-password', 'another password')).rejects.toMatchObject({ code: 'wrong_password' });
      expect(JSON.parse(await dumpIndexedDb(KEYRING_DB))).toEqual(before);
      await keyring.changePassword(PASSWORD, 'another password');
      const after = JSON.parse(await dumpIndexedDb(KEYRING_DB));
      // The same accounts, their MACs now under the new data key.
      const withoutMac = (accounts: Record<string, { mac?: string }>) =>
        Object.fromEntries(Object.entries(accounts).map(([id, { mac: _mac, ...rest }]) => [id, rest]));
      expect(withoutMac(after.accounts)).toEqual(withoutMac(before.accounts));
      for (const id of Object.keys(before.accounts)) expect(after.accounts[id].mac).not.toBe(before.accounts[id].mac);
      expect(Object.keys(after.secrets)).toEqual(Object.keys(before.secrets));
      for (const id of Object.keys(before.secrets)) expect(after.secrets[id].ciphertext).not.toBe(before.secrets[id].ciphertext);
      expect(after.meta.dataKey.salt).not.toBe(before.meta.dataKey.salt);
      // The unlocked session moved to the new data key.
      const newKey = (await readDataKey())!;
      expect(bytesToHex(newKey)).not.toBe(bytesToHex(oldKey));
      forgetDerivedKeys();
      expect(addressFromPublicKey((await keyring.signingKeyFor(account.id)).publicKey)).toBe(account.address);
      await keyring.lock();
      await expect(keyring.unlock(PASSWORD)).rejects.toMatchObject({ code: 'wrong_password' });
      await keyring.unlock('another password');
      expect((await keyring.signingKeyFor(account.id)).kL).toHaveLength(32);
    },
    SLOW,
  );

  it(
    'retires the old password: the old wrapped key with the old password opens none of the current secrets',
    async () => {
      // An imported key plus a random vault key: two sealed secrets.
      await keyring.initialize({ kind: 'extendedKey', hex: extendedKeyToHex(deriveExtendedKey(MNEMONIC, '0/7')) }, PASSWORD);
      await keyring.addVaultKey();
      const oldWrapped = (await withDb((db) => db.get('meta', 'dataKey')))!;
      await keyring.changePassword(PASSWORD, 'another password');
      // A copy of the old record (e.g. left in IndexedDB's on-disk log) still opens with the old password...
      const oldKey = await unwrapDataKey(oldWrapped, PASSWORD);
      expect(oldKey).not.toBeNull();
      // ...but that key opens nothing stored now.
      const records = await withDb((db) => db.getAll('secrets'));
      expect(records.length).toBe(2);
      for (const record of records) await expect(openSecret(oldKey!, record)).rejects.toMatchObject({ code: 'keyring_corrupt' });
      const current = (await unwrapDataKey((await withDb((db) => db.get('meta', 'dataKey')))!, 'another password'))!;
      for (const record of records) expect((await openSecret(current, record)).kind).toBeDefined();
    },
    SLOW,
  );

  it(
    'leaves the old state whole when re-sealing fails midway',
    async () => {
      const account = await createFromMnemonic();
      const before = await dumpIndexedDb(KEYRING_DB);
      // A corrupt secret makes re-sealing fail before anything is written.
      const broken = await sealSecret(new Uint8Array(32).fill(7), 'vault-broken', {
        kind: 'extendedKey',
        hex: extendedKeyToHex(deriveExtendedKey(MNEMONIC, '0/1')),
      });
      await withDb((db) => db.put('secrets', broken));
      const withBroken = await dumpIndexedDb(KEYRING_DB);
      expect(withBroken).not.toBe(before);
      await expect(keyring.changePassword(PASSWORD, 'another password')).rejects.toMatchObject({ code: 'keyring_corrupt' });
      expect(await dumpIndexedDb(KEYRING_DB)).toBe(withBroken);
      await keyring.lock();
      await keyring.unlock(PASSWORD);
      expect(addressFromPublicKey((await keyring.signingKeyFor(account.id)).publicKey)).toBe(account.address);
    },
    SLOW,
  );

  it("derives several named accounts at 44'/669'/0'/0/N and vault keys at 44'/669'/1'/0/N", async () => {
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
    await expect(keyring.renameAccount(third.id, ' savings ')).rejects.toMatchObject({ code: 'name_taken', field: 'name' });
    expect((await keyring.renameAccount(third.id, 'daily')).name).toBe('daily');
    expect((await keyring.listAccounts()).map((a) => a.name)).toEqual(['Main', 'Savings', 'daily', 'Vault 1']);
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

  it("tracks a multisig account by its members' public keys, without a key", async () => {
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
    const stored = [await dumpIndexedDb(KEYRING_DB), await dumpIndexedDb(STORAGE_DB), fake.local.dump()].join('\n').toLowerCase();
    const words = MNEMONIC.split(' ');
    for (let i = 0; i + 2 < words.length; i++) expect(stored).not.toContain(words.slice(i, i + 3).join(' '));
    for (const secret of [seed, key.kL, extended.kR, extended.chainCode]) {
      expect(stored).not.toContain(bytesToHex(secret));
      expect(stored).not.toContain(toBase64(secret).toLowerCase());
      expect(stored).not.toContain(bytesToHex(secret.subarray(0, 16)));
    }
    expect(stored).not.toContain(PASSWORD);
  });

  describe('derivation', () => {
    const doc = walletDocVectors.wallet_integration.find((vector) => vector.id === 'wallet-doc-meteora')!;
    const addressAt = (path: string, derivation: Derivation, form: 'gt1' | 'vault1' = 'gt1') =>
      addressFromPublicKey(publicKeyOf(deriveExtendedKey(doc.mnemonic, path, '', derivation).kL), form);

    async function storedPayload(id = 'mnemonic') {
      const record = await withDb((db) => db.get('secrets', id));
      return openSecret((await readDataKey())!, record!);
    }

    /** A wallet as Vaultline 0.1 left it: the mnemonic record carries `stored` (absent: no field). */
    async function legacyWallet(stored?: string) {
      const account = await keyring.initialize({ kind: 'mnemonic', mnemonic: doc.mnemonic, derivation: 'legacy-soft' }, PASSWORD);
      const payload = {
        kind: 'mnemonic',
        mnemonic: doc.mnemonic,
        passphrase: '',
        ...(stored ? { derivation: stored } : {}),
      } as SecretPayload;
      await withDb(async (db) => db.put('secrets', await sealSecret((await readDataKey())!, 'mnemonic', payload)));
      forgetDerivedKeys();
      return account;
    }

    it("creates with 'standard' by default, stores it explicitly, and gives the wallet-integration document's address", async () => {
      const account = await keyring.initialize({ kind: 'mnemonic', mnemonic: doc.mnemonic }, PASSWORD);
      expect(account.address).toBe(doc.address);
      expect(account.path).toBe(accountPath(0));
      expect(bytesToHex((await keyring.signingKeyFor(account.id)).kL)).toBe(doc.derived_hex.slice(0, 64));
      expect(await storedPayload()).toMatchObject({ kind: 'mnemonic', derivation: 'standard' });
      expect(await keyring.derivationStatus()).toEqual({ walletId: 'mnemonic', legacy: false, standardAdded: false, showNotice: false });
      await expect(keyring.addStandardAccounts()).rejects.toMatchObject({ code: 'not_legacy' });
    });

    it('keeps the derivation across lock/unlock, for new accounts and for vault keys', async () => {
      const account = await keyring.initialize({ kind: 'mnemonic', mnemonic: doc.mnemonic }, PASSWORD);
      await keyring.lock();
      await keyring.unlock(PASSWORD);
      forgetDerivedKeys();
      expect(bytesToHex((await keyring.signingKeyFor(account.id)).publicKey)).toBe(doc.public_key_hex);
      const second = await keyring.addHdAccount();
      expect(second.address).toBe(addressAt(accountPath(1), 'standard'));
      expect(second.address).not.toBe(addressAt(accountPath(1), 'legacy-soft'));
      const vault = await keyring.addVaultKey();
      expect(vault.path).toBe(accountPath(0, 1));
      expect(vault.address).toBe(addressAt(accountPath(0, 1), 'standard', 'vault1'));
    });

    it("imports with 'legacy-soft' when asked, and stores that explicitly", async () => {
      const account = await keyring.initialize({ kind: 'mnemonic', mnemonic: doc.mnemonic, derivation: 'legacy-soft' }, PASSWORD);
      expect(account.address).toBe(addressAt(accountPath(0), 'legacy-soft'));
      expect(account.address).not.toBe(doc.address);
      expect(await storedPayload()).toMatchObject({ derivation: 'legacy-soft' });
    });

    it.each([[undefined], ['protocol']])(
      'a record written with derivation %j keeps deriving legacy-soft: no account moves',
      async (stored) => {
        const account = await legacyWallet(stored);
        expect(addressFromPublicKey((await keyring.signingKeyFor(account.id)).publicKey)).toBe(addressAt(accountPath(0), 'legacy-soft'));
        expect((await keyring.addHdAccount()).address).toBe(addressAt(accountPath(1), 'legacy-soft'));
        expect((await keyring.addVaultKey()).address).toBe(addressAt(accountPath(0, 1), 'legacy-soft', 'vault1'));
        expect(await keyring.derivationStatus()).toEqual({ walletId: 'mnemonic', legacy: true, standardAdded: false, showNotice: true });
      },
    );

    it("reads the old name 'hardened' as standard", async () => {
      const account = await legacyWallet('hardened');
      expect(addressFromPublicKey((await keyring.signingKeyFor(account.id)).publicKey)).toBe(doc.address);
      expect((await keyring.derivationStatus()).legacy).toBe(false);
    });

    it('the legacy notice is dismissed once and stays dismissed; locked, the status is refused', async () => {
      await legacyWallet();
      await keyring.dismissDerivationNotice();
      expect(await keyring.derivationStatus()).toEqual({ walletId: 'mnemonic', legacy: true, standardAdded: false, showNotice: false });
      await keyring.lock();
      await expect(keyring.derivationStatus()).rejects.toMatchObject({ code: 'locked' });
      await keyring.unlock(PASSWORD);
      expect((await keyring.derivationStatus()).showNotice).toBe(false);
    });

    it(
      'adds the standard accounts of the same phrase beside the legacy ones; new accounts are standard from then on',
      async () => {
        const first = await legacyWallet();
        const legacySecond = await keyring.addHdAccount();
        const legacyVault = await keyring.addVaultKey();
        const added = await keyring.addStandardAccounts();
        expect(added.map((account) => [account.name, account.path, account.address])).toEqual([
          ['Standard 1', accountPath(0), doc.address],
          ['Standard 2', accountPath(1), addressAt(accountPath(1), 'standard')],
        ]);
        expect(await keyring.selectedAccountId()).toBe(added[0]!.id);
        expect(await storedPayload('mnemonic-standard')).toMatchObject({ kind: 'mnemonic', derivation: 'standard' });
        expect(await storedPayload('mnemonic')).not.toHaveProperty('derivation');
        expect(await keyring.derivationStatus()).toEqual({ walletId: 'mnemonic', legacy: true, standardAdded: true, showNotice: false });
        await expect(keyring.addStandardAccounts()).rejects.toMatchObject({ code: 'already_added' });
        // The legacy accounts keep their keys.
        forgetDerivedKeys();
        for (const [account, path] of [
          [first, accountPath(0)],
          [legacySecond, accountPath(1)],
        ] as const) {
          expect(addressFromPublicKey((await keyring.signingKeyFor(account.id)).publicKey)).toBe(addressAt(path, 'legacy-soft'));
        }
        expect(addressFromPublicKey((await keyring.signingKeyFor(legacyVault.id)).publicKey, 'vault1')).toBe(
          addressAt(accountPath(0, 1), 'legacy-soft', 'vault1'),
        );
        expect(bytesToHex((await keyring.signingKeyFor(added[0]!.id)).kL)).toBe(doc.derived_hex.slice(0, 64));
        const third = await keyring.addHdAccount();
        expect(third).toMatchObject({ name: 'Account 3', path: accountPath(2), address: addressAt(accountPath(2), 'standard') });
        expect((await keyring.addVaultKey()).address).toBe(addressAt(accountPath(0, 1), 'standard', 'vault1'));
        // Both secrets survive a password change.
        await keyring.changePassword(PASSWORD, 'another password');
        forgetDerivedKeys();
        expect(addressFromPublicKey((await keyring.signingKeyFor(added[1]!.id)).publicKey)).toBe(added[1]!.address);
        expect(addressFromPublicKey((await keyring.signingKeyFor(first.id)).publicKey)).toBe(first.address);
      },
      SLOW,
    );
  });

  it('reset wipes the keyring', async () => {
    await createFromMnemonic();
    await keyring.reset();
    expect(await keyring.isInitialized()).toBe(false);
    expect(await keyring.listAccounts()).toEqual([]);
    expect(await keyring.isUnlocked()).toBe(false);
  });
});
