// Send from a vault: always a MsgRevocableSend, and the confirm step says when it takes effect.
import { useState } from 'preact/hooks';
import { NANOGT } from '../../../core/amount';
import { toGt1 } from '../../../core/address';
import type { Msg } from '../../../core/types';
import { transferMsg } from '../../../core/messages/typed';
import type { AccountView } from '../../../shared/wallet-api';
import { Field } from '../../components/ui';
import { useDefaultFee } from '../../hooks/data';
import type { AccountFacts } from '../../lib/account-facts';
import { checkAddress, checkGt, checkUnits, maxSendable } from '../../lib/checks';
import { AmountField, AssetField, sendableDenoms } from '../../tx/SendFields';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { dateTimeText } from '../../lib/time';
import type { BlockClock } from '../../hooks/useBlockClock';
import { TID } from '../../testids';
import { etaText } from './lib';
import { amountOf, gtText, heightText, unitsText } from '../../lib/format';
import { t } from '../../i18n';

export function VaultSend({
  vault,
  facts,
  clock,
  onClose,
}: {
  vault: AccountView;
  facts: AccountFacts;
  clock: BlockClock;
  onClose(done: boolean): void;
}) {
  const [recipient, setRecipient] = useState('');
  const [denom, setDenom] = useState(NANOGT);
  const [amount, setAmount] = useState('');
  const [draft, setDraft] = useState<Msg | null>(null);
  const { fee } = useDefaultFee();
  const gtBalance = amountOf(facts.tokens, NANOGT);
  const denomBalance = amountOf(facts.tokens, denom);
  const max = maxSendable(denom, denom === NANOGT ? gtBalance : denomBalance, fee);
  const recipientCheck = checkAddress(recipient);
  const amountCheck =
    denom === NANOGT ? checkGt(amount, max, t('checks.max.vaultLessFee')) : checkUnits(amount, max, t('checks.max.vaultDenom', { denom }));
  const feeError = denom !== NANOGT && fee > gtBalance ? t('vault.send.feeError', { balance: gtText(gtBalance) }) : null;
  const selfError = recipientCheck.ok && toGt1(recipientCheck.value) === toGt1(vault.address) ? t('vault.send.self') : null;
  const ready = recipientCheck.ok && amountCheck.ok && !feeError && !selfError;
  const denoms = sendableDenoms(facts.tokens);
  // Included in the next block at the earliest, then delay_height more blocks.
  const effectHeight = clock.height === null ? null : clock.height + 1 + facts.delayHeight;
  const rate = clock.secondsPerBlock;
  const effectWhen =
    effectHeight !== null && rate !== null && clock.height !== null
      ? dateTimeText(Date.now() + (effectHeight - clock.height) * rate * 1000)
      : null;

  const effect = (
    <span data-testid={TID.vaultSendEffect} data-effect-height={effectHeight === null ? '' : String(effectHeight)}>
      {effectHeight === null
        ? t('vault.send.effect', { eta: etaText(facts.delayHeight, rate) })
        : t(effectWhen ? 'vault.send.effectAtWhen' : 'vault.send.effectAt', {
            eta: etaText(facts.delayHeight, rate),
            height: heightText(effectHeight),
            when: effectWhen ?? '',
          })}
    </span>
  );

  if (draft) {
    return (
      <ConfirmTx
        title={t('vault.send.confirm')}
        signer={vault}
        msgs={[draft]}
        notes={effect}
        submitLabel={t('vault.send.submit')}
        doneTitle={t('vault.send.done')}
        onCancel={() => setDraft(null)}
        onDone={() => onClose(true)}
      />
    );
  }

  const review = (event: Event) => {
    event.preventDefault();
    if (!ready || !recipientCheck.ok || !amountCheck.ok) return;
    setDraft(transferMsg(true, toGt1(vault.address), toGt1(recipientCheck.value), [{ denom, amount: amountCheck.value.toString() }]));
  };

  return (
    <form class="form" onSubmit={review}>
      <h2 class="approval-title">{t('vault.send.title', { name: vault.name })}</h2>
      <p class="notice small">{effect}</p>
      <Field label={t('vault.send.to')} error={recipient.trim() !== '' ? (recipientCheck.ok ? selfError : recipientCheck.error) : null}>
        <input
          data-testid={TID.vaultSendRecipient}
          autoComplete="off"
          spellcheck={false}
          placeholder={t('vault.send.toPlaceholder')}
          value={recipient}
          onInput={(e) => setRecipient(e.currentTarget.value)}
        />
      </Field>
      <AssetField
        denoms={denoms}
        denom={denom}
        onChange={(d) => {
          setDenom(d);
          setAmount('');
        }}
      />
      <AmountField
        denom={denom}
        amount={amount}
        onInput={setAmount}
        max={() => max}
        maxDisabled={max <= 0n}
        testId={TID.vaultSendAmount}
        error={amount.trim() !== '' && !amountCheck.ok ? amountCheck.error : feeError}
        hint={
          denom === NANOGT
            ? t('vault.send.hintGt', { balance: gtText(gtBalance), fee: gtText(fee) })
            : t('vault.send.hintToken', { amount: unitsText(denomBalance), denom })
        }
      />
      <div class="row-buttons f-buttons">
        <button type="button" class="btn" onClick={() => onClose(false)}>
          {t('vault.cancel')}
        </button>
        <button class="btn primary" data-testid={TID.vaultSendReview} disabled={!ready}>
          {t('vault.review')}
        </button>
      </div>
    </form>
  );
}
