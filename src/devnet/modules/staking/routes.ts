// REST routes of the staking module (ledger-service.md §4.2).
import type { Context, Hono } from 'hono';
import { toGt1 } from '../../../core/address';
import { NANO_PER_GT } from '../../../core/amount';
import type { ConAccount, Delegation, Redelegation, StakingParams, StakingPool, Undelegation } from '../../../core/rest/types';
import { notFound } from '../../http/errors';
import { requireAddress, wrapped } from '../../http/request';
import type { BuildHelpers, QueryCtx, Store } from '../../ledger/types';
import { pathAddress, readWrappedBody, sameAsPath } from '../shared/routes';
import { dec18Text, isoTime, scaledRate } from '../shared/math';
import {
  getCon,
  listCons,
  listDelegations,
  listRedelegations,
  listUnbondings,
  tokensForShares,
  type ConRecord,
  type DelegationEntry,
  type RedelegationRecord,
  type UnbondingRecord,
} from './keeper';
import { msgOf } from '../shared/msgs';

function conAccountView(record: ConRecord): ConAccount {
  return {
    commission: {
      commission_rates: {
        max_change_rate: dec18Text(scaledRate(record.commission.max_change_rate)),
        max_rate: dec18Text(scaledRate(record.commission.max_rate)),
        rate: dec18Text(scaledRate(record.commission.rate)),
      },
      update_time: isoTime(record.commission_update_time),
    },
    delegator_shares: dec18Text(record.delegator_shares),
    description: record.description,
    operator_address: record.operator_address,
    power: (BigInt(record.tokens) / NANO_PER_GT).toString(),
    power_rate: dec18Text(scaledRate(record.power_rate)),
    pubkey: record.pubkey,
    status: record.status,
    tokens: record.tokens,
  };
}

function delegationView(store: Store, entry: DelegationEntry): Delegation {
  const con = getCon(store, entry.con)!;
  return {
    balance: tokensForShares(con, entry.shares).toString(),
    'con-account_address': entry.con,
    delegator_address: entry.delegator,
    shares: dec18Text(entry.shares),
  };
}

function undelegationView(record: UnbondingRecord): Undelegation {
  return {
    'con-account_address': record.con,
    delegator_address: record.delegator,
    entries: record.entries.map((entry) => ({
      balance: entry.balance,
      completion_time: isoTime(entry.completion_time),
      creation_height: String(entry.creation_height),
      initial_balance: entry.initial_balance,
    })),
  };
}

function redelegationView(record: RedelegationRecord): Redelegation {
  return {
    delegator_address: record.delegator,
    'con-account_src_address': record.src,
    'con-account_dst_address': record.dst,
    entries: record.entries.map((entry) => ({
      balance: entry.balance,
      completion_time: isoTime(entry.completion_time),
      creation_height: entry.creation_height,
      initial_balance: entry.initial_balance,
      shares_dst: dec18Text(entry.shares_dst),
    })),
  };
}

/** A con-account path or body address that must name an existing con-account (404 otherwise). */
export function knownConAccount(store: Store, text: unknown, name: string): string {
  const con = toGt1(requireAddress(text, name));
  if (!getCon(store, con)) throw notFound('con_account_not_found', `${con} is not a consensus account`, { field: name });
  return con;
}

const optionalQueryAddress = (c: Context, name: string): string | undefined => {
  const text = c.req.query(name);
  return text === undefined || text === '' ? undefined : toGt1(requireAddress(text, name));
};

