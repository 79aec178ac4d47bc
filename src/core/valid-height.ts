// The validity window a new tx gets by default, apart from tx.ts (and the message fields) for code
// that only reads the chain; a bad height fails as messages/fields.ts's normalizeInteger would.
import { CoreError } from './errors';

const MAX_UINT64 = 2n ** 64n - 1n;
const FIELD = 'latest height';

function latestHeight(raw: unknown): bigint {
  if (typeof raw === 'bigint' && raw >= 0n) return raw;
  let value: bigint | undefined;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) value = BigInt(raw);
  else if (typeof raw === 'string' && /^\d+$/.test(raw.trim())) value = BigInt(raw.trim());
  if (value === undefined) throw new CoreError('invalid_integer', `${FIELD} must be a whole number written as a string`, FIELD);
  if (value > MAX_UINT64) throw new CoreError('invalid_integer', `${FIELD} is too large`, FIELD);
  return value;
}

/** The default validity window around the latest height h: [max(1, h - 10), h + 200]. */
export function defaultValidHeight(latest: number | bigint | string): [string, string] {
  const height = latestHeight(latest);
  const start = height - 10n < 1n ? 1n : height - 10n;
  return [start.toString(), (height + 200n).toString()];
}
