// Bench senders with node:crypto Ed25519 keys: signing 100k txs in JavaScript would take longer
// than the node's own work. The node verifies them like any signature.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { addressFromPublicKey, buildUnsignedTx, newNonce, PUBKEY_TYPE, signDocDigest, type StdTx } from '../src/core/index';

export interface Signer {
  address: string;
  publicKey: string;
  privateKey: KeyObject;
}

export function makeSigners(count: number): Signer[] {
  return Array.from({ length: count }, () => {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
    return { address: addressFromPublicKey(new Uint8Array(raw)), publicKey: raw.toString('base64'), privateKey };
  });
}

/** Genesis accounts funding every signer. */
export const fundedGenesis = (signers: Signer[]) => ({
  accounts: signers.map((s) => ({ address: s.address, coins: [{ denom: 'NANOGT', amount: '1000000000000000000' }] })),
});

/** A signed MsgSend of `amount` NANOGT, valid from `from` to `to`. */
export function signedSend(signer: Signer, recipient: string, amount: string, chainId: string, window: [number, number]): StdTx {
  const unsigned = buildUnsignedTx({
    msgs: [{ type: 'MsgSend', value: { from_address: signer.address, to_address: recipient, amount: [{ denom: 'NANOGT', amount }] } }],
    fee: { amount: [{ denom: 'NANOGT', amount: '1000' }], gas: '200000' },
    memo: '',
    validHeight: [String(window[0]), String(window[1])],
  });
  const value = { ...unsigned.value, nonces: [newNonce()] };
  const signature = sign(null, signDocDigest(value, chainId), signer.privateKey).toString('base64');
  return { type: 'StdTx', value: { ...value, signatures: [{ pub_key: { type: PUBKEY_TYPE, value: signer.publicKey }, signature }] } };
}
