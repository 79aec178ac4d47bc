import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFromAminoPubKey, bech32PubKey, multisigThresholdKey, toForm } from '../../src/core/address';
import { addMultisigSignature, emptyMultisignature, memberIndex } from '../../src/core/multisig';
import { LedgerHttpError } from '../../src/core/rest/client';
import type { TxRecord } from '../../src/core/rest/types';
import { attachMultisignature, signAsMember, withNonce } from '../../src/core/tx';
import type { StdTx } from '../../src/core/types';
import { FEE, Harness, failure, keyOf, onlyMsg, type Key } from './module-harness';
import { refusal } from './support';
import { decodeTx } from '../../src/devnet/ledger/decode';
import { checkThresholdSigners } from '../../src/devnet/modules/multisig/keeper';

describe('multisig module over HTTP', () => {
  let h: Harness;
  let payer: Key;
  let pubkey: string;
  let amino: Uint8Array;
  let gt1: string;

  beforeAll(async () => {
    h = await Harness.start();
    payer = keyOf(0);
    amino = multisigThresholdKey(2, [keyOf(1).publicKey, keyOf(2).publicKey, keyOf(3).publicKey]);
    pubkey = bech32PubKey(amino);
    gt1 = addressFromAminoPubKey(amino);
  });
  afterAll(() => h.close());

  it('publishes a multisig key: the account reads gt2 and account_type 2 from then on', async () => {
    await h.broadcast(
      await h.client.send(gt1, { base_req: h.baseReq(payer.address), amount: [{ denom: 'NANOGT', amount: '5000' }] }),
      payer,
    );
    const before = (await h.client.getAccount(gt1)).result.value;
    expect(before.account_type).toBe(0);
    expect(before.account_field.value.base_account.address).toBe(gt1);

    const unsigned = await h.client.publishMultisig(gt1, { base_req: h.baseReq(payer.address), pubkey });
    expect(onlyMsg(unsigned)).toEqual({
      type: 'MsgPublishMultiSigAccount',
      value: { from_address: payer.address, to_address: gt1, pubkey },
    });
    const result = await h.broadcast(unsigned, payer);
    expect(result.txhash).toMatch(/^BASIC-/);

    const after = (await h.client.getAccount(gt1)).result.value;
    const gt2 = toForm(gt1, 'gt2');
    expect(after.account_type).toBe(2);
    expect(after.account_field.value.base_account.address).toBe(gt2);
    expect(after.account_field.value.base_account.public_key).toEqual({
      type: 'gatechain/PubKeyMultisigThreshold',
      value: Buffer.from(amino).toString('base64'),
    });
    expect(after.account_field.value.base_account.tokens).toEqual([{ denom: 'NANOGT', amount: '5000' }]);
    expect((await h.client.getAccount(gt2)).result.value.account_type).toBe(2);
  });

  it('refuses publishing the same key twice', async () => {
    const again = await h.client.publishMultisig(gt1, { base_req: h.baseReq(payer.address), pubkey });
    expect(await failure(h.broadcast(again, payer))).toEqual({ status: 422, code: 'already_published' });
  });

  it('publishes for an address the ledger has not seen yet', async () => {
    const fresh = multisigThresholdKey(1, [keyOf(4).publicKey, keyOf(5).publicKey]);
    const address = addressFromAminoPubKey(fresh);
    await h.broadcast(await h.client.publishMultisig(address, { base_req: h.baseReq(payer.address), pubkey: bech32PubKey(fresh) }), payer);
    const account = (await h.client.getAccount(toForm(address, 'gt2'))).result.value;
    expect(account.account_type).toBe(2);
    expect(account.account_field.value.base_account.tokens).toEqual([]);
  });

  it('answers 400 for a key that does not match the address or is not a multisig key', async () => {
    const other = multisigThresholdKey(2, [keyOf(6).publicKey, keyOf(7).publicKey]);
    expect(await failure(h.client.publishMultisig(gt1, { base_req: h.baseReq(payer.address), pubkey: bech32PubKey(other) }))).toMatchObject(
      { status: 400, code: 'pubkey_mismatch' },
    );
    expect(await failure(h.client.publishMultisig(gt1, { base_req: h.baseReq(payer.address), pubkey: 'gt1pubnope' }))).toMatchObject({
      status: 400,
      code: 'invalid_pubkey',
    });
    expect(await failure(h.client.publishMultisig('nope', { base_req: h.baseReq(payer.address), pubkey }))).toMatchObject({
      status: 400,
      code: 'invalid_address',
    });
    expect(
      await failure(h.client.publishMultisig(gt1, { base_req: { ...h.baseReq(payer.address), memo: 'x'.repeat(257) }, pubkey })),
    ).toMatchObject({ status: 400, code: 'memo_too_long' });
  });
});

