// Field kinds shared by every message definition. A kind says how a field is validated and
// normalised for the sign doc, how it is written in amino binary, and how the UI shows it.
import { CoreError } from '../errors';
import { NANOGT, formatGT, parseAmount } from '../amount';
import {
  ADDRESS_FORMS,
  addressFromAminoPubKey,
  decodeAddress,
  decodeBech32PubKey,
  parseMultisigKey,
  shortAddress,
  toGt1,
  type AddressForm,
} from '../address';
import { inForm } from '../address-forms';
import type { Coin } from '../types';

export type FieldKind =
  /** sdk.AccAddress: any of gt1/gt2/vault1/vault2 accepted, written as gt1; amino: 40 raw bytes. */
  | 'address'
  /** sdk.ValAddress of a consensus account: gt1 only (the ledger decodes it with that prefix alone). */
  | 'conAddress'
  /** []sdk.AccAddress: non-empty; a single address string is accepted and becomes a one-element list. */
  | 'addressList'
  /** sdk.Coins: non-empty, positive, unique denoms, sorted by denom. */
  | 'coins'
  /** sdk.Coin with a positive amount. */
  | 'coin'
  /** sdk.Coin whose denom is an on-chain token symbol such as 'YJ-9D3'. */
  | 'tokenCoin'
  /** uint64/int64 block height > 0; JSON string, amino varint. */
  | 'height'
  /** int64 message index >= 0; JSON string, amino varint. */
  | 'index'
  /** int64 token supply > 0 (scientific notation accepted); JSON string, amino varint. */
  | 'supply'
  /** Free text (token name). */
  | 'text'
  /** Symbol requested at issuance: 2-15 upper-case letters. */
  | 'issueSymbol'
  /** On-chain token symbol: requested symbol, '-', 3-character suffix. */
  | 'tokenSymbol'
  /** Bare hex tx hash (a 'PREFIX-' is stripped). */
  | 'txHash'
  /** gt1pub… multisig threshold key string. */
  | 'multisigPubKey'
  /** '' (single signature) or a gt1pub… multisig threshold key string. */
  | 'optionalMultisigPubKey'
  | 'bool';

/** How a kind is laid out in amino binary. */
export type WireType = 'address' | 'addressList' | 'coins' | 'coin' | 'varint' | 'string' | 'bool';

export const WIRE_TYPE: Record<FieldKind, WireType> = {
  address: 'address',
  conAddress: 'address',
  addressList: 'addressList',
  coins: 'coins',
  coin: 'coin',
  tokenCoin: 'coin',
  height: 'varint',
  index: 'varint',
  supply: 'varint',
  text: 'string',
  issueSymbol: 'string',
  tokenSymbol: 'string',
  txHash: 'string',
  multisigPubKey: 'string',
  optionalMultisigPubKey: 'string',
  bool: 'bool',
};

interface FieldDef {
  /** JSON name, as the ledger's amino JSON tag spells it. */
  readonly name: string;
  readonly kind: FieldKind;
  /** Short human label for forms and approval screens. */
  readonly label: string;
}

/** The normalised JSON value of a field of this kind, as validateMsg returns it. */
type FieldValue<K extends FieldKind> = K extends 'addressList'
  ? string[]
  : K extends 'coins'
    ? Coin[]
    : K extends 'coin' | 'tokenCoin'
      ? Coin
      : K extends 'bool'
        ? boolean
        : string;

/** A message value's shape, derived from its definition's fields. */
export type FieldValues<F extends readonly FieldDef[]> = { [D in F[number] as D['name']]: FieldValue<D['kind']> };

/** Kinds a message may leave out (defaultFor gives the ledger's value). */
type OptionalKind = 'optionalMultisigPubKey';
/** A field as a dApp writes it: as validateMsg returns it, except that a single address may stand for a list. */
type FieldInput<K extends FieldKind> = K extends 'addressList' ? string | string[] : FieldValue<K>;
/** A message value as a dApp writes it: every field of its definition, none other, optional where the ledger has a default. */
export type FieldInputs<F extends readonly FieldDef[]> = {
  [D in F[number] as D['kind'] extends OptionalKind ? never : D['name']]: FieldInput<D['kind']>;
} & { [D in F[number] as D['kind'] extends OptionalKind ? D['name'] : never]?: FieldInput<D['kind']> };

const ISSUE_SYMBOL = /^[A-Z]{2,15}$/;
export const TOKEN_SYMBOL = /^[A-Z]{2,15}-[0-9A-Z]{3}$/;
/** NANOGT or an on-chain token symbol. */
export const DENOM = /^(?:NANOGT|[A-Z]{2,15}-[0-9A-Z]{3})$/;
export const MAX_INT64 = 2n ** 63n - 1n;
const MAX_TOKEN_NAME_LENGTH = 256;

function fail(code: string, field: string, message: string): never {
  throw new CoreError(code, `${field} ${message}`, field);
}

function requireString(raw: unknown, field: string): string {
  if (typeof raw !== 'string') fail('invalid_field', field, 'must be a string');
  return raw;
}

