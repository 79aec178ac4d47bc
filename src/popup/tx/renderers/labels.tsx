// Whose address is this: every review and approval screen labels addresses (one of yours by name,
// one you sent to, a look-alike of a known one, or unknown); the names it shows have their hidden
// characters written out (./shown-text.tsx). What counts as known is core/known-addresses.ts's rule.
import { createContext } from 'preact';
import { useContext, useState } from 'preact/hooks';
import { errorText } from '../../lib/api';
import { toGt1 } from '../../../core/address-forms';
import { sameAccount } from '../../lib/accounts';
import { lookalikeOf } from '../../../core/known-addresses';
import { shortAddr } from '../../lib/format';
import type { AccountView, ContactView } from '../../../shared/wallet-api';
import { contactFor, saveContact, useContacts } from '../../hooks/contacts';
import { Address } from '../../components/Address';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { ShownText } from './shown-text';
import { t } from '../../i18n';

/** gt1 forms of the addresses this wallet knows (core's knownAddresses; filled by the screen that loads them). */
export const KnownContext = createContext<ReadonlySet<string>>(new Set());

/** `contact`: in the address book; `history`: an address this wallet sent to; `lookalike`: not known, but starts and ends like one that is. */
type LabelKind = 'own' | 'contact' | 'history' | 'lookalike' | 'unknown';
export interface AddressLabel {
  kind: LabelKind;
  text: string;
  account?: AccountView;
  contact?: ContactView;
}

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

function labelOf(
  address: string,
  accounts: readonly AccountView[],
  known: ReadonlySet<string>,
  contacts: readonly ContactView[] = [],
): AddressLabel {
  const account = ownAccount(address, accounts);
  if (account)
    return {
      kind: 'own',
      text:
        account.kind === 'vault' ? t('renderers.label.ownVault', { name: account.name }) : t('renderers.label.own', { name: account.name }),
      account,
    };
  const contact = contactFor(contacts, address);
  if (contact) return { kind: 'contact', text: t('renderers.label.contact', { name: contact.name }), contact };
  const key = gt1(address);
  if (key && known.has(key)) return { kind: 'history', text: t('renderers.label.history') };
  const ownKeys = accounts.map((a) => gt1(a.address)).filter((a): a is string => a !== null);
  const twin = lookalikeOf(address, [...known, ...ownKeys]);
  if (twin) return { kind: 'lookalike', text: t('renderers.label.lookalike', { known: shortAddr(twin) }) };
  return { kind: 'unknown', text: t('renderers.label.unknown') };
}

function useAddressLabel(address: string): AddressLabel {
  const { state } = useWallet();
  return labelOf(address, state.accounts, useContext(KnownContext), useContacts() ?? []);
}

export function LabeledAddress({ address }: { address: string }) {
  const label = useAddressLabel(address);
  return (
    <span class="labeled-address">
      <Address address={address} named={false} />
      <span
        class={`address-label address-label-${label.kind}`}
        data-testid={TID.addressLabel}
        data-label={label.kind}
        data-address={address}
      >
        {label.kind === 'own' && label.account ? (
          <>
            {label.account.kind === 'vault' ? t('renderers.label.ownVaultPrefix') : t('renderers.label.ownPrefix')}
            <ShownText text={label.account.name} what="accountName" />
          </>
        ) : label.kind === 'contact' && label.contact ? (
          <>
            {t('renderers.label.contactPrefix')}
            <ShownText text={label.contact.name} what="accountName" />
          </>
        ) : label.kind === 'lookalike' ? (
          t('renderers.label.lookalikeShort')
        ) : (
          label.text
        )}
      </span>
      {(label.kind === 'unknown' || label.kind === 'history') && <AddContactButton address={address} />}
      {label.kind === 'lookalike' && (
        <span class="warning strong block" role="alert" data-testid={TID.addressLookalike}>
          ⚠ {label.text}
        </span>
      )}
    </span>
  );
}

/** The look-alike warning alone, for an address typed into a form (Send's recipient), by the same rule as LabeledAddress. */
export function LookalikeWarning({ address }: { address: string }) {
  const label = useAddressLabel(address);
  if (label.kind !== 'lookalike') return null;
  return (
    <span class="warning strong block" role="alert" data-testid={TID.addressLookalike} data-address={address}>
      ⚠ {label.text}
    </span>
  );
}

/** "Add to contacts" beside an address the book does not have yet: a name, then saved. */
export function AddContactButton({ address }: { address: string }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open)
    return (
      <button type="button" class="link-button small" data-testid={TID.contactAdd} data-address={address} onClick={() => setOpen(true)}>
        {t('renderers.contact.add')}
      </button>
    );
  const save = async (event: Event) => {
    event.preventDefault();
    try {
      await saveContact({ contact: { address, name } });
      setOpen(false);
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <form class="inline-form" onSubmit={(event) => void save(event)}>
      <input
        data-testid={TID.contactAddName}
        aria-label={t('renderers.contact.name')}
        placeholder={t('renderers.contact.name')}
        maxLength={40}
        value={name}
        onInput={(e) => {
          setName(e.currentTarget.value);
          setError(null);
        }}
      />
      <button class="btn small" data-testid={TID.contactAddSave} disabled={name.trim() === ''}>
        {t('renderers.contact.save')}
      </button>
      <button type="button" class="btn small" onClick={() => setOpen(false)}>
        {t('renderers.contact.cancel')}
      </button>
      {error && (
        <span class="warning small block" role="alert" data-testid={TID.contactError}>
          {error}
        </span>
      )}
    </form>
  );
}
