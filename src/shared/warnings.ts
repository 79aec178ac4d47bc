// The warnings the background attaches to a tx approval, as codes with their data: one definition
// that the background writes and the popup reads (the popup words each code in its language).
// core/tx-review.ts's findings are part of it; the others are the background's own.
import { REVIEW_CODES, type ReviewFinding } from '../core/review-codes';

export type TxWarning =
  | ReviewFinding
  /** The node did not answer, so the validity window could not be checked. */
  | { code: 'windowUnchecked'; params: { node: string } }
  /** The balance of a signer (name, else gt1 address) could not be read. */
  | { code: 'balanceUnchecked'; params: { account: string } }
  /** The signer is a multisig account: approving signs as its local members and returns a bundle. */
  | { code: 'multisigSigner'; params: { name: string } }
  /** A plain message to sign claims a sign-in for a site other than the one asking. */
  | { code: 'otherSiteSignIn'; params: { claimed: string; origin: string } };
type TxWarningCode = TxWarning['code'];

const TX_WARNING_CODES: readonly TxWarningCode[] = [
  ...REVIEW_CODES,
  'windowUnchecked',
  'balanceUnchecked',
  'multisigSigner',
  'otherSiteSignIn',
];

/** A warning the approval window's live review computes again from the edited tx (shown once, from there). */
export function isReviewWarning(warning: TxWarning): warning is ReviewFinding {
  return (REVIEW_CODES as readonly string[]).includes(warning.code);
}

export function isTxWarning(value: unknown): value is TxWarning {
  if (typeof value !== 'object' || value === null) return false;
  const { code, params } = value as { code?: unknown; params?: unknown };
  return (
    typeof code === 'string' && (TX_WARNING_CODES as readonly string[]).includes(code) && typeof params === 'object' && params !== null
  );
}
