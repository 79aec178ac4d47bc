// Every screen fits the popup's 360 px with the longest things a person can give it (issue 27, item 9):
// an account name of the maximum length, a network name and chain id of theirs, in the run's language.
// On each screen no text is clipped: no element with text is wider than its box while hiding the rest
// (overflow or an ellipsis with no title giving the whole), and no text runs past its card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { startDevnet, type Devnet } from '../../src/devnet/node';
import { TID } from '../../src/popup/testids';
import { DEV_MNEMONIC } from './devnet';
import { startHarness, type Harness } from './harness';
import { E2E_LANGUAGE } from './lang';
import { showPopupRoute } from './playground';
import { settledPage } from './still';
import { addAndSelectNetwork, byTestId, goHome, onboardByImport, walletCall } from './wallet';

/** The longest names the wallet takes (40 characters), with no space to break at. */
const LONG_ACCOUNT = E2E_LANGUAGE === 'en' ? 'Household-savings-account-for-2026-trips' : '家庭储蓄账户'.repeat(7).slice(0, 40);
const LONG_NETWORK = E2E_LANGUAGE === 'en' ? 'Staging-node-of-the-operations-team-0042' : '运维团队的预发布节点'.repeat(4).slice(0, 40);
const LONG_CHAIN = 'gt-devnet-fit-with-a-rather-long-chain-identifier-0123456789abcd';

const ROUTES = [
  '/',
  '/staking?tab=mine',
  '/staking?tab=conaccounts',
  '/tokens?tab=all',
  '/vaults',
  '/activity',
  '/settings',
  '/send',
  '/receive',
  '/network?tab=status',
];

/** Elements whose text is cut: wider (or taller) than their box with the rest hidden, or past their card. */
async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const text = Array.from(el.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!text || el.closest('.sr-only, [hidden], details:not([open]) > :not(summary)')) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const titled = (el.closest('[title]')?.getAttribute('title') ?? '').includes(text);
      if (hides && el.scrollWidth > el.clientWidth + 1 && !titled)
        found.push(`${name(el)} "${text.slice(0, 40)}" is cut (${el.scrollWidth} > ${el.clientWidth} px)`);
      else if (style.overflowY === 'hidden' && el.scrollHeight > el.clientHeight + 1 && !titled)
        found.push(`${name(el)} "${text.slice(0, 40)}" is cut below (${el.scrollHeight} > ${el.clientHeight} px)`);
      const card = el.parentElement?.closest('.card, .f-row-card, .f-acting, .balance-card, .activity-row, .list-row');
      if (card) {
        const edge = card.getBoundingClientRect();
        if (box.right > edge.right + 1 || box.left < edge.left - 1)
          found.push(
            `${name(el)} "${text.slice(0, 40)}" runs past its ${name(card)} (${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(edge.left)}–${Math.round(edge.right)})`,
          );
      }
    }
    return found;
  });
}

describe('every screen fits 360 px with the longest names', () => {
  let h: Harness;
  let node: Devnet;
  let popup: Page;

  beforeAll(async () => {
    h = await startHarness();
    node = await startDevnet({ port: 0, host: '127.0.0.1', blockTime: 0, mnemonic: DEV_MNEMONIC, chainId: LONG_CHAIN });
    popup = await onboardByImport(h, DEV_MNEMONIC);
    await addAndSelectNetwork(popup, { name: LONG_NETWORK, restUrl: node.url, chainId: LONG_CHAIN });
    const state = await walletCall(popup, 'wallet_getState');
    await walletCall(popup, 'wallet_renameAccount', { accountId: state.selectedAccountId!, name: LONG_ACCOUNT });
    await goHome(popup);
  });

  afterAll(async () => {
    await h?.close();
    await node?.close();
  });

  it('cuts no text on any screen', async () => {
    const findings: string[] = [];
    for (const route of ROUTES) {
      await showPopupRoute(popup, route);
      await settledPage(popup);
      for (const problem of await clipped(popup)) findings.push(`${route}: ${problem}`);
    }
    expect(findings).toEqual([]);
  });

  it('cuts nothing on the network switcher or the send review ("Signed by" and the name in full)', async () => {
    const findings: string[] = [];
    await goHome(popup);
    await byTestId(popup, TID.networkPill).click();
    await byTestId(popup, TID.networkSwitcher).waitFor();
    for (const problem of await clipped(popup)) findings.push(`switcher: ${problem}`);
    await popup.keyboard.press('Escape');

    await showPopupRoute(popup, '/send');
    const me = (await walletCall(popup, 'wallet_getState')).accounts[0]!.address;
    await byTestId(popup, TID.sendRecipient).fill(me);
    await byTestId(popup, TID.sendAmount).fill('1');
    await byTestId(popup, TID.sendReview).click();
    await byTestId(popup, TID.sendConfirm).waitFor();
    await settledPage(popup);
    expect(await popup.locator('.f-acting-name').first().textContent()).toContain(LONG_ACCOUNT);
    for (const problem of await clipped(popup)) findings.push(`send review: ${problem}`);
    await h.screenshot(popup, 'fit-360-send-review');
    expect(findings).toEqual([]);
  });
});
