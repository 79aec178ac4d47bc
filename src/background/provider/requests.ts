// What a site may ask past reading its accounts and the chain: to connect, and (connected) txs to sign
// or send, messages and sign-ins, multisig bundles, broadcasts, waits, and network changes. A part of
// its own (./pipeline.ts checked the method, its params and the connection before loading it).
import type * as v from 'valibot';
import { toGt1 } from '../../core/address-forms';
import { CoreError } from '../../core/errors';
import { bytesToHex, bytesToUtf8, hexToBytes, utf8ToBytes } from '../../core/bytes';
import type { StdTx } from '../../core/types';
import { ProviderErrorCode, type providerMethods, type ProviderMethod, type ProviderResults } from '../../shared/provider-api';
import type { ApprovalKind } from '../../shared/wallet-api';
import {
  closeWindowIfIdle,
  LimitError,
  noteFailedApproval,
  openApprovalWindow,
  rateLimits,
  refreshBadge,
  takeBudget,
  whilePreparing,
  type ApprovalRecord,
  type Requester,
} from '../approvals';
import { refuseIfHeldOff } from '../approvals/hold-off';
import { findNetworkByChainId, selectedNetwork } from '../chain';
import { normalizeNetworkInput } from '../chain/edit';
import type { NetworkView } from '../../shared/wallet-api';
import { isUnlocked, listAccounts, selectedAccountIdIn } from '../keyring';
import { connectedAccounts, providerAccount, signableAccounts, visibleAccounts } from './accounts';
import { invalidParams, notConnected, ProviderRpcError, walletError } from '../rpc-errors';
import type { TxRequestParams } from '../tx/prepare';
import { claimedSignInSite } from '../../core/sign-in-claim';
import { DEFAULT_SIGN_IN_SECONDS } from '../../core/sign-in-limits';
import { actions, part } from '../parts';
import { limited, type Outcome } from './pipeline';
import { enqueueLive, queue, recordOf, type ViewOf } from './queue';

/** A site's request to connect, or a connected site's request; its params valid. */
export async function siteRequest(requester: Requester, requestId: string, method: ProviderMethod, params: unknown): Promise<Outcome> {
  switch (method) {
    case 'ledger_requestAccounts':
      return requestAccounts(requester, requestId);
    case 'ledger_signTx':
    case 'ledger_sendTx':
      return txApproval(requester, requestId, method, params as TxRequestParams);
    case 'ledger_broadcastTx':
      return { result: (await broadcast(params as StdTx)) satisfies ProviderResults['ledger_broadcastTx'] };
    case 'ledger_waitForTx': {
      const { txhash, timeoutMs } = params as { txhash: string; timeoutMs?: number };
      const visible = (await visibleAccounts(requester.origin)).map((account) => account.address);
      return {
        result: (await (await part('txWait')).waitForTxForSite(txhash, visible, timeoutMs)) satisfies ProviderResults['ledger_waitForTx'],
      };
    }
    case 'ledger_combineMultisig':
      return {
        result: (await combineBundles((params as { bundles: string[] }).bundles)) satisfies ProviderResults['ledger_combineMultisig'],
      };
    case 'ledger_signMessage':
      return messageApproval(requester, requestId, params as v.InferOutput<(typeof providerMethods)['ledger_signMessage']>);
    case 'ledger_signIn':
      return signInApproval(requester, requestId, params as v.InferOutput<(typeof providerMethods)['ledger_signIn']>);
    case 'ledger_addNetwork': {
      // Refused now, not after the person approved a network that addNetwork would then reject.
      const network = normalizeNetworkInput(params as v.InferOutput<(typeof providerMethods)['ledger_addNetwork']>);
      return queue(requester, requestId, method, 'addNetwork', await selectedNetwork(), { network });
    }
    case 'ledger_switchNetwork': {
      const { chainId } = params as { chainId: string };
      const selected = await selectedNetwork();
      if (selected.chainId === chainId) return { result: null satisfies ProviderResults['ledger_switchNetwork'] };
      const network = await findNetworkByChainId(chainId);
      if (!network)
        throw invalidParams(`Vaultline knows no network with chain id ${chainId}; add it with ledger_addNetwork first`, 'chainId');
      return queue(requester, requestId, method, 'switchNetwork', selected, {
        network: { name: network.name, restUrl: network.restUrl, chainId },
      });
    }
  }
  throw new ProviderRpcError(ProviderErrorCode.unsupportedMethod, `Vaultline does not support the method ${method}`);
}

