// Comparing and naming accounts across address forms (gt1 / gt2 / vault1 / vault2 share a payload).
// Through core/address-forms (no hashing): the popup's first load uses this module.
import { toForm, toGt1 } from '../../core/address-forms';
import type { Msg } from '../../core/types';
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

const VAULT_FIELDS: Record<string, string> = {
  MsgRevocableSend: 'from_address',
  MsgRevoke: 'vault_address',
  MsgCreateVault: 'to_address',
  MsgUpdateClearingHeight: 'vault_address',
};

/**
 * Each account's own address form, keyed by gt1: the wallet's accounts as they are kept (vault1,
 * gt2), then any non-gt1 form the messages use, then vault1 for the vault fields of vault messages.
 */
export function addressForms(accounts: readonly AccountView[], msgs: readonly Msg[]): ReadonlyMap<string, string> {
  const forms = new Map<string, string>();
  const note = (address: unknown) => {
    if (typeof address !== 'string' || address.startsWith('gt1')) return;
    const gt1 = gt1Of(address);
    if (gt1 !== address && !forms.has(gt1)) forms.set(gt1, address);
  };
  for (const account of accounts) note(account.address);
  for (const msg of msgs) for (const value of Object.values(msg.value ?? {})) note(value);
  for (const msg of msgs) {
    const field = VAULT_FIELDS[msg.type];
    const vault = field ? msg.value[field] : undefined;
    if (typeof vault === 'string' && !forms.has(gt1Of(vault))) forms.set(gt1Of(vault), vaultForm(vault));
  }
  return forms;
}

/** An address in its account's own form (from `addressForms`), else as given. */
export function ownForm(forms: ReadonlyMap<string, string>, address: string): string {
  return forms.get(gt1Of(address)) ?? address;
}

/** A message with every address in it written in its account's own form (for summaries and details). */
export function msgInOwnForms(msg: Msg, forms: ReadonlyMap<string, string>): Msg {
  const own = (value: unknown): unknown =>
    typeof value === 'string' ? ownForm(forms, value) : Array.isArray(value) ? value.map(own) : value;
  return { ...msg, value: Object.fromEntries(Object.entries(msg.value ?? {}).map(([key, value]) => [key, own(value)])) };
}
