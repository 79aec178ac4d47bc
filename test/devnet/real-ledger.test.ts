// Where the real ledger's published answers looked unlike the devnet's, settled against the real
// examples kept in test/fixtures/real-ledger (see docs/devnet.md, "Differences from a real node").
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import hashes from '../fixtures/real-ledger/tx-hash-formats.json';
import revocableLog from '../fixtures/real-ledger/revocable-send-log.json';
import { txHashOfAmino } from '../../src/core/amino';

const hexDigits = (txhash: string) => txhash.split('-')[1]!.length;

describe('tx hash formats', () => {
  it('the SDK and the CLI docs list REVOCABLEPAY- hashes of 96 hex digits (SHA-384), as the devnet does', () => {
    for (const { txhash } of hashes.current) expect(hexDigits(txhash)).toBe(96);
    expect(txHashOfAmino([{ type: 'MsgRevocableSend' }], Uint8Array.of(1, 2, 3))).toMatch(/^REVOCABLEPAY-[0-9A-F]{96}$/);
  });

  it("the API docs' 64-digit hashes are an older format: SHA-512/256 of an encoding with 20-byte addresses and NANOGC", () => {
    const { older } = hashes;
    expect(hexDigits(older.list_txhash)).toBe(64);
    expect(hexDigits(older.broadcast_txhash)).toBe(64);
    const data = Buffer.from(older.broadcast_data, 'base64');
    // gatechain/crypto util.go Hash (SHA-512/256) over the length-prefixed amino bytes gives that example's hash exactly.
    expect(`IRREVOCABLEPAY-${createHash('sha512-256').update(data).digest('hex').toUpperCase()}`).toBe(older.broadcast_txhash);
    // MsgSend's from_address (after the length, the StdTx and MsgSend prefixes): field 1, 20 bytes (0a 14), where today's addresses are 40 bytes; the fee denom is NANOGC.
    expect(data.subarray(12, 14).toString('hex')).toBe('0a14');
    expect(data.toString('latin1')).toContain('NANOGC');
    expect(data.toString('latin1')).not.toContain('NANOGT');
  });
});

describe("a revocable send's transfer event", () => {
  it('names the recipient only in the real log, where a MsgSend names recipient and amount', () => {
    const transfer = (logs: typeof revocableLog.logs) => logs[0]!.events.find((e) => e.type === 'transfer')!.attributes.map((a) => a.key);
    expect(transfer(revocableLog.logs)).toEqual(['recipient']);
    expect(transfer(revocableLog.send_logs)).toEqual(['recipient', 'amount']);
  });
});
