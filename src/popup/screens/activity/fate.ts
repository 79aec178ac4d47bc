// A revocable send's state in words: "Revocable until height H · 3 minutes left", "Revoked by …".
import { t } from '../../i18n';
import { blocksDuration } from '../../lib/time';
import type { RevocableFate } from '../../lib/activity';
import { shortHash } from '../../lib/format';

/** `height` and `secondsPerBlock` are the chain clock's (null when not known yet); `full` keeps the revoke hash whole. */
export function fateText(fate: RevocableFate, height: number | null, secondsPerBlock: number | null, full = false): string {
  if (fate.kind === 'checking') return t('activity.status.checking');
  if (fate.kind === 'revoked') return t('activity.revocable.revokedBy', { hash: full ? fate.revokeHash : shortHash(fate.revokeHash) });
  if (fate.kind === 'final')
    return fate.sinceHeight === null
      ? t('activity.revocable.finalNoHeight')
      : t('activity.revocable.final', { height: String(fate.sinceHeight) });
  if (fate.untilHeight === null) return t('activity.status.revocable');
  const until = t('activity.revocable.until', { height: String(fate.untilHeight) });
  if (height === null || secondsPerBlock === null) return until;
  const left = t('duration.remaining', { duration: blocksDuration(fate.untilHeight - height, secondsPerBlock)! });
  return `${until} · ${left}`;
}
