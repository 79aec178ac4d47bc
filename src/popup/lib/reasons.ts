// Why a tx failed, in the popup's language: a summary for the node codes Vaultline knows (by code,
// never by reading the node's English), and the node's own words as the detail.
import { DROPPED_REASON, isWalletReason, logCode } from '../../shared/node-reasons';
import { hasMessage, t, type MessageKey } from '../i18n';

export interface ReasonWords {
  summary: string;
  detail: string | null;
}

function knownKey(code: string | undefined): MessageKey | undefined {
  const key = `reason.${code}`;
  // The reason texts are in the errors area, which loads with the first render.
  return code !== undefined && hasMessage(key) ? key : undefined;
}

/**
 * `code`: the node's code as the background kept it (or 'dropped'); without one, the code a failed
 * message's log starts with. `text`: the node's words. `validUntil`: a dropped tx's last height.
 */
export function reasonWords(code: string | undefined, text: string, validUntil = '?'): ReasonWords {
  if (code === DROPPED_REASON) return { summary: t('reason.dropped', { until: validUntil }), detail: null };
  // The wallet's own reasons: no node words go beside them.
  if (isWalletReason(code)) return { summary: knownKey(code) ? t(knownKey(code)!) : t('reason.unknown'), detail: null };
  const key = knownKey(code) ?? knownKey(logCode(text));
  const detail = text.trim() === '' ? null : text;
  return { summary: key ? t(key) : t('reason.unknown'), detail };
}

/** Both in one line, for an error box. */
export function reasonLine(words: ReasonWords): string {
  return words.detail === null ? words.summary : `${words.summary} ${t('reason.detail', { text: words.detail })}`;
}
