import { describe, expect, it } from 'vitest';
import { aminoPrefix, bareTxHash, encodeMsgAmino, encodeStdTxAmino, txHash, txHashOfAmino, uvarint } from '../../src/core/amino';
import { decodeAddress, toForm } from '../../src/core/address';
import { bytesToHex, fromBase64 } from '../../src/core/bytes';
import type { StdTx } from '../../src/core/types';
import { DOCS_SEND } from './fixtures';

const hex = (bytes: Uint8Array) => bytesToHex(bytes);
const utf8Hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const payloadHex = (address: string) => hex(decodeAddress(address).payload);
const b64Hex = (text: string) => hex(fromBase64(text));
const lenHex = (byteHex: string) => hex(uvarint(byteHex.length / 2));
/** A length-delimited field: key byte, uvarint length, content. */
const field = (key: string, contentHex: string) => key + lenHex(contentHex) + contentHex;
const coinHex = (denom: string, amount: string) => field('0a', utf8Hex(denom)) + field('12', utf8Hex(amount));

// protocol.md §4 vector, signed.
const FROM = 'gt11380m6lv6xr9fphasqunurpfus50h6eu4vgy8cvhrzayut9xkhju2zvfmergng55pee48u9';
const TO = 'gt11ka7wph4uzstt06v36v9nf4h4rh8hr47l69adlsmce5shwn02rx9ay5xpl686cn5dxpkp3f';
const NONCE = 'rtOR2Tbrdxmqwmshgj/FGI0Wy696mOnbbPDYjZMxTzFRq8/8j3eazFaHVOG/lsyj';
const PUBKEY = 'cdGDyiAsXpidMWmpKFZIHyfBxuBTmLNViowjOUDwNWg=';
const SIGNATURE = '1FiVO+8S23ARslnuLBvtSHrPf6T1Z6yByjq6mp3b1TTLcxGgvxvHzhQ1QZS3ukvtd5IBdF9ilCNbK3KuARW0CQ==';

function vectorTx(memo = ''): StdTx {
  return {
    type: 'StdTx',
    value: {
      msg: [{ type: 'MsgSend', value: { from_address: FROM, to_address: TO, amount: [{ denom: 'NANOGT', amount: '100000000000' }] } }],
      fee: { amount: [{ denom: 'NANOGT', amount: '100000000' }], gas: '200000' },
      nonces: [NONCE],
      signatures: [{ pub_key: { type: 'gatechain/PubKeyEd25519', value: PUBKEY }, signature: SIGNATURE }],
      memo,
      valid_height: ['65952', '66162'],
    },
  };
}

// Real signed transactions with their raw bytes and hashes, from the ledger's API documentation.
const DOCS_DELEGATE: StdTx = {
  type: 'StdTx',
  value: {
    fee: { amount: [{ amount: '11', denom: 'NANOGT' }], gas: '200000' },
    memo: '',
    msg: [
      {
        type: 'MsgDelegate',
        value: {
          amount: { amount: '1000000', denom: 'NANOGT' },
          delegator_address: 'gt11qfee0959earfv7euauzw8l0fljymwjx34m6s2ccvjhupc59dg93enajhuft3eq50tvz39x',
          'con-account_address': 'gt11s9ey8sex7vut2wpxejf5gvejc300kqxpaqf3r7kkkks6ancw0jjrwc3zrwulcqlamjqzwd',
        },
      },
    ],
    nonces: ['4/QnRRVRtXYYojgJLva3z/Mz1VrCOn8H1YrphF4uSaZbAZ9x1POTsp2vtOjmBeQJ'],
    signatures: [
      {
        pub_key: { type: 'gatechain/PubKeyEd25519', value: 'yTkCXHpN8T4FJeMMQltKiaTdvDixNzsAxfTWzOx38ns=' },
        signature: '+DabtgXQ3TInf5Nw75/H0AKNUOYs14kllMbB4GiVUdm4pHZfJEUoxDZ5bzMApf3seBfeWihseOtIXE6rnSWbDA==',
      },
    ],
    valid_height: ['4173', '4383'],
  },
};
const DOCS_DELEGATE_DATA =
  'A802B9CDCFED0A6BB9AE6FBE0A280273979685CF46967B3CEF04E3FDE9FC89B748D1AEF505630C95F81C50AD416399F657E2571C828F1228817243C326F338B53826CC93443332C45EFB00C1E81311FAD6B5A1AECF0E7CA43762221BB9FC03FD1A110A064E414E4F475412073130303030303012120A0C0A064E414E4F47541202313110C09A0C1A30E3F427451551B57618A238092EF6B7CFF333D55AC23A7F07D58AE9845E2E49A65B019F71D4F393B29DAFB4E8E605E40922690A25E1E1A0FA20C939025C7A4DF13E0525E30C425B4A89A4DDBC38B1373B00C5F4D6CCEC77F27B1240F8369BB605D0DD32277F9370EF9FC7D0028D50E62CD7892594C6C1E0689551D9B8A4765F244528C436796F3300A5FDEC7817DE5A286C78EB485C4EAB9D259B0C3204CD209F22';
