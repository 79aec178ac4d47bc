// BIP-39 seed with the browser's own PBKDF2-HMAC-SHA512 (WebCrypto): the same 64 bytes as
// core's mnemonicToSeed, in a fraction of the time the JavaScript PBKDF2 takes at the first
// signature after unlock. The phrase is one the keyring checked before sealing it (word list and
// checksum): here it is only put in BIP-39's form (NFKD, lower case, single spaces).
import { mnemonicText } from '../../core/hd';

const encoder = new TextEncoder();

export async function seedFromMnemonic(mnemonic: string, passphrase = ''): Promise<Uint8Array> {
  const password = encoder.encode(mnemonicText(mnemonic));
  const salt = encoder.encode(`mnemonic${passphrase.normalize('NFKD')}`);
  try {
    const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt, iterations: 2048 }, key, 512);
    return new Uint8Array(bits);
  } finally {
    password.fill(0);
  }
}
