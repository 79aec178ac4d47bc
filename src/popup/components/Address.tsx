import { useContext } from 'preact/hooks';
import { WalletContext } from '../hooks/wallet';
import { addressForms, ownForm } from '../lib/accounts';
import { shortAddr } from '../lib/format';
import { CopyButton } from './CopyButton';
import { t } from '../i18n';
import { useContact } from '../hooks/contacts';
import { revealHidden } from '../../core/reveal';
import { TID } from '../testids';

/** A shortened address with the full one on hover and a copy button; one of the wallet's accounts reads in its own form (vault1, gt2); a contact's address is named (unless `named` is false: a label says it). */
export function Address({ address, testId, named = true }: { address: string; testId?: string; named?: boolean }) {
  const wallet = useContext(WalletContext);
  const shown = wallet ? ownForm(addressForms(wallet.state.accounts, []), address) : address;
  const contact = useContact(address);
  return (
    <span class="address">
      {named && contact && (
        <strong class="contact-name" data-testid={TID.contactName} data-address={address}>
          {revealHidden(contact.name).text}{' '}
        </strong>
      )}
      <code title={shown} data-testid={testId} data-address={shown}>
        {shortAddr(shown)}
      </code>
      <CopyButton value={shown} compact label={t('ui.copy')} />
    </span>
  );
}
