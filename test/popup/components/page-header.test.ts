// @vitest-environment happy-dom
// Esc works from the first paint: the page header listens before the browser paints
// (hooks/escape.ts), so a key pressed as soon as the page shows is not lost (the approval window's
// Esc is the same hook; in the browser, test/e2e/words.test.ts presses both). Preact runs a layout effect before render()
// returns and a plain effect only after the next frame: the Esc is dispatched right after render(),
// before any frame.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { h, render } from 'preact';
import { PageHeader } from '../../../src/popup/components/ui';

describe('PageHeader', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('goes back on an Esc pressed right after the first render', () => {
    const back = vi.fn();
    render(h(PageHeader, { title: 'Settings', back }), root);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('runs the back of the latest render', () => {
    const first = vi.fn();
    const second = vi.fn();
    render(h(PageHeader, { title: 'Settings', back: first }), root);
    render(h(PageHeader, { title: 'Settings', back: second }), root);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does not listen without a back', () => {
    const back = vi.fn();
    render(h(PageHeader, { title: 'Settings', back }), root);
    render(h(PageHeader, { title: 'Settings', back: null }), root);
    const esc = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    window.dispatchEvent(esc);
    expect(back).not.toHaveBeenCalled();
    expect(esc.defaultPrevented).toBe(false);
  });

  it('leaves an Esc a menu already handled (defaultPrevented) alone', () => {
    const back = vi.fn();
    render(h(PageHeader, { title: 'Settings', back }), root);
    const handled = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    handled.preventDefault();
    window.dispatchEvent(handled);
    expect(back).not.toHaveBeenCalled();
  });
});
