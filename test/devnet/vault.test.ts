import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFromAminoPubKey, bech32PubKey, multisigThresholdKey, toForm } from '../../src/core/address';
import { LedgerClient } from '../../src/core/rest/client';
import { startDevnet } from '../../src/devnet/node';
import { FEE, Harness, failure, keyOf, onlyMsg, type Key } from './module-harness';

const GT = 1_000_000_000n;
const coins = (nanogt: bigint) => [{ denom: 'NANOGT', amount: nanogt.toString() }];
const DELAY = 5;

describe('vault module over HTTP', () => {
  let h: Harness;
  let funder: Key;
  let vault: Key;
  let security: Key;
  let recipient: Key;
  let vault1: string;

  const vaultAccount = async (address = vault1) => (await h.client.getVaultAccount(address)).result;
  const revocableSend = async (from: string, to: string, amount: bigint) =>
    h.client.revocableSend(to, { base_req: h.baseReq(from), amount: coins(amount) });

  beforeAll(async () => {
    h = await Harness.start();
    funder = keyOf(0);
    security = keyOf(1);
    recipient = keyOf(2);
    vault = keyOf(0, 1);
    vault1 = toForm(vault.address, 'vault1');
  });
  afterAll(() => h.close());

  it('creates a vault from a funded account into a brand-new key', async () => {
    const clearing = String(h.height() + 60);
    const unsigned = await h.client.createVault(vault.address, {
      base_req: h.baseReq(funder.address),
      amount: coins(1_000n * GT),
      vault_req: { security: security.address, pubkey: '', delay_height: String(DELAY), clear_height: clearing },
    });
    expect(onlyMsg(unsigned)).toEqual({
      type: 'MsgCreateVault',
      value: {
        from_address: funder.address,
        to_address: vault.address,
        security_address: security.address,
        delay_height: String(DELAY),
        clearing_height: clearing,
        amount: coins(1_000n * GT),
        pubkey: '',
      },
    });
    const created = await h.broadcast(unsigned, funder);
    expect(created.txhash).toMatch(/^VAULTCREATE-[0-9A-F]{96}$/);

    const account = await vaultAccount();
    expect(account.value.account_type).toBe(1);
    const fields = account.value.account_field.value;
    expect(fields.base_account.address).toBe(vault1);
    expect(fields.base_account.tokens).toEqual(coins(1_000n * GT));
    expect(fields).toMatchObject({
      delay_height: String(DELAY),
      security_address: security.address,
      received_revocable_tokens: null,
      sent_revocable_tokens: null,
    });
    expect(fields.clearing_height).toEqual({
      last_clearing_effect_height: created.height,
      last_clearing_height: clearing,
      next_clearing_effect_height: created.height,
      next_clearing_height: clearing,
    });
    const retrieval = (await h.client.getAccount(security.address)).result.value.account_field.value;
    expect(retrieval.vault_address).toEqual([vault1]);
    expect((await vaultAccount(security.address)).value.account_field.value.vault_address).toEqual([vault1]);
  });

  it('refuses a vault on an existing account, a too-low clearing height, and MsgSend out of a vault', async () => {
    const create = (to: string, clear: number) =>
      h.client.createVault(to, {
        base_req: h.baseReq(funder.address),
        amount: coins(GT),
        vault_req: { security: security.address, pubkey: '', delay_height: String(DELAY), clear_height: String(clear) },
      });
    expect(await failure(h.broadcast(await create(recipient.address, h.height() + 100), funder))).toEqual({
      status: 422,
      code: 'vault_address_in_use',
    });
    expect(await failure(h.broadcast(await create(keyOf(1, 1).address, h.height() + DELAY), funder))).toEqual({
      status: 422,
      code: 'invalid_clearing_height',
    });
    const send = await h.client.send(recipient.address, { base_req: h.baseReq(vault1), amount: coins(GT) });
    expect(await failure(h.broadcast(send, vault))).toEqual({ status: 422, code: 'vault_send_must_be_revocable' });
  });

  it('holds a revocable send pending and revokes it to the security address inside the window', async () => {
    const unsigned = await revocableSend(vault1, recipient.address, 100n * GT);
    expect(onlyMsg(unsigned)).toEqual({
      type: 'MsgRevocableSend',
      value: { from_address: vault.address, to_address: recipient.address, amount: coins(100n * GT) },
    });
    const recipientBefore = await h.balance(recipient.address);
    const sent = await h.broadcast(unsigned, vault);
    expect(sent.txhash).toMatch(/^REVOCABLEPAY-/);
    const bare = sent.txhash.slice('REVOCABLEPAY-'.length);
    // As the real node lists it: the effect height (sent + delay) and the prefixed hash.
    const entry = { height: String(Number(sent.height) + DELAY), msg_index: '0', tokens: coins(100n * GT), tx_hash: sent.txhash };

    expect(await h.balance(recipient.address)).toBe(recipientBefore);
    expect((await h.client.getAccount(recipient.address)).result.value.account_field.value.received_revocable_tokens).toEqual([entry]);
    expect((await vaultAccount()).value.account_field.value.sent_revocable_tokens).toEqual([entry]);
    expect((await h.client.listRevocableTxs(vault1)).result).toEqual([entry]);
    expect(await h.client.revocableStatus(sent.txhash)).toEqual({ status: 1, revoke_hash: '' });

    const revoke = await h.client.revoke(sent.txhash, { base_req: h.baseReq(vault1), index: '0' });
    expect(onlyMsg(revoke)).toEqual({
      type: 'MsgRevoke',
      value: {
        vault_address: vault.address,
        security_address: security.address,
        revoke_address: recipient.address,
        height: String(Number(sent.height) + DELAY),
        tx_hash: bare,
        msg_index: '0',
        amount: coins(100n * GT),
      },
    });
    const securityBefore = await h.balance(security.address);
    const revoked = await h.broadcast(revoke, vault);
    expect(revoked.txhash).toMatch(/^REVOKE-/);
    expect((await h.balance(security.address)) - securityBefore).toBe(100n * GT);
    expect(await h.client.revocableStatus(bare)).toEqual({ status: 0, revoke_hash: revoked.txhash });
    expect((await h.client.listRevocableTxs(vault1)).result).toEqual([]);
    expect((await h.client.getAccount(recipient.address)).result.value.account_field.value.received_revocable_tokens).toBeNull();
    await h.client.devMine(DELAY + 1);
    expect(await h.balance(recipient.address)).toBe(recipientBefore);
    expect(await failure(h.broadcast(revoke, vault))).toMatchObject({ status: 422 });
  });

  it('makes a second send irrevocable and credits it once the delay has passed', async () => {
    const sent = await h.broadcast(await revocableSend(vault1, recipient.address, 50n * GT), vault);
    const lateRevoke = await h.client.revoke(sent.txhash, { base_req: h.baseReq(vault1), index: '0' });
    const before = await h.balance(recipient.address);
    await h.client.devMine(DELAY - 1);
    expect(await h.balance(recipient.address)).toBe(before);
    expect((await h.client.revocableStatus(sent.txhash)).status).toBe(1);
    await h.client.devMine(1);
    expect(Number(h.height())).toBe(Number(sent.height) + DELAY);
    expect((await h.balance(recipient.address)) - before).toBe(50n * GT);
    expect(await h.client.revocableStatus(sent.txhash)).toEqual({ status: 0, revoke_hash: '' });
    expect(await failure(h.broadcast(lateRevoke, vault))).toEqual({ status: 422, code: 'not_revocable' });
    expect(await failure(h.client.revoke(sent.txhash, { base_req: h.baseReq(vault1), index: '0' }))).toMatchObject({
      status: 422,
      code: 'not_revocable',
    });
  });

  it('delays a standard account’s revocable send to a vault, revocable by that vault; standard to standard is immediate', async () => {
    const toVault = await h.broadcast(await revocableSend(recipient.address, vault1, 10n * GT), recipient);
    expect((await vaultAccount()).value.account_field.value.received_revocable_tokens).toEqual([
      { height: String(Number(toVault.height) + DELAY), msg_index: '0', tokens: coins(10n * GT), tx_hash: toVault.txhash },
    ]);
    const revoke = await h.client.revoke(toVault.txhash, { base_req: h.baseReq(vault1), index: '0' });
    expect(onlyMsg(revoke).value.revoke_address).toBe(recipient.address);
    const securityBefore = await h.balance(security.address);
    await h.broadcast(revoke, vault);
    expect((await h.balance(security.address)) - securityBefore).toBe(10n * GT);

    const before = await h.balance(funder.address);
    const direct = await h.broadcast(await revocableSend(recipient.address, funder.address, 7n * GT), recipient);
    expect((await h.balance(funder.address)) - before).toBe(7n * GT);
    expect(await h.client.revocableStatus(direct.txhash)).toEqual({ status: 0, revoke_hash: '' });
  });

  it('lets the security account undelegate the vault’s stake', async () => {
    const aurora = (await h.client.listConAccounts()).result.find((c) => c.description.moniker === 'Aurora')!.operator_address;
    const delegate = await h.client.delegate(vault1, {
      base_req: h.baseReq(vault1),
      'con-account_address': aurora,
      delegator_address: vault1,
      amount: coins(100n * GT)[0]!,
    });
    await h.broadcast(delegate, vault);
    const build = (from: string) =>
      h.client.undelegateByRetrievalAccount({ base_req: h.baseReq(from), security_address: from, delegator_address: [vault1] });
    expect(await failure(h.broadcast(await build(recipient.address), recipient))).toEqual({ status: 422, code: 'not_retrieval_account' });
    const unsigned = await build(security.address);
    expect(onlyMsg(unsigned)).toEqual({
      type: 'MsgUndelegateByRetrievalAccount',
      value: { security_address: security.address, delegator_address: [vault.address] },
    });
    await h.broadcast(unsigned, security);
    expect((await h.client.getDelegations(vault1)).result).toEqual([]);
    const { result: undelegation } = await h.client.getUndelegation(vault1, aurora);
    expect(undelegation.entries[0]!.balance).toBe((100n * GT).toString());
    expect(await failure(h.broadcast(await build(security.address), security))).toEqual({ status: 422, code: 'no_delegation' });
  });

  it('moves the clearing height, which binds after the delay, then clears the vault to the security account', async () => {
    const tooSoon = await h.client.updateClearingHeight({ base_req: h.baseReq(vault1), clearing_height: String(h.height() + DELAY) });
    expect(await failure(h.broadcast(tooSoon, vault))).toEqual({ status: 422, code: 'invalid_clearing_height' });

    const target = h.height() + 12;
    const unsigned = await h.client.updateClearingHeight({ base_req: h.baseReq(vault1), clearing_height: String(target) });
    expect(onlyMsg(unsigned)).toEqual({
      type: 'MsgUpdateClearingHeight',
      value: { vault_address: vault.address, clearing_height: String(target) },
    });
    const updated = await h.broadcast(unsigned, vault);
    expect(updated.txhash).toMatch(/^ACCOUNTSET-/);
    expect((await vaultAccount()).value.account_field.value.clearing_height).toMatchObject({
      next_clearing_height: String(target),
      next_clearing_effect_height: String(Number(updated.height) + DELAY),
    });

    const clear = async () => h.client.clearVaults({ base_req: h.baseReq(security.address), vaults: [vault1] });
    const early = await clear();
    expect(onlyMsg(early)).toEqual({
      type: 'MsgClearVaultAccount',
      value: { from_address: security.address, vault_address: [vault.address] },
    });
    expect(await failure(h.broadcast(early, security))).toEqual({ status: 422, code: 'clearing_height_not_reached' });

    while (h.height() + 2 < target) await h.client.devMine(1);
    // Still pending when the vault is cleared: the clearing revokes it to the security account.
    const pending = await h.broadcast(await revocableSend(vault1, recipient.address, 5n * GT), vault);
    const left = await h.balance(vault1);
    expect(left).toBeGreaterThan(0n);
    const securityBefore = await h.balance(security.address);
    const cleared = await h.broadcast(await clear(), security);
    expect(cleared.txhash).toMatch(/^VAULTCLEAR-/);
    expect(Number(cleared.height)).toBe(target);
    expect((await h.balance(security.address)) - securityBefore).toBe(left + 5n * GT - BigInt(FEE));
    expect(await h.balance(vault1)).toBe(0n);
    expect(await h.client.revocableStatus(pending.txhash)).toEqual({ status: 0, revoke_hash: cleared.txhash });
  });

  it('creates a multisig vault as account type 3', async () => {
    const members = [keyOf(5).publicKey, keyOf(6).publicKey];
    const amino = multisigThresholdKey(2, members);
    const base = addressFromAminoPubKey(amino);
    const unsigned = await h.client.createVault(base, {
      base_req: h.baseReq(funder.address),
      amount: coins(GT),
      vault_req: { security: security.address, pubkey: bech32PubKey(amino), delay_height: '3', clear_height: String(h.height() + 50) },
    });
    await h.broadcast(unsigned, funder);
    const account = await vaultAccount(base);
    expect(account.value.account_type).toBe(3);
    expect(account.value.account_field.value.base_account.address).toBe(toForm(base, 'vault2'));
    expect(account.value.account_field.value.base_account.public_key?.type).toBe('gatechain/PubKeyMultisigThreshold');
  });

  it('answers 400, 404 and 422 for bad vault and revocable requests', async () => {
    const stranger = keyOf(3).address;
    const fakeHash = `REVOCABLEPAY-${'AB'.repeat(48)}`;
    expect(
      await failure(h.client.createVault(keyOf(2, 1).address, { base_req: h.baseReq(funder.address), amount: coins(GT) } as never)),
    ).toMatchObject({ status: 400, code: 'invalid_vault_req' });
    expect(
      await failure(
        h.client.createVault(keyOf(2, 1).address, {
          base_req: h.baseReq(funder.address),
          amount: coins(GT),
          vault_req: { security: security.address, pubkey: '', delay_height: '0', clear_height: '100' },
        }),
      ),
    ).toMatchObject({ status: 400, code: 'invalid_integer' });
    expect(await failure(h.client.updateClearingHeight({ base_req: h.baseReq(stranger), clearing_height: '1000' }))).toMatchObject({
      status: 404,
      code: 'vault_not_found',
    });
    expect(await failure(h.client.clearVaults({ base_req: h.baseReq(security.address), vaults: [] }))).toMatchObject({
      status: 400,
      code: 'invalid_address',
    });
    expect(await failure(h.client.revocableSend(stranger, { base_req: h.baseReq(vault1), amount: coins(0n) }))).toMatchObject({
      status: 400,
      code: 'invalid_amount',
    });
    expect(await failure(h.client.revoke(fakeHash, { base_req: h.baseReq(vault1), index: '0' }))).toMatchObject({
      status: 404,
      code: 'revocable_tx_not_found',
    });
    expect(await failure(h.client.revoke('xyz', { base_req: h.baseReq(vault1), index: '0' }))).toMatchObject({
      status: 400,
      code: 'invalid_tx_hash',
    });
    expect(await failure(h.client.revoke(fakeHash, { base_req: h.baseReq(vault1), index: 'one' }))).toMatchObject({
      status: 400,
      code: 'invalid_index',
    });
    const sent = await h.broadcast(await revocableSend(recipient.address, vault1, GT), recipient);
    expect(await failure(h.client.revoke(sent.txhash, { base_req: h.baseReq(recipient.address), index: '0' }))).toMatchObject({
      status: 422,
      code: 'not_revoker',
    });
    expect(await failure(h.client.listRevocableTxs(stranger))).toMatchObject({ status: 404, code: 'vault_not_found' });
    expect(await failure(h.client.getVaultAccount(stranger))).toMatchObject({ status: 404, code: 'vault_not_found' });
    expect(await failure(h.client.getVaultAccount('nope'))).toMatchObject({ status: 400, code: 'invalid_address' });
    expect(await failure(h.client.revocableStatus(fakeHash))).toMatchObject({ status: 404, code: 'revocable_tx_not_found' });
    expect(await failure(h.client.revocableStatus('not-hex!'))).toMatchObject({ status: 400, code: 'invalid_tx_hash' });
  });
});