describe('spending from multisig accounts and vaults', () => {
  let h: Harness;
  let payer: Key;
  let members: Key[];
  let thresholdKey: Uint8Array;
  let gt2: string;
  const GT = 1_000_000_000n;
  const coins = (nanogt: bigint) => [{ denom: 'NANOGT', amount: nanogt.toString() }];

  /** Members `signers` sign the tx's sign doc; their multisignature goes into the tx. */
  function coSign(unsigned: StdTx, key: Uint8Array, signers: Key[], all: Key[]): StdTx {
    const tx = withNonce(unsigned);
    let multisig = emptyMultisignature(all.length);
    for (const member of signers)
      multisig = addMultisigSignature(multisig, memberIndex(key, member.publicKey), signAsMember(tx, h.chainId, member.kL));
    return attachMultisignature(tx, key, multisig);
  }

  /** The tx's record once a block holds it (broadcast may answer before inclusion). */
  async function included(txhash: string): Promise<TxRecord> {
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        const record = await h.client.getTx(txhash);
        if (Number(record.height) > 0) return record;
      } catch (error) {
        if (!(error instanceof LedgerHttpError) || error.status !== 404) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${txhash} was not included`);
  }

  beforeAll(async () => {
    h = await Harness.start();
    payer = keyOf(0);
    members = [keyOf(11), keyOf(12), keyOf(13)];
    thresholdKey = multisigThresholdKey(
      2,
      members.map((m) => m.publicKey),
    );
    const gt1 = addressFromAminoPubKey(thresholdKey);
    gt2 = toForm(gt1, 'gt2');
    await included(
      (await h.broadcast(await h.client.send(gt1, { base_req: h.baseReq(payer.address), amount: coins(100n * GT) }), payer)).txhash,
    );
    await included(
      (
        await h.broadcast(
          await h.client.publishMultisig(gt1, { base_req: h.baseReq(payer.address), pubkey: bech32PubKey(thresholdKey) }),
          payer,
        )
      ).txhash,
    );
  });
  afterAll(() => h.close());

  it('a published 2-of-3 gt2 account sends with two member signatures and the balances change', async () => {
    const recipient = keyOf(14).address;
    const before = await h.balance(gt2);
    const unsigned = await h.client.send(recipient, { base_req: h.baseReq(gt2), amount: coins(7n * GT) });
    const signed = coSign(unsigned, thresholdKey, [members[0]!, members[2]!], members);
    expect(signed.value.signatures![0]!.pub_key.type).toBe('gatechain/PubKeyMultisigThreshold');
    const record = await included((await h.client.broadcastTx(signed)).txhash);
    expect(record.logs?.every((log) => log.success)).toBe(true);
    expect(await h.balance(recipient)).toBe(7n * GT);
    expect(before - (await h.balance(gt2))).toBe(7n * GT + BigInt(FEE));
  });

  it('refuses a bundle with one of the two signatures needed, by name', async () => {
    const unsigned = await h.client.send(keyOf(15).address, { base_req: h.baseReq(gt2), amount: coins(GT) });
    const refused = await refusal(h.client.broadcastTx(coSign(unsigned, thresholdKey, [members[1]!], members)));
    expect(refused).toMatchObject({ status: 400, code: 'multisig_threshold_not_met' });
    expect(refused.message).toContain('1 of the 2 signatures');
    expect(await h.balance(keyOf(15).address)).toBe(0n);
  });

  it('refuses two signatures when one is not over this tx (a member signed another tx)', async () => {
    const unsigned = await h.client.send(keyOf(15).address, { base_req: h.baseReq(gt2), amount: coins(GT) });
    const other = withNonce(await h.client.send(keyOf(16).address, { base_req: h.baseReq(gt2), amount: coins(GT) }));
    const tx = withNonce(unsigned);
    let multisig = addMultisigSignature(emptyMultisignature(3), 0, signAsMember(tx, h.chainId, members[0]!.kL));
    multisig = addMultisigSignature(multisig, 1, signAsMember(other, h.chainId, members[1]!.kL));
    expect(await failure(h.client.broadcastTx(attachMultisignature(tx, thresholdKey, multisig)))).toEqual({
      status: 400,
      code: 'invalid_signature',
    });
  });

  it('checkThresholdSigners accepts the published key and names an unpublished multisig signer', async () => {
    const ledger = h.devnet.node;
    const published = coSign(
      await h.client.send(keyOf(15).address, { base_req: h.baseReq(gt2), amount: coins(GT) }),
      thresholdKey,
      members.slice(0, 2),
      members,
    );
    expect(() => checkThresholdSigners(ledger.store, decodeTx(published, ledger.decodeRules()))).not.toThrow();

    const otherKey = multisigThresholdKey(2, [keyOf(17).publicKey, keyOf(18).publicKey]);
    const unpublished = addressFromAminoPubKey(otherKey);
    await included(
      (await h.broadcast(await h.client.send(unpublished, { base_req: h.baseReq(payer.address), amount: coins(10n * GT) }), payer)).txhash,
    );
    const tx = coSign(
      await h.client.send(keyOf(15).address, { base_req: h.baseReq(unpublished), amount: coins(GT) }),
      otherKey,
      [keyOf(17), keyOf(18)],
      [keyOf(17), keyOf(18)],
    );
    expect(() => checkThresholdSigners(ledger.store, decodeTx(tx, ledger.decodeRules()))).toThrow(
      expect.objectContaining({ code: 'multisig_not_published' }),
    );
    // The node applies it at broadcast: nothing is accepted, the funds stay.
    expect(await failure(h.client.broadcastTx(tx))).toEqual({ status: 422, code: 'multisig_not_published' });
  });

  it('a multisig vault (vault2) sends a revocable transfer signed by two members and revokes it', async () => {
    const vaultMembers = [keyOf(21), keyOf(22), keyOf(23)];
    const vaultKey = multisigThresholdKey(
      2,
      vaultMembers.map((m) => m.publicKey),
    );
    const base = addressFromAminoPubKey(vaultKey);
    const vault2 = toForm(base, 'vault2');
    const security = keyOf(1);
    const recipient = keyOf(24).address;
    const created = await h.broadcast(
      await h.client.createVault(base, {
        base_req: h.baseReq(payer.address),
        amount: coins(50n * GT),
        vault_req: {
          security: security.address,
          pubkey: bech32PubKey(vaultKey),
          delay_height: '20',
          clear_height: String(h.height() + 200),
        },
      }),
      payer,
    );
    await included(created.txhash);
    expect((await h.client.getVaultAccount(vault2)).result.value.account_type).toBe(3);

    const send = await h.client.revocableSend(recipient, { base_req: h.baseReq(vault2), amount: coins(5n * GT) });
    const signedSend = coSign(send, vaultKey, [vaultMembers[1]!, vaultMembers[2]!], vaultMembers);
    expect(() => checkThresholdSigners(h.devnet.node.store, decodeTx(signedSend, h.devnet.node.decodeRules()))).not.toThrow();
    const sent = await included((await h.client.broadcastTx(signedSend)).txhash);
    expect(sent.logs?.every((log) => log.success)).toBe(true);
    expect(await h.client.revocableStatus(sent.txhash)).toMatchObject({ status: 1 });

    const securityBefore = await h.balance(security.address);
    const revoke = await h.client.revoke(sent.txhash, { base_req: h.baseReq(vault2), index: '0' });
    const revoked = await included(
      (await h.client.broadcastTx(coSign(revoke, vaultKey, [vaultMembers[0]!, vaultMembers[1]!], vaultMembers))).txhash,
    );
    expect(revoked.logs?.every((log) => log.success)).toBe(true);
    expect(await h.client.revocableStatus(sent.txhash)).toMatchObject({ status: 0, revoke_hash: revoked.txhash });
    expect((await h.balance(security.address)) - securityBefore).toBe(5n * GT);
    expect(await h.balance(recipient)).toBe(0n);
  });
});
