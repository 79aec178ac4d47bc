// The local devnet's helpers, offered only when the selected node is one (it answers /dev/*): fund
// one of this wallet's accounts, produce blocks, and move the dev clock forward (to finish an
// unbonding or a revocable delay without waiting).
import { useState } from 'preact/hooks';
import { callWallet } from '../../lib/api';
import { ErrorBox, Section } from '../../components/ui';
import { useAction } from '../../hooks/data';
import { gtAmount } from '../../lib/format';
import { useWallet } from '../../hooks/wallet';
import { dateTimeText } from '../../lib/time';
import { TID } from '../../testids';

const SKIPS = [
  { label: '+1 hour', seconds: 3600 },
  { label: '+1 day', seconds: 86_400 },
  { label: '+7 days', seconds: 7 * 86_400 },
  { label: '+21 days', seconds: 21 * 86_400 },
];

export function DevnetTab() {
  const { state } = useWallet();
  const [accountId, setAccountId] = useState(state.selectedAccountId ?? state.accounts[0]?.id ?? '');
  const [gt, setGt] = useState('1000');
  const [blocks, setBlocks] = useState('1');
  const [done, setDone] = useState('');
  const action = useAction();
  const amount = Number(gt);
  const count = Number(blocks);

  const fund = () => action.run(async () => {
    const answer = await callWallet('wallet_devnet', { action: 'fund', accountId, gt: amount });
    const name = state.accounts.find((a) => a.id === accountId)?.name ?? 'The account';
    setDone(`${name} now has ${gtAmount(answer.balance ?? '0')} GT`);
  });
  const mine = () => action.run(async () => {
    const answer = await callWallet('wallet_devnet', { action: 'mine', blocks: count });
    setDone(`The chain is now at block ${answer.height}`);
  });
  const skip = (seconds: number) => action.run(async () => {
    const answer = await callWallet('wallet_devnet', { action: 'advanceTime', seconds });
    setDone(`The devnet's clock now reads ${dateTimeText(Number(answer.time) * 1000)}`);
  });

  return (
    <div data-testid={TID.devnetTab}>
      <p class="muted small">This node is a local devnet: these helpers change its chain for everyone who uses it, and exist on no real network.</p>
      {action.error && <ErrorBox message={action.error} />}
      {done && <p class="notice" role="status" data-testid={TID.devnetDone}>{done}</p>}
      <Section title="Fund an account">
        <label class="field-label" for="devnet-account">Account</label>
        <select id="devnet-account" value={accountId} onChange={(e) => setAccountId((e.target as HTMLSelectElement).value)}>
          {state.accounts.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
        </select>
        <label class="field-label" for="devnet-gt">GT</label>
        <input id="devnet-gt" inputMode="numeric" data-testid={TID.devnetFundAmount} value={gt} onInput={(e) => setGt((e.target as HTMLInputElement).value)} />
        <button class="btn primary block" data-testid={TID.devnetFund} disabled={action.busy || !accountId || !Number.isInteger(amount) || amount < 1 || amount > 1_000_000} onClick={fund}>Fund</button>
      </Section>
      <Section title="Produce blocks">
        <label class="field-label" for="devnet-blocks">Blocks</label>
        <input id="devnet-blocks" inputMode="numeric" data-testid={TID.devnetBlocks} value={blocks} onInput={(e) => setBlocks((e.target as HTMLInputElement).value)} />
        <button class="btn block" data-testid={TID.devnetMine} disabled={action.busy || !Number.isInteger(count) || count < 1 || count > 100} onClick={mine}>Produce</button>
      </Section>
      <Section title="Move the clock forward">
        <div class="row-buttons">
          {SKIPS.map((s) => <button key={s.seconds} class="btn small" data-testid={TID.devnetSkip(s.seconds)} disabled={action.busy} onClick={() => skip(s.seconds)}>{s.label}</button>)}
        </div>
      </Section>
    </div>
  );
}
