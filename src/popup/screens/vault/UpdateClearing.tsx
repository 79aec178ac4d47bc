// Move the vault's clearing height (signed by the vault; binds only after the delay).
import { useState } from 'preact/hooks';
import { toGt1 } from '../../../core/address';
import type { Msg } from '../../../core/types';
import type { AccountView } from '../../../shared/wallet-api';
import { Field, Chips } from '../../components/ui';
import { clearingState, type AccountFacts } from '../../lib/account-facts';
import { checkBlocks } from '../../lib/checks';
import { ConfirmTx } from '../../tx/ConfirmTx';
import { dateTimeText } from '../../lib/time';
import type { BlockClock } from '../../hooks/useBlockClock';
import { TID } from '../../testids';
import { checkClearingHeight, clearingPresets, etaText, minClearingHeight } from './lib';

export function UpdateClearing({ vault, facts, clock, onClose }: { vault: AccountView; facts: AccountFacts; clock: BlockClock; onClose(done: boolean): void }) {
  const [text, setText] = useState('');
  const [draft, setDraft] = useState<Msg | null>(null);
  const height = clock.height;
  const rate = clock.secondsPerBlock;
  const current = clearingState(facts, height);
  const check = checkBlocks(text, 1, 'the clearing height');
  const problem = check.ok ? checkClearingHeight(check.value, height, facts.delayHeight) : null;
  const ready = check.ok && problem === null && height !== null;
  const bindsFrom = height === null ? null : height + 1 + facts.delayHeight;

  if (draft) {
    return (
      <ConfirmTx title="Update clearing height" signer={vault} msgs={[draft]} doneTitle="Clearing height updated" onCancel={() => setDraft(null)} onDone={() => onClose(true)}
        notes={<>The new clearing height binds from about block {bindsFrom?.toLocaleString() ?? '?'} (after the vault's delay of {facts.delayHeight} blocks); until then {current.inForce === null ? 'the current one' : `block ${current.inForce.toLocaleString()}`} stays in force. From the new height on, the retrieval account can sweep the vault.</>} />
    );
  }
  const review = (event: Event) => {
    event.preventDefault();
    if (!ready || !check.ok) return;
    setDraft({ type: 'MsgUpdateClearingHeight', value: { vault_address: toGt1(vault.address), clearing_height: String(check.value) } });
  };
  const presets = height === null ? [] : clearingPresets(height, facts.delayHeight, rate);
  return (
    <form class="form" onSubmit={review}>
      <h2 class="approval-title">Clearing height of {vault.name}</h2>
      <p class="muted small">Now: {current.inForce === null ? 'unknown' : `block ${current.inForce.toLocaleString()}`}{current.pending ? ` (moving to ${current.pending.height.toLocaleString()} from block ${current.pending.from.toLocaleString()})` : ''}. A new height binds only after the vault's delay, so a stolen vault key cannot postpone a clearing at once.</p>
      <Chips items={presets.map((p) => ({ id: p.id, label: p.label }))} onPick={(id) => { const p = presets.find((x) => x.id === id); if (p) setText(String(p.blocks)); }} />
      <Field label="New clearing height (block)" error={text !== '' ? (check.ok ? problem : check.error) : null}
        hint={height !== null ? `Current height ${height.toLocaleString()}; at least ${minClearingHeight(height, facts.delayHeight).toLocaleString()}.` : 'Reading the current height…'}>
        <input data-testid={TID.vaultClearingInput} inputMode="numeric" autoComplete="off" value={text} onInput={(e) => setText(e.currentTarget.value)} />
      </Field>
      {check.ok && height !== null && check.value > height && (
        <span class="f-estimate">In {etaText(check.value - height, rate)}{rate !== null ? ` (around ${dateTimeText(Date.now() + (check.value - height) * rate * 1000)})` : ''}.</span>
      )}
      <div class="row-buttons f-buttons">
        <button type="button" class="btn" onClick={() => onClose(false)}>Cancel</button>
        <button class="btn primary" data-testid={TID.vaultClearingReview} disabled={!ready}>Review</button>
      </div>
    </form>
  );
}
