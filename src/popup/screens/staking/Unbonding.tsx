// Pending undelegations and redelegations with a live countdown to completion_time (on the node's clock).
import { EmptyState, ErrorBox, Loading } from '../../components/ui';
import { Address } from '../../components/Address';
import { countdownText, dateTimeText } from '../../lib/time';
import { useBlockClock, useNow } from '../../hooks/useBlockClock';
import { TID } from '../../testids';
import { monikerOf, unbondingItems } from './lib';
import type { StakingData } from './useStakingData';
import { gtText } from '../../lib/format';

export function Unbonding({ data }: { data: StakingData }) {
  const clock = useBlockClock(5000);
  const now = useNow(1000) + clock.offsetMs;
  const undelegations = data.undelegations.data;
  const redelegations = data.redelegations.data;
  const conAccounts = data.conAccounts.data ?? [];
  const loading = (undelegations === undefined && data.undelegations.loading) || (redelegations === undefined && data.redelegations.loading);
  const items = unbondingItems(undelegations ?? [], redelegations ?? []);
  const name = (address: string) => monikerOf(conAccounts, address) || 'Con-account';

  return (
    <div class="stack f-gap">
      {loading && <Loading label="Reading pending entries…" />}
      {data.undelegations.error && <ErrorBox message={data.undelegations.error} onRetry={data.undelegations.reload} />}
      {data.redelegations.error && <ErrorBox message={data.redelegations.error} onRetry={data.redelegations.reload} />}
      {!loading && items.length === 0 && !data.undelegations.error && (
        <EmptyState title="Nothing pending" testId={TID.unbondingEmpty}>Undelegations and redelegations appear here until they complete.</EmptyState>
      )}
      {items.map((item, i) => {
        const done = item.completionMs !== null && item.completionMs <= now;
        return (
          <article class="card" key={`${item.kind}-${item.con}-${item.dst}-${i}`} data-testid={TID.unbondingRow} data-kind={item.kind} data-completed={String(done)}>
            <div class="row-between">
              <span class="badge">{item.kind === 'undelegation' ? 'Undelegating' : 'Redelegated'}</span>
              <span class="amount" data-nanogt={item.balance.toString()}>{gtText(item.balance)}</span>
            </div>
            <p class="small">
              {item.kind === 'undelegation' ? <>from {name(item.con)} </> : <>{name(item.con)} → {name(item.dst)} </>}
            </p>
            <Address address={item.kind === 'undelegation' ? item.con : item.dst} />
            <div class="row-between">
              <span class="muted small">{done ? 'Completed' : 'Completes'} {dateTimeText(item.completionMs)}</span>
              <span class={done ? 'status ok' : 'f-countdown'} data-testid={TID.unbondingCountdown} data-ms-left={item.completionMs === null ? '' : String(Math.max(0, item.completionMs - now))}>
                {item.completionMs === null ? 'unknown' : done ? 'done' : countdownText(item.completionMs - now)}
              </span>
            </div>
          </article>
        );
      })}
      {clock.offsetMs > 60_000 && <p class="muted small">The node's clock runs {Math.round(clock.offsetMs / 60000)} min ahead of this computer; countdowns follow the node.</p>}
    </div>
  );
}
