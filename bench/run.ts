// `npm run bench`: each row times one of our operations and a baseline measured in the same run
// on the same machine, and prints the ratio (ours / baseline). Lower is better; no assertions.
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha384, sha512 } from '@noble/hashes/sha2.js';
import * as ed from '@noble/ed25519';
import { mnemonicToSeedSync } from '@scure/bip39';
import {
  accountPath,
  addressFromPublicKey,
  buildUnsignedTx,
  deriveExtendedKey,
  encodeStdTxAmino,
  publicKeyOf,
  ripemd320,
  signDigest,
  signStdTx,
  txHash,
  utf8ToBytes,
  verifySignature,
  verifyStdTx,
} from '../src/core/index';
import { benchDevnet } from './devnet';
import { walletBrowserRows } from './wallet/browser';
import { benchDevnetScale } from './devnet-scale';
import { timedRow, type Row } from './time';
import { cpuTimes, stealLine, stealPercent } from './host';
import { nodeVerifySignature } from '../src/devnet/ledger/verify';
import { TxIndex } from '../src/devnet/ledger/tx-index';
import { seedFromMnemonic } from '../src/background/keyring/seed';
import type { TxRecord } from '../src/core/rest/types';

ed.hashes.sha512 = sha512;

const MNEMONIC = 'test test test test test test test test test test test junk';
const key = deriveExtendedKey(MNEMONIC, accountPath(0));
const pub = publicKeyOf(key.kL);
const from = addressFromPublicKey(pub);
const seed32 = key.kR;
const edPub = ed.getPublicKey(seed32);
const digest = sha512(utf8ToBytes('digest')).slice(0, 32);
const mib = new Uint8Array(1 << 20).fill(7);
const unsigned = buildUnsignedTx({
  msgs: [{ type: 'MsgSend', value: { from_address: from, to_address: from, amount: [{ denom: 'NANOGT', amount: '1000' }] } }],
  fee: { amount: [{ denom: 'NANOGT', amount: '100000' }], gas: '200000' },
  memo: 'bench',
  validHeight: ['1', '200'],
});
const signed = signStdTx(unsigned, 'gt-devnet-1', [{ kL: key.kL, publicKey: pub }]);
const signedJson = JSON.stringify(signed);
const edSig = ed.sign(digest, seed32);
const ourSig = signDigest(key.kL, digest);

async function coreRows(): Promise<Row[]> {
  return [
    await timedRow(
      'RIPEMD-320 of 1 MiB',
      () => ripemd320(mib),
      'noble RIPEMD-160 of 1 MiB',
      () => ripemd160(mib),
    ),
    await timedRow(
      'raw-scalar Ed25519 sign (new key array)',
      () => signDigest(key.kL.slice(), digest),
      'noble ed25519 sign',
      () => ed.sign(digest, seed32),
    ),
    await timedRow(
      'raw-scalar sign, key seen before',
      () => signDigest(key.kL, digest),
      'raw-scalar sign, a new key array',
      () => signDigest(key.kL.slice(), digest),
    ),
    await timedRow(
      'Ed25519 verify (ours)',
      () => verifySignature(pub, digest, ourSig),
      'noble ed25519 verify',
      () => ed.verify(edSig, digest, edPub),
    ),
    await timedRow(
      'devnet verify (node:crypto)',
      () => nodeVerifySignature(pub, digest, ourSig),
      'noble ed25519 verify',
      () => ed.verify(edSig, digest, edPub),
    ),
    await timedRow(
      'devnet verifyStdTx (node:crypto)',
      () => verifyStdTx(signed, 'gt-devnet-1', nodeVerifySignature),
      'noble ed25519 verify',
      () => ed.verify(edSig, digest, edPub),
    ),
    await timedRow(
      'verifyStdTx (1 MsgSend)',
      () => verifyStdTx(signed, 'gt-devnet-1'),
      'noble ed25519 verify',
      () => ed.verify(edSig, digest, edPub),
    ),
    await timedRow(
      'txHash (amino + SHA-384)',
      () => txHash(signed),
      'SHA-384 of the tx JSON',
      () => sha384(utf8ToBytes(signedJson)),
    ),
    await timedRow(
      'encodeStdTxAmino',
      () => encodeStdTxAmino(signed),
      'JSON.stringify of the tx',
      () => JSON.stringify(signed),
    ),
    await timedRow(
      'derive account key from mnemonic',
      () => deriveExtendedKey(MNEMONIC, accountPath(1)),
      'BIP-39 seed alone (PBKDF2 2048)',
      () => mnemonicToSeedSync(MNEMONIC),
      600,
    ),
  ];
}

