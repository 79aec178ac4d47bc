// Vault rules the screens share: statuses, effect heights, presets and the create/update checks.
// Pure, so each rule is unit-tested.
import type { RevocableTxEntry, TxRecord } from '../../../core/rest/types';
import { toGt1 } from '../../../core/address';
import type { Msg } from '../../../core/types';
import { makeMsg } from '../../../core/messages/typed';
import { clearingState, type AccountFacts } from '../../lib/account-facts';
import { sameAccount } from '../../lib/accounts';
import type { Checked } from '../../lib/checks';
import { blocksEta, blocksFor, dateTimeText } from '../../lib/time';
import { heightText, toBigInt } from '../../lib/format';
import { t, type MessageKey } from '../../i18n';

/** Blocks added to "current height" so a tx built now still satisfies a height rule when a later block includes it. */
export const INCLUSION_MARGIN = 5;

export type VaultStatus = 'uncreated' | 'active' | 'clearable' | 'unknown';

export function vaultStatus(facts: AccountFacts | null, height: number | null): VaultStatus {
  if (facts === null || facts.accountType === null) return 'uncreated';
  if (!facts.isVault) return 'unknown';
  const { inForce } = clearingState(facts, height);
  if (height !== null && inForce !== null && height >= inForce) return 'clearable';
  return 'active';
}

export function statusLabel(status: VaultStatus): string {
  return t(`vault.status.${status}`);
}

export interface Preset {
  id: string;
  label: string;
  blocks: number;
}

const DELAY_TIMES: Array<[string, MessageKey, number]> = [
  ['10m', 'vault.preset.10m', 600],
  ['1h', 'vault.preset.1h', 3600],
  ['6h', 'vault.preset.6h', 21600],
  ['1d', 'vault.preset.1d', 86400],
];
const DELAY_BLOCKS = [10, 100, 1000, 10000];

/** Delay choices: by time when the block rate is known, else by block count. */
export function delayPresets(rate: number | null): Preset[] {
  if (rate === null) return DELAY_BLOCKS.map((blocks) => ({ id: String(blocks), label: t('vault.eta.blocks', { count: blocks }), blocks }));
  return DELAY_TIMES.map(([id, key, seconds]) => ({ id, label: t(key), blocks: blocksFor(seconds, rate) ?? 1 }));
}

const CLEARING_TIMES: Array<[string, MessageKey, number]> = [
  ['1d', 'vault.preset.in1d', 86400],
  ['1w', 'vault.preset.in1w', 604800],
  ['30d', 'vault.preset.in30d', 2592000],
  ['1y', 'vault.preset.in1y', 31536000],
];
const CLEARING_BLOCKS: Array<[string, MessageKey, number]> = [
  ['1k', 'vault.preset.plusBlocks', 1000],
  ['10k', 'vault.preset.plusBlocks', 10000],
  ['100k', 'vault.preset.plus', 100000],
  ['1m', 'vault.preset.plus', 1000000],
];

/** Clearing height choices as absolute heights, each beyond the earliest allowed height. */
export function clearingPresets(height: number, delay: number, rate: number | null): Preset[] {
  const minimum = minClearingHeight(height, delay);
  const table =
    rate === null
      ? CLEARING_BLOCKS.map(([id, key, blocks]) => [id, t(key, { count: blocks }), blocks] as const)
      : CLEARING_TIMES.map(([id, key, s]) => [id, t(key), blocksFor(s, rate) ?? 1] as const);
  return table.map(([id, label, blocks]) => ({ id, label, blocks: Math.max(minimum, height + blocks) }));
}

/** The lowest clearing height to ask for now (the ledger wants > inclusion height + delay). */
export function minClearingHeight(height: number, delay: number): number {
  return height + delay + INCLUSION_MARGIN + 1;
}

export function checkClearingHeight(value: number, height: number | null, delay: number): string | null {
  if (height === null) return null;
  const minimum = minClearingHeight(height, delay);
  if (value < minimum)
    return t('vault.problem.clearingMin', { minimum: heightText(minimum), height: heightText(height), delay, margin: INCLUSION_MARGIN });
  return null;
}

/** '600 blocks, about 10 minutes' (the block count alone while the rate is unknown). */
export function etaText(blocks: number, rate: number | null): string {
  const eta = blocksEta(blocks, rate);
  return eta === '' ? t('vault.eta.blocks', { count: blocks }) : t('vault.eta.blocksAbout', { count: blocks, eta });
}

