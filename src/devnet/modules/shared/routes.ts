// Request helpers shared by the token, staking, distribution, vault and multisig build routes.
import type { Context } from 'hono';
import type { AddressForm } from '../../../core/address';
import { toGt1 } from '../../../core/address';
import { badRequest } from '../../http/errors';
import { field, readJsonObject, requireAddress } from '../../http/request';

export interface WrappedBody {
  body: Record<string, unknown>;
  baseReq: Record<string, unknown>;
  /** base_req.from, checked to be an address (any form, as typed). */
  from: string;
}

function requireObject(value: unknown, name: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('invalid_base_req', `${name} must be an object`, { field: name });
  }
  return value as Record<string, unknown>;
}

/** A body `{base_req, ...}`: the BaseReq object and its sender. */
export async function readWrappedBody(c: Context): Promise<WrappedBody> {
  const body = await readJsonObject(c);
  const baseReq = requireObject(body.base_req, 'base_req');
  return { body, baseReq, from: requireAddress(field(baseReq, 'from'), 'base_req.from') };
}

/** A body that is the BaseReq itself (freeze and unfreeze). */
export async function readUnwrappedBody(c: Context): Promise<WrappedBody> {
  const body = await readJsonObject(c);
  return { body, baseReq: body, from: requireAddress(body.from, 'from') };
}

/** A path parameter that must be an address; answered in gt1 form. */
export function pathAddress(c: Context, name: string, forms?: AddressForm[]): string {
  return toGt1(requireAddress(c.req.param(name), name, forms));
}

/** An optional body address that, when given, must equal the one in the path. */
export function sameAsPath(given: unknown, pathGt1: string, name: string): void {
  if (given === undefined || given === '') return;
  const gt1 = toGt1(requireAddress(given, name));
  if (gt1 !== pathGt1) throw badRequest('address_mismatch', `${name} differs from the address in the path`, { field: name });
}
