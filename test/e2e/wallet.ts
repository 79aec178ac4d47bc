// What a person does in the popup and the approval window, as steps the e2e tests share.
// Selectors are the popup's data-testids (src/popup/testids.ts).
import { expect } from 'vitest';
import type { E2ELocator as Locator, E2EPage as Page } from './driver';
import { LedgerClient } from '../../src/core/rest/client';
import { DEV_MNEMONIC } from './devnet';
import { TID } from '../../src/popup/testids';
import type { ApprovalKind, WalletMethod, WalletResults } from '../../src/shared/wallet-api';
import type { Harness } from './harness';
import { E2E_LANGUAGE, tr } from './lang';
import type { MessageKey, Params } from '../../src/popup/i18n';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { ledgerRequest } from './demo-page';

export const PASSWORD = 'correct horse battery staple 42';
const UI_TIMEOUT = 15_000;

/** Polls `read` until it returns `expected` (usable in hooks, where expect.poll is not). */
export async function waitForValue<T>(read: () => Promise<T>, expected: T, what: string, timeoutMs = UI_TIMEOUT): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (last === expected) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what}: expected ${JSON.stringify(expected)}, still ${JSON.stringify(last)} after ${timeoutMs} ms`);
}

export const byTestId = (page: Page, id: string): Locator => page.locator(`[data-testid="${id}"]`);

async function visible(locator: Locator, timeout = UI_TIMEOUT): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

async function setPassword(page: Page, password: string, screenshot?: (name: string) => Promise<unknown>): Promise<void> {
  await (await visible(byTestId(page, TID.passwordInput))).fill(password);
  await byTestId(page, TID.passwordConfirm).fill(password);
  await screenshot?.('onboarding-password');
  await byTestId(page, TID.passwordSubmit).click();
  await visible(byTestId(page, TID.onboardingDone), 60_000);
  await screenshot?.('onboarding-done');
  await byTestId(page, TID.onboardingFinish).click();
  await visible(byTestId(page, TID.accountAddress));
}

/** Imports a mnemonic on a fresh wallet; returns the popup page showing home. */
export async function onboardByImport(
  h: Harness,
  mnemonic: string,
  options: { password?: string; screenshots?: boolean } = {},
): Promise<Page> {
  const page = await h.openPopup('/');
  const shot = options.screenshots ? (name: string) => h.screenshot(page, name) : undefined;
  await (await visible(byTestId(page, TID.onboardingImport))).click();
  await (await visible(byTestId(page, TID.importMnemonic))).fill(mnemonic);
  await waitForValue(() => byTestId(page, TID.importMnemonicStatus).getAttribute('data-valid'), 'true', 'mnemonic accepted');
  await shot?.('onboarding-import');
  await byTestId(page, TID.importContinue).click();
  await setPassword(page, options.password ?? PASSWORD, shot);
  return page;
}

/** Creates a new wallet through the whole create flow; returns the popup page and the words shown. */
export async function onboardByCreate(
  h: Harness,
  options: { password?: string; screenshots?: boolean } = {},
): Promise<{ page: Page; words: string[] }> {
  const page = await h.openPopup('/');
  const shot = options.screenshots ? (name: string) => h.screenshot(page, name) : undefined;
  await shot?.('onboarding-welcome');
  await (await visible(byTestId(page, TID.onboardingCreate))).click();
  await visible(byTestId(page, TID.mnemonicWord(24)));
  const words: string[] = [];
  for (let n = 1; n <= 24; n++) words.push(((await byTestId(page, TID.mnemonicWord(n)).textContent()) ?? '').trim());
  await shot?.('onboarding-mnemonic');
  await byTestId(page, TID.mnemonicWritten).check();
  await byTestId(page, TID.mnemonicContinue).click();
  await visible(byTestId(page, TID.confirmWord(1)));
  for (let i = 1; i <= 3; i++) {
    const input = byTestId(page, TID.confirmWord(i));
    const position = Number(await input.getAttribute('data-word-number'));
    await input.fill(words[position - 1]!);
  }
  await byTestId(page, TID.confirmSubmit).click();
  await setPassword(page, options.password ?? PASSWORD, shot);
  return { page, words };
}

/** Settings → add a network (REST URL + chain id) and select it. */
export async function addAndSelectNetwork(page: Page, network: { name: string; restUrl: string; chainId: string }): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, '#/settings'));
  await (await visible(byTestId(page, TID.networkAddName))).fill(network.name);
  await byTestId(page, TID.networkAddUrl).fill(network.restUrl);
  await byTestId(page, TID.networkAddChainId).fill(network.chainId);
  await byTestId(page, TID.networkAddSubmit).click();
  const item = byTestId(page, TID.networkItem).filter({ hasText: network.restUrl.replace(/\/+$/, '') });
  await visible(item);
  if ((await item.getAttribute('data-selected')) !== 'true') await item.locator(`[data-testid="${TID.networkSelect}"]`).click();
  await waitForValue(() => item.getAttribute('data-selected'), 'true', `network ${network.restUrl} selected`);
}

export async function goHome(page: Page): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, '#/'));
  await visible(byTestId(page, TID.accountAddress));
}

/** Home, with the account menu open. */
export async function openAccountMenu(page: Page): Promise<void> {
  await goHome(page);
  await byTestId(page, TID.accountSwitcher).click();
  await byTestId(page, TID.accountMenu).waitFor();
}

/** Closes the account menu with Esc, once its key handler is attached (an effect after the first paint). */
export function closeAccountMenu(page: Page): Promise<void> {
  return expect
    .poll(async () => {
      await page.keyboard.press('Escape');
      return byTestId(page, TID.accountMenu).count();
    })
    .toBe(0);
}

export async function currentAddress(page: Page): Promise<string> {
  return (await (await visible(byTestId(page, TID.accountAddress))).getAttribute('data-address')) ?? '';
}

/** The home screen's GT balance in NANOGT, once it has loaded. */
export async function homeBalance(page: Page): Promise<string> {
  return (await (await visible(byTestId(page, TID.balanceGt))).getAttribute('data-nanogt')) ?? '';
}

export async function unlock(page: Page, password = PASSWORD): Promise<void> {
  await (await visible(byTestId(page, TID.unlockPassword))).fill(password);
  await byTestId(page, TID.unlockSubmit).click();
  await byTestId(page, TID.unlockPassword).waitFor({ state: 'detached', timeout: 60_000 });
}

/** Waits for the approval window to show a request of `kind`; returns the window. */
export async function approvalOf(h: Harness, kind: ApprovalKind): Promise<Page> {
  const win = await h.waitForApprovalWindow();
  await visible(win.locator(`[data-testid="${TID.approvalKind}"][data-kind="${kind}"]`));
  return win;
}

/** Approve's state in one render of an approval window: the request shown, Approve armed and disabled, why it is paused. */
export interface ApproveState {
  kind: string | null;
  armed: string | null;
  disabled: boolean | null;
  paused: string | null;
}

/**
 * Records Approve's state at every change of `win`'s page from now on (and once at the start), watched
 * from inside the page: a mutation observer sees every render, where a look from the test comes a poll
 * later and, on a busy machine, can miss a state that lasts the arming delay's second. The answer reads
 * what was recorded so far; a later call starts a new record.
 */
export async function recordApprove(win: Page): Promise<() => Promise<ApproveState[]>> {
  await win.evaluate(
    (ids) => {
      const w = window as unknown as { e2eApprove?: { states: ApproveState[]; observer: MutationObserver } };
      w.e2eApprove?.observer.disconnect();
      const states: ApproveState[] = [];
      const note = () => {
        const button = document.querySelector<HTMLButtonElement>(`[data-testid="${ids.approve}"]`);
        states.push({
          kind: document.querySelector(`[data-testid="${ids.kind}"]`)?.getAttribute('data-kind') ?? null,
          armed: button?.getAttribute('data-armed') ?? null,
          disabled: button ? button.disabled : null,
          paused: document.querySelector(`[data-testid="${ids.paused}"]`)?.getAttribute('data-reason') ?? null,
        });
      };
      const observer = new MutationObserver(note);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      w.e2eApprove = { states, observer };
      note();
    },
    { approve: TID.approveButton, kind: TID.approvalKind, paused: TID.approvalPaused },
  );
  return () => win.evaluate(() => (window as unknown as { e2eApprove?: { states: ApproveState[] } }).e2eApprove?.states ?? []);
}

/** Approves (or rejects) the request on screen and waits for the window to close when it was the last one. */
export async function decide(win: Page, approve: boolean): Promise<void> {
  const counter = byTestId(win, TID.approvalCount);
  const last = (await counter.getAttribute('data-position')) === '1' && (await counter.getAttribute('data-total')) === '1';
  const button = approve ? TID.approveButton : TID.rejectButton;
  if (!last) return byTestId(win, button).click();
  const closed = win.waitForEvent('close', { timeout: 60_000 });
  await clickClosing(win, button);
  await closed;
}

/** Clicks a button of `win` that closes it: the window may close under the click, before the click's own bookkeeping ends. */
export async function clickClosing(win: Page, testId: string): Promise<void> {
  await byTestId(win, testId)
    .click()
    .catch((error: Error) => {
      if (!(win.isClosed() || /closed/i.test(error.message))) throw error;
    });
}

export interface WalletSetup {
  client: LedgerClient;
  popup: Page;
}

/**
 * Imports the devnet's mnemonic, points the wallet at the harness's node (or at `devnet`, a node on
 * the same mnemonic run elsewhere, e.g. as its own process), and shows home. It asks the background
 * as the onboarding and Settings screens do (the same wallet methods, the popup's own default account
 * name). The screens' own flows keep their tests: onboarding's files walk them (onboardByImport,
 * onboardByCreate), and network, truth-gaps and words add networks through Settings.
 */
export async function walletOnDevnet(h: Harness, devnet: { url: string; chainId: string } = h.devnet!): Promise<WalletSetup> {
  const popup = await h.openPopup('/');
  await visible(byTestId(popup, TID.onboardingImport));
  await walletCall(popup, 'wallet_initialize', {
    secret: { kind: 'mnemonic', mnemonic: DEV_MNEMONIC },
    password: PASSWORD,
    accountName: defaultAccountName(1),
  });
  const network = await walletCall(popup, 'wallet_addNetwork', { name: 'E2E devnet', restUrl: devnet.url, chainId: devnet.chainId });
  await walletCall(popup, 'wallet_selectNetwork', { networkId: network.id });
  await popup.reload();
  await visible(byTestId(popup, TID.accountAddress));
  return { client: new LedgerClient({ baseUrl: devnet.url }), popup };
}

/** The name the popup gives a new derived account (its number in the wallet), in this run's language. */
export function defaultAccountName(number: number): string {
  return tr('wallets.default.account', { number });
}

/** The name the popup gives a new wallet (its number), in this run's language. */
export function defaultWalletName(number: number): string {
  return tr('wallets.add.defaultName', { number });
}

/** What the popup shows for a background error of `code` (its lib/api errorText): in English the
 *  background's own message (give the part a test expects), in other languages the code's text. A node's
 *  failure shows both in every language: the code's sentence, the background's message behind Details. */
export function shownError(code: string, english: string): string {
  return E2E_LANGUAGE === 'en' ? english : tr(`errors.${code}` as MessageKey);
}

/** Whether the popup shows the background's detailed error messages (only English pages do, but for a
 *  node's failures, whose technical line every language shows behind Details). */
export const SHOWS_ERROR_DETAILS = E2E_LANGUAGE === 'en';

/** A regular expression's source matching `text` literally. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The source of a pattern for the popup's text of `key`: `params` filled as `tr` fills them, and
 *  each of `holes` (a placeholder's name → a regular-expression source) matching that part of the text. */
export function trSource(key: MessageKey, params: Params, holes: Record<string, string>): string {
  const marker = (name: string) => `\u0000${name}\u0000`;
  let source = literal(tr(key, { ...params, ...Object.fromEntries(Object.keys(holes).map((name) => [name, marker(name)])) }));
  for (const [name, hole] of Object.entries(holes)) source = source.split(marker(name)).join(`(?:${hole})`);
  return source;
}

/** A whole-text pattern for the popup's text of `key` (see trSource). */
export function trPattern(key: MessageKey, params: Params, holes: Record<string, string>): RegExp {
  return new RegExp(`^${trSource(key, params, holes)}$`);
}

/** The source of a pattern for a span as the popup words it (i18n formatDuration: its one or two
 *  largest units, each "<number> <unit>" as Intl words it in this run's language, joined as Intl lists units;
 *  Chinese as people write it). */
export function durationSource(): string {
  const number = '[0-9][0-9,.]*';
  // Chinese: "2分39秒", "1小时5分", or one unit alone, "2分钟", "39秒".
  if (E2E_LANGUAGE === 'zh-CN') return `(?:${number}(?:天|小时|分|秒)${number}(?:天|小时|分|秒)|${number}(?:天|小时|分钟|秒))`;
  const unit = ['day', 'hour', 'minute', 'second'].flatMap((name) =>
    [1, 7].map((n) =>
      literal(new Intl.NumberFormat(E2E_LANGUAGE, { style: 'unit', unit: name, unitDisplay: 'long' }).format(n)).replace(String(n), number),
    ),
  );
  const one = `(?:${[...new Set(unit)].join('|')})`;
  const two = literal(new Intl.ListFormat(E2E_LANGUAGE, { style: 'short', type: 'unit' }).format(['\u0001', '\u0002']))
    .replace('\u0001', one)
    .replace('\u0002', one);
  return `(?:${two}|${one})`;
}

/** The demo page, connected to the wallet (its connect request approved). */
export async function connectedDemo(h: Harness): Promise<Page> {
  const demo = await h.openDemo();
  const connecting = ledgerRequest(demo, 'ledger_requestAccounts');
  await decide(await approvalOf(h, 'connect'), true);
  await connecting;
  return demo;
}

/** The demo page's ledger_sendTx of 1 NANOGT from the first dev account to itself (its answer, once the window is dealt with). */
export function sendOneToSelf(demo: Page): ReturnType<typeof ledgerRequest> {
  const me = addressFromPublicKey(publicKeyOf(deriveExtendedKey(DEV_MNEMONIC, accountPath(0)).kL));
  return ledgerRequest(demo, 'ledger_sendTx', {
    msgs: [{ type: 'MsgSend', value: { from_address: me, to_address: me, amount: [{ denom: 'NANOGT', amount: '1' }] } }],
  });
}

/** One wallet API call from an extension page (as the popup makes it); its result, or a thrown error. */
export async function walletCall<M extends WalletMethod>(page: Page, method: M, params: object = {}): Promise<WalletResults[M]> {
  const answer = (await page.evaluate(([m, p]) => chrome.runtime.sendMessage({ channel: 'vaultline:wallet', method: m, params: p }), [
    method,
    params,
  ] as const)) as { ok: boolean; result: WalletResults[M]; error?: { code: string; message: string } };
  if (!answer?.ok) throw new Error(`${method}: ${JSON.stringify(answer?.error)}`);
  return answer.result;
}
