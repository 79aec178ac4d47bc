// Wallet rows measured in real Chromium: our built extension (the e2e harness: demo page, popup
// helpers; the devnet as its own process) and a bare baseline extension (bench/baseline-ext) in a
// second browser, side by side.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Request, Worker } from 'playwright-core';
import { defaultValidHeight } from '../../src/core/tx';
import {
  LedgerClient,
  accountPath,
  addressFromPublicKey,
  buildUnsignedTx,
  deriveExtendedKey,
  publicKeyOf,
  signStdTx,
} from '../../src/core/index';
import { TID } from '../../src/popup/testids';
import { extensionDir } from '../../test/e2e/build';
import { DEV_MNEMONIC } from '../../test/e2e/devnet';
import { launchExtensionContext } from '../../test/e2e/driver/chromium';
import type { E2EPage } from '../../test/e2e/driver';
import { popupRoute, startHarness, type Harness } from '../../test/e2e/harness';
import { approvalOf, currentAddress, goHome, onboardByImport, walletCall } from '../../test/e2e/wallet';
import { DEVNET as BUILTIN_NETWORK } from '../../src/background/chain/builtin';
import { holdOff } from '../../src/background/approvals/hold-off';
import { rateLimits } from '../../src/background/approvals/limits';
import { buildBaselineExtension } from '../baseline-ext/build';
import { startNodeProcess, stopNodeProcess, type NodeProcess } from '../devnet-load';
import { startCpuLoad } from '../load';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { median, ms, type Row } from '../time';
import { installProbe, WATCHED, type Probe, type Watched } from './page-probe';
import { gzipBytes, loadedGzip, serviceWorkerGzip } from './sizes';
import { workerHeapBytes } from './heap';
import { STAGES, medianStages, stageRows, windowStages, type StagePair, type WindowStages } from './stages';

// Playwright records every request a service worker makes (over CDP) unless told not to: a cost of
// the driver, not of the wallet (about 1 ms per fetch of the worker's here), which no user's browser
// pays and the Node baseline never did. No row reads the worker's requests.
process.env.PLAYWRIGHT_DISABLE_SERVICE_WORKER_NETWORK ??= '1';

const KB = 1024;

type Probed = Window & {
  __benchProbe: Probe;
  ledger: { request(args: unknown): Promise<unknown> };
  baselineRelay: { request(kind: string): Promise<unknown> };
};

/** In Chromium the harness's pages are playwright's own. */
const asPage = (page: E2EPage): Page => page as unknown as Page;

/** The bench measures Chromium itself: playwright's context behind the e2e harness. */
function chromeOf(h: Harness): BrowserContext {
  if (!h.driver.playwright) throw new Error('the wallet bench rows run in Chromium');
  return h.driver.playwright;
}

async function firstWorker(ctx: BrowserContext): Promise<Worker> {
  return ctx.serviceWorkers()[0] ?? ctx.waitForEvent('serviceworker', { timeout: 30_000 });
}

/** Epoch ms at which `name` was painted in `page` (waits for it). */
async function paintedAt(page: Page, name: Watched): Promise<number> {
  try {
    await page.waitForFunction((key) => ((window as unknown as Probed).__benchProbe?.painted[key] ?? -1) > 0, name, {
      timeout: 60_000,
      polling: 20,
    });
  } catch (error) {
    const seen = await page
      .evaluate(() => ({
        url: location.href,
        body: document.body?.innerHTML.slice(0, 300),
        probe: (window as unknown as Probed).__benchProbe ?? null,
      }))
      .catch(() => null);
    throw new Error(`${name} never painted: ${JSON.stringify(seen)}`, { cause: error });
  }
  return page.evaluate((key) => (window as unknown as Probed).__benchProbe.painted[key]!, name);
}

