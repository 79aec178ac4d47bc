// Member order of a new threshold key: the ledger's CLI sorts members by address; so does Vaultline by default.
import { describe, expect, it } from 'vitest';
import vectors from './vectors/keys.json';
import {
  addressFromAminoPubKey,
  addressPayload,
  bech32PubKey,
  decodeBech32PubKey,
  multisigThresholdKey,
  parseMultisigKey,
} from '../../src/core/address';
import { sortMembersByAddress } from '../../src/core/address';

describe('sortMembersByAddress', () => {
  const real = vectors.multisig_keys[0]!;
  const { threshold, pubkeys } = parseMultisigKey(decodeBech32PubKey(real.pubkey));
  const members = pubkeys.map((amino) => amino.slice(amino.length - 32));

  it("rebuilds the docs' real multisig key (its members in ascending address order) from its members in any order", () => {
    for (const given of [members, [...members].reverse()]) {
      const key = multisigThresholdKey(threshold, sortMembersByAddress(given));
      expect(bech32PubKey(key)).toBe(real.pubkey);
      expect(addressFromAminoPubKey(key, 'gt1')).toBe(real.address);
    }
    // Kept in the reversed order, the same members make another account.
    expect(addressFromAminoPubKey(multisigThresholdKey(threshold, [...members].reverse()), 'gt1')).not.toBe(real.address);
  });

  it('orders by the address bytes, as Go bytes.Compare does, whatever the order given', () => {
    const keys = Array.from({ length: 6 }, (_, i) => Uint8Array.from({ length: 32 }, (_, j) => (i * 37 + j * 11) % 256));
    const sorted = sortMembersByAddress(keys);
    expect(new Set(sorted)).toEqual(new Set(keys));
    const payloads = sorted.map((key) => Buffer.from(addressPayload(key)));
    for (let i = 1; i < payloads.length; i++) expect(Buffer.compare(payloads[i - 1]!, payloads[i]!)).toBeLessThan(0);
    expect(sortMembersByAddress([...keys].reverse())).toEqual(sorted);
  });
});
