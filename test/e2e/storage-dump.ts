// Reads everything the extension keeps at rest (every IndexedDB database and chrome.storage.local)
// from one of its pages, and searches that dump for secrets: mnemonic word runs, the seed, keys.
import type { E2EPage as Page } from './driver';
import { bytesToHex, toBase64 } from '../../src/core/bytes';
import { accountPath, deriveExtendedKey, masterKeyFromSeed, mnemonicToSeed } from '../../src/core/hd';

export interface ExtensionStorageDump {
  indexedDB: Record<string, Record<string, Array<{ key: unknown; value: unknown }>>>;
  local: Record<string, unknown>;
}

/** Must run in an extension page. Binary values become {bytes: hex}; CryptoKeys are described. */
export async function dumpExtensionStorage(page: Page): Promise<ExtensionStorageDump> {
  return page.evaluate(async () => {
    const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    const plain = (value: unknown): unknown => {
      if (value instanceof ArrayBuffer) return { bytes: hex(new Uint8Array(value)) };
      if (ArrayBuffer.isView(value)) return { bytes: hex(new Uint8Array(value.buffer, value.byteOffset, value.byteLength)) };
      if (typeof CryptoKey !== 'undefined' && value instanceof CryptoKey) {
        return { cryptoKey: { type: value.type, extractable: value.extractable, algorithm: value.algorithm, usages: value.usages } };
      }
      if (Array.isArray(value)) return value.map(plain);
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
      return value;
    };
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const indexed: Record<string, Record<string, Array<{ key: unknown; value: unknown }>>> = {};
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const stores: Record<string, Array<{ key: unknown; value: unknown }>> = {};
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
        stores[storeName] = keys.map((key, i) => ({ key: plain(key), value: plain(values[i]) }));
      }
      db.close();
      indexed[info.name] = stores;
    }
    const local = (await chrome.storage.local.get(null)) as Record<string, unknown>;
    return { indexedDB: indexed, local: plain(local) as Record<string, unknown> };
  });
}

const toBase64Url = (bytes: Uint8Array) => toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Every 12-byte window of a secret, as hex; a random 12-byte collision is not a concern. */
function hexWindows(bytes: Uint8Array, size = 12): string[] {
  const hex = bytesToHex(bytes);
  const windows: string[] = [];
  for (let i = 0; i + size <= bytes.length; i += 4) windows.push(hex.slice(i * 2, (i + size) * 2));
  return windows;
}

/** Everything that would betray the wallet's secret if stored in clear. */
function secretProbes(mnemonic: string): { label: string; needle: string }[] {
  const seed = mnemonicToSeed(mnemonic);
  const master = masterKeyFromSeed(seed);
  const account = deriveExtendedKey(mnemonic, accountPath(0));
  const secrets: Array<[string, Uint8Array]> = [
    ['seed', seed],
    ['master kL', master.kL],
    ['master kR', master.kR],
    ['master chain code', master.chainCode],
    ['account 0 kL', account.kL],
    ['account 0 kR', account.kR],
  ];
  const probes: { label: string; needle: string }[] = [];
  for (const [label, bytes] of secrets) {
    for (const window of hexWindows(bytes)) probes.push({ label: `${label} (hex)`, needle: window });
    probes.push({ label: `${label} (base64)`, needle: toBase64(bytes).slice(0, 20) });
    probes.push({ label: `${label} (base64url)`, needle: toBase64Url(bytes).slice(0, 20) });
    probes.push({ label: `${label} (byte list)`, needle: Array.from(bytes.slice(0, 12)).join(',') });
  }
  return probes;
}

/** Runs of `run` consecutive mnemonic words found, in order, among the dump's words. */
function mnemonicRuns(text: string, mnemonic: string, run = 3): string[] {
  const words = mnemonic.trim().toLowerCase().split(/\s+/);
  const tokens = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const tokenLine = ` ${tokens.join(' ')} `;
  const found: string[] = [];
  for (let i = 0; i + run <= words.length; i++) {
    const phrase = words.slice(i, i + run).join(' ');
    if (tokenLine.includes(` ${phrase} `)) found.push(phrase);
  }
  return found;
}

/** Labels of every secret found in the dump (empty = clean). */
export function findSecrets(dump: ExtensionStorageDump, mnemonic: string): string[] {
  const text = JSON.stringify(dump);
  const lower = text.toLowerCase();
  const leaks = mnemonicRuns(text, mnemonic).map((phrase) => `mnemonic words "${phrase}"`);
  for (const { label, needle } of secretProbes(mnemonic)) {
    const haystack = label.endsWith('(hex)') ? lower : text;
    if (haystack.includes(needle) && !leaks.includes(label)) leaks.push(label);
  }
  return leaks;
}
