import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressFromAminoPubKey, bech32PubKey, multisigThresholdKey, toForm } from '../../src/core/address.js';
import { Harness, failure, keyOf, onlyMsg, type Key } from './module-harness.js';

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
    await h.broadcast(await h.client.send(gt1, { base_req: h.baseReq(payer.address), amount: [{ denom: 'NANOGT', amount: '5000' }] }), payer);
    const before = (await h.client.getAccount(gt1)).result.value;
    expect(before.account_type).toBe(0);
    expect(before.account_field.value.base_account.address).toBe(gt1);

    const unsigned = await h.client.publishMultisig(gt1, { base_req: h.baseReq(payer.address), pubkey });
    expect(onlyMsg(unsigned)).toEqual({ type: 'MsgPublishMultiSigAccount', value: { from_address: payer.address, to_address: gt1, pubkey } });
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
    expect(await failure(h.client.publishMultisig(gt1, { base_req: h.baseReq(payer.address), pubkey: bech32PubKey(other) }))).toMatchObject({ status: 400, code: 'pubkey_mismatch' });
    expect(await failure(h.client.publishMultisig(gt1, { base_req: h.baseReq(payer.address), pubkey: 'gt1pubnope' }))).toMatchObject({ status: 400, code: 'invalid_pubkey' });
    expect(await failure(h.client.publishMultisig('nope', { base_req: h.baseReq(payer.address), pubkey }))).toMatchObject({ status: 400, code: 'invalid_address' });
    expect(await failure(h.client.publishMultisig(gt1, { base_req: { ...h.baseReq(payer.address), memo: 'x'.repeat(257) }, pubkey }))).toMatchObject({ status: 400, code: 'memo_too_long' });
  });
});
