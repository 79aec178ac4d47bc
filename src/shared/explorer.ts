// Block explorer links: a network may name an https URL template for a tx (`{tx}`) and for an
// address (`{address}`). The background checks a template before storing it; the popup fills one in.
// Pure: no browser API.
import type { ExplorerLinks } from './wallet-api';

export type ExplorerKind = 'tx' | 'address';
const PLACEHOLDER: Record<ExplorerKind, string> = { tx: '{tx}', address: '{address}' };

/** Why `template` is not a usable link for `kind` (null when it is): https, no credentials, the placeholder once. */
export function explorerTemplateError(kind: ExplorerKind, template: string): string | null {
  const placeholder = PLACEHOLDER[kind];
  const count = template.split(placeholder).length - 1;
  if (count !== 1) return `The ${kind} link must contain ${placeholder} exactly once`;
  let url: URL;
  try {
    url = new URL(template.replace(placeholder, 'x'));
  } catch {
    return `The ${kind} link is not a URL`;
  }
  if (url.protocol !== 'https:') return `The ${kind} link must start with https://`;
  if (url.username || url.password) return `The ${kind} link must not contain credentials`;
  if (/[{}]/.test(template.replace(placeholder, ''))) return `The ${kind} link may contain no other {…}`;
  return null;
}

/** The link for `value` (a tx hash or an address), or null when the network names none (or a bad one). */
export function explorerUrl(links: ExplorerLinks | undefined, kind: ExplorerKind, value: string): string | null {
  const template = links?.[kind];
  if (!template || explorerTemplateError(kind, template) !== null) return null;
  return template.replace(PLACEHOLDER[kind], encodeURIComponent(value));
}