function registerQueries(app: Hono, q: QueryCtx): void {
  const base = '/v1/staking/delegator/:delegator';
  app.get(`${base}/:con/delegations`, (c) => {
    const del = pathAddress(c, 'delegator');
    const con = knownConAccount(q.store, c.req.param('con'), 'con-account');
    const entry = listDelegations(q.store, `${del}/${con}`)[0];
    if (!entry) throw notFound('delegation_not_found', `${del} has no delegation with ${con}`);
    return c.json(wrapped(q, delegationView(q.store, entry)));
  });
  app.get(`${base}/delegations`, (c) => {
    const del = pathAddress(c, 'delegator');
    return c.json(
      wrapped(
        q,
        listDelegations(q.store, `${del}/`).map((entry) => delegationView(q.store, entry)),
      ),
    );
  });
  app.get(`${base}/con-accounts`, (c) => {
    const del = pathAddress(c, 'delegator');
    const cons = listDelegations(q.store, `${del}/`).map((entry) => conAccountView(getCon(q.store, entry.con)!));
    return c.json(wrapped(q, cons));
  });
  app.get(`${base}/:con/undelegations`, (c) => {
    const del = pathAddress(c, 'delegator');
    const con = knownConAccount(q.store, c.req.param('con'), 'con-account');
    const record = listUnbondings(q.store, `${del}/${con}`)[0];
    if (!record) throw notFound('undelegation_not_found', `${del} has no undelegation in progress from ${con}`);
    return c.json(wrapped(q, undelegationView(record)));
  });
  app.get(`${base}/undelegations`, (c) => {
    const del = pathAddress(c, 'delegator');
    return c.json(wrapped(q, listUnbondings(q.store, `${del}/`).map(undelegationView)));
  });
  app.get('/v1/staking/redelegations', (c) => {
    const del = optionalQueryAddress(c, 'delegator');
    const src = optionalQueryAddress(c, 'con-account_from');
    const dst = optionalQueryAddress(c, 'con-account_to');
    const records = listRedelegations(q.store, del ? `${del}/` : '').filter(
      (record) => (!src || record.src === src) && (!dst || record.dst === dst),
    );
    return c.json(wrapped(q, records.map(redelegationView)));
  });
  app.get('/v1/staking/con-account/:con/delegations', (c) => {
    const con = knownConAccount(q.store, c.req.param('con'), 'con-account');
    const entries = listDelegations(q.store).filter((entry) => entry.con === con);
    return c.json(
      wrapped(
        q,
        entries.map((entry) => delegationView(q.store, entry)),
      ),
    );
  });
  app.get('/v1/staking/con-account/:con/undelegations', (c) => {
    const con = knownConAccount(q.store, c.req.param('con'), 'con-account');
    return c.json(
      wrapped(
        q,
        listUnbondings(q.store)
          .filter((record) => record.con === con)
          .map(undelegationView),
      ),
    );
  });
  app.get('/v1/staking/con-accounts', (c) => c.json(wrapped(q, listCons(q.store).map(conAccountView))));
  app.get('/v1/staking/pool', (c) => {
    const bonded = listCons(q.store).reduce((sum, con) => sum + BigInt(con.tokens), 0n);
    const notBonded = listUnbondings(q.store)
      .flatMap((record) => record.entries)
      .reduce((sum, entry) => sum + BigInt(entry.balance), 0n);
    const pool: StakingPool = { bonded_tokens: bonded.toString(), not_bonded_tokens: notBonded.toString() };
    return c.json(wrapped(q, pool));
  });
  app.get('/v1/staking/parameters', (c) => {
    const params: StakingParams = {
      bond_denom: q.params.bondDenom,
      max_entries: q.params.maxEntries,
      max_pow_rate: q.params.maxPowRate,
      'max_con-accounts': q.params.maxConAccounts,
      pow_rate: q.params.powRate,
      reward_uint_gt: q.params.rewardUnitGt,
      // A Go time.Duration in nanoseconds, as the ledger's JSON writes durations.
      undelegating_time: (BigInt(q.params.undelegatingTime) * 1_000_000_000n).toString(),
    };
    return c.json(wrapped(q, params));
  });
}

function registerBuilds(app: Hono, q: QueryCtx, build: BuildHelpers): void {
  const base = '/v1/staking/delegator/:delegator';
  for (const [path, type] of [
    ['delegate', 'MsgDelegate'],
    ['undelegate', 'MsgUndelegate'],
  ] as const) {
    app.post(`${base}/${path}`, async (c) => {
      const { body, baseReq } = await readWrappedBody(c);
      const del = pathAddress(c, 'delegator');
      sameAsPath(body.delegator_address, del, 'delegator_address');
      const con = knownConAccount(q.store, body['con-account_address'], 'con-account_address');
      return build.respondUnsignedTx(c, baseReq, [msgOf(type, { ...body, delegator_address: del, 'con-account_address': con })]);
    });
  }
  app.post(`${base}/redelegate`, async (c) => {
    const { body, baseReq } = await readWrappedBody(c);
    const del = pathAddress(c, 'delegator');
    sameAsPath(body.delegator_address, del, 'delegator_address');
    const src = knownConAccount(q.store, body['con-account_src_address'], 'con-account_src_address');
    const dst = knownConAccount(q.store, body['con-account_dst_address'], 'con-account_dst_address');
    const msg = msgOf('MsgBeginRedelegate', {
      ...body,
      delegator_address: del,
      'con-account_src_address': src,
      'con-account_dst_address': dst,
    });
    return build.respondUnsignedTx(c, baseReq, [msg]);
  });
  app.post('/v1/staking/delegator/undelegate_by_retrieval_account', async (c) => {
    const { body, baseReq, from } = await readWrappedBody(c);
    const msg = msgOf('MsgUndelegateByRetrievalAccount', { ...body, security_address: body.security_address ?? from });
    return build.respondUnsignedTx(c, baseReq, [msg]);
  });
}

export function registerStakingRoutes(app: Hono, q: QueryCtx, build: BuildHelpers): void {
  registerQueries(app, q);
  registerBuilds(app, q, build);
}
