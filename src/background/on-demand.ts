// Parts of the background that load when an action first needs them, once (scripts/background-build.ts
// splits them out at these import() calls). A part that cannot load is a structured error.
import { CoreError } from '../core/errors.js';

export type Actions = typeof import('./actions');

export async function onDemand<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    throw new CoreError('part_unavailable', 'Vaultline could not load a part of itself; reload the extension');
  }
}

/** Tx building, review, signing and sending, and multisig. */
export const actions = (): Promise<Actions> => onDemand(() => import('./actions'));
