import { CoreError } from './errors';

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

// eslint-disable-next-line no-control-regex -- JSON escapes the control characters
const NEEDS_ESCAPE = /["\\<>&\u0000-\u001f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

// Printable ASCII without `"`, `\\`, `<`, `>`, `&`: written as it is (most strings of a tx).
const PLAIN = /^[\x20-\x21\x23-\x25\x27-\x3b\x3d\x3f-\x5b\x5d-\x7e]*$/;

function goString(text: string): string {
  return PLAIN.test(text) ? '"' + text + '"' : '"' + text.replace(NEEDS_ESCAPE, escapeCodeUnit) + '"';
}

function compareUtf8Bytes(a: string, b: string): number {
  const x = utf8.encode(a);
  const y = utf8.encode(b);
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    if (x[i] !== y[i]) return x[i]! - y[i]!;
  }
  return x.length - y.length;
}

/** UTF-8 byte order. Below U+D800, UTF-16 code units order the same way, so most keys never get encoded. */
function compareUtf8(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    return x < 0xd800 && y < 0xd800 ? x - y : compareUtf8Bytes(a, b);
  }
  // One is a prefix of the other (or they are equal): the longer sorts after, in bytes as in code units.
  return a.length - b.length;
}

/** `path` names the value in errors: the keys and indexes from the root, joined only when one is thrown. */
function fail(path: Array<string | number>, message: (where: string) => string): never {
  const where = path.reduce<string>((text, step) => (typeof step === 'number' ? `${text}[${step}]` : `${text}.${step}`), '$');
  throw new CoreError('invalid_json', message(where), where);
}

function encode(value: unknown, path: Array<string | number>): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return goString(value);
    case 'number':
      if (!Number.isFinite(value)) fail(path, (where) => `${where} is not a finite number`);
      return JSON.stringify(value);
    case 'object':
      break;
    default:
      fail(path, (where) => `${where} cannot be written as JSON (${typeof value}); amounts are strings`);
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      out += (index === 0 ? '' : ',') + encode(value[index], path);
      path.pop();
    }
    return out + ']';
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) fail(path, (where) => `${where} must be a plain object`);
  const keys = Object.keys(value).sort(compareUtf8);
  let out = '{';
  for (const key of keys) {
    const item = (value as Record<string, unknown>)[key];
    if (item === undefined) continue;
    path.push(key);
    out += (out.length === 1 ? '' : ',') + goString(key) + ':' + encode(item, path);
    path.pop();
  }
  return out + '}';
}

/**
 * The JSON the ledger signs: keys sorted by UTF-8 bytes at every depth, no whitespace, strings
 * escaped as Go's encoding/json does. Undefined object members are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  return encode(value, []);
}
