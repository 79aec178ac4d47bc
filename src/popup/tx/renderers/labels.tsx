// Whose address is this, and what does this text really say: every review and approval screen
// labels addresses (one of yours by name, from your history, or unknown) and shows hidden characters.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { toGt1 } from '../../../core/address-forms';
import { sameAccount } from '../../lib/accounts';
import { revealHidden } from '../../../core/reveal';
import { hiddenText, type HiddenWhat } from '../../lib/warnings';
import type { AccountView } from '../../../shared/wallet-api';
import { Address } from '../../components/Address';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { t } from '../../i18n';

/** gt1 forms of the addresses seen in this wallet's activity (filled by the screen that loads it). */
export const HistoryContext = createContext<ReadonlySet<string>>(new Set());

export type LabelKind = 'own' | 'history' | 'unknown';
export interface AddressLabel { kind: LabelKind; text: string; account?: AccountView }

function gt1(address: string): string | null {
  try {
    return toGt1(address);
  } catch {
    return null;
  }
}

export function ownAccount(address: string, accounts: readonly AccountView[]): AccountView | undefined {
  return accounts.find((account) => {
    try {
      return sameAccount(account.address, address);
    } catch {
      return false;
    }
  });
}

export function labelOf(address: string, accounts: readonly AccountView[], history: ReadonlySet<string>): AddressLabel {
  const account = ownAccount(address, accounts);
  if (account) return { kind: 'own', text: account.kind === 'vault' ? t('renderers.label.ownVault', { name: account.name }) : t('renderers.label.own', { name: account.name }), account };
  const key = gt1(address);
  if (key && history.has(key)) return { kind: 'history', text: t('renderers.label.history') };
  return { kind: 'unknown', text: t('renderers.label.unknown') };
}

export function useAddressLabel(address: string): AddressLabel {
  const { state } = useWallet();
  return labelOf(address, state.accounts, useContext(HistoryContext));
}

export function LabeledAddress({ address }: { address: string }) {
  const label = useAddressLabel(address);
  return (
    <span class="labeled-address">
      <Address address={address} />
      <span class={`address-label address-label-${label.kind}`} data-testid={TID.addressLabel} data-label={label.kind} data-address={address}>
        {label.kind === 'own' && label.account ? <>{label.account.kind === 'vault' ? t('renderers.label.ownVaultPrefix') : t('renderers.label.ownPrefix')}<ShownText text={label.account.name} what="accountName" /></> : label.text}
      </span>
    </span>
  );
}

/** Text a site or another person chose, with invisible and direction-changing characters written out. */
export function ShownText({ text, what, block = false }: { text: string; what: HiddenWhat; block?: boolean }) {
  const { text: shown, hidden } = revealHidden(text);
  if (hidden.length === 0) return block ? <pre class="message-text">{text}</pre> : <span class="break">{text}</span>;
  const parts = shown.split(/(⟨U\+[0-9A-F]{4,6}⟩)/);
  const body = parts.map((part, i) => (i % 2 === 1 ? <mark class="hidden-char" key={i}>{part}</mark> : part));
  return (
    <span class="shown-text">
      {block ? <pre class="message-text" dir="ltr">{body}</pre> : <span class="break" dir="ltr">{body}</span>}
      <span class="warning small" role="alert" data-testid={TID.hiddenChars}>⚠ {hiddenText(what, hidden)}</span>
    </span>
  );
}
