// The page's own reads against the ledger node (CORS is open); errors carry the HTTP status as
// their code and the node's message.

export function restClient(baseUrl) {
  const base = String(baseUrl ?? '').replace(/\/+$/, '');
  async function send(method, path, body) {
    if (!base) {
      const error = new Error('No node URL yet: connect (or Refresh) to read ledger_getNetwork');
      error.code = 'local';
      throw error;
    }
    let response;
    try {
      response = await fetch(`${base}${path}`, body === undefined ? { method } : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    } catch {
      const error = new Error(`The node at ${base} cannot be reached`);
      error.code = 'network';
      throw error;
    }
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    if (!response.ok) {
      const error = new Error(json?.error?.message ?? `HTTP ${response.status}`);
      error.code = response.status;
      error.data = json?.error ?? json;
      throw error;
    }
    return json;
  }
  return { baseUrl: base, get: (path) => send('GET', path), post: (path, body) => send('POST', path, body) };
}
