// Shows notices as browser notifications (chrome.notifications; Firefox's browser.notifications has
// neither buttons nor requireInteraction, so the guardian's stays in its list there), keeps them for
// the popup's list, and opens the screen a notice names when it (or its Revoke button) is clicked.
import type { NoticeView } from '../../shared/wallet-api';
import type { TrackedTx } from '../txs/status';
import { txNotice, type Notice } from './plan';
import { findNotice, notifiedKeys, notifySettings, recordNotices } from './store';
import { noticeLanguage } from './language';
import { noticeWords, revokeButtonText } from './words';

const isFirefox = () => chrome.runtime.getURL('').startsWith('moz-extension:');
export const POPUP_PAGE = 'src/popup/index.html';

/** Says each notice once: recorded first (a worker stopped midway never repeats it), then shown. */
export async function showNotices(networkId: string, notices: Notice[]): Promise<NoticeView[]> {
  if (notices.length === 0) return [];
  const time = Date.now();
  const language = await noticeLanguage();
  const shown = notices.map((notice) => {
    const words = noticeWords(notice.topic, language);
    const view: NoticeView = {
      id: notice.key,
      kind: notice.topic.kind,
      title: words.title,
      message: words.message,
      route: notice.route,
      urgent: notice.urgent,
      networkId,
      time,
    };
    return { notice, view };
  });
  await recordNotices(shown);
  for (const { view } of shown) {
    const options: chrome.notifications.NotificationCreateOptions = {
      type: 'basic',
      iconUrl: chrome.runtime.getURL('icons/128.png'),
      title: view.title,
      message: view.message,
      priority: view.urgent ? 2 : 0,
      ...(view.urgent && !isFirefox() ? { requireInteraction: true, buttons: [{ title: revokeButtonText(language) }] } : {}),
    };
    // A browser without a notification service still has the popup's list.
    await chrome.notifications?.create(view.id, options).catch(() => undefined);
  }
  return shown.map(({ view }) => view);
}

/** The popup page at the notice's route, in a tab (the popup cannot be opened from here in every browser). */
export async function openNotice(id: string): Promise<void> {
  const view = await findNotice(id);
  if (!view) return;
  await chrome.notifications?.clear(id).catch(() => undefined);
  await chrome.tabs.create({ url: chrome.runtime.getURL(`${POPUP_PAGE}#${view.route}`), active: true });
}

/** The tracker's tx that left pending: its notice, once, when the person wants tx notices. */
export async function noticeSettled(entry: TrackedTx): Promise<void> {
  const notice = txNotice(entry.txhash, entry.status, entry.height, await notifySettings());
  if (notice && !(await notifiedKeys()).has(notice.key)) await showNotices(entry.networkId, [notice]);
}
