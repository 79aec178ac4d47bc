// @vitest-environment happy-dom
// The approval window asks the background for its queue every second. A look that lists the same
// requests, unchanged, renders nothing again: the review on screen stays as it is (it used to render
// once a second for as long as the window was open). A look that lists something new renders it.
// Renders are counted through preact's own render option (the one preact/debug and the devtools use).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { h, options, render } from 'preact';
import { act } from 'preact/test-utils';
import { ApprovePage } from '../../../../src/popup/screens/approvals/approve';
import { ApprovalScreen } from '../../../../src/popup/screens/approvals/screen';
import { WalletContext, type WalletContextValue } from '../../../../src/popup/hooks/wallet';
import type { ApprovalView } from '../../../../src/shared/wallet-api';
import { testAccount, walletState } from '../../wallet-state';
import { TID } from '../../../../src/popup/testids';

/** preact's internal option name (mangled in its build): `__r` before a component renders. */
const renderOption = options as unknown as { __r?: (vnode: { type: unknown }) => void };

const request = (id: string, text: string): ApprovalView => ({
  id,
  kind: 'signMessage',
  origin: 'https://dapp.example',
  createdAt: 1_700_000_000_000,
  accountId: 'a1',
  message: { text, hex: Buffer.from(text).toString('hex') },
});

describe('the approval window polling its queue', () => {
  const saved = renderOption.__r;
  let renders = 0;
  let listed: ApprovalView[] = [];
  let looks = 0;
  let root: HTMLElement;

  /** The background: each call answered on the next turn, the queue as a fresh copy each time (as a message brings it). */
  const answer = (method: string): unknown => {
    if (method === 'wallet_listApprovals') {
      looks += 1;
      return { ok: true, result: JSON.parse(JSON.stringify(listed)) as unknown };
    }
    return { ok: true, result: null };
  };

  beforeEach(() => {
    vi.useFakeTimers();
    const listeners: Array<(message: unknown) => void> = [];
    const port = {
      onMessage: { addListener: (listener: (message: unknown) => void) => listeners.push(listener) },
      onDisconnect: { addListener: () => undefined },
      postMessage: (message: { id: number; method: string }) => {
        queueMicrotask(() => listeners.forEach((listener) => listener({ id: message.id, response: answer(message.method) })));
      },
    };
    vi.stubGlobal('chrome', {
      runtime: {
        connect: () => port,
        sendMessage: (message: { method: string }) => Promise.resolve(answer(message.method)),
      },
    });
    renderOption.__r = (vnode) => {
      if (vnode.type === ApprovalScreen) renders += 1;
      saved?.(vnode);
    };
    root = document.createElement('div');
    document.body.append(root);
  });

  afterEach(() => {
    render(null, root);
    root.remove();
    renderOption.__r = saved;
    renders = 0;
    looks = 0;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const seconds = async (count: number) => {
    for (let i = 0; i < count; i++)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
  };
  const total = () => root.querySelector(`[data-testid="${TID.approvalCount}"]`)?.getAttribute('data-total');

  it('renders the review once for a queue that stays the same, and again when a request joins it', async () => {
    listed = [request('r1', 'Sign in to the playground')];
    const wallet: WalletContextValue = { state: walletState([testAccount], 1), setState: () => {}, refresh: () => Promise.resolve() };
    await act(() => render(h(WalletContext.Provider, { value: wallet }, h(ApprovePage, {})), root));
    // The first look, then Approve's arming delay (it renders the buttons once when it ends).
    await seconds(3);
    expect(root.querySelector(`[data-testid="${TID.approvalKind}"]`)?.getAttribute('data-kind')).toBe('signMessage');
    expect(total()).toBe('1');
    const settled = renders;
    const looked = looks;

    await seconds(5);
    expect(looks - looked).toBeGreaterThanOrEqual(5); // the window did look, every second
    expect(renders - settled).toBe(0);

    listed = [...listed, request('r2', 'A second request')];
    await seconds(1);
    expect(total()).toBe('2');
    expect(renders).toBeGreaterThan(settled);
    // The request on screen stays the first one.
    expect(root.querySelector(`[data-testid="${TID.approvalCount}"]`)?.getAttribute('data-position')).toBe('1');
  });
});
