// What a person should know before confirming a transaction, computed the same way for the
// approval window, the popup's own review and the background's checks. Pure.
import { NANOGT } from './amount.js';
import { CoreError } from './errors.js';
import { msgSpends, validateMsg } from './messages/index.js';
import { signersOf } from './tx.js';
import type { Coin, Msg, StdTx } from './types.js';

/** A validity window longer than this many blocks warns: a signed tx stays usable that long. */
export const LONG_WINDOW_BLOCKS = 10_000n;
/** Longer than this, or ending beyond MAX_WINDOW_END, a window is refused outright. */
export const MAX_WINDOW_BLOCKS = 1_000_000n;
export const MAX_WINDOW_END = 2n ** 53n;
/** A fee above this multiple of the network's default warns. */
export const HIGH_FEE_FACTOR = 10n;
/** A fee above this share (percent) of the payer's NANOGT warns. */
export const HIGH_FEE_PERCENT = 10n;

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
    throw new CoreError('invalid_valid_height', `valid_height [${start}, ${end}] is far too long: a signed transaction would stay usable for years; ask for at most ${MAX_WINDOW_BLOCKS} blocks`, field);
  }
}

export type ReviewLevel = 'block' | 'strong' | 'warn';
export interface ReviewNote { level: ReviewLevel; text: string }

export interface ReviewFacts {
  /** Balances of the signers (gt1 address → coins); a missing entry means unknown. */
  balances?: Map<string, Coin[]>;
  /** The network's default fee in NANOGT (capped node minimum). */
  defaultFee?: bigint;
  latestHeight?: bigint;
  /** Display names for the signers (gt1 address → name). */
  names?: Map<string, string>;
}

function nanogtOf(coins: Coin[] | undefined): bigint {
  return BigInt(coins?.find((coin) => coin.denom === NANOGT)?.amount ?? '0');
}

function amountText(denom: string, amount: bigint): string {
  if (denom !== NANOGT) return `${amount} ${denom}`;
  const whole = amount / 1_000_000_000n;
  const frac = (amount % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''} GT`;
}

/** Insufficient balances (block), a high fee (warn), and a long or misplaced validity window (strong). */
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
      if (has < amount) notes.push({ level: 'block', text: `Insufficient balance in ${nameOf(address)}: needs ${amountText(denom, amount)}, has ${amountText(denom, has)}` });
    }
  }
  const fee = nanogtOf(tx.value.fee.amount);
  if (facts.defaultFee !== undefined && facts.defaultFee > 0n && fee > facts.defaultFee * HIGH_FEE_FACTOR) {
    notes.push({ level: 'warn', text: `The fee of ${amountText(NANOGT, fee)} is more than ${HIGH_FEE_FACTOR}× the network's usual ${amountText(NANOGT, facts.defaultFee)}` });
  }
  const payer = signersOf(msgs)[0];
  const payerBalance = payer ? facts.balances?.get(payer) : undefined;
  if (payerBalance && fee > 0n && fee <= nanogtOf(payerBalance) && fee * 100n > nanogtOf(payerBalance) * HIGH_FEE_PERCENT) {
    notes.push({ level: 'warn', text: `The fee of ${amountText(NANOGT, fee)} is a large share of ${nameOf(payer!)}'s ${amountText(NANOGT, nanogtOf(payerBalance))}` });
  }
  const [start, end] = tx.value.valid_height.map(BigInt) as [bigint, bigint];
  if (end - start > LONG_WINDOW_BLOCKS) {
    notes.push({ level: 'strong', text: `This transaction stays valid for ${end - start} blocks (${start} to ${end}): whoever holds it can broadcast it any time in that window` });
  }
  const latest = facts.latestHeight;
  if (latest !== undefined) {
    if (latest > end) notes.push({ level: 'block', text: `The validity window ended at height ${end}; the ledger is at ${latest}, so this transaction will be refused` });
    else if (start > latest + LONG_WINDOW_BLOCKS) notes.push({ level: 'strong', text: `The validity window starts at height ${start}, far ahead of the ledger (${latest}): it can be broadcast long after you sign` });
    else if (end > latest + LONG_WINDOW_BLOCKS) notes.push({ level: 'strong', text: `The validity window ends at height ${end}, far beyond the ledger's ${latest}` });
  }
  return notes;
}
