// Send, mint or burn an amount of one token.
import { useState } from 'preact/hooks';
import { NANOGT } from '../../../core/amount';
import { toGt1 } from '../../../core/address';
import type { Coin, Msg } from '../../../core/types';
import { makeMsg, transferMsg } from '../../../core/messages/typed';
import type { AccountView } from '../../../shared/wallet-api';
import { Field } from '../../components/ui';
import { useDefaultFee } from '../../hooks/data';
import { checkAddress, checkUnits } from '../../lib/checks';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { TID } from '../../testids';
import type { TokenRow } from './lib';
import { amountOf, gtText, unitsText } from '../../lib/format';
import { t } from '../../i18n';

export type AmountAction = 'send' | 'mint' | 'burn';

export function TokenAmountForm({
  kind,
  row,
  account,
  balances,
  onClose,
}: {
  kind: AmountAction;
  row: TokenRow;
  account: AccountView;
  balances: Coin[];
  onClose(done: boolean): void;
}) {
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [draft, setDraft] = useState<Msg | null>(null);
  const { fee } = useDefaultFee();
  const gtBalance = amountOf(balances, NANOGT);
  const recipientCheck = checkAddress(recipient);
  const amountCheck = checkUnits(amount, kind === 'mint' ? undefined : row.balance, t('checks.max.tokenBalance', { symbol: row.symbol }));
  const frozenError = kind === 'send' && row.frozen ? t('tokens.form.frozenError', { symbol: row.symbol }) : null;
  const feeError = fee > gtBalance ? t('tokens.form.feeError', { balance: gtText(gtBalance) }) : null;
  const ready = (kind !== 'send' || recipientCheck.ok) && amountCheck.ok && !frozenError && !feeError;
  const revocable = kind === 'send' && account.kind === 'vault';
  const title = t(`tokens.form.${kind}`, { symbol: row.symbol });

  if (draft) {
    return (
      <ConfirmTx
        title={title}
        signer={account}
        msgs={[draft]}
        onCancel={() => setDraft(null)}
        onDone={() => onClose(true)}
        doneTitle={t(`tokens.done.${kind}`)}
        notes={revocable ? t('tokens.form.vaultNote') : kind === 'burn' ? t('tokens.form.burnNote') : undefined}
      />
    );
  }

  const review = (event: Event) => {
    event.preventDefault();
    if (!ready || !amountCheck.ok) return;
    const coin = { denom: row.symbol, amount: amountCheck.value.toString() };
    const me = toGt1(account.address);
    if (kind === 'send' && recipientCheck.ok) setDraft(transferMsg(revocable, me, toGt1(recipientCheck.value), [coin]));
    else if (kind === 'mint') setDraft(makeMsg('MintToken', { source_address: me, amount: coin }));
    else if (kind === 'burn') setDraft(makeMsg('BurnToken', { from_address: me, sub: coin }));
  };

  return (
    <form class="form" onSubmit={review}>
      <h2 class="approval-title">{title}</h2>
      {kind === 'send' && (
        <Field label={t('tokens.form.to')} error={recipient.trim() !== '' && !recipientCheck.ok ? recipientCheck.error : null}>
          <input
            data-testid={TID.tokenFormRecipient}
            autoComplete="off"
            spellcheck={false}
            placeholder={t('tokens.form.toPlaceholder')}
            value={recipient}
            onInput={(e) => setRecipient(e.currentTarget.value)}
          />
        </Field>
      )}
      <Field
        label={t('tokens.form.amount', { symbol: row.symbol })}
        error={frozenError ?? (amount.trim() !== '' && !amountCheck.ok ? amountCheck.error : feeError)}
        errorTestId={TID.tokenFormAmountError}
        hint={
          kind === 'mint'
            ? t('tokens.form.supplyHint', { supply: unitsText(row.supply) })
            : t('tokens.form.balanceHint', { balance: unitsText(row.balance), symbol: row.symbol })
        }
      >
        <div class="input-with-button">
          <input
            data-testid={TID.tokenFormAmount}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={amount}
            onInput={(e) => setAmount(e.currentTarget.value)}
          />
          {kind !== 'mint' && (
            <button type="button" class="btn small" disabled={row.balance <= 0n} onClick={() => setAmount(row.balance.toString())}>
              {t('tokens.max')}
            </button>
          )}
        </div>
      </Field>
      <div class="row-buttons f-buttons">
        <button type="button" class="btn" onClick={() => onClose(false)}>
          {t('tokens.cancel')}
        </button>
        <button class="btn primary" data-testid={TID.tokenFormReview} disabled={!ready}>
          {t('tokens.review')}
        </button>
      </div>
    </form>
  );
}
