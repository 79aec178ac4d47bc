// --log: one line per HTTP request and one per transaction a block took (hash, type, signer, result).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { toHttpError } from './http/errors';
import type { TxOutcome } from './ledger/ledger';

export type LogLine = (line: string) => void;

/** `listener` with a line per request once its answer is sent (or the client went away). */
export function logRequests(listener: RequestListener, log: LogLine): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const started = performance.now();
    response.once('close', () => {
      const ms = (performance.now() - started).toFixed(1);
      log(`${request.method} ${request.url} ${response.writableFinished ? response.statusCode : 'closed before the answer'} ${ms}ms`);
    });
    listener(request, response);
  };
}

export function txLine(tx: TxOutcome): string {
  const types = tx.checked.msgs.map((msg) => msg.type).join('+');
  const head = `tx ${tx.checked.txhash} ${types} from ${tx.checked.feePayer}${tx.checked.impersonated ? ' (impersonated, unsigned)' : ''}`;
  if ('error' in tx) {
    const error = toHttpError(tx.error);
    return `${head} left out of block ${tx.height}: ${error.code}: ${error.message}`;
  }
  const failed = tx.record.logs.find((log) => !log.success);
  return `${head} in block ${tx.height}: ${failed ? `failed: ${failed.log}` : 'ok'}`;
}
