import { defineConfig } from 'vite';
import { crx } from '@crxjs/vite-plugin';
import preact from '@preact/preset-vite';
import { backgroundBuild } from './scripts/background-build';
import { browserOf, manifestFor } from './scripts/manifest';

// `vite build --mode firefox` builds dist/firefox; any other mode builds dist/chrome.
export default defineConfig(({ mode }) => {
  const browser = browserOf(mode);
  const outDir = `dist/${browser}`;
  const target = browser === 'firefox' ? 'firefox128' : 'chrome116';
  return {
    plugins: [preact(), crx({ manifest: manifestFor(browser), browser }), backgroundBuild(browser, outDir, target)],
    build: { outDir, emptyOutDir: true, target, sourcemap: false },
    server: { port: 5173, strictPort: true },
  };
});
