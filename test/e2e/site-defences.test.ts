// Defences of the provider against a site (issue 26): what the wallet hears from a node or another
// service stays in the wallet, never in a site's error.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { E2EPage as Page } from './driver';
import { SITE_ERROR_MESSAGES } from '../../src/shared/provider-api';
import { TID } from '../../src/popup/testids';
import { ledgerRequest } from './demo-page';
import { startHarness, type Harness } from './harness';
import { showPopupRoute } from './playground';
import { approvalOf, byTestId, connectedDemo, shownError, walletOnDevnet } from './wallet';

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

describe('site defences', () => {
  let h: Harness;
  let popup: Page;
  let demo: Page;
  let service: { server: Server; url: string };

  beforeAll(async () => {
    h = await startHarness();
    service = await localService();
    ({ popup } = await walletOnDevnet(h));
    demo = await connectedDemo(h);
  });

  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => service?.server.close(resolve));
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
    await byTestId(win, TID.approvalFailedClose).click();
    await showPopupRoute(popup, '/settings');
    await byTestId(popup, TID.networkItem).first().waitFor({ state: 'attached' });
    expect(await byTestId(popup, TID.networkItem).filter({ hasText: 'gt-local-1' }).count()).toBe(0);
  });
});
