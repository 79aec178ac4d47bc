// Reading an account answer (ledger-service.md §2.4) without trusting every field to be there.
import type { AccountResp, ClearingHeight, RevocableTxEntry } from '../../core/rest/types';
import type { Coin } from '../../core/types';
import { coinList, toBigInt } from './format';

export interface AccountFacts {
  /** 0 standard, 1 vault, 2 multisig, 3 multisig vault; null when the account does not exist. */
  accountType: number | null;
  isVault: boolean;
  address: string;
  tokens: Coin[];
  delayHeight: number;
  clearing: ClearingHeight | null;
  securityAddress: string;
  /** Vaults this account guards as their retrieval account. */
  guardedVaults: string[];
  received: RevocableTxEntry[];
  sent: RevocableTxEntry[];
  hasPublicKey: boolean;
}

function entries(value: unknown): RevocableTxEntry[] {
  return Array.isArray(value) ? (value.filter((e) => e && typeof e === 'object') as RevocableTxEntry[]) : [];
}

export function accountFacts(resp: AccountResp | null | undefined): AccountFacts {
  const value = resp?.value;
  const field = value?.account_field?.value;
  const type = typeof value?.account_type === 'number' ? value.account_type : null;
  const clearing = field?.clearing_height;
  return {
    accountType: resp ? type : null,
    isVault: type === 1 || type === 3,
    address: field?.base_account?.address ?? '',
    tokens: coinList(field?.base_account?.tokens),
    delayHeight: Number(toBigInt(field?.delay_height)),
    clearing: clearing && typeof clearing === 'object' ? clearing : null,
    securityAddress: typeof field?.security_address === 'string' ? field.security_address : '',
    guardedVaults: Array.isArray(field?.vault_address)
      ? field.vault_address.filter((a): a is string => typeof a === 'string' && a !== '')
      : [],
    received: entries(field?.received_revocable_tokens),
    sent: entries(field?.sent_revocable_tokens),
    hasPublicKey: Boolean(field?.base_account?.public_key),
  };
}

export interface ClearingState {
  /** The clearing height that binds at `height`. */
  inForce: number | null;
  /** A moved clearing height that binds only from `pendingFrom` on (null when none is pending). */
  pending: { height: number; from: number } | null;
}

/**
 * The vault's clearing height as the ledger applies it: a moved height binds from its effect
 * height on (so a stolen vault key cannot postpone clearing at once); until then the previous one.
 */
export function clearingState(facts: AccountFacts, height: number | null): ClearingState {
  const c = facts.clearing;
  if (!c) return { inForce: null, pending: null };
  const next = Number(toBigInt(c.next_clearing_height));
  const nextFrom = Number(toBigInt(c.next_clearing_effect_height));
  const last = Number(toBigInt(c.last_clearing_height));
  if (height === null || height >= nextFrom) return { inForce: next > 0 ? next : null, pending: null };
  return { inForce: last > 0 ? last : next > 0 ? next : null, pending: next > 0 ? { height: next, from: nextFrom } : null };
}
