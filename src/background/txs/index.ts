// The sent txs' follow-up as the worker starts: the alarm that wakes a sleeping worker to ask the node
// about pending txs. The tracker itself (./tracker.ts) is a part, loaded when there is something to do.
import { part } from '../parts';

export const TXS_ALARM = 'vaultline-txs';

/** Registered at the worker's top level (MV3 wakes it for events only with listeners in place). */
export function listenForTxs(): void {
  chrome.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === TXS_ALARM)
      void part('tracker')
        .then((tracker) => tracker.refreshPending())
        .catch(() => undefined);
  });
}
