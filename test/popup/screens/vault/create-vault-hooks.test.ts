// @vitest-environment happy-dom
// CreateVault keeps the Rules of Hooks: every render calls the same Hooks in the same order, whether it
// shows the "no account can fund a vault" notice (an early return) or the form. Preact does not throw
// when the count changes as React does, so the test counts the Hooks of each render through preact's
// own hook option (the one preact/debug and the devtools use).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { h, options, render } from 'preact';
import { act } from 'preact/test-utils';
import { CreateVault } from '../../../../src/popup/screens/vault/CreateVault';
import { WalletContext, type WalletContextValue } from '../../../../src/popup/hooks/wallet';
import type { AccountView } from '../../../../src/shared/wallet-api';
import { testAccount, walletState } from '../../wallet-state';
import { TID } from '../../../../src/popup/testids';

/** preact's internal option names (mangled in its build): `__r` before a component renders, `__h` on each Hook. */
interface HookOptions {
  __r?: (vnode: { type: unknown }) => void;
  __h?: (component: unknown, index: number, type: number) => void;
}
const hookOptions = options as unknown as HookOptions;

const funder = testAccount;

describe('CreateVault', () => {
  const hooksPerRender: number[] = [];
  const saved = { __r: hookOptions.__r, __h: hookOptions.__h };
  let counting = false;
  let root: HTMLElement;

  beforeEach(() => {
    // Every read the screen makes stays unanswered: the test is about the Hooks, not the ledger.
    vi.stubGlobal('chrome', { runtime: { sendMessage: () => new Promise(() => {}) } });
    hookOptions.__r = (vnode) => {
      counting = vnode.type === CreateVault;
      if (counting) hooksPerRender.push(0);
      saved.__r?.(vnode);
    };
    hookOptions.__h = (component, index, type) => {
      if (counting) hooksPerRender[hooksPerRender.length - 1] = Math.max(hooksPerRender.at(-1) ?? 0, index + 1);
      saved.__h?.(component, index, type);
    };
    root = document.createElement('div');
    document.body.append(root);
  });

  afterEach(() => {
    render(null, root);
    root.remove();
    Object.assign(hookOptions, saved);
    hooksPerRender.length = 0;
    vi.unstubAllGlobals();
  });

  const show = (accounts: AccountView[]) => {
    const value: WalletContextValue = { state: walletState(accounts), setState: () => {}, refresh: () => Promise.resolve() };
    void act(() => render(h(WalletContext.Provider, { value }, h(CreateVault, {})), root));
  };

  it('calls the same Hooks in every render, from the no-funder notice to the form and back', () => {
    show([]);
    expect(root.querySelector('p.warning')).not.toBeNull();
    show([funder]);
    expect(root.querySelector(`[data-testid="${TID.vaultCreateReview}"]`)).not.toBeNull();
    show([]);
    expect(root.querySelector('p.warning')).not.toBeNull();
    expect(hooksPerRender.length).toBeGreaterThanOrEqual(3);
    expect(new Set(hooksPerRender).size, `Hooks per render: ${hooksPerRender.join(', ')}`).toBe(1);
  });
});
