// The parts registry: the background's parts that load when an action first needs them, once, asked
// for by name. The start file's top (./part-loaders.ts, imported first by ./index.ts) registers a
// loader per part, the only import() calls of the background (scripts/background-build.ts splits the
// parts out at them); the modules that use a part ask here and never import it, so nothing imports
// upward and no lazy part forms a circle with its users. `Parts` is filled in by part-loaders.ts (a
// module augmentation): asking is typed with no import. A part that cannot load is a structured error.
import { CoreError } from '../core/errors';

/** Each part's module by name; declared by ./part-loaders.ts. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Parts {}
export type PartName = keyof Parts;
export type PartLoaders = { [K in PartName]: () => Promise<Parts[K]> };

let loaders: Partial<PartLoaders> = {};

/** The entry's loaders (a later call replaces them: tests load the worker afresh). */
export function registerParts(given: PartLoaders): void {
  loaders = given;
}

export async function onDemand<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    throw new CoreError('part_unavailable', 'Vaultline could not load a part of itself; reload the extension');
  }
}

/** The part's loader; calling it throws (part_unavailable) when the entry registered none. */
const loaderOf = <K extends PartName>(name: K) => loaders[name] as () => Promise<Parts[K]>;

/** The part, loaded with its first use. */
export function part<K extends PartName>(name: K): Promise<Parts[K]> {
  return onDemand(() => loaderOf(name)());
}

/** The worker's part loader (scripts/background-loader.js); absent where modules load natively (tests). */
const loader = (globalThis as { vaultlineParts?: { privately<T>(load: () => Promise<T>): Promise<T> } }).vaultlineParts;

/**
 * The part in a copy of its own (with the parts it imports), for a one-off action: nothing keeps it
 * once the action is done, so its code, compiled code and tables leave the heap with it.
 */
export function privateCopy<K extends PartName>(name: K): Promise<Parts[K]> {
  return onDemand(() => (loader ? loader.privately(loaderOf(name)) : loaderOf(name)()));
}

/** Tx building, review, signing and sending, and multisig (the part most asked for). */
export const actions = (): Promise<Parts['actions']> => part('actions');
