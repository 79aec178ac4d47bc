// Finishing an approval: the person's answer becomes the dApp's result (or 4001), delivered to
// the page now or when it reconnects.
import { hexToBytes } from '../../core/bytes.js';
import { CoreError } from '../../core/errors.js';
import { signMessage } from '../../core/signMessage.js';
import { signStdTx } from '../../core/tx.js';
import type { StdFee, StdTx } from '../../core/types';
import { findApproval, refreshBadge, takeApproval, type ApprovalRecord } from '../approvals';
import { addNetwork, getNetwork, findNetworkByChainId, selectNetwork } from '../chain';
import { getAccount, isUnlocked, signingKeyFor } from '../keyring';
import { connect } from '../permissions';
import { notifyAccountsChanged, notifyNetworkChanged, visibleAccounts } from './accounts';
import { deliver, emitEvent } from './connections';
import { rejected, toProviderError, ProviderRpcError } from './errors';
import { broadcastSigned } from './broadcast';
import { withEdits } from './tx';
import { whileInflight } from './inflight';
import { bundleForApp } from '../multisig';

export interface ApprovalEdits { fee?: StdFee; memo?: string }

export async function resolveApproval(approvalId: string, approved: boolean, edits: ApprovalEdits = {}): Promise<void> {
  const pending = await findApproval(approvalId);
  if (!pending) throw new CoreError('unknown_approval', 'This request is no longer waiting for approval', 'approvalId');
  if (!approved) {
    const record = await takeApproval(approvalId);
    await deliver(record.requester, record.requestId, { error: toProviderError(rejected()) });
    await refreshBadge();
    return;
  }
  if (!(await isUnlocked())) throw new CoreError('locked', 'Unlock Vaultline to approve this request');
  // Edits are checked before the record is taken, so a bad fee leaves the request waiting.
  const tx = pending.view.tx ? withEdits(pending.view.tx as StdTx, edits) : undefined;
  // From taking the record until the answer is delivered, a reconnecting page must not be told
  // its request was lost.
  await whileInflight(pending.requester.connKey, pending.requestId, async () => {
    const record = await takeApproval(approvalId);
    try {
      const result = await execute(record, tx);
      await deliver(record.requester, record.requestId, { result });
    } catch (error) {
      await deliver(record.requester, record.requestId, { error: toProviderError(error) });
      // The popup's answer: walletError names Core and provider errors; anything else stays vague.
      if (error instanceof CoreError || error instanceof ProviderRpcError) throw error;
      throw new CoreError('approval_failed', 'The request could not be completed');
    } finally {
      await refreshBadge();
    }
  });
}

async function signedTx(record: ApprovalRecord, tx: StdTx): Promise<StdTx> {
  const keys = await Promise.all((record.signerIds ?? []).map((id) => signingKeyFor(id)));
  return signStdTx(tx, record.view.chainId!, keys);
}

async function execute(record: ApprovalRecord, tx: StdTx | undefined): Promise<unknown> {
  const { origin } = record.requester;
  switch (record.view.kind) {
    case 'connect': {
      const account = await getAccount(record.view.accountId ?? '');
      await connect(origin, [account.id]);
      const accounts = await visibleAccounts(origin);
      const network = await getNetwork(record.networkId).catch(() => undefined);
      if (network) await emitEvent(origin, 'connect', { chainId: network.chainId });
      await notifyAccountsChanged(origin);
      return accounts;
    }
    case 'signTx': {
      // A multisig signer: the answer is a partial-signature bundle its members complete.
      const signer = await getAccount(record.signerIds?.[0] ?? '');
      if (signer.kind === 'multisig') return bundleForApp(signer.id, tx!, await getNetwork(record.networkId));
      return signedTx(record, tx!);
    }
    case 'sendTx': {
      const network = await getNetwork(record.networkId);
      return broadcastSigned(await signedTx(record, tx!), network);
    }
    case 'signMessage': {
      const account = await getAccount(record.signerIds![0]!);
      const key = await signingKeyFor(account.id);
      return { ...signMessage(key.kL, key.publicKey, hexToBytes(record.dataHex ?? '')), address: account.address };
    }
    case 'addNetwork': {
      const { name = record.view.network!.chainId, restUrl = '', chainId } = record.view.network!;
      await addNetwork({ name, restUrl, chainId });
      return null;
    }
    case 'switchNetwork': {
      const network = await findNetworkByChainId(record.view.network!.chainId);
      if (!network) throw new CoreError('unknown_network', 'That network was removed meanwhile');
      await selectNetwork(network.id);
      await notifyNetworkChanged();
      return null;
    }
  }
}
