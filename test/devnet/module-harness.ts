// Shared setup of the module scenario tests: the host tests' TestNode with four dev accounts and
// a larger fee, plus helpers for keys of other mnemonics and for the node's unsigned answers.
import { expect } from 'vitest';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import type { StdTx } from '../../src/core/types';
import { DEFAULT_MNEMONIC } from '../../src/devnet/ledger/genesis';
import { startDevnet, type DevnetOptions } from '../../src/devnet/node';
import { devKey, refusal, TestNode, type DevKey } from './support';

export type Key = DevKey;

/** Wallet key `index` of `account` (0 = wallet accounts, 1 = vault keys) of a mnemonic. */
export function keyOf(index: number, account = 0, mnemonic = DEFAULT_MNEMONIC): Key {
  if (mnemonic === DEFAULT_MNEMONIC) return devKey(index, account);
  const { kL } = deriveExtendedKey(mnemonic, accountPath(index, account));
  const publicKey = publicKeyOf(kL);
  return { address: addressFromPublicKey(publicKey), kL, publicKey };
}

export const FEE = '1000000';

export class Harness extends TestNode {
  protected override readonly fee = FEE;

  static override async start(options: DevnetOptions = {}): Promise<Harness> {
    return new Harness(await startDevnet({ port: 0, blockTime: 0, accounts: 4, ...options }));
  }
}

/** The HTTP status and error code a rejected request answers. */
export async function failure(request: Promise<unknown>): Promise<{ status: number; code: string }> {
  const { status, code } = await refusal(request);
  return { status, code };
}

/** The only message of an unsigned StdTx built by the node. */
export function onlyMsg(tx: StdTx): { type: string; value: Record<string, unknown> } {
  expect(tx.type).toBe('StdTx');
  expect(tx.value.signatures).toBeNull();
  expect(tx.value.nonces).toEqual([null]);
  expect(tx.value.msg).toHaveLength(1);
  return tx.value.msg[0]!;
}