/** Opens `url`, answers ms from navigation start to `name` painted, the page's stages, and the .js/.css URLs the browser requested before that paint. */
async function openUntilPainted(
  ctx: BrowserContext,
  url: string,
  name: Watched,
): Promise<{ ms: number; urls: string[]; stages: WindowStages }> {
  const page = await ctx.newPage();
  const requests: Request[] = [];
  // Resource timing leaves chrome-extension:// files out; the requests (with the browser's start time) do not.
  page.on('request', (request) => requests.push(request));
  try {
    await page.setViewportSize({ width: 360, height: 600 });
    await page.goto(url);
    const at = await paintedAt(page, name);
    // Node hears of the paint a poll later: a request counts by when the browser started it.
    await Promise.all(requests.map((request) => request.response().catch(() => null)));
    const urls = requests.filter((request) => request.timing().startTime <= at).map((request) => request.url());
    const stages = await windowStages(page, null, at);
    return { ms: await page.evaluate((paint) => paint - performance.timeOrigin, at), urls, stages };
  } finally {
    await page.close();
  }
}

/** Calls before the timed ones of a round-trip row, on each side. */
const ROUND_TRIP_WARM_UP = 20;
/** Timed blocks per side of a round-trip row, ours and the relay's in turn. */
const ROUND_TRIP_BLOCKS = 10;

/** In-page ms per call of `count` sequential calls of `call`, timed as one block after `warmUp` untimed ones. */
async function roundTripBlock(page: Page, which: 'ours' | 'baseline', count: number, warmUp: number): Promise<number> {
  return page.evaluate(
    async ({ which, count, warmUp }) => {
      const w = window as unknown as Probed;
      const call = () => (which === 'ours' ? w.ledger.request({ method: 'ledger_accounts' }) : w.baselineRelay.request('echo'));
      for (let i = 0; i < warmUp; i++) await call();
      const start = performance.now();
      for (let i = 0; i < count; i++) await call();
      return (performance.now() - start) / count;
    },
    { which, count, warmUp },
  );
}

/**
 * The `ledger_accounts` round trip against the bare relay's echo, `calls` on each side: timed as
 * timeIt times the core rows (the median of blocks' means per call, so the page clock's 0.1 ms steps
 * average out within a block), the two sides' blocks in turn and each pair in the other order from
 * the one before, so a slow spell of the machine falls on both. Each block starts with one untimed
 * call, after the other page's block.
 */
async function roundTripRows(s: Setup, calls: number): Promise<{ ours: number; baseline: number }> {
  const perBlock = Math.ceil(calls / ROUND_TRIP_BLOCKS);
  const ourCalls = ROUND_TRIP_WARM_UP + ROUND_TRIP_BLOCKS * (perBlock + 1);
  await roomFor(s.site.requests, ourCalls, rateLimits.requestsPerMinute);
  const ours: number[] = [];
  const baseline: number[] = [];
  for (let block = 0; block < ROUND_TRIP_BLOCKS; block++) {
    const warmUp = 1 + (block === 0 ? ROUND_TRIP_WARM_UP : 0);
    const ourBlock = async () => ours.push(await roundTripBlock(s.dapp, 'ours', perBlock, warmUp));
    const baseBlock = async () => baseline.push(await roundTripBlock(s.baseDapp, 'baseline', perBlock, warmUp));
    for (const run of block % 2 === 0 ? [ourBlock, baseBlock] : [baseBlock, ourBlock]) await run();
  }
  sent(s.site.requests, ourCalls);
  return { ours: median(ours), baseline: median(baseline) };
}

function newPageOf(ctx: BrowserContext, match: (url: string) => boolean): Promise<Page> {
  const found = ctx.pages().find((page) => !page.isClosed() && match(page.url()));
  return found ? Promise.resolve(found) : ctx.waitForEvent('page', { predicate: (page) => match(page.url()), timeout: 60_000 });
}

/** Clicks a decision button; the window may close under the click (it was the last request). */
async function clickClosing(page: Page, testId: string): Promise<void> {
  await page
    .locator(`[data-testid="${testId}"]`)
    .click({ noWaitAfter: true })
    .catch((error: Error) => {
      if (!page.isClosed() && !/closed/i.test(error.message)) throw error;
    });
}

interface Setup {
  h: Harness;
  node: NodeProcess;
  base: BrowserContext;
  baseId: string;
  /** The extension page the bench's own wallet calls go through: the manifest, which runs none of the popup's code (below). */
  caller: E2EPage;
  address: string;
  dapp: Page;
  baseDapp: Page;
  heap: number;
  baseHeap: number;
  baseFailedHeap: number;
  /** What the demo site sent, kept within the wallet's limits for one site (SiteLog). */
  site: SiteLog;
}

