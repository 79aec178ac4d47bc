// Staking pool, staking parameters and distribution parameters.
import { ErrorBox, Loading, Section } from '../../components/ui';
import { useAsync } from '../../hooks/data';
import { ledger } from '../../lib/ledger';
import { formatDuration } from '../../i18n';
import { parseDurationSeconds } from '../../lib/time';
import type { StakingData } from './useStakingData';
import { gtText, percentText } from '../../lib/format';

export function PoolInfo({ data, networkId }: { data: StakingData; networkId: string }) {
  const pool = useAsync(() => ledger.stakingPool(), [networkId]);
  const distribution = useAsync(() => ledger.distributionParams(), [networkId]);
  const params = data.params.data;
  const undelegating = parseDurationSeconds(params?.undelegating_time);
  return (
    <div class="stack f-gap">
      <Section title="Staking pool">
        {pool.loading && !pool.data && <Loading />}
        {pool.error && <ErrorBox message={pool.error} onRetry={pool.reload} />}
        {pool.data && (
          <dl class="kv">
            <div class="kv-row"><dt>Bonded</dt><dd class="amount">{gtText(pool.data.bonded_tokens, 2)}</dd></div>
            <div class="kv-row"><dt>Not bonded</dt><dd class="amount">{gtText(pool.data.not_bonded_tokens, 2)}</dd></div>
          </dl>
        )}
      </Section>
      <Section title="Staking parameters">
        {data.params.loading && !params && <Loading />}
        {data.params.error && <ErrorBox message={data.params.error} onRetry={data.params.reload} />}
        {params && (
          <dl class="kv">
            <div class="kv-row"><dt>Undelegating</dt><dd data-seconds={undelegating === null ? '' : String(undelegating)}>{undelegating === null ? String(params.undelegating_time) : formatDuration(undelegating)}</dd></div>
            <div class="kv-row"><dt>Max entries</dt><dd>{params.max_entries} undelegations + redelegations per con-account</dd></div>
            <div class="kv-row"><dt>Con-accounts</dt><dd>at most {params['max_con-accounts']}</dd></div>
            <div class="kv-row"><dt>Loyalty</dt><dd>{params.pow_rate}× to {params.max_pow_rate}×</dd></div>
            <div class="kv-row"><dt>Bond denom</dt><dd>{params.bond_denom === 'NANOGT' ? 'GT (NANOGT)' : params.bond_denom}</dd></div>
          </dl>
        )}
      </Section>
      <Section title="Rewards">
        {distribution.loading && !distribution.data && <Loading />}
        {distribution.error && <ErrorBox message={distribution.error} onRetry={distribution.reload} />}
        {distribution.data && (
          <dl class="kv">
            <div class="kv-row"><dt>Community tax</dt><dd>{percentText(distribution.data.community_tax)}</dd></div>
            <div class="kv-row"><dt>Committees</dt><dd>{percentText(distribution.data.first_committee_reward)} / {percentText(distribution.data.second_committee_reward)} / {percentText(distribution.data.third_committee_reward)}</dd></div>
            <div class="kv-row"><dt>Withdraw address</dt><dd>{distribution.data.withdraw_addr_enabled ? 'can be changed' : 'fixed to the delegator'}</dd></div>
          </dl>
        )}
      </Section>
    </div>
  );
}
