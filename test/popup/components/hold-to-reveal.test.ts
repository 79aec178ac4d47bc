// @vitest-environment happy-dom
// A phrase shown while held is hidden again by a release anywhere, even one that comes before the
// browser's next frame: HoldToReveal listens from the render that shows the phrase (a layout effect),
// not from a plain effect, which Preact runs only after a frame.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { h, render } from 'preact';
import { HoldToReveal } from '../../../src/popup/components/HoldToReveal';
import { TID } from '../../../src/popup/testids';

/** Preact renders a state change in a microtask: past it, the DOM shows the new state. */
const rendered = () => new Promise<void>((done) => queueMicrotask(() => queueMicrotask(done)));

describe('HoldToReveal', () => {
  let root: HTMLElement;
  const revealed = () => root.querySelector(`[data-testid="${TID.revealArea}"]`)!.getAttribute('data-revealed');
  const press = () =>
    root
      .querySelector(`[data-testid="${TID.holdToReveal}"]`)!
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, pointerId: 1, isPrimary: true }));

  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
    render(h(HoldToReveal, { children: 'word word word' }), root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('hides the phrase on a release beside the button that comes before the next frame', async () => {
    expect(revealed()).toBe('false');
    press();
    await rendered();
    expect(revealed()).toBe('true');
    window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1, isPrimary: true }));
    await rendered();
    expect(revealed()).toBe('false');
  });

  it('hides it when the window loses focus while held', async () => {
    press();
    await rendered();
    window.dispatchEvent(new Event('blur'));
    await rendered();
    expect(revealed()).toBe('false');
  });
});
