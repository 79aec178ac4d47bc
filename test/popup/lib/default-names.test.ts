// The names the popup gives new accounts and wallets, in its language: the next derived account's
// number as the background picks it (the lowest free index of that wallet), the first account of a
// phrase or of one imported key.
import { afterEach, describe, expect, it } from 'vitest';
import { accountPath } from '../../../src/core/hd';
import { setPageLanguage } from '../../../src/popup/i18n';
import { firstAccountName, nextAccountName, nextKindName } from '../../../src/popup/lib/default-names';
import type { AccountView } from '../../../src/shared/wallet-api';

const account = (id: string, walletId: string, index: number | null, kind: AccountView['kind'] = 'hd'): AccountView => ({
  id,
  name: id,
  kind,
  address: `gt1${id}`,
  publicKey: '',
  canSign: true,
  walletId,
  ...(index === null ? {} : { path: accountPath(index, kind === 'vault' ? 1 : 0) }),
});

afterEach(() => setPageLanguage('en'));

describe('default names', () => {
  const accounts = [
    account('a', 'w1', 0),
    account('b', 'w1', 2),
    account('c', 'w2', 0),
    account('d', 'w2', 1),
    account('v', 'w1', 1, 'vault'),
    account('i', 'w3', null, 'imported'),
  ];

  it('numbers the next account of a wallet by its lowest free index, in each language', () => {
    expect(nextAccountName(accounts, 'w1')).toBe('Account 2');
    expect(nextAccountName(accounts, 'w2')).toBe('Account 3');
    expect(nextAccountName(accounts, 'w9')).toBe('Account 1');
    setPageLanguage('zh-CN');
    expect(nextAccountName(accounts, 'w1')).toBe('账户 2');
    expect(nextAccountName(accounts, 'w2')).toBe('账户 3');
  });

  it('names the first account of a phrase or of an imported key, in each language', () => {
    expect(firstAccountName('mnemonic')).toBe('Account 1');
    expect(firstAccountName('extendedKey')).toBe('Imported account');
    setPageLanguage('zh-CN');
    expect(firstAccountName('mnemonic')).toBe('账户 1');
    expect(firstAccountName('extendedKey')).toBe('导入的账户');
  });

  it("goes on numbering past names other wallets' accounts already have", () => {
    const named = (id: string, name: string, walletId: string, index: number | null, kind: AccountView['kind'] = 'hd') => ({
      ...account(id, walletId, index, kind),
      name,
    });
    const two = [
      named('a', 'Account 1', 'w1', 0),
      named('b', 'Account 2', 'w1', 1),
      named('i', 'Imported account', 'w3', null, 'imported'),
      named('v', 'Vault 1', 'w1', 0, 'vault'),
    ];
    expect(firstAccountName('mnemonic', two)).toBe('Account 3');
    expect(firstAccountName('extendedKey', two)).toBe('Imported account 2');
    expect(nextAccountName([...two, named('c', 'Account 3', 'w2', 0)], 'w2')).toBe('Account 4');
    expect(nextKindName([named('v', 'Vault 1', 'w1', 0, 'vault'), named('x', 'Vault 2', 'w1', 0)], 'vault')).toBe('Vault 3');
    setPageLanguage('zh-CN');
    expect(firstAccountName('mnemonic', [named('a', '账户 1', 'w1', 0)])).toBe('账户 2');
  });

  it('numbers a new vault key or multisig account after those of its kind, in each language', () => {
    const withMultisig = [...accounts, account('m', 'none', null, 'multisig')];
    expect(nextKindName(withMultisig, 'vault')).toBe('Vault 2');
    expect(nextKindName(withMultisig, 'multisig')).toBe('Multisig 2');
    setPageLanguage('zh-CN');
    expect(nextKindName(withMultisig, 'vault')).toBe('保险库 2');
    expect(nextKindName(accounts, 'multisig')).toBe('多签账户 1');
  });
});
