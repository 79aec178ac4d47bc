// An account record as the popup and sites see it.
import type { AccountView } from '../../shared/wallet-api';
import type { AccountRecord } from './db';
import { walletIdOf } from './wallets';

export function accountView(record: AccountRecord): AccountView {
  const view: AccountView = {
    id: record.id,
    name: record.name,
    kind: record.kind,
    address: record.address,
    publicKey: record.publicKey,
    canSign: record.kind !== 'multisig',
  };
  if (record.path) view.path = record.path;
  const walletId = walletIdOf(record);
  if (walletId !== undefined) view.walletId = walletId;
  return view;
}
