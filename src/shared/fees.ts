// The fee a new transaction starts with, for the background and the popup alike.

/** 0.01 GT, unless the node asks for more. */
export const DEFAULT_FEE_NANOGT = 10_000_000n;
export const DEFAULT_GAS = '200000';

/** max(node minimum, DEFAULT_FEE_NANOGT) in NANOGT; an unreadable minimum counts as 0. */
export function defaultFeeNanogt(minimumTxFee: string | undefined): bigint {
  const minimum = minimumTxFee && /^[0-9]+$/.test(minimumTxFee) ? BigInt(minimumTxFee) : 0n;
  return minimum > DEFAULT_FEE_NANOGT ? minimum : DEFAULT_FEE_NANOGT;
}
