import { beforeEach, describe, expect, it } from 'vitest';
import { addressFromPublicKey, aminoPubKey, bech32PubKey } from '../../src/core/address';
import { accountPath, deriveExtendedKey, publicKeyOf } from '../../src/core/hd';
import { decodeMultisignature } from '../../src/core/multisig';
import { fromBase64, toBase64 } from '../../src/core/bytes';
import { verifyStdTx } from '../../src/core/tx';
import type { AccountView, MultisigBundleView } from '../../src/shared/wallet-api';
import { installFakeChrome, type FakeChrome } from './fakeChrome';
import { fakeLedger, type FakeLedger } from './fakeLedger';
import { answerOf, loadBackground, MNEMONIC, PASSWORD, request, send as sendRequest } from './harness';
import { vi } from 'vitest';

let fake: FakeChrome;
let ledger: FakeLedger;
let bg: Awaited<ReturnType<typeof loadBackground>>;
let main: AccountView;
let second: AccountView;
let shared: AccountView;
const outsider = publicKeyOf(
  deriveExtendedKey('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about', accountPath(0)).kL,
);
const recipient = addressFromPublicKey(outsider);

const send = (from: string, amount = '5') => [
  { type: 'MsgSend', value: { from_address: from, to_address: recipient, amount: [{ denom: 'NANOGT', amount }] } },
];
/** The bundle's JSON, to tamper with. */
const json = (text: string) => JSON.parse(Buffer.from(text.slice('vaultline-multisig:1:'.length), 'base64url').toString('utf8'));
const text = (bundle: unknown) => `vaultline-multisig:1:${Buffer.from(JSON.stringify(bundle)).toString('base64url')}`;

beforeEach(async () => {
  fake = installFakeChrome();
  ledger = fakeLedger();
  bg = await loadBackground(fake, ledger);
  const state = await bg.ok('wallet_initialize', {
    secret: { kind: 'mnemonic', mnemonic: MNEMONIC },
    password: PASSWORD,
    accountName: 'Main',
  });
  main = state.accounts[0]!;
  second = await bg.ok('wallet_addAccount', { name: 'Second' });
  // 2 of 3: two members live in this wallet, the third elsewhere.
  shared = await bg.ok('wallet_addMultisigAccount', {
    name: 'Shared',
    threshold: 2,
    pubkeys: [main.publicKey, second.publicKey, bech32PubKey(aminoPubKey(outsider))],
  });
});

