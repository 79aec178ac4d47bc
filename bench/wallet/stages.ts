// Where a page's time went, stage by stage, for the wallet rows (browser.ts): the approval window's
// and home's, ours beside the bare page's, each stage a row of its own.
import type { Page } from 'playwright-core';
import { median, ms, type Row } from '../time';

/** Where a page's time went, in ms: for an approval window, the request until the window's page
 *  started loading (the wallet's background, then the browser opening a window; 0 for a page the
 *  bench opens itself); then the page's HTML parsed; its scripts run (DOMContentLoaded); what it
 *  shows painted. */
export interface WindowStages {
  opened: number;
  parsed: number;
  scripts: number;
  painted: number;
}
export const STAGES = ['opened', 'parsed', 'scripts', 'painted'] as const;

/** The stages of a page whose request was sent at `start` (epoch ms; null: the bench opened it) and which painted at `paint`. */
export async function windowStages(win: Page, start: number | null, paint: number): Promise<WindowStages> {
  const page = await win.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return { origin: performance.timeOrigin, interactive: nav?.domInteractive ?? 0, loaded: nav?.domContentLoadedEventEnd ?? 0 };
  });
  return {
    opened: start === null ? 0 : page.origin - start,
    parsed: page.interactive,
    scripts: page.loaded - page.interactive,
    painted: paint - page.origin - page.loaded,
  };
}

export const medianStages = (all: WindowStages[]): WindowStages =>
  Object.fromEntries(STAGES.map((stage) => [stage, median(all.map((one) => one[stage]))])) as unknown as WindowStages;

/** Ours and the bare page's, each the medians of its samples. */
export interface StagePair {
  ours: WindowStages;
  baseline: WindowStages;
}

const STAGE_NAMES: Record<(typeof STAGES)[number], string> = {
  opened: 'request → its page starts',
  parsed: 'page starts → HTML parsed',
  scripts: 'HTML parsed → scripts run',
  painted: 'scripts run → painted',
};

/** A row's stages as rows of their own (medians of each stage: they need not add up to the row's median). */
export function stageRows(
  label: string,
  stages: StagePair,
  shown: ReadonlyArray<(typeof STAGES)[number]>,
  what: string,
  condition: string,
): Row[] {
  return shown.map((stage) => ({
    name: `  ${label}: ${STAGE_NAMES[stage]} (${what}, ${condition})`,
    ours: ms(stages.ours[stage]),
    baseline: ms(stages.baseline[stage]),
    baselineName: 'the same stage of the bare page',
    unit: 'ns',
  }));
}
