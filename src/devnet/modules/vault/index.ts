// Vault module: vault accounts, revocable transfers, revoke, clearing height, clearing.
// Store keys: see keeper.ts; routes in routes.ts. Rules (protocol.md §6) and the devnet's choices:
// - MsgCreateVault: from a funded non-vault account; to_address must have no account yet (a
//   brand-new key); clearing_height > height + delay_height. A pubkey makes a multisig vault
//   (account_type 3), whose funds the devnet cannot spend: it verifies single Ed25519 signatures only.
// - MsgRevocableSend from a vault: the amount leaves the vault at once and is credited to the
//   recipient delay_height blocks later (end of block height + delay); until then the vault key can
//   MsgRevoke it, which pays it to the vault's security address. MsgRevocableSend from a standard
//   account to a vault is delayed by the recipient vault's delay, and that vault's key may revoke
//   it (to its own security address); between two standard accounts it is credited at once
//   (status 0 from the start). MsgRevoke names the vault that may revoke (vault_address), its
//   security_address, the other party (revoke_address), the transfer's height, tx_hash, msg_index
//   and amount, all of which must match the recorded transfer.
// - MsgUpdateClearingHeight: new height > height + delay; the new height binds from height + delay
//   on (so a stolen vault key cannot postpone a clearing at once); until then the previous one.
// - MsgClearVaultAccount: by the security account once the binding clearing height is reached;
//   sweeps each vault's balance (frozen tokens stay) and revokes its pending outgoing transfers,
//   all to the security account.
import { bareTxHash } from '../../../core/amino';
import { toBase64 } from '../../../core/bytes';
import { decodeBech32PubKey } from '../../../core/address';
import { canonicalJson } from '../../../core/json';
import { MULTISIG_PUBKEY_TYPE } from '../../../core/multisig';
import type { Coin } from '../../../core/types';
import type { MsgOf } from '../../../core/messages/index';
import {
  LedgerError,
  type AccountFields,
  type BlockCtx,
  type LedgerModule,
  type Store,
  type StoreCtx,
  type TxCtx,
} from '../../ledger/types';
import {
  accountExists,
  addCoins,
  assertTransferable,
  balanceOf,
  displayAddress,
  eventAmount,
  getAccount,
  isVaultAccount,
  recordPublicKey,
  setAccountType,
  subCoins,
  transfer,
} from '../bank/keeper';
import { registerVaultRoutes } from './routes';
import {
  clearingHeightInForce,
  counterparty,
  dueRevocables,
  getRevocable,
  getVault,
  pendingRevocables,
  requireVault,
  revocableEntry,
  saveRevocable,
  setVault,
  vaultsOfSecurity,
  type RevocableRecord,
} from './keeper';
import { deliverBy, msgTypesOf } from '../shared/msgs';

function event(ctx: BlockCtx, type: string, attributes: Record<string, string>): void {
  ctx.emit({ type, attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })) });
}

function createVault(ctx: TxCtx, msg: MsgOf<'MsgCreateVault'>): void {
  const from = msg.value.from_address;
  const vault = msg.value.to_address;
  const delay = Number(msg.value.delay_height);
  const clearing = Number(msg.value.clearing_height);
  const pubkey = msg.value.pubkey;
  if (isVaultAccount(ctx.store, from))
    throw new LedgerError('vault_send_must_be_revocable', 'a vault cannot fund a new vault; transfers out of a vault are MsgRevocableSend');
  if (accountExists(ctx.store, vault)) {
    throw new LedgerError('vault_address_in_use', `to_address ${vault} already has an account; a vault needs a brand-new key`);
  }
  if (clearing <= ctx.height + delay) {
    throw new LedgerError(
      'invalid_clearing_height',
      `clearing_height must be above ${ctx.height + delay} (height ${ctx.height} + delay ${delay})`,
    );
  }
  transfer(ctx, from, vault, msg.value.amount);
  setAccountType(ctx.store, vault, pubkey === '' ? 1 : 3);
  if (pubkey !== '') recordPublicKey(ctx.store, vault, { type: MULTISIG_PUBKEY_TYPE, value: toBase64(decodeBech32PubKey(pubkey)) });
  const h = String(ctx.height);
  setVault(ctx.store, vault, {
    security_address: msg.value.security_address,
    delay_height: delay,
    pubkey,
    clearing: {
      last_clearing_effect_height: h,
      last_clearing_height: String(clearing),
      next_clearing_effect_height: h,
      next_clearing_height: String(clearing),
    },
  });
  event(ctx, 'create_vault', {
    vault,
    security_address: msg.value.security_address,
    delay_height: String(delay),
    clearing_height: String(clearing),
  });
}

