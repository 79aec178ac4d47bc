// The background is built in a pass of its own: it shares no chunk with the popup. Its start file
// carries what every wake-up needs; what only some actions need (key derivation, signing, tx
// building, multisig) is split at the source's import() calls into parts that load on demand
// (scripts/background-loader.js says how), and the BIP-39 word list is written beside them as JSON
// for the worker to fetch when a phrase is checked.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { build, type Plugin } from 'vite';
import { WORD_LIST_FILE } from '../src/background/keyring/words';
import { backgroundFor, type TargetBrowser } from './manifest';
import { flavorDefine } from './flavor';

export const BACKGROUND_ENTRY = 'src/background/index.ts';
export const BACKGROUND_FILE = 'background.js';
const LOADER = readFileSync(new URL('./background-loader.js', import.meta.url), 'utf8').replace(/^\s*\/\/.*\n/gm, '');
/** How the CommonJS output loads a part on demand (one shape, checked below). */
const DYNAMIC_REQUIRE = /Promise\.resolve\(\)\.then\(\(\)\s*=>\s*require\(("\.\/[^"]+")\)\)/g;

/**
 * The CommonJS chunks as classic scripts: each one registers itself with the loader, the start
 * file runs first and names the parts for Chrome to fetch while installing.
 */
export function backgroundParts(): Plugin {
  return {
    name: 'vaultline-background-parts',
    // Before minification, which then shortens the loader and the wrappers with the code.
    renderChunk(code, chunk, _options, { chunks }) {
      const rendered = Object.values(chunks);
      const entry = rendered.find((candidate) => candidate.isEntry);
      if (!entry || entry.imports.length > 0) throw new Error('the background start file must carry all it imports');
      const dynamic = code.replace(DYNAMIC_REQUIRE, (_all, spec: string) => `vaultlineParts.load(${spec})`);
      if (/\bimport\s*\(/.test(dynamic) || (dynamic.match(/\brequire\(/g) ?? []).length !== chunk.imports.length)
        throw new Error(`${chunk.fileName}: an import the loader does not know`);
      const defined = `vaultlineParts.define(${JSON.stringify(chunk.fileName)},${JSON.stringify(chunk.imports)},function(require,exports){${dynamic}\n});`;
      if (!chunk.isEntry) return defined;
      const parts = rendered.filter((candidate) => !candidate.isEntry).map((candidate) => candidate.fileName);
      return `${LOADER}${defined}vaultlineParts.start(${JSON.stringify(chunk.fileName)},${JSON.stringify(parts)});`;
    },
  };
}

type ModuleInfo = { importedIds: readonly string[] } | null;

/**
 * Every module the entry imports statically goes into the start file: the bundler would otherwise
 * move modules that the start file shares with a part into a common chunk of their own.
 */
function startFileChunk(): (id: string, meta: { getModuleInfo(id: string): ModuleInfo }) => string | undefined {
  let start: Set<string> | undefined;
  return (id, { getModuleInfo }) => {
    if (!start) {
      start = new Set();
      const visit = (module: string) => {
        if (start!.has(module)) return;
        start!.add(module);
        for (const imported of getModuleInfo(module)?.importedIds ?? []) visit(imported);
      };
      visit(resolve(BACKGROUND_ENTRY));
    }
    return start.has(id) ? 'start' : undefined;
  };
}

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
        if (chunk.type === 'chunk')
          // eslint-disable-next-line no-control-regex -- everything outside ASCII is escaped
          chunk.code = chunk.code.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
        plugins: [backgroundParts(), asciiOnly()],
        define: flavorDefine(),
        build: {
          outDir,
          emptyOutDir: false,
          target,
          sourcemap: false,
          // Library mode: no module-preload wrapper around the import() calls (a worker has no document).
          lib: { entry: BACKGROUND_ENTRY, formats: ['cjs'], fileName: () => BACKGROUND_FILE },
          rollupOptions: {
            preserveEntrySignatures: false,
            output: { chunkFileNames: 'background-[name]-[hash].js', manualChunks: startFileChunk() },
          },
        },
      });
      const path = join(outDir, 'manifest.json');
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
      writeFileSync(path, `${JSON.stringify({ ...manifest, background: backgroundFor(browser, BACKGROUND_FILE) }, null, 2)}\n`);
    },
  };
}
