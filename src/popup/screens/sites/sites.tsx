// Origins connected to the wallet, with the accounts they see (changed with checkboxes); revoke removes
// the connection. Sites blocked from the approval window are listed after them, each with Unblock.
import { callWallet } from '../../lib/api';
import { EmptyState, ErrorBox, Loading, PageHeader } from '../../components/ui';
import { useAction, useAsync } from '../../hooks/data';
import { shortAddr } from '../../lib/format';
import { useWallet } from '../../hooks/wallet';
import { TID } from '../../testids';
import { useState } from 'preact/hooks';
import type { AccountView, BlockedSiteView, PermissionView } from '../../../shared/wallet-api';
import { SiteAccountPicker } from '../../components/SiteAccountPicker';
import { formatDateTime, t } from '../../i18n';

export function SitesPage() {
  const { state } = useWallet();
  const loaded = useAsync(() => callWallet('wallet_listPermissions', {}), []);
  const [sites, setSites] = useState<PermissionView[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
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
        {list && list.length === 0 && (
          <EmptyState title={t('sites.empty')} testId={TID.sitesEmpty}>
            {t('sites.emptyBody')}
          </EmptyState>
        )}
        {list && list.length > 0 && (
          <ul class="list card">
            {list.map((site) => (
              <li class="list-row" key={site.origin} data-testid={TID.siteItem} data-origin={site.origin}>
                <span class="site-text">
                  <span class="site-origin break">{site.origin}</span>
                  <span class="muted small">{site.accountIds.map(accountLabel).join(', ') || t('sites.noAccounts')}</span>
                  {site.connectedAt > 0 && (
                    <span class="muted small">{t('sites.connected', { time: formatDateTime(site.connectedAt) })}</span>
                  )}
                </span>
                <span class="site-buttons">
                  <button
                    class="btn small"
                    data-testid={TID.siteAccountsEdit}
                    data-origin={site.origin}
                    disabled={action.busy}
                    aria-expanded={editing === site.origin}
                    onClick={() => setEditing(editing === site.origin ? null : site.origin)}
                  >
                    {t('sites.accounts.edit')}
                  </button>
                  <button
                    class="btn small danger-outline"
                    data-testid={TID.siteRevoke}
                    data-origin={site.origin}
                    disabled={action.busy}
                    onClick={() => revoke(site.origin)}
                  >
                    {t('sites.revoke')}
                  </button>
                </span>
                {editing === site.origin && (
                  <SiteAccountsEditor
                    site={site}
                    accounts={state.accounts.filter((a) => a.canSign || site.accountIds.includes(a.id))}
                    busy={action.busy}
                    onCancel={() => setEditing(null)}
                    onSave={(accountIds) =>
                      action.run(async () => {
                        setSites(await callWallet('wallet_setSiteAccounts', { origin: site.origin, accountIds }));
                        setEditing(null);
                      })
                    }
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        <BlockedSites />
      </main>
    </div>
  );
}

/** The accounts one site sees, as checkboxes; Save gives it exactly those (one at least). */
function SiteAccountsEditor({
  site,
  accounts,
  busy,
  onSave,
  onCancel,
}: {
  site: PermissionView;
  accounts: AccountView[];
  busy: boolean;
  onSave(ids: string[]): void;
  onCancel(): void;
}) {
  const [picked, setPicked] = useState<string[]>(site.accountIds);
  return (
    <div class="site-accounts-editor">
      <SiteAccountPicker
        accounts={accounts}
        picked={picked}
        onChange={setPicked}
        testId={TID.siteAccount}
        legend={t('sites.accounts.legend', { site: site.origin })}
        noneText={t('sites.accounts.none')}
      />
      <div class="row">
        <button class="btn small" disabled={busy} onClick={onCancel}>
          {t('sites.accounts.cancel')}
        </button>
        <button
          class="btn small primary"
          data-testid={TID.siteAccountsSave}
          disabled={busy || picked.length === 0}
          onClick={() => onSave(picked)}
        >
          {t('sites.accounts.save')}
        </button>
      </div>
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
            <button
              class="btn small"
              data-testid={TID.blockedSiteUnblock}
              disabled={action.busy}
              onClick={() => action.run(async () => setBlocked(await callWallet('wallet_unblockSite', { origin: site.origin })))}
            >
              {t('sites.blocked.unblock')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
