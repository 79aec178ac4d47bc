// The default genesis (funded dev accounts, three online con-accounts, foundation members,
// parameters of ledger-service.md §8) and loading a --genesis file over those defaults.
import * as v from 'valibot';
import { addressFromPublicKey, aminoPubKey, bech32PubKey, isAddress } from '../../core/address';
import { NANO_PER_GT } from '../../core/amount';
import { ISSUE_CHARGE } from '../../core/messages/index';
import { accountPath, deriveFromMaster, masterKeyFromSeed, mnemonicToSeed, publicKeyOf, type ExtendedKey } from '../../core/hd';
import { prepareBaseTable } from '../../core/scalar';
import type { Genesis, GenesisAccount, GenesisConAccount, LedgerParams } from './types';

export const DEFAULT_CHAIN_ID = 'gt-devnet-1';
/** anvil's well-known dev mnemonic: its keys are public, never use them for real funds. */
export const DEFAULT_MNEMONIC = 'test test test test test test test test test test test junk';
export const DEFAULT_ACCOUNT_COUNT = 10;
/** Fixed seed of the genesis con-accounts and foundation members (public, dev only). */
export const NODE_KEYS_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

const gt = (whole: bigint | number) => (BigInt(whole) * NANO_PER_GT).toString();

export const DEV_ACCOUNT_BALANCE = gt(1_000_000);

const DEFAULT_PARAMS: LedgerParams = {
  bondDenom: 'NANOGT',
  minimumTxFee: '1000',
  undelegatingTime: 3 * 24 * 60 * 60,
  maxEntries: 7,
  maxConAccounts: 100,
  powRate: 1,
  maxPowRate: 2,
  rewardUnitGt: 1,
  blockReward: gt(1),
  communityTax: '0.020000000000000000',
  firstCommitteeReward: '0.500000000000000000',
  secondCommitteeReward: '0.300000000000000000',
  thirdCommitteeReward: '0.200000000000000000',
  withdrawAddrEnabled: true,
  tokenIssueFee: ISSUE_CHARGE.toString(),
};

export interface DevAccount {
  index: number;
  address: string;
  path: string;
}

/**
 * gt1 addresses of the first `count` wallet accounts (44'/669'/0'/0/i) of a mnemonic, derived the
 * standard way (n' hardened): the addresses gatecli and Vaultline give the same mnemonic.
 */
export function deriveDevAccounts(mnemonic: string, count: number): DevAccount[] {
  if (count === 0) return [];
  // Many public keys: noble's base-point table pays back (core/scalar.ts).
  prepareBaseTable();
  const master = masterKeyFromSeed(mnemonicToSeed(mnemonic));
  return Array.from({ length: count }, (_, index) => {
    const path = accountPath(index);
    return { index, path, address: addressFromPublicKey(publicKeyOf(deriveFromMaster(master, path, 'standard').kL)) };
  });
}

/**
 * The dev accounts' BIP32-Ed25519 extended private keys (kL then kR, 64 bytes as hex), for --print-keys
 * only: they go to the console the developer started the node from, never into an answer.
 */
export function devPrivateKeys(mnemonic: string, count: number): string[] {
  const master = masterKeyFromSeed(mnemonicToSeed(mnemonic));
  return Array.from({ length: count }, (_, index) => {
    const { kL, kR } = deriveFromMaster(master, accountPath(index), 'standard');
    return Buffer.concat([kL, kR]).toString('hex');
  });
}

const CON_ACCOUNT_MONIKERS = ['Aurora', 'Borealis', 'Cirrus'];
const CON_ACCOUNT_COMMISSION = ['0.050000000000000000', '0.100000000000000000', '0.150000000000000000'];

function nodeKeys(master: ExtendedKey, account: number, count: number): Array<{ address: string; pubkey: string }> {
  prepareBaseTable();
  return Array.from({ length: count }, (_, index) => {
    const publicKey = publicKeyOf(deriveFromMaster(master, accountPath(index, account), 'standard').kL);
    return { address: addressFromPublicKey(publicKey), pubkey: bech32PubKey(aminoPubKey(publicKey)) };
  });
}

function devAccountFunding(devAccounts: DevAccount[]): GenesisAccount[] {
  return devAccounts.map((a) => ({ address: a.address, coins: [{ denom: 'NANOGT', amount: DEV_ACCOUNT_BALANCE }] }));
}

/** Con-accounts not funded otherwise hold their self-delegation plus 1,000 GT for fees. */
function conAccountFunding(conAccounts: GenesisConAccount[], funded: GenesisAccount[]): GenesisAccount[] {
  return conAccounts
    .filter((c) => !funded.some((a) => a.address === c.address))
    .map((c) => ({ address: c.address, coins: [{ denom: 'NANOGT', amount: (BigInt(c.selfDelegation) + BigInt(gt(1_000))).toString() }] }));
}

export interface DefaultGenesisOptions {
  chainId?: string;
  mnemonic?: string;
  accounts?: number;
  genesisTime?: number;
  /** Already derived from mnemonic/accounts: seeding a mnemonic costs most of a second. */
  devAccounts?: DevAccount[];
}

function devAccountsOf(options: DefaultGenesisOptions): DevAccount[] {
  return options.devAccounts ?? deriveDevAccounts(options.mnemonic ?? DEFAULT_MNEMONIC, options.accounts ?? DEFAULT_ACCOUNT_COUNT);
}