async function requestAccounts(requester: Requester, requestId: string): Promise<Outcome> {
  if (await isUnlocked()) {
    const connected = await connectedAccounts(requester.origin);
    if (connected.length > 0) return { result: connected.map(providerAccount) satisfies ProviderResults['ledger_requestAccounts'] };
  }
  const [accounts, network] = await Promise.all([listAccounts(), selectedNetwork()]);
  const selected = await selectedAccountIdIn(accounts);
  const signable = await signableAccounts(accounts);
  const accountId = signable.find((account) => account.id === selected)?.id ?? signable[0]?.id;
  const choices = signable.map((account) => account.id);
  return queue(requester, requestId, 'ledger_requestAccounts', 'connect', network, accountId ? { accountId, choices } : { choices });
}

async function txApproval(
  requester: Requester,
  requestId: string,
  method: 'ledger_signTx' | 'ledger_sendTx',
  params: TxRequestParams,
): Promise<Outcome> {
  const network = await selectedNetwork();
  const connected = await connectedAccounts(requester.origin);
  const { checkTxRequest, completeTx } = await actions();
  const checked = checkTxRequest(params, connected, { multisig: true });
  const multisigSigner = connected.find((account) => account.kind === 'multisig' && checked.signerIds.includes(account.id));
  if (multisigSigner && (method === 'ledger_sendTx' || checked.signerIds.length > 1)) {
    throw new ProviderRpcError(
      ProviderErrorCode.unauthorized,
      `${multisigSigner.address} is a multisig account: ledger_signTx (its only signer) answers a partial-signature bundle; its members complete it, ledger_combineMultisig joins them and ledger_broadcastTx sends it`,
    );
  }
  // Only the node reads are left: the window opens and loads beside them (queuePrepared).
  return queuePrepared(
    requester,
    requestId,
    method,
    method === 'ledger_signTx' ? 'signTx' : 'sendTx',
    network,
    async () => {
      const prepared = await completeTx(checked, network);
      return {
        accountId: prepared.signerIds[0]!,
        tx: prepared.tx,
        chainId: network.chainId,
        warnings: multisigSigner
          ? [...prepared.warnings, { code: 'multisigSigner', params: { name: multisigSigner.name } } as const]
          : prepared.warnings,
      };
    },
    { signerIds: checked.signerIds },
  );
}

function messageBytes(data: string): Uint8Array {
  if (/^0x/i.test(data)) {
    try {
      return hexToBytes(data.slice(2), 'data');
    } catch {
      throw invalidParams('data starting with 0x must be an even number of hex digits', 'data');
    }
  }
  return utf8ToBytes(data);
}

function textOf(bytes: Uint8Array): string | null {
  try {
    return bytesToUtf8(bytes);
  } catch {
    return null;
  }
}

/** The connected account that signs a message or sign-in: `address`, or the site's first (one key only). */
async function messageSigner(origin: string, address: string | undefined): Promise<{ id: string }> {
  const accounts = (await connectedAccounts(origin)).filter((account) => account.kind !== 'multisig');
  const account = address === undefined ? accounts[0] : accounts.find((candidate) => sameAddress(candidate.address, address));
  if (!account) throw notConnected(address === undefined ? undefined : 'That address is not an account connected to this site');
  return account;
}

async function messageApproval(
  requester: Requester,
  requestId: string,
  params: { data: string; address?: string | undefined },
): Promise<Outcome> {
  const bytes = messageBytes(params.data);
  const account = await messageSigner(requester.origin, params.address);
  const text = textOf(bytes);
  // A text that signs in to another site than the one asking: the person is told, naming both.
  const claimed = text === null ? undefined : claimedSignInSite(text, requester.origin);
  return queue(
    requester,
    requestId,
    'ledger_signMessage',
    'signMessage',
    await selectedNetwork(),
    {
      accountId: account.id,
      message: { text, hex: bytesToHex(bytes) },
      ...(claimed === undefined ? {} : { warnings: [{ code: 'otherSiteSignIn', params: { claimed, origin: requester.origin } }] }),
    },
    { signerIds: [account.id] },
  );
}