async function setUp(cleanups: Array<() => unknown>): Promise<Setup> {
  const baseDist = await buildBaselineExtension(mkdtempSync(join(tmpdir(), 'vaultline-bench-baseline-')));
  cleanups.push(() => rmSync(baseDist, { recursive: true, force: true }));
  // The node runs as its own process, as a user's node does (not in the bench's event loop beside
  // Playwright's traffic), for our rows and the Node baseline alike; its dev accounts are the harness's.
  // It listens where the wallet's built-in network is, as `npm start`'s node does, so the wallet is
  // onboarded on a network that answers (a worker's first failed fetch makes Chrome add a context of
  // its own to the worker's heap: the bare worker's rows show how much).
  const node = await startNodeProcess(undefined, 10, Number(new URL(BUILTIN_NETWORK.restUrl).port)).catch((error: Error) => {
    throw new Error(
      `the wallet rows run their node at ${BUILTIN_NETWORK.restUrl}, the wallet's built-in network; is something else (npm start?) listening there? ${error.message}`,
    );
  });
  if (node.chainId !== BUILTIN_NETWORK.chainId)
    throw new Error(`the bench's node is on ${node.chainId}, not the built-in network's ${BUILTIN_NETWORK.chainId}`);
  cleanups.push(() => stopNodeProcess(node));
  const h = await startHarness({ devnet: false });
  cleanups.push(() => h.close());
  const profile = mkdtempSync(join(tmpdir(), 'vaultline-bench-profile-'));
  cleanups.push(() => rmSync(profile, { recursive: true, force: true }));
  const base = await launchExtensionContext(profile, baseDist);
  cleanups.unshift(() => base.close());
  for (const ctx of [chromeOf(h), base]) {
    // tsx names functions with a __name helper the page does not have: the callbacks sent to pages need it.
    await ctx.addInitScript('globalThis.__name = (fn) => fn;');
    await ctx.addInitScript(installProbe, WATCHED);
  }
  const baseWorker = await firstWorker(base);
  await baseWorker.evaluate((url) => {
    (globalThis as { restUrl?: string }).restUrl = url;
  }, node.url);
  const onboarded = await onboardByImport(h, DEV_MNEMONIC);
  await goHome(onboarded);
  const popup = asPage(onboarded);
  const address = await currentAddress(popup);
  const heap = await workerHeapBytes(chromeOf(h), `chrome-extension://${h.extensionId}/`, 'after-onboarding');
  const baseId = new URL(baseWorker.url()).host;
  const baseHeap = await workerHeapBytes(base, `chrome-extension://${baseId}/`, 'bare-worker');
  // What Chrome adds to a worker's heap at its first failed fetch (a node that does not answer), in the bare worker.
  await baseWorker.evaluate(() =>
    fetch('http://127.0.0.1:9/').then(
      () => undefined,
      () => undefined,
    ),
  );
  const baseFailedHeap = await workerHeapBytes(base, `chrome-extension://${baseId}/`, 'bare-worker-failed-fetch');
  // The bench's own wallet calls (lock, unlock, growing the wallet) go through the extension's manifest
  // shown as a page, not through the onboarded popup: a popup left open runs its timers and paints on
  // the renderer thread that every page of ours shares (home, the approval window), which the bare
  // extension, with no page of its own open, does not have to share. A person's popup is closed too
  // when a site asks (it closes as focus leaves it). Measured in a throwaway probe (42 loads of the
  // approval page each, alternated): painted at 105.1 ms (median) with a home page open, 99.2 without.
  const caller = (await chromeOf(h).newPage()) as unknown as E2EPage;
  await caller.goto(`${h.extensionBaseUrl}manifest.json`);
  await popup.close();
  const dapp = asPage(await h.openDemo());
  const connecting = dapp.evaluate(() => (window as unknown as Probed).ledger.request({ method: 'ledger_requestAccounts' }));
  const win = asPage(await approvalOf(h, 'connect'));
  await clickClosing(win, TID.approveButton);
  await connecting;
  const baseDapp = await base.newPage();
  await baseDapp.goto(h.demoUrl);
  return {
    h,
    node,
    base,
    baseId,
    caller,
    address,
    dapp,
    baseDapp,
    heap,
    baseHeap,
    baseFailedHeap,
    // The connect above: one request, one approval.
    site: { requests: [Date.now()], approvals: [Date.now()], rejections: [] },
  };
}