function normalizeAddress(raw: unknown, field: string, forms: readonly AddressForm[] = ADDRESS_FORMS): string {
  const text = requireString(raw, field).trim();
  return inForm(text, decodeAddress(text, field, forms), 'gt1');
}

/** Non-negative integer from a digit string or a safe JS integer, as a canonical decimal string. */
export function normalizeInteger(raw: unknown, field: string, min: bigint, max: bigint, scientific: boolean): string {
  let value: bigint;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) value = BigInt(raw);
  else if (typeof raw === 'string' && /^\d+$/.test(raw.trim())) value = BigInt(raw.trim());
  else if (scientific && typeof raw === 'string') value = parseAmount(raw.trim(), field);
  else fail('invalid_integer', field, 'must be a whole number written as a string');
  if (value < min) fail('invalid_integer', field, min === 0n ? 'must not be negative' : `must be at least ${min}`);
  if (value > max) fail('invalid_integer', field, 'is too large');
  return value.toString();
}

function normalizeCoin(raw: unknown, field: string, denomPattern: RegExp = DENOM): Coin {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail('invalid_coin', field, 'must be a coin {denom, amount}');
  const { denom, amount, ...rest } = raw as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) fail('unknown_field', `${field}.${extra}`, 'is not a coin field');
  const denomText = requireString(denom, `${field}.denom`).trim();
  if (!denomPattern.test(denomText)) {
    fail(
      'invalid_denom',
      `${field}.denom`,
      denomPattern === TOKEN_SYMBOL
        ? 'must be an on-chain token symbol such as YJ-9D3'
        : 'must be NANOGT or an on-chain token symbol such as YJ-9D3',
    );
  }
  const value = parseAmount(requireString(amount, `${field}.amount`).trim(), `${field}.amount`);
  if (value <= 0n) fail('invalid_amount', `${field}.amount`, 'must be greater than 0');
  return { denom: denomText, amount: value.toString() };
}

export function normalizeCoins(raw: unknown, field: string): Coin[] {
  if (!Array.isArray(raw) || raw.length === 0) fail('invalid_coins', field, 'must be a non-empty list of coins');
  const coins = raw.map((coin, index) => normalizeCoin(coin, `${field}[${index}]`));
  coins.sort((a, b) => (a.denom < b.denom ? -1 : a.denom > b.denom ? 1 : 0));
  for (let i = 1; i < coins.length; i++) {
    if (coins[i]!.denom === coins[i - 1]!.denom) fail('duplicate_denom', field, `lists ${coins[i]!.denom} twice`);
  }
  return coins;
}

function normalizeMultisigKey(raw: unknown, field: string): string {
  const text = requireString(raw, field).trim();
  let threshold: number;
  let members: number;
  try {
    const parsed = parseMultisigKey(decodeBech32PubKey(text));
    threshold = parsed.threshold;
    members = parsed.pubkeys.length;
  } catch {
    fail('invalid_pubkey', field, 'must be a multisig threshold public key (gt1pub…)');
  }
  if (members < 2 || threshold < 1 || threshold > members) fail('invalid_pubkey', field, 'must be a multisig key with at least 2 members');
  return text;
}

/** gt1 address of a multisig key string (already validated). */
function multisigKeyAddress(pubkey: string): string {
  return addressFromAminoPubKey(decodeBech32PubKey(pubkey), 'gt1');
}

/** Validates one field and returns its normalised JSON value (gt1 addresses, canonical integers). */
export function normalizeField(kind: FieldKind, raw: unknown, field: string): unknown {
  switch (kind) {
    case 'address':
      return normalizeAddress(raw, field);
    case 'conAddress':
      return normalizeAddress(raw, field, ['gt1']);
    case 'addressList': {
      const list = typeof raw === 'string' ? [raw] : raw;
      if (!Array.isArray(list) || list.length === 0) fail('invalid_address', field, 'must be a non-empty list of addresses');
      return list.map((item, index) => normalizeAddress(item, `${field}[${index}]`));
    }
    case 'coins':
      return normalizeCoins(raw, field);
    case 'coin':
      return normalizeCoin(raw, field);
    case 'tokenCoin':
      return normalizeCoin(raw, field, TOKEN_SYMBOL);
    case 'height':
      return normalizeInteger(raw, field, 1n, MAX_INT64, false);
    case 'index':
      return normalizeInteger(raw, field, 0n, MAX_INT64, false);
    case 'supply':
      return normalizeInteger(raw, field, 1n, MAX_INT64, true);
    case 'text': {
      const text = requireString(raw, field);
      if (text.trim() === '') fail('invalid_field', field, 'must not be empty');
      if (text.length > MAX_TOKEN_NAME_LENGTH) fail('invalid_field', field, `must be at most ${MAX_TOKEN_NAME_LENGTH} characters`);
      return text;
    }
    case 'issueSymbol': {
      const text = requireString(raw, field).trim();
      if (!ISSUE_SYMBOL.test(text)) fail('invalid_symbol', field, 'must be 2-15 upper-case letters');
      return text;
    }
    case 'tokenSymbol': {
      const text = requireString(raw, field).trim();
      if (!TOKEN_SYMBOL.test(text)) fail('invalid_symbol', field, 'must be an on-chain token symbol such as YJ-9D3');
      return text;
    }
    case 'txHash': {
      const text = requireString(raw, field).trim();
      // Case is kept: the ledger signs the string exactly as given.
      const bare = text.slice(text.indexOf('-') + 1);
      if (!/^(?:[0-9A-Fa-f]{2})+$/.test(bare)) fail('invalid_tx_hash', field, 'must be a transaction hash in hex');
      return bare;
    }
    case 'multisigPubKey':
      return normalizeMultisigKey(raw, field);
    case 'optionalMultisigPubKey':
      return raw === undefined || raw === null || raw === '' ? '' : normalizeMultisigKey(raw, field);
    case 'bool':
      if (typeof raw !== 'boolean') fail('invalid_field', field, 'must be true or false');
      return raw;
  }
}

