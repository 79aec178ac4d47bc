import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bech32, bech32m } from '@scure/base';
import { sha512 } from '@noble/hashes/sha2.js';
import {
  ADDRESS_FORMS,
  addressFromAminoPubKey,
  addressFromPublicKey,
  aminoPubKey,
  bech32PubKey,
  decodeAddress,
  decodeBech32PubKey,
  encodeAddress,
  isAddress,
  isEd25519AminoKey,
  multisigThresholdKey,
  parseMultisigKey,
  shortAddress,
  toForm,
  toGt1,
  type AddressForm,
} from '../../src/core/address';
import { bytesToHex, concatBytes, fromBase64, hexToBytes } from '../../src/core/bytes';
import { CoreError } from '../../src/core/errors';
import { rememberDecodings } from '../../src/core/address-forms';
import { ripemd320 } from '../../src/core/ripemd320';
import { coreErrorOf } from './fixtures';

// protocol.md §4: this key signs the vector transaction sent from this address.
const VECTOR_KEY = fromBase64('cdGDyiAsXpidMWmpKFZIHyfBxuBTmLNViowjOUDwNWg=');
const VECTOR_ADDRESS = 'gt11380m6lv6xr9fphasqunurpfus50h6eu4vgy8cvhrzayut9xkhju2zvfmergng55pee48u9';
const VECTOR_RECIPIENT = 'gt11ka7wph4uzstt06v36v9nf4h4rh8hr47l69adlsmce5shwn02rx9ay5xpl686cn5dxpkp3f';
const KEY_A = hexToBytes('11'.repeat(32));
const KEY_B = hexToBytes('22'.repeat(32));
const KEY_C = hexToBytes('33'.repeat(32));

const codeOf = (run: () => unknown): string => coreErrorOf(run).code;

describe('single-key addresses', () => {
  it('derives the protocol vector address from the raw 32-byte key', () => {
    expect(addressFromPublicKey(VECTOR_KEY)).toBe(VECTOR_ADDRESS);
    expect(bytesToHex(decodeAddress(VECTOR_ADDRESS).payload)).toBe(bytesToHex(ripemd320(sha512(VECTOR_KEY))));
  });

  it('does not hash the amino form of the key', () => {
    const aminoHashed = encodeAddress(ripemd320(sha512(aminoPubKey(VECTOR_KEY))), 'gt1');
    expect(aminoHashed).not.toBe(VECTOR_ADDRESS);
    expect(addressFromAminoPubKey(aminoPubKey(VECTOR_KEY))).toBe(VECTOR_ADDRESS);
  });

  it('builds the amino bytes e1e1a0fa 20 || key', () => {
    expect(bytesToHex(aminoPubKey(KEY_A))).toBe('e1e1a0fa20' + '11'.repeat(32));
    expect(codeOf(() => aminoPubKey(new Uint8Array(31)))).toBe('invalid_pubkey');
  });

  it('writes the key string as gt1pub bech32 of the amino bytes and reads it back', () => {
    const text = bech32PubKey(aminoPubKey(VECTOR_KEY));
    expect(text.startsWith('gt1pub1')).toBe(true);
    expect(bytesToHex(decodeBech32PubKey(text))).toBe(bytesToHex(aminoPubKey(VECTOR_KEY)));
    expect(codeOf(() => decodeBech32PubKey(VECTOR_ADDRESS))).toBe('invalid_pubkey');
    expect(codeOf(() => decodeBech32PubKey(bech32.encode('gt1pub', bech32.toWords(new Uint8Array(37)), 1023)))).toBe('invalid_pubkey');
  });
});

describe('address forms', () => {
  it('decodes both vector addresses as gt1 with 40-byte payloads', () => {
    for (const address of [VECTOR_ADDRESS, VECTOR_RECIPIENT]) {
      const decoded = decodeAddress(address);
      expect(decoded.form).toBe('gt1');
      expect(decoded.payload).toHaveLength(40);
    }
  });

  it('shares one payload across gt1, gt2, vault1 and vault2', () => {
    const { payload } = decodeAddress(VECTOR_ADDRESS);
    for (const form of ADDRESS_FORMS) {
      const address = toForm(VECTOR_ADDRESS, form);
      expect(address.startsWith(`${form}1`)).toBe(true);
      expect(decodeAddress(address)).toEqual({ form, payload });
      expect(toGt1(address)).toBe(VECTOR_ADDRESS);
    }
    expect(toForm(VECTOR_ADDRESS, 'vault1').startsWith('vault11')).toBe(true);
  });

  it('round-trips any 40-byte payload in every form', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 40, maxLength: 40 }), fc.constantFrom(...ADDRESS_FORMS), (payload, form) => {
        const decoded = decodeAddress(encodeAddress(payload, form));
        return decoded.form === form && bytesToHex(decoded.payload) === bytesToHex(payload);
      }),
    );
  });

  it('restricts accepted forms when asked', () => {
    const vault = toForm(VECTOR_ADDRESS, 'vault1');
    expect(isAddress(vault, ['gt1'])).toBe(false);
    expect(isAddress(vault, ['vault1', 'vault2'])).toBe(true);
    expect(codeOf(() => decodeAddress(vault, 'to_address', ['gt1']))).toBe('invalid_address');
  });

  it('accepts an all-upper-case address (BIP-173) and returns the lower-case form', () => {
    expect(decodeAddress(VECTOR_ADDRESS.toUpperCase()).form).toBe('gt1');
    expect(toGt1(VECTOR_ADDRESS.toUpperCase())).toBe(VECTOR_ADDRESS);
  });

  it('returns a lower-case address already in the asked form as it is, only once its checksum holds', () => {
    expect(toGt1(VECTOR_ADDRESS)).toBe(VECTOR_ADDRESS);
    const last = VECTOR_ADDRESS.at(-1) === 'q' ? 'p' : 'q';
    expect(codeOf(() => toGt1(VECTOR_ADDRESS.slice(0, -1) + last))).toBe('invalid_address');
    const vault = toForm(VECTOR_ADDRESS, 'vault1');
    expect(toForm(vault, 'vault1')).toBe(vault);
    expect(toForm(vault.toUpperCase(), 'vault1')).toBe(vault);
  });
});

