// Pieces the message renderers share: labelled rows, a headline amount, safe derived values.
import type { ComponentChildren } from 'preact';
import { toForm } from '../../../core/address';
import { ownAccount } from './labels';
import { ShownText } from './shown-text';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { FieldValue } from './values';
import { coinList, coinsLabel, isCoin, formatCoin } from '../../lib/format';

/** A warning when `address` is not one of this wallet's accounts (nothing when it is not an address). */
export function NotYours({ address, children }: { address: unknown; children: string }) {
  const { state } = useWallet();
  if (typeof address !== 'string' || address === '' || ownAccount(address, state.accounts)) return null;
  return (
    <p class="warning strong" role="alert" data-testid={TID.msgWarning}>
      ⚠ {children}
    </p>
  );
}

export function Rows({ children }: { children: ComponentChildren }) {
  return <dl class="kv">{children}</dl>;
}

export function Row({ label, value, children, testId }: { label: string; value?: unknown; children?: ComponentChildren; testId?: string }) {
  return (
    <div class="kv-row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children ?? <FieldValue value={value} />}</dd>
    </div>
  );
}

/** The amount a message moves, large; coins or a single coin. */
export function Headline({ value }: { value: unknown }) {
  const text = isCoin(value) ? formatCoin(value) : coinList(value).length > 0 ? coinsLabel(coinList(value)) : null;
  if (text === null) return null;
  return (
    <div class="send-amount f-headline">
      <ShownText text={text} what="amount" />
    </div>
  );
}

export function Explain({ children, tone = 'muted' }: { children: ComponentChildren; tone?: 'muted' | 'warning' }) {
  return <p class={tone === 'warning' ? 'warning small' : 'muted small'}>{children}</p>;
}

/** The same account in another address form, or null when the value is not an address. */
export function inForm(address: unknown, form: 'gt1' | 'gt2' | 'vault1' | 'vault2'): string | null {
  if (typeof address !== 'string') return null;
  try {
    return toForm(address, form);
  } catch {
    return null;
  }
}

export function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
