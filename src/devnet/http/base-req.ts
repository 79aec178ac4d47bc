// BaseReq validation and the unsigned StdTx answer of every build endpoint (BuildHelpers).
import type { Context } from 'hono';
import * as v from 'valibot';
import { buildUnsignedTx } from '../../core/tx';
import type { Msg } from '../../core/types';
import type { BaseReq } from '../../core/rest/types';
import type { BuildHelpers } from '../ledger/types';
import { checkFee, checkMemo, parseValidHeight } from '../ledger/tx-rules';
import { badRequest } from './errors';
import { requireAddress } from './request';
import { CoinSchema, IntegerString, parseOr400, validateMsgs } from '../ledger/schema';

const BaseReqSchema = v.object({
  from: v.string(),
  memo: v.string(),
  chain_id: v.string(),
  gas: IntegerString,
  fees: v.array(CoinSchema),
  simulate: v.boolean(),
  valid_height: v.strictTuple([v.string(), v.string()]),
});

export interface BaseReqRules {
  chainId: string;
  minimumTxFee: string;
}

/** Validates a BaseReq (wrapped `base_req` or the unwrapped top-level fields); 400 on any problem. */
function parseBaseReq(input: unknown, rules: BaseReqRules, prefix = 'base_req'): BaseReq {
  const base = parseOr400(BaseReqSchema, input, 'invalid_base_req', prefix);
  requireAddress(base.from, `${prefix}.from`);
  checkMemo(base.memo, `${prefix}.memo`);
  if (base.chain_id !== rules.chainId) {
    throw badRequest('wrong_chain_id', `${prefix}.chain_id is "${base.chain_id}"; this node's chain id is "${rules.chainId}"`, {
      field: `${prefix}.chain_id`,
    });
  }
  const fees = checkFee(base.fees, rules.minimumTxFee, `${prefix}.fees`);
  parseValidHeight(base.valid_height, `${prefix}.valid_height`);
  return { ...base, fees };
}

export function buildHelpers(rules: BaseReqRules): BuildHelpers {
  return {
    respondUnsignedTx(c: unknown, baseReq: unknown, msgs: Msg[]): Response {
      const context = c as Context;
      const base = parseBaseReq(baseReq, rules);
      if (msgs.length === 0) throw badRequest('no_messages', 'a transaction needs at least one message');
      const normalized = validateMsgs(msgs);
      const tx = buildUnsignedTx({
        msgs: normalized,
        fee: { amount: base.fees, gas: base.gas },
        memo: base.memo,
        validHeight: base.valid_height,
      });
      return context.json(tx);
    },
  };
}
