// What the open approval window has listed for the person (wallet_listApprovals `shown`): closing the
// window rejects these (provider/execute.ts afterWindowClosed). Loaded with the decisions part, which
// the window loads as it shows a request; ./window.ts forgets the list with the window.
import { readValue, updateValue } from '../storage';
import { SHOWN_KEY } from './window';

/** Remembers that the window listed these requests (the ones it listed before stay: the person saw them too). */
export async function noteShown(ids: string[]): Promise<void> {
  const known = await readValue<string[]>('session', SHOWN_KEY, []);
  if (ids.every((id) => known.includes(id))) return;
  await updateValue<string[]>('session', SHOWN_KEY, [], (current) => [...new Set([...current, ...ids])].slice(-500));
}
