// The upstream's answers turned back into the local store's records (the inverse of the routes' views).
import { toGt1 } from '../../core/address';
import type { ConAccount } from '../../core/rest/types';
import type { Store } from '../ledger/types';
import { ensureAccount, recordPublicKey, setAccountType } from '../modules/bank/keeper';
import { setVault } from '../modules/vault/keeper';
import type { UpstreamAuth } from './upstream';
import { scaledRate } from '../modules/shared/math';
import type { ConRecord } from '../modules/staking/keeper';

export function conRecordOf(view: ConAccount): ConRecord {
  const rates = view.commission.commission_rates;
  return {
    operator_address: toGt1(view.operator_address),
    pubkey: view.pubkey,
    description: view.description,
    commission: { rate: rates.rate, max_rate: rates.max_rate, max_change_rate: rates.max_change_rate },
    commission_update_time: Math.floor(Date.parse(view.commission.update_time) / 1000) || 0,
    tokens: view.tokens,
    delegator_shares: scaledRate(view.delegator_shares).toString(),
    power_rate: view.power_rate,
    status: view.status,
  };
}

/** An upstream account's kind, key and, for a vault, its rules (security account, delay, clearing heights). */
export function writeAuth(store: Store, address: string, auth: UpstreamAuth): void {
  ensureAccount(store, address);
  if (auth.type !== 0) setAccountType(store, address, auth.type);
  if (auth.publicKey) recordPublicKey(store, address, auth.publicKey);
  // A multisig vault's key is kept as the account's public key; the record's copy is only its creation input.
  if (auth.vault)
    setVault(store, address, {
      security_address: toGt1(auth.vault.security),
      delay_height: auth.vault.delay,
      pubkey: '',
      clearing: auth.vault.clearing,
    });
}
