import { beforeEach, describe, expect, it, vi } from 'vitest';
import { txHash } from '../../src/core/amino';
import { addressFromPublicKey, toGt1 } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { verifySignedMessage } from '../../src/core/signMessage';
import { verifySignIn } from '../../src/core/signIn';
import { signStdTx, verifyStdTx, buildUnsignedTx } from '../../src/core/tx';
import type { StdTx } from '../../src/core/types';
import type { ApprovalOf } from '../../src/shared/wallet-api';
import { SITE_ERROR_MESSAGES } from '../../src/shared/provider-api';
import type { FakeChrome } from './fakeChrome';
import type { FakeLedger } from './fakeLedger';
import { openDB } from 'idb';
import { STORAGE_DB } from '../../src/background/local-store';
import {
  answerOf,
  eventsOf,
  loadBackground,
  MNEMONIC,
  PASSWORD,
  request,
  send,
  storedValue,
  waitForApprovals,
  freshWallet,
  type Background,
} from './harness';

const DAPP = 'https://dapp.example';
const recipient = addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(5)).kL));

let fake: FakeChrome;
let ledger: FakeLedger;
let bg: Background;
let me: string;

beforeEach(async () => {
  ({ fake, ledger, bg, me } = await freshWallet());
  ledger.balances.set(me, [{ denom: 'NANOGT', amount: '1000000000000' }]);
});

const pendingApprovals = (count: number) => waitForApprovals(bg, count);

async function connectDapp(origin = DAPP, tabId = 1) {
  const port = fake.connectPort(origin, tabId);
  const id = send(port, 'ledger_requestAccounts');
  const [approval] = (await pendingApprovals(1)).filter((entry) => entry.origin === origin);
  await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
  const answer = await answerOf(port, id);
  return { port, answer };
}

const send1GT = (from = me) => ({
  msgs: [{ type: 'MsgSend', value: { from_address: from, to_address: recipient, amount: [{ denom: 'NANOGT', amount: '1000000000' }] } }],
});

