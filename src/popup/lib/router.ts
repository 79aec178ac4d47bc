// Hash routes: the toolbar popup and the approval window (#/approve) share one bundle.
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | '/' | '/send' | '/receive' | '/activity' | '/sites' | '/settings' | '/approve'
  | '/staking' | '/tokens' | '/vaults' | '/network';

const ROUTES: readonly Route[] = ['/', '/send', '/receive', '/activity', '/sites', '/settings', '/approve', '/staking', '/tokens', '/vaults', '/network'];

export function currentRoute(): Route {
  const path = location.hash.replace(/^#/, '').split('?')[0] || '/';
  return (ROUTES as readonly string[]).includes(path) ? (path as Route) : '/';
}

export function navigate(route: Route, params?: Record<string, string>): void {
  const query = params ? new URLSearchParams(params).toString() : '';
  location.hash = `#${route}${query ? `?${query}` : ''}`;
}

export function useRoute(): Route {
  const [route, setRoute] = useState<Route>(currentRoute);
  useEffect(() => {
    const onChange = () => setRoute(currentRoute());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

/** Parameters after the route, e.g. `#/send?denom=ABC-X1Y&to=gt11…`. */
export function routeParams(): URLSearchParams {
  const hash = location.hash.replace(/^#/, '');
  const at = hash.indexOf('?');
  return new URLSearchParams(at >= 0 ? hash.slice(at + 1) : '');
}
