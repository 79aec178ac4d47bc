// Staking pool, staking parameters and distribution parameters.
import { ErrorBox, Loading, Section } from '../../components/ui';
import { useAsync } from '../../hooks/data';
import { ledger } from '../../lib/ledger';
import { formatDuration, t } from '../../i18n';
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
      <Section title={t('staking.pool.title')}>
        {pool.loading && !pool.data && <Loading />}
        {pool.error && <ErrorBox message={pool.error} onRetry={pool.reload} />}
        {pool.data && (
          <dl class="kv">
            <div class="kv-row">
              <dt>{t('staking.pool.bonded')}</dt>
              <dd class="amount">{gtText(pool.data.bonded_tokens)}</dd>
            </div>
            <div class="kv-row">
              <dt>{t('staking.pool.notBonded')}</dt>
              <dd class="amount">{gtText(pool.data.not_bonded_tokens)}</dd>
            </div>
          </dl>
        )}
      </Section>
      <Section title={t('staking.params.title')}>
        {data.params.loading && !params && <Loading />}
        {data.params.error && <ErrorBox message={data.params.error} onRetry={data.params.reload} />}
        {params && (
          <dl class="kv">
            <div class="kv-row">
              <dt>{t('staking.params.undelegating')}</dt>
              <dd data-seconds={undelegating === null ? '' : String(undelegating)}>
                {undelegating === null ? String(params.undelegating_time) : formatDuration(undelegating)}
              </dd>
            </div>
            <div class="kv-row">
              <dt>{t('staking.params.maxEntries')}</dt>
              <dd>{t('staking.params.maxEntriesValue', { entries: String(params.max_entries) })}</dd>
            </div>
            <div class="kv-row">
              <dt>{t('staking.params.conAccounts')}</dt>
              <dd>{t('staking.params.conAccountsValue', { max: String(params['max_con-accounts']) })}</dd>
            </div>
            <div class="kv-row">
              <dt>{t('staking.params.loyalty')}</dt>
              <dd>{t('staking.params.loyaltyValue', { min: String(params.pow_rate ?? ''), max: String(params.max_pow_rate ?? '') })}</dd>
            </div>
            <div class="kv-row">
              <dt>{t('staking.params.bondDenom')}</dt>
              <dd>{params.bond_denom === 'NANOGT' ? 'GT (NANOGT)' : params.bond_denom}</dd>
            </div>
          </dl>
        )}
      </Section>
      <Section title={t('staking.rewards.title')}>
        {distribution.loading && !distribution.data && <Loading />}
        {distribution.error && <ErrorBox message={distribution.error} onRetry={distribution.reload} />}
        {distribution.data && (
          <dl class="kv">
            <div class="kv-row">
              <dt>{t('staking.rewards.communityTax')}</dt>
              <dd>{percentText(distribution.data.community_tax)}</dd>
            </div>
            <div class="kv-row">
              <dt>{t('staking.rewards.committees')}</dt>
              <dd>
                {percentText(distribution.data.first_committee_reward)} / {percentText(distribution.data.second_committee_reward)} /{' '}
                {percentText(distribution.data.third_committee_reward)}
              </dd>
            </div>
            <div class="kv-row">
              <dt>{t('staking.rewards.withdrawAddress')}</dt>
              <dd>{distribution.data.withdraw_addr_enabled ? t('staking.rewards.canChange') : t('staking.rewards.fixed')}</dd>
            </div>
          </dl>
        )}
      </Section>
    </div>
  );
}
