// Auto-lock after a configurable idle time. Idle means the person is idle: only their own actions
// in Vaultline's pages push the alarm back (see isPersonAction), never a site's requests, nor the
// popup's or approval window's polling reads.
import type { WalletMethod } from '../../shared/wallet-api';
import { readValue, writeValue } from '../storage';
import { readDataKey } from './session';

export const AUTOLOCK_ALARM = 'vaultline:autolock';
const DEFAULT_AUTOLOCK_MINUTES = 15;
const MINUTES_KEY = 'keyring.autoLockMinutes';

/** Wallet messages a person sends by acting (a click, a keypress, a decision). */
const PERSON_ACTION_LIST = [
  'wallet_noteActivity',
  'wallet_initialize',
  'wallet_unlock',
  'wallet_changePassword',
  'wallet_addAccount',
  'wallet_addWallet',
  'wallet_renameWallet',
  'wallet_removeAccount',
  'wallet_removeWallet',
  'wallet_revealRecoveryPhrase',
  'wallet_exportAccountKey',
  'wallet_createBackup',
  'wallet_restoreBackup',
  'wallet_renameAccount',
  'wallet_selectAccount',
  'wallet_addMultisigAccount',
  'wallet_newVaultKey',
  'wallet_setAutoLock',
  'wallet_addNetwork',
  'wallet_selectNetwork',
  'wallet_removeNetwork',
  'wallet_setEndpoints',
  'wallet_setExplorer',
  'wallet_setNotifyKind',
  'wallet_revokePermission',
  'wallet_setSiteAccounts',
  'wallet_resolveApproval',
  'wallet_rejectAllApprovals',
  'wallet_blockSite',
  'wallet_unblockSite',
  'wallet_submitTx',
  'wallet_saveContact',
  'wallet_removeContact',
  'wallet_watchVault',
  'wallet_addStandardAccounts',
  'wallet_dismissDerivationNotice',
  'wallet_multisigPropose',
  'wallet_multisigInspect',
  'wallet_multisigSign',
  'wallet_multisigBroadcast',
] as const satisfies readonly WalletMethod[];

/** The rest: reads that pages poll or make by themselves (state, approvals, balances, activity), the
 *  language the popup reports, the devnet's tools (its detection runs by itself), and lock and reset,
 *  after which nothing is left to keep unlocked. These leave the timer alone. */
type NotPersonAction =
  | 'wallet_getState'
  | 'wallet_listApprovals'
  | 'wallet_prepareApproval'
  | 'wallet_takeFailedApprovals'
  | 'wallet_query'
  | 'wallet_derivationStatus'
  | 'wallet_networkHealth'
  | 'wallet_listContacts'
  | 'wallet_listPermissions'
  | 'wallet_listBlockedSites'
  | 'wallet_activity'
  | 'wallet_notifications'
  | 'wallet_txStatus'
  | 'wallet_setLanguage'
  | 'wallet_devnet'
  | 'wallet_lock'
  | 'wallet_reset';

/** Every wallet method is in one of the two lists: a new one fails the type check (naming it) until it is. */
type Unsorted = Exclude<WalletMethod, (typeof PERSON_ACTION_LIST)[number] | NotPersonAction>;
type PersonActions = [Unsorted] extends [never] ? ReadonlySet<WalletMethod> : ReadonlySet<WalletMethod> & { unsorted: Unsorted };
const PERSON_ACTIONS: PersonActions = new Set<WalletMethod>(PERSON_ACTION_LIST);

export function isPersonAction(method: WalletMethod): boolean {
  return PERSON_ACTIONS.has(method);
}

export async function autoLockMinutes(): Promise<number> {
  return readValue('local', MINUTES_KEY, DEFAULT_AUTOLOCK_MINUTES);
}

export async function setAutoLockMinutes(minutes: number): Promise<void> {
  await writeValue('local', MINUTES_KEY, minutes);
  await noteActivity();
}

/** When the alarm is due, as this worker last set it (a restarted worker sets it again at the next action). */
let armed: { due: number; minutes: number } | undefined;
/** A burst of actions (a popup opening sends several) moves the alarm once: it may ring this much early. */
const SLACK_MS = 1000;

/** Pushes the auto-lock back while unlocked (a locked wallet has nothing to lock). Call it only
 *  for the person's own actions. */
export async function noteActivity(): Promise<void> {
  if ((await readDataKey()) === null) return;
  const minutes = await autoLockMinutes();
  const due = Date.now() + minutes * 60_000;
  if (armed && armed.minutes === minutes && due - armed.due < SLACK_MS) return;
  armed = { due, minutes };
  await chrome.alarms.create(AUTOLOCK_ALARM, { delayInMinutes: minutes });
}

/** The person's actions under way: the alarm never locks in the middle of one (it is moved once the action ends). */
let acting = 0;

/** Runs a person's action, then pushes the auto-lock back (after it, so the action waits for no extension API call). */
export async function asPersonAction<T>(action: () => Promise<T>): Promise<T> {
  acting++;
  try {
    return await action();
  } finally {
    acting--;
    await noteActivity().catch(() => undefined);
  }
}

/** Whether a person's action is under way (the alarm then leaves the wallet unlocked; the action moves it). */
export function isActing(): boolean {
  return acting > 0;
}

export async function cancelAutoLock(): Promise<void> {
  armed = undefined;
  await chrome.alarms.clear(AUTOLOCK_ALARM);
}