describe('address rejection', () => {
  it('rejects a wrong checksum', () => {
    const last = VECTOR_ADDRESS.at(-1) === 'q' ? 'p' : 'q';
    expect(codeOf(() => decodeAddress(VECTOR_ADDRESS.slice(0, -1) + last))).toBe('invalid_address');
  });

  it('rejects prefixes that are not address forms', () => {
    const payload = decodeAddress(VECTOR_ADDRESS).payload;
    for (const prefix of ['gt3', 'vault3', 'gt1pub', 'cosmos', 'gt']) {
      const address = bech32.encode(prefix, bech32.toWords(payload), 1023);
      const error = (() => {
        try {
          decodeAddress(address, 'from_address');
        } catch (e) {
          return e as CoreError;
        }
        throw new Error(`accepted ${address}`);
      })();
      expect(error.code).toBe('invalid_address');
      expect(error.field).toBe('from_address');
      expect(error.message).toContain(prefix);
    }
  });

  it('rejects payloads that are not 40 bytes', () => {
    for (const length of [0, 20, 32, 39, 41]) {
      const address = bech32.encode('gt1', bech32.toWords(new Uint8Array(length).fill(7)), 1023);
      expect(codeOf(() => decodeAddress(address))).toBe('invalid_address');
    }
    expect(codeOf(() => encodeAddress(new Uint8Array(32), 'gt1'))).toBe('invalid_address');
  });

  it('rejects mixed case, empty strings, whitespace and bech32m', () => {
    const mixed = VECTOR_ADDRESS.slice(0, 10) + VECTOR_ADDRESS.slice(10).toUpperCase();
    for (const text of [mixed, '', ' ', ` ${VECTOR_ADDRESS}`, `${VECTOR_ADDRESS}\n`]) {
      expect(codeOf(() => decodeAddress(text))).toBe('invalid_address');
      expect(isAddress(text)).toBe(false);
    }
    expect(isAddress(undefined)).toBe(false);
    const bech32mAddress = bech32m.encode('gt1', bech32m.toWords(decodeAddress(VECTOR_ADDRESS).payload), 1023);
    expect(codeOf(() => decodeAddress(bech32mAddress))).toBe('invalid_address');
  });

  it('rejects every single-character change of a valid address', () => {
    const alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7lQPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L1bio -_';
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 40, maxLength: 40 }),
        fc.constantFrom<AddressForm>(...ADDRESS_FORMS),
        fc.nat(),
        fc.constantFrom(...alphabet),
        (payload, form, position, replacement) => {
          const address = encodeAddress(payload, form);
          const index = position % address.length;
          fc.pre(address[index] !== replacement);
          const changed = address.slice(0, index) + replacement + address.slice(index + 1);
          return !isAddress(changed);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rejects every single-character substitution of the vector address, exhaustively', () => {
    const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l1';
    for (let i = 0; i < VECTOR_ADDRESS.length; i++) {
      for (const c of charset) {
        if (c === VECTOR_ADDRESS[i]) continue;
        expect(isAddress(VECTOR_ADDRESS.slice(0, i) + c + VECTOR_ADDRESS.slice(i + 1))).toBe(false);
      }
    }
  });
});

describe('isEd25519AminoKey', () => {
  it('tells a single key from a multisig key and from a bare or truncated key', () => {
    expect(isEd25519AminoKey(aminoPubKey(KEY_A))).toBe(true);
    expect(isEd25519AminoKey(multisigThresholdKey(1, [KEY_A]))).toBe(false);
    expect(isEd25519AminoKey(KEY_A)).toBe(false);
    expect(isEd25519AminoKey(aminoPubKey(KEY_A).subarray(0, 36))).toBe(false);
  });
});

