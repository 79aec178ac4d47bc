// What the notices keep in the private local area (../storage.ts): the person's settings per kind, the
// vaults they asked the guardian to watch, what was already said (so a restarted worker never says it
// twice), the newest notices for the popup's list, and how far the incoming-transfer watch has read.
import { readSettled, readValue, updateValue } from '../storage';
import { DEFAULT_SETTINGS, NOTIFY_KINDS, remember, type Notice, type NotifyKind, type NotifySettings, type UnbondingEntry } from './plan';
import type { NoticeView, NotificationsView } from '../../shared/wallet-api';

const SETTINGS_KEY = 'notify.settings';
const WATCHED_KEY = 'notify.watchedVaults';
const NOTIFIED_KEY = 'notify.notified';
const RECENT_KEY = 'notify.recent';
const SINCE_KEY = 'notify.incomingSince';
const UNBONDING_KEY = 'notify.unbondings';
const RECENT_KEEP = 20;

export async function notifySettings(): Promise<NotifySettings> {
  const stored = await readValue<Partial<NotifySettings>>('local', SETTINGS_KEY, {});
  return Object.fromEntries(
    NOTIFY_KINDS.map((kind) => [kind, typeof stored[kind] === 'boolean' ? stored[kind] : DEFAULT_SETTINGS[kind]]),
  ) as NotifySettings;
}

export async function setNotifyKind(kind: NotifyKind, on: boolean): Promise<void> {
  await updateValue<Partial<NotifySettings>>('local', SETTINGS_KEY, {}, (stored) => ({ ...stored, [kind]: on }));
}

/** Watched vaults by network id, each as the person's account address (vault1 form). */
type Watched = Record<string, string[]>;

export async function watchedVaults(networkId: string): Promise<string[]> {
  return [...((await readValue<Watched>('local', WATCHED_KEY, {}))[networkId] ?? [])];
}

export async function anyWatched(): Promise<boolean> {
  return Object.values(await readValue<Watched>('local', WATCHED_KEY, {})).some((list) => list.length > 0);
}

export async function setWatched(networkId: string, address: string, on: boolean): Promise<void> {
  await updateValue<Watched>('local', WATCHED_KEY, {}, (stored) => {
    const list = (stored[networkId] ?? []).filter((entry) => entry !== address);
    return { ...stored, [networkId]: on ? [...list, address] : list };
  });
}

export async function notifiedKeys(): Promise<Set<string>> {
  return new Set(await readSettled<string[]>('local', NOTIFIED_KEY, []));
}

/** Records notices as said (with the keys they cover) and adds them to the popup's list. */
export async function recordNotices(notices: Array<{ notice: Notice; view: NoticeView }>): Promise<void> {
  if (notices.length === 0) return;
  await updateValue<string[]>('local', NOTIFIED_KEY, [], (keys) =>
    remember(
      keys,
      notices.flatMap(({ notice }) => [notice.key, ...(notice.covers ?? [])]),
    ),
  );
  await updateValue<NoticeView[]>('local', RECENT_KEY, [], (list) =>
    [...notices.map(({ view }) => view).reverse(), ...list.filter((old) => !notices.some(({ view }) => view.id === old.id))].slice(
      0,
      RECENT_KEEP,
    ),
  );
}

export async function recentNotices(): Promise<NoticeView[]> {
  return readSettled<NoticeView[]>('local', RECENT_KEY, []);
}

export async function findNotice(id: string): Promise<NoticeView | undefined> {
  return (await recentNotices()).find((view) => view.id === id);
}

/** The height up to which incoming transfers were looked at, per network and address. */
export async function incomingSince(bucket: string): Promise<number | undefined> {
  return (await readValue<Record<string, number>>('local', SINCE_KEY, {}))[bucket];
}

export async function setIncomingSince(bucket: string, height: number): Promise<void> {
  await updateValue<Record<string, number>>('local', SINCE_KEY, {}, (stored) => ({ ...stored, [bucket]: height }));
}

/** The unbonding entries the last look saw, per network and address (a paid-out one leaves the node's list). */
export async function seenUnbondings(bucket: string): Promise<UnbondingEntry[]> {
  return (await readValue<Record<string, UnbondingEntry[]>>('local', UNBONDING_KEY, {}))[bucket] ?? [];
}

export async function setSeenUnbondings(bucket: string, entries: UnbondingEntry[]): Promise<void> {
  await updateValue<Record<string, UnbondingEntry[]>>('local', UNBONDING_KEY, {}, (stored) => ({ ...stored, [bucket]: entries }));
}

/** Wallet reset: every notice setting and record goes with the accounts. */
export async function forgetNotices(): Promise<void> {
  for (const key of [SETTINGS_KEY, WATCHED_KEY, NOTIFIED_KEY, RECENT_KEY, SINCE_KEY, UNBONDING_KEY])
    await updateValue('local', key, undefined, () => undefined);
}

/** What the popup's Settings → Notifications and the vault screen show. */
export async function notificationsView(networkId: string): Promise<NotificationsView> {
  const [settings, watched, recent] = await Promise.all([notifySettings(), watchedVaults(networkId), recentNotices()]);
  return { settings, watched, recent };
}
