// The popup's routes and the one its address opens, without Preact: the page's first script
// (preload.ts) reads it too.

export type Route =
  | '/'
  | '/send'
  | '/receive'
  | '/activity'
  | '/sites'
  | '/settings'
  | '/approve'
  | '/staking'
  | '/tokens'
  | '/vaults'
  | '/network'
  | '/wallets'
  | '/contacts';

export const ROUTES: readonly Route[] = [
  '/',
  '/send',
  '/receive',
  '/activity',
  '/sites',
  '/settings',
  '/approve',
  '/staking',
  '/tokens',
  '/vaults',
  '/network',
  '/wallets',
  '/contacts',
];

/** The pages the toolbar popup opens on: the page's first script preloads their chunks (the approval window has a page of its own). */
export const OPENED_PAGES = ['/'] as const satisfies readonly Route[];
export type OpenedPage = (typeof OPENED_PAGES)[number];

export function hashPath(): string {
  return location.hash.replace(/^#/, '').split('?')[0] || '/';
}

export function currentRoute(): Route {
  const path = hashPath();
  return (ROUTES as readonly string[]).includes(path) ? (path as Route) : '/';
}
