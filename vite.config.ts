import { defineConfig } from 'vite';
import { crx } from '@crxjs/vite-plugin';
import preact from '@preact/preset-vite';
import { browserOf, manifestFor } from './scripts/manifest';

// `vite build --mode firefox` builds dist/firefox; any other mode builds dist/chrome.
export default defineConfig(({ mode }) => {
  const browser = browserOf(mode);
  return {
    plugins: [preact(), crx({ manifest: manifestFor(browser), browser })],
    build: { outDir: `dist/${browser}`, emptyOutDir: true, target: browser === 'firefox' ? 'firefox128' : 'chrome116', sourcemap: false },
    server: { port: 5173, strictPort: true },
  };
});
