// Rules shared by the build endpoints (BaseReq) and broadcast (StdTx): fee, memo, valid_height.
import { NANOGT, parseAmount } from '../../core/amount';
import { MAX_MEMO_BYTES } from '../../core/tx';
import { CoreError } from '../../core/errors';
import { utf8ToBytes } from '../../core/bytes';
import type { Coin } from '../../core/types';
import { badRequest, refused } from './errors';

export function checkMemo(memo: string, field = 'memo'): void {
  const bytes = utf8ToBytes(memo).length;
  if (bytes > MAX_MEMO_BYTES) {
    throw badRequest(
      'memo_too_long',
      `${field} is ${bytes} bytes; at most ${MAX_MEMO_BYTES} bytes (256 English or 85 Chinese characters)`,
      { field },
    );
  }
}

/** Normalises fee coins (scientific notation → integer) and enforces NANOGT > 0 and >= the minimum. */
export function checkFee(coins: Coin[], minimumTxFee: string, field = 'fee'): Coin[] {
  const normalized: Coin[] = [];
  let nanogt = 0n;
  coins.forEach((coin, i) => {
    if (coin.denom !== NANOGT) {
      throw badRequest('invalid_fee', `${field}[${i}].denom must be ${NANOGT}; fees are paid in ${NANOGT}`, {
        field: `${field}[${i}].denom`,
      });
    }
    let amount: bigint;
    try {
      amount = parseAmount(coin.amount, `${field}[${i}].amount`);
    } catch (error) {
      if (error instanceof CoreError) throw badRequest('invalid_fee', error.message, { field: `${field}[${i}].amount` });
      throw error;
    }
    nanogt += amount;
    normalized.push({ denom: NANOGT, amount: amount.toString() });
  });
  if (nanogt <= 0n) throw badRequest('fee_required', `${field} must be greater than 0 ${NANOGT}`, { field });
  if (nanogt < BigInt(minimumTxFee)) {
    throw badRequest('insufficient_fee', `${field} of ${nanogt} ${NANOGT} is below this node's minimumTxFee of ${minimumTxFee} ${NANOGT}`, {
      field,
      minimumTxFee,
    });
  }
  return normalized.filter((c) => c.amount !== '0');
}

/** Parses a [start, end] window of integer strings; start <= end and end > 0. */
export function parseValidHeight(window: readonly [string, string], field = 'valid_height'): [bigint, bigint] {
  const [startText, endText] = window;
  if (!/^\d{1,19}$/.test(startText) || !/^\d{1,19}$/.test(endText)) {
    throw badRequest('invalid_valid_height', `${field} must be two integer strings [start, end]`, { field });
  }
  const start = BigInt(startText);
  const end = BigInt(endText);
  if (end <= 0n) throw badRequest('invalid_valid_height', `${field} end must be greater than 0`, { field });
  if (start > end) throw badRequest('invalid_valid_height', `${field} start ${start} is after end ${end}`, { field });
  return [start, end];
}

/** A tx is accepted while start <= height <= end, height being the block that would include it. */
export function checkWindow(window: [bigint, bigint], inclusionHeight: number): void {
  const [start, end] = window;
  const height = BigInt(inclusionHeight);
  if (height > end) {
    throw refused('tx_expired', `valid_height [${start}, ${end}] has passed: the next block is ${height}; build the transaction again`, {
      next_height: String(height),
    });
  }
  if (height < start) {
    throw refused('tx_not_yet_valid', `valid_height [${start}, ${end}] starts after the next block ${height}`, {
      next_height: String(height),
    });
  }
}
