// Gzip sizes of what the extension loads: the service worker's start files (and apart, the parts it
// loads on demand), and the popup's scripts and styles fetched before home painted.
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const IMPORT = /(?:import|export)\s*(?:[^'"`;]*?from\s*)?["'`]([^"'`]+)["'`]|import\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

export function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Files statically imported from `entry` (relative to dist), the entry included; dynamic imports load on demand and are left out. */
function staticGraph(dist: string, entry: string): string[] {
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

/** A list of file names as the minifier leaves it: an array of strings, or one string split at commas
 *  (its form for a long list): the array's inside is group 1, the string's is group 3. */
const NAME_LIST = /(?:\[([^\]]*)\]|(["'`])([^"'`]*)\2\.split\(\s*["'`],["'`]\s*\))/.source;
const DEFINE = new RegExp(/vaultlineParts\.define\(\s*["'`][^"'`]+["'`]\s*,\s*/.source + NAME_LIST);
const START = new RegExp(/vaultlineParts\.start\(\s*["'`][^"'`]+["'`]\s*,\s*/.source + NAME_LIST + /\s*\)\s*;?\s*$/.source);

/** The names in a NAME_LIST match (none when it did not match). */
function namesOf(match: RegExpExecArray | null): string[] {
  if (!match) return [];
  if (match[3] !== undefined) return match[3] === '' ? [] : match[3].split(',');
  return [...(match[1] ?? '').matchAll(/["'`]([^"'`]+)["'`]/g)].map((found) => found[1]!);
}

/** The parts a background file registers with the loader: its static dependencies, and (start file) the parts it loads on demand (scripts/background-loader.js). */
export function backgroundParts(text: string): { deps: string[]; onDemand: string[] } {
  return { deps: namesOf(DEFINE.exec(text)), onDemand: namesOf(START.exec(text)) };
}

/**
 * The service worker's files: what it loads at start (its manifest file, what that file imports or
 * names as its dependencies), and the parts it loads only when an action needs them.
 */
export function serviceWorkerFiles(dist: string): { start: string[]; onDemand: string[] } {
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as {
    background: { service_worker?: string; scripts?: string[] };
  };
  // Chrome's service worker, or Firefox's event page script.
  const entry = manifest.background.service_worker ?? manifest.background.scripts?.[0] ?? '';
  const start = new Set(staticGraph(dist, entry));
  for (const file of [...start]) for (const dep of backgroundParts(readFileSync(join(dist, file), 'utf8')).deps) start.add(dep);
  const onDemand = backgroundParts(readFileSync(join(dist, entry), 'utf8')).onDemand.filter((file) => !start.has(file));
  return { start: [...start], onDemand };
}

/** Gzip bytes of the worker's start files and of its on-demand parts (each file compressed alone). */
export function serviceWorkerGzip(dist: string): { start: number; onDemand: number } {
  const { start, onDemand } = serviceWorkerFiles(dist);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(join(dist, file)), 0);
  return { start: sum(start), onDemand: sum(onDemand) };
}

/** Gzip bytes of the extension's .js and .css files among `urls` (resource URLs a page loaded). */
export function loadedGzip(dist: string, extensionOrigin: string, urls: string[]): { bytes: number; files: string[] } {
  const files = [
    ...new Set(urls.filter((url) => url.startsWith(extensionOrigin)).map((url) => relative('/', new URL(url).pathname))),
  ].filter((file) => /\.(js|css)$/.test(file));
  return { bytes: files.reduce((sum, file) => sum + gzipBytes(join(dist, file)), 0), files };
}
