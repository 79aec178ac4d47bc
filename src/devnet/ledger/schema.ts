// Input checks shared by the ledger and the HTTP layer: valibot glue that answers 400 with the first
// issue's field path and message, and message validation naming `msg[i].field`.
import * as v from 'valibot';
import { CoreError } from '../../core/errors';
import { validateMsg } from '../../core/messages/index';
import type { Msg } from '../../core/types';
import { badRequest } from './errors';

export function parseOr400<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  code: string,
  prefix = '',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  const fieldName = [prefix, path].filter(Boolean).join('.') || prefix || 'body';
  throw badRequest(code, `${fieldName}: ${issue.message}`, { field: fieldName });
}

export const IntegerString = v.pipe(v.string(), v.regex(/^\d{1,19}$/, 'must be an integer string'));
export const CoinSchema = v.object({ denom: v.string(), amount: v.string() });

/** Validates every message (CoreError → 400 naming `msg[i].field`) and returns the normalised ones. */
export function validateMsgs(msgs: Msg[]): Msg[] {
  return msgs.map((msg, i) => {
    try {
      return validateMsg(msg);
    } catch (error) {
      if (error instanceof CoreError) {
        const fieldName = !error.field ? `msg[${i}]` : error.field === 'type' ? `msg[${i}].type` : `msg[${i}].value.${error.field}`;
        throw badRequest(error.code, `${fieldName}: ${error.message}`, { field: fieldName });
      }
      throw error;
    }
  });
}
