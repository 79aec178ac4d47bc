// The address book as every screen of one popup sees it: read once from the background
// (wallet_listContacts), shared, and replaced by the answer of each save or removal.
import { useEffect, useState } from 'preact/hooks';
import { toGt1 } from '../../core/address-forms';
import type { ContactView, WalletParams } from '../../shared/wallet-api';
import { callWallet, errorText } from '../lib/api';

let contacts: ContactView[] | null = null;
let loading: Promise<void> | null = null;
/** Why the last read failed (cleared by the next answer): a screen says so rather than waiting forever. */
let failure: string | null = null;
const listeners = new Set<() => void>();

function set(list: ContactView[]): void {
  contacts = list;
  failure = null;
  listeners.forEach((listener) => listener());
}

function load(): Promise<void> {
  // A failed read leaves the book unread (no names shown): the next screen that needs it asks again.
  loading ??= callWallet('wallet_listContacts', {})
    .then(set, (err: unknown) => {
      failure = errorText(err);
      listeners.forEach((listener) => listener());
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** The contacts (null until read); the component draws again when they change. */
export function useContacts(): ContactView[] | null {
  const [, setTick] = useState(0);
  useEffect(() => {
    const listener = () => setTick((n) => n + 1);
    listeners.add(listener);
    if (contacts === null) void load();
    return () => void listeners.delete(listener);
  }, []);
  return contacts;
}

/** The last read's failure (null when it answered, or before any read), and a way to ask again. */
export function useContactsFailure(): { failure: string | null; retry(): void } {
  useContacts();
  return { failure: contacts === null ? failure : null, retry: () => void load() };
}

export async function saveContact(params: WalletParams<'wallet_saveContact'>): Promise<void> {
  set(await callWallet('wallet_saveContact', params));
}

export async function removeContact(address: string): Promise<void> {
  set(await callWallet('wallet_removeContact', { address }));
}

function gt1(address: string): string | null {
  try {
    return toGt1(address);
  } catch {
    return null;
  }
}

/** The contact for `address` (any form of the same account). */
export function contactFor(list: readonly ContactView[] | null, address: string): ContactView | undefined {
  const key = gt1(address);
  return key ? list?.find((contact) => gt1(contact.address) === key) : undefined;
}

/** The contact for `address` in this popup's address book. */
export function useContact(address: string): ContactView | undefined {
  return contactFor(useContacts(), address);
}
