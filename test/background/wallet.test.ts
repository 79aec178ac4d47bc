import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_DB } from '../../src/background/local-store';
import { addressFromPublicKey, toGt1 } from '../../src/core/address';
import { toBase64, bytesToHex } from '../../src/core/bytes';
import { accountPath, deriveExtendedKey, mnemonicToSeed, publicKeyOf } from '../../src/core/hd';
import { verifyStdTx } from '../../src/core/tx';
import type { LedgerQuery, LedgerQueryResult, WalletCallParams } from '../../src/shared/wallet-api';
import { KEYRING_DB } from '../../src/background/keyring/db';
import { dumpIndexedDb } from './dump';
import { EXTENSION_ID, installFakeChrome, type FakeChrome } from './fakeChrome';
import { fakeLedger, type FakeLedger } from './fakeLedger';
import { answerOf, loadBackground, MNEMONIC, PASSWORD, send } from './harness';

let fake: FakeChrome;
let ledger: FakeLedger;
let bg: Awaited<ReturnType<typeof loadBackground>>;

const initialize = () =>
  bg.ok('wallet_initialize', { secret: { kind: 'mnemonic', mnemonic: MNEMONIC }, password: PASSWORD, accountName: 'Main' });

beforeEach(async () => {
  fake = installFakeChrome();
  ledger = fakeLedger();
  bg = await loadBackground(fake, ledger);
});

