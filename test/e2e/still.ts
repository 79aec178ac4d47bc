// A page at rest before the tests read its colours, widths or pixels: the popup's transitions (a
// button's background, 0.12 s; a progress bar's width, up to 0.4 s) run out first. Waits on the
// page's own animations instead of a fixed pause, which a busy machine can outlast.
import type { E2EPage as Page } from './driver';

/** Transitions and finite animations are waited for this long at most (a spinner's never ends). */
const MOST_MS = 3_000;

/** Resolves once every running transition and finite animation of `page` has finished, and painted. */
export async function stillPage(page: Page): Promise<void> {
  await page.evaluate(async (mostMs) => {
    // A frame, or 100 ms in a page that draws none (hidden): a style change just made (the colour
    // scheme switched) starts its transitions at the next style recalculation.
    const frame = () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => done());
        setTimeout(done, 100);
      });
    const finite = (animation: Animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    };
    await frame();
    await frame();
    const deadline = performance.now() + mostMs;
    for (;;) {
      const running = document.getAnimations().filter((animation) => animation.playState === 'running' && finite(animation));
      if (running.length === 0 || performance.now() > deadline) break;
      await Promise.race([
        Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((done) => setTimeout(done, Math.max(0, deadline - performance.now()))),
      ]);
      await frame();
    }
  }, MOST_MS);
}

/** A screen done loading and at rest: its spinners gone (15 s at most: a screen may keep one, and is then
 *  checked as it stands), then stillPage. */
export async function settledPage(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('.loading, [aria-busy="true"]'), undefined, { timeout: 15_000 })
    .catch(() => undefined);
  await stillPage(page);
}
