// Keys never leave the background: drive onboarding, unlock, signing and approvals while recording
// everything the background says (ports, tab messages, wallet answers, errors, console) and stores
// (storage.local, IndexedDB, storage.session), then search all of it for every secret.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFromPublicKey } from '../../src/core/address';
import { bytesToHex, toBase64 } from '../../src/core/bytes';
import {
  accountPath,
  deriveFromMaster,
  extendedKeyToHex,
  generateMnemonic,
  masterKeyFromSeed,
  mnemonicToSeed,
  publicKeyOf,
} from '../../src/core/hd';
import type { ExtendedKey } from '../../src/core/types';
import { KEYRING_DB } from '../../src/background/keyring/db';
import type { WalletMethod } from '../../src/shared/wallet-api';
import { dumpIndexedDb } from './dump';
import { installFakeChrome, type FakeChrome, type FakePort } from './fakeChrome';
import { fakeLedger, type FakeLedger } from './fakeLedger';
import { answerOf, loadBackground, MNEMONIC, PASSWORD, request, send } from './harness';

const DAPP = 'https://dapp.example';
const NEW_PASSWORD = 'an even longer new password';
const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;

let fake: FakeChrome;
let ledger: FakeLedger;
let bg: Awaited<ReturnType<typeof loadBackground>>;
let said: string[];
let consoleCalls: string[];

function text(value: unknown): string {
  const bytes = (v: Uint8Array) => `${bytesToHex(v)} ${toBase64(v)}`;
  if (value instanceof Error)
    return `${value.name} ${value.message} ${value.stack ?? ''} ${text((value as { cause?: unknown }).cause ?? '')}`;
  if (value instanceof Uint8Array) return bytes(value);
  if (typeof value === 'string') return value;
  try {
    return (
      JSON.stringify(value, (_key, inner) =>
        inner instanceof Uint8Array ? bytes(inner) : inner instanceof ArrayBuffer ? bytes(new Uint8Array(inner)) : inner,
      ) ?? String(value)
    );
  } catch {
    return String(value);
  }
}

/** Every spelling a secret could leak in: hex either case, base64 with and without padding, base64url. */
function spellings(bytes: Uint8Array): string[] {
  const b64 = toBase64(bytes);
  return [
    bytesToHex(bytes),
    bytesToHex(bytes).toUpperCase(),
    b64.replace(/=+$/, ''),
    b64.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'),
  ];
}

function keySecrets(name: string, key: ExtendedKey): Array<[string, string]> {
  return [
    ...spellings(key.kL).map((s): [string, string] => [`${name}.kL`, s]),
    ...spellings(key.kR).map((s): [string, string] => [`${name}.kR`, s]),
    ...spellings(key.chainCode).map((s): [string, string] => [`${name}.chainCode`, s]),
    [`${name} extended key hex`, extendedKeyToHex(key)],
  ];
}

function mnemonicSecrets(mnemonic: string, passphrase = ''): Array<[string, string]> {
  const words = mnemonic.split(' ');
  const triples = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) triples.add(words.slice(i, i + 3).join(' '));
  const seed = mnemonicToSeed(mnemonic, passphrase);
  const master = masterKeyFromSeed(seed);
  // Both readings of the paths: a legacy wallet may hold the standard accounts beside its own.
  const accounts = [0, 1, 2, 3].flatMap((i) => [
    ...keySecrets(`account ${i}`, deriveFromMaster(master, accountPath(i))),
    ...keySecrets(`vault key ${i}`, deriveFromMaster(master, accountPath(i, 1))),
    ...keySecrets(`legacy account ${i}`, deriveFromMaster(master, accountPath(i), 'legacy-soft')),
    ...keySecrets(`legacy vault key ${i}`, deriveFromMaster(master, accountPath(i, 1), 'legacy-soft')),
  ]);
  return [
    ...[...triples].map((triple): [string, string] => ['three mnemonic words', triple]),
    // Words joined by something other than a space (an array, a JSON list) also leak.
    ['mnemonic words as a list', JSON.stringify(words.slice(0, 3)).slice(1, -1)],
    ...spellings(seed).map((s): [string, string] => ['seed', s]),
    ...keySecrets('master', master),
    ...accounts,
    ...(passphrase ? [['passphrase', passphrase] as [string, string]] : []),
  ];
}

