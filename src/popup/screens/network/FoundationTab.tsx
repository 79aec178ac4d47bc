import { Address } from '../../components/Address';
import { EmptyState, ErrorBox, Loading } from '../../components/ui';
import { useAsync } from '../../hooks/data';
import { ledger } from '../../lib/ledger';
import { TID } from '../../testids';
import { proportionText } from './lib';
import { coinList, coinsLabel } from '../../lib/format';
import { t } from '../../i18n';

export function FoundationTab() {
  const members = useAsync(() => ledger.foundationMembers(), []);
  if (!members.data)
    return members.error ? (
      <ErrorBox message={members.error} onRetry={members.reload} />
    ) : (
      <Loading label={t('network.foundation.loading')} />
    );
  if (members.data.length === 0)
    return <EmptyState title={t('network.foundation.empty.title')}>{t('network.foundation.empty.body')}</EmptyState>;
  return (
    <>
      <p class="muted small">{t('network.foundation.intro')}</p>
      {members.data.map((m) => (
        <article class="card" key={m.address} data-testid={TID.foundationRow} data-address={m.address}>
          <div class="row-between">
            <Address address={m.address} />
            <span class="badge">{proportionText(m.proportion)}</span>
          </div>
          <dl class="kv">
            <div class="kv-row">
              <dt>{t('network.foundation.pool')}</dt>
              <dd class="amount" data-testid={TID.foundationPool}>
                {coinsLabel(coinList(m.funds_pool))}
              </dd>
            </div>
            <div class="kv-row">
              <dt>{t('network.foundation.released')}</dt>
              <dd class="amount" data-testid={TID.foundationReleased}>
                {coinsLabel(coinList(m.released))}
              </dd>
            </div>
            <div class="kv-row">
              <dt>{t('network.foundation.withdrawn')}</dt>
              <dd class="amount" data-testid={TID.foundationWithdrawn}>
                {coinsLabel(coinList(m.withdraw))}
              </dd>
            </div>
          </dl>
        </article>
      ))}
    </>
  );
}