describe('multisig bundles in the wallet', () => {
  let proposed: MultisigBundleView;
  beforeEach(async () => {
    proposed = await bg.ok('wallet_multisigPropose', { accountId: shared.id, msgs: send(shared.address), memberIds: [main.id] });
  });

  it('proposes a tx of the multisig account signed by one local member: who signed, how many still needed', async () => {
    expect(proposed.text).toMatch(/^vaultline-multisig:1:[A-Za-z0-9_-]+$/);
    expect(proposed).toMatchObject({
      chainId: 'gt-devnet-1',
      address: shared.address,
      accountId: shared.id,
      name: 'Shared',
      threshold: 2,
      signatures: 1,
      ready: false,
    });
    expect(proposed.members.map((m) => [m.name, m.signed])).toEqual([
      ['Main', true],
      ['Second', false],
      [undefined, false],
    ]);
    const bundle = json(proposed.text);
    expect(bundle.tx.value.signatures).toBeNull();
    expect(fromBase64(bundle.tx.value.nonces[0]).length).toBe(48);
    expect(Object.keys(bundle.sigs)).toEqual(['0']);
    expect(await bg.call('wallet_multisigBroadcast', { bundles: [proposed.text] })).toMatchObject({
      ok: false,
      error: { code: 'multisig_threshold_not_met', message: expect.stringContaining('1 of the 2') },
    });
    expect(ledger.broadcasts).toHaveLength(0);
  });

  it('co-signs, combines and broadcasts a multisignature the ledger verifies', async () => {
    const read = await bg.ok('wallet_multisigInspect', { bundles: [`  ${proposed.text.slice(0, 40)}\n${proposed.text.slice(40)}  `] });
    expect(read.tx).toEqual(proposed.tx);
    const cosigned = await bg.ok('wallet_multisigSign', { bundles: [proposed.text], memberIds: [second.id] });
    expect(cosigned).toMatchObject({ signatures: 2, ready: true });
    const result = await bg.ok('wallet_multisigBroadcast', { bundles: [cosigned.text] });
    expect(result.txhash).toMatch(/^IRREVOCABLEPAY-/);
    const [tx] = ledger.broadcasts;
    expect(verifyStdTx(tx!, 'gt-devnet-1')).toBe(true);
    expect(tx!.value.signatures![0]!.pub_key.type).toBe('gatechain/PubKeyMultisigThreshold');
    expect(decodeMultisignature(fromBase64(tx!.value.signatures![0]!.signature)).signed).toEqual([true, true, false]);
  });

  it('joins bundles signed separately by different members', async () => {
    const other = json(proposed.text);
    const secondOnly = await bg.ok('wallet_multisigSign', { bundles: [text({ ...other, sigs: {} })], memberIds: [second.id] });
    expect(secondOnly.signatures).toBe(1);
    expect(await bg.ok('wallet_multisigInspect', { bundles: [proposed.text, secondOnly.text] })).toMatchObject({
      signatures: 2,
      ready: true,
    });
    const another = await bg.ok('wallet_multisigPropose', {
      accountId: shared.id,
      msgs: send(shared.address, '6'),
      memberIds: [second.id],
    });
    expect(await bg.call('wallet_multisigInspect', { bundles: [proposed.text, another.text] })).toMatchObject({
      ok: false,
      error: { code: 'bundle_mismatch' },
    });
  });

  it('refuses a forged or misplaced signature by member, a non-member, and malformed bundles', async () => {
    const bundle = json(proposed.text);
    const forged = { ...bundle, sigs: { '1': bundle.sigs['0'] } };
    expect(await bg.call('wallet_multisigInspect', { bundles: [text(forged)] })).toMatchObject({
      ok: false,
      error: { code: 'invalid_member_signature', field: 'sigs.1', message: expect.stringContaining('member 2') },
    });
    const flipped = fromBase64(bundle.sigs['0']);
    flipped[3]! ^= 1;
    expect(await bg.call('wallet_multisigInspect', { bundles: [text({ ...bundle, sigs: { '0': toBase64(flipped) } })] })).toMatchObject({
      ok: false,
      error: { code: 'invalid_member_signature' },
    });
    const otherTx = { ...bundle, tx: { ...bundle.tx, value: { ...bundle.tx.value, memo: 'changed' } } };
    expect(await bg.call('wallet_multisigInspect', { bundles: [text(otherTx)] })).toMatchObject({
      ok: false,
      error: { code: 'invalid_member_signature' },
    });
    const third = await bg.ok('wallet_addAccount', { name: 'Third' });
    expect(await bg.call('wallet_multisigSign', { bundles: [proposed.text], memberIds: [third.id] })).toMatchObject({
      ok: false,
      error: { code: 'not_a_member' },
    });
    const notItsTx = { ...bundle, tx: { ...bundle.tx, value: { ...bundle.tx.value, msg: send(main.address) } }, sigs: {} };
    expect(await bg.call('wallet_multisigInspect', { bundles: [text(notItsTx)] })).toMatchObject({
      ok: false,
      error: { code: 'invalid_bundle', message: expect.stringContaining('signed by the multisig account') },
    });
    for (const bad of [
      'hello',
      'vaultline-multisig:1:!!',
      'vaultline-multisig:1:e30',
      text({ ...bundle, v: 2 }),
      text({ ...bundle, extra: 1 }),
      text({ ...bundle, sigs: { '-1': 'x' } }),
    ]) {
      expect(await bg.call('wallet_multisigInspect', { bundles: [bad] })).toMatchObject({ ok: false, error: { code: 'invalid_bundle' } });
    }
    expect(await bg.call('wallet_multisigInspect', { bundles: [] })).toMatchObject({ ok: false, error: { code: 'invalid_params' } });
  });

  it('does not broadcast a bundle of another chain, and force sends too few so the node answers', async () => {
    const bundle = json(proposed.text);
    const otherChain = await bg.call('wallet_multisigBroadcast', { bundles: [text({ ...bundle, chainId: 'other-chain', sigs: {} })] });
    expect(otherChain).toMatchObject({ ok: false, error: { code: 'wrong_network' } });
    ledger.refuse = { code: 'multisig_threshold_not_met', message: 'value.signatures[0].signature carries 1 of the 2 signatures' };
    expect(await bg.call('wallet_multisigBroadcast', { bundles: [proposed.text], force: true })).toMatchObject({
      ok: false,
      error: { code: 'tx_rejected', message: expect.stringContaining('1 of the 2') },
    });
  });

  it('a multisig account cannot be proposed for while locked, nor can a personal account propose', async () => {
    expect(await bg.call('wallet_multisigPropose', { accountId: main.id, msgs: send(main.address), memberIds: [] })).toMatchObject({
      ok: false,
      error: { code: 'not_multisig' },
    });
    await bg.ok('wallet_lock');
    expect(
      await bg.call('wallet_multisigPropose', { accountId: shared.id, msgs: send(shared.address), memberIds: [main.id] }),
    ).toMatchObject({ ok: false, error: { code: 'locked' } });
  });
});

