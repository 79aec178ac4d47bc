// `npm start -- --browser firefox`: Firefox with the extension installed as a temporary add-on
// (Firefox loads unpacked extensions only that way), through puppeteer-core over WebDriver BiDi.
import puppeteer, { type Browser } from 'puppeteer-core';

export const FIREFOX = process.env.VAULTLINE_FIREFOX ?? '/usr/bin/firefox-esr';

export async function launchFirefox(dist: string, profileDir: string, url: string, onExit: () => void): Promise<Browser> {
  // The caller owns Ctrl-C and SIGTERM: puppeteer's own handlers would kill Firefox and exit at once
  // (process.exit on SIGINT), so the local node would never get to close its chain cleanly.
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: false,
    userDataDir: profileDir,
    defaultViewport: null,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  try {
    await browser.installExtension(dist);
    const [page] = await browser.pages();
    await (page ?? (await browser.newPage())).goto(url);
  } catch (err) {
    await browser.close();
    throw err;
  }
  browser.on('disconnected', onExit);
  return browser;
}