/** A tx index of `size` records where one sender in 50 is `from`; a search by that sender, page 1. */
function searchIndex(size: number): () => unknown {
  const index = new TxIndex();
  for (let n = 0; n < size; n++) {
    const events = [
      {
        type: 'message',
        attributes: [
          { key: 'sender', value: n % 50 === 0 ? from : `other-${n % 977}` },
          { key: 'action', value: 'send' },
        ],
      },
    ];
    index.add({ txhash: `BASIC-${n.toString(16).padStart(96, '0')}`, events } as unknown as TxRecord);
  }
  return () => index.search([{ type: 'message', key: 'sender', value: from }], 1, 30);
}

/** The keyring's BIP-39 seed (WebCrypto PBKDF2-SHA512) against the JavaScript PBKDF2 it replaced. */
async function seedRows(): Promise<Row[]> {
  return [
    await timedRow(
      'BIP-39 seed, keyring (WebCrypto)',
      () => seedFromMnemonic(MNEMONIC),
      '@scure/bip39 seed (JS PBKDF2)',
      () => mnemonicToSeedSync(MNEMONIC),
    ),
  ];
}

async function indexRows(): Promise<Row[]> {
  const small = searchIndex(1_000);
  const large = searchIndex(100_000);
  return [await timedRow('devnet tx search by sender, 100k txs', large, 'the same search at 1k txs', small)];
}

/** Build + sign one MsgSend as the wallet does, against noble's sign of 32 bytes. */
async function signRows(): Promise<Row[]> {
  const msgs = unsigned.value.msg;
  const build = () => buildUnsignedTx({ msgs, fee: unsigned.value.fee, memo: 'bench', validHeight: ['1', '200'] });
  return [
    await timedRow(
      'build + sign one MsgSend',
      () => signStdTx(build(), 'gt-devnet-1', [{ kL: key.kL, publicKey: pub }]),
      'noble ed25519 sign of 32 bytes',
      () => ed.sign(digest, seed32),
    ),
  ];
}

const fmtNs = (ns: number) =>
  ns >= 1e9
    ? `${(ns / 1e9).toFixed(2)} s`
    : ns >= 1e6
      ? `${(ns / 1e6).toFixed(2)} ms`
      : ns >= 1e3
        ? `${(ns / 1e3).toFixed(1)} µs`
        : `${ns.toFixed(0)} ns`;
const fmtBytes = (n: number) => (n >= 2 ** 20 ? `${(n / 2 ** 20).toFixed(1)} MiB` : `${(n / 1024).toFixed(1)} KB`);

function print(rows: Row[]): void {
  console.log('operation'.padEnd(58), 'ours'.padStart(11), 'baseline'.padStart(11), 'ratio'.padStart(7), '  baseline is');
  for (const r of rows) {
    const fmt = r.unit === 'bytes' ? fmtBytes : fmtNs;
    console.log(
      r.name.padEnd(58),
      fmt(r.ours).padStart(11),
      fmt(r.baseline).padStart(11),
      (r.ours / r.baseline).toFixed(2).padStart(7),
      ' ',
      r.baselineName,
    );
  }
}

// `--core`: the protocol core alone (seconds); `--wallet`: the wallet rows alone (signing and real
// Chromium); `--devnet`: the node's rows alone. `--quick` is CI-sized (fewer browser samples, a
// 10k-tx chain); the default grows the chain to 100k txs, `--full` to 1M. `--scale`: the grown-chain
// rows alone (`--scale --full` prints the 1M rows).
const only = (flag: string) => process.argv.includes(flag);
const quick = only('--quick');
const scale = only('--full') ? 'full' : quick ? 'quick' : 'default';
const some = only('--core') || only('--wallet') || only('--devnet') || only('--scale');
const rows: Row[] = [];
const cpuAtStart = cpuTimes();
if (!some || only('--core')) rows.push(...(await coreRows()), ...(await seedRows()), ...(await indexRows()));
if (!some || only('--wallet')) rows.push(...(await signRows()), ...(await walletBrowserRows(quick)));
if (!some || only('--devnet')) rows.push(...(await benchDevnet()));
if (!some || only('--devnet') || only('--scale')) rows.push(...(await benchDevnetScale(scale)));
print(rows);
const steal = stealLine(stealPercent(cpuAtStart, cpuTimes()));
if (steal) console.log(`\n${steal}`);
