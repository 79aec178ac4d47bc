// Pending undelegations and redelegations with a live countdown to completion_time (on the node's clock).
import { EmptyState, ErrorBox, Loading } from '../../components/ui';
import { Address } from '../../components/Address';
import { countdownText, dateTimeText } from '../../lib/time';
import { useBlockClock, useNow } from '../../hooks/useBlockClock';
import { TID } from '../../testids';
import { monikerOf, unbondingItems } from './lib';
import type { StakingData } from './useStakingData';
import { gtText } from '../../lib/format';
import { formatDuration, t } from '../../i18n';

export function Unbonding({ data }: { data: StakingData }) {
  const clock = useBlockClock(5000);
  const now = useNow(1000) + clock.offsetMs;
  const undelegations = data.undelegations.data;
  const redelegations = data.redelegations.data;
  const conAccounts = data.conAccounts.data ?? [];
  const loading =
    (undelegations === undefined && data.undelegations.loading) || (redelegations === undefined && data.redelegations.loading);
  const items = unbondingItems(undelegations ?? [], redelegations ?? []);
  const name = (address: string) => monikerOf(conAccounts, address) || t('staking.conAccount');

  return (
    <div class="stack f-gap">
      {loading && <Loading label={t('staking.pending.loading')} />}
      {data.undelegations.error && <ErrorBox message={data.undelegations.error} onRetry={data.undelegations.reload} />}
      {data.redelegations.error && <ErrorBox message={data.redelegations.error} onRetry={data.redelegations.reload} />}
      {!loading && items.length === 0 && !data.undelegations.error && (
        <EmptyState title={t('staking.pending.empty.title')} testId={TID.unbondingEmpty}>
          {t('staking.pending.empty.body')}
        </EmptyState>
      )}
      {items.map((item, i) => {
        const done = item.completionMs !== null && item.completionMs <= now;
        return (
          <article
            class="card"
            key={`${item.kind}-${item.con}-${item.dst}-${i}`}
            data-testid={TID.unbondingRow}
            data-kind={item.kind}
            data-completed={String(done)}
          >
            <div class="row-between">
              <span class="badge">
                {item.kind === 'undelegation' ? t('staking.pending.undelegating') : t('staking.pending.redelegated')}
              </span>
              <span class="amount" data-nanogt={item.balance.toString()}>
                {gtText(item.balance)}
              </span>
            </div>
            <p class="small">
              {item.kind === 'undelegation'
                ? t('staking.pending.from', { name: name(item.con) })
                : t('staking.pending.move', { from: name(item.con), to: name(item.dst) })}
            </p>
            <Address address={item.kind === 'undelegation' ? item.con : item.dst} />
            <div class="row-between">
              <span class="muted small">
                {t(done ? 'staking.pending.completed' : 'staking.pending.completes', { when: dateTimeText(item.completionMs) })}
              </span>
              <span
                class={done ? 'status ok' : 'f-countdown'}
                data-testid={TID.unbondingCountdown}
                data-ms-left={item.completionMs === null ? '' : String(Math.max(0, item.completionMs - now))}
              >
                {item.completionMs === null
                  ? t('staking.pending.unknown')
                  : done
                    ? t('staking.pending.done')
                    : countdownText(item.completionMs - now)}
              </span>
            </div>
          </article>
        );
      })}
      {clock.offsetMs > 60_000 && (
        <p class="muted small">{t('staking.pending.clockAhead', { duration: formatDuration(Math.round(clock.offsetMs / 60000) * 60) })}</p>
      )}
    </div>
  );
}
