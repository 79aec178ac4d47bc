// Origins connected to the wallet, with the accounts they see; revoke removes the connection. Sites
// blocked from the approval window are listed after them, each with Unblock.
import { callWallet } from '../../lib/api';
import { EmptyState, ErrorBox, Loading, PageHeader } from '../../components/ui';
import { useAction, useAsync } from '../../hooks/data';
import { shortAddr } from '../../lib/format';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { useState } from 'preact/hooks';
import type { BlockedSiteView, PermissionView } from '../../../shared/wallet-api';
import { formatDateTime, t } from '../../i18n';

export function SitesPage() {
  const { state } = useWallet();
  const loaded = useAsync(() => callWallet('wallet_listPermissions', {}), []);
  const [sites, setSites] = useState<PermissionView[] | null>(null);
  const action = useAction();
  const list = sites ?? loaded.data ?? null;
  const revoke = (origin: string) => action.run(async () => setSites(await callWallet('wallet_revokePermission', { origin })));
  const accountLabel = (id: string) => {
    const account = state.accounts.find((a) => a.id === id);
    return account ? `${account.name} (${shortAddr(account.address)})` : id;
  };
  return (
    <div class="page">
      <PageHeader title={t('sites.title')} />
      <main class="page-body">
        {loaded.loading && !list && <Loading />}
        {loaded.error && <ErrorBox message={loaded.error} onRetry={loaded.reload} />}
        {action.error && <ErrorBox message={action.error} />}
        {list && list.length === 0 && <EmptyState title={t('sites.empty')} testId={TID.sitesEmpty}>{t('sites.emptyBody')}</EmptyState>}
        {list && list.length > 0 && (
          <ul class="list card">
            {list.map((site) => (
              <li class="list-row" key={site.origin} data-testid={TID.siteItem} data-origin={site.origin}>
                <span class="site-text">
                  <span class="site-origin break">{site.origin}</span>
                  <span class="muted small">{site.accountIds.map(accountLabel).join(', ') || t('sites.noAccounts')}</span>
                  {site.connectedAt > 0 && <span class="muted small">{t('sites.connected', { time: formatDateTime(site.connectedAt) })}</span>}
                </span>
                <button class="btn small danger-outline" data-testid={TID.siteRevoke} data-origin={site.origin} disabled={action.busy} onClick={() => revoke(site.origin)}>{t('sites.revoke')}</button>
              </li>
            ))}
          </ul>
        )}
        <BlockedSites />
      </main>
    </div>
  );
}

function BlockedSites() {
  const loaded = useAsync(() => callWallet('wallet_listBlockedSites', {}), []);
  const [blocked, setBlocked] = useState<BlockedSiteView[] | null>(null);
  const action = useAction();
  const list = blocked ?? loaded.data ?? [];
  if (loaded.error) return <ErrorBox message={loaded.error} onRetry={loaded.reload} />;
  if (list.length === 0) return null;
  return (
    <section class="stack">
      <h2 class="section-title">{t('sites.blocked.title')}</h2>
      <p class="muted small">{t('sites.blocked.body')}</p>
      {action.error && <ErrorBox message={action.error} />}
      <ul class="list card">
        {list.map((site) => (
          <li class="list-row" key={site.origin} data-testid={TID.blockedSiteItem} data-origin={site.origin}>
            <span class="site-text">
              <span class="site-origin break">{site.origin}</span>
              <span class="muted small">{t('sites.blocked.since', { time: formatDateTime(site.blockedAt) })}</span>
            </span>
            <button class="btn small" data-testid={TID.blockedSiteUnblock} disabled={action.busy} onClick={() => action.run(async () => setBlocked(await callWallet('wallet_unblockSite', { origin: site.origin })))}>{t('sites.blocked.unblock')}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
