// Defences of the provider (issue 26): a sign-in is bound to the site that asks (and a plain message
// that signs in to another site is flagged, naming both); what the wallet hears from a node or another service stays
// in the wallet, never in a site's error; a node that claims a tx is included without a record that
// proves it does not make the wallet or ledger_waitForTx say "included".
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { txHash } from '../../src/core/amino';
import { verifySignIn } from '../../src/core/signIn';
import type { SignedMessage } from '../../src/core/signMessage';
import type { LedgerClient } from '../../src/core/rest/client';
import type { StdTx } from '../../src/core/types';
import { SITE_ERROR_MESSAGES } from '../../src/shared/provider-api';
import { TID } from '../../src/popup/testids';
import { closeServer } from './close-server';
import { ledgerRequest, settled, startRequest } from './demo-page';
import { startHarness, type Harness } from './harness';
import { showPopupRoute } from './playground';
import { tr } from './lang';
import {
  addAndSelectNetwork,
  approvalOf,
  byTestId,
  clickClosing,
  connectedDemo,
  decide,
  sendOneToSelf,
  shownError,
  walletOnDevnet,
} from './wallet';

const SECRET = 'admin-session=5f1c-LOCAL-SERVICE-SECRET';

/** A local HTTP service that is no ledger node: every path answers its private text. */
async function localService(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(401, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify({ error: { code: 'unauthorized', message: `login required; last ${SECRET}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const bodyOf = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A node that lies, in front of the real devnet: it takes broadcasts without passing them on (no block
 * will ever hold them) and answers GET /v1/tx/{hash} for them with a record "included at height 1,
 * every message succeeded". Everything else is the devnet's own answer.
 */
async function lyingNode(devnetUrl: string): Promise<{ server: Server; url: string }> {
  const swallowed = new Map<string, StdTx>();
  const server = createServer(
    (request, response) =>
      void (async () => {
        const body = await bodyOf(request);
        const path = request.url ?? '/';
        const send = (status: number, answer: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
          response.end(JSON.stringify(answer));
        };
        if (request.method === 'POST' && path === '/v1/tx') {
          const tx = JSON.parse(body.toString('utf8')) as StdTx;
          const txhash = txHash(tx);
          swallowed.set(txhash, tx);
          return send(200, { height: '0', txhash, data: '', raw_log: '[]', tx });
        }
        const asked = /^\/v1\/tx\/([^/?]+)$/.exec(path);
        const tx = asked ? swallowed.get(decodeURIComponent(asked[1]!)) : undefined;
        if (asked && tx) {
          return send(200, {
            data: '',
            events: [],
            gas_used: '0',
            gas_wanted: '200000',
            height: '1',
            logs: [{ msg_index: 0, success: true, log: '', events: [] }],
            raw_log: '[]',
            timestamp: new Date().toISOString(),
            tx,
            txhash: decodeURIComponent(asked[1]!),
          });
        }
        const answer = await fetch(`${devnetUrl}${path}`, {
          method: request.method ?? 'GET',
          headers: { 'content-type': 'application/json' },
          ...(body.length > 0 ? { body: body.toString('utf8') } : {}),
        });
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
          'access-control-allow-origin': '*',
        });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })().catch(() => response.destroy()),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('site defences', () => {
  let h: Harness;
  let popup: Page;
  let demo: Page;
  let client: LedgerClient;
  let service: { server: Server; url: string };
  let liar: { server: Server; url: string };

  beforeAll(async () => {
    h = await startHarness();
    service = await localService();
    liar = await lyingNode(h.devnet!.url);
    ({ popup, client } = await walletOnDevnet(h));
    demo = await connectedDemo(h);
  });

  afterAll(async () => {
    await h?.close();
    await Promise.all([closeServer(service?.server), closeServer(liar?.server)]);
  });

  it('attack 10: ledger_addNetwork pointed at a local service answers a code and a fixed sentence; the window shows the person why', async () => {
    const adding = ledgerRequest(demo, 'ledger_addNetwork', { name: 'Local', restUrl: service.url, chainId: 'gt-local-1' });
    const win = await approvalOf(h, 'addNetwork');
    await byTestId(win, TID.approveButton).click();
    const answer = await adding;
    expect(answer.error).toEqual({ code: -32602, message: SITE_ERROR_MESSAGES.addNetworkFailed });
    expect(JSON.stringify(answer)).not.toContain('LOCAL-SERVICE-SECRET');
    // The person, not the site, reads what the service answered.
    const failed = byTestId(win, TID.approvalFailed);
    await expect.poll(() => failed.getAttribute('data-kind')).toBe('addNetwork');
    expect(await failed.textContent()).toContain(shownError('not_a_ledger_node', SECRET));
    await clickClosing(win, TID.approvalFailedClose);
    await showPopupRoute(popup, '/settings');
    await byTestId(popup, TID.networkItem).first().waitFor({ state: 'attached' });
    expect(await byTestId(popup, TID.networkItem).filter({ hasText: 'gt-local-1' }).count()).toBe(0);
  });

  it('attack 9: a node that fakes inclusion makes neither ledger_waitForTx nor Activity say included', async () => {
    // Past block 11, so a tx's validity window starts above the liar's height 1.
    await client.devMine(20);
    await addAndSelectNetwork(popup, { name: 'Lying node', restUrl: liar.url, chainId: h.devnet!.chainId });
    const sending = sendOneToSelf(demo);
    await decide(await approvalOf(h, 'sendTx'), true);
    const { txhash } = (await sending).result as { txhash: string };
    const waited = await ledgerRequest(demo, 'ledger_waitForTx', { txhash, timeoutMs: 30_000 });
    expect(waited, JSON.stringify(waited)).toEqual({ error: { code: -32008, message: SITE_ERROR_MESSAGES.txUnconfirmed } });
    // No block of the real chain holds it.
    await expect(client.getTx(txhash)).rejects.toMatchObject({ status: 404 });

    await popup.goto(popup.url().replace(/#.*$/, '#/'));
    await byTestId(popup, TID.navActivity).click();
    const row = popup.locator(`[data-testid="${TID.activityItem}"][data-txhash="${txhash}"]`);
    await expect.poll(() => row.getAttribute('data-status')).toBe('unconfirmed');
    expect(await row.locator(`[data-testid="${TID.activityStatus}"]`).textContent()).toBe(tr('activity.status.unconfirmed'));
    expect(await row.locator(`[data-testid="${TID.activityReason}"]`).textContent()).toContain(tr('reason.unconfirmed_outside_window'));
  });

  it('attack 2: a plain message that signs in to another site shows a strong warning naming both', async () => {
    const origin = new URL(h.demoUrl).origin;
    const signing = ledgerRequest(demo, 'ledger_signMessage', {
      data: 'victim.example wants you to sign in with your GT account.\nNonce: 81f3aa01',
    });
    const win = await approvalOf(h, 'signMessage');
    await expect.poll(() => byTestId(win, TID.approvalWarning).count()).toBe(1);
    expect(await byTestId(win, TID.approvalWarning).textContent()).toContain(
      tr('renderers.warning.otherSiteSignIn', { claimed: 'victim.example', origin }),
    );
    await h.screenshot(win, 'approval-sign-in-other-site');
    await decide(win, false);
    expect((await signing).error).toMatchObject({ code: 4001 });
  });

  it('attack 2: ledger_signIn signs a document naming the asking origin and chain, shown as a sign-in card; a verifier for another site refuses it', async () => {
    const origin = new URL(h.demoUrl).origin;
    const signing = ledgerRequest(demo, 'ledger_signIn', {
      nonce: 'e2e-nonce-5a7c',
      statement: 'Welcome to the demo',
      origin: 'https://victim.example',
    });
    const win = await approvalOf(h, 'signIn');
    expect(await byTestId(win, TID.approvalSignInSite).textContent()).toBe(origin);
    expect(await byTestId(win, TID.approvalSignInStatement).textContent()).toBe('Welcome to the demo');
    await h.screenshot(win, 'approval-sign-in');
    await decide(win, true);
    const signed = (await signing).result as SignedMessage;
    const expected = { origin, chainId: h.devnet!.chainId, nonce: 'e2e-nonce-5a7c' };
    expect(verifySignIn(signed, expected)).toMatchObject({
      ok: true,
      fields: { origin, chainId: h.devnet!.chainId, statement: 'Welcome to the demo' },
    });
    expect(verifySignIn(signed, { ...expected, origin: 'https://victim.example' })).toEqual({ ok: false, reason: 'origin' });
  });

  it("the demo dApp signs in with ledger_signIn and checks the answer with the wallet's own verifySignIn", async () => {
    expect((await settled(demo, await startRequest(demo, '#connect'))).status).toBe('ok');
    await demo.fill('#sign-in-nonce', 'demo-nonce-1234');
    const seq = await startRequest(demo, '#sign-in-submit');
    await decide(await approvalOf(h, 'signIn'), true);
    expect(await settled(demo, seq)).toMatchObject({ status: 'ok', method: 'ledger_signIn' });
    await expect
      .poll(() => demo.locator('#sign-in-verdict').textContent())
      .toMatch(/^Signed in as gt11[0-9a-z]+ \(expires \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z\)$/);
  });
});
