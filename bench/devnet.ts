// Node throughput over real HTTP on loopback: a signed MsgSend broadcast and included in its own
// block, against the cheapest request the same server answers (GET /v1/status) as the baseline.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LedgerClient,
  accountPath,
  addressFromPublicKey,
  buildUnsignedTx,
  defaultValidHeight,
  deriveExtendedKey,
  publicKeyOf,
  signStdTx,
} from '../src/core/index';
import { startDevnet } from '../src/devnet/node';
import { timeIt, type Row } from './time';

async function sendLoop(durable: boolean): Promise<{ send: number; status: number }> {
  const dataDir = durable ? mkdtempSync(join(tmpdir(), 'vaultline-bench-')) : undefined;
  const devnet = await startDevnet({ port: 0, blockTime: 0, ...(dataDir ? { dataDir } : {}) });
  try {
    const client = new LedgerClient({ baseUrl: devnet.url });
    const key = deriveExtendedKey(devnet.mnemonic, accountPath(0));
    const pub = publicKeyOf(key.kL);
    const from = addressFromPublicKey(pub);
    const to = devnet.accounts[1]!.address;
    const status = await client.getStatus();
    const fee = { amount: [{ denom: 'NANOGT', amount: status.node_status.minimumTxFee }], gas: '200000' };
    const send = await timeIt(async () => {
      const height = Number((await client.getLatestBlock()).height);
      const tx = buildUnsignedTx({
        msgs: [{ type: 'MsgSend', value: { from_address: from, to_address: to, amount: [{ denom: 'NANOGT', amount: '1' }] } }],
        fee,
        memo: '',
        validHeight: defaultValidHeight(height),
      });
      await client.broadcastTx(signStdTx(tx, devnet.chainId, [{ kL: key.kL, publicKey: pub }]));
    }, 1500);
    const statusNs = await timeIt(() => client.getStatus(), 600);
    return { send, status: statusNs };
  } finally {
    await devnet.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchDevnet(): Promise<Row[]> {
  const memory = await sendLoop(false);
  const durable = await sendLoop(true);
  return [
    {
      name: 'devnet: send tx, own block (in memory)',
      ours: memory.send,
      baseline: memory.status,
      baselineName: 'GET /v1/status, same server',
      unit: 'ns',
    },
    {
      name: 'devnet: send tx, own block (fsync log)',
      ours: durable.send,
      baseline: durable.status,
      baselineName: 'GET /v1/status, same server',
      unit: 'ns',
    },
  ];
}