export function defaultGenesis(options: DefaultGenesisOptions = {}): Genesis {
  const nodeMaster = masterKeyFromSeed(mnemonicToSeed(NODE_KEYS_MNEMONIC));
  const conKeys = nodeKeys(nodeMaster, 0, CON_ACCOUNT_MONIKERS.length);
  const foundationKeys = nodeKeys(nodeMaster, 1, 3);
  const devAccounts = devAccountsOf(options);
  const conAccounts: GenesisConAccount[] = conKeys.map((k, i) => ({
    address: k.address,
    pubkey: k.pubkey,
    moniker: CON_ACCOUNT_MONIKERS[i]!,
    website: `https://${CON_ACCOUNT_MONIKERS[i]!.toLowerCase()}.devnet.invalid`,
    details: `Vaultline devnet con-account ${i + 1}`,
    identity: '',
    commissionRate: CON_ACCOUNT_COMMISSION[i]!,
    maxRate: '0.200000000000000000',
    maxChangeRate: '0.010000000000000000',
    selfDelegation: gt(100_000),
    powerRate: '1',
  }));
  return {
    chainId: options.chainId ?? DEFAULT_CHAIN_ID,
    genesisTime: options.genesisTime ?? Math.floor(Date.now() / 1000),
    accounts: [...devAccountFunding(devAccounts), ...conAccountFunding(conAccounts, [])],
    conAccounts,
    foundationMembers: foundationKeys.map((k, i) => ({
      address: k.address,
      fundsPool: [{ denom: 'NANOGT', amount: gt([5_000_000, 3_000_000, 2_000_000][i]!) }],
      proportion: ['0.500000000000000000', '0.300000000000000000', '0.200000000000000000'][i]!,
    })),
    params: { ...DEFAULT_PARAMS },
  };
}

const Address = v.pipe(
  v.string(),
  v.check((s) => isAddress(s), 'must be a bech32 gt1/gt2/vault1/vault2 address'),
);
const Amount = v.pipe(v.string(), v.regex(/^\d{1,40}$/, 'must be an integer string'));
const Coins = v.array(v.object({ denom: v.pipe(v.string(), v.regex(/^(NANOGT|[A-Z]{2,15}-[0-9A-Z]{3})$/)), amount: Amount }));
const Decimal = v.pipe(v.string(), v.regex(/^\d+(\.\d{1,18})?$/, 'must be a decimal string'));

const GenesisFileSchema = v.object({
  chainId: v.optional(v.pipe(v.string(), v.regex(/^[a-zA-Z0-9_.-]{1,50}$/))),
  genesisTime: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  accounts: v.optional(v.array(v.object({ address: Address, coins: Coins }))),
  conAccounts: v.optional(
    v.array(
      v.object({
        address: Address,
        pubkey: v.string(),
        moniker: v.string(),
        website: v.optional(v.string()),
        details: v.optional(v.string()),
        identity: v.optional(v.string()),
        commissionRate: Decimal,
        maxRate: Decimal,
        maxChangeRate: Decimal,
        selfDelegation: Amount,
        powerRate: v.optional(v.string()),
      }),
    ),
  ),
  foundationMembers: v.optional(v.array(v.object({ address: Address, fundsPool: Coins, proportion: Decimal }))),
  params: v.optional(
    v.partial(
      v.object({
        minimumTxFee: Amount,
        undelegatingTime: v.pipe(v.number(), v.integer(), v.minValue(0)),
        maxEntries: v.pipe(v.number(), v.integer(), v.minValue(1)),
        maxConAccounts: v.pipe(v.number(), v.integer(), v.minValue(1)),
        powRate: v.pipe(v.number(), v.integer(), v.minValue(1)),
        maxPowRate: v.pipe(v.number(), v.integer(), v.minValue(1)),
        rewardUnitGt: v.pipe(v.number(), v.integer(), v.minValue(0)),
        blockReward: Amount,
        communityTax: Decimal,
        firstCommitteeReward: Decimal,
        secondCommitteeReward: Decimal,
        thirdCommitteeReward: Decimal,
        withdrawAddrEnabled: v.boolean(),
        tokenIssueFee: Amount,
      }),
    ),
  ),
});

export class GenesisError extends Error {}

/**
 * A --genesis file over the defaults: each list it gives replaces the default list, params merge
 * key by key, and the --mnemonic/--accounts dev accounts are always added (funded).
 */
export function genesisFromFile(json: unknown, options: DefaultGenesisOptions = {}): Genesis {
  const result = v.safeParse(GenesisFileSchema, json);
  if (!result.success) {
    const issue = result.issues[0];
    throw new GenesisError(`genesis file: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  }
  const file = result.output;
  const derived = devAccountsOf(options);
  const base = defaultGenesis({
    ...options,
    devAccounts: derived,
    chainId: options.chainId ?? file.chainId,
    genesisTime: file.genesisTime ?? options.genesisTime,
  });
  const devAccounts = devAccountFunding(derived);
  const fileAccounts = file.accounts ?? [];
  const conAccounts = file.conAccounts ?? base.conAccounts;
  return {
    ...base,
    accounts: [...devAccounts, ...fileAccounts, ...conAccountFunding(conAccounts, fileAccounts)],
    conAccounts,
    foundationMembers: file.foundationMembers ?? base.foundationMembers,
    params: { ...base.params, ...file.params, bondDenom: 'NANOGT' },
  };
}
