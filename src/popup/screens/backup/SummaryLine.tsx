// What a backup file holds, counted: wallets, accounts, added networks, contacts.
import type { BackupSummary } from '../../../shared/wallet-api';
import { t } from '../../i18n';
import { TID } from '../../testids';

export function SummaryLine({ summary }: { summary: BackupSummary }) {
  return (
    <p
      class="small"
      data-testid={TID.backupSummary}
      data-wallets={summary.wallets}
      data-accounts={summary.accounts}
      data-networks={summary.networks}
      data-contacts={summary.contacts}
    >
      {t('backup.summary', {
        wallets: summary.wallets,
        accounts: summary.accounts,
        networks: summary.networks,
        contacts: summary.contacts,
      })}
    </p>
  );
}