const DOCS_DELEGATE_HASH = 'BASIC-57884EB3E55CD2BDA7E912D6B2851CB539A4C4ED40DFC164B0AF57E9A49D512883E353D38677EC051055A17A948415A7';

const DOCS_SEND_DATA =
  'AB02B9CDCFED0A6FDC2AA0850A28E151E865950BE2B1B0772852895F3D6DBF475F21B7A8C261E8A9817B8E3E56C97F5319BF6C59095C1228E019A5E99305917528D431DDC13C9776648B6244877F9F19B033DCE3B88B92D3A09586D05AC0E1281A150A064E414E4F4754120B313030303030303030303012120A0C0A064E414E4F47541202313110C09A0C1A3032B98683061DE03543FAB82EA8904E492FFDF1AC56F1BC855316B29E004EB3A02FCF7069CCEA0B1606C549498C28336022690A25E1E1A0FA201BAAF55B7BFB628A0FEFAE3A2BE6114F30A5A373CFF7744DE321FADB2CC202541240D72A4B77AA24B5702EF59BB98E0574F6A24541CEF08B498A8EA8F9532807339F9DBCA1B7176AB78D8C000B62EF18D5B5EFBC2E7EE05E05B800D2EC31AA7C190A320301CC01';
const DOCS_SEND_HASH = 'IRREVOCABLEPAY-DA2D28BEE24FF2CCF7FB45064BE316D6AB6962CD1C79A53DB427C83EC94A746C0C0A07FC6B74EFBC2C3B1F086F123E34';

describe('aminoPrefix', () => {
  it('matches the protocol vectors', () => {
    expect(hex(aminoPrefix('StdTx'))).toBe('b9cdcfed');
    expect(hex(aminoPrefix('gatechain/PubKeyEd25519'))).toBe('e1e1a0fa');
    expect(hex(aminoPrefix('MsgSend'))).toBe('dc2aa085');
  });

  it('matches the prefixes seen in real transaction bytes', () => {
    expect(hex(aminoPrefix('MsgDelegate'))).toBe('b9ae6fbe');
  });
});

describe('uvarint', () => {
  it('writes little-endian base-128 groups', () => {
    expect(hex(uvarint(0))).toBe('00');
    expect(hex(uvarint(127))).toBe('7f');
    expect(hex(uvarint(128))).toBe('8001');
    expect(hex(uvarint(200000))).toBe('c09a0c');
    expect(hex(uvarint(2n ** 64n - 1n))).toBe('ffffffffffffffffff01');
  });
});

