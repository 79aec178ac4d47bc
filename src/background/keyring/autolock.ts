// Auto-lock after a configurable idle time. Idle means the person is idle: only their own actions
// in Vaultline's pages push the alarm back (see isPersonAction), never a site's requests, nor the
// popup's or approval window's polling reads.
import type { WalletMethod } from '../../shared/wallet-api';
import { readValue, writeValue } from '../storage';
import { readDataKey } from './session';

export const AUTOLOCK_ALARM = 'vaultline:autolock';
export const DEFAULT_AUTOLOCK_MINUTES = 15;
const MINUTES_KEY = 'keyring.autoLockMinutes';

/** Wallet messages a person sends by acting (a click, a keypress, a decision). Everything else,
 *  reads that pages poll (state, approvals, balances, activity) included, leaves the timer alone. */
const PERSON_ACTIONS: ReadonlySet<WalletMethod> = new Set<WalletMethod>([
  'wallet_noteActivity',
  'wallet_initialize',
  'wallet_unlock',
  'wallet_changePassword',
  'wallet_addAccount',
  'wallet_renameAccount',
  'wallet_selectAccount',
  'wallet_addMultisigAccount',
  'wallet_newVaultKey',
  'wallet_setAutoLock',
  'wallet_addNetwork',
  'wallet_selectNetwork',
  'wallet_removeNetwork',
  'wallet_revokePermission',
  'wallet_resolveApproval',
  'wallet_submitTx',
  'wallet_addStandardAccounts',
  'wallet_dismissDerivationNotice',
  'wallet_multisigPropose',
  'wallet_multisigSign',
  'wallet_multisigBroadcast',
]);

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

/** The person's last action (this worker's memory), and when the alarm was last set and for how long. */
let lastActivity = 0;
let armed: { at: number; minutes: number } | undefined;
/** Chrome fires alarms at 30 s granularity anyway: setting the alarm more often than this buys nothing. */
const REARM_MS = 30_000;

/** Pushes the auto-lock back while unlocked (a locked wallet has nothing to lock). Call it only
 *  for the person's own actions. The alarm is re-set at most every REARM_MS; when it fires early
 *  for the actions since, lockIsDue() sets it again for the rest. */
export async function noteActivity(): Promise<void> {
  if ((await readDataKey()) === null) return;
  const minutes = await autoLockMinutes();
  const now = Date.now();
  lastActivity = now;
  if (armed && armed.minutes === minutes && now - armed.at < REARM_MS) return;
  armed = { at: now, minutes };
  await chrome.alarms.create(AUTOLOCK_ALARM, { delayInMinutes: minutes });
}

/** At the alarm: true when the person has been idle the whole time, else the alarm is set for the rest.
 *  A restarted worker remembers no action, so it may lock up to REARM_MS before the full idle time. */
export async function lockIsDue(): Promise<boolean> {
  const when = lastActivity + (await autoLockMinutes()) * 60_000;
  if (when <= Date.now() + 1000) return true;
  armed = { at: lastActivity, minutes: await autoLockMinutes() };
  await chrome.alarms.create(AUTOLOCK_ALARM, { when });
  return false;
}

export async function cancelAutoLock(): Promise<void> {
  armed = undefined;
  lastActivity = 0;
  await chrome.alarms.clear(AUTOLOCK_ALARM);
}
