import { describe, expect, it } from 'vitest';
import { addressFromAminoPubKey, aminoPubKey, bech32PubKey, decodeBech32PubKey, multisigThresholdKey } from '../../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../../src/core/hd';
import { sortMembersByAddress } from '../../../src/core/address';
import { checkMemberKey, describeMultisigKey, preselected, previewMultisig } from '../../../src/popup/lib/multisig';

const MNEMONIC = 'test test test test test test test test test test test junk';
const keys = [0, 1, 2].map((i) => publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(i)).kL));
const keyText = (key: Uint8Array) => bech32PubKey(aminoPubKey(key));

describe('multisig members', () => {
  it('accepts single gt1pub keys and says what is wrong with anything else', () => {
    const checked = checkMemberKey(`  ${keyText(keys[0]!)} `);
    expect(checked.ok && Array.from(checked.value)).toEqual(Array.from(keys[0]!));
    expect(checkMemberKey('')).toMatchObject({ ok: false });
    expect(checkMemberKey('gt11abc')).toMatchObject({ ok: false, error: expect.stringMatching(/starts with gt1pub/) });
    const text = keyText(keys[0]!);
    expect(checkMemberKey(text.slice(0, -1) + (text.endsWith('q') ? 'p' : 'q'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/checksum/),
    });
    const multisig = bech32PubKey(multisigThresholdKey(2, [keys[0]!, keys[1]!]));
    expect(checkMemberKey(multisig)).toMatchObject({ ok: false, error: expect.stringMatching(/not a single-signature key/) });
  });

  it('previews the threshold key and its gt1 address', () => {
    const preview = previewMultisig(2, keys);
    expect(preview.ok).toBe(true);
    if (!preview.ok) return;
    const amino = multisigThresholdKey(2, sortMembersByAddress(keys));
    expect(preview.value.address).toBe(addressFromAminoPubKey(amino, 'gt1'));
    expect(Array.from(decodeBech32PubKey(preview.value.publicKey))).toEqual(Array.from(amino));
    expect(preview.value.members).toHaveLength(3);
    expect(describeMultisigKey(preview.value.publicKey)).toEqual({ threshold: 2, members: preview.value.members });
    expect(describeMultisigKey(keyText(keys[0]!))).toBeNull();
  });

  it('sorts the members by address as gatecli does, unless asked to keep the order typed', () => {
    const typed = [keys[2]!, keys[0]!, keys[1]!];
    const sorted = previewMultisig(2, typed);
    const kept = previewMultisig(2, typed, true);
    expect(sorted.ok && kept.ok).toBe(true);
    if (!sorted.ok || !kept.ok) return;
    expect(sorted.value.memberKeys).toEqual(sortMembersByAddress(typed).map(keyText));
    expect(previewMultisig(2, [...typed].reverse())).toEqual(sorted);
    expect(kept.value.memberKeys).toEqual(typed.map(keyText));
    expect(kept.value.address).toBe(addressFromAminoPubKey(multisigThresholdKey(2, typed), 'gt1'));
    expect(kept.value.address).not.toBe(sorted.value.address);
  });

  it('refuses too few members, duplicates and thresholds out of range; kept order changes the account', () => {
    expect(previewMultisig(1, [keys[0]!])).toMatchObject({ ok: false, error: expect.stringMatching(/at least 2/) });
    expect(previewMultisig(2, [keys[0]!, keys[1]!, keys[0]!])).toMatchObject({ ok: false, error: 'Member 3 repeats member 1.' });
    expect(previewMultisig(4, keys)).toMatchObject({ ok: false, error: expect.stringMatching(/between 1 and 3/) });
    expect(previewMultisig(Number.NaN, keys)).toMatchObject({ ok: false });
    const a = previewMultisig(2, [keys[0]!, keys[1]!], true);
    const b = previewMultisig(2, [keys[1]!, keys[0]!], true);
    expect(a.ok && b.ok && a.value.address !== b.value.address).toBe(true);
  });
});

describe('Sign as: who is ticked at first', () => {
  it('ticks the active account when it is a member here, and no one else', () => {
    expect(preselected(['a', 'b', 'c'], 'b')).toEqual(['b']);
    expect(preselected(['a', 'b'], 'multisig')).toEqual([]);
    expect(preselected(['a', 'b'], null)).toEqual([]);
    expect(preselected([], 'a')).toEqual([]);
  });
});
