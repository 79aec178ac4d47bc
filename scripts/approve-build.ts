// The approval window's page (src/popup/approve.html) is built in a pass of its own, apart from the
// popup: its entry (src/popup/approve-main.tsx) and everything it imports statically make one file,
// styles included, so a window that opens waits for one script. A tx's review still loads after
// the first paint, as its own chunk. Its first script (src/popup/approve-first.ts), a classic one
// added after the module's tag, asks the background for the state and the queue while that module loads.
import preact from '@preact/preset-vite';
import { build, type Plugin } from 'vite';
import { catalogueChunk } from './chunk-names';
import { addFirstScriptTag, buildFirstScript } from './first-script';
import { flavorDefine } from './flavor';

export const APPROVAL_HTML = 'src/popup/approve.html';
const FIRST_ENTRY = 'src/popup/approve-first.ts';
const FIRST_FILE = 'approve-first.js';

/** Adds the first script's tag to the page. */
const firstScriptTag: Plugin = {
  name: 'vaultline-approve-first',
  enforce: 'post',
  generateBundle(_options, bundle) {
    addFirstScriptTag(bundle, APPROVAL_HTML, FIRST_FILE);
  },
};

export function approveBuild(outDir: string, target: string): Plugin {
  return {
    name: 'vaultline-approve',
    apply: 'build',
    enforce: 'post',
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        base: '/',
        plugins: [preact(), firstScriptTag],
        define: flavorDefine(),
        build: {
          outDir,
          emptyOutDir: false,
          target,
          sourcemap: false,
          // Extension pages have module preloading; the polyfill would only add code.
          modulePreload: { polyfill: false },
          rollupOptions: {
            input: APPROVAL_HTML,
            output: {
              entryFileNames: 'assets/approve-window-[hash].js',
              chunkFileNames: (chunk) => `assets/approve-window-${catalogueChunk(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
              assetFileNames: 'assets/approve-window-[name]-[hash][extname]',
            },
            // The entry imports the texts of its first paint itself: that the catalogue's loaders then find them in it is the point.
            checks: { ineffectiveDynamicImport: false },
          },
        },
      });
      await buildFirstScript(FIRST_ENTRY, FIRST_FILE, outDir, target);
    },
  };
}