/**
 * The demo site's requests, kept within what the wallet lets one site do (src/background/approvals:
 * limits.ts, per minute; hold-off.ts, Rejects in a row): the full bench sends more than that (ten
 * rounds of Reject; 530 calls a round-trip row, twice a minute) and its requests were refused.
 * `roomFor` waits until `count` more fit, then the caller sends them; `sent` records them once sent.
 */
interface SiteLog {
  requests: number[];
  approvals: number[];
  rejections: number[];
}

const MINUTE_MS = 60_000;

/** Waits until `count` more of `times` fit in the last `windowMs` under `limit`. */
async function roomFor(times: number[], count: number, limit: number, windowMs = MINUTE_MS): Promise<void> {
  for (;;) {
    const now = Date.now();
    const recent = times.filter((at) => now - at < windowMs);
    times.splice(0, times.length, ...recent);
    const over = recent.length + count - limit;
    if (over <= 0) return;
    await new Promise((done) => setTimeout(done, recent[over - 1]! + windowMs + 50 - now));
  }
}

/** `count` entries stamped now (after they were sent: the wallet counted them a little earlier). */
const sent = (times: number[], count = 1) => times.push(...Array<number>(count).fill(Date.now()));

/** Room for one request that opens an approval. */
async function roomForApproval(log: SiteLog): Promise<void> {
  await roomFor(log.requests, 1, rateLimits.requestsPerMinute);
  await roomFor(log.approvals, 1, rateLimits.approvalRequestsPerMinute);
}

interface ApprovalTimes {
  ours: number;
  /** The bare window with static text, and the one that asks its worker once before it paints. */
  baseline: number;
  baselineAsking: number;
  stages: StagePair;
  stagesAsking: StagePair;
}

async function approvalWindowRows(s: Setup, samples: number): Promise<ApprovalTimes> {
  const ours: number[] = [];
  const baseline: number[] = [];
  const baselineAsking: number[] = [];
  const ourStages: WindowStages[] = [];
  const baseStages: WindowStages[] = [];
  const askingStages: WindowStages[] = [];
  const params = {
    msgs: [{ type: 'MsgSend', value: { from_address: s.address, to_address: s.address, amount: [{ denom: 'NANOGT', amount: '1' }] } }],
  };
  for (let i = 0; i < samples; i++) {
    await roomForApproval(s.site);
    const start = await s.dapp.evaluate((p) => {
      const w = window as unknown as Probed & { __pending?: Promise<unknown> };
      const at = performance.timeOrigin + performance.now();
      // The wallet's refusal (a limit the bench's model of them missed) is kept to be told, not waited out.
      w.__pending = w.ledger.request({ method: 'ledger_sendTx', params: p }).catch((error: unknown) => ({ refused: String(error) }));
      return at;
    }, params);
    const win = await Promise.race([
      newPageOf(chromeOf(s.h), (url) => url.includes('#/approve')),
      s.dapp
        .evaluate(() => (window as unknown as { __pending?: Promise<unknown> }).__pending)
        .then((answer) => {
          throw new Error(`ledger_sendTx was answered before its approval window opened: ${JSON.stringify(answer)}`);
        }),
    ]);
    sent(s.site.requests);
    sent(s.site.approvals);
    const painted = await paintedAt(win, 'approval');
    ours.push(painted - start);
    ourStages.push(await windowStages(win, start, painted));
    // The Reject that would start the site's cool-down waits (it is not timed).
    await roomFor(s.site.rejections, 1, holdOff.rejections - 1, holdOff.withinMs);
    await clickClosing(win, TID.rejectButton);
    sent(s.site.rejections);
    await s.dapp.evaluate(() => (window as unknown as { __pending?: Promise<unknown> }).__pending);
    if (!win.isClosed()) await win.waitForEvent('close', { timeout: 30_000 }).catch(() => undefined);

    // The two bare windows take turns at going first.
    for (const asking of i % 2 === 0 ? [false, true] : [true, false]) {
      const bare = await bareWindow(s, asking);
      (asking ? baselineAsking : baseline).push(bare.painted - bare.start);
      (asking ? askingStages : baseStages).push(bare.stages);
    }
  }
  const stages = { ours: medianStages(ourStages), baseline: medianStages(baseStages) };
  return {
    ours: median(ours),
    baseline: median(baseline),
    baselineAsking: median(baselineAsking),
    stages,
    stagesAsking: { ...stages, baseline: medianStages(askingStages) },
  };
}

