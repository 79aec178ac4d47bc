// The address book: named contacts in the background's private value store under `contacts`
// (shape `{ address, name, note?, addedAt }[]`, oldest first). Names are unique (ignoring case),
// addresses are checked by core and unique as accounts (a gt1 and its vault1 form are one).
// listContacts / replaceContacts are also what a backup exports and restores.
import * as v from 'valibot';
import { isAddress, toGt1 } from '../core/address-forms';
import { CoreError } from '../core/errors';
import type { ContactView } from '../shared/wallet-api';
import { readValue, updateValue } from './storage';

const CONTACTS_KEY = 'contacts';
const MAX_CONTACTS = 500;

const ContactSchema = v.object({
  address: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1),
    v.maxLength(200),
    v.check((text) => isAddress(text), 'Not a GT address'),
  ),
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Enter a name'), v.maxLength(40, 'A name is at most 40 characters')),
  note: v.optional(v.pipe(v.string(), v.maxLength(200))),
  addedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
const ContactListSchema = v.pipe(v.array(ContactSchema), v.maxLength(MAX_CONTACTS, `At most ${MAX_CONTACTS} contacts`));

function key(address: string): string {
  return toGt1(address, 'address');
}

/** Throws when two entries share a name (case-insensitive) or an account. */
function checkUnique(list: readonly ContactView[]): void {
  const names = new Set<string>();
  const accounts = new Set<string>();
  for (const contact of list) {
    const name = contact.name.toLowerCase();
    if (names.has(name)) throw new CoreError('duplicate_contact_name', `A contact is already named ${contact.name}`, 'name');
    const account = key(contact.address);
    if (accounts.has(account)) throw new CoreError('duplicate_contact_address', 'This address is already in your contacts', 'address');
    names.add(name);
    accounts.add(account);
  }
}

/** A stored value read back: anything that is not a valid list reads as none (never a crash). */
function parsed(value: unknown): ContactView[] {
  const result = v.safeParse(ContactListSchema, value);
  return result.success ? result.output.map(clean) : [];
}

function clean(contact: ContactView): ContactView {
  return { address: contact.address, name: contact.name, ...(contact.note ? { note: contact.note } : {}), addedAt: contact.addedAt };
}

export async function listContacts(): Promise<ContactView[]> {
  return parsed(await readValue<unknown>('local', CONTACTS_KEY, []));
}

/** The whole address book at once (a backup restored): checked in full first; nothing is written when any entry is bad. */
export async function replaceContacts(list: unknown): Promise<ContactView[]> {
  const result = v.safeParse(ContactListSchema, list);
  if (!result.success) {
    const issue = result.issues[0];
    throw new CoreError('invalid_contacts', `Contacts: ${issue?.message ?? 'not a contact list'}`, 'contacts');
  }
  const next = result.output.map(clean);
  checkUnique(next);
  await updateValue<unknown>('local', CONTACTS_KEY, [], () => next);
  return next;
}

/** Adds a contact, or replaces the one at `replaces` (its addedAt kept). */
export async function saveContact(
  input: { address: string; name: string; note?: string | undefined },
  replaces?: string,
): Promise<ContactView[]> {
  const address = input.address.trim();
  if (!isAddress(address)) throw new CoreError('invalid_address', 'Not a GT address', 'address');
  const name = input.name.trim();
  const note = input.note?.trim();
  return updateValue<ContactView[]>('local', CONTACTS_KEY, [], (stored) => {
    const current = parsed(stored);
    const index =
      replaces === undefined ? -1 : current.findIndex((contact) => isAddress(replaces) && key(contact.address) === key(replaces));
    if (replaces !== undefined && index < 0) throw new CoreError('unknown_contact', 'No such contact', 'replaces');
    const entry: ContactView = { address, name, ...(note ? { note } : {}), addedAt: index >= 0 ? current[index]!.addedAt : Date.now() };
    const next = index >= 0 ? current.map((contact, i) => (i === index ? entry : contact)) : [...current, entry];
    if (next.length > MAX_CONTACTS) throw new CoreError('too_many_contacts', `At most ${MAX_CONTACTS} contacts`);
    checkUnique(next);
    return next;
  });
}

export async function removeContact(address: string): Promise<ContactView[]> {
  return updateValue<ContactView[]>('local', CONTACTS_KEY, [], (stored) => {
    const current = parsed(stored);
    if (!isAddress(address)) return current;
    return current.filter((contact) => key(contact.address) !== key(address));
  });
}