/** 'In 600 blocks, about 10 minutes (around <date>).' for a height that many blocks ahead of `now`. */
export function clearingEstimate(blocks: number, rate: number | null, now = Date.now()): string {
  const eta = etaText(blocks, rate);
  return rate === null
    ? t('vault.clearing.in', { eta })
    : t('vault.clearing.inAround', { eta, when: dateTimeText(now + blocks * rate * 1000) });
}

export interface RevocableView {
  txHash: string;
  msgIndex: number;
  sentHeight: number;
  effectHeight: number;
  /** Blocks until it becomes irrevocable (0 once reached). */
  blocksLeft: number;
  /** 0..1 of the delay elapsed. */
  progress: number;
  revocableNow: boolean;
}

/**
 * A pending entry seen from its revoking vault. As on a real node, an entry's `height` is its effect
 * height (sent height + the vault's delay): revocable while the chain is below it, final from it on.
 * `sent`: the height of the node's record of the transfer, when read; else the effect height less the delay.
 * The list and the revoke review both read their heights here.
 */
export function revocableView(entry: RevocableTxEntry, delay: number, height: number | null, sent?: number | null): RevocableView {
  const effectHeight = Number(toBigInt(entry.height));
  const sentHeight = sent ?? Math.max(0, effectHeight - delay);
  const blocksLeft = height === null ? Math.min(delay, effectHeight) : Math.max(0, effectHeight - height);
  const progress = delay <= 0 ? 1 : Math.min(1, Math.max(0, (delay - blocksLeft) / delay));
  return {
    txHash: entry.tx_hash,
    msgIndex: Number(toBigInt(entry.msg_index)),
    sentHeight,
    effectHeight,
    blocksLeft,
    progress,
    revocableNow: height === null || height < effectHeight,
  };
}

/** The hex of a tx hash without its type prefix (`REVOCABLEPAY-AB12…` → `AB12…`). */
export function bareTxHash(hash: string): string {
  return hash.replace(/^[A-Z]+-/, '');
}

/**
 * MsgRevoke for an entry of the vault's revocable list: `height` is the entry's (effect) height, as the
 * real node builds it; `tx_hash` the bare hex (protocol §5); the funds go to the security address.
 */
export function revokeMsg(entry: RevocableTxEntry, vault: string, securityAddress: string, parties: TransferParties): Msg {
  return makeMsg('MsgRevoke', {
    vault_address: toGt1(vault),
    security_address: toGt1(securityAddress),
    revoke_address: toGt1(counterpartyOf(parties, vault)),
    height: entry.height,
    tx_hash: bareTxHash(entry.tx_hash),
    msg_index: entry.msg_index,
    amount: entry.tokens,
  });
}

export interface TransferParties {
  from: string;
  to: string;
}

/** The height of a transfer's record on the node, or null when unread or unreadable. */
export function recordHeight(record: TxRecord | null | undefined): number | null {
  const height = Number(record?.height);
  return record && Number.isSafeInteger(height) && height > 0 ? height : null;
}

/** from/to of message msgIndex in a tx record (for MsgRevoke's revoke_address and for display). */
export function transferParties(record: TxRecord | null, msgIndex: number): TransferParties | null {
  const msgs = record?.tx?.value?.msg;
  const msg = Array.isArray(msgs) ? msgs[msgIndex] : undefined;
  const from = msg?.value?.from_address;
  const to = msg?.value?.to_address;
  return typeof from === 'string' && typeof to === 'string' ? { from, to } : null;
}

/** The other party of a transfer the vault may revoke: the recipient when the vault sent it, else the sender. */
export function counterpartyOf(parties: TransferParties, vault: string): string {
  return sameAccount(parties.from, vault) ? parties.to : parties.from;
}

export interface CreateVaultInput {
  vaultAddress: string;
  securityAddress: string;
  delay: Checked<number>;
  clearing: Checked<number>;
  amount: Checked<bigint>;
  height: number | null;
}

/** Cross-field rules of MsgCreateVault the form can tell before signing; null when fine. */
export function createVaultProblem(input: CreateVaultInput): string | null {
  if (input.vaultAddress !== '' && input.securityAddress !== '' && sameAccount(input.vaultAddress, input.securityAddress)) {
    return t('vault.problem.sameAsVault');
  }
  if (input.delay.ok && input.clearing.ok) return checkClearingHeight(input.clearing.value, input.height, input.delay.value);
  return null;
}
