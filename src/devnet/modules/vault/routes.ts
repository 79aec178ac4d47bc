// REST routes of vault accounts and revocable transfers (ledger-service.md §4.4, §4.5).
import type { Hono } from 'hono';
import { toGt1 } from '../../../core/address';
import { bareTxHash } from '../../../core/amino';
import type { RevocableStatus } from '../../../core/rest/types';
import { badRequest, notFound, refused } from '../../http/errors';
import { requireAddress, wrapped } from '../../http/request';
import type { BuildHelpers, QueryCtx } from '../../ledger/types';
import { accountResponse } from '../bank/keeper';
import { pathAddress, readWrappedBody } from '../shared/routes';
import {
  counterparty,
  getRevocable,
  getVault,
  pendingRevocables,
  requireVault,
  revocableEntry,
  revocablesOfTx,
  vaultsOfSecurity,
} from './keeper';
import { msgOf } from '../shared/msgs';

/** A tx hash with or without its `PREFIX-`, as bare upper-case hex. */
function bareHash(text: string): string {
  const bare = bareTxHash(text);
  if (!/^[0-9A-F]{2,}$/.test(bare)) throw badRequest('invalid_tx_hash', `${text} is not a transaction hash`, { field: 'hash' });
  return bare;
}

function knownVault(q: QueryCtx, address: string): string {
  if (!getVault(q.store, address)) throw notFound('vault_not_found', `${address} is not a vault account`);
  return address;
}

function registerQueries(app: Hono, q: QueryCtx): void {
  app.get('/v1/vault-account/list-revocable-txs/:vault', (c) => {
    const vault = knownVault(q, pathAddress(c, 'vault'));
    return c.json(
      wrapped(
        q,
        pendingRevocables(q.store)
          .filter((r) => r.revoker === vault)
          .map(revocableEntry),
      ),
    );
  });
  app.get('/v1/vault-account/:address', (c) => {
    const address = pathAddress(c, 'address');
    const account = accountResponse(q, address);
    if (!account || (!getVault(q.store, address) && vaultsOfSecurity(q.store, address).length === 0)) {
      throw notFound('vault_not_found', `${address} is neither a vault nor the retrieval account of one`);
    }
    return c.json(wrapped(q, account));
  });
  app.get('/v1/revocable-tx/status/:hash', (c) => {
    const records = revocablesOfTx(q.store, bareHash(c.req.param('hash')));
    if (records.length === 0) throw notFound('revocable_tx_not_found', `no revocable transfer has hash ${c.req.param('hash')}`);
    const status: RevocableStatus = {
      status: records.some((r) => r.status === 1) ? 1 : 0,
      revoke_hash: records.find((r) => r.revoke_hash !== '')?.revoke_hash ?? '',
    };
    return c.json(status);
  });
}

function registerBuilds(app: Hono, q: QueryCtx, build: BuildHelpers): void {
  app.post('/v1/vault-account/create/:base', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    const vaultReq = body.vault_req;
    if (vaultReq === null || typeof vaultReq !== 'object' || Array.isArray(vaultReq)) {
      throw badRequest('invalid_vault_req', 'vault_req must be an object {security, pubkey, delay_height, clear_height}', {
        field: 'vault_req',
      });
    }
    const req = vaultReq as Record<string, unknown>;
    // vault_req names two fields its own way (security, clear_height); delay_height keeps its name.
    const msg = msgOf('MsgCreateVault', {
      ...req,
      security_address: req.security,
      clearing_height: req.clear_height,
      pubkey: req.pubkey ?? '',
      amount: body.amount,
      from_address: from,
      to_address: pathAddress(c, 'base'),
    });
    return build.respondUnsignedTx(c, baseReq, [msg]);
  });
  app.post('/v1/vault-account/update-clearing-height', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    const vault = knownVault(q, toGt1(from));
    return build.respondUnsignedTx(c, baseReq, [msgOf('MsgUpdateClearingHeight', { ...body, vault_address: vault })]);
  });
  app.post('/v1/vault-account/clear', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    return build.respondUnsignedTx(c, baseReq, [msgOf('MsgClearVaultAccount', { from_address: from, vault_address: body.vaults })]);
  });
  app.post('/v1/revocable-tx/send/:account', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    return build.respondUnsignedTx(c, baseReq, [
      msgOf('MsgRevocableSend', { ...body, from_address: from, to_address: pathAddress(c, 'account') }),
    ]);
  });
  app.post('/v1/revocable-tx/revoke/:hash', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    const index = body.index ?? '0';
    if (typeof index !== 'string' || !/^\d{1,4}$/.test(index))
      throw badRequest('invalid_index', 'index must be a message index such as "0"', { field: 'index' });
    const hash = bareHash(c.req.param('hash'));
    const record = getRevocable(q.store, hash, Number(index));
    if (!record) throw notFound('revocable_tx_not_found', `no revocable transfer ${hash} message ${index}`);
    if (record.status !== 1) throw refused('not_revocable', 'this transfer has taken effect or was revoked; it is irrevocable');
    const sender = toGt1(requireAddress(from, 'base_req.from'));
    if (sender !== record.revoker) throw refused('not_revoker', `only vault ${record.revoker} may revoke this transfer`);
    const msg = msgOf('MsgRevoke', {
      vault_address: sender,
      security_address: requireVault(q.store, sender).security_address,
      revoke_address: counterparty(record),
      height: String(record.effect_height),
      tx_hash: record.tx_hash,
      msg_index: String(record.msg_index),
      amount: record.amount,
    });
    return build.respondUnsignedTx(c, baseReq, [msg]);
  });
}

export function registerVaultRoutes(app: Hono, q: QueryCtx, build: BuildHelpers): void {
  registerQueries(app, q);
  registerBuilds(app, q, build);
}