describe('provider pipeline', () => {
  it('answers an unknown method with 4200', async () => {
    const port = fake.connectPort(DAPP);
    expect((await request(port, 'eth_sendTransaction', {})).error).toMatchObject({ code: 4200 });
  });

  it('answers invalid params with -32602 naming the field', async () => {
    const port = fake.connectPort(DAPP);
    const answer = await request(port, 'ledger_addNetwork', { name: 'x', restUrl: 'not a url', chainId: 'c' });
    expect(answer.error).toMatchObject({ code: -32602, data: { field: 'restUrl' } });
    expect((await request(port, 'ledger_switchNetwork', {})).error).toMatchObject({ code: -32602, data: { field: 'chainId' } });
  });

  it('needs no connection for chain id, network and accounts, and answers 4100 for the rest', async () => {
    const port = fake.connectPort(DAPP);
    expect((await request(port, 'ledger_chainId')).result).toBe('gt-devnet-1');
    expect((await request(port, 'ledger_getNetwork')).result).toEqual({ chainId: 'gt-devnet-1' });
    expect((await request(port, 'ledger_accounts')).result).toEqual([]);
    for (const method of ['ledger_signTx', 'ledger_sendTx'])
      expect((await request(port, method, send1GT())).error).toMatchObject({ code: 4100 });
    expect((await request(port, 'ledger_signMessage', { data: 'hi' })).error).toMatchObject({ code: 4100 });
    expect(await bg.ok('wallet_listApprovals')).toEqual([]);
  });

  it('connects after approval: one prompt per origin, accounts and events to the page', async () => {
    const port = fake.connectPort(DAPP);
    const first = send(port, 'ledger_requestAccounts');
    const [approval] = await pendingApprovals(1);
    expect(approval).toMatchObject({ kind: 'connect', origin: DAPP });
    expect([...fake.windows.values()][0]).toMatchObject({
      type: 'popup',
      url: `chrome-extension://${fake.chrome.runtime.id}/src/popup/approve.html#/approve`,
    });
    expect(fake.badge.text).toBe('1');
    expect((await request(port, 'ledger_requestAccounts')).error).toMatchObject({ code: -32005 });
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    const state = await bg.ok('wallet_getState');
    expect((await answerOf(port, first)).result).toEqual([{ address: me, publicKey: state.accounts[0]!.publicKey, name: 'Account 1' }]);
    expect(eventsOf(port, 'connect')).toEqual([{ chainId: 'gt-devnet-1' }]);
    expect(eventsOf(port, 'accountsChanged').at(-1)).toEqual([{ address: me, publicKey: state.accounts[0]!.publicKey, name: 'Account 1' }]);
    expect((await request(port, 'ledger_requestAccounts')).result).toHaveLength(1);
    expect(fake.badge.text).toBe('');
    expect(await bg.ok('wallet_listPermissions')).toMatchObject([{ origin: DAPP, accountIds: [state.accounts[0]!.id] }]);
  });

  it('answers 4001 when the person rejects', async () => {
    const port = fake.connectPort(DAPP);
    const id = send(port, 'ledger_requestAccounts');
    const [approval] = await pendingApprovals(1);
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: false });
    expect((await answerOf(port, id)).error).toMatchObject({ code: 4001 });
    expect((await request(port, 'ledger_accounts')).result).toEqual([]);
  });

  it('asks the node for the latest block once to fill and check a tx', async () => {
    const { port } = await connectDapp();
    const paths: string[] = [];
    const counting: typeof fetch = (input, init) => {
      paths.push(new URL(String(input)).pathname);
      return ledger.fetch(input, init);
    };
    bg.chain.chainConfig.fetch = counting;
    send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    expect(approval!.warnings).toEqual([]);
    expect(paths.filter((path) => path === '/v1/block/latest')).toHaveLength(1);
  });

  it('validates every message and names the wrong field', async () => {
    const { port } = await connectDapp();
    const bad = {
      msgs: [{ type: 'MsgSend', value: { from_address: me, to_address: 'gt1nonsense', amount: [{ denom: 'NANOGT', amount: '1' }] } }],
    };
    expect((await request(port, 'ledger_sendTx', bad)).error).toMatchObject({ code: -32602, data: { field: 'msgs[0].value.to_address' } });
    expect((await request(port, 'ledger_sendTx', { msgs: [{ type: 'MsgTeleport', value: {} }] })).error).toMatchObject({
      code: -32602,
      data: { field: 'msgs[0].type' },
    });
    expect((await request(port, 'ledger_sendTx', { ...send1GT(), memo: 'x'.repeat(300) })).error).toMatchObject({
      code: -32602,
      data: { field: 'memo' },
    });
  });

  it('connects the accounts the person ticked, only those; a wrong one leaves the request waiting; Connected sites changes them', async () => {
    const first = (await bg.ok('wallet_getState')).accounts[0]!;
    const second = await bg.ok('wallet_addAccount', {});
    await bg.ok('wallet_selectAccount', { accountId: first.id });
    const port = fake.connectPort(DAPP, 1);
    const id = send(port, 'ledger_requestAccounts');
    const [approval] = await pendingApprovals(1);
    expect(approval).toMatchObject({ kind: 'connect', accountId: first.id, choices: [first.id, second.id] });
    const wrong = await bg.call('wallet_resolveApproval', { approvalId: approval!.id, approved: true, accountIds: ['no-such-account'] });
    expect(wrong).toMatchObject({ ok: false, error: { field: 'accountIds[0]' } });
    expect(await bg.ok('wallet_listApprovals')).toHaveLength(1);
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true, accountIds: [second.id] });
    expect((await answerOf(port, id)).result.map((account: { address: string }) => account.address)).toEqual([second.address]);
    expect((await request(port, 'ledger_accounts')).result.map((account: { address: string }) => account.address)).toEqual([
      second.address,
    ]);
    expect((await request(port, 'ledger_sendTx', send1GT(first.address))).error).toMatchObject({ code: 4100 });
    await bg.ok('wallet_setSiteAccounts', { origin: DAPP, accountIds: [first.id] });
    expect((await request(port, 'ledger_accounts')).result.map((account: { address: string }) => account.address)).toEqual([first.address]);
    expect(eventsOf(port, 'accountsChanged').at(-1)).toMatchObject([{ address: first.address }]);
    expect(await bg.call('wallet_setSiteAccounts', { origin: 'https://other.example', accountIds: [first.id] })).toMatchObject({
      ok: false,
    });
  });

  it('refuses a tx that must be signed by an account not connected to the site', async () => {
    const { port } = await connectDapp();
    const second = await bg.ok('wallet_addAccount', {});
    expect((await request(port, 'ledger_sendTx', send1GT(second.address))).error).toMatchObject({ code: 4100 });
  });

  it('sends a transfer: defaults filled, approval shows the tx, the person edits the fee, the node receives it signed', async () => {
    const { port } = await connectDapp();
    const id = send(port, 'ledger_sendTx', {
      msgs: [{ type: 'MsgSend', value: { to_address: recipient, amount: [{ denom: 'NANOGT', amount: '1000000000' }] } }],
    });
    const [approval] = await pendingApprovals(1);
    const tx = (approval as ApprovalOf<'sendTx'>).tx;
    expect(approval).toMatchObject({ kind: 'sendTx', chainId: 'gt-devnet-1', warnings: [] });
    expect(tx.value).toMatchObject({
      nonces: [null],
      signatures: null,
      memo: '',
      valid_height: ['90', '300'],
      fee: { amount: [{ denom: 'NANOGT', amount: '10000000' }], gas: '200000' },
    });
    expect((tx.value.msg[0]!.value as any).from_address).toBe(toGt1(me));
    await bg.ok('wallet_resolveApproval', {
      approvalId: approval!.id,
      approved: true,
      fee: { amount: [{ denom: 'NANOGT', amount: '20000000' }], gas: '200000' },
      memo: 'thanks',
    });
    const answer = await answerOf(port, id);
    expect(answer.result.txhash).toMatch(/^IRREVOCABLEPAY-[0-9A-F]{96}$/);
    expect(answer.result.height).toBe('101');
    const sent = ledger.broadcasts[0]!;
    expect(verifyStdTx(sent, 'gt-devnet-1')).toBe(true);
    expect(sent.value).toMatchObject({ memo: 'thanks', fee: { amount: [{ denom: 'NANOGT', amount: '20000000' }] } });
  });

  it('signs without broadcasting for ledger_signTx, from an unsigned StdTx as the build endpoints return it', async () => {
    const { port } = await connectDapp();
    const unsigned = buildUnsignedTx({
      ...send1GT(),
      fee: { amount: [{ denom: 'NANOGT', amount: '5000' }], gas: '200000' },
      validHeight: ['95', '150'],
    });
    const id = send(port, 'ledger_signTx', unsigned);
    const [approval] = await pendingApprovals(1);
    expect((approval as ApprovalOf<'signTx'>).tx.value.fee.amount[0]!.amount).toBe('5000');
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    const signed = (await answerOf(port, id)).result as StdTx;
    expect(verifyStdTx(signed, 'gt-devnet-1')).toBe(true);
    expect(signed.value.valid_height).toEqual(['95', '150']);
    expect(ledger.broadcasts).toHaveLength(0);
  });

  it('warns about an insufficient balance but still shows the approval', async () => {
    const { port } = await connectDapp();
    ledger.balances.set(me, [{ denom: 'NANOGT', amount: '500' }]);
    send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    expect(approval!.warnings).toEqual([
      { code: 'insufficientBalance', params: { account: 'Account 1', denom: 'NANOGT', needs: '1010000000', has: '500' } },
    ]);
  });

  it("passes the node's refusal on as -32003 (and tx_rejected to the popup)", async () => {
    const { port } = await connectDapp();
    ledger.refuse = { code: 'insufficient_funds', message: 'insufficient funds: 1 NANOGT < 1000000000 NANOGT' };
    const id = send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    const response = await bg.call('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    expect(response).toMatchObject({
      ok: false,
      error: { code: 'tx_rejected', message: ledger.refuse.message, reason: 'insufficient_funds' },
    });
    expect((await answerOf(port, id)).error).toMatchObject({ code: -32003, message: ledger.refuse.message });
    expect(await bg.ok('wallet_listApprovals')).toEqual([]);
  });

  it('does not call a tx refused when the node answers something unreadable: -32603, and it stays pending in Activity', async () => {
    const { port } = await connectDapp();
    ledger.garble = true;
    const id = send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    const response = await bg.call('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    // The person reads what the node answered; the site, a fixed sentence.
    expect(response).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/answered something unreadable.*may still be included/) },
    });
    const error = (await answerOf(port, id)).error as { code: number; message: string };
    expect(error).toEqual({ code: -32603, message: SITE_ERROR_MESSAGES.nodeUncertain });
    expect(ledger.broadcasts).toHaveLength(1);
    expect(await bg.ok('wallet_txStatus', { txhash: txHash(ledger.broadcasts[0]!) })).toMatchObject({ status: 'pending' });
  });

  it('broadcasts an already signed tx without approval, after checking its signatures', async () => {
    const { port } = await connectDapp();
    const key = deriveExtendedKey(MNEMONIC, accountPath(0));
    const unsigned = buildUnsignedTx({
      ...send1GT(),
      fee: { amount: [{ denom: 'NANOGT', amount: '5000' }], gas: '200000' },
      validHeight: ['95', '150'],
    });
    const signed = signStdTx(unsigned, 'gt-devnet-1', [{ kL: key.kL, publicKey: publicKeyOf(key.kL) }]);
    expect((await request(port, 'ledger_broadcastTx', signed)).result.txhash).toMatch(/^IRREVOCABLEPAY-/);
    const wrongChain = signStdTx(unsigned, 'other-chain', [{ kL: key.kL, publicKey: publicKeyOf(key.kL) }]);
    expect((await request(port, 'ledger_broadcastTx', wrongChain)).error).toMatchObject({
      code: -32602,
      data: { field: 'value.signatures' },
    });
    const badMsg = {
      ...wrongChain,
      value: { ...wrongChain.value, msg: [{ type: 'MsgSend', value: { ...wrongChain.value.msg[0]!.value, to_address: 'gt1nope' } }] },
    };
    expect((await request(port, 'ledger_broadcastTx', badMsg)).error).toMatchObject({
      code: -32602,
      data: { field: 'value.msg[0].value.to_address' },
    });
    expect(ledger.broadcasts).toHaveLength(1);
  });

  it('signs a message document that verifies and never becomes a tx', async () => {
    const { port } = await connectDapp();
    const id = send(port, 'ledger_signMessage', { data: 'Sign in to dapp.example' });
    const [approval] = await pendingApprovals(1);
    expect(approval).toMatchObject({ kind: 'signMessage', message: { text: 'Sign in to dapp.example' } });
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    const signed = (await answerOf(port, id)).result;
    expect(signed.address).toBe(me);
    expect(verifySignedMessage(signed, { data: new TextEncoder().encode('Sign in to dapp.example'), address: me })).toBe(true);
    expect(JSON.parse(signed.signedDoc)).toMatchObject({ chain_id: '', nonces: [], valid_height: ['0', '0'] });
    const hex = send(port, 'ledger_signMessage', { data: '0xff00' });
    const [binary] = await pendingApprovals(1);
    expect((binary as ApprovalOf<'signMessage'>).message).toEqual({ text: null, hex: 'ff00' });
    await bg.ok('wallet_resolveApproval', { approvalId: binary!.id, approved: false });
    expect((await answerOf(port, hex)).error).toMatchObject({ code: 4001 });
  });

  it('warns, naming both, when a plain message signs in to another site than the one asking', async () => {
    const { port } = await connectDapp();
    send(port, 'ledger_signMessage', { data: 'victim.example wants you to sign in with your GT account. Nonce: 81f3aa01' });
    send(port, 'ledger_signMessage', { data: `Sign in to ${new URL(DAPP).host}, nonce 81f3` });
    const [other, own] = await pendingApprovals(2);
    expect(other!.warnings).toEqual([{ code: 'otherSiteSignIn', params: { claimed: 'victim.example', origin: DAPP } }]);
    expect(own!.warnings).toBeUndefined();
  });

  it("signs in for the origin the browser names, on the wallet's chain, with the wallet's times", async () => {
    const { port } = await connectDapp();
    expect((await request(port, 'ledger_signIn', { nonce: 'short' })).error).toMatchObject({ code: -32602, data: { field: 'nonce' } });
    expect((await request(port, 'ledger_signIn', { nonce: 'n0nce-81f3aa', statement: 'two\nlines' })).error).toMatchObject({
      code: -32602,
      data: { field: 'statement' },
    });
    const before = Date.now();
    // A page cannot name another origin or its own times: the schema has no such fields, they are dropped.
    const id = send(port, 'ledger_signIn', {
      nonce: 'n0nce-81f3aa',
      statement: 'Welcome back',
      expiresInSeconds: 300,
      origin: 'https://victim.example',
      issuedAt: '2030-01-01T00:00:00Z',
    });
    const [approval] = await pendingApprovals(1);
    expect(approval).toMatchObject({
      kind: 'signIn',
      origin: DAPP,
      signIn: { chainId: 'gt-devnet-1', nonce: 'n0nce-81f3aa', statement: 'Welcome back', expiresInSeconds: 300 },
    });
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    const signed = (await answerOf(port, id)).result;
    const check = verifySignIn(signed, { origin: DAPP, chainId: 'gt-devnet-1', nonce: 'n0nce-81f3aa', address: me });
    expect(check).toMatchObject({ ok: true, fields: { origin: DAPP, statement: 'Welcome back', signer: toGt1(me) } });
    const { issuedAt, expirationTime } = (check as { fields: { issuedAt: string; expirationTime: string } }).fields;
    expect(Date.parse(issuedAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(expirationTime) - Date.parse(issuedAt)).toBe(300_000);
    expect(verifySignIn(signed, { origin: 'https://other.example', chainId: 'gt-devnet-1', nonce: 'n0nce-81f3aa' })).toEqual({
      ok: false,
      reason: 'origin',
    });
  });

  it('limits one origin: 10 pending approvals, then -32005; other origins unaffected', async () => {
    const { port } = await connectDapp();
    for (let i = 0; i < 10; i++) send(port, 'ledger_signMessage', { data: `m${i}` });
    await pendingApprovals(10);
    expect((await request(port, 'ledger_signMessage', { data: 'one more' })).error).toMatchObject({ code: -32005 });
    const other = fake.connectPort('https://other.example', 2);
    send(other, 'ledger_requestAccounts');
    await pendingApprovals(11);
  });

  it('rate-limits approval requests per origin per minute', async () => {
    const { port } = await connectDapp();
    // The connect prompt above was the first of this minute's four.
    bg.approvals.rateLimits.approvalRequestsPerMinute = 4;
    const ids = [0, 1, 2].map((i) => send(port, 'ledger_signMessage', { data: `m${i}` }));
    await pendingApprovals(3);
    for (const approval of await bg.ok('wallet_listApprovals'))
      await bg.ok('wallet_resolveApproval', { approvalId: approval.id, approved: false });
    for (const id of ids) expect((await answerOf(port, id)).error?.code).toBe(4001);
    expect((await request(port, 'ledger_signMessage', { data: 'again' })).error).toMatchObject({ code: -32005 });
  });

  it('keeps approvals across a worker restart and delivers the answer when the page reconnects', async () => {
    const { port } = await connectDapp();
    const id = send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    // A new worker: fresh module state; storage (local + session) and IndexedDB survive. The stopped
    // worker hears no port disconnect (a disconnect it hears means the page went away).
    bg = await loadBackground(fake, ledger);
    expect((await bg.ok('wallet_listApprovals')).map((entry) => entry.id)).toEqual([approval!.id]);
    expect((await bg.ok('wallet_getState')).unlocked).toBe(true);
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    const again = fake.connectPort(DAPP);
    again.onMessage.fire({ resume: [id, 'never-sent'] });
    expect((await answerOf(again, id)).result.txhash).toMatch(/^IRREVOCABLEPAY-/);
    expect((await answerOf(again, 'never-sent')).error).toMatchObject({ code: 4900 });
  });

  it('still waits for a pending approval when the page resumes before it is resolved', async () => {
    const { port } = await connectDapp();
    const id = send(port, 'ledger_signMessage', { data: 'later' });
    const [approval] = await pendingApprovals(1);
    bg = await loadBackground(fake, ledger);
    const again = fake.connectPort(DAPP);
    again.onMessage.fire({ resume: [id] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(again.received).toEqual([]);
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    expect((await answerOf(again, id)).result.signature).toMatch(/=$/);
  });

  it('does not fail a request whose approval is being broadcast when the page resumes meanwhile', async () => {
    const { port } = await connectDapp();
    const id = send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    let release!: () => void;
    ledger.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const resolving = bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    // The record leaves the queue before signing: from here until delivery is the gap.
    await vi.waitFor(async () => expect(await bg.ok('wallet_listApprovals')).toEqual([]));
    port.onDisconnect.fire();
    const again = fake.connectPort(DAPP);
    again.onMessage.fire({ resume: [id] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(again.received).toEqual([]);
    release();
    await resolving;
    expect((await answerOf(again, id)).result.txhash).toMatch(/^IRREVOCABLEPAY-/);
  });

  it('says it received a request as it arrives, before any answer; a read, sent again either way, gets no such word', async () => {
    const port = fake.connectPort(DAPP);
    const id = send(port, 'ledger_signMessage', { data: 'hi' });
    expect(port.received[0]).toEqual({ received: id });
    expect((await answerOf(port, id)).error).toMatchObject({ code: 4100 });
    port.received.length = 0;
    const read = send(port, 'ledger_chainId');
    await answerOf(port, read);
    expect(port.received).toEqual([{ id: read, result: 'gt-devnet-1' }]);
  });

  it('answers a request sent again after a restart as a new one (the old worker never had it)', async () => {
    const { port } = await connectDapp();
    port.received.length = 0;
    bg = await loadBackground(fake, ledger);
    const again = fake.connectPort(DAPP);
    again.onMessage.fire({ id: 'lost', method: 'ledger_signMessage', params: { data: 'hello' }, again: true });
    const [approval] = await pendingApprovals(1);
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    expect((await answerOf(again, 'lost')).result.signature).toMatch(/=$/);
  });

  it('does not ask twice for a request sent again while its approval waits, or answer twice one already answered', async () => {
    const { port } = await connectDapp();
    const id = send(port, 'ledger_signMessage', { data: 'once' });
    await pendingApprovals(1);
    // The page lost the port before the "received" reached it, and sends the request again.
    port.onMessage.fire({ id, method: 'ledger_signMessage', params: { data: 'once' }, again: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await bg.ok('wallet_listApprovals')).toHaveLength(1);
    const [approval] = await bg.ok('wallet_listApprovals');
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: false });
    expect((await answerOf(port, id)).error).toMatchObject({ code: 4001 });
    expect(port.received.filter((message: any) => message?.id === id)).toHaveLength(1);
  });

  it('sends a kept answer to a request sent again, without doing it twice', async () => {
    const { port } = await connectDapp();
    const id = send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    bg = await loadBackground(fake, ledger);
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    const broadcasts = ledger.broadcasts.length;
    const again = fake.connectPort(DAPP);
    again.onMessage.fire({ id, method: 'ledger_sendTx', params: send1GT(), again: true });
    expect((await answerOf(again, id)).result.txhash).toMatch(/^IRREVOCABLEPAY-/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ledger.broadcasts.length).toBe(broadcasts);
    expect(await bg.ok('wallet_listApprovals')).toEqual([]);
  });

  /** Holds writes of `key` to chrome.storage.session until the answered function is called;
   *  `issued` gets each held value as its write is issued. */
  function holdWrites(key: string, issued: unknown[] = []): () => void {
    const store = fake.session;
    const set = store.set.bind(store);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    store.set = async (items) => {
      if (key in items) {
        issued.push(structuredClone(items[key]));
        await held;
      }
      return set(items);
    };
    return release;
  }

  /** Holds every write to the local area (the extension's IndexedDB) behind a transaction of our own
   *  on its store, kept alive until the answered function is called. */
  async function holdLocalWrites(): Promise<() => void> {
    const db = await openDB(STORAGE_DB);
    const store = db.transaction('values', 'readwrite').store;
    let held = true;
    const keepAlive = (): void => {
      if (held) void store.get('').then(keepAlive);
      else db.close();
    };
    keepAlive();
    return () => {
      held = false;
    };
  }

  it('answers the page its txhash before the tx is written to Activity, and a ledger_waitForTx sent at once still finds it', async () => {
    const { port } = await connectDapp();
    const id = send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    const release = await holdLocalWrites();
    const resolving = bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    // Answered while every write to the local area waits behind the held transaction.
    const { txhash } = (await answerOf(port, id)).result as { txhash: string };
    const waiting = send(port, 'ledger_waitForTx', { txhash, timeoutMs: 1000 });
    // The site's question reaches the tracker while the record is still being written.
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await resolving;
    expect(JSON.stringify(await storedValue('trackedTxs'))).toContain(txhash);
    // Still pending when the wait ends (the fake ledger includes nothing), not "Vaultline did not send it".
    expect((await answerOf(port, waiting)).error).toMatchObject({ code: -32007, data: { txhash } });
  });

  it('keeps a refused tx in Activity after answering the page', async () => {
    const { port } = await connectDapp();
    ledger.refuse = { code: 'insufficient_funds', message: 'insufficient funds' };
    const id = send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    const release = await holdLocalWrites();
    const resolving = bg.call('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    expect((await answerOf(port, id)).error).toMatchObject({ code: -32003 });
    release();
    expect(await resolving).toMatchObject({ ok: false, error: { code: 'tx_rejected' } });
    expect(Object.values((await storedValue('trackedTxs')) as Record<string, Array<{ status: string; reason: string }>>).flat()).toEqual([
      expect.objectContaining({ status: 'failed', reason: 'insufficient funds' }),
    ]);
  });

  it("sends once the approval's removal from the stored queue is issued, and finishes once it is written", async () => {
    const { port } = await connectDapp();
    const id = send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    const issued: unknown[] = [];
    const broadcastsSeen: number[] = [];
    // How many writes of the stored queue had been issued when the node took the tx.
    const take = ledger.broadcasts.push.bind(ledger.broadcasts);
    ledger.broadcasts.push = (...txs) => {
      broadcastsSeen.push(issued.length);
      return take(...txs);
    };
    const release = holdWrites('approvals.queue', issued);
    let finished = false;
    const resolving = bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true }).finally(() => {
      finished = true;
    });
    // The page hears its txhash while the removal is still being written.
    const { txhash } = (await answerOf(port, id)).result as { txhash: string };
    expect(broadcastsSeen).toEqual([1]);
    expect(issued).toEqual([[]]);
    expect(fake.session.data.get('approvals.queue')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(finished).toBe(false);
    release();
    await resolving;
    expect(ledger.broadcasts).toHaveLength(1);
    expect(fake.session.data.get('approvals.queue') as unknown[]).toEqual([]);
    expect(txhash).toBe(txHash(ledger.broadcasts[0]!));
  });

  it('sends an approval once when it is approved twice at once: the second waits for the first removal and is refused', async () => {
    const { port } = await connectDapp();
    const id = send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    const release = holdWrites('approvals.queue');
    const first = bg.call('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    const second = bg.call('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    await answerOf(port, id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await first).toEqual({ ok: true, result: { ok: true } });
    expect(await second).toMatchObject({ ok: false, error: { code: 'unknown_approval' } });
    expect(ledger.broadcasts).toHaveLength(1);
    expect(port.received.filter((message: any) => message?.id === id)).toHaveLength(1);
  });

  it('sends nothing for an approval already taken (rejected, or approved before)', async () => {
    const { port } = await connectDapp();
    const ids = [send(port, 'ledger_sendTx', send1GT()), send(port, 'ledger_sendTx', send1GT())];
    const [rejected, approved] = await pendingApprovals(2);
    await bg.ok('wallet_resolveApproval', { approvalId: rejected!.id, approved: false });
    expect(await bg.call('wallet_resolveApproval', { approvalId: rejected!.id, approved: true })).toMatchObject({
      ok: false,
      error: { code: 'unknown_approval' },
    });
    await bg.ok('wallet_resolveApproval', { approvalId: approved!.id, approved: true });
    expect(await bg.call('wallet_resolveApproval', { approvalId: approved!.id, approved: true })).toMatchObject({
      ok: false,
      error: { code: 'unknown_approval' },
    });
    expect(ledger.broadcasts).toHaveLength(1);
    expect((await answerOf(port, ids[0]!)).error).toMatchObject({ code: 4001 });
    expect((await answerOf(port, ids[1]!)).result.txhash).toBe(txHash(ledger.broadcasts[0]!));
  });

  it('when the removal cannot be written after the send, the popup hears the error and the record is never sent again', async () => {
    const { port } = await connectDapp();
    const id = send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    const set = fake.session.set.bind(fake.session);
    fake.session.set = async (items) => {
      if ('approvals.queue' in items) throw new Error('storage failed');
      return set(items);
    };
    expect(await bg.call('wallet_resolveApproval', { approvalId: approval!.id, approved: true })).toMatchObject({
      ok: false,
      error: { code: 'internal' },
    });
    expect((await answerOf(port, id)).result.txhash).toBe(txHash(ledger.broadcasts[0]!));
    fake.session.set = set;
    // The stored queue still lists it; this worker does not take it again.
    expect(fake.session.data.get('approvals.queue')).toHaveLength(1);
    expect(await bg.call('wallet_resolveApproval', { approvalId: approval!.id, approved: true })).toMatchObject({
      ok: false,
      error: { code: 'unknown_approval' },
    });
    expect(ledger.broadcasts).toHaveLength(1);
  });

  it('queues tx approvals while locked; approving needs the wallet unlocked', async () => {
    const { port } = await connectDapp();
    await bg.ok('wallet_lock');
    expect(eventsOf(port, 'accountsChanged').at(-1)).toEqual([]);
    expect((await request(port, 'ledger_accounts')).result).toEqual([]);
    const id = send(port, 'ledger_sendTx', send1GT());
    const [approval] = await pendingApprovals(1);
    expect(await bg.call('wallet_resolveApproval', { approvalId: approval!.id, approved: true })).toMatchObject({
      ok: false,
      error: { code: 'locked' },
    });
    expect(await bg.call('wallet_unlock', { password: 'wrong password!' })).toMatchObject({ ok: false, error: { code: 'wrong_password' } });
    await bg.ok('wallet_unlock', { password: PASSWORD });
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    expect((await answerOf(port, id)).result.txhash).toMatch(/^IRREVOCABLEPAY-/);
  });

  it('tells every connected site its accounts on lock and unlock, and an unconnected page nothing', async () => {
    const first = await connectDapp(DAPP, 1);
    const second = await connectDapp('https://other.example', 2);
    const stranger = fake.connectPort('https://stranger.example', 3);
    expect((await request(stranger, 'ledger_accounts')).result).toEqual([]);
    const mine = [{ address: me, publicKey: expect.stringMatching(/^gt1pub/), name: 'Account 1' }];
    await bg.ok('wallet_lock');
    await bg.ok('wallet_unlock', { password: PASSWORD });
    for (const port of [first.port, second.port]) expect(eventsOf(port, 'accountsChanged').slice(-2)).toEqual([[], mine]);
    expect(eventsOf(stranger, 'accountsChanged')).toEqual([]);
  });

  it('disconnect and revoke remove the permission and tell the page', async () => {
    const { port } = await connectDapp();
    expect((await request(port, 'ledger_disconnect')).result).toBeNull();
    expect(eventsOf(port, 'disconnect')).toHaveLength(1);
    expect((await request(port, 'ledger_sendTx', send1GT())).error).toMatchObject({ code: 4100 });
    const again = await connectDapp();
    await bg.ok('wallet_revokePermission', { origin: DAPP });
    expect(eventsOf(again.port, 'accountsChanged').at(-1)).toEqual([]);
    expect(await bg.ok('wallet_listPermissions')).toEqual([]);
  });

  it('switches networks after approval and tells every page', async () => {
    const { port } = await connectDapp();
    const added = send(port, 'ledger_addNetwork', { name: 'Test', restUrl: 'http://127.0.0.1:9999/', chainId: 'gt-test-2' });
    const [addApproval] = await pendingApprovals(1);
    expect(addApproval).toMatchObject({
      kind: 'addNetwork',
      network: { name: 'Test', restUrl: 'http://127.0.0.1:9999', chainId: 'gt-test-2' },
    });
    await bg.ok('wallet_resolveApproval', { approvalId: addApproval!.id, approved: true });
    expect((await answerOf(port, added)).result).toBeNull();
    expect((await request(port, 'ledger_switchNetwork', { chainId: 'unknown-9' })).error).toMatchObject({
      code: -32602,
      data: { field: 'chainId' },
    });
    const switched = send(port, 'ledger_switchNetwork', { chainId: 'gt-test-2' });
    const [switchApproval] = await pendingApprovals(1);
    await bg.ok('wallet_resolveApproval', { approvalId: switchApproval!.id, approved: true });
    expect((await answerOf(port, switched)).result).toBeNull();
    expect(eventsOf(port, 'networkChanged')).toEqual([{ chainId: 'gt-test-2', name: 'Test', restUrl: 'http://127.0.0.1:9999' }]);
    expect((await request(port, 'ledger_chainId')).result).toBe('gt-test-2');
  });

  it('an approved ledger_addNetwork of a service that is no ledger node: the site gets a code and a fixed sentence, the window the details', async () => {
    const { port } = await connectDapp();
    const secret = 'session=7f3a-SECRET-of-the-local-service';
    ledger.foreign = (url) =>
      url.port === '9997' ? new Response(JSON.stringify({ error: { code: 'nope', message: secret } }), { status: 403 }) : undefined;
    const added = send(port, 'ledger_addNetwork', { name: 'Local', restUrl: 'http://127.0.0.1:9997', chainId: 'gt-test-4' });
    const [approval] = await pendingApprovals(1);
    const response = await bg.call('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    expect(response).toMatchObject({ ok: false, error: { code: 'not_a_ledger_node', message: expect.stringContaining(secret) } });
    const answer = (await answerOf(port, added)).error;
    expect(answer).toEqual({ code: -32602, message: SITE_ERROR_MESSAGES.addNetworkFailed });
    expect(JSON.stringify(answer)).not.toContain('SECRET');
    const [failed] = await bg.ok('wallet_takeFailedApprovals');
    expect(failed).toMatchObject({
      kind: 'addNetwork',
      stage: 'approved',
      origin: DAPP,
      error: { message: expect.stringContaining(secret) },
    });
    expect((await bg.ok('wallet_getState')).networks.some((network: { chainId: string }) => network.chainId === 'gt-test-4')).toBe(false);
  });

  it("a node read that fails while a tx is prepared reaches the site as a fixed sentence, never the node's words", async () => {
    const { port } = await connectDapp();
    ledger.foreign = (url) =>
      url.pathname === '/v1/status'
        ? new Response(JSON.stringify({ error: { code: 'teapot', message: 'SECRET body' } }), { status: 418 })
        : undefined;
    const answer = await request(port, 'ledger_sendTx', send1GT());
    expect(answer.error).toMatchObject({ code: -32603 });
    expect(JSON.stringify(answer.error)).not.toMatch(/SECRET|teapot/);
  });

  it('asks to add the network exactly as it will be stored, and refuses a blank chain id before asking', async () => {
    const { port } = await connectDapp();
    expect((await request(port, 'ledger_addNetwork', { name: 'x', restUrl: 'http://127.0.0.1:9999', chainId: '  ' })).error).toMatchObject({
      code: -32602,
      data: { field: 'chainId' },
    });
    const added = send(port, 'ledger_addNetwork', { name: ' ', restUrl: ' http://127.0.0.1:9999/?q=1 ', chainId: ' gt-test-3 ' });
    const [approval] = await pendingApprovals(1);
    const shown = { name: 'gt-test-3', restUrl: 'http://127.0.0.1:9999', chainId: 'gt-test-3' };
    expect(approval).toMatchObject({ kind: 'addNetwork', network: shown });
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
    expect((await answerOf(port, added)).result).toBeNull();
    expect((await bg.ok('wallet_getState')).networks.at(-1)).toMatchObject(shown);
  });

  it('sends events to a page whose port is closed through its tab', async () => {
    await connectDapp();
    // The worker stopped (the page's port closed with it; the new worker never heard of that port).
    bg = await loadBackground(fake, ledger);
    await bg.ok('wallet_lock');
    expect(fake.tabMessages).toContainEqual({ tabId: 1, message: { channel: 'vaultline:event', event: 'accountsChanged', data: [] } });
  });

  it('keeps one approval window: focused when open; closing it rejects what it listed (4001), the next request opens another', async () => {
    const { port } = await connectDapp();
    const firstWindows = [...fake.windows.keys()];
    const a = send(port, 'ledger_signMessage', { data: 'a' });
    const b = send(port, 'ledger_signMessage', { data: 'b' });
    await pendingApprovals(2);
    expect([...fake.windows.keys()]).toEqual(firstWindows);
    expect(fake.badge.text).toBe('2');
    // The window lists them for the person, as its page does.
    expect(await bg.ok('wallet_listApprovals', { shown: true })).toHaveLength(2);
    fake.closeWindow([...fake.windows.keys()][0]!);
    await vi.waitFor(async () => expect(await bg.approvals.approvalWindowId()).toBeNull());
    expect((await answerOf(port, a)).error).toMatchObject({ code: 4001 });
    expect((await answerOf(port, b)).error).toMatchObject({ code: 4001 });
    await vi.waitFor(async () => expect(await bg.ok('wallet_listApprovals')).toHaveLength(0));
    await vi.waitFor(() => expect(fake.badge.text).toBe(''));
    send(port, 'ledger_signMessage', { data: 'c' });
    await pendingApprovals(1);
    expect(fake.windows.size).toBe(1);
    expect([...fake.windows.keys()]).not.toEqual(firstWindows);
    expect(fake.badge.text).toBe('1');
  });

  it('leaves a request the closed window never listed waiting, and opens a new window for it', async () => {
    const { port } = await connectDapp();
    const a = send(port, 'ledger_signMessage', { data: 'a' });
    await pendingApprovals(1);
    expect(await bg.ok('wallet_listApprovals', { shown: true })).toHaveLength(1);
    // b comes after the window's last look (as when the window is closing): the person never saw it.
    send(port, 'ledger_signMessage', { data: 'b' });
    await pendingApprovals(2);
    const closed = [...fake.windows.keys()][0]!;
    fake.closeWindow(closed);
    expect((await answerOf(port, a)).error).toMatchObject({ code: 4001 });
    await vi.waitFor(() => expect(fake.windows.size).toBe(1));
    const [left] = await bg.ok('wallet_listApprovals');
    expect(left).toMatchObject({ kind: 'signMessage', message: { text: 'b' } });
    expect(await bg.approvals.approvalWindowId()).not.toBe(closed);
    expect(fake.badge.text).toBe('1');
  });

  it('drops the approvals of a tab that was closed', async () => {
    const { port } = await connectDapp();
    send(port, 'ledger_signMessage', { data: 'a' });
    await pendingApprovals(1);
    expect(fake.windows.size).toBe(1);
    await bg.provider.onTabRemoved(1);
    expect(await bg.ok('wallet_listApprovals')).toEqual([]);
    expect(fake.badge.text).toBe('');
    // Nothing is left to approve: the approval window closes itself.
    expect(fake.windows.size).toBe(0);
  });

  it("keeps the approval window open while another site's request still waits in it", async () => {
    const { port } = await connectDapp();
    send(port, 'ledger_signMessage', { data: 'a' });
    await pendingApprovals(1);
    await bg.provider.onTabRemoved(99);
    expect(fake.windows.size).toBe(1);
  });

  it('refuses ports that do not come from a tab', async () => {
    const port = fake.connectPort(DAPP);
    const loose = {
      ...port,
      sender: { id: fake.chrome.runtime.id, url: 'https://x.example/' },
      disconnected: false,
      disconnect() {
        loose.disconnected = true;
      },
    };
    bg.provider.onProviderConnect(loose as unknown as chrome.runtime.Port);
    expect(loose.disconnected).toBe(true);
  });
});
