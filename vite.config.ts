import { defineConfig } from 'vite';
import { crx } from '@crxjs/vite-plugin';
import preact from '@preact/preset-vite';
import manifest from './manifest.json' with { type: 'json' };
import { asciiOnly } from './scripts/ascii-only';

export default defineConfig({
  plugins: [preact(), crx({ manifest }), asciiOnly()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'chrome116', sourcemap: false },
  server: { port: 5173, strictPort: true },
});
