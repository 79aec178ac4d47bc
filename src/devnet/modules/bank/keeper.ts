// Bank + auth: balances, account records, MsgSend, and the coin helpers every other module uses.
//
// Store keys (addresses in keys are always the gt1 form, so gt1/gt2/vault1/vault2 share a record):
//   bank/balances/<gt1>       Coin[] sorted by denom, no zero amounts
//   bank/fees_collected       Coin[] fees paid by transactions (they leave circulation)
//   auth/account/<gt1>        AuthRecord: account number, public key once known, account_type
//   auth/next_account_number  string
// Other modules change an account's kind with setAccountType (vault: 1 or 3, multisig publish: 2);
// through their LedgerModule hooks, collected by the ledger and passed in the context, they refuse
// transfers of a denom (transferCheck: token freeze) and add fields to the account query
// (accountFields: vault fields).
import { toForm } from '../../../core/address';
import { gt1Of } from '../../ledger/gt1';
import type { Coin } from '../../../core/types';
import type { AccountFieldValue, AccountResp, AccountType, PubKeyJson } from '../../../core/rest/types';
import { LedgerError, type Store, type StoreCtx } from '../../ledger/types';

export interface AuthRecord {
  account_number: string;
  public_key: PubKeyJson | null;
  account_type: AccountType;
}

const balanceKey = (gt1: string) => `bank/balances/${gt1}`;
const accountKey = (gt1: string) => `auth/account/${gt1}`;

export function balanceOf(store: Store, address: string): Coin[] {
  return store.get<Coin[]>(balanceKey(gt1Of(address))) ?? [];
}

export function amountOf(store: Store, address: string, denom: string): bigint {
  const coin = balanceOf(store, address).find((c) => c.denom === denom);
  return coin ? BigInt(coin.amount) : 0n;
}

const byDenom = (a: Coin, b: Coin) => (a.denom < b.denom ? -1 : a.denom > b.denom ? 1 : 0);

/** Stored coins as amounts by denom. */
function amountsOf(coins: readonly Coin[]): Map<string, bigint> {
  const amounts = new Map<string, bigint>();
  for (const coin of coins) amounts.set(coin.denom, BigInt(coin.amount));
  return amounts;
}

// One loop and no sort for a single denom (nearly every account): a balance is written several times per tx.
/** Amounts as stored coins, sorted by denom (a balance keeps only those above zero). */
function coinsOf(amounts: Map<string, bigint>, aboveZero: boolean): Coin[] {
  const coins: Coin[] = [];
  for (const [denom, amount] of amounts) if (!aboveZero || amount > 0n) coins.push({ denom, amount: amount.toString() });
  if (coins.length > 1) coins.sort(byDenom);
  return coins;
}

function writeBalance(store: Store, gt1: string, amounts: Map<string, bigint>): void {
  const coins = coinsOf(amounts, true);
  if (coins.length === 0) store.delete(balanceKey(gt1));
  else store.set(balanceKey(gt1), coins);
}

function balanceMap(store: Store, gt1: string): Map<string, bigint> {
  return amountsOf(balanceOf(store, gt1));
}

function positiveAmount(coin: Coin): bigint {
  const amount = BigInt(coin.amount);
  if (amount < 0n) throw new LedgerError('invalid_amount', `amount of ${coin.denom} must not be negative`);
  return amount;
}

/** Credits coins, creating the account record on first credit. */
export function addCoins(store: Store, address: string, coins: Coin[]): void {
  const gt1 = gt1Of(address);
  ensureAccount(store, gt1);
  const amounts = balanceMap(store, gt1);
  for (const coin of coins) amounts.set(coin.denom, (amounts.get(coin.denom) ?? 0n) + positiveAmount(coin));
  writeBalance(store, gt1, amounts);
}

/** Debits coins; throws LedgerError('insufficient_funds') naming the short denom. */
export function subCoins(store: Store, address: string, coins: Coin[]): void {
  const gt1 = gt1Of(address);
  const amounts = balanceMap(store, gt1);
  for (const coin of coins) {
    const have = amounts.get(coin.denom) ?? 0n;
    const want = positiveAmount(coin);
    if (have < want) {
      throw new LedgerError('insufficient_funds', `${address} has ${have}${coin.denom}, needs ${want}${coin.denom}`);
    }
    amounts.set(coin.denom, have - want);
  }
  writeBalance(store, gt1, amounts);
}

