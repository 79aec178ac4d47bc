import { describe, expect, it } from 'vitest';
import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import { hmac } from '@noble/hashes/hmac.js';
import {
  accountPath,
  bytesToNumberLE,
  CURVE_ORDER,
  DEFAULT_DERIVATION,
  deriveChild,
  deriveExtendedKey,
  deriveFromMaster,
  extendedKeyFromHex,
  extendedKeyToHex,
  generateMnemonic,
  HARDENED_OFFSET,
  masterKeyFromSeed,
  mnemonicToSeed,
  normalizeMnemonic,
  numberToBytesLE,
  parsePath,
  publicKeyOf,
  validateMnemonic,
} from '../../src/core/hd';
import { bytesToHex, hexToBytes, utf8ToBytes } from '../../src/core/bytes';
import { addressFromPublicKey } from '../../src/core/address';
import hdVectors from './vectors/hd.json';
import { coreErrorOf } from './fixtures';

ed.hashes.sha512 ??= sha512;

const BARREL = 'barrel original fuel morning among eternal filter ball stove pluck matrix mechanic';
const MONITOR = 'monitor flock loyal sick object grunt duty ride develop assault harsh history';
const ADVICE =
  'advice process birth april short trust crater change bacon monkey medal garment gorilla ranch hour rival razor call lunar mention taste vacant woman sister';
const IDEA = 'idea naive region square margin day captain habit gun second farm pact pulse someone armed';

const codeOf = coreErrorOf;

const library = hdVectors.library;
const walletDoc = hdVectors.wallet_integration.find((vector) => vector.id === 'wallet-doc-meteora')!;

describe("the key library's official vectors through the default call (protocol.md §2)", () => {
  it('holds all four vectors of the corrected test file', () => {
    expect(library.map((vector) => vector.mnemonic)).toEqual([BARREL, ADVICE, IDEA, MONITOR]);
  });

  it.each(library.map((vector) => [vector.id, vector] as const))('%s', (_id, vector) => {
    expect(extendedKeyToHex(deriveExtendedKey(vector.mnemonic, vector.path))).toBe(vector.derived_hex);
    expect(extendedKeyToHex(deriveFromMaster(masterKeyFromSeed(mnemonicToSeed(vector.mnemonic)), vector.path))).toBe(vector.derived_hex);
    expect(extendedKeyToHex(deriveExtendedKey(vector.mnemonic, vector.path, '', DEFAULT_DERIVATION))).toBe(vector.derived_hex);
  });

  it("derives protocol.md's barrel vector at 44'/118'/0'/0/0, with or without m/", () => {
    expect(extendedKeyToHex(deriveExtendedKey(BARREL, "44'/118'/0'/0/0")).startsWith('f00d2ed1')).toBe(true);
    expect(extendedKeyToHex(deriveExtendedKey(BARREL, "m/44'/118'/0'/0/0")).endsWith('2286aa554')).toBe(true);
  });

  it("reproduces the wallet-integration document's key chain at 44'/669'/0'/0/0", () => {
    const key = deriveExtendedKey(walletDoc.mnemonic, walletDoc.path);
    expect(extendedKeyToHex(key)).toBe(walletDoc.derived_hex);
    expect(bytesToHex(publicKeyOf(key.kL))).toBe(walletDoc.public_key_hex);
    expect(addressFromPublicKey(publicKeyOf(key.kL))).toBe(walletDoc.address);
    expect(extendedKeyToHex(deriveFromMaster(extendedKeyFromHex(walletDoc.master_hex), accountPath(0)))).toBe(walletDoc.derived_hex);
  });

  it('reads marked levels as child + 2^31 and leaves unmarked levels alone', () => {
    expect(DEFAULT_DERIVATION).toBe('standard');
    expect(parsePath(walletDoc.path)).toEqual(walletDoc.indexes);
    expect(parsePath("m/44'/669'/1'/0/3")).toEqual([HARDENED_OFFSET + 44, HARDENED_OFFSET + 669, HARDENED_OFFSET + 1, 0, 3]);
    expect(parsePath('0/7')).toEqual([0, 7]);
    expect(parsePath("2147483647'")).toEqual([2 ** 32 - 1]);
  });
});

