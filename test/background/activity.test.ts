import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountActivity } from '../../src/background/chain/activity';
import {
  LedgerClient, accountPath, buildUnsignedTx, defaultValidHeight, deriveExtendedKey, publicKeyOf, signStdTx,
} from '../../src/core/index';
import { startDevnet, type Devnet } from '../../src/devnet/node';

let devnet: Devnet;
let client: LedgerClient;

async function send(fromIndex: number, to: string, amount: string): Promise<string> {
  const key = deriveExtendedKey(devnet.mnemonic, accountPath(fromIndex));
  const height = Number((await client.getLatestBlock()).height);
  const tx = buildUnsignedTx({
    msgs: [{ type: 'MsgSend', value: { from_address: devnet.accounts[fromIndex]!.address, to_address: to, amount: [{ denom: 'NANOGT', amount }] } }],
    fee: { amount: [{ denom: 'NANOGT', amount: '100000' }], gas: '200000' },
    validHeight: defaultValidHeight(height),
  });
  return (await client.broadcastTx(signStdTx(tx, devnet.chainId, [{ kL: key.kL, publicKey: publicKeyOf(key.kL) }]))).txhash;
}

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, blockTime: 0, accounts: 3 });
  client = new LedgerClient({ baseUrl: devnet.url });
});
afterAll(() => devnet.close());

describe('accountActivity', () => {
  it('lists sent and received transactions, newest first, page by page', async () => {
    const [a, b, c] = devnet.accounts.map((account) => account.address) as [string, string, string];
    const hashes = [await send(0, b, '1'), await send(1, a, '2'), await send(2, b, '3'), await send(0, c, '4'), await send(0, b, '5')];
    const first = await accountActivity(client, b, 1, 2);
    // b took part in txs 0 (received), 1 (sent), 2 (received), 4 (received), not 3.
    expect(first.txs.map((tx) => tx.txhash)).toEqual([hashes[4], hashes[2]]);
    expect(first.totalCount).toBe(4);
    expect(first.pageTotal).toBe(2);
    const second = await accountActivity(client, b, 2, 2);
    expect(second.txs.map((tx) => tx.txhash)).toEqual([hashes[1], hashes[0]]);
    const all = await accountActivity(client, b, 1, 10);
    expect(all.txs.map((tx) => tx.txhash)).not.toContain(hashes[3]);
  });
});