/** Refuses with LedgerError('transfer_refused') when a module's transfer check forbids moving a denom. */
export function assertTransferable(ctx: StoreCtx, coins: Coin[]): void {
  for (const coin of coins) {
    for (const check of ctx.hooks.transferChecks) {
      const reason = check(ctx.store, coin.denom);
      if (reason !== undefined) throw new LedgerError('transfer_refused', reason);
    }
  }
}

/** Moves coins between accounts, honouring transfer checks (e.g. frozen tokens). */
export function transfer(ctx: StoreCtx, from: string, to: string, coins: Coin[]): void {
  assertTransferable(ctx, coins);
  subCoins(ctx.store, from, coins);
  addCoins(ctx.store, to, coins);
}

export function getAccount(store: Store, address: string): AuthRecord | undefined {
  return store.get<AuthRecord>(accountKey(gt1Of(address)));
}

export function accountExists(store: Store, address: string): boolean {
  return getAccount(store, address) !== undefined;
}

export function ensureAccount(store: Store, address: string): AuthRecord {
  const gt1 = gt1Of(address);
  const existing = store.get<AuthRecord>(accountKey(gt1));
  if (existing) return existing;
  const next = store.get<string>('auth/next_account_number') ?? '0';
  const record: AuthRecord = { account_number: next, public_key: null, account_type: 0 };
  store.set(accountKey(gt1), record);
  store.set('auth/next_account_number', (BigInt(next) + 1n).toString());
  return record;
}

export function setAccountType(store: Store, address: string, accountType: AccountType): void {
  const record = ensureAccount(store, address);
  store.set(accountKey(gt1Of(address)), { ...record, account_type: accountType });
}

/** Records the key an account signed with, once (the first signed tx). */
export function recordPublicKey(store: Store, address: string, publicKey: PubKeyJson): void {
  const record = getAccount(store, address);
  if (!record || record.public_key) return;
  store.set(accountKey(gt1Of(address)), { ...record, public_key: publicKey });
}

/** Whether the account is a vault (account_type 1 or 3). */
export function isVaultAccount(store: Store, address: string): boolean {
  const type = getAccount(store, address)?.account_type;
  return type === 1 || type === 3;
}

/** GET /v1/account/{account} result, or undefined for an address the ledger has never seen. */
export function accountResponse({ store, hooks }: StoreCtx, address: string): AccountResp | undefined {
  const gt1 = gt1Of(address);
  const record = store.get<AuthRecord>(accountKey(gt1));
  if (!record) return undefined;
  const value: AccountFieldValue = {
    base_account: {
      account_number: record.account_number,
      address: displayAddress(gt1, record.account_type),
      public_key: record.public_key,
      sequence: '0',
      tokens: balanceOf(store, gt1),
    },
    // A real node shows these on every account, "0" unless it is a vault.
    clearing_height: {
      last_clearing_effect_height: '0',
      last_clearing_height: '0',
      next_clearing_effect_height: '0',
      next_clearing_height: '0',
    },
    delay_height: '0',
    received_revocable_tokens: null,
    security_address: '',
    sent_revocable_tokens: null,
    vault_address: null,
  };
  const response: AccountResp = {
    type: 'AccountResp',
    value: { account_field: { type: 'VaultAccount', value }, account_type: record.account_type },
  };
  for (const addFields of hooks.accountFields) addFields(store, gt1, response);
  return response;
}

const FORM_BY_TYPE = { 0: 'gt1', 1: 'vault1', 2: 'gt2', 3: 'vault2' } as const;

/** The address in the form its account kind reads (gt1, vault1, gt2, vault2). */
export function displayAddress(gt1: string, accountType: AccountType): string {
  return toForm(gt1, FORM_BY_TYPE[accountType]);
}

export function addFeesCollected(store: Store, coins: Coin[]): void {
  const total = amountsOf(store.get<Coin[]>('bank/fees_collected') ?? []);
  for (const coin of coins) total.set(coin.denom, (total.get(coin.denom) ?? 0n) + BigInt(coin.amount));
  store.set('bank/fees_collected', coinsOf(total, false));
}

/** `<integer><denom>` joined by commas: an amount as the ledger's events write it (not a display; that is core's coinsText). */
export function eventAmount(coins: Coin[]): string {
  return coins.map((c) => `${c.amount}${c.denom}`).join(',');
}