function revocableSend(ctx: TxCtx, msg: MsgOf<'MsgRevocableSend'>): void {
  const from = msg.value.from_address;
  const to = msg.value.to_address;
  const amount = msg.value.amount;
  if (from === to) throw new LedgerError('self_transfer', 'from_address and to_address are the same account');
  const revoker = getVault(ctx.store, from) ? from : getVault(ctx.store, to) ? to : '';
  assertTransferable(ctx, amount);
  subCoins(ctx.store, from, amount);
  const delay = revoker === '' ? 0 : getVault(ctx.store, revoker)!.delay_height;
  const record: RevocableRecord = {
    tx_hash: ctx.txHash,
    tx_hash_prefixed: ctx.txHashPrefixed,
    msg_index: ctx.msgIndex,
    from,
    to,
    amount,
    height: ctx.height,
    effect_height: ctx.height + delay,
    status: revoker === '' ? 0 : 1,
    revoke_hash: '',
    revoker,
  };
  if (record.status === 0) addCoins(ctx.store, to, amount);
  saveRevocable(ctx.store, record);
  // As the real node logs it: message (module and action "revocable", emitted by deliver) and a
  // transfer naming the recipient only, no amount (gatechain-docs docs/en/developers/cli/revocable-tx,
  // the `show` example; test/fixtures/real-ledger/revocable-send-log.json).
  event(ctx, 'transfer', { recipient: to });
}

function revoke(ctx: TxCtx, msg: MsgOf<'MsgRevoke'>): void {
  const record = getRevocable(ctx.store, bareTxHash(msg.value.tx_hash), Number(msg.value.msg_index));
  if (!record) throw new LedgerError('revocable_tx_not_found', `no revocable transfer ${msg.value.tx_hash} message ${msg.value.msg_index}`);
  if (record.status !== 1 || ctx.height >= record.effect_height) {
    throw new LedgerError(
      'not_revocable',
      `the transfer took effect at height ${record.effect_height} or was already revoked; it is irrevocable`,
    );
  }
  if (msg.value.vault_address !== record.revoker)
    throw new LedgerError('not_revoker', `only vault ${record.revoker} may revoke this transfer`);
  const vault = requireVault(ctx.store, record.revoker);
  const mismatch =
    (msg.value.security_address !== vault.security_address && 'security_address') ||
    (msg.value.revoke_address !== counterparty(record) && 'revoke_address') ||
    // The effect height, as the real node lists it; blocks written before the devnet did so carry the sent height.
    (msg.value.height !== String(record.effect_height) && msg.value.height !== String(record.height) && 'height') ||
    (canonicalJson(msg.value.amount) !== canonicalJson(record.amount) && 'amount');
  if (mismatch) throw new LedgerError('revoke_mismatch', `${mismatch} does not match the recorded transfer`);
  addCoins(ctx.store, vault.security_address, record.amount);
  saveRevocable(ctx.store, { ...record, status: 0, revoke_hash: ctx.txHashPrefixed });
  event(ctx, 'revoke', {
    tx_hash: record.tx_hash,
    msg_index: String(record.msg_index),
    recipient: vault.security_address,
    amount: eventAmount(record.amount),
  });
}

