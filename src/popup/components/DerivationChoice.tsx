// The import step's "Advanced: derivation": the first address each derivation gives for the phrase
// being imported, which of them the selected network knows, and a radio to pick one.
import { useEffect, useRef, useState } from 'preact/hooks';
import { addressFromPublicKey } from '../../core/address';
import { formatGT, NANOGT } from '../../core/amount';
import { accountPath, deriveFromMaster, masterKeyFromSeed, mnemonicToSeed, publicKeyOf, type Derivation } from '../../core/hd';
import type { AccountResp, Wrapped } from '../../core/rest/types';
import type { Coin } from '../../core/types';
import { queryLedger } from '../api';
import { amountOf, shortAddr } from '../lib/format';
import { TID } from '../testids';
import './DerivationChoice.css';

export const DERIVATION_LABELS: Record<Derivation, string> = {
  protocol: 'Vaultline / protocol (default)',
  hardened: "GateChain tools (hardened 44'/669'/0')",
};
const ORDER: Derivation[] = ['protocol', 'hardened'];

/** What the selected network says about an address: unknown when it could not be asked. */
export type Activity = { state: 'checking' } | { state: 'unknown' } | { state: 'known'; active: boolean; nanogt: bigint };

/** Account 0's address under each derivation; the seed is computed once for both. */
export function firstAddresses(mnemonic: string, passphrase: string): Record<Derivation, string> {
  const master = masterKeyFromSeed(mnemonicToSeed(mnemonic, passphrase));
  const at = (derivation: Derivation) => addressFromPublicKey(publicKeyOf(deriveFromMaster(master, accountPath(0), derivation).kL));
  return { protocol: at('protocol'), hardened: at('hardened') };
}

const nanogtOf = (coins: Coin[] | null | undefined): bigint => amountOf(coins ?? [], NANOGT);

const hasFunds = (coins: Coin[] | null | undefined): boolean => (coins ?? []).some((coin) => /^\d+$/.test(coin.amount) && BigInt(coin.amount) > 0n);

/** An account the ledger has a record of has had activity; otherwise any non-zero coin counts. */
export async function activityOf(address: string): Promise<Activity> {
  try {
    const account = await queryLedger<Wrapped<AccountResp>>('getAccount', address);
    const tokens = account.result?.value?.account_field?.value?.base_account?.tokens;
    return { state: 'known', active: true, nanogt: nanogtOf(tokens) };
  } catch {
    // A missing account is an error on the ledger's REST API; the balance tells it from an unreachable node.
  }
  try {
    const balance = await queryLedger<Wrapped<Coin[]>>('getBalance', address);
    return { state: 'known', active: hasFunds(balance.result), nanogt: nanogtOf(balance.result) };
  } catch {
    return { state: 'unknown' };
  }
}

/** The derivation to preselect: the only one with activity, else none. */
export function preferredDerivation(activity: Record<Derivation, Activity>): Derivation | null {
  const active = ORDER.filter((derivation) => {
    const found = activity[derivation];
    return found.state === 'known' && found.active;
  });
  const allKnown = ORDER.every((derivation) => activity[derivation].state === 'known');
  return allKnown && active.length === 1 ? active[0]! : null;
}

function activityText(activity: Activity): string {
  if (activity.state === 'checking') return 'Checking the network…';
  if (activity.state === 'unknown') return 'Network not reachable';
  if (!activity.active) return 'No activity on this network';
  return `${formatGT(activity.nanogt)} GT · has activity`;
}

const activityAttr = (activity: Activity): string => (activity.state === 'known' ? (activity.active ? 'active' : 'none') : activity.state);

interface Lookup { key: string; addresses: Record<Derivation, string>; activity: Record<Derivation, Activity> }

const CHECKING: Record<Derivation, Activity> = { protocol: { state: 'checking' }, hardened: { state: 'checking' } };

/** `mnemonic` is a valid, normalized phrase or null while the person is still typing. */
export function DerivationChoice({ mnemonic, passphrase, value, onChange }: { mnemonic: string | null; passphrase: string; value: Derivation; onChange(derivation: Derivation): void }) {
  const [stored, setLookup] = useState<Lookup | null>(null);
  const [open, setOpen] = useState(false);
  const chosenByPerson = useRef(false);
  const key = mnemonic === null ? null : `${mnemonic}\n${passphrase}`;
  // Until the effect below runs, the stored lookup may still be the previous phrase's.
  const lookup = stored && stored.key === key ? stored : null;

  useEffect(() => {
    setLookup(null);
    if (mnemonic === null || key === null) return;
    let current = true;
    // Deriving runs PBKDF2: wait until typing in the passphrase pauses.
    const timer = setTimeout(() => {
      const addresses = firstAddresses(mnemonic, passphrase);
      setLookup({ key, addresses, activity: CHECKING });
      void Promise.all(ORDER.map((derivation) => activityOf(addresses[derivation]))).then(([protocol, hardened]) => {
        if (current) setLookup({ key, addresses, activity: { protocol: protocol!, hardened: hardened! } });
      });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);

  const preferred = lookup ? preferredDerivation(lookup.activity) : null;
  useEffect(() => {
    if (!chosenByPerson.current && value !== (preferred ?? 'protocol')) onChange(preferred ?? 'protocol');
    if (preferred === 'hardened') setOpen(true);
  }, [preferred, lookup?.key]);

  if (mnemonic === null) return null;
  const pick = (derivation: Derivation) => {
    chosenByPerson.current = true;
    onChange(derivation);
  };
  return (
    <details class="advanced derivation-choice" open={open} data-testid={TID.derivationAdvanced} data-open={String(open)} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Advanced: derivation{value === 'hardened' ? ' · GateChain tools' : ''}</summary>
      {preferred === 'hardened' && (
        <p class="derivation-notice" data-testid={TID.derivationNotice} role="status">
          Only the GateChain tools address has activity on this network, so it is selected.
        </p>
      )}
      <div class="derivation-options" role="radiogroup" aria-label="Derivation">
        {ORDER.map((derivation) => {
          const address = lookup?.addresses[derivation];
          const activity = lookup?.activity[derivation] ?? { state: 'checking' as const };
          return (
            <label key={derivation} class={value === derivation ? 'derivation-option selected' : 'derivation-option'}>
              <input type="radio" name="derivation" value={derivation} checked={value === derivation} data-testid={TID.derivationOption(derivation)} onChange={() => pick(derivation)} />
              <span class="derivation-text">
                <span class="derivation-name">{DERIVATION_LABELS[derivation]}</span>
                <code class="derivation-address" title={address} data-testid={TID.derivationAddress(derivation)} data-address={address ?? ''}>{address ? shortAddr(address) : 'Deriving…'}</code>
                <span class={`derivation-activity ${activityAttr(activity)}`} data-testid={TID.derivationActivity(derivation)} data-activity={activityAttr(activity)}>{activityText(activity)}</span>
              </span>
            </label>
          );
        })}
      </div>
      <p class="field-hint derivation-hint">
        GateChain's own tools (gatecli, wallets on its newer key library) harden the 44'/669'/0' levels; Vaultline reads them as the
        ledger's protocol vectors do. One phrase, two addresses: pick the one you know.
      </p>
    </details>
  );
}
