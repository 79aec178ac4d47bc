// Finishing an approval: the person's answer becomes the dApp's result (or 4001), delivered to
// the page now or when it reconnects.
import { hexToBytes } from '../../core/bytes';
import { CoreError } from '../../core/errors';
import type { StdFee, StdTx } from '../../core/types';
import type { ProviderResults } from '../../shared/provider-api';
import type { ApprovalOf, ApprovalView } from '../../shared/wallet-api';
import {
  findApproval,
  listApprovalRecords,
  noteFailedApproval,
  openApprovalWindow,
  preparedOrAfter,
  refreshBadge,
  type ApprovalRecord,
} from '../approvals';
import { noteRejection } from '../approvals/hold-off';
import { takeApproval } from '../approvals/take';
// The window's looks are noted here, with the decisions the window leads to (it loads this part as it shows a request).
export { noteShown } from '../approvals/shown';
import { getNetwork, findNetworkByChainId, selectNetwork } from '../chain';
import { addNetwork } from '../chain/edit';
import { getAccount, isUnlocked, signingKeyFor } from '../keyring';
import { dropSignedAhead, signAhead, signedForApproval, signedTx } from './sign-ahead';
import { connect } from '../permissions';
import { notifyAccountsChanged, notifyNetworkChanged, siteAccountsAllowed, visibleAccounts } from './accounts';
import { deliver, emitEvent } from './connections';
import { networkFailure, rejected, toProviderError, ProviderRpcError, walletError } from '../rpc-errors';
import { whileInflight } from './inflight';
import { actions } from '../parts';

/** `accountIds`: a connect request's accounts, as the person chose them. */
export interface ApprovalEdits {
  fee?: StdFee;
  memo?: string;
  accountIds?: string[];
}

export async function resolveApproval(approvalId: string, approved: boolean, edits: ApprovalEdits = {}): Promise<void> {
  const pending = await findApproval(approvalId);
  if (!pending) throw new CoreError('unknown_approval', 'This request is no longer waiting for approval', 'approvalId');
  if (!approved) {
    dropSignedAhead(approvalId);
    const { record, stored } = await takeApproval(approvalId);
    await stored;
    noteRejection(record.requester.origin);
    await deliver(record.requester, record.requestId, { error: toProviderError(rejected()) });
    await refreshBadge();
    return;
  }
  if (!(await isUnlocked())) throw new CoreError('locked', 'Unlock Vaultline to approve this request');
  // Edits are checked before the record is taken, so a bad fee leaves the request waiting.
  const view = await approvedView(pending.view, edits);
  // Chosen accounts are checked before the record is taken, so a wrong one leaves the request waiting.
  if (edits.accountIds && view.kind === 'connect') await siteAccountsAllowed(edits.accountIds);
  // From taking the record until the answer is delivered, a reconnecting page must not be told
  // its request was lost.
  await whileInflight(pending.requester.connKey, pending.requestId, async () => {
    const taking = takeApproval(approvalId);
    // A tx to send was signed while the person read it (signed now if its fee or memo was edited, or it
    // was not); nothing is sent before the record's removal is decided and its write issued (takeApproval).
    const run: Run = {
      after: [],
      ...(view.kind === 'sendTx' ? { signed: signedForApproval(approvalId, pending, view) } : {}),
      ...(view.kind === 'connect' && edits.accountIds ? { accountIds: [...new Set(edits.accountIds)] } : {}),
    };
    run.signed?.catch(() => undefined);
    const { record, stored } = await taking;
    try {
      const result = await execute(record, view, run);
      await deliver(record.requester, record.requestId, { result });
    } catch (error) {
      const networkKind = view.kind === 'addNetwork' || view.kind === 'switchNetwork' ? view.kind : undefined;
      await deliver(record.requester, record.requestId, {
        error: networkKind ? networkFailure(networkKind, error) : toProviderError(error),
      });
      // The site got a fixed sentence: the window shows the person why, before it closes.
      if (networkKind) noteFailedApproval(record.requester.origin, networkKind, walletError(error), 'approved');
      // The popup's answer: walletError names Core and provider errors; anything else stays vague.
      if (error instanceof CoreError || error instanceof ProviderRpcError) throw error;
      throw new CoreError('approval_failed', 'The request could not be completed');
    } finally {
      for (const task of run.after) await task().catch(() => undefined);
      // The approval ends once its removal is stored: a failed write is the popup's error.
      await stored.finally(refreshBadge);
    }
  });
}

/** One approval's execution: its tx signed ahead, and what may follow the page's answer (a sent tx kept
 *  in Activity), still awaited before the popup's answer so the worker stays up for it. */
interface Run {
  signed?: Promise<StdTx>;
  after: Array<() => Promise<void>>;
  accountIds?: string[];
}

/** The view as approved: a tx approval's tx carries the person's fee and memo. */
async function approvedView(view: ApprovalView, edits: ApprovalEdits): Promise<ApprovalView> {
  return view.kind === 'signTx' || view.kind === 'sendTx' ? { ...view, tx: (await actions()).withEdits(view.tx, edits) } : view;
}

