// Comparing and naming accounts across address forms (gt1 / gt2 / vault1 / vault2 share a payload).
import { toForm, toGt1 } from '../../core/address';
import type { AccountView } from '../../shared/wallet-api';

/** The gt1 form of an address, the text itself when it is not one, '' for a non-string. */
export function gt1Of(address: unknown): string {
  if (typeof address !== 'string') return '';
  try {
    return toGt1(address);
  } catch {
    return address;
  }
}

export function sameAccount(a: string, b: string): boolean {
  return a !== '' && b !== '' && gt1Of(a) === gt1Of(b);
}

export function vaultForm(address: string, multisig = false): string {
  try {
    return toForm(address, multisig ? 'vault2' : 'vault1');
  } catch {
    return address;
  }
}

export function accountFor(accounts: readonly AccountView[], address: string): AccountView | undefined {
  return accounts.find((a) => sameAccount(a.address, address));
}

/** 'Main' or a shortened address when the account is not ours. */
export function nameFor(accounts: readonly AccountView[], address: string): string | null {
  return accountFor(accounts, address)?.name ?? null;
}
