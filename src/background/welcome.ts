// The welcome tab: the popup's own page in a tab, which shows create/import while no wallet exists.
const WELCOME_PATH = 'src/popup/index.html#/';

/** Opens the welcome tab (on a fresh install: an update or a browser restart opens nothing). */
export async function openWelcome(): Promise<void> {
  await chrome.tabs.create({ url: chrome.runtime.getURL(WELCOME_PATH), active: true });
}
