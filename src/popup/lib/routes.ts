// The popup's routes and the one its address opens, without Preact: the page's first script
// (preload.ts) reads it too.

export type Route =
  | '/' | '/send' | '/receive' | '/activity' | '/sites' | '/settings' | '/approve'
  | '/staking' | '/tokens' | '/vaults' | '/network' | '/wallets';

const ROUTES: readonly Route[] = ['/', '/send', '/receive', '/activity', '/sites', '/settings', '/approve', '/staking', '/tokens', '/vaults', '/network', '/wallets'];

/** The pages a window opens on (the toolbar popup, the approval window): the page's first script preloads their chunks. */
export const OPENED_PAGES = ['/', '/approve'] as const satisfies readonly Route[];
export type OpenedPage = (typeof OPENED_PAGES)[number];

export function hashPath(): string {
  return location.hash.replace(/^#/, '').split('?')[0] || '/';
}

export function currentRoute(): Route {
  const path = hashPath();
  return (ROUTES as readonly string[]).includes(path) ? (path as Route) : '/';
}
