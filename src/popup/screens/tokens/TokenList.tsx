import { useState } from 'preact/hooks';
import type { Token } from '../../../core/rest/types';
import type { Coin } from '../../../core/types';
import { EmptyState, ErrorBox, Figure, Loading } from '../../components/ui';
import type { Async } from '../../hooks/data';
import { goSub } from '../../lib/router';
import { TID } from '../../testids';
import { filterTokenRows, type TokenRow } from './lib';
import { tokenAmount } from '../../lib/format';
import { t } from '../../i18n';

export function TokenList({ rows, tokens, balance }: { rows: TokenRow[]; tokens: Async<Token[]>; balance: Async<Coin[]> }) {
  const [query, setQuery] = useState('');
  const shown = filterTokenRows(rows, query);
  return (
    <div class="stack f-gap">
      {rows.length > 5 && (
        <input type="search" placeholder={t('tokens.search')} value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
      )}
      {tokens.data === undefined && tokens.loading && <Loading label={t('tokens.loading')} />}
      {tokens.error && <ErrorBox message={tokens.error} onRetry={tokens.reload} />}
      {balance.error && <ErrorBox message={t('tokens.balanceError', { error: balance.error })} onRetry={balance.reload} />}
      {tokens.data !== undefined && shown.length === 0 && (
        <EmptyState title={rows.length === 0 ? t('tokens.none.title') : t('tokens.noMatch.title')}>
          {rows.length === 0 ? t('tokens.none.body') : t('tokens.noMatch.body', { query })}
          {rows.length === 0 && (
            <>
              {' '}
              <button class="link-button" onClick={() => goSub({ tab: 'issue' })}>
                {t('tokens.none.issue')}
              </button>
            </>
          )}
        </EmptyState>
      )}
      {shown.length > 0 && (
        <ul class="card list">
          {shown.map((row) => (
            <li key={row.symbol}>
              <button
                class="nav-row f-token-row"
                data-testid={TID.tokenRow}
                data-symbol={row.symbol}
                onClick={() => goSub({ tab: 'all', symbol: row.symbol })}
              >
                <span>
                  <span class="nav-label">
                    {row.symbol} {row.mine && <span class="badge ok">{t('tokens.issuedByYou')}</span>}{' '}
                    {row.frozen && <span class="status failed">{t('tokens.frozen')}</span>}
                  </span>
                  <span class="muted small">{row.name}</span>
                </span>
                {balance.error || balance.data === undefined ? (
                  <span class="amount" data-testid={TID.tokenMyBalance}>
                    <Figure read={balance} text={() => tokenAmount(row.balance)} />
                  </span>
                ) : (
                  <span class="amount" data-testid={TID.tokenMyBalance} data-amount={row.balance.toString()}>
                    {tokenAmount(row.balance)}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