/** Opens one of the bare extension's windows from its page, as the site's request opens ours: the one
 *  with static text, or (`asking`) the one that first asks its worker what it shows. */
async function bareWindow(s: Setup, asking: boolean): Promise<{ start: number; painted: number; stages: WindowStages }> {
  const start = await s.baseDapp.evaluate(
    (kind) => {
      const at = performance.timeOrigin + performance.now();
      void (window as unknown as Probed).baselineRelay.request(kind);
      return at;
    },
    asking ? 'open-asking' : 'open',
  );
  const win = await newPageOf(s.base, (url) => url.endsWith(asking ? '#window-asking' : '#window'));
  const painted = await paintedAt(win, asking ? 'baseWindowAsking' : 'baseWindow');
  const stages = await windowStages(win, start, painted);
  await win.close();
  return { start, painted, stages };
}

/**
 * Approve → txhash of the first approval after an unlock, against the same tx built, signed and
 * broadcast from Node. The two alternate, one of each per round after an untimed round, so both meet
 * the node equally warm (run one after the other, whichever went second had the warmer node), and each
 * starts after a pause in which the other's after-work (the wallet's Activity polls, the node's block
 * bookkeeping) has ended, as when a person reads the request before clicking.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

async function firstApprovalRows(s: Setup, samples: number): Promise<{ ours: number; baseline: number }> {
  const params = {
    msgs: [{ type: 'MsgSend', value: { from_address: s.address, to_address: s.address, amount: [{ denom: 'NANOGT', amount: '1' }] } }],
  };
  const approveOnce = async (): Promise<number> => {
    await walletCall(s.caller, 'wallet_lock');
    await walletCall(s.caller, 'wallet_unlock', { password: 'correct horse battery staple 42' });
    await roomForApproval(s.site);
    await s.dapp.evaluate((p) => {
      const w = window as unknown as Probed & { __sent?: Promise<number> };
      w.__sent = w.ledger.request({ method: 'ledger_sendTx', params: p }).then(() => performance.timeOrigin + performance.now());
    }, params);
    const win = asPage(await approvalOf(s.h, 'sendTx'));
    sent(s.site.requests);
    sent(s.site.approvals);
    const clicked = new Promise<number>((resolve) =>
      win.on('console', (message) => {
        const match = /^vaultline-bench approve (\d+(\.\d+)?)$/.exec(message.text());
        if (match) resolve(Number(match[1]));
      }),
    );
    await settle();
    await clickClosing(win, TID.approveButton);
    const done = await s.dapp.evaluate(() => (window as unknown as { __sent: Promise<number> }).__sent);
    return done - (await clicked);
  };
  const client = new LedgerClient({ baseUrl: s.node.url });
  const key = deriveExtendedKey(DEV_MNEMONIC, accountPath(0));
  const pub = publicKeyOf(key.kL);
  const from = addressFromPublicKey(pub);
  const fee = { amount: [{ denom: 'NANOGT', amount: (await client.getStatus()).node_status.minimumTxFee }], gas: '200000' };
  const sendFromNode = async (): Promise<number> => {
    await settle();
    const start = performance.now();
    const height = (await client.getLatestBlock()).height;
    const tx = buildUnsignedTx({
      msgs: [{ type: 'MsgSend', value: { from_address: from, to_address: from, amount: [{ denom: 'NANOGT', amount: '1' }] } }],
      fee,
      memo: '',
      validHeight: defaultValidHeight(height),
    });
    await client.broadcastTx(signStdTx(tx, s.node.chainId, [{ kL: key.kL, publicKey: pub }]));
    return performance.now() - start;
  };
  await approveOnce();
  await sendFromNode();
  const ours: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < samples; i++) {
    ours.push(await approveOnce());
    baseline.push(await sendFromNode());
  }
  return { ours: median(ours), baseline: median(baseline) };
}

/** Home painted, ours against the bare page, `pages` loads each (medians), and the popup bytes loaded before it. */
async function homeRows(s: Setup, pages: number): Promise<{ ours: number; baseline: number; popupBytes: number; stages: StagePair }> {
  const dist = extensionDir();
  const home: number[] = [];
  const baseHome: number[] = [];
  const ourStages: WindowStages[] = [];
  const baseStages: WindowStages[] = [];
  let popupBytes = 0;
  for (let i = 0; i < pages; i++) {
    const ours = await openUntilPainted(chromeOf(s.h), s.h.extensionBaseUrl + popupRoute('/'), 'home');
    home.push(ours.ms);
    ourStages.push(ours.stages);
    popupBytes = loadedGzip(dist, `chrome-extension://${s.h.extensionId}/`, ours.urls).bytes;
    const base = await openUntilPainted(s.base, `chrome-extension://${s.baseId}/page.html?address=${s.address}`, 'baseHome');
    baseHome.push(base.ms);
    baseStages.push(base.stages);
  }
  return {
    ours: median(home),
    baseline: median(baseHome),
    popupBytes,
    stages: { ours: medianStages(ourStages), baseline: medianStages(baseStages) },
  };
}

