// Accounts grouped by wallet (menu and Settings → Wallets), and the wallet errors shown in words.
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountView, WalletView } from '../../src/shared/wallet-api';
import { groupAccounts, walletLabel } from '../../src/popup/lib/wallet-groups';
import { walletErrorText } from '../../src/popup/screens/wallets/lib';
import { WalletApiError } from '../../src/popup/lib/api';
import { setPageLanguage } from '../../src/popup/i18n';

const wallet = (id: string, kind: WalletView['kind'] = 'mnemonic'): WalletView => ({
  id,
  name: id,
  named: true,
  number: 1,
  kind,
  createdAt: 1,
});
const account = (id: string, walletId?: string, kind: AccountView['kind'] = 'hd'): AccountView => ({
  id,
  name: id,
  kind,
  address: `gt1${id}`,
  publicKey: '',
  canSign: kind !== 'multisig',
  ...(walletId ? { walletId } : {}),
});

afterEach(() => setPageLanguage('en'));

describe('groupAccounts', () => {
  it('keeps the wallets order, each with its own accounts, and puts walletless accounts last', () => {
    const groups = groupAccounts({
      wallets: [wallet('w1'), wallet('w2', 'key')],
      accounts: [account('a', 'w1'), account('b', 'w2', 'imported'), account('c', 'w1'), account('ms', undefined, 'multisig')],
    });
    expect(groups.map((g) => [g.wallet?.id ?? null, g.accounts.map((a) => a.id)])).toEqual([
      ['w1', ['a', 'c']],
      ['w2', ['b']],
      [null, ['ms']],
    ]);
  });

  it('has no extra group when every account belongs to a wallet', () => {
    expect(groupAccounts({ wallets: [wallet('w1')], accounts: [account('a', 'w1')] })).toHaveLength(1);
  });
});

describe('walletLabel', () => {
  it("shows the person's name as it is, and words the default name in the chosen language", () => {
    const unnamed: WalletView = { id: 'mnemonic', name: 'Wallet 2', named: false, number: 2, kind: 'mnemonic', createdAt: 1 };
    expect(walletLabel(unnamed)).toBe('Wallet 2');
    expect(walletLabel(wallet('Savings'))).toBe('Savings');
    setPageLanguage('zh-CN');
    expect(walletLabel(unnamed)).toBe('钱包 2');
    expect(walletLabel(wallet('Savings'))).toBe('Savings');
    expect(walletLabel(null)).not.toMatch(/[A-Za-z]/);
  });
});

describe('walletErrorText', () => {
  it('translates the codes it knows and falls back to the background message', () => {
    expect(walletErrorText(new WalletApiError('wrong_password', 'Wrong password'))).toBe('Wrong password.');
    setPageLanguage('zh-CN');
    expect(walletErrorText(new WalletApiError('duplicate_wallet', 'This key is already in Vaultline (Wallet 2)'))).toBe(
      '此助记词或私钥已在 Vaultline 中。',
    );
    expect(walletErrorText(new WalletApiError('invalid_params', 'name: too long'))).toBe('name: too long');
  });
});
