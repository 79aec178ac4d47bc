// Send, mint or burn an amount of one token.
import { useState } from 'preact/hooks';
import { NANOGT } from '../../../core/amount';
import { toGt1 } from '../../../core/address';
import type { Coin, Msg } from '../../../core/types';
import type { AccountView } from '../../../shared/wallet-api';
import { Field } from '../../components/ui';
import { useDefaultFee } from '../../hooks/data';
import { checkAddress, checkUnits } from '../../lib/checks';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { TID } from '../../testids';
import type { TokenRow } from './lib';
import { amountOf, gtText, unitsText } from '../../lib/format';

export type AmountAction = 'send' | 'mint' | 'burn';
const TITLES: Record<AmountAction, string> = { send: 'Send', mint: 'Mint', burn: 'Burn' };

export function TokenAmountForm({ kind, row, account, balances, onClose }: { kind: AmountAction; row: TokenRow; account: AccountView; balances: Coin[]; onClose(done: boolean): void }) {
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [draft, setDraft] = useState<Msg | null>(null);
  const { fee } = useDefaultFee();
  const gtBalance = amountOf(balances, NANOGT);
  const recipientCheck = checkAddress(recipient);
  const amountCheck = checkUnits(amount, kind === 'mint' ? undefined : row.balance, `your ${row.symbol} balance`);
  const frozenError = kind === 'send' && row.frozen ? `${row.symbol} is frozen by its issuer: the ledger refuses transfers until it is unfrozen.` : null;
  const feeError = fee > gtBalance ? `Your GT balance (${gtText(gtBalance)}) does not cover the fee.` : null;
  const ready = (kind !== 'send' || recipientCheck.ok) && amountCheck.ok && !frozenError && !feeError;
  const revocable = kind === 'send' && account.kind === 'vault';

  if (draft) {
    return (
      <ConfirmTx title={`${TITLES[kind]} ${row.symbol}`} signer={account} msgs={[draft]} onCancel={() => setDraft(null)} onDone={() => onClose(true)}
        doneTitle={kind === 'send' ? 'Sent' : kind === 'mint' ? 'Minted' : 'Burned'}
        notes={revocable ? <>Sent from a vault: the transfer takes effect after the vault's delay and can be revoked until then (see Vaults).</> : kind === 'burn' ? <>Burned units are destroyed; the total supply shrinks.</> : undefined} />
    );
  }

  const review = (event: Event) => {
    event.preventDefault();
    if (!ready || !amountCheck.ok) return;
    const coin = { denom: row.symbol, amount: amountCheck.value.toString() };
    const me = toGt1(account.address);
    if (kind === 'send' && recipientCheck.ok) setDraft({ type: revocable ? 'MsgRevocableSend' : 'MsgSend', value: { from_address: me, to_address: toGt1(recipientCheck.value), amount: [coin] } });
    else if (kind === 'mint') setDraft({ type: 'MintToken', value: { source_address: me, amount: coin } });
    else if (kind === 'burn') setDraft({ type: 'BurnToken', value: { from_address: me, sub: coin } });
  };

  return (
    <form class="form" onSubmit={review}>
      <h2 class="approval-title">{TITLES[kind]} {row.symbol}</h2>
      {kind === 'send' && (
        <Field label="To" error={recipient.trim() !== '' && !recipientCheck.ok ? recipientCheck.error : null}>
          <input data-testid={TID.tokenFormRecipient} autoComplete="off" spellcheck={false} placeholder="gt11… or vault11…" value={recipient} onInput={(e) => setRecipient(e.currentTarget.value)} />
        </Field>
      )}
      <Field label={`Amount (${row.symbol}, whole units)`} error={frozenError ?? (amount.trim() !== '' && !amountCheck.ok ? amountCheck.error : feeError)} errorTestId={TID.tokenFormAmountError}
        hint={kind === 'mint' ? `Current supply ${unitsText(row.supply)}` : `Balance: ${unitsText(row.balance)} ${row.symbol}`}>
        <div class="input-with-button">
          <input data-testid={TID.tokenFormAmount} inputMode="numeric" autoComplete="off" placeholder="0" value={amount} onInput={(e) => setAmount(e.currentTarget.value)} />
          {kind !== 'mint' && <button type="button" class="btn small" disabled={row.balance <= 0n} onClick={() => setAmount(row.balance.toString())}>Max</button>}
        </div>
      </Field>
      <div class="row-buttons f-buttons">
        <button type="button" class="btn" onClick={() => onClose(false)}>Cancel</button>
        <button class="btn primary" data-testid={TID.tokenFormReview} disabled={!ready}>Review</button>
      </div>
    </form>
  );
}
