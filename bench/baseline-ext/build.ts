// Builds the baseline extension (bench/baseline-ext) with vite into a directory the bench loads.
import { build } from 'vite';
import preact from '@preact/preset-vite';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));

export async function buildBaselineExtension(outDir: string): Promise<string> {
  await build({
    configFile: false,
    root: HERE,
    logLevel: 'warn',
    plugins: [preact()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'chrome116',
      modulePreload: false,
      rollupOptions: {
        input: { page: join(HERE, 'page.html'), sw: join(HERE, 'sw.ts'), 'relay-main': join(HERE, 'relay-main.ts'), 'relay-content': join(HERE, 'relay-content.ts') },
        output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
  copyFileSync(join(HERE, 'manifest.json'), join(outDir, 'manifest.json'));
  return outDir;
}
