// Fixed-point helpers shared by staking, distribution and foundation. Shares, rates and rewards are kept in
// the store as integers scaled by 10^18 (decimal strings) and shown with exactly 18 decimals.
import { DEC18_SCALE, parseDec18 } from '../../../core/amount';

export const DEC = DEC18_SCALE;

/** A 10^18-scaled integer as the ledger writes decimals: '12.500000000000000000'. */
export function dec18Text(scaled: bigint | string): string {
  const value = BigInt(scaled);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const text = `${magnitude / DEC}.${(magnitude % DEC).toString().padStart(18, '0')}`;
  return negative ? `-${text}` : text;
}

/** A decimal text ('0.05', '1') → 10^18-scaled integer. */
export function scaledRate(text: string): bigint {
  return parseDec18(text.trim());
}

/** Unix seconds → ISO 8601 UTC in whole seconds (`…08:13:47Z`), as the real node shows completion and update times. */
export { isoSeconds as isoTime } from '../../ledger/clock';

export const big = (text: string | undefined): bigint => BigInt(text ?? '0');