describe('encodeStdTxAmino', () => {
  it('lays out the protocol §4 vector field by field', () => {
    const sendValue = field('0a', payloadHex(FROM)) + field('12', payloadHex(TO)) + field('1a', coinHex('NANOGT', '100000000000'));
    const msg = field('0a', 'dc2aa085' + sendValue);
    const fee = field('12', field('0a', coinHex('NANOGT', '100000000')) + '10' + 'c09a0c');
    const nonce = field('1a', b64Hex(NONCE));
    const signature = field('22', field('0a', 'e1e1a0fa' + '20' + b64Hex(PUBKEY)) + field('12', b64Hex(SIGNATURE)));
    const heights = field('32', hex(uvarint(65952)) + hex(uvarint(66162)));
    const body = 'b9cdcfed' + msg + fee + nonce + signature + heights;
    const expected = lenHex(body) + body;

    const encoded = hex(encodeStdTxAmino(vectorTx()));
    expect(encoded).toBe(expected);
    // Framing counted by hand: 310 body bytes (4 prefix + 114 msg + 27 fee + 50 nonce + 107 signature + 8 heights).
    expect(encoded.slice(0, 4)).toBe('b602');
    expect(encoded.slice(4, 12)).toBe('b9cdcfed');
    expect(encoded.slice(12, 16)).toBe('0a70');
    expect(encoded.slice(16, 24)).toBe('dc2aa085');
    expect(encoded.endsWith('3206a08304f28404')).toBe(true);
  });

  it('writes field 5 only when the memo is not empty', () => {
    const without = hex(encodeStdTxAmino(vectorTx('')));
    const withMemo = hex(encodeStdTxAmino(vectorTx('hi <3')));
    expect(without).not.toContain(field('2a', utf8Hex('hi <3')));
    expect(withMemo).toContain(field('2a', utf8Hex('hi <3')) + '32');
  });

  it('gives a nested field of 128 bytes or more a two-byte length', () => {
    const coins = ['AAA-111', 'BBB-222', 'CCC-333', 'DDD-444', 'NANOGT'].map((denom, i) => ({ denom, amount: String(1000 + i) }));
    const tx = structuredClone(vectorTx());
    tx.value.msg[0]!.value.amount = coins;
    const sendValue =
      field('0a', payloadHex(FROM)) + field('12', payloadHex(TO)) + coins.map((c) => field('1a', coinHex(c.denom, c.amount))).join('');
    const msg = field('0a', 'dc2aa085' + sendValue);
    expect(sendValue.length / 2 + 4).toBeGreaterThanOrEqual(128);
    const encoded = hex(encodeStdTxAmino(tx));
    expect(encoded.slice(4 + 8, 4 + 8 + msg.length)).toBe(msg);
  });

  it('writes addresses as their payload whatever form the JSON used', () => {
    const tx = vectorTx();
    const vaultForm = structuredClone(tx);
    vaultForm.value.msg[0]!.value.from_address = toForm(FROM, 'vault1');
    expect(hex(encodeStdTxAmino(vaultForm))).toBe(hex(encodeStdTxAmino(tx)));
  });

  it('reproduces the raw bytes and hash of real ledger transactions', () => {
    expect(hex(encodeStdTxAmino(DOCS_DELEGATE))).toBe(DOCS_DELEGATE_DATA.toLowerCase());
    expect(txHash(DOCS_DELEGATE)).toBe(DOCS_DELEGATE_HASH);
    expect(hex(encodeStdTxAmino(DOCS_SEND))).toBe(DOCS_SEND_DATA.toLowerCase());
    expect(txHash(DOCS_SEND)).toBe(DOCS_SEND_HASH);
  });

  it('hashes bytes already encoded the same as txHash (txHashOfAmino)', () => {
    expect(txHashOfAmino(DOCS_DELEGATE.value.msg, encodeStdTxAmino(DOCS_DELEGATE))).toBe(DOCS_DELEGATE_HASH);
    expect(txHashOfAmino(DOCS_SEND.value.msg, encodeStdTxAmino(DOCS_SEND))).toBe(DOCS_SEND_HASH);
  });

  it('writes one field-1 entry per message and hashes several messages as MIX', () => {
    const tx = vectorTx();
    tx.value.msg.push({ type: 'MsgSend', value: { from_address: FROM, to_address: FROM, amount: [{ denom: 'NANOGT', amount: '1' }] } });
    const encoded = hex(encodeStdTxAmino(tx));
    const first = field('0a', hex(encodeMsgAmino(tx.value.msg[0]!)));
    const second = field('0a', hex(encodeMsgAmino(tx.value.msg[1]!)));
    expect(encoded).toContain('b9cdcfed' + first + second + '12');
    expect(txHash(tx)).toMatch(/^MIX-[0-9A-F]{96}$/);
  });

  it('leaves out unsigned parts: no signatures field, an empty nonce entry for null', () => {
    const tx = vectorTx();
    tx.value.signatures = null;
    tx.value.nonces = [null];
    const encoded = hex(encodeStdTxAmino(tx));
    expect(encoded).toContain('1a00' + '32');
    expect(encoded).not.toContain('e1e1a0fa');
  });
});

