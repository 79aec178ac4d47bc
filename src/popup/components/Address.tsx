import { shortAddr } from '../lib/format';
import { CopyButton } from './CopyButton';
import { t } from '../i18n';

/** A shortened address with the full one on hover and a copy button. */
export function Address({ address, testId }: { address: string; testId?: string }) {
  return (
    <span class="address">
      <code title={address} data-testid={testId} data-address={address}>{shortAddr(address)}</code>
      <CopyButton value={address} compact label={t('ui.copy')} />
    </span>
  );
}
