// The welcome tab: the popup's own page in a tab, which shows create/import while no wallet exists.
// It opens on install, and when a site asks for something while Vaultline has no wallet yet: once
// per burst of such requests (a page that asks three times opens one tab, not three), and the tab
// already open is brought forward rather than opened again.
const WELCOME_PATH = 'src/popup/index.html#/';

/** Requests from sites within this long of the last one that showed the tab show nothing more. */
const WELCOME_QUIET_MS = 10_000;
let shownForSiteAt = -Infinity;
let tabId: number | null = null;

/** Opens the welcome tab (on a fresh install: an update or a browser restart opens nothing). Where no
 *  window takes a tab (Firefox refuses one when no window but popups is open, an approval window say),
 *  the page opens in a window of its own. */
export async function openWelcome(): Promise<void> {
  const url = chrome.runtime.getURL(WELCOME_PATH);
  const tab = await chrome.tabs.create({ url, active: true }).catch(() => null);
  if (tab) {
    tabId = tab.id ?? null;
    return;
  }
  const opened = await chrome.windows.create({ url, type: 'normal', focused: true });
  tabId = opened?.tabs?.[0]?.id ?? null;
}

/** A site asked while no wallet exists: shows the welcome tab, unless it was shown for a site a moment
 *  ago. One that could not be shown holds nothing back: the next request tries again. */
export async function openWelcomeForSite(now = Date.now()): Promise<void> {
  if (now - shownForSiteAt < WELCOME_QUIET_MS) return;
  shownForSiteAt = now;
  try {
    if (tabId !== null) {
      try {
        await chrome.tabs.update(tabId, { active: true });
        return;
      } catch {
        tabId = null; // closed since
      }
    }
    await openWelcome();
  } catch (error) {
    shownForSiteAt = -Infinity;
    throw error;
  }
}