/** While the person reads the request the approval window shows: its tx is signed ahead (./sign-ahead.ts). */
export function prepareDecision(approvalId: string): Promise<void> {
  return signAhead(approvalId, async (view) => (await approvedView(view, {})) as ApprovalOf<'signTx' | 'sendTx'>);
}

// Each answer `satisfies` its method's ProviderResults entry: what packages/provider-types promises is what this returns.
async function execute(record: ApprovalRecord, view: ApprovalView, run: Run): Promise<unknown> {
  const { origin } = record.requester;
  switch (view.kind) {
    case 'connect': {
      const chosen = run.accountIds ?? [(await getAccount(view.accountId ?? '')).id];
      await connect(origin, chosen);
      const accounts = await visibleAccounts(origin);
      const network = await getNetwork(record.networkId).catch(() => undefined);
      if (network) await emitEvent(origin, 'connect', { chainId: network.chainId });
      await notifyAccountsChanged(origin);
      return accounts satisfies ProviderResults['ledger_requestAccounts'];
    }
    case 'signTx': {
      // A multisig signer: the answer is a partial-signature bundle its members complete.
      const signer = await getAccount(view.accountId);
      if (signer.kind === 'multisig')
        return (await (
          await actions()
        ).multisig.bundleForApp(signer.id, view.tx, await getNetwork(record.networkId))) satisfies ProviderResults['ledger_signTx'];
      return (await signedTx(record, view)) satisfies ProviderResults['ledger_signTx'];
    }
    case 'sendTx': {
      const network = await getNetwork(record.networkId);
      const sent = await (await actions()).sendSigned(await (run.signed ?? signedTx(record, view)), network);
      run.after.push(sent.keep);
      if ('error' in sent.outcome) throw sent.outcome.error;
      return sent.outcome.result satisfies ProviderResults['ledger_sendTx'];
    }
    case 'signMessage': {
      const account = await getAccount(view.accountId);
      const key = await signingKeyFor(account.id);
      return {
        ...(await actions()).signMessage(key.kL, key.publicKey, hexToBytes(view.message.hex)),
        address: account.address,
      } satisfies ProviderResults['ledger_signMessage'];
    }
    case 'signIn': {
      const account = await getAccount(view.accountId);
      const key = await signingKeyFor(account.id);
      const { signIn, signInTime } = await actions();
      // The times are the wallet's clock when the person approves; the origin is the browser's.
      const now = Date.now();
      const { chainId, nonce, statement, expiresInSeconds } = view.signIn;
      const fields = {
        origin: record.requester.origin,
        chainId,
        nonce,
        statement,
        issuedAt: signInTime(now),
        expirationTime: signInTime(now + expiresInSeconds * 1000),
      };
      return { ...signIn(key.kL, key.publicKey, fields), address: account.address };
    }
    case 'addNetwork': {
      const { name = view.network.chainId, restUrl = '', chainId } = view.network;
      await addNetwork({ name, restUrl, chainId });
      return null satisfies ProviderResults['ledger_addNetwork'];
    }
    case 'switchNetwork': {
      const network = await findNetworkByChainId(view.network.chainId);
      if (!network) throw new CoreError('unknown_network', 'That network was removed meanwhile');
      await selectNetwork(network.id);
      await notifyNetworkChanged();
      return null satisfies ProviderResults['ledger_switchNetwork'];
    }
  }
}

/** Rejects every queued request `match` picks (one already answered elsewhere is skipped); how many were rejected. */
export async function rejectApprovals(match: (view: ApprovalView) => boolean): Promise<number> {
  let count = 0;
  for (const record of await listApprovalRecords()) {
    if (!match(record.view)) continue;
    try {
      await resolveApproval(record.view.id, false);
      count += 1;
    } catch (error) {
      if (!(error instanceof CoreError && error.code === 'unknown_approval')) throw error;
    }
  }
  return count;
}

/** How long a closed window's requests still being read from the node are waited for before the rest are answered. */
const PREPARING_WAIT_MS = 20_000;

/**
 * The approval window closed, by the person or by itself: every request it listed (`shown`) is
 * rejected (4001), as MetaMask does, and so is one that was being prepared for it (answered once
 * queued). A request it never listed (one that came while it was closing, or after) is not touched:
 * a new window shows it. Answers how many were rejected.
 */
export async function afterWindowClosed(
  shown: string[],
  preparingAtClose: Array<Pick<ApprovalView, 'origin' | 'createdAt'>>,
): Promise<number> {
  await preparedOrAfter(PREPARING_WAIT_MS);
  const listed = new Set(shown);
  const wasPreparing = (view: ApprovalView) =>
    preparingAtClose.some((entry) => entry.origin === view.origin && entry.createdAt === view.createdAt);
  const count = await rejectApprovals((view) => listed.has(view.id) || wasPreparing(view));
  if ((await listApprovalRecords()).length > 0) await openApprovalWindow();
  return count;
}