describe('dApps and multisig accounts', () => {
  const DAPP = 'https://dapp.example';
  async function approveNext(): Promise<void> {
    const [approval] = await vi.waitFor(
      async () => {
        const list = await bg.ok('wallet_listApprovals');
        if (list.length !== 1) throw new Error(`${list.length} approvals`);
        return list;
      },
      { timeout: 20_000, interval: 5 },
    );
    await bg.ok('wallet_resolveApproval', { approvalId: approval!.id, approved: true });
  }
  async function connectMultisig() {
    await bg.ok('wallet_selectAccount', { accountId: shared.id });
    const port = fake.connectPort(DAPP, 1);
    const id = sendRequest(port, 'ledger_requestAccounts');
    await approveNext();
    return { port, accounts: (await answerOf(port, id)).result };
  }

  it('connects a selected multisig account that has a member key here; ledger_signTx answers a bundle signed by the local members', async () => {
    const { port, accounts } = await connectMultisig();
    expect(accounts).toEqual([{ address: shared.address, publicKey: shared.publicKey, name: 'Shared' }]);
    const id = sendRequest(port, 'ledger_signTx', { msgs: send(shared.address) });
    await approveNext();
    const { result } = await answerOf(port, id);
    expect(result).toMatchObject({ address: shared.address, threshold: 2, signatures: 2, ready: true });
    expect(result.bundle).toMatch(/^vaultline-multisig:1:/);
    const combined = await request(port, 'ledger_combineMultisig', { bundles: [result.bundle] });
    expect(verifyStdTx(combined.result, 'gt-devnet-1')).toBe(true);
    const sent = await request(port, 'ledger_broadcastTx', combined.result);
    expect(sent.result.txhash).toMatch(/^IRREVOCABLEPAY-/);
    expect(ledger.broadcasts).toHaveLength(1);
  });

  it('ledger_sendTx for a multisig account is refused with the way to do it; combine names a bundle below the threshold', async () => {
    const { port } = await connectMultisig();
    expect((await request(port, 'ledger_sendTx', { msgs: send(shared.address) })).error).toMatchObject({
      code: 4100,
      message: expect.stringContaining('ledger_combineMultisig'),
    });
    const partial = await bg.ok('wallet_multisigPropose', { accountId: shared.id, msgs: send(shared.address), memberIds: [second.id] });
    expect((await request(port, 'ledger_combineMultisig', { bundles: [partial.text] })).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('1 of the 2'),
      data: { field: 'bundles' },
    });
    expect((await request(port, 'ledger_combineMultisig', { bundles: ['nope'] })).error).toMatchObject({
      code: -32602,
      data: { field: 'bundles' },
    });
    expect((await request(port, 'ledger_combineMultisig', { bundles: [] })).error).toMatchObject({ code: -32602 });
    expect(ledger.broadcasts).toHaveLength(0);
  });
});
