// valibot glue: parse a body or answer 400 with the first issue's field path and message.
import * as v from 'valibot';
import { badRequest } from './errors.js';

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
