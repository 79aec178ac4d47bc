import { describe, expect, it } from 'vitest';
import { attemptOrder, failoverFetch, type EndpointPool } from '../../src/core/rest/failover';
import { LedgerReads } from '../../src/core/rest/reads';

const A = 'https://a.example';
const B = 'https://b.example';
const C = 'https://c.example';

function pool(urls: string[], refused: string[] = []): EndpointPool & { last?: string } {
  const state: EndpointPool & { last?: string } = {
    urls: () => urls,
    preferred: () => state.last,
    answered: (url) => {
      state.last = url;
    },
    usable: (url) => !refused.includes(url),
  };
  return state;
}

const status = { node_status: { lastHeight: '7', minimumTxFee: '10' }, application_version: {} };
const ok = (body: unknown = status) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fetch where each origin answers as told: 'down' (refused), a status code, or the status answer; it logs every URL asked. */
function nodes(behaviour: Record<string, 'down' | 'hang' | number | 'ok'>) {
  const asked: string[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input);
    asked.push(`${init?.method ?? 'GET'} ${url}`);
    const what = behaviour[new URL(url).origin] ?? 'down';
    if (what === 'down') throw new TypeError('Failed to fetch');
    if (what === 'hang') return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    if (typeof what === 'number') return new Response(JSON.stringify({ error: { code: 'busy', message: 'gateway' } }), { status: what });
    return ok();
  };
  return { fetchFn, asked };
}

function reads(endpoints: EndpointPool, fetchFn: typeof fetch, attemptMs?: number) {
  return new LedgerReads({ baseUrl: A, fetch: failoverFetch(A, endpoints, { fetch: fetchFn, ...(attemptMs ? { attemptMs } : {}) }) });
}

describe('failover across a network’s endpoints', () => {
  it('a read the first endpoint refuses is answered by the second, which is then asked first', async () => {
    const endpoints = pool([A, B, C]);
    const { fetchFn, asked } = nodes({ [B]: 'ok', [C]: 'ok' });
    const client = reads(endpoints, fetchFn);
    expect((await client.getStatus()).node_status.lastHeight).toBe('7');
    expect(asked).toEqual([`GET ${A}/v1/status`, `GET ${B}/v1/status`]);
    expect(endpoints.last).toBe(B);
    asked.length = 0;
    await client.getStatus();
    expect(asked).toEqual([`GET ${B}/v1/status`]);
  });

  it('a gateway’s 502/503/504 goes on to the next endpoint; another error status is the node’s answer', async () => {
    const { fetchFn, asked } = nodes({ [A]: 503, [B]: 'ok' });
    expect((await reads(pool([A, B]), fetchFn).getStatus()).node_status.lastHeight).toBe('7');
    expect(asked).toHaveLength(2);
    const notFound = nodes({ [A]: 404, [B]: 'ok' });
    await expect(reads(pool([A, B]), notFound.fetchFn).getStatus()).rejects.toMatchObject({ status: 404 });
    expect(notFound.asked).toHaveLength(1);
  });

  it('an endpoint that does not answer in time is left for the next', async () => {
    const { fetchFn, asked } = nodes({ [A]: 'hang', [B]: 'ok' });
    expect((await reads(pool([A, B]), fetchFn, 200).getStatus()).node_status.lastHeight).toBe('7');
    expect(asked).toEqual([`GET ${A}/v1/status`, `GET ${B}/v1/status`]);
  });

  it('a broadcast goes to one endpoint only, even when it gets no answer', async () => {
    const { fetchFn, asked } = nodes({ [B]: 'ok' });
    const tx = { type: 'StdTx', value: { msg: [], fee: { amount: [], gas: '1' }, signatures: [], memo: '' } } as never;
    await expect(reads(pool([A, B]), fetchFn).broadcastTx(tx)).rejects.toMatchObject({ code: 'network_error' });
    expect(asked).toEqual([`POST ${A}/v1/tx`]);
  });

  it('endpoints found on another chain are never asked; when none is left the error says so', async () => {
    const { fetchFn, asked } = nodes({ [A]: 'ok', [B]: 'ok' });
    await reads(pool([A, B], [A]), fetchFn).getStatus();
    expect(asked).toEqual([`GET ${B}/v1/status`]);
    await expect(reads(pool([A], [A]), fetchFn).getStatus()).rejects.toThrow(/another chain/);
  });

  it('when every endpoint fails, the error names each one and why', async () => {
    const { fetchFn } = nodes({ [B]: 502 });
    const error = await reads(pool([A, C]), fetchFn)
      .getStatus()
      .then(
        () => undefined,
        (caught: Error) => caught,
      );
    expect(error?.message).toContain('none of 2 endpoints answered');
    expect(error?.message).toContain(`${A}: Failed to fetch`);
    expect(error?.message).toContain(`${C}: Failed to fetch`);
  });

  it('the remembered endpoint comes first, the others keep the person’s order', () => {
    const endpoints = pool([A, B, C]);
    endpoints.answered(C);
    expect(attemptOrder(endpoints)).toEqual([C, A, B]);
    endpoints.answered('https://gone.example');
    expect(attemptOrder(endpoints)).toEqual([A, B, C]);
  });
});
