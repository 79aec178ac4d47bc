import { CoreError } from './errors.js';

const utf8 = new TextEncoder();

/** Go's encoding/json escapes: HTML-sensitive characters, JS line separators, and control bytes. */
const GO_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

function escapeCodeUnit(char: string): string {
  const known = GO_ESCAPES[char];
  if (known !== undefined) return known;
  const code = char.charCodeAt(0);
  // A lone surrogate is invalid UTF-8 to Go, which writes the replacement character escaped.
  if (code >= 0xd800 && code <= 0xdfff) return '\\ufffd';
  return '\\u' + code.toString(16).padStart(4, '0');
}

const NEEDS_ESCAPE = /["\\<>&\u0000-\u001f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function goString(text: string): string {
  return '"' + text.replace(NEEDS_ESCAPE, escapeCodeUnit) + '"';
}

function compareUtf8(a: string, b: string): number {
  const x = utf8.encode(a);
  const y = utf8.encode(b);
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    if (x[i] !== y[i]) return x[i]! - y[i]!;
  }
  return x.length - y.length;
}

function encode(value: unknown, path: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return goString(value);
    case 'number':
      if (!Number.isFinite(value)) throw new CoreError('invalid_json', `${path} is not a finite number`, path);
      return JSON.stringify(value);
    case 'object':
      break;
    default:
      throw new CoreError('invalid_json', `${path} cannot be written as JSON (${typeof value}); amounts are strings`, path);
  }
  if (Array.isArray(value)) {
    return '[' + value.map((item, index) => encode(item, `${path}[${index}]`)).join(',') + ']';
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    throw new CoreError('invalid_json', `${path} must be a plain object`, path);
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  entries.sort(([a], [b]) => compareUtf8(a, b));
  return '{' + entries.map(([key, item]) => goString(key) + ':' + encode(item, `${path}.${key}`)).join(',') + '}';
}

/**
 * The JSON the ledger signs: keys sorted by UTF-8 bytes at every depth, no whitespace, strings
 * escaped as Go's encoding/json does. Undefined object members are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  return encode(value, '$');
}
