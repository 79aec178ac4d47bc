// Why a node refused a tx, as the wallet passes it on: the node's own code when it gave one (an HTTP
// error's `code`, or the `code: message` a failed message's log starts with), beside its own words.
// The popup shows a summary for the codes it knows and the node's words as the detail.

/** The wallet's own reason for a tx no block included before its validity window ended. */
export const DROPPED_REASON = 'dropped';

/** The wallet's reasons for a tx the node claims is included while its record does not prove it. */
export const UNCONFIRMED_REASONS = {
  otherTx: 'unconfirmed_other_tx',
  outsideWindow: 'unconfirmed_outside_window',
  aboveLatest: 'unconfirmed_above_latest',
} as const;
export type UnconfirmedReason = (typeof UNCONFIRMED_REASONS)[keyof typeof UNCONFIRMED_REASONS];

/** Reasons the wallet words itself (no node words to show beside them). */
export function isWalletReason(code: string | undefined): boolean {
  return code === DROPPED_REASON || (code !== undefined && (Object.values(UNCONFIRMED_REASONS) as string[]).includes(code));
}

const LOG_CODE = /^([a-z][a-z0-9_]{1,63}): /;

/** The code a failed message's log starts with ("insufficient_funds: …"), or undefined when it names none. */
export function logCode(log: string): string | undefined {
  return LOG_CODE.exec(log)?.[1];
}
