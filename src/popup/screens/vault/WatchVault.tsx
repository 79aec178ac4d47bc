// "Watch this vault": the vault guardian (src/background/notify) for one of this wallet's vaults on the
// selected network. A transfer out of it that this wallet did not make raises an urgent notification.
import { ErrorBox } from '../../components/ui';
import { useAction, useAsync } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { sameAccount } from '../../lib/accounts';
import { callWallet } from '../../lib/api';
import { TID } from '../../testids';
import { t } from '../../i18n';

export function WatchVault({ address }: { address: string }) {
  const { state } = useWallet();
  const view = useAsync(() => callWallet('wallet_notifications', {}), [state.network.id]);
  const change = useAction();
  const watched = view.data ? view.data.watched.some((entry) => sameAccount(entry, address)) : false;
  const toggle = (on: boolean) =>
    void change.run(async () => {
      await callWallet('wallet_watchVault', { address, on });
      view.reload();
    });
  return (
    <div class="stack">
      <label class="checkbox">
        <input
          type="checkbox"
          data-testid={TID.vaultWatch}
          data-watched={view.data ? String(watched) : ''}
          disabled={!view.data || change.busy}
          checked={watched}
          onChange={(e) => toggle(e.currentTarget.checked)}
        />
        <span>{t('vault.watch.label')}</span>
      </label>
      <span class="muted small">{t('vault.watch.help')}</span>
      {(view.error || change.error) && <ErrorBox message={(view.error ?? change.error)!} />}
    </div>
  );
}