/** The wallet a person with history has: 3 wallets, 50 accounts, 200 of its own txs; the first account selected again. */
async function growWallet(s: Setup): Promise<void> {
  const first = (await walletCall(s.caller, 'wallet_getState')).selectedAccountId!;
  for (let wallet = 0; wallet < 3; wallet++) {
    if (wallet > 0) await walletCall(s.caller, 'wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: generateMnemonic(wordlist) } });
    const accounts = wallet === 2 ? 15 : 16;
    for (let i = 0; i < accounts; i++) await walletCall(s.caller, 'wallet_addAccount', {});
  }
  await walletCall(s.caller, 'wallet_selectAccount', { accountId: first });
  const state = await walletCall(s.caller, 'wallet_getState');
  if (state.accounts.length !== 50 || state.wallets.length !== 3)
    throw new Error(`grown to ${state.accounts.length} accounts in ${state.wallets.length} wallets`);
  const msgs = [{ type: 'MsgSend', value: { from_address: s.address, to_address: s.address, amount: [{ denom: 'NANOGT', amount: '1' }] } }];
  for (let i = 0; i < 200; i++) await walletCall(s.caller, 'wallet_submitTx', { msgs, memo: `bench ${i}` });
}

/** Pages a row, ours and the bare one's alike, for home and the approval window: the same page's median
 *  of 30 loads moved by up to 18 ms from run to run on this machine (docs/measurements.md), so each
 *  row takes 20 (6 in a quick run). The approval window's rows take 40: at 20 windows a side, one
 *  build's ratio to the static window read 1.17–1.37x over ten runs (2026-12-02), a spread wider than
 *  its distance from the 1.3x goal. The site's limits (30 approvals a minute) set their pace. */
const PAGES_PER_ROW = { full: 20, quick: 6 };
const APPROVALS_PER_ROW = { full: 40, quick: 6 };

/** The rows a person feels, on this machine as it is and with every core busy (one spinning thread per core). */
async function feltRows(s: Setup, pages: number, approvals: number, calls: number, what: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const condition of ['quiet', 'loaded'] as const) {
    const load = condition === 'loaded' ? startCpuLoad() : null;
    try {
      const home = await homeRows(s, pages);
      const approval = await approvalWindowRows(s, approvals);
      const relay = await roundTripRows(s, calls);
      rows.push(
        {
          name: `popup home, balance painted (${what}, ${condition})`,
          ours: ms(home.ours),
          baseline: ms(home.baseline),
          baselineName: 'bare Preact page: 1 message + 1 fetch',
          unit: 'ns',
        },
        ...stageRows('home', home.stages, ['parsed', 'scripts', 'painted'], what, condition),
        {
          name: `ledger_sendTx → approval painted (${what}, ${condition})`,
          ours: ms(approval.ours),
          baseline: ms(approval.baseline),
          baselineName: 'bare extension window, Preact page',
          unit: 'ns',
        },
        {
          name: `ledger_sendTx → approval painted, against a window that asks first (${what}, ${condition})`,
          ours: ms(approval.ours),
          baseline: ms(approval.baselineAsking),
          baselineName: 'bare window: 1 message, then paint',
          unit: 'ns',
        },
        ...stageRows('approval', approval.stages, STAGES, what, condition),
        ...stageRows('approval against the asking window', approval.stagesAsking, STAGES, what, condition),
        {
          name: `ledger_accounts round trip (${what}, ${condition})`,
          ours: ms(relay.ours),
          baseline: ms(relay.baseline),
          baselineName: 'minimal MV3 relay (port echo)',
          unit: 'ns',
        },
      );
    } finally {
      await load?.stop();
    }
  }
  return rows;
}

