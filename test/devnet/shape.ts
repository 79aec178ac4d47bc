// Recursive shape comparison of a node answer with a real node's example answer: same keys, same
// nesting, same JSON types and the same value formats (strings are classified, see formatOf).
// Arrays compare element shapes: every element answered must match an element of the example,
// preferring the example's element with the same `type` or `key` (events, attributes).

/** The format of a string value, e.g. 'int', 'dec18', 'rfc3339', 'bech32:gt1', 'base32'. */
export function formatOf(text: string): string {
  if (text === '') return 'empty';
  if (/^-?\d+$/.test(text)) return 'int';
  if (/^-?\d+\.\d{18}$/.test(text)) return 'dec18';
  if (/^-?\d+\.\d+$/.test(text)) return 'decimal';
  // Go's RFC 3339 (time.RFC3339Nano) drops trailing zeros of the fraction, and the fraction when it is zero.
  if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d*[1-9])?Z$/.test(text)) return 'rfc3339';
  if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/.test(text)) return 'padded-fraction';
  if (/^[A-Z][A-Z_]*-[0-9A-F]{64,}$/.test(text)) return 'prefixed-tx-hash';
  const bech = /^([a-z][a-z0-9]*1)[02-9ac-hj-np-z]{20,}$/.exec(text);
  if (bech) return `bech32:${bech[1]}`;
  if (text.length >= 16 && /^[0-9A-F]+$/.test(text) && text.length % 2 === 0) return 'hex-upper';
  if (text.length >= 16 && /^[0-9a-f]+$/.test(text) && text.length % 2 === 0) return 'hex-lower';
  if (text.length >= 16 && /^[A-Z2-7]+$/.test(text)) return 'base32';
  if (text.length >= 16 && /^[A-Za-z0-9+/]+={0,2}$/.test(text) && text.length % 4 === 0) return 'base64';
  return 'text';
}

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Whether an answered string may stand where the example has `expected`'s format. */
function formatsAgree(expected: string, actual: string): boolean {
  if (expected === actual) return true;
  // Free text and empty strings in the example say nothing about the format; an empty answer is
  // the empty case of any format (no memo, no security address).
  if (expected === 'text' || expected === 'empty' || actual === 'empty') return true;
  return false;
}

/** Differences as "path: what" lines; empty when the shapes agree. */
export function shapeDiff(expected: unknown, actual: unknown, path = '$'): string[] {
  const ek = kindOf(expected);
  const ak = kindOf(actual);
  // Amino answers null for an empty list, so null and a list stand for each other.
  if ((ek === 'null' && ak === 'array') || (ek === 'array' && ak === 'null')) return [];
  if (ek === 'null' && ak !== 'null') return [`${path}: the example is null, the answer is ${ak} ${JSON.stringify(actual).slice(0, 60)}`];
  if (ek !== ak) return [`${path}: ${ek} expected, ${ak} answered (${JSON.stringify(actual).slice(0, 60)})`];
  if (ek === 'string') {
    const ef = formatOf(expected as string);
    const af = formatOf(actual as string);
    return formatsAgree(ef, af)
      ? []
      : [`${path}: ${ef} expected (${JSON.stringify(expected).slice(0, 40)}), ${af} answered (${JSON.stringify(actual).slice(0, 60)})`];
  }
  if (ek === 'array') return arrayDiff(expected as unknown[], actual as unknown[], path);
  if (ek === 'object') {
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    const out: string[] = [];
    for (const key of Object.keys(e)) {
      if (!(key in a)) out.push(`${path}.${key}: missing`);
      else out.push(...shapeDiff(e[key], a[key], `${path}.${key}`));
    }
    for (const key of Object.keys(a)) if (!(key in e)) out.push(`${path}.${key}: not in the example`);
    return out;
  }
  return [];
}

const tagOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  return typeof record.type === 'string' ? `type=${record.type}` : typeof record.key === 'string' ? `key=${record.key}` : undefined;
};

function arrayDiff(expected: unknown[], actual: unknown[], path: string): string[] {
  if (expected.length === 0) return [];
  const out: string[] = [];
  actual.forEach((element, i) => {
    const tag = tagOf(element);
    const sameTag = tag === undefined ? [] : expected.filter((e) => tagOf(e) === tag);
    const candidates = sameTag.length > 0 ? sameTag : expected.filter((e) => kindOf(e) === kindOf(element) && tagOf(e) === undefined);
    if (candidates.length === 0) {
      // An element the example has no counterpart of (e.g. an event type it does not show) can only
      // be compared by its own kind against an element of the same kind.
      const sameKind = expected.filter((e) => kindOf(e) === kindOf(element));
      if (sameKind.length === 0)
        out.push(`${path}[${i}]: ${kindOf(element)} answered, the example's elements are ${[...new Set(expected.map(kindOf))].join('/')}`);
      else if (tag === undefined) out.push(...best(sameKind, element, `${path}[${i}]`));
      return;
    }
    out.push(...best(candidates, element, `${path}[${i}]`));
  });
  return out;
}

function best(candidates: unknown[], element: unknown, path: string): string[] {
  let fewest: string[] | undefined;
  for (const candidate of candidates) {
    const diff = shapeDiff(candidate, element, path);
    if (diff.length === 0) return [];
    if (!fewest || diff.length < fewest.length) fewest = diff;
  }
  return fewest ?? [];
}