describe("the 'legacy-soft' derivation (Vaultline 0.1)", () => {
  it("reads n' as child n, only when asked for", () => {
    expect(parsePath("m/44'/669'/0'/0/0", 'legacy-soft')).toEqual([44, 669, 0, 0, 0]);
    expect(parsePath("44'/669'/1'/0/3", 'legacy-soft')).toEqual([44, 669, 1, 0, 3]);
    expect(parsePath('4294967295', 'legacy-soft')).toEqual([4294967295]);
  });

  it.each(library.map((vector) => [vector.id, vector] as const))(
    '%s: gives the old soft key, which differs wherever the path has marked levels',
    (_id, vector) => {
      const legacy = extendedKeyToHex(deriveExtendedKey(vector.mnemonic, vector.path, '', 'legacy-soft'));
      expect(legacy).toBe(vector.legacy_soft_hex);
      expect(legacy === vector.derived_hex).toBe(!vector.path.includes("'"));
    },
  );

  it('applies to deriveFromMaster too', () => {
    const master = extendedKeyFromHex(walletDoc.master_hex);
    const legacy = deriveFromMaster(master, walletDoc.path, 'legacy-soft');
    expect(extendedKeyToHex(legacy)).not.toBe(walletDoc.derived_hex);
    expect(extendedKeyToHex(legacy)).toBe(extendedKeyToHex(deriveExtendedKey(walletDoc.mnemonic, '44/669/0/0/0')));
  });

  it('rejects an unknown derivation, including the old names', () => {
    for (const name of ['soft', 'protocol', 'hardened']) {
      const error = codeOf(() => parsePath('0', name as never));
      expect(error.code).toBe('invalid_derivation');
      expect(error.field).toBe('derivation');
    }
  });
});

describe('master key', () => {
  it('follows the Root Seed Chain loop with clamping', () => {
    const seed = mnemonicToSeed(BARREL);
    const master = masterKeyFromSeed(seed);
    let counter = 1;
    let digest = hmac(sha512, seed, utf8ToBytes('Root Seed Chain 1'));
    while ((sha512(digest.subarray(0, 32))[31]! & 0x20) !== 0) {
      counter += 1;
      digest = hmac(sha512, seed, utf8ToBytes(`Root Seed Chain ${counter}`));
    }
    const k = sha512(digest.subarray(0, 32));
    expect(master.kL[0]! & 0b111).toBe(0);
    expect(master.kL[31]! & 0b1110_0000).toBe(0b0100_0000);
    expect(bytesToHex(master.kL.subarray(1, 31))).toBe(bytesToHex(k.subarray(1, 31)));
    expect(bytesToHex(master.kR)).toBe(bytesToHex(k.subarray(32, 64)));
    expect(bytesToHex(master.chainCode)).toBe(bytesToHex(digest.subarray(32, 64)));
  });

  it('moves to the next counter when bit 5 of byte 31 is set', () => {
    // Search small seeds for one whose first candidate is rejected, then check the second is used.
    for (let n = 0; n < 64; n++) {
      const seed = Uint8Array.of(n);
      const first = sha512(hmac(sha512, seed, utf8ToBytes('Root Seed Chain 1')).subarray(0, 32));
      if ((first[31]! & 0x20) === 0) continue;
      const second = hmac(sha512, seed, utf8ToBytes('Root Seed Chain 2'));
      const secondKey = sha512(second.subarray(0, 32));
      if ((secondKey[31]! & 0x20) !== 0) continue;
      const master = masterKeyFromSeed(seed);
      expect(bytesToHex(master.chainCode)).toBe(bytesToHex(second.subarray(32, 64)));
      expect(bytesToHex(master.kR)).toBe(bytesToHex(secondKey.subarray(32, 64)));
      return;
    }
    throw new Error('no seed with a rejected first candidate among 64 tries');
  });
});

