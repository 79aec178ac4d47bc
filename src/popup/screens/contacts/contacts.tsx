// The address book: every contact with its address and note, added by hand here (or from a review
// and from Activity), renamed or re-noted in place, removed. Names label addresses everywhere
// (components/Address.tsx, tx/renderers/labels.tsx) and count as known in reviews.
import { useState } from 'preact/hooks';
import type { ContactView } from '../../../shared/wallet-api';
import { Address } from '../../components/Address';
import { EmptyState, ErrorBox, Field, Loading, PageHeader } from '../../components/ui';
import { removeContact, saveContact, useContacts, useContactsFailure } from '../../hooks/contacts';
import { errorText } from '../../lib/api';
import { checkRecipient } from '../../lib/checks';
import { ShownText } from '../../tx/renderers/shown-text';
import { TID } from '../../testids';
import { t } from '../../i18n';

export function ContactsPage() {
  const contacts = useContacts();
  const { failure, retry } = useContactsFailure();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div class="page">
      <PageHeader title={t('settings.contacts.title')} back="/settings" />
      <main class="page-body">
        {contacts === null && (failure ? <ErrorBox message={failure} onRetry={retry} /> : <Loading />)}
        {contacts !== null && contacts.length === 0 && (
          <EmptyState title={t('settings.contacts.empty')}>{t('settings.contacts.emptyBody')}</EmptyState>
        )}
        {contacts !== null && contacts.length > 0 && (
          <ul class="list card" data-testid={TID.contactList}>
            {contacts.map((contact) => (
              <li
                key={contact.address}
                class="contact-row"
                data-testid={TID.contactRow}
                data-address={contact.address}
                data-name={contact.name}
              >
                {editing === contact.address ? (
                  <ContactForm initial={contact} onDone={() => setEditing(null)} />
                ) : (
                  <ContactLine contact={contact} onEdit={() => setEditing(contact.address)} />
                )}
              </li>
            ))}
          </ul>
        )}
        {editing === null && (
          <section class="card">
            <h2 class="section-title">{t('settings.contacts.add')}</h2>
            <ContactForm key={contacts?.length ?? 0} onDone={() => undefined} />
          </section>
        )}
      </main>
    </div>
  );
}

function ContactLine({ contact, onEdit }: { contact: ContactView; onEdit(): void }) {
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    try {
      await removeContact(contact.address);
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <div class="stack">
      <div class="row-between">
        <strong>
          <ShownText text={contact.name} what="accountName" />
        </strong>
        <span class="row-buttons">
          <button class="link-button small" data-testid={TID.contactEdit} onClick={onEdit}>
            {t('settings.contacts.edit')}
          </button>
          <button class="link-button small danger" data-testid={TID.contactRemove} onClick={() => void remove()}>
            {t('settings.contacts.remove')}
          </button>
        </span>
      </div>
      <Address address={contact.address} named={false} />
      {contact.note && (
        <span class="muted small">
          <ShownText text={contact.note} what="memo" />
        </span>
      )}
      {error && (
        <span class="warning small" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** Adds a contact (no `initial`), or edits one. */
function ContactForm({ initial, onDone }: { initial?: ContactView; onDone(): void }) {
  const [address, setAddress] = useState(initial?.address ?? '');
  const [name, setName] = useState(initial?.name ?? '');
  const [note, setNote] = useState(initial?.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const addressCheck = checkRecipient(address);
  const ready = addressCheck.ok && name.trim() !== '' && !busy;
  const submit = async (event: Event) => {
    event.preventDefault();
    if (!ready || !addressCheck.ok) return;
    setBusy(true);
    try {
      await saveContact({
        contact: { address: addressCheck.value, name, ...(note.trim() ? { note } : {}) },
        ...(initial ? { replaces: initial.address } : {}),
      });
      setError(null);
      if (!initial) {
        setAddress('');
        setName('');
        setNote('');
      }
      onDone();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const edit = (set: (text: string) => void) => (e: { currentTarget: HTMLInputElement }) => {
    set(e.currentTarget.value);
    setError(null);
  };
  return (
    <form class="form" onSubmit={(event) => void submit(event)} data-testid={TID.contactForm}>
      <Field label={t('settings.contacts.name')}>
        <input data-testid={TID.contactNameInput} maxLength={40} autoComplete="off" value={name} onInput={edit(setName)} />
      </Field>
      <Field label={t('settings.contacts.address')} error={address.trim() !== '' && !addressCheck.ok ? addressCheck.error : null}>
        <input
          data-testid={TID.contactAddress}
          autoComplete="off"
          spellcheck={false}
          placeholder="gt11…"
          value={address}
          onInput={edit(setAddress)}
        />
      </Field>
      <Field label={t('settings.contacts.note')}>
        <input data-testid={TID.contactNote} maxLength={200} autoComplete="off" value={note} onInput={edit(setNote)} />
      </Field>
      {error && (
        <p class="warning" role="alert" data-testid={TID.contactError}>
          {error}
        </p>
      )}
      <div class="row-buttons">
        {initial && (
          <button type="button" class="btn" onClick={onDone}>
            {t('settings.contacts.cancel')}
          </button>
        )}
        <button class="btn primary" data-testid={TID.contactSave} disabled={!ready}>
          {initial ? t('settings.contacts.save') : t('settings.contacts.addButton')}
        </button>
      </div>
    </form>
  );
}
