// @vitest-environment happy-dom
// A new transaction's fee starts at the node's default once its status is read, but never over a fee
// the person has typed: not even when the status lands just before the typing and the effect that
// adopts it runs just after (Preact runs a render's effects after the paint, or before the next render).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { h, render } from 'preact';
import { useFeeMemo, type FeeMemo } from '../../../src/popup/tx/FeeMemo';

/** The node's status: its minimum fee, 0.02 GT (above the wallet's 0.01 floor, so the default is this). */
const STATUS = { node_status: { minimumTxFee: '20000000' } };
/** Runs what is queued as microtasks (the answer's callbacks, Preact's re-render), and no timer:
 *  a render's effects wait for a frame or a timer, so they have not run yet. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('useFeeMemo', () => {
  let root: HTMLElement;
  let answerStatus: (() => void) | undefined;
  let fm: FeeMemo | undefined;

  function Probe() {
    fm = useFeeMemo('devnet');
    return null;
  }

  beforeEach(() => {
    vi.stubGlobal('chrome', {
      runtime: {
        sendMessage: (message: { method: string; params: { name?: string } }) =>
          message.method === 'wallet_query' && message.params.name === 'getStatus'
            ? new Promise((done) => (answerStatus = () => done({ ok: true, result: STATUS })))
            : new Promise(() => {}),
      },
    });
    root = document.createElement('div');
    document.body.append(root);
  });

  afterEach(() => {
    render(null, root);
    root.remove();
    vi.unstubAllGlobals();
    answerStatus = undefined;
    fm = undefined;
  });

  it('takes the node default while nothing is typed', async () => {
    render(h(Probe, {}), root);
    await vi.waitFor(() => expect(answerStatus).toBeDefined());
    answerStatus!();
    await vi.waitFor(() => expect(fm!.fee).toBe('0.02'));
  });

  it('keeps a fee typed between the status landing and the effect that adopts it', async () => {
    render(h(Probe, {}), root);
    await vi.waitFor(() => expect(answerStatus).toBeDefined());
    answerStatus!();
    await microtasks();
    // The render that knows the status has run; its effect waits for after the paint.
    expect(fm!.presets?.normal).toBe(20_000_000n);
    expect(fm!.fee).toBe('');
    fm!.setFee('5');
    await microtasks();
    await new Promise((done) => setTimeout(done, 150));
    expect(fm!.fee).toBe('5');
  });
});
