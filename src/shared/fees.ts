// The fee a new transaction starts with, for the background and the popup alike.

/** 0.01 GT, unless the node asks for more. */
export const DEFAULT_FEE_NANOGT = 10_000_000n;
export const DEFAULT_GAS = '200000';

/** A node's minimum fee is followed up to 1 GT: a node cannot talk the wallet into a larger default. */
const MAX_DEFAULT_FEE_NANOGT = 1_000_000_000n;

/**
 * max(node minimum, DEFAULT_FEE_NANOGT) in NANOGT, at most MAX_DEFAULT_FEE_NANOGT; an unreadable
 * minimum counts as 0. A node asking more than the cap gets a tx it may refuse, never a silent large fee.
 */
export function defaultFeeNanogt(minimumTxFee: string | undefined): bigint {
  const minimum = minimumTxFee && /^[0-9]{1,30}$/.test(minimumTxFee) ? BigInt(minimumTxFee) : 0n;
  if (minimum > MAX_DEFAULT_FEE_NANOGT) return MAX_DEFAULT_FEE_NANOGT;
  return minimum > DEFAULT_FEE_NANOGT ? minimum : DEFAULT_FEE_NANOGT;
}
