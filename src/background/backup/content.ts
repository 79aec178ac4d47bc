// What a backup holds, once decrypted: every sealed secret opened (phrases with their passphrase and
// derivation, imported keys, vault keys), every account record, and the person's own values
// (networks and endpoint orders, contacts, settings). Read here from the keyring and storage, and
// checked here before a restore writes anything.
import * as v from 'valibot';
import { CoreError } from '../../core/errors';
import type { AccountRecord, SecretRecord } from '../keyring/db';
import type { SecretPayload } from '../keyring/sealed';

/** The private values a backup carries, by their storage keys ('contacts' is the address book's). */
export const BACKED_UP_VALUES = [
  'chain.networks',
  'chain.selectedNetworkId',
  'chain.builtinEndpoints',
  'keyring.selectedAccountId',
  'keyring.autoLockMinutes',
  'keyring.legacyNoticeDismissed',
  'keyring.legacyNoticeDismissedWallets',
  'contacts',
] as const;

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

const PayloadSchema = v.variant('kind', [
  v.object({
    kind: v.literal('mnemonic'),
    mnemonic: Text(1000),
    passphrase: Text(1000),
    derivation: v.optional(v.picklist(['standard', 'legacy-soft', 'protocol', 'hardened'])),
  }),
  v.object({ kind: v.literal('extendedKey'), hex: v.pipe(v.string(), v.regex(/^[0-9a-f]{192}$/)) }),
]);

const SecretSchema = v.object({
  id: Id,
  createdAt: v.number(),
  name: v.optional(Text(40)),
  walletKind: v.optional(v.picklist(['mnemonic', 'key'])),
  payload: PayloadSchema,
});

const AccountSchema = v.object({
  id: Id,
  name: Text(40),
  kind: v.picklist(['hd', 'imported', 'vault', 'multisig']),
  address: Text(200),
  publicKey: Text(2000),
  createdAt: v.number(),
  secretId: v.optional(Id),
  walletId: v.optional(Id),
  path: v.optional(Text(200)),
  index: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  multisig: v.optional(
    v.object({
      threshold: v.pipe(v.number(), v.integer(), v.minValue(1)),
      pubkeys: v.pipe(v.array(Text(200)), v.minLength(1), v.maxLength(20)),
    }),
  ),
});

const Url = v.pipe(v.string(), v.maxLength(2000), v.regex(/^https?:\/\//));
/** Each value's shape; a backup with any other shape is refused whole. */
const ValueSchemas = {
  'chain.networks': v.pipe(
    v.array(
      v.looseObject({
        id: v.pipe(Id, v.startsWith('net-')),
        name: Text(40),
        restUrl: Url,
        chainId: Text(64),
        endpoints: v.optional(v.pipe(v.array(Url), v.maxLength(8))),
        builtin: v.literal(false),
      }),
    ),
    v.maxLength(50),
  ),
  'chain.selectedNetworkId': Id,
  'chain.builtinEndpoints': v.record(Id, v.pipe(v.array(Url), v.maxLength(8))),
  'keyring.selectedAccountId': Id,
  'keyring.autoLockMinutes': v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1440)),
  'keyring.legacyNoticeDismissed': v.boolean(),
  'keyring.legacyNoticeDismissedWallets': v.array(Id),
  // The address book's own module (contacts.ts) owns its shape: a backup keeps every field of each entry, and checks only that it has an address.
  contacts: v.pipe(v.array(v.looseObject({ address: Text(200), name: v.optional(Text(200)) })), v.maxLength(10_000)),
} satisfies Record<(typeof BACKED_UP_VALUES)[number], v.GenericSchema>;

export const BACKUP_KIND = 'vaultline-wallet';

const ContentSchema = v.object({
  kind: v.literal(BACKUP_KIND),
  createdAt: v.number(),
  secrets: v.pipe(v.array(SecretSchema), v.minLength(1), v.maxLength(1000)),
  accounts: v.pipe(v.array(AccountSchema), v.minLength(1), v.maxLength(10_000)),
  values: v.record(v.string(), v.unknown()),
  /** The popup's own choices (its language), kept in the page's storage, not the background's. */
  popup: v.object({ language: v.optional(v.picklist(['auto', 'en', 'zh-CN'])) }),
});

export interface BackupSecret {
  id: string;
  createdAt: number;
  name?: string;
  walletKind?: 'mnemonic' | 'key';
  payload: SecretPayload;
}
export type BackupAccount = Omit<AccountRecord, 'mac'>;
export interface PopupChoices {
  language?: 'auto' | 'en' | 'zh-CN';
}

export interface BackupContent {
  kind: typeof BACKUP_KIND;
  createdAt: number;
  secrets: BackupSecret[];
  accounts: BackupAccount[];
  values: Partial<Record<(typeof BACKED_UP_VALUES)[number], unknown>>;
  popup: PopupChoices;
}

export function secretOf(record: SecretRecord, payload: SecretPayload): BackupSecret {
  return {
    id: record.id,
    createdAt: record.createdAt,
    ...(record.name !== undefined ? { name: record.name } : {}),
    ...(record.walletKind ? { walletKind: record.walletKind } : {}),
    payload,
  };
}

export function accountOf(record: AccountRecord): BackupAccount {
  const { mac: _mac, ...rest } = record;
  return rest;
}

const invalid = (why: string): CoreError =>
  new CoreError(
    'backup_invalid',
    `The backup opened, but its contents are not a wallet Vaultline can restore: ${why}. Nothing was restored.`,
    'file',
  );

/** The content, checked field by field, and every reference inside it (accounts to secrets, ids unique). */
export function checkContent(raw: unknown): BackupContent {
  const parsed = v.safeParse(ContentSchema, raw);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue?.path?.map((step) => String(step.key)).join('.') ?? 'the top level';
    throw invalid(`${where} is malformed`);
  }
  const content = parsed.output;
  const secretIds = new Set(content.secrets.map((secret) => secret.id));
  if (secretIds.size !== content.secrets.length) throw invalid('two secrets share an id');
  const accountIds = new Set(content.accounts.map((account) => account.id));
  if (accountIds.size !== content.accounts.length) throw invalid('two accounts share an id');
  for (const account of content.accounts) {
    if ((account.kind === 'multisig') !== (account.multisig !== undefined)) throw invalid(`account ${account.name} is half multisig`);
    if (account.kind !== 'multisig' && (account.secretId === undefined || !secretIds.has(account.secretId)))
      throw invalid(`account ${account.name} refers to a key the backup does not hold`);
  }
  const values: BackupContent['values'] = {};
  for (const [key, value] of Object.entries(content.values)) {
    if (!(key in ValueSchemas)) throw invalid(`it holds a value Vaultline does not back up (${key})`);
    const schema = ValueSchemas[key as keyof typeof ValueSchemas];
    if (!v.safeParse(schema, value).success) throw invalid(`its ${key} is malformed`);
    values[key as keyof typeof ValueSchemas] = value;
  }
  return { ...content, values };
}