function updateClearingHeight(ctx: TxCtx, msg: MsgOf<'MsgUpdateClearingHeight'>): void {
  const address = msg.value.vault_address;
  const vault = requireVault(ctx.store, address);
  const next = Number(msg.value.clearing_height);
  const limit = ctx.height + vault.delay_height;
  if (next <= limit)
    throw new LedgerError(
      'invalid_clearing_height',
      `clearing_height must be above ${limit} (height ${ctx.height} + delay ${vault.delay_height})`,
    );
  const settled = ctx.height >= Number(vault.clearing.next_clearing_effect_height);
  const clearing = {
    last_clearing_effect_height: settled ? vault.clearing.next_clearing_effect_height : vault.clearing.last_clearing_effect_height,
    last_clearing_height: settled ? vault.clearing.next_clearing_height : vault.clearing.last_clearing_height,
    next_clearing_effect_height: String(limit),
    next_clearing_height: String(next),
  };
  setVault(ctx.store, address, { ...vault, clearing });
  event(ctx, 'update_clearing_height', { vault: address, clearing_height: String(next), effect_height: String(limit) });
}

function clearVaults(ctx: TxCtx, msg: MsgOf<'MsgClearVaultAccount'>): void {
  const security = msg.value.from_address;
  for (const address of msg.value.vault_address) {
    const vault = requireVault(ctx.store, address);
    if (vault.security_address !== security)
      throw new LedgerError('not_retrieval_account', `${security} is not the retrieval account of vault ${address}`);
    const clearingHeight = clearingHeightInForce(vault, ctx.height);
    if (ctx.height < clearingHeight) {
      throw new LedgerError(
        'clearing_height_not_reached',
        `vault ${address} can be cleared from height ${clearingHeight}; this block is ${ctx.height}`,
      );
    }
    const swept = balanceOf(ctx.store, address).filter((coin) => transferable(ctx, coin));
    if (swept.length > 0) transfer(ctx, address, security, swept);
    for (const record of pendingRevocables(ctx.store).filter((r) => r.revoker === address && r.from === address)) {
      addCoins(ctx.store, security, record.amount);
      saveRevocable(ctx.store, { ...record, status: 0, revoke_hash: ctx.txHashPrefixed });
    }
    event(ctx, 'clear_vault', { vault: address, recipient: security, amount: eventAmount(swept) });
  }
}

function transferable(ctx: StoreCtx, coin: Coin): boolean {
  try {
    assertTransferable(ctx, [coin]);
    return true;
  } catch {
    return false;
  }
}

/** Credits transfers whose effect height is reached: from now on they are irrevocable. */
function matureRevocables(ctx: BlockCtx): void {
  for (const record of dueRevocables(ctx.store, ctx.height)) {
    addCoins(ctx.store, record.to, record.amount);
    saveRevocable(ctx.store, { ...record, status: 0 });
  }
}

const display = (store: Store, gt1: string) => displayAddress(gt1, getAccount(store, gt1)?.account_type ?? 0);
const orNull = <T>(items: T[]): T[] | null => (items.length === 0 ? null : items);

/** The vault fields of an account query answer: its clearing height, delay, retrieval account and pending transfers. */
const vaultFields: AccountFields = (store, gt1, account) => {
  const value = account.value.account_field.value;
  const vault = getVault(store, gt1);
  if (vault) {
    value.clearing_height = vault.clearing;
    value.delay_height = String(vault.delay_height);
    value.security_address = display(store, vault.security_address);
  }
  const pending = pendingRevocables(store);
  value.received_revocable_tokens = orNull(pending.filter((r) => r.to === gt1).map(revocableEntry));
  value.sent_revocable_tokens = orNull(pending.filter((r) => r.from === gt1).map(revocableEntry));
  value.vault_address = orNull(vaultsOfSecurity(store, gt1).map((v) => display(store, v)));
};

export const vaultModule: LedgerModule = {
  name: 'vault',
  msgTypes: msgTypesOf('vault'),
  deliver: deliverBy({
    MsgCreateVault: createVault,
    MsgRevocableSend: revocableSend,
    MsgRevoke: revoke,
    MsgUpdateClearingHeight: updateClearingHeight,
    MsgClearVaultAccount: clearVaults,
  }),
  confirmNumber(store, msg) {
    if (msg.type !== 'MsgRevocableSend') return 0;
    const value = msg.value;
    const vault = [value.from_address, value.to_address].map((a) => (typeof a === 'string' ? getVault(store, a) : undefined)).find(Boolean);
    return vault?.delay_height ?? 0;
  },
  endBlock: matureRevocables,
  accountFields: vaultFields,
  routes: registerVaultRoutes,
};