export async function walletBrowserRows(quick: boolean): Promise<Row[]> {
  const cleanups: Array<() => unknown> = [];
  try {
    const s = await setUp(cleanups);
    const dist = extensionDir();
    const pages = quick ? PAGES_PER_ROW.quick : PAGES_PER_ROW.full;
    const approvals = quick ? APPROVALS_PER_ROW.quick : APPROVALS_PER_ROW.full;
    const calls = quick ? 100 : 500;
    const popupBytes = (await homeRows(s, 1)).popupBytes;
    const felt = await feltRows(s, pages, approvals, calls, '1 account');
    const first = await firstApprovalRows(s, quick ? 2 : 15);
    // Onboarding computes public keys without noble's base-point table; the first signature builds it.
    const signedHeap = await workerHeapBytes(chromeOf(s.h), `chrome-extension://${s.h.extensionId}/`, 'after-signing');
    // A worker woken again (as after the browser's idle stop) to paint home: its parts stay unloaded.
    await s.h.stopServiceWorker();
    await openUntilPainted(chromeOf(s.h), s.h.extensionBaseUrl + popupRoute('/'), 'home');
    const wokenHeap = await workerHeapBytes(chromeOf(s.h), `chrome-extension://${s.h.extensionId}/`, 'woken-for-home');
    const worker = serviceWorkerGzip(dist);
    await growWallet(s);
    const grown = await feltRows(s, pages, approvals, calls, '50 accounts, 200 txs');
    return [
      {
        name: 'popup JS+CSS before home paints (gzip)',
        ours: popupBytes,
        baseline: 40 * KB,
        baselineName: 'the 40 KB goal',
        unit: 'bytes',
      },
      { name: 'background service worker (gzip)', ours: worker.start, baseline: 30 * KB, baselineName: 'the 30 KB goal', unit: 'bytes' },
      {
        name: 'inpage script, window.ledger (gzip)',
        ours: gzipBytes(join(dist, 'src/inpage/index.iife.js')),
        baseline: 5 * KB,
        baselineName: 'the 5 KB goal',
        unit: 'bytes',
      },
      {
        name: 'background parts loaded on demand (gzip)',
        ours: worker.onDemand,
        baseline: worker.start,
        baselineName: 'the worker at start (signing, tx, keys)',
        unit: 'bytes',
      },
      ...felt,
      ...grown,
      {
        name: 'first approval after unlock → txhash',
        ours: ms(first.ours),
        baseline: ms(first.baseline),
        baselineName: 'same tx built, signed, sent from Node',
        unit: 'ns',
      },
      {
        name: 'service-worker heap after onboarding',
        ours: s.heap,
        baseline: 1024 * KB,
        baselineName: `the 1 MB goal (bare worker: ${(s.baseHeap / KB).toFixed(0)} KB)`,
        unit: 'bytes',
      },
      {
        name: 'service-worker heap after signing',
        ours: signedHeap,
        baseline: 1024 * KB,
        baselineName: 'the 1 MB goal (base-point table built)',
        unit: 'bytes',
      },
      {
        name: 'bare worker heap, after a failed fetch',
        ours: s.baseFailedHeap,
        baseline: s.baseHeap,
        baselineName: "the bare worker (Chrome's own cost)",
        unit: 'bytes',
      },
      {
        name: 'service-worker heap, woken for home',
        ours: wokenHeap,
        baseline: 1024 * KB,
        baselineName: 'the 1 MB goal (a restarted worker)',
        unit: 'bytes',
      },
    ];
  } finally {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // Teardown goes on, so one failed close leaks no browser.
      }
    }
  }
}
