// Parts of the background that load when an action first needs them, once (scripts/background-build.ts
// splits them out at these import() calls). A part that cannot load is a structured error.
import { CoreError } from '../core/errors';

export type Actions = typeof import('./actions');
export type Decisions = typeof import('./provider/execute');

export async function onDemand<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    throw new CoreError('part_unavailable', 'Vaultline could not load a part of itself; reload the extension');
  }
}

/** The worker's part loader (scripts/background-loader.js); absent where modules load natively (tests). */
const loader = (globalThis as { vaultlineParts?: { privately<T>(load: () => Promise<T>): Promise<T> } }).vaultlineParts;

/**
 * A part in a copy of its own (with the parts it imports), for a one-off action: nothing keeps it
 * once the action is done, so its code, compiled code and tables leave the heap with it.
 */
export function privateCopy<T>(load: () => Promise<T>): Promise<T> {
  return onDemand(() => (loader ? loader.privately(load) : load()));
}

/** Tx building, review, signing and sending, and multisig. */
export const actions = (): Promise<Actions> => onDemand(() => import('./actions'));

/** Carrying out a person's decision on an approval (it loads `actions` itself where the decision signs). */
export const decisions = (): Promise<Decisions> => onDemand(() => import('./provider/execute'));
