// All consensus accounts with search and sort; each row offers to delegate.
import { useMemo, useState } from 'preact/hooks';
import type { ConAccount } from '../../../core/rest/types';
import { Address } from '../../components/Address';
import { EmptyState, ErrorBox, Loading } from '../../components/ui';
import { goSub } from '../../lib/router';
import { CON_SORTS, filterConAccounts, sortConAccounts, type ConSort } from './lib';
import type { StakingData } from './useStakingData';
import { decimalText, gtText, percentText, toBigInt } from '../../lib/format';
import { t } from '../../i18n';

export function ConAccountList({ data, canSign }: { data: StakingData; canSign: boolean }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ConSort>('power');
  const list = data.conAccounts.data;
  const shown = useMemo(() => sortConAccounts(filterConAccounts(list ?? [], query), sort), [list, query, sort]);
  const mine = new Set((data.delegations.data ?? []).map((d) => d['con-account_address']));

  return (
    <div class="stack f-gap">
      <div class="f-toolbar">
        <input type="search" placeholder={t('staking.search.placeholder')} value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
        <select value={sort} aria-label={t('staking.sort.label')} onChange={(e) => setSort(e.currentTarget.value as ConSort)}>
          {CON_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`staking.sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {list === undefined && data.conAccounts.loading && <Loading label={t('staking.con.loading')} />}
      {data.conAccounts.error && <ErrorBox message={data.conAccounts.error} onRetry={data.conAccounts.reload} />}
      {list !== undefined && shown.length === 0 && (
        <EmptyState title={list.length === 0 ? t('staking.con.none.title') : t('staking.con.noMatch.title')}>
          {list.length === 0 ? t('staking.con.none.body') : t('staking.con.noMatch.body', { query })}
        </EmptyState>
      )}
      {shown.map((con) => (
        <ConRow key={con.operator_address} con={con} delegated={mine.has(con.operator_address)} canSign={canSign} />
      ))}
    </div>
  );
}

function ConRow({ con, delegated, canSign }: { con: ConAccount; delegated: boolean; canSign: boolean }) {
  const rates = con.commission?.commission_rates;
  const online = (con.status ?? '').toLowerCase() === 'online';
  const moniker = con.description?.moniker || t('staking.con.unnamed');
  return (
    <article class="card f-con" data-address={con.operator_address} data-moniker={moniker}>
      <div class="row-between">
        <span class="f-con-name">
          <span class="avatar small" aria-hidden="true">
            {moniker.slice(0, 1).toUpperCase()}
          </span>
          <span>{moniker}</span>
          {delegated && <span class="badge ok">{t('staking.con.delegated')}</span>}
        </span>
        <span class={online ? 'status ok' : 'status failed'}>{conStatus(con.status)}</span>
      </div>
      <Address address={con.operator_address} />
      <div class="f-grid">
        <span class="f-cell">
          <span class="f-cell-label">{t('staking.con.power')}</span>
          <span>{decimalText(con.power, 0)}</span>
        </span>
        <span class="f-cell">
          <span class="f-cell-label">{t('staking.con.commission')}</span>
          <span>
            {percentText(rates?.rate)} <span class="muted small">{t('staking.con.maxRate', { rate: percentText(rates?.max_rate) })}</span>
          </span>
        </span>
        <span class="f-cell">
          <span class="f-cell-label">{t('staking.con.delegated')}</span>
          <span data-nanogt={toBigInt(con.tokens).toString()}>{gtText(con.tokens)}</span>
        </span>
        <span class="f-cell">
          <span class="f-cell-label">{t('staking.con.loyalty')}</span>
          <span>{decimalText(con.power_rate, 2)}×</span>
        </span>
      </div>
      <button
        class="btn small primary"
        disabled={!canSign}
        onClick={() => goSub({ tab: 'conaccounts', form: 'delegate', con: con.operator_address })}
      >
        {t('staking.con.delegate')}
      </button>
    </article>
  );
}

/** The node's status word in the page's language; one it does not list is shown as the node gave it. */
function conStatus(status: string | undefined): string {
  const known = (status ?? '').toLowerCase();
  if (known === 'online') return t('staking.con.status.online');
  if (known === 'offline') return t('staking.con.status.offline');
  return status || t('staking.con.statusUnknown');
}
