// Adding a network checks its node first (src/background/chain/check.ts, pure apart from fetch):
// a devnet on the given chain passes, one on another chain, a dead port, a web page and a node that
// cannot build a transfer are refused with a code naming the field to fix.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkNetwork } from '../../src/background/chain/check';
import { CoreError } from '../../src/core/errors';
import { startDevnet, type Devnet } from '../../src/devnet/node';

const STATUS = {
  node_status: {
    lastHeight: '996',
    lastConsensusVersion: 'v1',
    nextConsensusVersion: 'v1',
    nextConsensusVersionRound: '997',
    nextConsensusVersionSupported: true,
    timeSinceLastRound: '16',
    catchupTime: '0',
    hasSyncedSinceStartup: false,
    step: '2',
    period: '0',
    zeroTimeStamp: '2020-06-11T06:38:29.626739Z',
    deadline: '43',
    fastRecoveryDeadline: '597',
    minimumTxFee: '10',
  },
  application_version: {
    name: 'gate',
    server_name: 'gated',
    client_name: 'gatecli',
    version: '0.9.0',
    commit: 'abc',
    build_tags: 'netgo',
    go: 'go1.13.7',
  },
};

let devnet: Devnet;
let fake: Server;
let fakeUrl = '';
let deadUrl = '';
const built: unknown[] = [];

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, accounts: 1 });
  // A node like the real one: its status as in the docs, and a build endpoint that does not check the chain id.
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.url === '/real/v1/status' || req.url === '/nobuild/v1/status') return json(200, STATUS);
      if (req.url?.startsWith('/real/v1/tx/send/') && req.method === 'POST') {
        const { base_req: base, amount } = JSON.parse(body) as {
          base_req: { fees: unknown; valid_height: [string, string]; memo: string };
          amount: unknown;
        };
        built.push(JSON.parse(body));
        return json(200, {
          type: 'StdTx',
          value: {
            msg: [{ type: 'MsgSend', value: { amount } }],
            fee: { amount: base.fees, gas: '200000' },
            signatures: null,
            memo: base.memo,
            valid_height: base.valid_height,
          },
        });
      }
      if (req.url === '/html/v1/status') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>router login</html>');
      return json(404, { error: { code: 'not_found', message: `no route ${req.url}` } });
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(async () => {
  await devnet.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

async function refusal(promise: Promise<unknown>): Promise<CoreError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CoreError);
  return error as CoreError;
}

describe('checkNetwork', () => {
  it('accepts the devnet under its own chain id', async () => {
    const status = await checkNetwork({ restUrl: devnet.url, chainId: devnet.chainId });
    expect(Number(status.node_status.lastHeight)).toBeGreaterThanOrEqual(0);
  });

  it('refuses the devnet under another chain id, naming the node’s', async () => {
    const error = await refusal(checkNetwork({ restUrl: devnet.url, chainId: 'gt-mainnet-1' }));
    expect(error.code).toBe('chain_id_mismatch');
    expect(error.field).toBe('chainId');
    expect(error.message).toContain('is not on chain "gt-mainnet-1"');
    expect(error.message).toContain(devnet.chainId);
  });

  it('accepts a node that answers like the real one (docs status, builds the throwaway transfer)', async () => {
    built.length = 0;
    await checkNetwork({ restUrl: `${fakeUrl}/real`, chainId: 'testnet' });
    expect(built).toHaveLength(1);
    expect(built[0]).toMatchObject({
      base_req: { chain_id: 'testnet', simulate: false, fees: [{ denom: 'NANOGT', amount: '10000000' }] },
      amount: [{ denom: 'NANOGT', amount: '1' }],
    });
  });

  it('refuses a port where nothing answers', async () => {
    const error = await refusal(checkNetwork({ restUrl: deadUrl, chainId: 'testnet' }));
    expect(error.code).toBe('network_unreachable');
    expect(error.field).toBe('restUrl');
  });

  it('refuses a web page that is not a ledger node', async () => {
    const error = await refusal(checkNetwork({ restUrl: `${fakeUrl}/html`, chainId: 'testnet' }));
    expect(error.code).toBe('not_a_ledger_node');
    expect(error.message).toContain('does not answer like a GT ledger node');
  });

  it('refuses a status of the wrong shape', async () => {
    const error = await refusal(checkNetwork({ restUrl: `${fakeUrl}/missing`, chainId: 'testnet' }));
    expect(error.code).toBe('not_a_ledger_node');
    const wrong = async () => new Response(JSON.stringify({ node_status: { lastHeight: 5 } }), { status: 200 });
    const shaped = await refusal(checkNetwork({ restUrl: 'http://node.test', chainId: 'x' }, wrong));
    expect(shaped.code).toBe('not_a_ledger_node');
    expect(shaped.message).toContain('node_status');
  });

  it('refuses a node that cannot build a transfer, so its chain id cannot be confirmed', async () => {
    const error = await refusal(checkNetwork({ restUrl: `${fakeUrl}/nobuild`, chainId: 'testnet' }));
    expect(error.code).toBe('network_check_failed');
    expect(error.field).toBe('chainId');
  });
});