describe('child derivation', () => {
  const master = masterKeyFromSeed(mnemonicToSeed(MONITOR));

  it('uses different derivations for hardened and soft indexes', () => {
    const soft = deriveChild(master, 7);
    const hard = deriveChild(master, HARDENED_OFFSET + 7);
    expect(extendedKeyToHex(soft)).not.toBe(extendedKeyToHex(hard));
    expect(extendedKeyToHex(deriveChild(master, 7))).toBe(extendedKeyToHex(soft));
  });

  it('computes hardened children from kL || kR with a little-endian index', () => {
    const index = HARDENED_OFFSET + 0x01020304;
    const indexLE = Uint8Array.of(0x04, 0x03, 0x02, 0x81);
    const data = (tag: number) => Uint8Array.from([tag, ...master.kL, ...master.kR, ...indexLE]);
    const z = hmac(sha512, master.chainCode, data(0));
    const c = hmac(sha512, master.chainCode, data(1));
    const child = deriveChild(master, index);
    const expectedKL = (bytesToNumberLE(master.kL) + 8n * bytesToNumberLE(z.subarray(0, 28))) % 2n ** 256n;
    const expectedKR = (bytesToNumberLE(master.kR) + bytesToNumberLE(z.subarray(32, 64))) % 2n ** 256n;
    expect(bytesToNumberLE(child.kL)).toBe(expectedKL);
    expect(bytesToNumberLE(child.kR)).toBe(expectedKR);
    expect(bytesToHex(child.chainCode)).toBe(bytesToHex(c.subarray(32, 64)));
    expect(parsePath(String(index))).toEqual([index]);
  });

  it('wraps kL and kR modulo 2^256', () => {
    const big = { kL: new Uint8Array(32).fill(0xff), kR: new Uint8Array(32).fill(0xff), chainCode: master.chainCode };
    const child = deriveChild(big, HARDENED_OFFSET);
    expect(child.kL).toHaveLength(32);
    expect(bytesToNumberLE(child.kR)).toBeLessThan(2n ** 256n - 1n);
  });

  it('rejects indexes outside 0..2^32-1', () => {
    for (const index of [-1, 2 ** 32, 1.5, Number.NaN]) expect(codeOf(() => deriveChild(master, index)).code).toBe('invalid_path');
  });
});

describe('public keys', () => {
  it('is kL·B and agrees with RFC 8032 for a clamped scalar', () => {
    for (let i = 0; i < 4; i++) {
      const secret = sha512(Uint8Array.of(i)).subarray(0, 32);
      const { scalar } = ed.utils.getExtendedPublicKey(secret);
      expect(bytesToHex(publicKeyOf(numberToBytesLE(scalar, 32)))).toBe(bytesToHex(ed.getPublicKey(secret)));
    }
  });

  it('handles scalars at or above the group order', () => {
    const kL = numberToBytesLE(CURVE_ORDER + 5n, 32);
    expect(bytesToHex(publicKeyOf(kL))).toBe(bytesToHex(publicKeyOf(numberToBytesLE(5n, 32))));
    expect(bytesToHex(publicKeyOf(numberToBytesLE(CURVE_ORDER, 32)))).toBe('01' + '00'.repeat(31));
    expect(bytesToHex(publicKeyOf(new Uint8Array(32).fill(0xff)))).toHaveLength(64);
  });

  it('does not hash or clamp kL', () => {
    const kL = numberToBytesLE(9n, 32);
    expect(bytesToHex(publicKeyOf(kL))).toBe(ed.Point.BASE.multiply(9n).toHex());
  });
});

describe('paths', () => {
  it('parses with or without m/', () => {
    expect(parsePath("m/44'/669'/0'/0/0")).toEqual(walletDoc.indexes);
    expect(parsePath("44'/669'/0'/0/0")).toEqual(walletDoc.indexes);
    expect(parsePath('m')).toEqual([]);
    expect(parsePath('')).toEqual([]);
    expect(parsePath('4294967295')).toEqual([4294967295]);
  });

  it.each(["44''", "2147483648'", '4294967296', 'a/0', "44'/", '/0', '-1', '44h', ' / ', 'm/', 'm//0'])('rejects %j', (path) => {
    expect(codeOf(() => parsePath(path)).code).toBe('invalid_path');
  });

  it('builds account paths for wallet and vault keys', () => {
    expect(accountPath(0)).toBe("44'/669'/0'/0/0");
    expect(accountPath(5)).toBe("44'/669'/0'/0/5");
    expect(accountPath(2, 1)).toBe("44'/669'/1'/0/2");
    for (const bad of [-1, 1.5, 2 ** 31]) expect(codeOf(() => accountPath(bad)).code).toBe('invalid_path');
    expect(codeOf(() => accountPath(0, -1)).code).toBe('invalid_path');
  });

  it('gives distinct keys to distinct accounts', () => {
    const keys = new Set(
      [0, 1, 2].flatMap((i) => [accountPath(i), accountPath(i, 1)]).map((p) => extendedKeyToHex(deriveExtendedKey(BARREL, p))),
    );
    expect(keys.size).toBe(6);
  });
});