describe('encodeMsgAmino', () => {
  const A = FROM;
  const B = TO;

  it('omits false booleans, zero integers and empty strings, as amino does', () => {
    const issue = hex(
      encodeMsgAmino({
        type: 'IssueToken',
        value: { source_address: A, token_name: 'Test', symbol: 'YJ', total_supply: '1000', mintable: true, freezable: false },
      }),
    );
    expect(issue).toBe(
      hex(aminoPrefix('IssueToken')) +
        field('0a', payloadHex(A)) +
        field('12', utf8Hex('Test')) +
        field('1a', utf8Hex('YJ')) +
        '20e807' +
        '2801',
    );

    const revoke = hex(
      encodeMsgAmino({
        type: 'MsgRevoke',
        value: {
          vault_address: A,
          security_address: B,
          revoke_address: B,
          height: '6947',
          tx_hash: 'BB04',
          msg_index: '0',
          amount: [{ denom: 'NANOGT', amount: '5' }],
        },
      }),
    );
    const expected =
      hex(aminoPrefix('MsgRevoke')) +
      field('0a', payloadHex(A)) +
      field('12', payloadHex(B)) +
      field('1a', payloadHex(B)) +
      '20' +
      hex(uvarint(6947)) +
      field('2a', utf8Hex('BB04')) +
      field('3a', coinHex('NANOGT', '5'));
    expect(revoke).toBe(expected);
  });

  it('writes address lists as repeated bytes and heights as varints', () => {
    const clear = hex(
      encodeMsgAmino({ type: 'MsgClearVaultAccount', value: { from_address: A, vault_address: [toForm(B, 'vault1'), A] } }),
    );
    expect(clear).toBe(
      hex(aminoPrefix('MsgClearVaultAccount')) + field('0a', payloadHex(A)) + field('12', payloadHex(B)) + field('12', payloadHex(A)),
    );

    const create = hex(
      encodeMsgAmino({
        type: 'MsgCreateVault',
        value: {
          from_address: A,
          to_address: B,
          security_address: A,
          delay_height: '100',
          clearing_height: '50000',
          amount: [{ denom: 'NANOGT', amount: '500' }],
          pubkey: '',
        },
      }),
    );
    expect(create).toBe(
      hex(aminoPrefix('MsgCreateVault')) +
        field('0a', payloadHex(A)) +
        field('12', payloadHex(B)) +
        field('1a', payloadHex(A)) +
        '20' +
        hex(uvarint(100)) +
        '28' +
        hex(uvarint(50000)) +
        field('32', coinHex('NANOGT', '500')),
    );
  });

  it('writes a single Coin as one embedded field and a token coin likewise', () => {
    const burn = hex(encodeMsgAmino({ type: 'BurnToken', value: { from_address: A, sub: { denom: 'YY-A69', amount: '10000' } } }));
    expect(burn).toBe(hex(aminoPrefix('BurnToken')) + field('0a', payloadHex(A)) + field('12', coinHex('YY-A69', '10000')));
  });
});

describe('bareTxHash', () => {
  it('strips the kind prefix', () => {
    expect(bareTxHash(DOCS_SEND_HASH)).toBe(DOCS_SEND_HASH.slice('IRREVOCABLEPAY-'.length));
    expect(bareTxHash('abc123')).toBe('ABC123');
  });
});
