// The import step's "Advanced: derivation": the first address each derivation gives for the phrase
// being imported, which of them the selected network knows, and a radio to pick one. The standard
// accounts (the ledger's own tools) are preselected; the legacy reading only when it alone has activity.
import { useEffect, useRef, useState } from 'preact/hooks';
import { addressFromPublicKey } from '../../../core/address';
import { NANOGT } from '../../../core/amount';
import { accountPath, deriveFromMaster, masterKeyFromSeed, mnemonicToSeed, publicKeyOf, type Derivation } from '../../../core/hd';
import type { Coin } from '../../../core/types';
import { callWallet, errorText, queryLedger } from '../../lib/api';
import { useWallet } from '../../hooks/wallet';
import { amountOf, gtAmount, shortAddr } from '../../lib/format';
import { TID } from '../../testids';
import './DerivationChoice.css';
import { t, type MessageKey } from '../../i18n';

const DERIVATION_KEYS: Record<Derivation, MessageKey> = { standard: 'derivation.standard', 'legacy-soft': 'derivation.legacy' };
/** A derivation's name in the current language. */
const derivationLabel = (derivation: Derivation): string => t(DERIVATION_KEYS[derivation]);
const ORDER: Derivation[] = ['standard', 'legacy-soft'];

/** What the selected network says about an address: unknown when it could not be asked. */
export type Activity = { state: 'checking' } | { state: 'unknown' } | { state: 'known'; active: boolean; nanogt: bigint };

/** Account 0's address under each derivation; the seed is computed once for both. */
function firstAddresses(mnemonic: string, passphrase: string): Record<Derivation, string> {
  const master = masterKeyFromSeed(mnemonicToSeed(mnemonic, passphrase));
  const at = (derivation: Derivation) => addressFromPublicKey(publicKeyOf(deriveFromMaster(master, accountPath(0), derivation).kL));
  return { standard: at('standard'), 'legacy-soft': at('legacy-soft') };
}

const nanogtOf = (coins: Coin[] | null | undefined): bigint => amountOf(coins ?? [], NANOGT);

const hasFunds = (coins: Coin[] | null | undefined): boolean =>
  (coins ?? []).some((coin) => /^\d+$/.test(coin.amount) && BigInt(coin.amount) > 0n);

/** An account the ledger has a record of has had activity; otherwise any non-zero coin counts. */
async function activityOf(address: string): Promise<Activity> {
  try {
    const account = await queryLedger('getAccount', address);
    const tokens = account.result?.value?.account_field?.value?.base_account?.tokens;
    return { state: 'known', active: true, nanogt: nanogtOf(tokens) };
  } catch {
    // A missing account is an error on the ledger's REST API; the balance tells it from an unreachable node.
  }
  try {
    const balance = await queryLedger('getBalance', address);
    return { state: 'known', active: hasFunds(balance.result), nanogt: nanogtOf(balance.result) };
  } catch {
    return { state: 'unknown' };
  }
}

/** The only derivation with activity, when the network answered for both; else null. */
function preferredDerivation(activity: Record<Derivation, Activity>): Derivation | null {
  const active = ORDER.filter((derivation) => {
    const found = activity[derivation];
    return found.state === 'known' && found.active;
  });
  const allKnown = ORDER.every((derivation) => activity[derivation].state === 'known');
  return allKnown && active.length === 1 ? active[0]! : null;
}

function activityText(activity: Activity): string {
  if (activity.state === 'checking') return t('derivation.checking');
  if (activity.state === 'unknown') return t('derivation.unknown');
  if (!activity.active) return t('derivation.none');
  return t('derivation.active', { amount: gtAmount(activity.nanogt) });
}

const activityAttr = (activity: Activity): string => (activity.state === 'known' ? (activity.active ? 'active' : 'none') : activity.state);

interface Lookup {
  key: string;
  addresses: Record<Derivation, string>;
  activity: Record<Derivation, Activity>;
}

const CHECKING: Record<Derivation, Activity> = { standard: { state: 'checking' }, 'legacy-soft': { state: 'checking' } };

