// The address book in the background (src/background/contacts.ts) through the popup's messages: stored
// under `contacts` as `{ address, name, note?, addedAt }[]`; bad addresses, taken names and a second
// entry for one account are refused with a code and nothing written; a bad list to restore writes nothing.
import { beforeEach, describe, expect, it } from 'vitest';
import { toForm } from '../../src/core/address-forms';
import { addressFromPublicKey } from '../../src/core/address';
import { freshWallet, storedValue, type Background } from './harness';

const A = addressFromPublicKey(new Uint8Array(32).fill(1));
const B = addressFromPublicKey(new Uint8Array(32).fill(2));

describe('contacts', () => {
  let bg: Background;

  beforeEach(async () => {
    ({ bg } = await freshWallet());
  });

  it('adds, edits (keeping when it was added) and removes, stored under `contacts`', async () => {
    expect(await bg.ok('wallet_listContacts')).toEqual([]);
    const [added] = await bg.ok('wallet_saveContact', { contact: { address: ` ${A} `, name: ' Alice ', note: 'rent' } });
    expect(added).toMatchObject({ address: A, name: 'Alice', note: 'rent' });
    expect(typeof added!.addedAt).toBe('number');
    expect(await storedValue('contacts')).toEqual([added]);
    const edited = await bg.ok('wallet_saveContact', { contact: { address: A, name: 'Alice B.' }, replaces: A });
    expect(edited).toEqual([{ address: A, name: 'Alice B.', addedAt: added!.addedAt }]);
    await bg.ok('wallet_saveContact', { contact: { address: B, name: 'Bob' } });
    expect((await bg.ok('wallet_removeContact', { address: A })).map((c) => c.name)).toEqual(['Bob']);
    expect(await bg.ok('wallet_listContacts')).toEqual(await storedValue('contacts'));
  });

  it('refuses a bad address, a taken name (any case) and the same account in another form; nothing is written', async () => {
    await bg.ok('wallet_saveContact', { contact: { address: A, name: 'Alice' } });
    const before = await storedValue('contacts');
    const refused = async (params: unknown) => {
      const answer = await bg.call('wallet_saveContact', params);
      expect(answer.ok).toBe(false);
      return answer.ok ? '' : answer.error.code;
    };
    expect(await refused({ contact: { address: 'gt1notanaddress', name: 'X' } })).toBe('invalid_address');
    expect(await refused({ contact: { address: B, name: 'ALICE' } })).toBe('duplicate_contact_name');
    expect(await refused({ contact: { address: toForm(A, 'vault1'), name: 'Vault' } })).toBe('duplicate_contact_address');
    expect(await refused({ contact: { address: B, name: '' } })).not.toBe('');
    expect(await refused({ contact: { address: B, name: 'Zed' }, replaces: B })).toBe('unknown_contact');
    expect(await storedValue('contacts')).toEqual(before);
  });

  it('replaceContacts takes a whole valid list and refuses a bad one without writing', async () => {
    const contacts = await import('../../src/background/contacts');
    const list = [
      { address: A, name: 'A', addedAt: 1 },
      { address: B, name: 'B', note: 'n', addedAt: 2 },
    ];
    expect(await contacts.replaceContacts(list)).toEqual(list);
    await expect(
      contacts.replaceContacts([
        { address: A, name: 'A', addedAt: 1 },
        { address: 'nope', name: 'C', addedAt: 3 },
      ]),
    ).rejects.toMatchObject({ code: 'invalid_contacts' });
    await expect(
      contacts.replaceContacts([
        { address: A, name: 'Same', addedAt: 1 },
        { address: B, name: 'same', addedAt: 2 },
      ]),
    ).rejects.toMatchObject({ code: 'duplicate_contact_name' });
    await expect(contacts.replaceContacts('not a list')).rejects.toMatchObject({ code: 'invalid_contacts' });
    expect(await contacts.listContacts()).toEqual(list);
  });
});
