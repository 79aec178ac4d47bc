// Several wallets in one keyring, through the wallet API the popup uses: add (phrase or key), group,
// derive per wallet, remove an account or a wallet, reveal a phrase and export a key behind the password.
import { beforeEach, describe, expect, it } from 'vitest';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, extendedKeyToHex, publicKeyOf } from '../../src/core/hd';
import { dumpIndexedDb } from './dump';
import { installFakeChrome, type FakeChrome } from './fakeChrome';
import { fakeLedger } from './fakeLedger';
import { MNEMONIC, PASSWORD, loadBackground, walletBackground, type Background } from './harness';
import { KEYRING_DB } from '../../src/background/keyring/db';

const SECOND = 'monitor flock loyal sick object grunt duty ride develop assault harsh history';
/** PBKDF2 (600,000 rounds) runs at every password check on a shared machine. */
const SLOW = 60_000;

const addressAt = (mnemonic: string, index: number, branch = 0) =>
  addressFromPublicKey(publicKeyOf(deriveExtendedKey(mnemonic, accountPath(index, branch)).kL), branch === 1 ? 'vault1' : 'gt1');

let fake: FakeChrome;
let bg: Background;

beforeEach(async () => {
  fake = installFakeChrome();
  ({ bg } = await walletBackground(fake, fakeLedger()));
});