/** `mnemonic` is a valid, normalized phrase or null while the person is still typing. */
export function DerivationChoice({
  mnemonic,
  passphrase,
  value,
  onChange,
}: {
  mnemonic: string | null;
  passphrase: string;
  value: Derivation;
  onChange(derivation: Derivation): void;
}) {
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
      void Promise.all(ORDER.map((derivation) => activityOf(addresses[derivation]))).then(([standard, legacy]) => {
        if (current) setLookup({ key, addresses, activity: { standard: standard!, 'legacy-soft': legacy! } });
      });
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is made from the mnemonic and passphrase
  }, [key]);

  const preferred = lookup ? preferredDerivation(lookup.activity) : null;
  const legacyAlone = preferred === 'legacy-soft';
  useEffect(() => {
    const preselect: Derivation = legacyAlone ? 'legacy-soft' : 'standard';
    if (!chosenByPerson.current && value !== preselect) onChange(preselect);
    if (legacyAlone) setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- preselects once per lookup; `value` and `onChange` are the parent's, read when it runs
  }, [legacyAlone, lookup?.key]);

  if (mnemonic === null) return null;
  const pick = (derivation: Derivation) => {
    chosenByPerson.current = true;
    onChange(derivation);
  };
  return (
    <details
      class="advanced derivation-choice"
      open={open}
      data-testid={TID.derivationAdvanced}
      data-open={String(open)}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        {t('derivation.summary')}
        {value === 'legacy-soft' ? t('derivation.summaryLegacy') : ''}
      </summary>
      {legacyAlone && (
        <p class="derivation-notice" data-testid={TID.derivationNotice} role="status">
          {t('derivation.legacyAlone')}
        </p>
      )}
      <div class="derivation-options" role="radiogroup" aria-label={t('derivation.label')}>
        {ORDER.map((derivation) => {
          const address = lookup?.addresses[derivation];
          const activity = lookup?.activity[derivation] ?? { state: 'checking' as const };
          return (
            <label key={derivation} class={value === derivation ? 'derivation-option selected' : 'derivation-option'}>
              <input
                type="radio"
                name="derivation"
                value={derivation}
                checked={value === derivation}
                data-testid={TID.derivationOption(derivation)}
                onChange={() => pick(derivation)}
              />
              <span class="derivation-text">
                <span class="derivation-name">{derivationLabel(derivation)}</span>
                <code
                  class="derivation-address"
                  title={address}
                  data-testid={TID.derivationAddress(derivation)}
                  data-address={address ?? ''}
                >
                  {address ? shortAddr(address) : t('derivation.deriving')}
                </code>
                <span
                  class={`derivation-activity ${activityAttr(activity)}`}
                  data-testid={TID.derivationActivity(derivation)}
                  data-activity={activityAttr(activity)}
                >
                  {activityText(activity)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      <p class="field-hint derivation-hint">{t('derivation.hint')}</p>
    </details>
  );
}

/** Test ids of the home page's legacy-derivation notice. */
export const LEGACY_NOTICE_TID = {
  notice: 'legacy-derivation-notice',
  add: 'legacy-derivation-add',
  dismiss: 'legacy-derivation-dismiss',
  error: 'legacy-derivation-error',
} as const;

/**
 * Home's one-time notice for a wallet created by Vaultline 0.1 (legacy-soft): its accounts differ from
 * the ledger's other tools for the same phrase. Offers to add the standard accounts beside them; closing
 * it is remembered by the background.
 */
export function LegacyDerivationNotice() {
  const { setState } = useWallet();
  const [show, setShow] = useState(false);
  // The wallet the notice is about (the selected account's): upgraded or dismissed by id.
  const [walletId, setWalletId] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    callWallet('wallet_derivationStatus', {}).then(
      (status) => {
        if (!current) return;
        setWalletId(status.walletId);
        setShow(status.showNotice);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  if (!show) return null;
  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      const state = await callWallet('wallet_addStandardAccounts', walletId === undefined ? {} : { walletId });
      setShow(false);
      setState(state);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const dismiss = async () => {
    setShow(false);
    await callWallet('wallet_dismissDerivationNotice', walletId === undefined ? {} : { walletId }).catch(() => undefined);
  };
  return (
    <section class="card derivation-legacy" data-testid={LEGACY_NOTICE_TID.notice} role="status">
      <h2 class="section-title">{t('derivation.notice.title')}</h2>
      <p class="small">{t('derivation.notice.body')}</p>
      {error && (
        <p class="field-error" data-testid={LEGACY_NOTICE_TID.error}>
          {error}
        </p>
      )}
      <div class="row-buttons">
        <button class="btn primary" data-testid={LEGACY_NOTICE_TID.add} disabled={busy} onClick={() => void add()}>
          {busy ? t('derivation.notice.adding') : t('derivation.notice.add')}
        </button>
        <button class="btn" data-testid={LEGACY_NOTICE_TID.dismiss} disabled={busy} onClick={() => void dismiss()}>
          {t('derivation.notice.dismiss')}
        </button>
      </div>
    </section>
  );
}