/** A sign-in for this origin: the wallet, not the page, names the origin and the chain (and the times, at approval). */
async function signInApproval(
  requester: Requester,
  requestId: string,
  params: { nonce: string; statement?: string | undefined; address?: string | undefined; expiresInSeconds?: number | undefined },
): Promise<Outcome> {
  const account = await messageSigner(requester.origin, params.address);
  const network = await selectedNetwork();
  return queue(
    requester,
    requestId,
    'ledger_signIn',
    'signIn',
    network,
    {
      accountId: account.id,
      signIn: {
        chainId: network.chainId,
        nonce: params.nonce,
        statement: params.statement ?? '',
        expiresInSeconds: params.expiresInSeconds ?? DEFAULT_SIGN_IN_SECONDS,
      },
    },
    { signerIds: [account.id] },
  );
}

/** Joined bundles → the signed StdTx (K signatures or more); a bad bundle is named by its index. */
async function combineBundles(bundles: string[]): Promise<StdTx> {
  const { multisig } = await actions();
  try {
    return multisig.combine(bundles);
  } catch (error) {
    if (error instanceof CoreError) throw invalidParams(error.message, error.field?.startsWith('bundles') ? error.field : 'bundles');
    throw error;
  }
}

function sameAddress(a: string, b: string): boolean {
  try {
    return toGt1(a) === toGt1(b);
  } catch {
    return false;
  }
}

async function broadcast(tx: StdTx): Promise<{ txhash: string; height: string }> {
  const network = await selectedNetwork();
  const { verifyStdTx, checkSignedMsgs, broadcastSigned } = await actions();
  if (!verifyStdTx(tx, network.chainId)) {
    // verifyStdTx validated the messages: only a tx that fails it pays for naming the bad field.
    checkSignedMsgs(tx);
    throw invalidParams(`The transaction's signatures do not verify for chain ${network.chainId}`, 'value.signatures');
  }
  return broadcastSigned(tx, network);
}

/**
 * As queue, for a request whose view needs the node (a tx's fee, window and warnings): the window
 * opens first and loads while `prepare` runs, and its list of the queue waits for the request
 * (wallet_listApprovals). Nothing unprepared is ever listed or approvable; a failed prepare
 * answers the page, and the window shows why (wallet_takeFailedApprovals) until the person closes it.
 */
async function queuePrepared<K extends ApprovalKind>(
  requester: Requester,
  requestId: string,
  method: ProviderMethod,
  kind: K,
  network: NetworkView,
  prepare: () => Promise<ViewOf<K>>,
  extra: Pick<ApprovalRecord, 'signerIds'> = {},
): Promise<Outcome> {
  await refuseIfHeldOff(requester.origin);
  if (!takeBudget('approval', requester.origin, rateLimits.approvalRequestsPerMinute))
    throw limited('Too many approval requests from this site; wait a minute');
  const createdAt = Date.now();
  let opening: Promise<unknown> = Promise.resolve();
  try {
    await whilePreparing({ origin: requester.origin, kind, createdAt }, async () => {
      opening = Promise.all([openApprovalWindow().catch(() => undefined), refreshBadge().catch(() => undefined)]);
      // The window's create call goes out first: starting the node's reads holds the worker's thread a while.
      await new Promise((resolve) => setTimeout(resolve));
      await enqueueLive(recordOf(requester, requestId, method, kind, network, await prepare(), extra, createdAt));
    });
  } catch (error) {
    if (error instanceof LimitError) throw limited(error.message);
    // Its window opened for it: the window says why, rather than closing as it appears.
    noteFailedApproval(requester.origin, kind, walletError(error));
    throw error;
  } finally {
    await opening;
    await refreshBadge().catch(() => undefined);
    await closeWindowIfIdle().catch(() => undefined);
  }
  return { deferred: true };
}
