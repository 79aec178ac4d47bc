// The background is built in a pass of its own, as one self-contained file: it shares no chunk with
// the popup (so it carries only what it uses, compressed as one text), and the BIP-39 word list is
// written beside it as JSON for the worker to fetch when a phrase is checked.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { build, type Plugin } from 'vite';
import { WORD_LIST_FILE } from '../src/background/keyring/words';
import { backgroundFor, type TargetBrowser } from './manifest';

export const BACKGROUND_ENTRY = 'src/background/index.ts';
export const BACKGROUND_FILE = 'background.js';

/**
 * Non-ASCII characters written as \u escapes: V8 keeps a script's source in the heap, and one
 * character above 0x7f makes the whole source a two-byte string (twice the worker's heap for it).
 */
export function asciiOnly(): Plugin {
  return {
    name: 'vaultline-ascii-only',
    enforce: 'post',
    // After minification, which would write the escapes back as characters.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') chunk.code = chunk.code.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
      }
    },
  };
}

export function backgroundBuild(browser: TargetBrowser, outDir: string, target: string): Plugin {
  return {
    name: 'vaultline-background',
    apply: 'build',
    enforce: 'post',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORD_LIST_FILE, source: JSON.stringify(wordlist) });
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        plugins: [asciiOnly()],
        build: {
          outDir,
          emptyOutDir: false,
          target,
          sourcemap: false,
          rollupOptions: { input: BACKGROUND_ENTRY, preserveEntrySignatures: false, output: { format: 'es', entryFileNames: BACKGROUND_FILE } },
        },
      });
      const path = join(outDir, 'manifest.json');
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      writeFileSync(path, `${JSON.stringify({ ...manifest, background: backgroundFor(browser, BACKGROUND_FILE) }, null, 2)}\n`);
    },
  };
}