describe('wallet API', () => {
  it('answers only our own extension pages', async () => {
    const message = { channel: 'vaultline:wallet', method: 'wallet_getState', params: {} };
    const contentScript = { id: EXTENSION_ID, url: 'https://evil.example/', tab: { id: 3 } } as chrome.runtime.MessageSender;
    const otherExtension = {
      id: 'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz',
      url: 'chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/x.html',
    } as chrome.runtime.MessageSender;
    for (const sender of [contentScript, otherExtension, undefined]) {
      expect(await bg.wallet.handleWalletMessage(message, sender)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    expect(await bg.wallet.handleWalletMessage(message, fake.popupSender)).toMatchObject({ ok: true });
  });

  it('is wired to runtime.onMessage at the top level of the worker, answering asynchronously', async () => {
    const listener = fake.chrome.runtime.onMessage.listeners[0]!;
    const reply = vi.fn();
    expect(listener({ channel: 'vaultline:wallet', method: 'wallet_getState', params: {} }, fake.popupSender, reply)).toBe(true);
    await vi.waitFor(() => expect(reply).toHaveBeenCalledWith(expect.objectContaining({ ok: true })));
    expect(listener({ something: 'else' }, fake.popupSender, reply)).toBe(false);
    expect(fake.session.accessLevel).toBe('TRUSTED_CONTEXTS');
  });

  it("answers calls on an own page's wallet port by id, as runtime messages are answered; other senders get forbidden", async () => {
    const port = fake.connectPortFrom(fake.popupSender, 'vaultline:wallet');
    port.onMessage.fire({ id: 1, channel: 'vaultline:wallet', method: 'wallet_getState', params: {} });
    port.onMessage.fire({ id: 2, channel: 'vaultline:wallet', method: 'wallet_nope', params: {} });
    // No numeric id: nobody could match an answer to it.
    port.onMessage.fire({ id: 'x', channel: 'vaultline:wallet', method: 'wallet_getState', params: {} });
    port.onMessage.fire(null);
    await vi.waitFor(() => expect(port.received).toHaveLength(2));
    expect(port.received).toContainEqual({
      id: 1,
      response: { ok: true, result: expect.objectContaining({ initialized: false, unlocked: false }) },
    });
    expect(port.received).toContainEqual({
      id: 2,
      response: { ok: false, error: { code: 'unknown_method', message: expect.any(String) } },
    });
    expect(port.disconnected).toBe(false);

    const page = fake.connectPortFrom(
      { id: EXTENSION_ID, url: 'https://evil.example/', origin: 'https://evil.example', tab: { id: 3 } as chrome.tabs.Tab, frameId: 0 },
      'vaultline:wallet',
    );
    page.onMessage.fire({ id: 7, channel: 'vaultline:wallet', method: 'wallet_reset', params: { confirm: 'RESET' } });
    await vi.waitFor(() =>
      expect(page.received).toEqual([{ id: 7, response: { ok: false, error: { code: 'forbidden', message: expect.any(String) } } }]),
    );
    await initialize();
    expect((await bg.ok('wallet_getState')).initialized).toBe(true);
  });

  it('rejects unknown methods and bad params with the field', async () => {
    expect(await bg.call('wallet_exportMnemonic' as never)).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
    expect(await bg.call('wallet_initialize', { secret: { kind: 'mnemonic', mnemonic: MNEMONIC }, password: 'short' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_params', field: 'password' },
    });
    expect(
      await bg.call('wallet_initialize', { secret: { kind: 'mnemonic', mnemonic: 'one two three' }, password: PASSWORD }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_mnemonic' } });
    expect(await bg.call('wallet_getState', null)).toMatchObject({ ok: true });
    // Paths are written as the provider writes them.
    expect(
      await bg.call('wallet_submitTx', {
        msgs: [
          { type: 'MsgSend', value: {} },
          { type: 7, value: {} },
        ],
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid_params', field: 'msgs[1].type', message: expect.stringMatching(/^msgs\[1\]\.type: /) },
    });
  });

  it('describes the wallet before and after onboarding, without secrets', async () => {
    const before = await bg.ok('wallet_getState');
    expect(before).toMatchObject({
      initialized: false,
      unlocked: false,
      accounts: [],
      selectedAccountId: null,
      pendingApprovals: 0,
      autoLockMinutes: 15,
    });
    expect(before.network).toMatchObject({ id: 'devnet', chainId: 'gt-devnet-1', restUrl: 'http://127.0.0.1:1317', builtin: true });
    const after = await initialize();
    expect(after).toMatchObject({
      initialized: true,
      unlocked: true,
      accounts: [{ name: 'Main', kind: 'hd', canSign: true, path: "44'/669'/0'/0/0" }],
    });
    expect(after.selectedAccountId).toBe(after.accounts[0]!.id);
    expect(JSON.stringify(after)).not.toContain('test test');
  });

  it('adds, selects and removes networks; the built-in ones stay', async () => {
    const added = await bg.ok('wallet_addNetwork', { name: 'Mine', restUrl: 'http://localhost:4000/', chainId: 'gt-x' });
    expect(added).toMatchObject({ name: 'Mine', restUrl: 'http://localhost:4000', chainId: 'gt-x', builtin: false });
    expect((await bg.ok('wallet_selectNetwork', { networkId: added.id })).network.id).toBe(added.id);
    expect(await bg.call('wallet_removeNetwork', { networkId: 'devnet' })).toMatchObject({ ok: false, error: { code: 'builtin_network' } });
    const state = await bg.ok('wallet_removeNetwork', { networkId: added.id });
    expect(state.network.id).toBe('devnet');
    expect(state.networks.map((network) => network.id)).toEqual(['devnet', 'mainnet', 'testnet']);
  });

  it('locks by alarm after the configured idle minutes', async () => {
    await initialize();
    await bg.ok('wallet_setAutoLock', { minutes: 5 });
    const alarm = fake.alarms.get('vaultline:autolock')!;
    expect(alarm.scheduledTime).toBeGreaterThan(Date.now() + 4 * 60_000);
    fake.chrome.alarms.onAlarm.fire({ name: 'vaultline:autolock', scheduledTime: alarm.scheduledTime });
    await vi.waitFor(async () => expect((await bg.ok('wallet_getState')).unlocked).toBe(false));
    expect(fake.alarms.has('vaultline:autolock')).toBe(false);
  });

  it("does not lock in the middle of a person's action; the action moves the alarm when it ends", async () => {
    await initialize();
    const before = fake.alarms.get('vaultline:autolock')!.scheduledTime;
    const { isActing } = await import('../../src/background/keyring/autolock');
    // Changing the password runs the key derivation twice: the alarm comes due while it runs.
    const changing = bg.ok('wallet_changePassword', { oldPassword: PASSWORD, newPassword: 'another password 42' });
    await vi.waitFor(() => expect(isActing()).toBe(true), { timeout: 10_000, interval: 1 });
    fake.chrome.alarms.onAlarm.fire({ name: 'vaultline:autolock', scheduledTime: before });
    await changing;
    expect((await bg.ok('wallet_getState')).unlocked).toBe(true);
    expect(fake.alarms.get('vaultline:autolock')!.scheduledTime).toBeGreaterThanOrEqual(before);
  });

  it('reads the ledger through QUERY_METHODS only', async () => {
    await initialize();
    const me = (await bg.ok('wallet_getState')).accounts[0]!.address;
    ledger.balances.set(me, [{ denom: 'NANOGT', amount: '42' }]);
    expect(await bg.ok('wallet_query', { name: 'getBalance', args: [me] })).toEqual({
      height: '100',
      result: [{ denom: 'NANOGT', amount: '42' }],
    });
    expect(await bg.call('wallet_query', { name: 'broadcastTx', args: [{}] })).toMatchObject({
      ok: false,
      error: { code: 'unknown_query' },
    });
    expect(await bg.call('wallet_query', { name: 'devFund', args: [] })).toMatchObject({ ok: false, error: { code: 'unknown_query' } });
  });

  it('types a ledger read by the client method it names (checked by the compiler)', async () => {
    await initialize();
    const me = (await bg.ok('wallet_getState')).accounts[0]!.address;
    ledger.balances.set(me, [{ denom: 'NANOGT', amount: '7' }]);
    const read: WalletCallParams<'wallet_query'> = { name: 'getBalance', args: [me] };
    // @ts-expect-error getBalance takes the address to read
    const missing: LedgerQuery<'getBalance'> = { name: 'getBalance', args: [] };
    // @ts-expect-error broadcastTx is not a read
    const write: WalletCallParams<'wallet_query'> = { name: 'broadcastTx', args: [{}] };
    const balance = (await bg.ok('wallet_query', read)) as LedgerQueryResult<'getBalance'>;
    expect(balance.result).toEqual([{ denom: 'NANOGT', amount: '7' }]);
    expect(await bg.call('wallet_query', missing)).toMatchObject({ ok: false });
    expect(await bg.call('wallet_query', write)).toMatchObject({ ok: false, error: { code: 'unknown_query' } });
  });

  it('submits a popup transfer signed by the chosen account', async () => {
    await initialize();
    const second = await bg.ok('wallet_addAccount', { name: 'Second' });
    const to = addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(7)).kL));
    const result = await bg.ok('wallet_submitTx', {
      accountId: second.id,
      msgs: [{ type: 'MsgSend', value: { from_address: second.address, to_address: to, amount: [{ denom: 'NANOGT', amount: '5' }] } }],
    });
    expect(result.txhash).toMatch(/^IRREVOCABLEPAY-/);
    const sent = ledger.broadcasts[0]!;
    expect(verifyStdTx(sent, 'gt-devnet-1')).toBe(true);
    expect(sent.value.signatures![0]!.pub_key.value).toBe(toBase64(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(1)).kL)));
    const foreign = {
      msgs: [{ type: 'MsgSend', value: { from_address: to, to_address: second.address, amount: [{ denom: 'NANOGT', amount: '5' }] } }],
    };
    expect(await bg.call('wallet_submitTx', foreign)).toMatchObject({ ok: false, error: { code: 'not_our_signer' } });
    ledger.refuse = { code: 'insufficient_funds', message: 'not enough' };
    expect(
      await bg.call('wallet_submitTx', {
        msgs: [{ type: 'MsgSend', value: { from_address: second.address, to_address: to, amount: [{ denom: 'NANOGT', amount: '5' }] } }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'tx_rejected', message: 'not enough' } });
  });

  it('names why a popup transfer failed: bad field, unreachable node', async () => {
    await initialize();
    const [main] = (await bg.ok('wallet_getState')).accounts;
    const to = addressFromPublicKey(publicKeyOf(deriveExtendedKey(MNEMONIC, accountPath(7)).kL));
    const transfer = (amount: string) => ({
      msgs: [{ type: 'MsgSend', value: { from_address: main!.address, to_address: to, amount: [{ denom: 'NANOGT', amount }] } }],
    });
    expect(await bg.call('wallet_submitTx', transfer('-5'))).toMatchObject({
      ok: false,
      error: { code: 'invalid_params', field: 'msgs[0].value.amount[0].amount' },
    });
    bg.chain.chainConfig.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await bg.call('wallet_submitTx', transfer('5'))).toMatchObject({
      ok: false,
      error: { code: 'network_error', message: expect.stringContaining('cannot be reached') },
    });
    expect(ledger.broadcasts).toHaveLength(0);
  });

  it('reset tells waiting pages, forgets sites and the keyring', async () => {
    await initialize();
    const port = fake.connectPort('https://dapp.example');
    const id = send(port, 'ledger_requestAccounts');
    await vi.waitFor(async () => expect(await bg.ok('wallet_listApprovals')).toHaveLength(1));
    expect(await bg.call('wallet_reset', { confirm: 'yes' })).toMatchObject({ ok: false, error: { code: 'invalid_params' } });
    const state = await bg.ok('wallet_reset', { confirm: 'RESET' });
    expect(state).toMatchObject({ initialized: false, accounts: [], pendingApprovals: 0 });
    expect((await answerOf(port, id)).error).toMatchObject({ code: 4900 });
    expect(await bg.ok('wallet_listPermissions')).toEqual([]);
  });

  it('leaves no mnemonic, seed or private key in IndexedDB or chrome.storage.local after onboarding and use', async () => {
    await initialize();
    await bg.ok('wallet_addAccount', {});
    await bg.ok('wallet_newVaultKey', {});
    const port = fake.connectPort('https://dapp.example');
    send(port, 'ledger_requestAccounts');
    await vi.waitFor(async () => expect(await bg.ok('wallet_listApprovals')).toHaveLength(1));
    const stored = `${await dumpIndexedDb(KEYRING_DB)}\n${await dumpIndexedDb(STORAGE_DB)}\n${fake.local.dump()}`.toLowerCase();
    const words = MNEMONIC.split(' ');
    for (let i = 0; i + 2 < words.length; i++) expect(stored).not.toContain(words.slice(i, i + 3).join(' '));
    const secrets = [
      mnemonicToSeed(MNEMONIC),
      ...[accountPath(0), accountPath(1), accountPath(0, 1)].flatMap((path) => {
        const key = deriveExtendedKey(MNEMONIC, path);
        return [key.kL, key.kR, key.chainCode];
      }),
    ];
    for (const secret of secrets) {
      expect(stored).not.toContain(bytesToHex(secret));
      expect(stored).not.toContain(toBase64(secret).toLowerCase());
    }
    expect(stored).not.toContain(PASSWORD);
    expect(stored).toContain(toGt1((await bg.ok('wallet_getState')).accounts[0]!.address));
  });
});
