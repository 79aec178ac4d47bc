// POST /v1/tx straight on Node's request/response, ahead of hono: the broadcast is the node's hot
// path, and hono's routing, middleware and Response objects cost as much as the ledger's own
// check. The answer is the one the hono app gives, byte for byte: the same status, the headers it
// writes (CORS '*' and Vary as app.ts sets them, then Content-Length) and the same JSON.
// Anything unusual (no Content-Length, a body over the limit, a query string) goes to hono.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_BODY_BYTES } from './app';
import { errorAnswer } from './errors';
import { jsonObject } from './request';
import type { Broadcast } from './tx-routes';
import type { BroadcastResult } from '../../core/rest/types';
import { txJson } from '../ledger/tx-json';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

// As the Fetch API's Request.text() decodes a body (a leading BOM dropped, bad bytes replaced).
const decoder = new TextDecoder();

function takesFastPath(request: IncomingMessage): boolean {
  if (request.method !== 'POST' || request.url !== '/v1/tx' || request.headers['transfer-encoding'] !== undefined) return false;
  const length = request.headers['content-length'];
  return length !== undefined && Number.parseInt(length, 10) <= MAX_BODY_BYTES;
}

/**
 * JSON.stringify of a broadcast answer, with the tx's text the block log already made (the answer is
 * written after its block): the same bytes when the answer has exactly these keys in this order.
 */
function answerJson(body: BroadcastResult): string {
  const keys = Object.keys(body);
  if (
    keys.length !== 5 ||
    keys[0] !== 'height' ||
    keys[1] !== 'txhash' ||
    keys[2] !== 'data' ||
    keys[3] !== 'raw_log' ||
    keys[4] !== 'tx' ||
    body.tx === undefined
  ) {
    return JSON.stringify(body);
  }
  const head = JSON.stringify({ height: body.height, txhash: body.txhash, data: body.data, raw_log: body.raw_log });
  return `${head.slice(0, -1)},"tx":${txJson(body.tx)}}`;
}

async function answer(response: ServerResponse, broadcast: Broadcast, text: string): Promise<void> {
  let status = 200;
  let body: unknown;
  try {
    body = await broadcast(jsonObject(text));
  } catch (error) {
    ({ status, body } = errorAnswer(error));
  }
  const json = status === 200 ? answerJson(body as BroadcastResult) : JSON.stringify(body);
  // Lower-case and in this order, as hono's Headers hand them to Node; Content-Length as @hono/node-server adds it.
  response.writeHead(status, {
    'access-control-allow-origin': '*',
    'content-type': 'application/json',
    vary: 'Origin',
    'Content-Length': Buffer.byteLength(json),
  });
  response.end(json);
}

/** `next` (hono's listener) with POST /v1/tx answered on the fast path. */
export function withFastBroadcast(next: Listener, broadcast: Broadcast): Listener {
  return (request, response) => {
    if (!takesFastPath(request)) {
      next(request, response);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A client gone before its body arrived gets no answer, as on hono's path.
    request.on('error', () => response.destroy());
    request.on('end', () => {
      void answer(response, broadcast, decoder.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    });
  };
}
