// Error answers of the node: {"error":{"code","message","details"?}}. 400 bad input, 404 unknown,
// 422 a valid request the ledger refuses. Modules may throw HttpError, CoreError (→ 400) or
// LedgerError (→ 422); anything else is a bug and answers a bare 500 without a stack trace.
import type { Context } from 'hono';
import { CoreError } from '../../core/errors';
import type { ErrorBody } from '../../core/rest/types';
import { badRequest, NodeError, refused } from '../ledger/errors';
import { LedgerError } from '../ledger/types';

/** What the ledger throws (ledger/errors.ts) is what the client sees: status, code, message, details. */
export { badRequest, notFound, refused } from '../ledger/errors';

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

/** Maps any thrown value to the HttpError the client sees. */
export function toHttpError(error: unknown): NodeError {
  if (error instanceof NodeError) return error;
  if (error instanceof CoreError) {
    return badRequest(error.code, error.message, error.field === undefined ? undefined : { field: error.field });
  }
  if (error instanceof LedgerError) return refused(error.code, error.message);
  return new NodeError(500, 'internal_error', 'the node failed to handle this request; see its console');
}

/** The status and JSON body answering a thrown value (a 500 is also logged). */
export function errorAnswer(error: unknown): { status: NodeError['status']; body: ErrorBody } {
  const httpError = toHttpError(error);
  if (httpError.status === 500) console.error('devnet: unexpected error', error);
  return { status: httpError.status, body: errorBody(httpError.code, httpError.message, httpError.details) };
}

export function respondError(c: Context, error: unknown): Response {
  const { status, body } = errorAnswer(error);
  return c.json(body, status);
}
