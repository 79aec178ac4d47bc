// Ed25519 verification with node:crypto (OpenSSL) for the node: the same answers as core's
// verifySignature (RFC 8032, strict encodings; a test compares them), several times faster. One
// difference remains, for crafted signatures only: core checks the cofactored equation, OpenSSL the
// cofactorless one, so an R with a small-order component can pass core and fail here.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { BoundedCache } from './bounded-cache';

// SubjectPublicKeyInfo DER header of an Ed25519 key (RFC 8410), followed by the raw 32 bytes.
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex');
// y-coordinates (sign bit cleared) of the eight small-order points: core's verifier refuses such keys
// (as libsodium does), OpenSSL does not, so the node refuses them before asking OpenSSL.
const SMALL_ORDER_Y = [
  '0000000000000000000000000000000000000000000000000000000000000000',
  '0100000000000000000000000000000000000000000000000000000000000000',
  'ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f',
  '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05',
  'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a',
];
// p = 2^255 - 19, little-endian: an encoding whose y is not below p is not canonical.
const P_LE = Buffer.from('edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f', 'hex');

function yOf(point: Uint8Array): Buffer {
  const y = Buffer.from(point);
  y[31] = y[31]! & 0x7f;
  return y;
}

function belowLE(value: Uint8Array, limit: Uint8Array): boolean {
  for (let i = 31; i >= 0; i--) {
    if (value[i]! !== limit[i]!) return value[i]! < limit[i]!;
  }
  return false;
}

function acceptableKey(publicKey: Uint8Array): boolean {
  const y = yOf(publicKey);
  return belowLE(y, P_LE) && !SMALL_ORDER_Y.includes(y.toString('hex'));
}

// The curve order L, little-endian: a signature's S must be below it (RFC 8032 §5.1.7).
const ORDER_LE = Buffer.from('edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010', 'hex');

// Parsing the DER key cost as much as the verification itself; a node sees the same signers again.
// null: a key the encodings refuse (checked once per key, with the parse).
const keyObjects = new BoundedCache<string, KeyObject | null>(4096);

function parseKey(publicKey: Uint8Array): KeyObject | null {
  if (!acceptableKey(publicKey)) return null;
  try {
    return createPublicKey({ key: Buffer.concat([SPKI_ED25519, publicKey]), format: 'der', type: 'spki' });
  } catch {
    return null;
  }
}

/** The KeyObject to ask OpenSSL with, or undefined when the encodings alone refuse the signature. */
function keyToVerify(publicKey: Uint8Array, signature: Uint8Array): KeyObject | undefined {
  if (publicKey.length !== 32 || signature.length !== 64) return undefined;
  if (!belowLE(signature.subarray(32), ORDER_LE) || !belowLE(yOf(signature.subarray(0, 32)), P_LE)) return undefined;
  const id = Buffer.from(publicKey.buffer, publicKey.byteOffset, 32).toString('base64');
  return keyObjects.get(id, () => parseKey(publicKey)) ?? undefined;
}

export function nodeVerifySignature(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const key = keyToVerify(publicKey, signature);
  if (!key) return false;
  try {
    return verify(null, message, key, signature);
  } catch {
    return false;
  }
}

// Verifications on libuv's threadpool at once (it has 4 threads unless UV_THREADPOOL_SIZE says
// otherwise): the block log's fsync and ACKED's fdatasync, on every answer's path, then never wait
// behind them for a thread. More would not verify faster on a 2-core machine.
const MAX_VERIFYING = 2;
let verifying = 0;
type Verification = [message: Uint8Array, key: KeyObject, signature: Uint8Array, resolve: (valid: boolean) => void];
const waitingToVerify: Verification[] = [];

function verifyDone(): void {
  verifying--;
  const next = waitingToVerify.shift();
  if (next) startVerify(next);
}

// A plain function over a tuple rather than a closure per verification (tsx names each closure it creates).
function startVerify([message, key, signature, resolve]: Verification): void {
  verifying++;
  try {
    verify(null, message, key, signature, (error, valid) => {
      verifyDone();
      resolve(!error && valid);
    });
  } catch {
    verifyDone();
    resolve(false);
  }
}

/** nodeVerifySignature's verdict, computed on libuv's threadpool: the event loop goes on meanwhile. */
export function nodeVerifySignatureAsync(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): Promise<boolean> {
  const key = keyToVerify(publicKey, signature);
  if (!key) return Promise.resolve(false);
  return new Promise((resolve) => {
    const verification: Verification = [message, key, signature, resolve];
    if (verifying < MAX_VERIFYING) startVerify(verification);
    else waitingToVerify.push(verification);
  });
}