describe('ledger modules after a restart', () => {
  it('replay the stored blocks into the same state and block hashes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vaultline-modules-'));
    try {
      const first = await startDevnet({ port: 0, dataDir, accounts: 2 });
      const h = new Harness(first);
      const funder = keyOf(0);
      const vault = keyOf(0, 1);
      await h.broadcast(
        await h.client.issueToken('REPLAY', {
          base_req: h.baseReq(funder.address),
          token_name: 'Replay',
          total_supply: '100',
          mintable: true,
          freezable: true,
        }),
        funder,
      );
      const aurora = (await h.client.listConAccounts()).result[0]!.operator_address;
      await h.broadcast(
        await h.client.delegate(funder.address, {
          base_req: h.baseReq(funder.address),
          'con-account_address': aurora,
          delegator_address: funder.address,
          amount: coins(10n * GT)[0]!,
        }),
        funder,
      );
      await h.broadcast(
        await h.client.createVault(vault.address, {
          base_req: h.baseReq(funder.address),
          amount: coins(100n * GT),
          vault_req: { security: keyOf(1).address, pubkey: '', delay_height: '2', clear_height: String(h.height() + 20) },
        }),
        funder,
      );
      await h.broadcast(await h.client.revocableSend(funder.address, { base_req: h.baseReq(vault.address), amount: coins(GT) }), vault);
      await h.client.devMine(3);
      await h.client.devAdvanceTime(60);
      const root = first.node.store.stateRoot();
      const tip = (await h.client.getLatestBlock()).hash;
      const tokens = (await h.client.listTokens()).result;
      await first.close();

      const second = await startDevnet({ port: 0, dataDir, accounts: 2 });
      try {
        expect(second.resumed).toBe(true);
        expect(second.node.store.stateRoot()).toBe(root);
        const client = new LedgerClient({ baseUrl: second.url });
        expect((await client.getBlock(second.node.height())).hash).toBe(tip);
        expect((await client.listTokens()).result).toEqual(tokens);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