const PASSWORDS: Array<[string, string]> = [
  ['password', PASSWORD],
  ['new password', NEW_PASSWORD],
];

function leaks(haystack: string, secrets: Array<[string, string]>): string[] {
  return secrets.filter(([, secret]) => haystack.includes(secret)).map(([name]) => name);
}

async function wallet<M extends WalletMethod>(method: M, params: unknown = {}) {
  const response = await bg.wallet.handleWalletMessage({ channel: 'vaultline:wallet', method, params }, fake.popupSender);
  said.push(text(response));
  return response as any;
}

async function ok<M extends WalletMethod>(method: M, params: unknown = {}) {
  const response = await wallet(method, params);
  if (!response.ok) throw new Error(`${method}: ${response.error.code} ${response.error.message}`);
  return response.result;
}

async function nextApproval() {
  return vi.waitFor(
    async () => {
      const [first] = await ok('wallet_listApprovals');
      if (!first) throw new Error('no approval yet');
      return first;
    },
    { timeout: 20_000, interval: 5 },
  );
}

async function approve(port: FakePort, method: string, params?: unknown, resolve: Record<string, unknown> = {}) {
  const id = send(port, method, params);
  const approval = await nextApproval();
  // An approval the node then refuses answers an error here and to the page; both are recorded.
  await wallet('wallet_resolveApproval', { approvalId: approval.id, approved: true, ...resolve });
  return answerOf(port, id);
}

