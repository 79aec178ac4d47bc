// Re-prompt limits (issue 26, attack 3): rejections in a row start a cool-down, a blocked site is
// refused until unblocked, and both answer the page 4001 with a reason and open no window.
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeChrome } from '../fakeChrome';
import { answerOf, connectSite, freshWallet, send, waitForApprovals, type Background } from '../harness';
import { coolDownLeft, holdOff, noteRejection, resetHoldOffs } from '../../../src/background/approvals/hold-off';

const SITE = 'https://pushy.example';
const OTHER = 'https://calm.example';

describe('cool-down after rejections in a row', () => {
  beforeEach(() => resetHoldOffs());

  it('starts after enough rejections within the window, and ends', () => {
    const t0 = 1_000_000;
    for (let i = 0; i < holdOff.rejections - 1; i++) noteRejection(SITE, t0 + i);
    expect(coolDownLeft(SITE, t0 + 10)).toBe(0);
    noteRejection(SITE, t0 + 20);
    expect(coolDownLeft(SITE, t0 + 20)).toBe(holdOff.coolDownMs);
    expect(coolDownLeft(OTHER, t0 + 20)).toBe(0);
    expect(coolDownLeft(SITE, t0 + 20 + holdOff.coolDownMs)).toBe(0);
  });

  it('forgets rejections older than the window', () => {
    const t0 = 1_000_000;
    for (let i = 0; i < holdOff.rejections - 1; i++) noteRejection(SITE, t0);
    noteRejection(SITE, t0 + holdOff.withinMs);
    expect(coolDownLeft(SITE, t0 + holdOff.withinMs)).toBe(0);
  });
});

describe('re-prompt limits in the background', () => {
  let fake: FakeChrome;
  let bg: Background;

  beforeEach(async () => {
    ({ fake, bg } = await freshWallet());
    bg.holdOff.resetHoldOffs();
  });

  async function rejectOne(port: ReturnType<FakeChrome['connectPort']>) {
    const id = send(port, 'ledger_signMessage', { data: 'again' });
    const [approval] = await waitForApprovals(bg, 1);
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: false });
    expect((await answerOf(port, id)).error).toMatchObject({ code: 4001 });
  }

  it('refuses a site that was rejected several times in a row, without a window, and not another site', async () => {
    const port = await connectSite(fake, bg, SITE);
    const other = await connectSite(fake, bg, OTHER, 2);
    // The rejections below take real time: a wide window keeps a busy machine from spreading them out of it.
    bg.holdOff.holdOff.withinMs = 60_000;
    for (let i = 0; i < holdOff.rejections; i++) await rejectOne(port);
    const windowsBefore = fake.windows.size;
    const id = send(port, 'ledger_signMessage', { data: 'again' });
    expect(await answerOf(port, id)).toMatchObject({ error: { code: 4001, data: { reason: 'coolDown' } } });
    expect(await bg.ok('wallet_listApprovals')).toEqual([]);
    expect(fake.windows.size).toBe(windowsBefore);
    send(other, 'ledger_signMessage', { data: 'hello' });
    await waitForApprovals(bg, 1);
    // Unblocking is the person's word for the site: the cool-down and the rejections counted are forgiven.
    await bg.ok('wallet_unblockSite', { origin: SITE });
    await bg.ok('wallet_rejectAllApprovals');
    for (let i = 0; i < holdOff.rejections - 1; i++) await rejectOne(port);
    await bg.ok('wallet_unblockSite', { origin: SITE });
    await rejectOne(port);
    await rejectOne(port); // a window opened for it: no cool-down started
  });

  it('Reject all answers every queued request; Block this site rejects its requests and refuses the next until unblocked', async () => {
    const port = await connectSite(fake, bg, SITE);
    const other = await connectSite(fake, bg, OTHER, 2);
    const a = send(port, 'ledger_signMessage', { data: 'a' });
    const b = send(other, 'ledger_signMessage', { data: 'b' });
    await waitForApprovals(bg, 2);
    expect(await bg.ok('wallet_rejectAllApprovals')).toEqual({ rejected: 2 });
    expect((await answerOf(port, a)).error).toMatchObject({ code: 4001 });
    expect((await answerOf(other, b)).error).toMatchObject({ code: 4001 });

    bg.holdOff.resetHoldOffs();
    const c = send(port, 'ledger_signMessage', { data: 'c' });
    send(other, 'ledger_signMessage', { data: 'd' });
    const queued = await waitForApprovals(bg, 2);
    const fromSite = queued.find((entry) => entry.origin === SITE)!;
    expect(await bg.ok('wallet_blockSite', { approvalId: fromSite.id })).toEqual({ origin: SITE, rejected: 1 });
    expect((await answerOf(port, c)).error).toMatchObject({ code: 4001 });
    expect((await bg.ok('wallet_listApprovals')).map((entry) => entry.origin)).toEqual([OTHER]);
    expect((await bg.ok('wallet_listBlockedSites')).map((site) => site.origin)).toEqual([SITE]);
    bg.holdOff.resetHoldOffs();
    const e = send(port, 'ledger_signMessage', { data: 'e' });
    expect(await answerOf(port, e)).toMatchObject({ error: { code: 4001, data: { reason: 'blocked' } } });

    expect(await bg.ok('wallet_unblockSite', { origin: SITE })).toEqual([]);
    send(port, 'ledger_signMessage', { data: 'f' });
    await waitForApprovals(bg, 2);
    expect(await bg.call('wallet_blockSite', { approvalId: 'no-such-request' })).toMatchObject({ ok: false });
  });
});
