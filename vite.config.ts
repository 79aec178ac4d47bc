import { defineConfig } from 'vite';
import { crx } from '@crxjs/vite-plugin';
import preact from '@preact/preset-vite';
import { backgroundBuild } from './scripts/background-build';
import { popupPreload } from './scripts/popup-preload';
import { browserOf, manifestFor } from './scripts/manifest';

function catalogueChunk(id: string | null): string | undefined {
  const match = id ? /\/src\/popup\/i18n\/([\w-]+)\/([\w-]+)\.ts$/.exec(id) : null;
  return match ? `${match[1]}-${match[2]}` : undefined;
}

// `vite build --mode firefox` builds dist/firefox; any other mode builds dist/chrome.
export default defineConfig(({ mode }) => {
  const browser = browserOf(mode);
  const outDir = `dist/${browser}`;
  const target = browser === 'firefox' ? 'firefox128' : 'chrome116';
  return {
    plugins: [preact(), crx({ manifest: manifestFor(browser), browser }), backgroundBuild(browser, outDir, target), popupPreload(outDir, target)],
    build: {
      outDir, emptyOutDir: true, target, sourcemap: false,
      // A catalogue area's chunk says its language (en-home, zh-CN-home), apart from the page of the same name.
      rollupOptions: { output: { chunkFileNames: (chunk) => `assets/${catalogueChunk(chunk.facadeModuleId) ?? '[name]'}-[hash].js` } },
    },
    server: { port: 5173, strictPort: true },
  };
});
