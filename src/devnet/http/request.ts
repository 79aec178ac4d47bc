// Small request helpers shared by the host's routes and the ledger modules' routes.
import type { Context } from 'hono';
import { isAddress, type AddressForm } from '../../core/address';
import type { Wrapped } from '../../core/rest/types';
import type { QueryCtx } from '../ledger/types';
import { badRequest } from './errors';

const notJsonObject = () => badRequest('invalid_json', 'request body must be a JSON object');

/** The JSON body as an object; 400 invalid_json for anything else (never a 500). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw notJsonObject();
  }
  return jsonObject(text);
}

/** A body's text (decoded as the Fetch API's text() does) parsed as a JSON object; 400 invalid_json otherwise. */
export function jsonObject(text: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw notJsonObject();
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw notJsonObject();
  return body as Record<string, unknown>;
}

/** A bech32 address in one of `forms`; 400 invalid_address naming the field otherwise. */
export function requireAddress(text: unknown, field: string, forms?: AddressForm[]): string {
  if (typeof text !== 'string' || !isAddress(text, forms)) {
    const expected = forms ? forms.join('/') : 'gt1/gt2/vault1/vault2';
    throw badRequest('invalid_address', `${field} must be a ${expected} address`, { field });
  }
  return text;
}

/** `{height, result}` at the latest committed height. */
export function wrapped<T>(q: Pick<QueryCtx, 'height'>, result: T): Wrapped<T> {
  return { height: String(q.height()), result };
}

/** Reads `obj[key]` of an unknown value without throwing (undefined when absent). */
export function field(obj: unknown, key: string): unknown {
  return obj !== null && typeof obj === 'object' ? (obj as Record<string, unknown>)[key] : undefined;
}
