// Block headers: hash = SHA-256 of the header's JSON, proposer drawn deterministically from the
// con-accounts, and the §2.9 Block shape the REST API answers.
import { hash } from 'node:crypto';
import { fromBase64, hexToBytes } from '../../core/bytes';
import type { Block } from '../../core/rest/types';
import { stableJson } from './store';

export const PROTOCOL_VERSION = 'vaultline-devnet/v1';

export interface BlockHeader {
  chain_id: string;
  height: number;
  /** Unix seconds. */
  time: number;
  previous_hash: string;
  proposer: string;
  seed: string;
  /** SHA-256 over the bare hashes of the block's txs in order ('' input for none). */
  txn_root: string;
  /** JournaledStore.stateRoot() after the block: equal states, equal roots. */
  state_root: string;
}

export interface BlockInfo extends BlockHeader {
  hash: string;
  /** Prefixed hashes of the txs included, in order. */
  txs: string[];
}

// node:crypto's one-shot SHA-256 (the same digest as noble's, several times faster on a block line's JSON).
export const sha256Hex = (text: string) => hash('sha256', text, 'hex');

export function blockHash(header: BlockHeader): string {
  return sha256Hex(stableJson(header));
}

export function txnRoot(bareHashes: string[]): string {
  return sha256Hex(bareHashes.join(''));
}

/** VRF-like seed: base64 SHA-256 of the previous hash and height. */
export function blockSeed(previousHash: string, height: number): string {
  return hash('sha256', `${previousHash}/${height}`, 'base64');
}

/** One of the con-accounts, picked by the previous hash: the same chain always has the same proposers. */
export function chooseProposer(conAccounts: readonly string[], previousHash: string, height: number): string {
  if (conAccounts.length === 0) return '';
  const draw = Number.parseInt(sha256Hex(`${previousHash}:${height}`).slice(0, 8), 16);
  return conAccounts[draw % conAccounts.length]!;
}

export interface CommitteeView {
  conAccounts: readonly string[];
  committeePower: string;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, no padding: how the real node writes block hashes and seeds. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

// The block log keeps hashes as hex and seeds as base64 (as they were always written, so existing
// data dirs replay unchanged); only the answers show them in base32.
const hexToBase32 = (hex: string) => (hex === '' ? '' : base32(hexToBytes(hex)));
const base64ToBase32 = (text: string) => (text === '' ? '' : base32(fromBase64(text)));

export function blockResponse(info: BlockInfo, committee: CommitteeView): Block {
  const committeeInfo = [...committee.conAccounts, { singleCommitteePower: committee.committeePower }];
  return {
    hash: hexToBase32(info.hash),
    previousBlockHash: hexToBase32(info.previous_hash),
    seed: base64ToBase32(info.seed),
    proposer: info.proposer,
    height: String(info.height),
    period: '0',
    txnRoot: hexToBase32(info.txn_root),
    txnps: { proxyTransactions: null },
    timestamp: String(info.time),
    UpgradeState: {
      currentProtocol: PROTOCOL_VERSION,
      nextProtocol: '',
      nextProtocolApprovals: '0',
      nextProtocolVoteBefore: '0',
      nextProtocolSwitchOn: '0',
    },
    UpgradeVote: { upgradePropose: '', upgradeApprove: false },
    CertCommitteeInfo: committeeInfo,
    BlockCommitteeInfo: committeeInfo,
    autoOfflineAccounts: [],
  };
}
