// Account names as screens show them: distinct across wallets, even for names stored before
// numbering went on across wallets; and a rename to a name another account shows is refused.
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../src/popup/i18n';
import { distinctNames, nameTaken, renameAccount, withDistinctNames } from '../../../src/popup/lib/account-names';
import type { AccountView, WalletState, WalletView } from '../../../src/shared/wallet-api';

const wallet = (id: string, number: number, name?: string): WalletView => ({
  id,
  name: name ?? `Wallet ${number}`,
  named: name !== undefined,
  number,
  kind: 'mnemonic',
  createdAt: number,
});
const account = (id: string, name: string, walletId?: string): AccountView => ({
  id,
  name,
  kind: walletId ? 'hd' : 'multisig',
  address: `gt1${id}`,
  publicKey: '',
  canSign: walletId !== undefined,
  ...(walletId ? { walletId } : {}),
});
const shown = (state: Pick<WalletState, 'accounts' | 'wallets'>) => distinctNames(state).map((a) => a.name);

afterEach(() => setPageLanguage('en'));

describe('distinct account names', () => {
  const wallets = [wallet('w1', 1), wallet('w2', 2, 'Travel'), wallet('w3', 3)];

  it("keeps the first of each name and gives a later twin its wallet's name, in each language", () => {
    const accounts = [
      account('a', 'Account 1', 'w1'),
      account('b', 'Account 1', 'w2'),
      account('c', 'account 1 ', 'w3'),
      account('d', 'Account 2', 'w2'),
    ];
    expect(shown({ wallets, accounts })).toEqual(['Account 1', 'Account 1 (Travel)', 'account 1 (Wallet 3)', 'Account 2']);
    setPageLanguage('zh-CN');
    expect(shown({ wallets, accounts: [account('a', '账户 1', 'w1'), account('b', '账户 1', 'w3')] })).toEqual([
      '账户 1',
      '账户 1（钱包 3）',
    ]);
  });

  it("adds a number when the wallet's name is not enough, and never lands on a name someone has", () => {
    const accounts = [
      account('a', 'Main', 'w2'),
      account('b', 'Main', 'w2'),
      account('c', 'Main', 'w2'),
      account('d', 'Main (Travel) 2', 'w1'),
      account('m', 'Main'),
    ];
    const names = shown({ wallets, accounts });
    expect(names).toEqual(['Main', 'Main (Travel)', 'Main (Travel) 3', 'Main (Travel) 2', 'Main (Multisig accounts)']);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it('leaves a state with no twins as it is (the same object)', () => {
    const state = { accounts: [account('a', 'Account 1', 'w1'), account('b', 'Account 2', 'w2')], wallets } as WalletState;
    expect(withDistinctNames(state)).toBe(state);
  });

  it('says a name is taken by another account, whatever its case and spaces, but not by the account itself', () => {
    const accounts = [account('a', 'Account 1', 'w1'), account('b', 'Savings', 'w2')];
    expect(nameTaken(accounts, ' savings', 'a')).toBe(true);
    expect(nameTaken(accounts, 'Savings', 'b')).toBe(false);
    expect(nameTaken(accounts, 'Account 2', 'a')).toBe(false);
  });

  it('refuses a rename to a shown name before asking the background, in words', async () => {
    const accounts = [account('a', 'Account 1', 'w1'), account('b', 'Account 1 (Travel)', 'w2')];
    await expect(renameAccount(accounts, 'a', 'ACCOUNT 1 (travel)')).rejects.toMatchObject({
      code: 'name_taken',
      message: 'Another account already has this name',
    });
  });
});