describe('multisig threshold keys', () => {
  it('encodes the amino bytes of protocol.md §3', () => {
    const amino = multisigThresholdKey(2, [KEY_A, KEY_B, KEY_C]);
    const member = (byte: string) => '1225' + 'e1e1a0fa20' + byte.repeat(32);
    expect(bytesToHex(amino)).toBe('38149471' + '0802' + member('11') + member('22') + member('33'));
  });

  it('writes thresholds above 127 as multi-byte varints', () => {
    const keys = Array.from({ length: 130 }, (_, i) => hexToBytes(i.toString(16).padStart(2, '0').repeat(32)));
    const amino = multisigThresholdKey(129, keys);
    expect(bytesToHex(amino.subarray(4, 7))).toBe('088101');
    expect(parseMultisigKey(amino).threshold).toBe(129);
  });

  it('parses its own output back', () => {
    const parsed = parseMultisigKey(multisigThresholdKey(1, [KEY_B, KEY_A]));
    expect(parsed.threshold).toBe(1);
    expect(parsed.pubkeys.map(bytesToHex)).toEqual([bytesToHex(KEY_B), bytesToHex(KEY_A)]);
  });

  it('addresses a multisig key by RIPEMD-320(SHA-512(amino bytes))', () => {
    const amino = multisigThresholdKey(2, [KEY_A, KEY_B]);
    const payload = ripemd320(sha512(amino));
    expect(addressFromAminoPubKey(amino)).toBe(encodeAddress(payload, 'gt1'));
    expect(addressFromAminoPubKey(amino, 'gt2')).toBe(encodeAddress(payload, 'gt2'));
    expect(addressFromAminoPubKey(amino)).not.toBe(addressFromAminoPubKey(multisigThresholdKey(2, [KEY_B, KEY_A])));
  });

  it('round-trips the multisig key string through gt1pub bech32', () => {
    const amino = multisigThresholdKey(2, [KEY_A, KEY_B, KEY_C]);
    const text = bech32PubKey(amino);
    expect(text.startsWith('gt1pub1')).toBe(true);
    expect(text.length).toBeGreaterThan(90);
    expect(bytesToHex(decodeBech32PubKey(text))).toBe(bytesToHex(amino));
  });

  it('refuses impossible thresholds and malformed keys', () => {
    expect(codeOf(() => multisigThresholdKey(0, [KEY_A]))).toBe('invalid_multisig');
    expect(codeOf(() => multisigThresholdKey(3, [KEY_A, KEY_B]))).toBe('invalid_multisig');
    expect(codeOf(() => multisigThresholdKey(1, []))).toBe('invalid_multisig');
    expect(codeOf(() => multisigThresholdKey(1.5, [KEY_A, KEY_B]))).toBe('invalid_multisig');
    expect(codeOf(() => multisigThresholdKey(1, [new Uint8Array(33)]))).toBe('invalid_pubkey');
    const good = multisigThresholdKey(2, [KEY_A, KEY_B]);
    expect(codeOf(() => parseMultisigKey(good.subarray(0, good.length - 1)))).toBe('invalid_pubkey');
    expect(codeOf(() => parseMultisigKey(concatBytes(good, Uint8Array.of(0x1a, 0x00))))).toBe('invalid_pubkey');
    expect(codeOf(() => parseMultisigKey(hexToBytes('381494710803' + '1225e1e1a0fa20' + '11'.repeat(32))))).toBe('invalid_pubkey');
    expect(codeOf(() => parseMultisigKey(aminoPubKey(KEY_A)))).toBe('invalid_pubkey');
    expect(codeOf(() => addressFromAminoPubKey(new Uint8Array(10)))).toBe('invalid_pubkey');
  });
});

describe('shortAddress', () => {
  it('keeps the prefix, a few leading and the last characters', () => {
    expect(shortAddress(VECTOR_ADDRESS)).toBe('gt11380m6l…ee48u9');
    expect(shortAddress('gt11abc')).toBe('gt11abc');
  });
});

describe('rememberDecodings', () => {
  it('hands out a fresh copy of a remembered decoding and still refuses bad text', () => {
    const address = 'gt11380m6lv6xr9fphasqunurpfus50h6eu4vgy8cvhrzayut9xkhju2zvfmergng55pee48u9';
    const before = bytesToHex(decodeAddress(address).payload);
    rememberDecodings(2);
    const first = decodeAddress(address).payload;
    first.fill(0);
    expect(bytesToHex(decodeAddress(address).payload)).toBe(before);
    expect(decodeAddress(address).payload).not.toBe(decodeAddress(address).payload);
    const typo = `${address.slice(0, -1)}${address.endsWith('9') ? '8' : '9'}`;
    expect(() => decodeAddress(typo)).toThrow(CoreError);
    // Past its limit it starts over: every address still decodes to its own payload.
    const others = [
      'gt11ka7wph4uzstt06v36v9nf4h4rh8hr47l69adlsmce5shwn02rx9ay5xpl686cn5dxpkp3f',
      toForm(address, 'vault1'),
      toForm(address, 'gt2'),
    ];
    for (const other of others)
      expect(bytesToHex(decodeAddress(other).payload)).toBe(
        bytesToHex(bech32.fromWords(bech32.decode(other as `${string}1${string}`, 1023).words)),
      );
    expect(decodeAddress(toForm(address, 'vault1')).form).toBe('vault1');
    expect(bytesToHex(decodeAddress(address).payload)).toBe(before);
  });
});
