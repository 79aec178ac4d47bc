// State of vault accounts and revocable transfers (see index.ts for the rules).
//
// Store keys (addresses always gt1, so vault1/vault2/gt1 forms of one vault share a record):
//   vault/account/<vault>                         VaultRecord
//   vault/security/<security>/<vault>             true: the retrieval account's vaults
//   vault/revocable/<HASH>/<msg index, 4 digits>  RevocableRecord (kept after it settles, for status)
//   vault/due/<effect height, 12 digits>/<HASH>/<msg index>  true while the transfer is revocable
import type { ClearingHeight, RevocableTxEntry } from '../../../core/rest/types';
import type { Coin } from '../../../core/types';
import { LedgerError, type Store } from '../../ledger/types';

export interface VaultRecord {
  security_address: string;
  delay_height: number;
  /** '' for a single-signature vault, else the gt1pub multisig key. */
  pubkey: string;
  clearing: ClearingHeight;
}

export interface RevocableRecord {
  /** Bare upper-case hex. */
  tx_hash: string;
  /** The tx hash with its type prefix (REVOCABLEPAY-…), as list-revocable-txs shows it. */
  tx_hash_prefixed?: string;
  msg_index: number;
  from: string;
  to: string;
  amount: Coin[];
  height: number;
  effect_height: number;
  /** 1 = revocable, 0 = irrevocable (credited, revoked or cleared). */
  status: 0 | 1;
  /** Prefixed hash of the tx that revoked it; '' when none. */
  revoke_hash: string;
  /** The vault whose key may revoke it ('' when it was irrevocable from the start). */
  revoker: string;
}

const vaultKey = (vault: string) => `vault/account/${vault}`;
const securityKey = (security: string, vault: string) => `vault/security/${security}/${vault}`;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const revocableKey = (hash: string, index: number) => `vault/revocable/${hash}/${pad(index, 4)}`;
const dueKey = (record: Pick<RevocableRecord, 'effect_height' | 'tx_hash' | 'msg_index'>) =>
  `vault/due/${pad(record.effect_height, 12)}/${record.tx_hash}/${pad(record.msg_index, 4)}`;

export function getVault(store: Store, vault: string): VaultRecord | undefined {
  return store.get<VaultRecord>(vaultKey(vault));
}

export function requireVault(store: Store, vault: string): VaultRecord {
  const record = getVault(store, vault);
  if (!record) throw new LedgerError('not_a_vault', `${vault} is not a vault account`);
  return record;
}

export function setVault(store: Store, vault: string, record: VaultRecord): void {
  store.set(vaultKey(vault), record);
  store.set(securityKey(record.security_address, vault), true);
}

export function vaultsOfSecurity(store: Store, security: string): string[] {
  const prefix = `vault/security/${security}/`;
  return store.entries(prefix).map(([key]) => key.slice(prefix.length));
}

/** The clearing height that binds now: a moved one only once its effect height is reached. */
export function clearingHeightInForce(record: VaultRecord, height: number): number {
  const { clearing } = record;
  return height >= Number(clearing.next_clearing_effect_height)
    ? Number(clearing.next_clearing_height)
    : Number(clearing.last_clearing_height);
}

export function getRevocable(store: Store, hash: string, index: number): RevocableRecord | undefined {
  return store.get<RevocableRecord>(revocableKey(hash, index));
}

export function revocablesOfTx(store: Store, hash: string): RevocableRecord[] {
  return store.entries<RevocableRecord>(`vault/revocable/${hash}/`).map(([, record]) => record);
}

export function saveRevocable(store: Store, record: RevocableRecord): void {
  store.set(revocableKey(record.tx_hash, record.msg_index), record);
  if (record.status === 1) store.set(dueKey(record), true);
  else store.delete(dueKey(record));
}

/** Transfers still revocable, oldest effect height first. */
export function pendingRevocables(store: Store): RevocableRecord[] {
  return store.entries('vault/due/').map(([key]) => {
    const [, , , hash, index] = key.split('/');
    return getRevocable(store, hash!, Number(index))!;
  });
}

/** Pending transfers whose effect height is at or below `height` (due keys sort by effect height). */
export function dueRevocables(store: Store, height: number): RevocableRecord[] {
  const due: RevocableRecord[] = [];
  for (const [key] of store.entries('vault/due/')) {
    const [, , effectHeight, hash, index] = key.split('/');
    if (Number(effectHeight) > height) break;
    due.push(getRevocable(store, hash!, Number(index))!);
  }
  return due;
}

export function revocableEntry(record: RevocableRecord): RevocableTxEntry {
  // As the real node lists it: the height the transfer takes effect at, and the prefixed hash.
  return {
    height: String(record.effect_height),
    msg_index: String(record.msg_index),
    tokens: record.amount,
    tx_hash: record.tx_hash_prefixed ?? record.tx_hash,
  };
}

/** The party a revocation takes the funds back from (the one that is not the revoking vault). */
export function counterparty(record: RevocableRecord): string {
  return record.revoker === record.from ? record.to : record.from;
}
