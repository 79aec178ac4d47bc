// The one approval window: opened on demand, focused when already open, its id kept in session
// storage so a restarted worker still finds it.
import { readValue, removeInTurn, removeValue, withLock, writeValue } from '../storage';
import { dropFailedApprovals } from './failed';

const WINDOW_KEY = 'approvals.windowId';
/** The ids of the requests the open window has listed for the person (wallet_listApprovals `shown`). */
export const SHOWN_KEY = 'approvals.shownIds';
const APPROVAL_PATH = 'src/popup/approve.html';
const APPROVAL_ROUTE = '#/approve';

export function openApprovalWindow(): Promise<void> {
  return withLock('approvals.window', async () => {
    const existing = await readValue<number | null>('session', WINDOW_KEY, null);
    if (existing !== null) {
      try {
        await chrome.windows.update(existing, { focused: true });
        return;
      } catch {
        await removeValue('session', WINDOW_KEY);
      }
    }
    // A new window has listed nothing yet (the toolbar popup's own look at the queue may have). The list
    // is forgotten in turn with the window's listings (shown.ts updates it under the same lock), so the
    // window need not wait for the removal (a storage round trip, about 5 ms) to start opening.
    const forgotten = removeInTurn('session', SHOWN_KEY);
    // Awaited below; a failure meanwhile is not an unhandled rejection in the worker.
    forgotten.catch(() => undefined);
    try {
      const created = await chrome.windows.create({
        type: 'popup',
        url: chrome.runtime.getURL(APPROVAL_PATH) + APPROVAL_ROUTE,
        width: 380,
        height: 640,
        focused: true,
      });
      if (created?.id !== undefined) await writeValue('session', WINDOW_KEY, created.id);
    } finally {
      await forgotten;
    }
  });
}

/** Closes the approval window, if one is open and `stillIdle` says nothing is left in it to approve (as
 *  MetaMask's closes); asked under the window's lock, so a request queued meanwhile keeps it open or gets a new one. */
export function closeApprovalWindow(stillIdle: () => Promise<boolean>): Promise<void> {
  return withLock('approvals.window', async () => {
    const existing = await readValue<number | null>('session', WINDOW_KEY, null);
    if (existing === null || !(await stillIdle())) return;
    await removeValue('session', [WINDOW_KEY, SHOWN_KEY]);
    await chrome.windows.remove(existing).catch(() => undefined);
  });
}

/** Called from windows.onRemoved: forgets our window when it is the one closed (and the failures it was
 *  to show). Answers the ids it listed for the person when it was (closed by the person, or by itself:
 *  closeApprovalWindow forgets it before closing it), else null. */
export async function forgetApprovalWindow(windowId: number): Promise<string[] | null> {
  return withLock('approvals.window', async () => {
    const existing = await readValue<number | null>('session', WINDOW_KEY, null);
    if (existing !== windowId) return null;
    dropFailedApprovals();
    const shown = await readValue<string[]>('session', SHOWN_KEY, []);
    await removeValue('session', [WINDOW_KEY, SHOWN_KEY]);
    return shown;
  });
}

/** @public The approval window open now, if any (the tests read it through approvals/index.ts). */
export async function approvalWindowId(): Promise<number | null> {
  return readValue<number | null>('session', WINDOW_KEY, null);
}

export async function showPendingCount(count: number): Promise<void> {
  await chrome.action.setBadgeText({ text: count > 0 ? String(Math.min(count, 99)) : '' });
  if (count > 0) await chrome.action.setBadgeBackgroundColor({ color: '#d9480f' });
}
