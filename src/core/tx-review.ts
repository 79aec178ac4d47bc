// What a person should know before confirming a transaction, computed the same way for the
// approval window, the popup's own review and the background's checks. Pure.
import { NANOGT } from './amount';
import { CoreError } from './errors';
import { msgSpends, signersOf, validateMsg } from './messages/index';
import type { Coin, Msg, StdTx } from './types';
import type { ReviewFinding } from './review-codes';

/** A validity window longer than this many blocks warns: a signed tx stays usable that long. */
const LONG_WINDOW_BLOCKS = 10_000n;
/** A window starting more than this many blocks ahead is post-dated: the signature becomes usable later. */
const START_SLACK_BLOCKS = 20n;
/** Longer than this, or ending beyond MAX_WINDOW_END, a window is refused outright. */
const MAX_WINDOW_BLOCKS = 1_000_000n;
const MAX_WINDOW_END = 2n ** 53n;
/** A fee above this multiple of the network's default warns. */
const HIGH_FEE_FACTOR = 10n;
/** A fee above this share (percent) of the payer's NANOGT warns. */
const HIGH_FEE_PERCENT = 10n;

/** What leaves each signer (gt1 address → denom → amount): the fee from the first signer, plus what messages move out. */
export type Outflows = Map<string, Map<string, bigint>>;

function addCoin(totals: Outflows, owner: string, coin: Coin): void {
  const byDenom = totals.get(owner) ?? new Map<string, bigint>();
  byDenom.set(coin.denom, (byDenom.get(coin.denom) ?? 0n) + BigInt(coin.amount));
  totals.set(owner, byDenom);
}

export function outflows(tx: StdTx): Outflows {
  return outflowsOf(tx.value.msg.map(validateMsg), tx.value.fee.amount);
}

/** outflows for messages already normalised by validateMsg. */
export function outflowsOf(msgs: Msg[], fee: Coin[]): Outflows {
  const totals: Outflows = new Map();
  const signers = signersOf(msgs);
  for (const signer of signers) totals.set(signer, new Map());
  for (const coin of fee) if (signers[0]) addCoin(totals, signers[0], coin);
  for (const spend of msgs.flatMap(msgSpends)) for (const coin of spend.coins) addCoin(totals, spend.from, coin);
  return totals;
}

/** Refuses a window no person means to sign: longer than MAX_WINDOW_BLOCKS or ending near int64's end. */
export function checkWindowBound(window: readonly [string, string], field = 'valid_height'): void {
  const [start, end] = window.map(BigInt) as [bigint, bigint];
  if (end > MAX_WINDOW_END || end - start > MAX_WINDOW_BLOCKS) {
    throw new CoreError(
      'invalid_valid_height',
      `valid_height [${start}, ${end}] is far too long: a signed transaction would stay usable for years; ask for at most ${MAX_WINDOW_BLOCKS} blocks`,
      field,
    );
  }
}

type ReviewLevel = 'block' | 'strong' | 'warn';

export type ReviewNote = ReviewFinding & { level: ReviewLevel };

export interface ReviewFacts {
  /** Balances of the signers (gt1 address → coins); a missing entry means unknown. */
  balances?: Map<string, Coin[]>;
  /** The network's default fee in NANOGT (capped node minimum). */
  defaultFee?: bigint;
  latestHeight?: bigint;
  /** Display names for the signers (gt1 address → name). */
  names?: Map<string, string>;
  /** The ledger's measured seconds per block, to say when a post-dated window opens. */
  secondsPerBlock?: number;
}

function nanogtOf(coins: Coin[] | undefined): bigint {
  return BigInt(coins?.find((coin) => coin.denom === NANOGT)?.amount ?? '0');
}

function secondsFor(blocks: bigint, rate: number | undefined): string {
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? String(Math.round(Number(blocks) * rate)) : '';
}

/** Insufficient balances (block), a high fee (warn), and a long, post-dated or far-ending validity window (strong). */
export function reviewTx(tx: StdTx, facts: ReviewFacts): ReviewNote[] {
  const notes: ReviewNote[] = [];
  const msgs = tx.value.msg.map(validateMsg);
  const flows = outflowsOf(msgs, tx.value.fee.amount);
  const nameOf = (address: string) => facts.names?.get(address) ?? address;
  for (const [address, needs] of flows) {
    const balance = facts.balances?.get(address);
    if (!balance) continue;
    for (const [denom, amount] of needs) {
      const has = BigInt(balance.find((coin) => coin.denom === denom)?.amount ?? '0');
      if (has < amount)
        notes.push({
          level: 'block',
          code: 'insufficientBalance',
          params: { account: nameOf(address), denom, needs: String(amount), has: String(has) },
        });
    }
  }
  const fee = nanogtOf(tx.value.fee.amount);
  if (facts.defaultFee !== undefined && facts.defaultFee > 0n && fee > facts.defaultFee * HIGH_FEE_FACTOR) {
    notes.push({
      level: 'warn',
      code: 'feeHigh',
      params: { fee: String(fee), usual: String(facts.defaultFee), factor: String(HIGH_FEE_FACTOR) },
    });
  }
  const payer = signersOf(msgs)[0];
  const payerBalance = payer ? facts.balances?.get(payer) : undefined;
  if (payerBalance && fee > 0n && fee <= nanogtOf(payerBalance) && fee * 100n > nanogtOf(payerBalance) * HIGH_FEE_PERCENT) {
    notes.push({
      level: 'warn',
      code: 'feeShare',
      params: { fee: String(fee), account: nameOf(payer!), balance: String(nanogtOf(payerBalance)) },
    });
  }
  const [start, end] = tx.value.valid_height.map(BigInt) as [bigint, bigint];
  if (end - start > LONG_WINDOW_BLOCKS) {
    notes.push({ level: 'strong', code: 'longWindow', params: { blocks: String(end - start), start: String(start), end: String(end) } });
  }
  const latest = facts.latestHeight;
  if (latest !== undefined) {
    if (latest > end) notes.push({ level: 'block', code: 'windowEnded', params: { end: String(end), latest: String(latest) } });
    else if (start > latest + START_SLACK_BLOCKS)
      notes.push({
        level: 'strong',
        code: 'windowStartsFar',
        params: {
          start: String(start),
          latest: String(latest),
          blocks: String(start - latest),
          seconds: secondsFor(start - latest, facts.secondsPerBlock),
        },
      });
    else if (end > latest + LONG_WINDOW_BLOCKS)
      notes.push({ level: 'strong', code: 'windowEndsFar', params: { end: String(end), latest: String(latest) } });
  }
  return notes;
}