/** Fields a message may leave out, with the value the ledger's decoder would give them. */
export function defaultFor(kind: FieldKind): unknown {
  return kind === 'optionalMultisigPubKey' ? '' : undefined;
}

// ---------- display helpers for summaries ----------

/**
 * The data of a message's one-line summary, for a UI to word in its own language: amounts as
 * coinsText writes them ('1.5 GT', '42 YJ-9D3'; ungrouped), addresses shortened in the form the
 * message writes them, symbols, names and heights as given, counts as numbers.
 */
export type SummaryData = Readonly<Record<string, string | number>>;

export function coinText(coin: Coin): string {
  return coin.denom === NANOGT ? `${formatGT(coin.amount)} GT` : `${coin.amount} ${coin.denom}`;
}

export function coinsText(coins: Coin[]): string {
  return coins.map(coinText).join(' + ');
}

export function short(address: unknown): string {
  return typeof address === 'string' ? shortAddress(address) : '?';
}

/** A list of vaults in a summary: how many, and the one when there is only one. */
export function vaultsData(list: unknown): SummaryData {
  const vaults = Array.isArray(list) ? list : [];
  return vaults.length === 1 ? { count: 1, vault: short(vaults[0]) } : { count: vaults.length };
}

// ---------- the shape of a message definition ----------

export type MsgGroup = 'bank' | 'token' | 'staking' | 'distribution' | 'vault' | 'multisig';

/** Normalised message value: field name → JSON value. */
export type MsgValue = Record<string, unknown>;

/** Coins a message takes out of one address's balance (gt1). */
export interface Spend {
  from: string;
  coins: Coin[];
}

export interface MsgDefinition {
  /** Bare amino registered name, also the JSON `type`. */
  readonly type: string;
  readonly group: MsgGroup;
  /** In the ledger's Go struct declaration order: the amino binary field order. */
  readonly fields: readonly FieldDef[];
  /** The `action` of the tx's `message` event (ledger-service.md §6). */
  readonly action: string;
  /** The `module` of that event, where the ledger names another than the group's module. */
  readonly eventModule?: string;
  /** gt1 addresses that must sign, as the ledger's GetSigners() returns them. */
  signers(value: MsgValue): string[];
  /** What leaves the signers' balances besides the fee; absent: nothing. Expects a normalised value. */
  spends?(value: MsgValue): Spend[];
  /** Tx hash prefix when this is the transaction's only message. */
  readonly hashPrefix: string;
  /** What its one-line summary says (the popup words it per language); expects a normalised value. */
  summary(value: MsgValue): SummaryData;
  /** Rules across fields, checked after each field is normalised. */
  check?(value: MsgValue): void;
}

export function str(value: MsgValue, name: string): string {
  const item = value[name];
  return typeof item === 'string' ? item : '';
}

export function coinOf(value: MsgValue, name: string): Coin {
  const item = value[name] as Coin | undefined;
  return item ?? { denom: '?', amount: '0' };
}

export function coinsOf(value: MsgValue, name: string): Coin[] {
  const item = value[name];
  return Array.isArray(item) ? (item as Coin[]) : [];
}

function sameAddress(a: string, b: string): boolean {
  return a !== '' && a === b;
}

export function mustDiffer(value: MsgValue, a: string, b: string, message: string): void {
  if (sameAddress(str(value, a), str(value, b))) throw new CoreError('invalid_address', message, a);
}

/** A multisig key field, when set, must be the key of the named address field. */
export function mustBeKeyOf(value: MsgValue, keyField: string, addressField: string): void {
  const pubkey = str(value, keyField);
  if (pubkey !== '' && multisigKeyAddress(pubkey) !== str(value, addressField)) {
    throw new CoreError('pubkey_mismatch', `${keyField} is not the key of ${addressField}`, keyField);
  }
}

/** The named address field as gt1 (signers are always reported in gt1 form). */
export function gt1(value: MsgValue, name: string): string {
  return toGt1(str(value, name));
}
