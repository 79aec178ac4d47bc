import type { Message } from '../types';

/** A Chinese area has exactly the keys of its English area (the compiler checks; a test checks placeholders). */
export type Area<English> = { readonly [K in keyof English]: Message };
