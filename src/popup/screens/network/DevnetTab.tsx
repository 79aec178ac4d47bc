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
import { formatDuration, t } from '../../i18n';

const SKIPS = [3600, 86_400, 7 * 86_400, 21 * 86_400];

export function DevnetTab() {
  const { state } = useWallet();
  const [accountId, setAccountId] = useState(state.selectedAccountId ?? state.accounts[0]?.id ?? '');
  const [gt, setGt] = useState('1000');
  const [blocks, setBlocks] = useState('1');
  const [done, setDone] = useState('');
  const action = useAction();
  const amount = Number(gt);
  const count = Number(blocks);

  const fund = () =>
    action.run(async () => {
      const answer = await callWallet('wallet_devnet', { action: 'fund', accountId, gt: amount });
      const name = state.accounts.find((a) => a.id === accountId)?.name ?? t('network.devnet.theAccount');
      setDone(t('network.devnet.funded', { name, amount: gtAmount(answer.balance ?? '0') }));
    });
  const mine = () =>
    action.run(async () => {
      const answer = await callWallet('wallet_devnet', { action: 'mine', blocks: count });
      setDone(t('network.devnet.mined', { height: String(answer.height) }));
    });
  const skip = (seconds: number) =>
    action.run(async () => {
      const answer = await callWallet('wallet_devnet', { action: 'advanceTime', seconds });
      setDone(t('network.devnet.clock', { time: dateTimeText(Number(answer.time) * 1000) }));
    });

  return (
    <div data-testid={TID.devnetTab}>
      <p class="muted small">{t('network.devnet.intro')}</p>
      {action.error && <ErrorBox message={action.error} />}
      {done && (
        <p class="notice" role="status" data-testid={TID.devnetDone}>
          {done}
        </p>
      )}
      <Section title={t('network.devnet.fundTitle')}>
        <label class="field-label" for="devnet-account">
          {t('network.devnet.account')}
        </label>
        <select id="devnet-account" value={accountId} onChange={(e) => setAccountId((e.target as HTMLSelectElement).value)}>
          {state.accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
        <label class="field-label" for="devnet-gt">
          GT
        </label>
        <input
          id="devnet-gt"
          inputMode="numeric"
          data-testid={TID.devnetFundAmount}
          value={gt}
          onInput={(e) => setGt((e.target as HTMLInputElement).value)}
        />
        <button
          class="btn primary block"
          data-testid={TID.devnetFund}
          disabled={action.busy || !accountId || !Number.isInteger(amount) || amount < 1 || amount > 1_000_000}
          onClick={fund}
        >
          {t('network.devnet.fund')}
        </button>
      </Section>
      <Section title={t('network.devnet.blocksTitle')}>
        <label class="field-label" for="devnet-blocks">
          {t('network.devnet.blocks')}
        </label>
        <input
          id="devnet-blocks"
          inputMode="numeric"
          data-testid={TID.devnetBlocks}
          value={blocks}
          onInput={(e) => setBlocks((e.target as HTMLInputElement).value)}
        />
        <button
          class="btn block"
          data-testid={TID.devnetMine}
          disabled={action.busy || !Number.isInteger(count) || count < 1 || count > 100}
          onClick={mine}
        >
          {t('network.devnet.produce')}
        </button>
      </Section>
      <Section title={t('network.devnet.clockTitle')}>
        <div class="row-buttons">
          {SKIPS.map((seconds) => (
            <button
              key={seconds}
              class="btn small"
              data-testid={TID.devnetSkip(seconds)}
              disabled={action.busy}
              onClick={() => skip(seconds)}
            >
              {t('network.devnet.skip', { duration: formatDuration(seconds) })}
            </button>
          ))}
        </div>
      </Section>
    </div>
  );
}
