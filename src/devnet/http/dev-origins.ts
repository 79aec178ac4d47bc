// Who may call /dev/* (mine, move the clock, fund, list dev accounts): requests without an Origin
// (curl, scripts, tests), the node's own origin on a loopback host, the wallet extension
// (chrome-extension://, moz-extension://) and origins named with --dev-origin. Any other web page
// is refused — a page the developer visits must not mint funds or move the devnet's clock. The
// rest of the API stays open to every origin, as a public node's is.
import type { Context } from 'hono';

const EXTENSION = /^(chrome|moz)-extension:\/\/[a-z0-9-]+$/i;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** `https://Example.test:8080/` → `https://example.test:8080`; throws for anything but an http(s) origin. */
export function normalizeOrigin(text: string): string {
  const url = new URL(text);
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search ||
    url.hash
  ) {
    throw new Error(`${text} is not an origin such as http://localhost:5173`);
  }
  return url.origin;
}

export const isDevPath = (path: string) => path === '/dev' || path.startsWith('/dev/');

/** Whether a request from `origin` (the Origin header, undefined when absent) may use /dev/*. */
export function devOriginAllowed(origin: string | undefined, host: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (origin === undefined) return true;
  if (EXTENSION.test(origin) || allowed.has(origin)) return true;
  if (!host) return false;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  // The node's own origin, only on a loopback name: a rebinding domain pointing at 127.0.0.1 sends
  // its own name as Host and stays refused.
  return LOOPBACK.has(hostname) && origin === `http://${host.toLowerCase()}`;
}

export function originOf(c: Context): string | undefined {
  return c.req.header('origin');
}
