// The keyring's WebCrypto BIP-39 seed gives the same bytes as core's (JavaScript PBKDF2) seed.
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '../../src/core/bytes';
import { generateMnemonic, mnemonicToSeed } from '../../src/core/hd';
import { seedFromMnemonic } from '../../src/background/keyring/seed';

// BIP-39's own test vector (passphrase "TREZOR"), and the seed it publishes.
const TREZOR_MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const TREZOR_SEED =
  '2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6fa457fe1296106559a3c80937a1c1069be3a3a5bd381ee6260e8d9739fce1f607';

describe('seedFromMnemonic', () => {
  it('matches the BIP-39 published vector', async () => {
    expect(bytesToHex(await seedFromMnemonic(TREZOR_MNEMONIC, 'TREZOR'))).toBe(TREZOR_SEED);
  });

  it('matches core mnemonicToSeed, with and without passphrases (Unicode ones too)', async () => {
    for (const passphrase of ['', 'TREZOR', 'pässwörd', '密码 测试', 'ｆｕｌｌ-width']) {
      const mnemonic = generateMnemonic();
      expect(bytesToHex(await seedFromMnemonic(mnemonic, passphrase))).toBe(bytesToHex(mnemonicToSeed(mnemonic, passphrase)));
    }
  });

  it('normalises the phrase as core does (case, spacing)', async () => {
    const mnemonic = generateMnemonic();
    const messy = `  ${mnemonic.toUpperCase().split(' ').join('   ')}\n`;
    expect(bytesToHex(await seedFromMnemonic(messy))).toBe(bytesToHex(mnemonicToSeed(mnemonic)));
  });

  // A wrong checksum is refused where the phrase is sealed (keyring.test.ts): the seed reads only phrases already checked.
});
