// The real node's example answers (from the ledger's public docs), kept verbatim in
// test/fixtures/real-node and listed by its index.json, keyed by route: "GET /v1/account/balance/{}".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REAL_FIXTURES_DIR =
  process.env.VAULTLINE_REAL_FIXTURES ?? join(fileURLToPath(new URL('../..', import.meta.url)), 'test', 'fixtures', 'real-node');

/** "GET /v1/account/balance/{account}" (or `:account`, `<account>`) → "GET /v1/account/balance/{}"; query dropped. */
export function routeKey(method: string, path: string): string {
  const bare = path
    .split('?')[0]!
    .replace(/^\/+/, '')
    .replace(/\{[^}]*\}|<[^>]*>|(?<=\/|^):[^/]+/g, '{}');
  return `${method.toUpperCase()} /${bare}`;
}

/** Every fixture by route, read through index.json (entries naming an endpoint and a file). */
export function loadRealFixtures(dir = REAL_FIXTURES_DIR): Map<string, unknown> {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as unknown;
  const entries: unknown[] = Array.isArray(index)
    ? index
    : Object.entries(index as Record<string, unknown>).map(([key, value]) =>
        typeof value === 'object' && value !== null ? { key, ...value } : { key, value },
      );
  const fixtures = new Map<string, unknown>();
  for (const entry of entries) {
    const record = entry as Record<string, unknown>;
    const strings = Object.values(record).filter((value): value is string => typeof value === 'string');
    const file = strings.find((value) => value.endsWith('.json'));
    const endpoint =
      typeof record.method === 'string' && typeof record.path === 'string'
        ? `${record.method} ${record.path}`
        : strings.find((value) => /^(GET|POST)\s+\/?v1\//i.test(value.trim()));
    if (!file || !endpoint) continue;
    const [method, path] = endpoint.trim().split(/\s+/);
    fixtures.set(routeKey(method!, path!), JSON.parse(readFileSync(join(dir, file), 'utf8')));
  }
  return fixtures;
}
