// Driving the demo dApp page: every request it makes is `#request-<n>` in its history, settled
// with data-status (ok | error), data-code (EIP-1193 code or 'ok') and data-result (JSON).
import { expect } from 'vitest';
import type { E2EPage as Page } from './driver';

export interface SettledRequest {
  method: string;
  status: 'ok' | 'error';
  code: string;
  result: unknown;
}

/** Clicks `selector` and returns the number the page gives the request that click starts. */
export async function startRequest(page: Page, selector: string): Promise<number> {
  const seq = (await page.locator('#history li').count()) + 1;
  await page.click(selector);
  await page.locator(`#request-${seq}`).waitFor({ state: 'attached' });
  return seq;
}

export async function settled(page: Page, seq: number, timeoutMs = 60_000): Promise<SettledRequest> {
  const item = page.locator(`#request-${seq}`);
  await expect.poll(() => item.getAttribute('data-status'), { timeout: timeoutMs }).not.toBe('pending');
  const [method, status, code, result] = await Promise.all(
    ['data-method', 'data-status', 'data-code', 'data-result'].map((name) => item.getAttribute(name)),
  );
  return { method: method ?? '', status: status as SettledRequest['status'], code: code ?? '', result: JSON.parse(result ?? 'null') };
}

export async function fillTransfer(page: Page, transfer: { to: string; amountGt: string; memo?: string }): Promise<void> {
  await page.fill('#send-to', transfer.to);
  await page.fill('#send-amount', transfer.amountGt);
  await page.fill('#send-memo', transfer.memo ?? '');
}

/** Calls window.ledger directly from the page; returns the result or the error's code and message. */
export async function ledgerRequest(
  page: Page,
  method: string,
  params?: unknown,
): Promise<{ result?: unknown; error?: { code: unknown; message: string } }> {
  return page.evaluate(
    async ({ method, params }) => {
      const ledger = (window as unknown as { ledger: { request(args: unknown): Promise<unknown> } }).ledger;
      try {
        return { result: await ledger.request(params === undefined ? { method } : { method, params }) };
      } catch (err) {
        const error = err as { code?: unknown; message?: string };
        return { error: { code: error.code, message: error.message ?? String(err) } };
      }
    },
    { method, params },
  );
}
