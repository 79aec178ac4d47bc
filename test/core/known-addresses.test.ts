import { describe, expect, it } from 'vitest';
import { encodeAddress, toForm } from '../../src/core/address-forms';
import { knownAddresses, lookalikeOf, sentToAddresses } from '../../src/core/known-addresses';

const address = (seed: number) =>
  encodeAddress(
    new Uint8Array(40).map((_, i) => (i * 31 + seed * 17) & 255),
    'gt1',
  );
const ME = address(1);
const FRIEND = address(2);
const STRANGER = address(3);
const VALIDATOR = address(4);
const send = (from: string, to: string) => ({
  type: 'MsgSend',
  value: { from_address: from, to_address: to, amount: [{ denom: 'NANOGT', amount: '1' }] },
});
const record = (...msgs: unknown[]) => ({ txhash: 'AB', tx: { type: 'StdTx', value: { msg: msgs } } });

/** A string that starts and ends like `address` with another middle (a real look-alike is ground from keys; the rule reads only text). */
const sameEnds = (address: string) => `${address.slice(0, 8)}${'q'.repeat(address.length - 12)}${address.slice(-4)}`;

describe('known addresses', () => {
  it("knows the wallet's own addresses and those it sent to, never those that only sent to it", () => {
    const activity = [record(send(STRANGER, ME)), record(send(ME, FRIEND)), { junk: true }, record({ type: 'Nope', value: {} })];
    const known = knownAddresses({ own: [ME], activity });
    expect([...known].sort()).toEqual([ME, FRIEND].sort());
    expect(known.has(STRANGER)).toBe(false);
  });

  it('reads every address of a message the wallet signed (a delegation names the validator), in gt1 form', () => {
    const delegate = {
      type: 'MsgDelegate',
      value: { delegator_address: ME, 'con-account_address': toForm(VALIDATOR, 'gt1'), amount: { denom: 'NANOGT', amount: '5' } },
    };
    expect(sentToAddresses([record(delegate)], new Set([ME])).has(VALIDATOR)).toBe(true);
    expect(knownAddresses({ own: [toForm(ME, 'vault1')], activity: [] }).has(ME)).toBe(true);
  });

  it("adds the address book's entries, and skips what is not an address", () => {
    const known = knownAddresses({ own: [ME], activity: [], book: [STRANGER, 'not an address'] });
    expect(known.has(STRANGER)).toBe(true);
    expect(known.size).toBe(2);
  });

  it('finds a look-alike: same first and last four characters, another address', () => {
    const known = sameEnds(FRIEND);
    expect(lookalikeOf(FRIEND, [ME, known])).toBe(known);
    expect(lookalikeOf(FRIEND, [ME, FRIEND])).toBeUndefined();
    expect(lookalikeOf(FRIEND, [`${FRIEND.slice(0, 7)}x${FRIEND.slice(8)}`])).toBeUndefined();
    expect(lookalikeOf(STRANGER, [ME, FRIEND])).toBeUndefined();
    expect(lookalikeOf('garbage', [FRIEND])).toBeUndefined();
  });
});
