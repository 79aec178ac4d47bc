// Hash routes: the toolbar popup and the approval window (#/approve) share one bundle. A route's
// sub-views live in the hash query (#/vaults?view=create, #/send?denom=ABC-X1Y&to=gt11…).
import { useEffect, useMemo, useState } from 'preact/hooks';
import { currentRoute, hashPath, type Route } from './routes';

export { currentRoute, type Route };

type Params = Record<string, string | undefined | null>;

function go(path: string, params: Params = {}): void {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  location.hash = `#${path}${text ? `?${text}` : ''}`;
}

/** Opens a route; empty parameter values are dropped. */
export function navigate(route: Route, params?: Params): void {
  go(route, params);
}

/** Opens a sub-view of the current route; empty values are dropped. */
export function goSub(params: Params): void {
  go(hashPath(), params);
}

/** Parameters after the route, e.g. `#/send?denom=ABC-X1Y&to=gt11…`. */
export function routeParams(): URLSearchParams {
  const hash = location.hash;
  const at = hash.indexOf('?');
  return new URLSearchParams(at >= 0 ? hash.slice(at + 1) : '');
}

/** `read`'s answer, read again on every hash change. */
function useHash<T>(read: () => T): T {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const onChange = () => setHash(location.hash);
    window.addEventListener('hashchange', onChange);
    // Effects run after the paint: a click on the freshly drawn page may have changed the hash before
    // anyone listened (that change would be lost, the page stuck on its old view). Catch up now.
    onChange();
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `read` parses location.hash, which `hash` mirrors
  return useMemo(read, [hash]);
}

export function useRoute(): Route {
  return useHash(currentRoute);
}

export function useRouteParams(): URLSearchParams {
  return useHash(routeParams);
}
