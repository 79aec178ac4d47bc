// Reading an account answer (ledger-service.md §2.4) without trusting every field to be there.
import type { AccountResp, ClearingHeight, RevocableTxEntry } from '../../../core/rest/types';
import type { Coin } from '../../../core/types';
import { coinList, toBigInt } from './units';

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
    guardedVaults: Array.isArray(field?.vault_address) ? field.vault_address.filter((a): a is string => typeof a === 'string' && a !== '') : [],
    received: entries(field?.received_revocable_tokens),
    sent: entries(field?.sent_revocable_tokens),
    hasPublicKey: Boolean(field?.base_account?.public_key),
  };
}

/** The height from which the retrieval account may clear the vault; null when the ledger gave none. */
export function clearingHeightOf(facts: AccountFacts): number | null {
  const text = facts.clearing?.next_clearing_height;
  const height = Number(toBigInt(text));
  return height > 0 ? height : null;
}
