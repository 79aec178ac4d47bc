import { useContext } from 'preact/hooks';
import { WalletContext } from '../hooks/wallet';
import { addressForms, ownForm } from '../lib/accounts';
import { shortAddr } from '../lib/format';
import { CopyButton } from './CopyButton';
import { t } from '../i18n';

/** A shortened address with the full one on hover and a copy button; one of the wallet's accounts reads in its own form (vault1, gt2). */
export function Address({ address, testId }: { address: string; testId?: string }) {
  const wallet = useContext(WalletContext);
  const shown = wallet ? ownForm(addressForms(wallet.state.accounts, []), address) : address;
  return (
    <span class="address">
      <code title={shown} data-testid={testId} data-address={shown}>{shortAddr(shown)}</code>
      <CopyButton value={shown} compact label={t('ui.copy')} />
    </span>
  );
}
