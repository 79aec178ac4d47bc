// An address's gt1 form, remembered: every balance read and write keys its record by it, and the
// same few accounts come back in every block (a bech32 decode and encode each time was ~8% of a tx).
import { toGt1 } from '../../core/address';
import { BoundedCache } from './bounded-cache';

const forms = new BoundedCache<string, string>(10_000);
const convert = (address: string) => toGt1(address);

/** toGt1 of a valid address (cached); an invalid one throws exactly as toGt1 does. */
export const gt1Of = (address: string): string => forms.get(address, convert);
