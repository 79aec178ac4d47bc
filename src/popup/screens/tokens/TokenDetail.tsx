// One token: facts, my balance, and the actions this account may take on it.
import type { Coin, Msg } from '../../../core/types';
import { toGt1 } from '../../../core/address';
import type { AccountView } from '../../../shared/wallet-api';
import { Address } from '../../components/Address';
import { CopyButton } from '../../components/CopyButton';
import { EmptyState, ErrorBox, Loading, Stat } from '../../components/ui';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { goSub } from '../../lib/router';
import { tokenAmount } from '../../lib/format';
import { TID } from '../../testids';
import type { TokenRow } from './lib';
import { TokenAmountForm, type AmountAction } from './TokenAmountForm';

export function TokenDetail({ symbol, row, loading, error, account, balances, action, reload }: {
  symbol: string; row: TokenRow | undefined; loading: boolean; error: string | null; account: AccountView; balances: Coin[]; action: string | null; reload(): void;
}) {
  const back = () => goSub({ tab: 'all' });
  const open = (name: string) => goSub({ tab: 'all', symbol, action: name });
  const closeAction = (done: boolean) => { if (done) reload(); goSub({ tab: 'all', symbol }); };
  const backLink = <button class="link-button small" onClick={back}>‹ All tokens</button>;

  if (!row) {
    return (
      <>
        {backLink}
        {loading ? <Loading label="Reading token…" /> : error ? <ErrorBox message={error} onRetry={reload} /> : <EmptyState title="Unknown token">{symbol} is not on this ledger.</EmptyState>}
      </>
    );
  }
  if (action === 'send' || action === 'mint' || action === 'burn') {
    return <TokenAmountForm key={action} kind={action as AmountAction} row={row} account={account} balances={balances} onClose={closeAction} />;
  }
  if ((action === 'freeze' || action === 'unfreeze') && row.mine && row.freezable) {
    const freezing = action === 'freeze';
    const msg: Msg = { type: freezing ? 'FreezeToken' : 'UnfreezeToken', value: { source_address: toGt1(account.address), symbol: row.symbol } };
    return (
      <ConfirmTx title={`${freezing ? 'Freeze' : 'Unfreeze'} ${row.symbol}`} signer={account} msgs={[msg]} onCancel={() => closeAction(false)} onDone={() => closeAction(true)}
        doneTitle={freezing ? 'Token frozen' : 'Token unfrozen'}
        notes={freezing ? <>Every holder's transfers of {row.symbol} are refused until you unfreeze it.</> : <>Holders can transfer {row.symbol} again.</>} />
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
          <Stat label="Your balance" testId={TID.tokenMyBalance} data={{ amount: row.balance.toString() }}>{tokenAmount(row.balance)}</Stat>
          <Stat label="Total supply" testId={TID.tokenDetailSupply} data={{ amount: row.supply }}>{tokenAmount(row.supply)}</Stat>
        </div>
        <p data-testid={TID.tokenDetailStatus} data-frozen={String(row.frozen)}>
          {row.frozen ? <span class="status failed">frozen</span> : <span class="status ok">transferable</span>}{' '}
          <span class="badge">{row.mintable ? 'mintable' : 'fixed supply'}</span>{' '}
          <span class="badge">{row.freezable ? 'freezable' : 'not freezable'}</span>
        </p>
        <div class="kv-row"><span class="muted small">Issuer</span><span><Address address={row.issuer} />{row.mine && <span class="badge ok"> you</span>}</span></div>
      </section>
      {row.frozen && <p class="warning small">{row.symbol} is frozen by its issuer: the ledger refuses every transfer of it until it is unfrozen.</p>}
      <div class="stack-buttons">
        <button class="btn primary" data-testid={TID.tokenAction('send')} disabled={!canSign || row.balance <= 0n} onClick={() => open('send')}>Send {row.symbol}</button>
        {row.mine && row.mintable && <button class="btn" data-testid={TID.tokenAction('mint')} disabled={!canSign} onClick={() => open('mint')}>Mint more</button>}
        {row.mine && row.freezable && !row.frozen && <button class="btn danger-outline" data-testid={TID.tokenAction('freeze')} disabled={!canSign} onClick={() => open('freeze')}>Freeze transfers</button>}
        {row.mine && row.freezable && row.frozen && <button class="btn" data-testid={TID.tokenAction('unfreeze')} disabled={!canSign} onClick={() => open('unfreeze')}>Unfreeze</button>}
        <button class="btn danger-outline" data-testid={TID.tokenAction('burn')} disabled={!canSign || row.balance <= 0n} onClick={() => open('burn')}>Burn</button>
      </div>
      {!row.mine && <p class="muted small">Only the issuer can mint, freeze or unfreeze {row.symbol}.</p>}
    </>
  );
}
