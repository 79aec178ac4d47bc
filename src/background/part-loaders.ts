// The top of the background graph: a loader for each part that loads on demand (./parts.ts asks
// them by name). Only this module import()s a part, and nothing imports this module but ./index.ts,
// so a part may import whatever it needs without forming a circle.
import { registerParts } from './parts';

declare module './parts' {
  interface Parts {
    /** Tx building, review, signing and sending, and multisig. */
    actions: typeof import('./actions');
    /** Carrying out a person's decision on an approval (it asks for `actions` itself where the decision signs). */
    decisions: typeof import('./provider/execute');
    /** The keyring's rarer actions. */
    manage: typeof import('./keyring/manage');
    /** Key derivation. */
    secrets: typeof import('./keyring/secrets');
    /** The accounts' MAC check at unlock. */
    verify: typeof import('./keyring/verify');
    /** The popup's rarer actions. */
    moreHandlers: typeof import('./wallet/more-handlers');
    /** The address book (read by onboarding's and the reviews' names, apart from the screens' handlers). */
    contacts: typeof import('./contacts');
    /** The handlers of the screens away from home (activity, notifications, blocked sites). */
    screenHandlers: typeof import('./wallet/screen-handlers');
    /** The sent txs' record, followed to their outcome. */
    tracker: typeof import('./txs/tracker');
    /** A site waiting for a tx this wallet sent (ledger_waitForTx). */
    txWait: typeof import('./txs/wait');
    /** What a connected site asks past its accounts and chain (txs, messages, sign-ins, networks). */
    requests: typeof import('./provider/requests');
    /** The approval window's direct channel. */
    channel: typeof import('./wallet/channel');
    /** The local devnet's helpers for the network screen. */
    devnet: typeof import('./chain/devnet');
    /** Whether a tracked tx is ours (its proof). */
    proof: typeof import('./txs/proof');
    /** The REST client's rarer endpoints. */
    restClient: typeof import('../core/rest/client');
    /** The notifications' look at the network (an alarm's work). */
    notifyWatch: typeof import('./notify/watch');
    /** Showing notifications, and opening the screen one is about. */
    notifyShow: typeof import('./notify/show');
    /** The encrypted backup file: made and restored. */
    backup: typeof import('./backup');
    /** A page's requests after its port dropped and it reconnected. */
    reconnect: typeof import('./provider/reconnect');
  }
}

registerParts({
  actions: () => import('./actions'),
  decisions: () => import('./provider/execute'),
  manage: () => import('./keyring/manage'),
  secrets: () => import('./keyring/secrets'),
  verify: () => import('./keyring/verify'),
  moreHandlers: () => import('./wallet/more-handlers'),
  contacts: () => import('./contacts'),
  screenHandlers: () => import('./wallet/screen-handlers'),
  tracker: () => import('./txs/tracker'),
  txWait: () => import('./txs/wait'),
  requests: () => import('./provider/requests'),
  channel: () => import('./wallet/channel'),
  devnet: () => import('./chain/devnet'),
  proof: () => import('./txs/proof'),
  restClient: () => import('../core/rest/client'),
  notifyWatch: () => import('./notify/watch'),
  notifyShow: () => import('./notify/show'),
  backup: () => import('./backup'),
  reconnect: () => import('./provider/reconnect'),
});
