// Runs in every page of a bench browser before its own scripts: notes when each watched element
// is first painted (a frame after it appears) and when the approve button is clicked, on the
// browser's epoch clock so times from different pages compare.
export const WATCHED = {
  home: '[data-testid="balance-gt"][data-nanogt]',
  approval: '[data-testid="approval-kind"]',
  baseHome: '#balance',
  baseWindow: '#painted',
  baseWindowAsking: '#painted-asking',
} as const;
export type Watched = keyof typeof WATCHED;

export interface Probe {
  painted: Partial<Record<Watched, number>>;
  approveClick: number | null;
}

export function installProbe(watched: Record<string, string>): void {
  const now = () => performance.timeOrigin + performance.now();
  const probe = { painted: {} as Record<string, number>, approveClick: null as number | null };
  (window as unknown as { __benchProbe: typeof probe }).__benchProbe = probe;
  const check = () => {
    for (const [name, selector] of Object.entries(watched)) {
      if (name in probe.painted || !document.querySelector(selector)) continue;
      probe.painted[name] = -1;
      requestAnimationFrame(() => {
        probe.painted[name] = now();
      });
    }
  };
  // A window the extension opens may render before this probe runs: its first contentful paint is then the time.
  const early = Object.entries(watched)
    .filter(([, selector]) => document.querySelector(selector))
    .map(([name]) => name);
  if (early.length > 0) {
    for (const name of early) probe.painted[name] = -1;
    new PerformanceObserver((list) => {
      const fcp = list.getEntries().find((entry) => entry.name === 'first-contentful-paint');
      if (fcp) for (const name of early) probe.painted[name] = performance.timeOrigin + fcp.startTime;
    }).observe({ type: 'paint', buffered: true });
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target as Element | null)?.closest?.('[data-testid="approve-button"]')) return;
      probe.approveClick = now();
      // The window closes once approved: the bench reads the time from the console instead.
      console.debug(`vaultline-bench approve ${probe.approveClick}`);
    },
    true,
  );
}
