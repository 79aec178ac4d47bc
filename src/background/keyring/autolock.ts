// Auto-lock after a configurable idle time: every wallet or provider call pushes the alarm back.
import { readValue, writeValue } from '../storage';
import { readDataKey } from './session';

export const AUTOLOCK_ALARM = 'vaultline:autolock';
export const DEFAULT_AUTOLOCK_MINUTES = 15;
const MINUTES_KEY = 'keyring.autoLockMinutes';

export async function autoLockMinutes(): Promise<number> {
  return readValue('local', MINUTES_KEY, DEFAULT_AUTOLOCK_MINUTES);
}

export async function setAutoLockMinutes(minutes: number): Promise<void> {
  await writeValue('local', MINUTES_KEY, minutes);
  await noteActivity();
}

/** Pushes the auto-lock back while unlocked (a locked wallet has nothing to lock). */
export async function noteActivity(): Promise<void> {
  if ((await readDataKey()) === null) return;
  await chrome.alarms.create(AUTOLOCK_ALARM, { delayInMinutes: await autoLockMinutes() });
}

export async function cancelAutoLock(): Promise<void> {
  await chrome.alarms.clear(AUTOLOCK_ALARM);
}
