// Sub-views of a feature live in the hash query (#/vaults?view=create): the frame's router keeps
// the route and ignores the query, so these helpers read and write it.
import { useEffect, useState } from 'preact/hooks';

export function hashParams(): URLSearchParams {
  const hash = location.hash;
  const at = hash.indexOf('?');
  return new URLSearchParams(at >= 0 ? hash.slice(at + 1) : '');
}

function hashRoute(): string {
  const path = location.hash.replace(/^#/, '').split('?')[0];
  return path || '/';
}

/** Opens a sub-view of the current route; empty values are dropped. */
export function goSub(params: Record<string, string | undefined | null>): void {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  location.hash = `#${hashRoute()}${text ? `?${text}` : ''}`;
}

export function useHashParams(): URLSearchParams {
  const [params, setParams] = useState(hashParams);
  useEffect(() => {
    const onChange = () => setParams(hashParams());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return params;
}
