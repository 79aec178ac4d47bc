import { defineConfig } from 'vite';
import { crx } from '@crxjs/vite-plugin';
import preact from '@preact/preset-vite';
import { backgroundBuild } from './scripts/background-build';
import { popupPreload } from './scripts/popup-preload';
import { popupFirstChunk } from './scripts/popup-first';
import { approveBuild } from './scripts/approve-build';
import { catalogueChunk } from './scripts/chunk-names';
import { browserOf, manifestFor } from './scripts/manifest';
import { flavorDefine } from './scripts/flavor';

// `vite build --mode firefox` builds dist/firefox; any other mode builds dist/chrome.
// VAULTLINE_OUT_DIR builds elsewhere (scripts/package.ts builds the store packages apart from dist/).
// VAULTLINE_FLAVOR=store builds the store's wallet (starts on Mainnet, no devnet helpers): scripts/flavor.ts.
export default defineConfig(({ command, mode }) => {
  // A build is the production build whatever NODE_ENV its caller has (vitest's is `test`, and the e2e
  // runs and the packaging test build inside it): under any other, Vite and the Preact preset build
  // Preact's development JSX, whose every element carries its source file's absolute path (this
  // machine's checkout in a store package), and the devtools' hook names.
  if (command === 'build') process.env.NODE_ENV = 'production';
  const browser = browserOf(mode);
  const outDir = process.env.VAULTLINE_OUT_DIR ?? `dist/${browser}`;
  const target = browser === 'firefox' ? 'firefox140' : 'chrome116';
  return {
    define: flavorDefine(),
    plugins: [
      preact(),
      crx({ manifest: manifestFor(browser), browser }),
      backgroundBuild(browser, outDir, target),
      popupPreload(outDir, target),
      approveBuild(outDir, target),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      target,
      sourcemap: false,
      rollupOptions: {
        output: {
          // The popup's entry and home in one file (scripts/popup-first.ts).
          codeSplitting: { groups: [popupFirstChunk()] },
          chunkFileNames: (chunk) => `assets/${catalogueChunk(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
        },
      },
    },
    server: { port: 5173, strictPort: true },
  };
});
