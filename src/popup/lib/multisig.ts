// Multisig member keys and the threshold key they make. Pure.
import {
  ED25519_AMINO_PREFIX,
  addressFromAminoPubKey,
  addressFromPublicKey,
  aminoPubKey,
  bech32PubKey,
  decodeBech32PubKey,
  isEd25519AminoKey,
  multisigThresholdKey,
  parseMultisigKey,
} from '../../core/address';
import { equalBytes } from '../../core/bytes';
import { sortMembersByAddress } from '../../core/address';
import type { Checked } from './checks';

/** One member's single Ed25519 public key (gt1pub…) → its 32 raw bytes. */
export function checkMemberKey(text: string): Checked<Uint8Array> {
  const key = text.trim();
  if (key === '') return { ok: false, error: 'Paste a gt1pub… public key.' };
  if (!key.toLowerCase().startsWith('gt1pub'))
    return { ok: false, error: 'A public key starts with gt1pub (an address gt11… is not a key).' };
  let amino: Uint8Array;
  try {
    amino = decodeBech32PubKey(key.toLowerCase());
  } catch {
    return { ok: false, error: 'Not a valid gt1pub key: check for typos (the checksum does not match).' };
  }
  if (!isEd25519AminoKey(amino)) {
    return { ok: false, error: 'This is not a single-signature key (a multisig key cannot be a member).' };
  }
  return { ok: true, value: amino.slice(ED25519_AMINO_PREFIX.length) };
}

export interface MultisigPreview {
  address: string;
  publicKey: string;
  members: string[];
  memberKeys: string[];
}

/**
 * The multisig account the members and threshold make: by default with the members sorted by
 * address, as the ledger's CLI makes it (sortMembersByAddress); `keepOrder` keeps the order given.
 */
export function previewMultisig(threshold: number, keys: readonly Uint8Array[], keepOrder = false): Checked<MultisigPreview> {
  if (keys.length < 2) return { ok: false, error: 'Add at least 2 members.' };
  const repeat = keys.findIndex((key, i) => keys.findIndex((other) => equalBytes(other, key)) !== i);
  if (repeat >= 0)
    return { ok: false, error: `Member ${repeat + 1} repeats member ${keys.findIndex((other) => equalBytes(other, keys[repeat]!)) + 1}.` };
  if (!Number.isInteger(threshold) || threshold < 1 || threshold > keys.length)
    return { ok: false, error: `The threshold must be between 1 and ${keys.length}.` };
  const ordered = keepOrder ? [...keys] : sortMembersByAddress(keys);
  const amino = multisigThresholdKey(threshold, ordered);
  return {
    ok: true,
    value: {
      address: addressFromAminoPubKey(amino, 'gt1'),
      publicKey: bech32PubKey(amino),
      members: ordered.map((key) => addressFromPublicKey(key)),
      memberKeys: ordered.map((key) => bech32PubKey(aminoPubKey(key))),
    },
  };
}

/** threshold and member addresses of a multisig key string; null when it is not one. */
export function describeMultisigKey(publicKey: string): { threshold: number; members: string[] } | null {
  try {
    const { threshold, pubkeys } = parseMultisigKey(decodeBech32PubKey(publicKey));
    return { threshold, members: pubkeys.map((key) => addressFromPublicKey(key)) };
  } catch {
    return null;
  }
}

/** The members' gt1pub… keys of a multisig key string, in key order ([] when it is not one). */
export function memberKeys(publicKey: string): string[] {
  try {
    return parseMultisigKey(decodeBech32PubKey(publicKey)).pubkeys.map((key) => bech32PubKey(aminoPubKey(key)));
  } catch {
    return [];
  }
}

/** Who signs unless the person picks otherwise: the active account, when it is one of `ids`; no one else. */
export function preselected(ids: readonly string[], activeId: string | null): string[] {
  return activeId !== null && ids.includes(activeId) ? [activeId] : [];
}
