// Whose address is this, and what does this text really say: every review and approval screen
// labels addresses (one of yours by name, one you sent to, a look-alike of a known one, or unknown)
// and shows hidden characters. What counts as known is core/known-addresses.ts's rule.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { toGt1 } from '../../../core/address-forms';
import { sameAccount } from '../../lib/accounts';
import { revealHidden } from '../../../core/reveal';
import { lookalikeOf } from '../../../core/known-addresses';
import { shortAddr } from '../../lib/format';
import { hiddenText, type HiddenWhat } from '../../lib/warnings';
import type { AccountView } from '../../../shared/wallet-api';
import { Address } from '../../components/Address';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { t } from '../../i18n';

/** gt1 forms of the addresses this wallet knows (core's knownAddresses; filled by the screen that loads them). */
export const KnownContext = createContext<ReadonlySet<string>>(new Set());

/** `history`: an address this wallet sent to; `lookalike`: not known, but starts and ends like one that is. */
type LabelKind = 'own' | 'history' | 'lookalike' | 'unknown';
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

function labelOf(address: string, accounts: readonly AccountView[], known: ReadonlySet<string>): AddressLabel {
  const account = ownAccount(address, accounts);
  if (account) return { kind: 'own', text: account.kind === 'vault' ? t('renderers.label.ownVault', { name: account.name }) : t('renderers.label.own', { name: account.name }), account };
  const key = gt1(address);
  if (key && known.has(key)) return { kind: 'history', text: t('renderers.label.history') };
  const ownKeys = accounts.map((a) => gt1(a.address)).filter((a): a is string => a !== null);
  const twin = lookalikeOf(address, [...known, ...ownKeys]);
  if (twin) return { kind: 'lookalike', text: t('renderers.label.lookalike', { known: shortAddr(twin) }) };
  return { kind: 'unknown', text: t('renderers.label.unknown') };
}

function useAddressLabel(address: string): AddressLabel {
  const { state } = useWallet();
  return labelOf(address, state.accounts, useContext(KnownContext));
}

export function LabeledAddress({ address }: { address: string }) {
  const label = useAddressLabel(address);
  return (
    <span class="labeled-address">
      <Address address={address} />
      <span class={`address-label address-label-${label.kind}`} data-testid={TID.addressLabel} data-label={label.kind} data-address={address}>
        {label.kind === 'own' && label.account ? <>{label.account.kind === 'vault' ? t('renderers.label.ownVaultPrefix') : t('renderers.label.ownPrefix')}<ShownText text={label.account.name} what="accountName" /></> : label.kind === 'lookalike' ? t('renderers.label.lookalikeShort') : label.text}
      </span>
      {label.kind === 'lookalike' && <span class="warning strong block" role="alert" data-testid={TID.addressLookalike}>⚠ {label.text}</span>}
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

/** A memo whole: its lines kept, wrapped, never clipped, hidden characters marked (issue 26, attack 5). */
export function MemoText({ memo }: { memo: string }) {
  return <div class="memo-text" data-testid={TID.memoText}><ShownText text={memo} what="memo" block /></div>;
}
