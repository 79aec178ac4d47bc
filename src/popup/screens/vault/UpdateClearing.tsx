// Move the vault's clearing height (signed by the vault; binds only after the delay).
import { useState } from 'preact/hooks';
import { toGt1 } from '../../../core/address';
import type { Msg } from '../../../core/types';
import { makeMsg } from '../../../core/messages/typed';
import type { AccountView } from '../../../shared/wallet-api';
import { Field, Chips } from '../../components/ui';
import { clearingState, type AccountFacts } from '../../lib/account-facts';
import { checkBlocks } from '../../lib/checks';
import { ConfirmTx } from '../../tx/ConfirmTx';
import type { BlockClock } from '../../hooks/useBlockClock';
import { TID } from '../../testids';
import { checkClearingHeight, clearingEstimate, clearingPresets, etaText, minClearingHeight } from './lib';
import { t } from '../../i18n';
import { heightText } from '../../lib/format';

export function UpdateClearing({
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
  const [text, setText] = useState('');
  const [draft, setDraft] = useState<Msg | null>(null);
  const height = clock.height;
  const rate = clock.secondsPerBlock;
  const current = clearingState(facts, height);
  const check = checkBlocks(text, 1, 'clearingHeight');
  const problem = check.ok ? checkClearingHeight(check.value, height, facts.delayHeight) : null;
  const ready = check.ok && problem === null && height !== null;
  const bindsFrom = height === null ? null : height + 1 + facts.delayHeight;
  const currentText = current.inForce === null ? t('vault.clearing.currentOne') : t('vault.block', { height: heightText(current.inForce) });

  if (draft) {
    return (
      <ConfirmTx
        title={t('vault.clearing.confirm')}
        signer={vault}
        msgs={[draft]}
        doneTitle={t('vault.clearing.done')}
        onCancel={() => setDraft(null)}
        onDone={() => onClose(true)}
        notes={t('vault.clearing.note', {
          from: bindsFrom === null ? '?' : heightText(bindsFrom),
          delay: etaText(facts.delayHeight, rate),
          current: currentText,
        })}
      />
    );
  }
  const review = (event: Event) => {
    event.preventDefault();
    if (!ready || !check.ok) return;
    setDraft(makeMsg('MsgUpdateClearingHeight', { vault_address: toGt1(vault.address), clearing_height: String(check.value) }));
  };
  const presets = height === null ? [] : clearingPresets(height, facts.delayHeight, rate);
  return (
    <form class="form" onSubmit={review}>
      <h2 class="approval-title">{t('vault.clearing.title', { name: vault.name })}</h2>
      <p class="muted small">
        {t('vault.clearing.now', {
          current: current.inForce === null ? t('vault.unknown') : currentText,
          moving: current.pending
            ? t('vault.clearing.movingParen', { height: heightText(current.pending.height), from: heightText(current.pending.from) })
            : '',
        })}
      </p>
      <Chips
        items={presets.map((p) => ({ id: p.id, label: p.label }))}
        onPick={(id) => {
          const p = presets.find((x) => x.id === id);
          if (p) setText(String(p.blocks));
        }}
      />
      <Field
        label={t('vault.clearing.field')}
        error={text !== '' ? (check.ok ? problem : check.error) : null}
        hint={
          height !== null
            ? t('vault.clearing.hint', { height: heightText(height), minimum: heightText(minClearingHeight(height, facts.delayHeight)) })
            : t('vault.clearing.reading')
        }
      >
        <input
          data-testid={TID.vaultClearingInput}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
        />
      </Field>
      {check.ok && height !== null && check.value > height && (
        <span class="f-estimate">{clearingEstimate(check.value - height, rate)}</span>
      )}
      <div class="row-buttons f-buttons">
        <button type="button" class="btn" onClick={() => onClose(false)}>
          {t('vault.cancel')}
        </button>
        <button class="btn primary" data-testid={TID.vaultClearingReview} disabled={!ready}>
          {t('vault.review')}
        </button>
      </div>
    </form>
  );
}
