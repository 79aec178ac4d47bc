// A sendTx approval is signed while the person reads it (provider/sign-ahead.ts), once the approval
// window says it shows it (wallet_prepareApproval), never because the queue was listed: the tx signed
// ahead is sent only on Approve and only when it is the tx approved, and is dropped on Reject, lock and
// when its request goes away. Signatures are counted at core's signStdTx.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFromPublicKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { verifyStdTx } from '../../src/core/tx';
import type { FakeChrome, FakePort } from './fakeChrome';
import type { FakeLedger } from './fakeLedger';
import { answerOf, connectSite, freshWallet, MNEMONIC, PASSWORD, send, waitForApprovals, type Background } from './harness';

const calls = vi.hoisted(() => ({ signStdTx: 0 }));
vi.mock('../../src/core/tx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/core/tx')>();
  return {
    ...actual,
    signStdTx: (...args: Parameters<typeof actual.signStdTx>) => {
      calls.signStdTx += 1;
      return actual.signStdTx(...args);
    },
  };
});

const DAPP = 'https://dapp.example';
const recipient = addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(5)).kL));
const send1GT = { msgs: [{ type: 'MsgSend', value: { to_address: recipient, amount: [{ denom: 'NANOGT', amount: '1000000000' }] } }] };

let fake: FakeChrome;
let ledger: FakeLedger;
let bg: Background;
let port: FakePort;

const heldCount = async () => (await import('../../src/background/provider/sign-ahead')).signedAheadCount();

/** Asks for a sendTx, lists and shows it as the approval window does, and waits until its tx is signed ahead. */
async function signedAhead(): Promise<{ id: string; approvalId: string }> {
  const id = send(port, 'ledger_sendTx', send1GT);
  const [approval] = await waitForApprovals(bg, 1);
  await bg.ok('wallet_prepareApproval', { approvalId: approval!.id });
  await vi.waitFor(() => expect(calls.signStdTx).toBe(1), { timeout: 5000, interval: 10 });
  expect(await heldCount()).toBe(1);
  return { id, approvalId: approval!.id };
}

beforeEach(async () => {
  let me: string;
  ({ fake, ledger, bg, me } = await freshWallet());
  ledger.balances.set(me, [{ denom: 'NANOGT', amount: '1000000000000' }]);
  port = await connectSite(fake, bg, DAPP);
  calls.signStdTx = 0;
});

describe('a sendTx signed while the person reads it', () => {
  it('is not signed by listing the queue, only once the window shows it', async () => {
    send(port, 'ledger_sendTx', send1GT);
    const [approval] = await waitForApprovals(bg, 1);
    for (let i = 0; i < 3; i++) await bg.ok('wallet_listApprovals');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.signStdTx).toBe(0);
    expect(await heldCount()).toBe(0);
    expect(await bg.ok('wallet_prepareApproval', { approvalId: approval!.id })).toEqual({ ok: true });
    await vi.waitFor(() => expect(calls.signStdTx).toBe(1), { timeout: 5000, interval: 10 });
    expect(await heldCount()).toBe(1);
  });

  it('signs nothing for an approval id not in the queue', async () => {
    send(port, 'ledger_sendTx', send1GT);
    await waitForApprovals(bg, 1);
    expect(await bg.ok('wallet_prepareApproval', { approvalId: 'no-such-approval' })).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls.signStdTx).toBe(0);
  });

  it('is signed once, sent only on Approve, as it was signed', async () => {
    const { id, approvalId } = await signedAhead();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ledger.broadcasts).toHaveLength(0);
    await bg.ok('wallet_resolveApproval', { approvalId, approved: true });
    expect((await answerOf(port, id)).result.txhash).toMatch(/^IRREVOCABLEPAY-/);
    expect(calls.signStdTx).toBe(1);
    expect(ledger.broadcasts).toHaveLength(1);
    expect(verifyStdTx(ledger.broadcasts[0]!, 'gt-devnet-1')).toBe(true);
    expect(await heldCount()).toBe(0);
  });

  it('is signed again when the person edits the fee or memo, and the edited tx is sent', async () => {
    const { id, approvalId } = await signedAhead();
    const fee = { amount: [{ denom: 'NANOGT', amount: '20000000' }], gas: '200000' };
    await bg.ok('wallet_resolveApproval', { approvalId, approved: true, fee, memo: 'edited' });
    expect((await answerOf(port, id)).result.txhash).toMatch(/^IRREVOCABLEPAY-/);
    expect(calls.signStdTx).toBe(2);
    expect(ledger.broadcasts).toHaveLength(1);
    expect(ledger.broadcasts[0]!.value).toMatchObject({ fee, memo: 'edited' });
    expect(verifyStdTx(ledger.broadcasts[0]!, 'gt-devnet-1')).toBe(true);
  });

  it('is dropped and never sent on Reject', async () => {
    const { id, approvalId } = await signedAhead();
    await bg.ok('wallet_resolveApproval', { approvalId, approved: false });
    expect((await answerOf(port, id)).error).toMatchObject({ code: 4001 });
    expect(await heldCount()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ledger.broadcasts).toHaveLength(0);
  });

  it('is dropped on lock: after an unlock, Approve signs again', async () => {
    const { id, approvalId } = await signedAhead();
    await bg.ok('wallet_lock');
    expect(await heldCount()).toBe(0);
    expect(await bg.call('wallet_resolveApproval', { approvalId, approved: true })).toMatchObject({ ok: false, error: { code: 'locked' } });
    expect(ledger.broadcasts).toHaveLength(0);
    await bg.ok('wallet_unlock', { password: PASSWORD });
    await bg.ok('wallet_resolveApproval', { approvalId, approved: true });
    expect((await answerOf(port, id)).result.txhash).toMatch(/^IRREVOCABLEPAY-/);
    expect(calls.signStdTx).toBe(2);
    expect(verifyStdTx(ledger.broadcasts[0]!, 'gt-devnet-1')).toBe(true);
  });

  it('is dropped when its page goes away', async () => {
    await signedAhead();
    port.onDisconnect.fire();
    await vi.waitFor(async () => expect(await bg.ok('wallet_listApprovals')).toEqual([]));
    expect(await heldCount()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await heldCount()).toBe(0);
    expect(ledger.broadcasts).toHaveLength(0);
  });
});
