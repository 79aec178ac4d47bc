// The service worker: every listener registered synchronously at top level (MV3 wakes the worker
// for an event only if its listener exists when the script first runs).
import './part-loaders';
import { dropLocalQueue, refreshBadge, restoreBadge } from './approvals';
import { AUTOLOCK_ALARM, isActing, isInitialized, isUnlocked, lock } from './keyring';
import { dropGoneRequests, notifyAccountsChanged, onProviderConnect, onTabRemoved, onWindowRemoved } from './provider';
import { handleWalletMessage, onWalletPort, WALLET_CHANNEL } from './wallet';
import { part } from './parts';
import { openWelcome } from './welcome';
import { ensureWatch, listenForNotices } from './notify';
import { listenForTxs } from './txs';

// The unlocked data key lives in storage.session: keep content scripts out of it (Firefox has no
// setAccessLevel and never lets content scripts read storage.session, so the call is skipped there).
void chrome.storage.session.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined);

chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
  if (typeof message !== 'object' || message === null || (message as { channel?: unknown }).channel !== WALLET_CHANNEL) return false;
  void handleWalletMessage(message, sender).then(sendResponse);
  return true;
});

chrome.runtime.onConnect.addListener((port) => {
  try {
    if (port.name === WALLET_CHANNEL) onWalletPort(port);
    else onProviderConnect(port);
  } catch {
    port.disconnect();
  }
});

// Chromium's worker: the approval window's direct channel (Firefox's event page is a document, whose
// message event is other windows': not listened to there).
if (typeof ServiceWorkerGlobalScope === 'function' && self instanceof ServiceWorkerGlobalScope) {
  (self as unknown as ServiceWorkerGlobalScope).addEventListener('message', (event) => {
    void part('channel')
      .then((part) => part.onWalletChannel(event))
      .catch(() => undefined);
  });
}

chrome.alarms.onAlarm.addListener((alarm) => {
  // A person's action under way (begun as the alarm came due) is not cut off: it moves the alarm when it ends.
  if (alarm.name !== AUTOLOCK_ALARM || isActing()) return;
  void (async () => {
    if (!(await isUnlocked())) return;
    await lock();
    await notifyAccountsChanged();
  })().catch(() => undefined);
});

chrome.windows.onRemoved.addListener((windowId) => {
  void (async () => {
    // The person closed the approval window: what it listed is rejected (4001), as MetaMask does.
    await onWindowRemoved(windowId);
    await refreshBadge();
  })().catch(() => undefined);
});

chrome.tabs.onRemoved.addListener((tabId) => {
  void onTabRemoved(tabId).catch(() => undefined);
});

// After a browser restart the pages that asked are gone, and so is the session's unlock; the queue
// (in storage.session) starts empty, and the badge says so.
chrome.runtime.onStartup.addListener(() => {
  void refreshBadge().catch(() => undefined);
  // The notifications' watch rings while a wallet exists; a browser may drop alarms when it restarts.
  void isInitialized()
    .then((initialized) => (initialized ? ensureWatch() : undefined))
    .catch(() => undefined);
});

chrome.runtime.onInstalled.addListener((details) => {
  void restoreBadge().catch(() => undefined);
  void dropLocalQueue().catch(() => undefined);
  if (details.reason === 'install') void openWelcome().catch(() => undefined);
  // An update drops the alarms: the watch is set again for an existing wallet.
  else
    void isInitialized()
      .then((initialized) => (initialized ? ensureWatch() : undefined))
      .catch(() => undefined);
});

listenForNotices();
listenForTxs();

// A new worker: requests whose page closed or navigated while no worker ran are dropped.
void dropGoneRequests().catch(() => undefined);
