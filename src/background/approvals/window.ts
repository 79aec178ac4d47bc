// The one approval window: opened on demand, focused when already open, its id kept in session
// storage so a restarted worker still finds it.
import { readValue, removeValue, withLock, writeValue } from '../storage';
import { dropFailedApprovals } from './failed';

const WINDOW_KEY = 'approvals.windowId';
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
    const created = await chrome.windows.create({
      type: 'popup',
      url: chrome.runtime.getURL(APPROVAL_PATH) + APPROVAL_ROUTE,
      width: 380,
      height: 640,
      focused: true,
    });
    if (created?.id !== undefined) await writeValue('session', WINDOW_KEY, created.id);
  });
}

/** Closes the approval window, if one is open: nothing is left in it to approve (as MetaMask's closes). */
export function closeApprovalWindow(): Promise<void> {
  return withLock('approvals.window', async () => {
    const existing = await readValue<number | null>('session', WINDOW_KEY, null);
    if (existing === null) return;
    await removeValue('session', WINDOW_KEY);
    await chrome.windows.remove(existing).catch(() => undefined);
  });
}

/** Called from windows.onRemoved: forget our window when it is the one closed (and the failures it was
 *  to show); true when it was (closed by the person: closeApprovalWindow forgets it before closing it). */
export async function forgetApprovalWindow(windowId: number): Promise<boolean> {
  const existing = await readValue<number | null>('session', WINDOW_KEY, null);
  if (existing !== windowId) return false;
  dropFailedApprovals();
  await removeValue('session', WINDOW_KEY);
  return true;
}

/** @public The approval window open now, if any (the tests read it through approvals/index.ts). */
export async function approvalWindowId(): Promise<number | null> {
  return readValue<number | null>('session', WINDOW_KEY, null);
}

export async function showPendingCount(count: number): Promise<void> {
  await chrome.action.setBadgeText({ text: count > 0 ? String(Math.min(count, 99)) : '' });
  if (count > 0) await chrome.action.setBadgeBackgroundColor({ color: '#d9480f' });
}