describe('several wallets', () => {
  it('adds a second phrase beside the first, groups accounts by wallet and selects the new one', async () => {
    const state = await bg.ok('wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: SECOND }, name: 'Savings' });
    expect(state.wallets.map((wallet) => [wallet.name, wallet.kind])).toEqual([
      ['Wallet 1', 'mnemonic'],
      ['Savings', 'mnemonic'],
    ]);
    const [first, second] = state.wallets;
    const added = state.accounts.find((account) => account.walletId === second!.id)!;
    expect(added.address).toBe(addressAt(SECOND, 0));
    expect(state.selectedAccountId).toBe(added.id);
    expect(state.accounts.filter((account) => account.walletId === first!.id).map((a) => a.address)).toEqual([addressAt(MNEMONIC, 0)]);
  });

  it("derives new accounts and vault keys from the selected account's wallet, or the one named", async () => {
    const state = await bg.ok('wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: SECOND } });
    const [first, second] = state.wallets;
    const next = await bg.ok('wallet_addAccount', {});
    expect(next).toMatchObject({ walletId: second!.id, address: addressAt(SECOND, 1), path: accountPath(1) });
    const vault = await bg.ok('wallet_newVaultKey', {});
    expect(vault).toMatchObject({ walletId: second!.id, address: addressAt(SECOND, 0, 1) });
    const inFirst = await bg.ok('wallet_addAccount', { walletId: first!.id, name: 'Daily' });
    expect(inFirst).toMatchObject({ walletId: first!.id, address: addressAt(MNEMONIC, 1), name: 'Daily' });
  });

  it('adds a single key as a wallet of its own that cannot derive more accounts', async () => {
    const key = deriveExtendedKey(SECOND, '0/7');
    const state = await bg.ok('wallet_addWallet', { secret: { kind: 'extendedKey', hex: extendedKeyToHex(key) } });
    const keyWallet = state.wallets[1]!;
    expect(keyWallet.kind).toBe('key');
    const imported = state.accounts.find((account) => account.walletId === keyWallet.id)!;
    expect(imported).toMatchObject({ kind: 'imported', address: addressFromPublicKey(publicKeyOf(key.kL)) });
    const refused = await bg.call('wallet_addAccount', { walletId: keyWallet.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'no_mnemonic' } });
    // With a key wallet's account selected, a vault key still comes from a phrase (so the phrase
    // recovers it): the first wallet's vault branch.
    const vault = await bg.ok('wallet_newVaultKey', {});
    expect(vault).toMatchObject({ walletId: state.wallets[0]!.id, address: addressAt(MNEMONIC, 0, 1) });
  });

  it('refuses the same phrase or key twice, a bad phrase, and an unknown wallet, storing nothing', async () => {
    const before = await dumpIndexedDb(KEYRING_DB);
    expect(await bg.call('wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: MNEMONIC } })).toMatchObject({
      ok: false,
      error: { code: 'duplicate_wallet' },
    });
    const ownKey = extendedKeyToHex(deriveExtendedKey(MNEMONIC, accountPath(0)));
    expect(await bg.call('wallet_addWallet', { secret: { kind: 'extendedKey', hex: ownKey } })).toMatchObject({
      ok: false,
      error: { code: 'duplicate_wallet' },
    });
    expect(await bg.call('wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: 'not a phrase at all' } })).toMatchObject({
      ok: false,
    });
    expect(await bg.call('wallet_addAccount', { walletId: 'mnemonic-standard' })).toMatchObject({
      ok: false,
      error: { code: 'unknown_wallet' },
    });
    expect(await dumpIndexedDb(KEYRING_DB)).toEqual(before);
  });

  it('names new accounts and wallets as the popup words them, English only when it gives no name, and refuses a name too long', async () => {
    // The first wallet was set up with no names (as before): English defaults, the wallet unnamed.
    const start = await bg.ok('wallet_getState');
    expect(start.accounts[0]!.name).toBe('Account 1');
    expect(start.wallets[0]!.name).toBe('Wallet 1');
    expect(await bg.ok('wallet_addAccount', { name: '账户 2' })).toMatchObject({ name: '账户 2', address: addressAt(MNEMONIC, 1) });
    expect(await bg.ok('wallet_addAccount', { name: '   ' })).toMatchObject({ name: 'Account 3', address: addressAt(MNEMONIC, 2) });
    const state = await bg.ok('wallet_addWallet', {
      secret: { kind: 'mnemonic', mnemonic: SECOND },
      name: '钱包 2',
      accountName: '账户 1',
    });
    const second = state.wallets[1]!;
    expect(second.name).toBe('钱包 2');
    expect(state.accounts.find((account) => account.walletId === second.id)).toMatchObject({
      name: '账户 1',
      address: addressAt(SECOND, 0),
    });
    const key = extendedKeyToHex(deriveExtendedKey(SECOND, '0/9'));
    const withKey = await bg.ok('wallet_addWallet', { secret: { kind: 'extendedKey', hex: key }, accountName: '导入的账户' });
    expect(withKey.accounts.find((account) => account.walletId === withKey.wallets[2]!.id)).toMatchObject({
      kind: 'imported',
      name: '导入的账户',
    });
    const before = await dumpIndexedDb(KEYRING_DB);
    const tooLong = 'x'.repeat(41);
    expect(await bg.call('wallet_addAccount', { name: tooLong })).toMatchObject({ ok: false, error: { code: 'invalid_params' } });
    expect(
      await bg.call('wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: 'abandon '.repeat(11) + 'about' }, accountName: tooLong }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_params' } });
    expect(
      await bg.call('wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: 'abandon '.repeat(11) + 'about' }, accountName: 7 }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_params' } });
    expect(await dumpIndexedDb(KEYRING_DB)).toEqual(before);
  });

  it(
    'names the first account and wallet at set-up as the popup words them',
    async () => {
      const fresh = installFakeChrome();
      const other = await loadBackground(fresh, fakeLedger());
      await other.ok('wallet_initialize', {
        secret: { kind: 'mnemonic', mnemonic: SECOND },
        password: PASSWORD,
        accountName: '账户 1',
        walletName: '钱包 1',
      });
      const state = await other.ok('wallet_getState');
      expect(state.accounts.map((account) => account.name)).toEqual(['账户 1']);
      expect(state.wallets.map((wallet) => wallet.name)).toEqual(['钱包 1']);
    },
    SLOW,
  );

  it('needs the wallet unlocked to add one', async () => {
    await bg.ok('wallet_lock');
    expect(await bg.call('wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: SECOND } })).toMatchObject({
      ok: false,
      error: { code: 'locked' },
    });
  });

  it('removes an account but never the last one of its wallet', async () => {
    const second = await bg.ok('wallet_addAccount', {});
    await bg.ok('wallet_selectAccount', { accountId: second.id });
    const state = await bg.ok('wallet_removeAccount', { accountId: second.id });
    expect(state.accounts.map((account) => account.id)).not.toContain(second.id);
    expect(state.selectedAccountId).toBe(state.accounts[0]!.id);
    const last = await bg.call('wallet_removeAccount', { accountId: state.accounts[0]!.id });
    expect(last).toMatchObject({ ok: false, error: { code: 'last_account' } });
  });

  it(
    'brings a removed account back at the same address, and never destroys a vault key that exists nowhere else',
    async () => {
      const second = await bg.ok('wallet_addAccount', {});
      await bg.ok('wallet_addAccount', {});
      await bg.ok('wallet_removeAccount', { accountId: second.id });
      const again = await bg.ok('wallet_addAccount', {});
      expect(again.address).toBe(second.address);
      // A key wallet's vault key is random: removing the account keeps the sealed key.
      const key = deriveExtendedKey(SECOND, '0/7');
      const state = await bg.ok('wallet_addWallet', { secret: { kind: 'extendedKey', hex: extendedKeyToHex(key) } });
      const keyWallet = state.wallets[1]!.id;
      await bg.ok('wallet_removeWallet', { walletId: state.wallets[0]!.id, password: PASSWORD });
      const vault = await bg.ok('wallet_newVaultKey', {});
      expect(vault.walletId).toBe(keyWallet);
      const sealedBefore = (await dumpIndexedDb(KEYRING_DB)).match(/"id":"vault-[0-9a-f-]+"/g) ?? [];
      expect(sealedBefore).toHaveLength(1);
      await bg.ok('wallet_removeAccount', { accountId: vault.id });
      expect((await dumpIndexedDb(KEYRING_DB)).match(/"id":"vault-[0-9a-f-]+"/g) ?? []).toEqual(sealedBefore);
    },
    SLOW,
  );

  it(
    'removes a wallet with its accounts after the password; the sites connected to them lose them',
    async () => {
      const state = await bg.ok('wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: SECOND } });
      const second = state.wallets[1]!;
      const own = state.accounts.find((account) => account.walletId === second.id)!;
      await bg.ok('wallet_addAccount', { walletId: second.id });
      await fake.chrome.storage.local.set({ 'permissions.origins': { 'https://dapp.example': { accountIds: [own.id], connectedAt: 1 } } });
      expect(await bg.call('wallet_removeWallet', { walletId: second.id, password: 'wrong password' })).toMatchObject({
        ok: false,
        error: { code: 'wrong_password' },
      });
      expect((await bg.ok('wallet_getState')).wallets).toHaveLength(2);
      const after = await bg.ok('wallet_removeWallet', { walletId: second.id, password: PASSWORD });
      expect(after.wallets.map((wallet) => wallet.id)).not.toContain(second.id);
      expect(after.accounts.every((account) => account.walletId !== second.id)).toBe(true);
      expect(after.accounts.map((account) => account.id)).toContain(after.selectedAccountId);
      expect((await bg.ok('wallet_listPermissions')).some((permission) => permission.accountIds.includes(own.id))).toBe(false);
      const dump = await dumpIndexedDb(KEYRING_DB);
      expect(dump).not.toContain(second.id);
      expect(await bg.call('wallet_removeWallet', { walletId: after.wallets[0]!.id, password: PASSWORD })).toMatchObject({
        ok: false,
        error: { code: 'last_wallet' },
      });
    },
    SLOW,
  );

  it(
    'reveals a recovery phrase and exports an account key only with the password',
    async () => {
      const state = await bg.ok('wallet_getState');
      const wallet = state.wallets[0]!;
      expect(await bg.call('wallet_revealRecoveryPhrase', { walletId: wallet.id, password: 'not the password' })).toMatchObject({
        ok: false,
        error: { code: 'wrong_password' },
      });
      expect(await bg.ok('wallet_revealRecoveryPhrase', { walletId: wallet.id, password: PASSWORD })).toEqual({
        mnemonic: MNEMONIC,
        hasPassphrase: false,
      });
      const account = state.accounts[0]!;
      expect(await bg.call('wallet_exportAccountKey', { accountId: account.id, password: '' })).toMatchObject({
        ok: false,
        error: { code: 'invalid_params' },
      });
      const { hex } = await bg.ok('wallet_exportAccountKey', { accountId: account.id, password: PASSWORD });
      expect(hex).toBe(extendedKeyToHex(deriveExtendedKey(MNEMONIC, accountPath(0))));
      // What is exported imports as a wallet of one key with the same address (here: refused as a twin).
      expect(await bg.call('wallet_addWallet', { secret: { kind: 'extendedKey', hex } })).toMatchObject({
        ok: false,
        error: { code: 'duplicate_wallet' },
      });
    },
    SLOW,
  );

  it("answers wallet management only to Vaultline's own pages", async () => {
    const wallet = (await bg.ok('wallet_getState')).wallets[0]!;
    const answer = await bg.wallet.handleWalletMessage(
      { channel: 'vaultline:wallet', method: 'wallet_revealRecoveryPhrase', params: { walletId: wallet.id, password: PASSWORD } },
      { id: 'another-extension', url: 'chrome-extension://another-extension/page.html' },
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(JSON.stringify(answer)).not.toContain(MNEMONIC.split(' ')[0]! + ' ' + MNEMONIC.split(' ')[1]);
  });

  it('keeps older single-wallet records readable: accounts without a wallet id fall in the first wallet', async () => {
    const state = await bg.ok('wallet_getState');
    expect(state.wallets).toHaveLength(1);
    expect(state.accounts.every((account) => account.walletId === state.wallets[0]!.id)).toBe(true);
  });

  it(
    'upgrades a legacy-soft second wallet on its own: its standard accounts join it, the first wallet is untouched',
    async () => {
      const legacyAt = (index: number) =>
        addressFromPublicKey(publicKeyOf(deriveExtendedKey(SECOND, accountPath(index), '', 'legacy-soft').kL));
      const state = await bg.ok('wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: SECOND, derivation: 'legacy-soft' } });
      const [first, second] = state.wallets;
      expect(state.accounts.find((account) => account.id === state.selectedAccountId)?.address).toBe(legacyAt(0));
      // The selected account's wallet is the one asked about, and it alone is legacy.
      expect(await bg.ok('wallet_derivationStatus', {})).toEqual({
        walletId: second!.id,
        legacy: true,
        standardAdded: false,
        showNotice: true,
      });
      expect(await bg.ok('wallet_derivationStatus', { walletId: first!.id })).toEqual({
        walletId: first!.id,
        legacy: false,
        standardAdded: false,
        showNotice: false,
      });

      const upgraded = await bg.ok('wallet_addStandardAccounts', {});
      const standard = upgraded.accounts.find((account) => account.id === upgraded.selectedAccountId)!;
      expect(standard).toMatchObject({ walletId: second!.id, address: addressAt(SECOND, 0) });
      expect(upgraded.wallets.map((wallet) => wallet.id)).toEqual([first!.id, second!.id]);
      expect(await bg.ok('wallet_derivationStatus', {})).toEqual({
        walletId: second!.id,
        legacy: true,
        standardAdded: true,
        showNotice: false,
      });
      expect(await bg.call('wallet_addStandardAccounts', { walletId: second!.id })).toMatchObject({
        ok: false,
        error: { code: 'already_added' },
      });
      // New accounts of that wallet now come from its standard companion; the first wallet's from its own phrase.
      expect(await bg.ok('wallet_addAccount', {})).toMatchObject({ walletId: second!.id, address: addressAt(SECOND, 1) });
      expect(await bg.ok('wallet_addAccount', { walletId: first!.id })).toMatchObject({ address: addressAt(MNEMONIC, 1) });
      // The first wallet (standard) cannot be "upgraded".
      expect(await bg.call('wallet_addStandardAccounts', { walletId: first!.id })).toMatchObject({
        ok: false,
        error: { code: 'not_legacy' },
      });

      // Removing the wallet removes its companion too: nothing of the second phrase stays sealed.
      await bg.ok('wallet_removeWallet', { walletId: second!.id, password: PASSWORD });
      expect((await dumpIndexedDb(KEYRING_DB)).match(/"id":"wallet-[0-9a-f-]+(-standard)?"/g) ?? []).toEqual([]);
    },
    SLOW,
  );

  it('remembers a dismissed legacy notice per wallet', async () => {
    await bg.ok('wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: SECOND, derivation: 'legacy-soft' } });
    await bg.ok('wallet_dismissDerivationNotice', {});
    expect((await bg.ok('wallet_derivationStatus', {})).showNotice).toBe(false);
    expect(await bg.ok('wallet_derivationStatus', { walletId: 'mnemonic' })).toMatchObject({ legacy: false, showNotice: false });
  });
});
