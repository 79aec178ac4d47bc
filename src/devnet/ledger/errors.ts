// Errors the ledger and its modules throw, each with the answer status it stands for: 400 bad input,
// 404 unknown, 422 a valid request the ledger refuses, 502 a forked node's upstream failed. The HTTP layer turns them into answers; the
// ledger itself knows nothing of HTTP.
export type ErrorStatus = 400 | 404 | 422 | 500 | 502;

export class NodeError extends Error {
  constructor(
    public readonly status: ErrorStatus,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, details?: unknown) => new NodeError(400, code, message, details);
export const notFound = (code: string, message: string, details?: unknown) => new NodeError(404, code, message, details);
export const refused = (code: string, message: string, details?: unknown) => new NodeError(422, code, message, details);
