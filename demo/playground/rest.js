// The page's own reads against the ledger node (CORS is open); errors carry the HTTP status as
// their code and the node's message.

export function restClient(baseUrl) {
  const base = String(baseUrl ?? '').replace(/\/+$/, '');
  async function send(method, path, body) {
    if (!base) {
      throw Object.assign(new Error('No node URL yet: connect (or Refresh) to read ledger_getNetwork'), { code: 'local' });
    }
    let response;
    try {
      response = await fetch(
        `${base}${path}`,
        body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      );
    } catch {
      throw Object.assign(new Error(`The node at ${base} cannot be reached`), { code: 'network' });
    }
    const text = await response.text();
    let json;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    if (!response.ok) {
      throw Object.assign(new Error(json?.error?.message ?? `HTTP ${response.status}`), {
        code: response.status,
        data: json?.error ?? json,
      });
    }
    return json;
  }
  return { baseUrl: base, get: (path) => send('GET', path), post: (path, body) => send('POST', path, body) };
}
