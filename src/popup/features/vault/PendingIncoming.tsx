// Incoming revocable transfers of an address: pending (not spendable) until the height at which
// they become final. Embeddable on the home page: <PendingIncoming address={account.address} />.
import { useRef } from 'preact/hooks';
import { useAsync } from '../../hooks';
import { useWallet } from '../../state';
import { accountFacts } from '../common/account';
import { sameAccount } from '../common/accounts';
import { ledger } from '../common/ledger';
import { blocksEta } from '../common/time';
import { useBlockClock, type BlockClock } from '../common/useBlockClock';
import { coinsLabel } from '../common/units';
import { FID } from '../testids';
import type { RevocableTxEntry } from '../../../core/rest/types';
import { transferParties } from './lib';
import { shortAddr } from '../../lib/format';
import '../features.css';

interface Incoming { entry: RevocableTxEntry; from: string; finalHeight: number | null }

/** Final height of an incoming entry: sent height + the delay of the vault that may revoke it (the sender's, else ours). */
async function finalHeightOf(entry: RevocableTxEntry, address: string): Promise<Incoming> {
  const parties = transferParties(await ledger.tx(entry.tx_hash), Number(entry.msg_index));
  const from = parties?.from ?? '';
  let delay = 0;
  if (from !== '') {
    const sender = accountFacts(await ledger.account(from));
    delay = sender.isVault ? sender.delayHeight : accountFacts(await ledger.account(address)).delayHeight;
  }
  return { entry, from, finalHeight: delay > 0 ? Number(entry.height) + delay : null };
}

interface PendingIncomingProps { address: string; title?: string; hideWhenEmpty?: boolean }

export function PendingIncoming(props: PendingIncomingProps) {
  const clock = useBlockClock(6000);
  return <PendingIncomingList {...props} clock={clock} />;
}

/** The same list on a screen that already polls the block clock. */
export function PendingIncomingList({ address, title = 'Pending incoming', hideWhenEmpty = true, clock }: PendingIncomingProps & { clock: BlockClock }) {
  const { state } = useWallet();
  // An entry's final height never changes: each block re-reads only the account, not every entry's tx and sender.
  const known = useRef(new Map<string, Promise<Incoming>>());
  const incoming = useAsync(async () => {
    const facts = accountFacts(await ledger.account(address));
    return Promise.all(facts.received.map((entry) => {
      const key = `${state.network.id}/${address}/${entry.tx_hash}/${entry.msg_index}`;
      let found = known.current.get(key);
      if (!found) {
        found = finalHeightOf(entry, address);
        known.current.set(key, found);
        found.catch(() => known.current.delete(key));
      }
      return found;
    }));
  }, [address, state.network.id, clock.height]);
  const items = incoming.data ?? [];
  if (items.length === 0 && hideWhenEmpty) return null;
  return (
    <section class="card" data-testid={FID.pendingIncoming}>
      <div class="row-between">
        <h2 class="section-title">{title}</h2>
        <span class="status pending">not spendable yet</span>
      </div>
      {items.length === 0 && <p class="muted small" data-testid={FID.pendingIncomingEmpty}>No incoming revocable transfers.</p>}
      {items.map(({ entry, from, finalHeight }) => {
        const left = finalHeight !== null && clock.height !== null ? Math.max(0, finalHeight - clock.height) : null;
        const fromName = state.accounts.find((a) => sameAccount(a.address, from))?.name;
        return (
          <div key={`${entry.tx_hash}/${entry.msg_index}`} class="list-row" data-testid={FID.pendingIncomingRow} data-tx-hash={entry.tx_hash}>
            <span class="stack">
              <span class="amount" data-testid={FID.pendingIncomingAmount}>+{coinsLabel(entry.tokens)}</span>
              <span class="muted small">from {fromName ?? (from ? shortAddr(from) : 'a vault')}; the sender can still revoke it</span>
            </span>
            <span class="stack" style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              <span class="small" data-testid={FID.pendingIncomingFinal} data-height={finalHeight === null ? '' : String(finalHeight)}>final at {finalHeight === null ? '?' : finalHeight.toLocaleString()}</span>
              {left !== null && <span class="muted small">{left} block{left === 1 ? '' : 's'}{blocksEta(left, clock.secondsPerBlock) ? ` · ${blocksEta(left, clock.secondsPerBlock).replace('about ', '≈ ')}` : ''}</span>}
            </span>
          </div>
        );
      })}
    </section>
  );
}
