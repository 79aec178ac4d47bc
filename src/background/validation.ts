// Which field a failed params schema is about, for the page (-32602) and the popup (invalid_params) alike.
import type * as v from 'valibot';

function fieldPath(issue: v.BaseIssue<unknown>): string | undefined {
  const path =
    issue.path?.map((item) => item.key).filter((key): key is string | number => typeof key === 'string' || typeof key === 'number') ?? [];
  if (path.length === 0) return undefined;
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key), '');
}

/** The deepest issue explains best which field is wrong (unions report every branch). */
export function paramsIssue(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): { message: string; field?: string } {
  const flat: v.BaseIssue<unknown>[] = [];
  const walk = (list: v.BaseIssue<unknown>[] | undefined) =>
    list?.forEach((issue) => {
      flat.push(issue);
      walk(issue.issues);
    });
  walk(issues);
  const best = flat.reduce((a, b) => ((b.path?.length ?? 0) > (a.path?.length ?? 0) ? b : a), issues[0]);
  const field = fieldPath(best);
  return field === undefined ? { message: `Invalid params: ${best.message}` } : { message: `${field}: ${best.message}`, field };
}
