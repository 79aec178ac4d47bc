// An account's activity: txs it sent plus txs that paid it, newest first. The ledger's search is
// oldest first and filters by one event at a time, so each stream is read from its end and merged.
import type { LedgerClient } from '../../core/rest/client';
import type { TxRecord, TxSearchQuery } from '../../core/rest/types';

export interface ActivityPage {
  txs: TxRecord[];
  totalCount: number;
  page: number;
  pageTotal: number;
}

/** The streams whose union is "this account's transactions". */
function streamsOf(address: string): TxSearchQuery[] {
  return [{ sender: address }, { events: { 'transfer.recipient': address } }, { events: { 'revocable_send.recipient': address } }];
}

/** The newest `count` records of one stream (oldest-first paging read from the end). */
async function newest(client: LedgerClient, query: TxSearchQuery, count: number): Promise<{ txs: TxRecord[]; total: number }> {
  const probe = (await client.searchTxs({ ...query, limit: count, page: 1 }))[0];
  const total = Number(probe?.total_count ?? 0);
  if (!probe || total <= count) return { txs: probe?.txs ?? [], total };
  const lastPage = Math.ceil(total / count);
  const pages = await Promise.all([lastPage - 1, lastPage].map((page) => client.searchTxs({ ...query, limit: count, page })));
  const txs = pages.flatMap((answer) => answer[0]?.txs ?? []);
  return { txs: txs.slice(-count), total };
}

const heightOf = (tx: TxRecord) => BigInt(tx.height);

export async function accountActivity(client: LedgerClient, address: string, page: number, limit: number): Promise<ActivityPage> {
  const want = page * limit;
  const streams = await Promise.all(streamsOf(address).map((query) => newest(client, query, want)));
  const byHash = new Map<string, TxRecord>();
  for (const stream of streams) for (const tx of stream.txs) byHash.set(tx.txhash, tx);
  const merged = [...byHash.values()].sort((a, b) => (heightOf(b) > heightOf(a) ? 1 : heightOf(b) < heightOf(a) ? -1 : 0));
  // Streams overlap (a self-transfer is in two), so the sum bounds the total from above.
  const totalCount = Math.max(
    merged.length,
    streams.reduce((sum, stream) => sum + stream.total, 0),
  );
  return {
    txs: merged.slice((page - 1) * limit, page * limit),
    totalCount,
    page,
    pageTotal: Math.max(1, Math.ceil(totalCount / limit)),
  };
}
