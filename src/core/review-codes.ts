// The codes of core/tx-review.ts's findings and their data, apart from the review itself: the
// approval window words a tx's warnings in its first frame without loading the review's code.

/**
 * What a note says, as a code and its data (no words: the popup words each code in its language).
 * Amounts are integers of their denom (NANOGT for GT) as decimal strings; `account` is the signer's
 * name when known, else its gt1 address.
 */
export type ReviewFinding =
  | { code: 'insufficientBalance'; params: { account: string; denom: string; needs: string; has: string } }
  | { code: 'feeHigh'; params: { fee: string; usual: string; factor: string } }
  | { code: 'feeShare'; params: { fee: string; account: string; balance: string } }
  | { code: 'longWindow'; params: { blocks: string; start: string; end: string } }
  | { code: 'windowEnded'; params: { end: string; latest: string } }
  /** The window starts more than a few blocks ahead: `blocks` from now, about `seconds` ('' when the block rate is unknown). */
  | { code: 'windowStartsFar'; params: { start: string; latest: string; blocks: string; seconds: string } }
  | { code: 'windowEndsFar'; params: { end: string; latest: string } };
export type ReviewCode = ReviewFinding['code'];

/** Every code reviewTx can return. */
export const REVIEW_CODES: readonly ReviewCode[] = [
  'insufficientBalance',
  'feeHigh',
  'feeShare',
  'longWindow',
  'windowEnded',
  'windowStartsFar',
  'windowEndsFar',
];
