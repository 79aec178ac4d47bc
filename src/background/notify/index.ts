// Notifications and the vault guardian, as the worker starts: the watch's alarm (it wakes a sleeping
// worker) and clicks on a notification. The watch itself (./watch.ts) and the showing (./show.ts, which
// the tracker asks about each settled tx) are parts loaded when there is something to do.
import { part, privateCopy } from '../parts';

const WATCH_ALARM = 'vaultline-watch';
/** Chrome's shortest period for a packed extension (30 s); an unpacked one and Firefox's temporary add-on may ring sooner. */
const PERIOD_MINUTES = 0.5;

/** A copy of its own for each look (every 30 s): its code leaves the worker's heap when the look is done. */
const watchPart = () => privateCopy('notifyWatch');
const showPart = () => part('notifyShow');

/** The alarm rings while a wallet exists; the first look comes a few seconds after a worker starts it. */
export async function ensureWatch(): Promise<void> {
  if (await chrome.alarms.get(WATCH_ALARM).catch(() => undefined)) return;
  await chrome.alarms.create(WATCH_ALARM, { delayInMinutes: 0.05, periodInMinutes: PERIOD_MINUTES }).catch(() => undefined);
}

export async function stopWatch(): Promise<void> {
  await chrome.alarms.clear(WATCH_ALARM).catch(() => undefined);
}

let looking: Promise<number> | undefined;

/**
 * Looks now (the alarm, the popup's settings screen, a change of what is watched); how many notices it
 * raised. Looks never overlap: one asked for while another runs joins it (each copy of the watch is apart).
 */
export function watchNow(): Promise<number> {
  looking ??= watchPart()
    .then((watch) => watch.watchOnce())
    .finally(() => {
      looking = undefined;
    });
  return looking;
}

/** Registered at the worker's top level (MV3 wakes it for events only with listeners in place). */
export function listenForNotices(): void {
  chrome.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === WATCH_ALARM) void watchNow().catch(() => undefined);
  });
  chrome.notifications?.onClicked.addListener(
    (id) =>
      void showPart()
        .then((part) => part.openNotice(id))
        .catch(() => undefined),
  );
  // The guardian's one button: Revoke, which opens the same revoke review the notice's route names.
  chrome.notifications?.onButtonClicked.addListener(
    (id) =>
      void showPart()
        .then((part) => part.openNotice(id))
        .catch(() => undefined),
  );
}
