// What a member of a threshold account does in this wallet: propose a tx as a bundle signed by the
// members whose keys live here, read a bundle someone else made, add signatures, and combine and
// broadcast it once K members signed. Bundles themselves: ./bundle.ts.
import { addressFromPublicKey, aminoPubKey, bech32PubKey, sameAccount, toGt1 } from '../../core/address';
import { CoreError } from '../../core/errors';
import { multisigAddress, memberIndex } from '../../core/multisig';
import { signAsMember, withNonce } from '../../core/tx';
import type { Msg, StdFee, StdTx } from '../../core/types';
import type { MultisigBundleView, NetworkView } from '../../shared/wallet-api';
import type { MultisigSignResult } from '../../shared/provider-api';
import * as chain from '../chain';
import * as keyring from '../keyring';
import type { AccountRecord } from '../keyring';
import { broadcastSigned } from '../tx/broadcast';
import { prepareTx } from '../tx/prepare';
import {
  combineBundle,
  decodeBundle,
  encodeBundle,
  forceCombine,
  mergeBundles,
  newBundle,
  signedMembers,
  thresholdKeyOf,
  withSignature,
  type MultisigBundle,
} from './bundle';

export * from './bundle';

/** The tracked multisig account (or multisig vault) an address belongs to. */
function trackedMultisig(accounts: AccountRecord[], address: string): AccountRecord | undefined {
  return accounts.find((account) => account.kind === 'multisig' && sameAccount(account.address, address));
}

/** Signs the bundle's tx as each chosen member account; refuses an account that is not a member. */
export async function signAsMembers(bundle: MultisigBundle, memberIds: readonly string[]): Promise<MultisigBundle> {
  if (memberIds.length === 0) return bundle;
  if (!(await keyring.isUnlocked())) throw new CoreError('locked', 'Unlock Vaultline first');
  const { amino } = thresholdKeyOf(bundle);
  let signed = bundle;
  for (const id of memberIds) {
    const account = await keyring.getAccount(id);
    const key = await keyring.signingKeyFor(id);
    const index = memberIndex(amino, key.publicKey);
    if (index < 0) throw new CoreError('not_a_member', `${account.name} is not a member of ${multisigAddress(amino)}`, 'memberIds');
    signed = withSignature(signed, index, signAsMember(signed.tx, signed.chainId, key.kL, key.publicKey));
  }
  return signed;
}

/** Local accounts that are members of the bundle's key and have not signed yet. */
export function unsignedLocalMembers(bundle: MultisigBundle, accounts: AccountRecord[]): AccountRecord[] {
  const view = describe(bundle, accounts);
  return view.members
    .filter((member) => !member.signed && member.accountId)
    .map((member) => accounts.find((a) => a.id === member.accountId)!);
}

/** What the popup shows of a bundle: the tx, the members (ours by name), who signed, what is missing. */
export function describe(bundle: MultisigBundle, accounts: AccountRecord[], network?: NetworkView): MultisigBundleView {
  const { amino, threshold, pubkeys } = thresholdKeyOf(bundle);
  const address = multisigAddress(amino);
  const signed = new Set(signedMembers(bundle));
  const members = pubkeys.map((key, index) => {
    const pubkey = bech32PubKey(aminoPubKey(key));
    const own = accounts.find((account) => account.kind !== 'multisig' && account.publicKey === pubkey && account.secretId);
    return {
      index,
      pubkey,
      address: addressFromPublicKey(key),
      signed: signed.has(index),
      ...(own ? { accountId: own.id, name: own.name } : {}),
    };
  });
  const tracked = trackedMultisig(accounts, address);
  return {
    text: encodeBundle(bundle),
    chainId: bundle.chainId,
    address: tracked?.address ?? address,
    ...(tracked ? { accountId: tracked.id, name: tracked.name } : {}),
    threshold,
    members,
    signatures: signed.size,
    ready: signed.size >= threshold,
    tx: bundle.tx,
    ...(network ? { onSelectedNetwork: network.chainId === bundle.chainId } : {}),
  };
}

/** Reads and joins bundles of one tx (each fully checked). */
export function readBundles(texts: readonly string[]): MultisigBundle {
  return mergeBundles(
    texts.map((text, i) => {
      try {
        return decodeBundle(text);
      } catch (error) {
        if (error instanceof CoreError && texts.length > 1)
          throw new CoreError(error.code, `Bundle ${i + 1}: ${error.message}`, `bundles[${i}]`);
        throw error;
      }
    }),
  );
}

