// Shared setup of the module scenario tests: an ephemeral devnet on port 0 (block time 0) with
// the registry's ledger modules, keys from src/core/hd.ts, and build → sign → broadcast over HTTP.
import { expect } from 'vitest';
import { addressFromPublicKey } from '../../src/core/address.js';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd.js';
import { LedgerClient, LedgerHttpError } from '../../src/core/rest/client.js';
import type { BaseReq, BroadcastResult } from '../../src/core/rest/types.js';
import { defaultValidHeight, signStdTx } from '../../src/core/tx.js';
import type { StdTx } from '../../src/core/types.js';
import { DEFAULT_MNEMONIC } from '../../src/devnet/ledger/genesis.js';
import { startDevnet, type Devnet } from '../../src/devnet/node.js';

export interface Key { address: string; kL: Uint8Array; publicKey: Uint8Array }

/** Wallet key `index` of `account` (0 = wallet accounts, 1 = vault keys) of a mnemonic. */
export function keyOf(index: number, account = 0, mnemonic = DEFAULT_MNEMONIC): Key {
  const { kL } = deriveExtendedKey(mnemonic, accountPath(index, account));
  const publicKey = publicKeyOf(kL);
  return { address: addressFromPublicKey(publicKey), kL, publicKey };
}

export const FEE = '1000000';

export class Harness {
  constructor(readonly devnet: Devnet, readonly client: LedgerClient) {}

  static async start(): Promise<Harness> {
    const devnet = await startDevnet({ port: 0, blockTime: 0, accounts: 4 });
    return new Harness(devnet, new LedgerClient({ baseUrl: devnet.url }));
  }

  close(): Promise<void> {
    return this.devnet.close();
  }

  height(): number {
    return this.devnet.node.height();
  }

  baseReq(from: string, overrides: Partial<BaseReq> = {}): BaseReq {
    return {
      from,
      memo: '',
      chain_id: this.devnet.chainId,
      gas: '200000',
      fees: [{ denom: 'NANOGT', amount: FEE }],
      simulate: false,
      valid_height: defaultValidHeight(this.height()),
      ...overrides,
    };
  }

  async broadcast(unsigned: StdTx, ...keys: Key[]): Promise<BroadcastResult> {
    return this.client.broadcastTx(signStdTx(unsigned, this.devnet.chainId, keys));
  }

  async balance(address: string, denom = 'NANOGT'): Promise<bigint> {
    const { result } = await this.client.getBalance(address);
    return BigInt(result.find((c) => c.denom === denom)?.amount ?? '0');
  }
}

/** The HTTP status and error code a rejected request answers. */
export async function failure(request: Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await request;
  } catch (error) {
    expect(error).toBeInstanceOf(LedgerHttpError);
    const { status, code } = error as LedgerHttpError;
    return { status, code };
  }
  throw new Error('the request succeeded but was expected to fail');
}

/** The only message of an unsigned StdTx built by the node. */
export function onlyMsg(tx: StdTx): { type: string; value: Record<string, unknown> } {
  expect(tx.type).toBe('StdTx');
  expect(tx.value.signatures).toBeNull();
  expect(tx.value.nonces).toEqual([null]);
  expect(tx.value.msg).toHaveLength(1);
  return tx.value.msg[0]!;
}
