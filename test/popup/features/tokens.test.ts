import { describe, expect, it } from 'vitest';
import { addressFromPublicKey, toForm } from '../../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../../src/core/hd';
import type { Token } from '../../../src/core/rest/types';
import { filterTokenRows, findIssuedSymbol, symbolRules, tokenRows, typedSymbol, validSymbol } from '../../../src/popup/screens/tokens/lib';

const MNEMONIC = 'test test test test test test test test test test test junk';
const ME = addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(0)).kL));
const OTHER = addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(1)).kL));
const token = (symbol: string, issuer: string, extra: Partial<Token['value']> = {}): Token => ({
  type: 'Token',
  value: {
    symbol,
    source_address: issuer,
    token_name: symbol.toLowerCase(),
    total_supply: '100',
    mintable: false,
    freezable: false,
    freezed: false,
    ...extra,
  },
});

describe('token symbol as typed', () => {
  it('keeps letters only, upper-cased, at most 15', () => {
    expect(typedSymbol('vlt-1x')).toBe('VLTX');
    expect(typedSymbol('abcdefghijklmnopq')).toBe('ABCDEFGHIJKLMNO');
    expect(typedSymbol('ä b')).toBe('B');
  });

  it('says which rules are met', () => {
    expect(symbolRules('A').map((r) => r.met)).toEqual([false, true, true]);
    expect(validSymbol('AB')).toBe(true);
    expect(validSymbol('A')).toBe(false);
    expect(validSymbol('')).toBe(false);
    expect(validSymbol('ABCDEFGHIJKLMNOP')).toBe(false);
    expect(validSymbol('AB1')).toBe(false);
  });
});

describe('tokens', () => {
  it('finds the new on-chain symbol of our issuance, ignoring older ones and other issuers', () => {
    const before = new Set(['VLT-AAA']);
    const list = [token('VLT-AAA', ME), token('VLT-BBB', OTHER), token('VLTX-CCC', ME), token('VLT-DDD', toForm(ME, 'vault1'))];
    expect(findIssuedSymbol(list, ME, 'VLT', before)).toBe('VLT-DDD');
    expect(findIssuedSymbol(list.slice(0, 3), ME, 'VLT', before)).toBeNull();
  });

  it('lists held tokens first, then issued ones, with balances and flags', () => {
    const rows = tokenRows(
      [token('ZED-111', OTHER), token('MINE-222', ME, { freezed: true, freezable: true }), token('AAA-333', OTHER)],
      [{ denom: 'ZED-111', amount: '5' }],
      ME,
    );
    expect(rows.map((r) => [r.symbol, r.balance, r.mine])).toEqual([
      ['ZED-111', 5n, false],
      ['MINE-222', 0n, true],
      ['AAA-333', 0n, false],
    ]);
    expect(rows[1]).toMatchObject({ frozen: true, freezable: true, mintable: false });
    expect(filterTokenRows(rows, 'mine').map((r) => r.symbol)).toEqual(['MINE-222']);
    expect(filterTokenRows(rows, 'aaa-333').map((r) => r.symbol)).toEqual(['AAA-333']);
  });
});
