// Incoming revocable transfers of an address: pending (not spendable) until the height at which
// they become final. Embeddable on the home page: <PendingIncoming address={account.address} />.
import { useRef } from 'preact/hooks';
import { useAsync } from '../../hooks/data';
import { useWallet } from '../../hooks/wallet';
import { accountFacts } from '../../lib/account-facts';
import { sameAccount } from '../../lib/accounts';
import { ledger } from '../../lib/ledger';
import { splitDetails } from '../../lib/api';
import { blocksApprox } from '../../lib/time';
import { useBlockClock, type BlockClock } from '../../hooks/useBlockClock';
import { TID } from '../../testids';
import type { RevocableTxEntry } from '../../../core/rest/types';
import { transferParties } from './lib';
import { coinsLabel, heightText, shortAddr } from '../../lib/format';
import { t } from '../../i18n';

interface Incoming {
  entry: RevocableTxEntry;
  from: string;
  finalHeight: number | null;
}

/** An incoming entry and its sender; its `height` is already the final (effect) height, as on a real node. */
async function incomingOf(entry: RevocableTxEntry): Promise<Incoming> {
  const parties = transferParties(await ledger.tx(entry.tx_hash), Number(entry.msg_index));
  const finalHeight = /^[0-9]{1,15}$/.test(entry.height) ? Number(entry.height) : null;
  return { entry, from: parties?.from ?? '', finalHeight };
}

interface PendingIncomingProps {
  address: string;
  title?: string;
  hideWhenEmpty?: boolean;
}

export function PendingIncoming(props: PendingIncomingProps) {
  const clock = useBlockClock(6000);
  return <PendingIncomingList {...props} clock={clock} />;
}

/** The same list on a screen that already polls the block clock. */
export function PendingIncomingList({
  address,
  title = t('vault.incoming.title'),
  hideWhenEmpty = true,
  clock,
}: PendingIncomingProps & { clock: BlockClock }) {
  const { state } = useWallet();
  // An entry never changes: each block re-reads only the account, not every entry's tx.
  const known = useRef(new Map<string, Promise<Incoming>>());
  const incoming = useAsync(async () => {
    const facts = accountFacts(await ledger.account(address));
    return Promise.all(
      facts.received.map((entry) => {
        const key = `${state.network.id}/${address}/${entry.tx_hash}/${entry.msg_index}`;
        let found = known.current.get(key);
        if (!found) {
          found = incomingOf(entry);
          known.current.set(key, found);
          found.catch(() => known.current.delete(key));
        }
        return found;
      }),
    );
  }, [address, state.network.id, clock.height]);
  const items = incoming.data ?? [];
  if (items.length === 0 && hideWhenEmpty) return null;
  return (
    <section class="card">
      <div class="row-between">
        <h2 class="section-title">{title}</h2>
        <span class="status pending">{t('vault.incoming.notSpendable')}</span>
      </div>
      {incoming.error ? (
        <p class="muted small" data-testid={TID.unknownFigure}>
          {splitDetails(incoming.error).sentence}
        </p>
      ) : (
        items.length === 0 && <p class="muted small">{t('vault.incoming.none')}</p>
      )}
      {items.map(({ entry, from, finalHeight }) => {
        const left = finalHeight !== null && clock.height !== null ? Math.max(0, finalHeight - clock.height) : null;
        const fromName = state.accounts.find((a) => sameAccount(a.address, from))?.name;
        return (
          <div
            key={`${entry.tx_hash}/${entry.msg_index}`}
            class="list-row"
            data-testid={TID.pendingIncomingRow}
            data-tx-hash={entry.tx_hash}
          >
            <span class="stack">
              <span class="amount">+{coinsLabel(entry.tokens)}</span>
              <span class="muted small">
                {t('vault.incoming.from', { name: fromName ?? (from ? shortAddr(from) : t('vault.incoming.aVault')) })}
              </span>
            </span>
            <span class="stack" style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              <span class="small" data-testid={TID.pendingIncomingFinal} data-height={finalHeight === null ? '' : String(finalHeight)}>
                {t('vault.incoming.finalAt', { height: finalHeight === null ? '?' : heightText(finalHeight) })}
              </span>
              {left !== null && (
                <span class="muted small">
                  {[t('blocks.count', { count: left }), blocksApprox(left, clock.secondsPerBlock)].filter(Boolean).join(' · ')}
                </span>
              )}
            </span>
          </div>
        );
      })}
    </section>
  );
}
