// A fake ledger REST node for unit tests: status, latest block, balances, a transfer build, and broadcast.
import { txHash } from '../../src/core/amino';
import { toGt1 } from '../../src/core/address';
import { verifyStdTx } from '../../src/core/tx';
import type { Coin, StdTx } from '../../src/core/types';

export interface FakeLedger {
  fetch: typeof fetch;
  balances: Map<string, Coin[]>;
  broadcasts: StdTx[];
  /** When set, POST /v1/tx answers 422 with this error. */
  refuse?: { code: string; message: string };
  /** When set, POST /v1/tx takes the tx but answers a body of the wrong shape. */
  garble?: boolean;
  /** When set, POST /v1/tx waits for this promise before answering (to hold a broadcast open). */
  hold?: Promise<void>;
  height: number;
  chainId: string;
  /** When set, answers first: a service that is not this node (e.g. at another port), or undefined. */
  foreign?: (url: URL) => Response | undefined;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function fakeLedger(chainId = 'gt-devnet-1'): FakeLedger {
  const ledger: FakeLedger = {
    balances: new Map(),
    broadcasts: [],
    height: 100,
    chainId,
    fetch: async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const foreign = ledger.foreign?.(url);
      if (foreign) return foreign;
      const path = url.pathname;
      if (path === '/v1/status')
        return json(200, { node_status: { lastHeight: String(ledger.height), minimumTxFee: '1000' }, application_version: {} });
      if (path === '/v1/block/latest') return json(200, { height: String(ledger.height) });
      const balance = /^\/v1\/account\/balance\/(.+)$/.exec(path);
      if (balance)
        return json(200, { height: String(ledger.height), result: ledger.balances.get(toGt1(decodeURIComponent(balance[1]!))) ?? [] });
      if (path === '/v1/tx' && init?.method === 'POST') {
        const tx = JSON.parse(String(init.body)) as StdTx;
        if (ledger.hold) await ledger.hold;
        if (ledger.refuse) return json(422, { error: ledger.refuse });
        if (!verifyStdTx(tx, ledger.chainId))
          return json(422, { error: { code: 'invalid_signature', message: 'signature verification failed' } });
        ledger.broadcasts.push(tx);
        ledger.height += 1;
        if (ledger.garble) return json(200, { accepted: 'maybe' });
        return json(200, {
          height: String(ledger.height),
          txhash: txHash(tx),
          data: '',
          raw_log: '[{"msg_index":0,"success":true,"log":""}]',
          tx,
        });
      }
      const send = /^\/v1\/tx\/send\/(.+)$/.exec(path);
      if (send && init?.method === 'POST') {
        // A build for any chain id, as a real node answers it (the devnet's chain-id refusal is tested elsewhere).
        const body = JSON.parse(String(init.body)) as {
          base_req: { from: string; fees: Coin[]; gas: string; memo: string; valid_height: [string, string] };
          amount: Coin[];
        };
        const msg = {
          type: 'MsgSend',
          value: { from_address: body.base_req.from, to_address: decodeURIComponent(send[1]!), amount: body.amount },
        };
        return json(200, {
          type: 'StdTx',
          value: {
            msg: [msg],
            fee: { amount: body.base_req.fees, gas: body.base_req.gas },
            nonces: [null],
            signatures: null,
            memo: body.base_req.memo,
            valid_height: body.base_req.valid_height,
          },
        });
      }
      return json(404, { error: { code: 'not_found', message: `no route ${path}` } });
    },
  };
  return ledger;
}
