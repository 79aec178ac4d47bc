// Gzip sizes of what the extension loads: the service worker's static import graph, and the popup's
// scripts and styles fetched before home painted.
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const IMPORT = /(?:import|export)\s*(?:[^'"`;]*?from\s*)?["'`]([^"'`]+)["'`]|import\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Files statically imported from `entry` (relative to dist), the entry included; dynamic imports load on demand and are left out. */
export function staticGraph(dist: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(dist, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1];
      if (!spec || !(spec.startsWith('.') || spec.startsWith('/'))) continue;
      visit(spec.startsWith('/') ? spec.slice(1) : normalize(join(dirname(file), spec)));
    }
  };
  visit(entry);
  return [...seen];
}

export function serviceWorkerGzip(dist: string): number {
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as { background: { service_worker: string } };
  return staticGraph(dist, manifest.background.service_worker).reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0);
}

/** Gzip bytes of the extension's .js and .css files among `urls` (resource URLs a page loaded). */
export function loadedGzip(dist: string, extensionOrigin: string, urls: string[]): { bytes: number; files: string[] } {
  const files = [...new Set(urls.filter((url) => url.startsWith(extensionOrigin)).map((url) => relative('/', new URL(url).pathname)))].filter((file) => /\.(js|css)$/.test(file));
  return { bytes: files.reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0), files };
}
