// The backup file's format: a round trip, and every way a file can be wrong refused with its own code.
import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, openBackup, readHeader, sealBackup } from '../../../src/background/backup/file';
import { KDF_FLOOR, KDF_ITERATIONS } from '../../../src/background/keyring/crypto';
import { bytesToHex, fromBase64, toBase64 } from '../../../src/core/bytes';

const PASSWORD = 'a backup password of its own';
const CONTENT = { kind: 'vaultline-wallet', words: 'monitor flock loyal sick object grunt', list: [1, 2, 3] };
const SLOW = 60_000;

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes.slice().buffer as ArrayBuffer)));
}

describe('backup file', () => {
  it(
    'opens with its password to what was sealed, and shows no plaintext',
    async () => {
      const text = await sealBackup(CONTENT, PASSWORD);
      expect(text).not.toContain('monitor');
      const header = readHeader(text);
      expect(header).toMatchObject({
        format: BACKUP_FORMAT,
        version: 1,
        kdf: { name: 'PBKDF2-SHA256', iterations: KDF_ITERATIONS },
        cipher: { name: 'AES-256-GCM' },
      });
      expect(fromBase64(header.kdf.salt)).toHaveLength(16);
      expect(await openBackup(text, PASSWORD)).toEqual(CONTENT);
      // Two backups of the same content share neither salt nor nonce.
      const again = readHeader(await sealBackup(CONTENT, PASSWORD));
      expect(again.kdf.salt).not.toBe(header.kdf.salt);
      expect(again.cipher.iv).not.toBe(header.cipher.iv);
    },
    SLOW,
  );

  it(
    'refuses a wrong password',
    async () => {
      const text = await sealBackup(CONTENT, PASSWORD);
      await expect(openBackup(text, 'not the backup password')).rejects.toMatchObject({ code: 'backup_wrong_password' });
    },
    SLOW,
  );

  it(
    'refuses a truncated file, and one cut inside its JSON',
    async () => {
      const text = await sealBackup(CONTENT, PASSWORD);
      await expect(openBackup(text.slice(0, text.length / 2), PASSWORD)).rejects.toMatchObject({ code: 'backup_damaged' });
      // Still JSON, but the encrypted part is short of its end: the checksum says so before any password is tried.
      const file = JSON.parse(text);
      const short = JSON.stringify({ ...file, ciphertext: toBase64(fromBase64(file.ciphertext).slice(0, 20)) });
      await expect(openBackup(short, PASSWORD)).rejects.toMatchObject({ code: 'backup_damaged' });
      await expect(openBackup('', PASSWORD)).rejects.toMatchObject({ code: 'backup_damaged' });
      await expect(openBackup('{"hello":1}', PASSWORD)).rejects.toMatchObject({ code: 'backup_damaged' });
    },
    SLOW,
  );

  it(
    'refuses an edited ciphertext, with or without its checksum edited too',
    async () => {
      const text = await sealBackup(CONTENT, PASSWORD);
      const file = JSON.parse(text);
      const bytes = fromBase64(file.ciphertext);
      bytes[3] = bytes[3]! ^ 1;
      await expect(openBackup(JSON.stringify({ ...file, ciphertext: toBase64(bytes) }), PASSWORD)).rejects.toMatchObject({
        code: 'backup_damaged',
      });
      const recomputed = JSON.stringify({ ...file, ciphertext: toBase64(bytes), digest: await sha256Hex(bytes) });
      await expect(openBackup(recomputed, PASSWORD)).rejects.toMatchObject({ code: 'backup_wrong_password' });
    },
    SLOW,
  );

  it(
    'refuses a header edited: rounds lowered below the floor, or changed at all',
    async () => {
      const text = await sealBackup(CONTENT, PASSWORD);
      const file = JSON.parse(text);
      await expect(openBackup(JSON.stringify({ ...file, kdf: { ...file.kdf, iterations: 1 } }), PASSWORD)).rejects.toMatchObject({
        code: 'backup_kdf',
      });
      await expect(openBackup(JSON.stringify({ ...file, kdf: { ...file.kdf, iterations: 1e9 } }), PASSWORD)).rejects.toMatchObject({
        code: 'backup_kdf',
      });
      // Above the floor, but not what the file was sealed with: the header is the cipher's associated data.
      await expect(
        openBackup(JSON.stringify({ ...file, kdf: { ...file.kdf, iterations: KDF_FLOOR + 1 } }), PASSWORD),
      ).rejects.toMatchObject({ code: 'backup_wrong_password' });
      await expect(openBackup(JSON.stringify({ ...file, kdf: { ...file.kdf, name: 'scrypt' } }), PASSWORD)).rejects.toMatchObject({
        code: 'backup_damaged',
      });
      await expect(openBackup(JSON.stringify({ ...file, version: 2 }), PASSWORD)).rejects.toMatchObject({ code: 'backup_version' });
    },
    SLOW,
  );

  it('is never sealed below the floor', async () => {
    await expect(sealBackup(CONTENT, PASSWORD, KDF_FLOOR - 1)).rejects.toMatchObject({ code: 'backup_kdf' });
  });
});