describe('mnemonics', () => {
  it('generates 24 valid English words, different each time', () => {
    const a = generateMnemonic();
    expect(a.split(' ')).toHaveLength(24);
    expect(validateMnemonic(a)).toBe(true);
    expect(generateMnemonic()).not.toBe(a);
  });

  it('accepts 12, 15, 18, 21 and 24 words with valid checksums', () => {
    expect(validateMnemonic(BARREL)).toBe(true);
    expect(validateMnemonic(IDEA)).toBe(true);
    expect(validateMnemonic(ADVICE)).toBe(true);
    expect(validateMnemonic(`${Array(17).fill('abandon').join(' ')} agent`)).toBe(true);
    expect(validateMnemonic(`${Array(20).fill('abandon').join(' ')} admit`)).toBe(true);
  });

  it('normalizes case and whitespace', () => {
    expect(normalizeMnemonic(`  ${BARREL.toUpperCase().replace(/ /g, '  \n')} `)).toBe(BARREL);
    expect(bytesToHex(mnemonicToSeed(BARREL.toUpperCase()))).toBe(bytesToHex(mnemonicToSeed(BARREL)));
  });

  it('rejects wrong counts, unknown words and bad checksums without echoing the words', () => {
    const wrongCount = codeOf(() => normalizeMnemonic(BARREL.split(' ').slice(0, 11).join(' ')));
    expect(wrongCount.code).toBe('invalid_mnemonic');
    expect(wrongCount.message).toContain('11');
    const unknown = codeOf(() => normalizeMnemonic(BARREL.replace('fuel', 'fuelx')));
    expect(unknown.message).toContain('word 3');
    expect(unknown.message).not.toContain('fuelx');
    const swapped = BARREL.split(' ');
    [swapped[0], swapped[1]] = [swapped[1]!, swapped[0]!];
    const checksum = codeOf(() => normalizeMnemonic(swapped.join(' ')));
    expect(checksum.message).toContain('checksum');
    expect(checksum.message).not.toContain('barrel');
    expect(validateMnemonic('')).toBe(false);
    expect(validateMnemonic(12 as unknown as string)).toBe(false);
    expect(codeOf(() => deriveExtendedKey('not a mnemonic', '0')).code).toBe('invalid_mnemonic');
  });

  it('changes the seed with a passphrase', () => {
    expect(bytesToHex(mnemonicToSeed(BARREL, 'extra'))).not.toBe(bytesToHex(mnemonicToSeed(BARREL)));
    expect(extendedKeyToHex(deriveExtendedKey(BARREL, '0', 'extra'))).not.toBe(extendedKeyToHex(deriveExtendedKey(BARREL, '0')));
  });
});

describe('extended key hex', () => {
  it('round-trips kL || kR || chain code', () => {
    const key = deriveExtendedKey(MONITOR, '0/7');
    const hex = extendedKeyToHex(key);
    expect(hex).toHaveLength(192);
    expect(extendedKeyFromHex(hex)).toEqual(key);
    expect(extendedKeyFromHex(hex.toUpperCase())).toEqual(key);
  });

  it('rejects wrong lengths and non-hex', () => {
    expect(codeOf(() => extendedKeyFromHex('00'.repeat(95))).code).toBe('invalid_key');
    expect(codeOf(() => extendedKeyFromHex('zz'.repeat(96))).code).toBe('invalid_hex');
    expect(hexToBytes('')).toHaveLength(0);
  });
});
