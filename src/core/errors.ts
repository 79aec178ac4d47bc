/** A validation or protocol error with a stable snake_case code and a human message naming the field. */
export class CoreError extends Error {
  readonly code: string;
  readonly field?: string;

  constructor(code: string, message: string, field?: string) {
    super(message);
    this.name = 'CoreError';
    this.code = code;
    if (field !== undefined) this.field = field;
  }
}
