// The fee a new transaction starts with, for the background and the popup alike.

/** 0.01 GT, unless the node asks for more. */
export const DEFAULT_FEE_NANOGT = 10_000_000n;
export const DEFAULT_GAS = '200000';

/** A node's minimum fee is followed up to 1 GT: a node cannot talk the wallet into a larger default. */
export const MAX_DEFAULT_FEE_NANOGT = 1_000_000_000n;

/**
 * max(node minimum, DEFAULT_FEE_NANOGT) in NANOGT, at most MAX_DEFAULT_FEE_NANOGT; an unreadable
 * minimum counts as 0. A node asking more than the cap gets a tx it may refuse, never a silent large fee.
 */
export function defaultFeeNanogt(minimumTxFee: string | undefined): bigint {
  const minimum = minimumTxFee && /^[0-9]{1,30}$/.test(minimumTxFee) ? BigInt(minimumTxFee) : 0n;
  if (minimum > MAX_DEFAULT_FEE_NANOGT) return MAX_DEFAULT_FEE_NANOGT;
  return minimum > DEFAULT_FEE_NANOGT ? minimum : DEFAULT_FEE_NANOGT;
}

export type FeeLevel = 'low' | 'normal' | 'high';
export const FEE_LEVELS: readonly FeeLevel[] = ['low', 'normal', 'high'];
/** High is this many times normal (at most MAX_DEFAULT_FEE_NANOGT). */
const HIGH_FEE_TIMES = 2n;

/** The node's minimum fee in NANOGT, or null when it did not say (or said something unreadable). */
export function minimumFeeNanogt(minimumTxFee: string | undefined): bigint | null {
  return minimumTxFee && /^[0-9]{1,30}$/.test(minimumTxFee) ? BigInt(minimumTxFee) : null;
}

/**
 * The presets a new tx offers: low is exactly the node's minimum (the cheapest fee it accepts);
 * normal is the default above (what dApp requests get too); high is twice normal, for a node that
 * raises its minimum meanwhile. Without a readable minimum, low is absent.
 */
export type FeePresets = Partial<Record<FeeLevel, bigint>> & { normal: bigint; high: bigint };
export function feePresets(minimumTxFee: string | undefined): FeePresets {
  const minimum = minimumFeeNanogt(minimumTxFee);
  const normal = defaultFeeNanogt(minimumTxFee);
  const doubled = normal * HIGH_FEE_TIMES;
  const high = doubled > MAX_DEFAULT_FEE_NANOGT ? MAX_DEFAULT_FEE_NANOGT : doubled;
  return { ...(minimum !== null && minimum > 0n && minimum < normal ? { low: minimum } : {}), normal, high };
}

/** Which preset `fee` is, or 'custom'. */
export function feeLevelOf(fee: bigint, presets: Partial<Record<FeeLevel, bigint>>): FeeLevel | 'custom' {
  return FEE_LEVELS.find((level) => presets[level] === fee) ?? 'custom';
}
