// The account's delegations with pending rewards per con-account and in total.
import { EmptyState, ErrorBox, Figure, Loading, Stat, Unknown } from '../../components/ui';
import { useInterval } from '../../hooks/data';
import { Address } from '../../components/Address';
import { goSub } from '../../lib/router';
import { TID } from '../../testids';
import { delegationBalance, monikerOf, rewardOf, totalDelegated, totalReward } from './lib';
import type { StakingData } from './useStakingData';
import { amountOf, decGtText, gtText } from '../../lib/format';
import { NANOGT } from '../../../core/amount';
import { t } from '../../i18n';

const REWARD_REFRESH_MS = 10_000;

export function MyStakes({ data, canSign }: { data: StakingData; canSign: boolean }) {
  useInterval(() => {
    data.rewards.reload();
  }, REWARD_REFRESH_MS);
  const delegations = data.delegations.data;
  const rewards = data.rewards.data ?? { rewards: [], total: [] };
  const conAccounts = data.conAccounts.data ?? [];
  const total = totalDelegated(delegations ?? []);

  return (
    <div class="stack f-gap">
      <section class="card f-summary">
        <div class="f-stats">
          {/* A total the wallet could not read is unknown, never 0. */}
          <Stat
            label={t('staking.mine.delegated')}
            testId={TID.stakeTotalDelegated}
            data={delegations && !data.delegations.error ? { nanogt: total.toString() } : {}}
          >
            <Figure read={data.delegations} text={(list) => gtText(totalDelegated(list))} />
          </Stat>
          <Stat label={t('staking.mine.pendingRewards')} testId={TID.stakeTotalRewards}>
            <Figure read={data.rewards} text={(read) => decGtText(totalReward(read), 6)} />
          </Stat>
          <Stat label={t('staking.mine.available')}>
            <Figure read={data.balance} text={(coins) => gtText(amountOf(coins, NANOGT))} />
          </Stat>
        </div>
        <div class="row-buttons f-buttons">
          <button
            class="btn small primary"
            disabled={!canSign || (delegations ?? []).length === 0}
            onClick={() => goSub({ tab: 'mine', form: 'withdraw-all' })}
          >
            {t('staking.mine.withdrawAll')}
          </button>
          <button class="btn small" disabled={!canSign} onClick={() => goSub({ tab: 'mine', form: 'withdraw-address' })}>
            {t('staking.mine.rewardAddress')}
          </button>
        </div>
      </section>

      {delegations === undefined && data.delegations.loading && <Loading label={t('staking.mine.loading')} />}
      {data.delegations.error && <ErrorBox message={data.delegations.error} onRetry={data.delegations.reload} />}
      {data.rewards.error && (
        <ErrorBox message={t('staking.mine.rewardsError', { error: data.rewards.error })} onRetry={data.rewards.reload} />
      )}
      {delegations !== undefined && delegations.length === 0 && (
        <EmptyState title={t('staking.mine.empty.title')}>
          {t('staking.mine.empty.body')}{' '}
          <button class="link-button" onClick={() => goSub({ tab: 'conaccounts' })}>
            {t('staking.mine.empty.choose')}
          </button>
        </EmptyState>
      )}
      {(delegations ?? []).map((d) => {
        const con = d['con-account_address'];
        const amount = delegationBalance(d);
        return (
          <article class="card" key={con} data-testid={TID.delegationRow} data-address={con}>
            <div class="row-between">
              <span class="f-con-name">
                <span class="avatar small" aria-hidden="true">
                  {(monikerOf(conAccounts, con) || '?').slice(0, 1).toUpperCase()}
                </span>
                {monikerOf(conAccounts, con) || t('staking.conAccount')}
              </span>
              <Address address={con} />
            </div>
            <div class="f-grid">
              <span class="f-cell">
                <span class="f-cell-label">{t('staking.mine.delegated')}</span>
                <span
                  class="amount"
                  data-testid={TID.delegationAmount}
                  data-nanogt={data.delegations.error ? undefined : amount.toString()}
                >
                  {data.delegations.error ? <Unknown last={gtText(amount)} readAt={data.delegations.readAt} /> : gtText(amount)}
                </span>
              </span>
              <span class="f-cell">
                <span class="f-cell-label">{t('staking.mine.reward')}</span>
                <span class="amount" data-testid={TID.delegationReward}>
                  {data.rewards.error || !data.rewards.data ? (
                    <Figure read={data.rewards} text={(read) => decGtText(rewardOf(read, con))} />
                  ) : (
                    decGtText(rewardOf(rewards, con))
                  )}
                </span>
              </span>
            </div>
            <div class="f-actions f-actions-grid">
              <button class="btn small" disabled={!canSign} onClick={() => goSub({ tab: 'mine', form: 'delegate', con })}>
                {t('staking.mine.add')}
              </button>
              <button class="btn small" disabled={!canSign} onClick={() => goSub({ tab: 'mine', form: 'redelegate', con })}>
                {t('staking.mine.move')}
              </button>
              <button class="btn small" disabled={!canSign} onClick={() => goSub({ tab: 'mine', form: 'undelegate', con })}>
                {t('staking.mine.undelegate')}
              </button>
              <button class="btn small" disabled={!canSign} onClick={() => goSub({ tab: 'mine', form: 'withdraw', con })}>
                {t('staking.mine.claim')}
              </button>
            </div>
          </article>
        );
      })}
    </div>
  );
}
