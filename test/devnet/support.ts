// Shared setup of the host tests: dev keys from src/core/hd.ts, build → sign → broadcast over HTTP.
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveFromMaster, masterKeyFromSeed, mnemonicToSeed, publicKeyOf } from '../../src/core/hd';
import { LedgerClient, LedgerHttpError } from '../../src/core/rest/client';
import type { BaseReq, BroadcastResult, TxRecord } from '../../src/core/rest/types';
import { defaultValidHeight, signStdTx } from '../../src/core/tx';
import type { Coin, StdTx } from '../../src/core/types';
import { DEFAULT_MNEMONIC } from '../../src/devnet/ledger/genesis';
import { startDevnet, type Devnet, type DevnetOptions } from '../../src/devnet/node';

export interface DevKey {
  address: string;
  kL: Uint8Array;
  publicKey: Uint8Array;
}

const master = masterKeyFromSeed(mnemonicToSeed(DEFAULT_MNEMONIC));
const keys = new Map<string, DevKey>();

/** Dev account `index` of the default mnemonic (account 1 = keys the node never funded). */
export function devKey(index: number, account = 0): DevKey {
  const id = `${account}/${index}`;
  let key = keys.get(id);
  if (!key) {
    const { kL } = deriveFromMaster(master, accountPath(index, account));
    const publicKey = publicKeyOf(kL);
    key = { address: addressFromPublicKey(publicKey), kL, publicKey };
    keys.set(id, key);
  }
  return key;
}

export const FEE = '100000';

export class TestNode {
  readonly client: LedgerClient;
  /** NANOGT fee of every request this node's helpers build. */
  protected readonly fee: string = FEE;

  constructor(readonly devnet: Devnet) {
    this.client = new LedgerClient({ baseUrl: devnet.url });
  }

  static async start(options: DevnetOptions = {}): Promise<TestNode> {
    return new TestNode(await startDevnet({ port: 0, accounts: 3, ...options }));
  }

  close(): Promise<void> {
    return this.devnet.close();
  }

  get chainId(): string {
    return this.devnet.chainId;
  }

  height(): number {
    return this.devnet.node.height();
  }

  baseReq(from: string, overrides: Partial<BaseReq> = {}): BaseReq {
    return {
      from,
      memo: '',
      chain_id: this.chainId,
      gas: '200000',
      fees: [{ denom: 'NANOGT', amount: this.fee }],
      simulate: false,
      valid_height: defaultValidHeight(this.height()),
      ...overrides,
    };
  }

  buildSend(from: DevKey, to: string, amount: Coin[], overrides: Partial<BaseReq> = {}): Promise<StdTx> {
    return this.client.send(to, { base_req: this.baseReq(from.address, overrides), amount });
  }

  sign(unsigned: StdTx, key: DevKey, chainId = this.chainId): StdTx {
    return signStdTx(unsigned, chainId, [{ kL: key.kL, publicKey: key.publicKey }]);
  }

  /** Signs with every key given (in signer order), broadcasts and waits for inclusion. */
  broadcast(unsigned: StdTx, ...keys: DevKey[]): Promise<BroadcastResult> {
    return this.broadcastAndWait(signStdTx(unsigned, this.chainId, keys));
  }

  async send(from: DevKey, to: string, nanogt: string): Promise<BroadcastResult> {
    const unsigned = await this.buildSend(from, to, [{ denom: 'NANOGT', amount: nanogt }]);
    return this.broadcastAndWait(this.sign(unsigned, from));
  }

  /**
   * Broadcasts (the node answers at acceptance, height "0"), then polls GET /v1/tx/{hash} until a
   * block includes it: the answer with the including block's height. A tx that failed in its block
   * is thrown as the node's 422 tx_failed_in_block would have been, with its log.
   */
  async broadcastAndWait(signed: StdTx, timeoutMs = 15_000): Promise<BroadcastResult> {
    const accepted = await this.client.broadcastTx(signed);
    const record = await this.waitForTx(accepted.txhash, timeoutMs);
    const failed = record.logs.find((log) => !log.success);
    if (failed) throw new LedgerHttpError(422, 'tx_failed_in_block', `included in block ${record.height} but refused: ${failed.log}`);
    return { ...accepted, height: record.height };
  }

  /** The tx's record once a block includes it (polls every 50 ms). */
  async waitForTx(txhash: string, timeoutMs = 15_000): Promise<TxRecord> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        return await this.client.getTx(txhash);
      } catch (error) {
        if (!(error instanceof LedgerHttpError) || error.status !== 404 || Date.now() > deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async balance(address: string, denom = 'NANOGT'): Promise<bigint> {
    const { result } = await this.client.getBalance(address);
    return BigInt(result.find((c) => c.denom === denom)?.amount ?? '0');
  }

  /** POST a JSON body (e.g. to a /dev/* endpoint), as a web page of `origin` when given. */
  postJson(path: string, body: unknown = {}, origin?: string): Promise<Response> {
    return this.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify(body),
    });
  }

  /** Raw HTTP, for requests the typed client cannot make (bad JSON, preflight, unknown paths). */
  fetch(path: string, init?: RequestInit): Promise<Response> {
    return fetch(`${this.devnet.url}${path}`, init);
  }
}

/** Status and error code of a refused request (fails the test if the request succeeded). */
export async function refusal(request: Promise<unknown>): Promise<{ status: number; code: string; message: string }> {
  try {
    await request;
  } catch (error) {
    if (error instanceof LedgerHttpError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected the node to refuse this request, but it succeeded');
}