export interface ProposeInput {
  accountId: string;
  msgs: Msg[];
  fee?: StdFee;
  memo?: string;
  memberIds: string[];
}

/** Builds the tx of a tracked multisig account on the selected network and signs it as the chosen members. */
export async function propose(input: ProposeInput): Promise<MultisigBundleView> {
  const account = await keyring.getAccount(input.accountId);
  if (account.kind !== 'multisig') throw new CoreError('not_multisig', `${account.name} is not a multisig account`, 'accountId');
  const network = await chain.selectedNetwork();
  const request = { msgs: input.msgs, ...(input.fee ? { fee: input.fee } : {}), ...(input.memo !== undefined ? { memo: input.memo } : {}) };
  const prepared = await prepareTx(request, [account], network, { warnings: false, multisig: true });
  if (prepared.signerIds.length !== 1) throw new CoreError('not_multisig', `Only ${account.name} may sign this transaction`, 'msgs');
  const amino = keyOfAccount(account);
  const bundle = newBundle({ chainId: network.chainId, restUrl: network.restUrl, thresholdKey: amino, tx: withNonce(prepared.tx) });
  return describe(await signAsMembers(bundle, input.memberIds), await keyring.listAccounts(), network);
}

function keyOfAccount(account: AccountRecord): Uint8Array {
  return thresholdKeyOf({ thresholdKey: account.publicKey }).amino;
}

/** Reads bundles (joined) and adds the signatures of the chosen member accounts. */
export async function cosign(texts: readonly string[], memberIds: readonly string[]): Promise<MultisigBundleView> {
  const signed = await signAsMembers(readBundles(texts), memberIds);
  return describe(signed, await keyring.listAccounts(), await chain.selectedNetwork());
}

export async function inspect(texts: readonly string[]): Promise<MultisigBundleView> {
  return describe(readBundles(texts), await keyring.listAccounts(), await chain.selectedNetwork());
}

/** The signed StdTx of joined bundles: K signatures or more, else multisig_threshold_not_met. */
export function combine(texts: readonly string[]): StdTx {
  return combineBundle(readBundles(texts));
}

/**
 * Broadcasts joined bundles on the selected network (it must be the bundle's chain). With `force`,
 * fewer than K signatures are sent anyway, so the node's own refusal is what the person sees.
 */
export async function broadcast(texts: readonly string[], force = false): Promise<{ txhash: string; height: string }> {
  const bundle = readBundles(texts);
  const network = await chain.selectedNetwork();
  if (network.chainId !== bundle.chainId) {
    throw new CoreError(
      'wrong_network',
      `This bundle is for chain ${bundle.chainId}; the selected network ${network.name} is ${network.chainId}`,
      'bundles',
    );
  }
  const tx = force ? forceCombine(bundle) : combineBundle(bundle);
  return broadcastSigned(tx, network);
}

/** True when the address is a threshold account this wallet tracks (gt1/gt2/vault2 forms alike). */
export async function isTrackedMultisig(address: string): Promise<boolean> {
  return trackedMultisig(await keyring.listAccounts(), toGt1(address)) !== undefined;
}

/** A site's approved tx of a multisig account → what ledger_signTx answers: a bundle signed by this wallet's member accounts. */
export async function bundleForApp(accountId: string, tx: StdTx, network: NetworkView): Promise<MultisigSignResult> {
  const account = await keyring.getAccount(accountId);
  const accounts = await keyring.listAccounts();
  const bundle = newBundle({ chainId: network.chainId, restUrl: network.restUrl, thresholdKey: keyOfAccount(account), tx: withNonce(tx) });
  const mine = unsignedLocalMembers(bundle, accounts).map((member) => member.id);
  const view = describe(await signAsMembers(bundle, mine), accounts);
  return { bundle: view.text, address: account.address, threshold: view.threshold, signatures: view.signatures, ready: view.ready };
}

/** True when at least one member key of this multisig account lives in this wallet. */
export function hasLocalMember(account: AccountRecord, accounts: AccountRecord[]): boolean {
  if (account.kind !== 'multisig') return false;
  const keys = thresholdKeyOf({ thresholdKey: account.publicKey }).pubkeys.map((key) => bech32PubKey(aminoPubKey(key)));
  return accounts.some((other) => other.kind !== 'multisig' && other.secretId !== undefined && keys.includes(other.publicKey));
}
