// Host access for a node: local nodes and the built-in networks' hosts are in the manifest's
// host_permissions (no prompt); any other node's origin is asked for at run time. Call it inside the
// click: Chrome grants host permissions only during a user gesture.
export function requestNodeAccess(restUrl: string): Promise<boolean> {
  const { origin, hostname } = new URL(restUrl);
  if (hostname === '127.0.0.1' || hostname === 'localhost') return Promise.resolve(true);
  return chrome.permissions.request({ origins: [`${origin}/*`] }).catch(() => false);
}

/** The prompt may go unanswered: its answer is awaited this long. */
const PROMPT_WAIT_MS = 15_000;

export function accessAnswer(granted: Promise<boolean>): Promise<boolean> {
  return Promise.race([granted, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROMPT_WAIT_MS))]);
}
