// One token: facts, my balance, and the actions this account may take on it.
import type { Coin } from '../../../core/types';
import { makeMsg } from '../../../core/messages/typed';
import { toGt1 } from '../../../core/address';
import type { AccountView } from '../../../shared/wallet-api';
import { Address } from '../../components/Address';
import { CopyButton } from '../../components/CopyButton';
import { EmptyState, ErrorBox, Figure, Loading, Stat } from '../../components/ui';
import type { Async } from '../../hooks/data';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { goSub } from '../../lib/router';
import { tokenAmount } from '../../lib/format';
import { TID } from '../../testids';
import type { TokenRow } from './lib';
import { TokenAmountForm } from './TokenAmountForm';
import { t } from '../../i18n';

export function TokenDetail({
  symbol,
  row,
  loading,
  error,
  account,
  balances,
  balanceRead,
  action,
  reload,
}: {
  symbol: string;
  row: TokenRow | undefined;
  loading: boolean;
  error: string | null;
  account: AccountView;
  balances: Coin[];
  balanceRead: Async<Coin[]>;
  action: string | null;
  reload(): void;
}) {
  const back = () => goSub({ tab: 'all' });
  const open = (name: string) => goSub({ tab: 'all', symbol, action: name });
  const closeAction = (done: boolean) => {
    if (done) reload();
    goSub({ tab: 'all', symbol });
  };
  const backLink = (
    <button class="link-button small" onClick={back}>
      {t('tokens.back')}
    </button>
  );

  if (!row) {
    return (
      <>
        {backLink}
        {loading ? (
          <Loading label={t('tokens.readingToken')} />
        ) : error ? (
          <ErrorBox message={error} onRetry={reload} />
        ) : (
          <EmptyState title={t('tokens.unknown.title')}>{t('tokens.unknown.body', { symbol })}</EmptyState>
        )}
      </>
    );
  }
  if (action === 'send' || action === 'mint' || action === 'burn') {
    return <TokenAmountForm key={action} kind={action} row={row} account={account} balances={balances} onClose={closeAction} />;
  }
  if ((action === 'freeze' || action === 'unfreeze') && row.mine && row.freezable) {
    const freezing = action === 'freeze';
    const value = { source_address: toGt1(account.address), symbol: row.symbol };
    const msg = freezing ? makeMsg('FreezeToken', value) : makeMsg('UnfreezeToken', value);
    return (
      <ConfirmTx
        title={t(freezing ? 'tokens.freeze.title' : 'tokens.unfreeze.title', { symbol: row.symbol })}
        signer={account}
        msgs={[msg]}
        onCancel={() => closeAction(false)}
        onDone={() => closeAction(true)}
        doneTitle={freezing ? t('tokens.freeze.done') : t('tokens.unfreeze.done')}
        notes={t(freezing ? 'tokens.freeze.note' : 'tokens.unfreeze.note', { symbol: row.symbol })}
      />
    );
  }

  const canSign = account.canSign;
  return (
    <>
      {backLink}
      <section class="card">
        <div class="row-between">
          <span class="f-big-symbol">{row.symbol}</span>
          <CopyButton value={row.symbol} compact />
        </div>
        <p class="muted">{row.name}</p>
        <div class="f-stats">
          {balanceRead.error || balanceRead.data === undefined ? (
            <Stat label={t('tokens.yourBalance')} testId={TID.tokenMyBalance}>
              <Figure read={balanceRead} text={() => tokenAmount(row.balance)} />
            </Stat>
          ) : (
            <Stat label={t('tokens.yourBalance')} testId={TID.tokenMyBalance} data={{ amount: row.balance.toString() }}>
              {tokenAmount(row.balance)}
            </Stat>
          )}
          <Stat label={t('tokens.totalSupply')} testId={TID.tokenDetailSupply} data={{ amount: row.supply }}>
            {tokenAmount(row.supply)}
          </Stat>
        </div>
        <p data-testid={TID.tokenDetailStatus} data-frozen={String(row.frozen)}>
          {row.frozen ? <span class="status failed">{t('tokens.frozen')}</span> : <span class="status ok">{t('tokens.transferable')}</span>}{' '}
          <span class="badge">{row.mintable ? t('tokens.mintable') : t('tokens.fixedSupply')}</span>{' '}
          <span class="badge">{row.freezable ? t('tokens.freezable') : t('tokens.notFreezable')}</span>
        </p>
        <div class="kv-row">
          <span class="muted small">{t('tokens.issuer')}</span>
          <span>
            <Address address={row.issuer} />
            {row.mine && <span class="badge ok">{t('tokens.you')}</span>}
          </span>
        </div>
      </section>
      {row.frozen && <p class="warning small">{t('tokens.frozenWarning', { symbol: row.symbol })}</p>}
      <div class="stack-buttons">
        <button
          class="btn primary"
          data-testid={TID.tokenAction('send')}
          disabled={!canSign || row.balance <= 0n}
          onClick={() => open('send')}
        >
          {t('tokens.form.send', { symbol: row.symbol })}
        </button>
        {row.mine && row.mintable && (
          <button class="btn" data-testid={TID.tokenAction('mint')} disabled={!canSign} onClick={() => open('mint')}>
            {t('tokens.action.mint')}
          </button>
        )}
        {row.mine && row.freezable && !row.frozen && (
          <button class="btn danger-outline" data-testid={TID.tokenAction('freeze')} disabled={!canSign} onClick={() => open('freeze')}>
            {t('tokens.action.freeze')}
          </button>
        )}
        {row.mine && row.freezable && row.frozen && (
          <button class="btn" data-testid={TID.tokenAction('unfreeze')} disabled={!canSign} onClick={() => open('unfreeze')}>
            {t('tokens.action.unfreeze')}
          </button>
        )}
        <button
          class="btn danger-outline"
          data-testid={TID.tokenAction('burn')}
          disabled={!canSign || row.balance <= 0n}
          onClick={() => open('burn')}
        >
          {t('tokens.action.burn')}
        </button>
      </div>
      {!row.mine && <p class="muted small">{t('tokens.issuerOnly', { symbol: row.symbol })}</p>}
    </>
  );
}
