// The handlers of the screens away from home (activity, a sent tx's progress, the notifications,
// blocked sites) and of the approval window's Reject all and Block, a part of their own that ./handlers.ts loads with the first of them: the worker's
// start file stays what home and a site's reads need.
import { toGt1 } from '../../core/address-forms';
import { CoreError } from '../../core/errors';
import { accountActivity } from '../chain/activity';
import * as chain from '../chain';
import * as keyring from '../keyring';
import { ensureWatch, watchNow } from '../notify';
import { notificationsView, setNotifyKind, setWatched } from '../notify/store';
import { findTracked, refreshPending, trackedTxs, trackedView } from '../txs/tracker';
import { findApproval } from '../approvals';
import { blockSite, listBlockedSites, unblockSite } from '../approvals/hold-off';
import { part } from '../parts';
import type { Handlers, SCREEN_METHODS } from './handlers';

/** The methods ./handlers.ts routes here (its SCREEN_METHODS list). */
type Moved = (typeof SCREEN_METHODS)[number];

function sameAddress(a: string, b: string): boolean {
  try {
    return toGt1(a, 'address') === toGt1(b, 'address');
  } catch {
    return false;
  }
}

export const screenHandlers: Pick<Handlers, Moved> = {
  async wallet_activity({ address, page = 1, limit = 20 }) {
    const selected = await keyring.selectedAccountId();
    const sender = address ?? (selected ? (await keyring.getAccount(selected)).address : undefined);
    if (!sender) throw new CoreError('unknown_account', 'No account selected', 'address');
    const network = await chain.selectedNetwork();
    const gt1 = toGt1(sender, 'address');
    const found = await accountActivity(await chain.fullClientFor(network), gt1, page, limit);
    if (page !== 1) return found;
    return { ...found, tracked: (await trackedTxs(network.id, gt1)).filter((entry) => entry.status !== 'included').map(trackedView) };
  },
  async wallet_txStatus({ txhash }) {
    const entry = await findTracked(txhash);
    if (entry?.status === 'pending') await refreshPending().catch(() => undefined);
    const now = await findTracked(txhash);
    return now ? trackedView(now) : null;
  },
  async wallet_notifications({ look }) {
    // A look now: the popup shows the list at once, without waiting for the alarm.
    if (look) await watchNow().catch(() => undefined);
    return notificationsView((await chain.selectedNetwork()).id);
  },
  async wallet_setNotifyKind({ kind, on }) {
    await setNotifyKind(kind, on);
    await ensureWatch();
    return notificationsView((await chain.selectedNetwork()).id);
  },
  async wallet_watchVault({ address, on }) {
    const account = (await keyring.listAccounts()).find((entry) => sameAddress(entry.address, address));
    if (!account) throw new CoreError('unknown_account', 'Only a vault of this wallet can be watched', 'address');
    const network = await chain.selectedNetwork();
    await setWatched(network.id, account.address, on);
    await ensureWatch();
    return notificationsView(network.id);
  },
  async wallet_rejectAllApprovals() {
    return { rejected: await (await part('decisions')).rejectApprovals(() => true) };
  },
  async wallet_blockSite({ approvalId }) {
    const record = await findApproval(approvalId);
    if (!record) throw new CoreError('unknown_approval', 'This request is no longer waiting for approval', 'approvalId');
    const { origin } = record.requester;
    await blockSite(origin);
    return { origin, rejected: await (await part('decisions')).rejectApprovals((view) => view.origin === origin) };
  },
  wallet_listBlockedSites: () => listBlockedSites(),
  wallet_unblockSite: ({ origin }) => unblockSite(origin),
};