/** Onboarding, lock/unlock, every approval kind, popup sends, failures: all that can carry a key. */
async function driveEverything(secret: unknown): Promise<void> {
  await ok('wallet_getState');
  await ok('wallet_initialize', { secret, password: PASSWORD, accountName: 'Main' });
  const state = await ok('wallet_getState');
  const me = state.accounts[0].address as string;
  ledger.balances.set(me, [{ denom: 'NANOGT', amount: '1000000000000' }]);
  // An imported single key cannot derive more: those refusals are recorded like any answer.
  await wallet('wallet_addAccount', { name: 'Second' });
  await wallet('wallet_newVaultKey', { name: 'Vault key' });
  await ok('wallet_lock');
  await wallet('wallet_unlock', { password: 'wrong password!' });
  await ok('wallet_unlock', { password: PASSWORD });

  const port = fake.connectPort(DAPP);
  const connected = await approve(port, 'ledger_requestAccounts');
  expect(connected.result).toHaveLength(1);
  said.push(text(connected));
  const recipient = addressFromPublicKey(publicKeyOf(deriveFromMaster(masterKeyFromSeed(mnemonicToSeed(MNEMONIC)), accountPath(7)).kL));
  const msgs = [{ type: 'MsgSend', value: { from_address: me, to_address: recipient, amount: [{ denom: 'NANOGT', amount: '1000' }] } }];
  const flows = [
    await approve(port, 'ledger_signTx', { msgs }),
    await approve(port, 'ledger_sendTx', { msgs }, { memo: 'edited' }),
    await approve(port, 'ledger_signMessage', { data: 'Log in to dapp.example' }),
    await approve(port, 'ledger_signMessage', { data: '0x00ff10' }),
  ];
  // Each flow really signed: a leak-free audit of flows that failed early would prove nothing.
  expect(flows.map((flow) => flow.error)).toEqual([undefined, undefined, undefined, undefined]);
  expect(flows[0]!.result.value.signatures).toHaveLength(1);
  expect(flows[1]!.result.txhash).toEqual(expect.any(String));
  said.push(...flows.map(text));
  // Rejected and refused requests: their errors are part of what the page sees.
  const rejectedId = send(port, 'ledger_signTx', { msgs });
  await ok('wallet_resolveApproval', { approvalId: (await nextApproval()).id, approved: false });
  said.push(text(await answerOf(port, rejectedId)));
  ledger.refuse = { code: 'insufficient_funds', message: 'not enough NANOGT' };
  said.push(text(await approve(port, 'ledger_sendTx', { msgs })));
  ledger.refuse = undefined;
  said.push(text(await request(port, 'ledger_broadcastTx', { type: 'StdTx', value: { msg: msgs, signatures: [{}] } })));
  said.push(text(await request(port, 'ledger_accounts')));

  await ok('wallet_submitTx', { msgs, memo: 'from the popup' });
  await wallet('wallet_submitTx', {
    msgs: [{ type: 'MsgSend', value: { ...msgs[0]!.value, amount: [{ denom: 'NANOGT', amount: '-1' }] } }],
  });
  // A legacy wallet gets its standard accounts; others are refused, without saying why in secrets.
  await ok('wallet_derivationStatus');
  await wallet('wallet_addStandardAccounts');
  await ok('wallet_dismissDerivationNotice');
  await wallet('wallet_changePassword', { oldPassword: 'wrong password!', newPassword: NEW_PASSWORD });
  await ok('wallet_changePassword', { oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
  await wallet('wallet_initialize', { secret, password: PASSWORD });
  await ok('wallet_listApprovals');
  await ok('wallet_listPermissions');
  await ok('wallet_getState');
  await ok('wallet_lock');
  await ok('wallet_unlock', { password: NEW_PASSWORD });
  said.push(...port.received.map(text));
  said.push(...fake.tabMessages.map(text));
  said.push(...ledger.broadcasts.map(text));
}

async function stored(): Promise<{ local: string; idb: string; session: string }> {
  const names = (await indexedDB.databases()).map((db) => db.name!).filter(Boolean);
  expect(names).toContain(KEYRING_DB);
  const idb = (await Promise.all(names.map((name) => dumpIndexedDb(name)))).join('\n');
  return { local: fake.local.dump(), idb, session: fake.session.dump() };
}

beforeEach(async () => {
  fake = installFakeChrome();
  ledger = fakeLedger();
  said = [];
  consoleCalls = [];
  for (const method of CONSOLE_METHODS) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleCalls.push(`${method}: ${args.map(text).join(' ')}`);
    });
  }
  bg = await loadBackground(fake, ledger);
  bg.approvals.rateLimits.approvalRequestsPerMinute = 1000;
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function auditAll(secrets: Array<[string, string]>) {
  const { local, idb, session } = await stored();
  expect(leaks(said.join('\n'), secrets), 'answers, port messages, tab messages, broadcasts').toEqual([]);
  expect(leaks(consoleCalls.join('\n'), secrets), 'console').toEqual([]);
  expect(leaks(local, secrets), 'storage.local').toEqual([]);
  expect(leaks(idb, secrets), 'IndexedDB').toEqual([]);
  // storage.session may hold the data key (that is the unlock), and nothing else secret.
  expect(leaks(session, secrets), 'storage.session').toEqual([]);
  const sessionEntries = JSON.parse(session) as Record<string, any>;
  expect(Object.keys(sessionEntries['keyring.session'])).toEqual(['dataKey']);
  // The data key itself is in the session only: never stored durably, never said.
  const dataKey = sessionEntries['keyring.session'].dataKey as string;
  for (const haystack of [local, idb, said.join('\n'), consoleCalls.join('\n')]) expect(haystack).not.toContain(dataKey.replace(/=+$/, ''));
  expect(said.length).toBeGreaterThan(20);
}

// Each test drives the whole API with several PBKDF2 runs (600,000 rounds) on a shared machine.
describe('secrets audit', { timeout: 60_000 }, () => {
  it('the dev mnemonic, its seed, keys and the passwords appear nowhere outside the keyring', async () => {
    await driveEverything({ kind: 'mnemonic', mnemonic: MNEMONIC });
    expect(ledger.broadcasts.length).toBeGreaterThanOrEqual(2);
    await auditAll([...mnemonicSecrets(MNEMONIC), ...PASSWORDS]);
  });

  it('a random 24-word mnemonic with a passphrase, legacy-soft with standard accounts added, leaves no three consecutive words anywhere', async () => {
    const mnemonic = generateMnemonic();
    const passphrase = 'my secret passphrase 25';
    await driveEverything({ kind: 'mnemonic', mnemonic, passphrase, derivation: 'legacy-soft' });
    expect((await ok('wallet_getState')).accounts.map((account: { name: string }) => account.name)).toContain('Standard 1');
    await auditAll([...mnemonicSecrets(mnemonic, passphrase), ...PASSWORDS]);
  });

  it('an imported extended key is never said or stored in clear', async () => {
    const key = deriveFromMaster(masterKeyFromSeed(mnemonicToSeed(generateMnemonic())), accountPath(0));
    await driveEverything({ kind: 'extendedKey', hex: extendedKeyToHex(key) });
    await auditAll([...keySecrets('imported', key), ...PASSWORDS]);
  });

  it('a second wallet (a phrase with a passphrase) and wallet management leak nothing; only the password-gated answers carry a secret', async () => {
    await driveEverything({ kind: 'mnemonic', mnemonic: MNEMONIC });
    const second = generateMnemonic();
    const passphrase = 'second wallet passphrase';
    const added = await ok('wallet_addWallet', { secret: { kind: 'mnemonic', mnemonic: second, passphrase }, name: 'Second' });
    const walletId = added.wallets[1].id as string;
    await ok('wallet_addAccount', { walletId });
    const extra = await ok('wallet_addAccount', { walletId });
    await ok('wallet_newVaultKey', { name: 'Second vault' });
    await ok('wallet_removeAccount', { accountId: extra.id });
    await wallet('wallet_revealRecoveryPhrase', { walletId, password: 'wrong password!' });
    await wallet('wallet_exportAccountKey', { accountId: added.selectedAccountId, password: 'wrong password!' });
    await wallet('wallet_removeWallet', { walletId, password: 'wrong password!' });
    // The two answers made to carry a secret are checked apart, and kept out of the audited record.
    const revealed = await bg.wallet.handleWalletMessage(
      { channel: 'vaultline:wallet', method: 'wallet_revealRecoveryPhrase', params: { walletId, password: NEW_PASSWORD } },
      fake.popupSender,
    );
    expect(revealed).toEqual({ ok: true, result: { mnemonic: second, hasPassphrase: true } });
    expect(JSON.stringify(revealed)).not.toContain(passphrase);
    await ok('wallet_lock');
    await ok('wallet_unlock', { password: NEW_PASSWORD });
    await ok('wallet_getState');
    await auditAll([...mnemonicSecrets(MNEMONIC), ...mnemonicSecrets(second, passphrase), ...PASSWORDS]);
    await ok('wallet_removeWallet', { walletId, password: NEW_PASSWORD });
    const { idb } = await stored();
    expect(idb).not.toContain(walletId);
  });

  it('the secrets check finds a leak when there is one (the audit is not blind)', async () => {
    await driveEverything({ kind: 'mnemonic', mnemonic: MNEMONIC });
    const secrets = [...mnemonicSecrets(MNEMONIC), ...PASSWORDS];
    const key = deriveFromMaster(masterKeyFromSeed(mnemonicToSeed(MNEMONIC)), accountPath(0));
    console.error('oops', key.kL);
    await fake.local.set({ oops: toBase64(key.chainCode) });
    expect(leaks(consoleCalls.join('\n'), secrets)).toContain('account 0.kL');
    expect(leaks(fake.local.dump(), secrets)).toContain('account 0.chainCode');
    expect(leaks('they said test test junk', secrets)).toContain('three mnemonic words');
  });
});
