// The popup loads each catalogue area on demand: the first render the FIRST_AREAS (i18n/first.ts), each page
// the areas named beside its import (`withMessages([...], () => import(...))`), a component the areas it
// loads itself (`loadMessages([...])`). A text whose area was never loaded shows as its key, so this
// reads the sources: every key a module's code can name (a literal key, or a template's key prefix)
// belongs to an area loaded with it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS, type AreaName } from '../../src/popup/i18n/areas';
import { en } from '../../src/popup/i18n/en/index';

const POPUP = resolve(__dirname, '../../src/popup');
const AREA_LIST = /\[([^\]]*)\]/;
const WITH_MESSAGES = /withMessages\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
const LOAD_MESSAGES = /loadMessages\(\s*\[([^\]]*)\]/g;
const STATIC_IMPORT = /^\s*(import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?'(\.{1,2}\/[^']+)'/gm;

const areaNames = (list: string): AreaName[] =>
  [...list.matchAll(/'(\w+)'/g)].map((m) => {
    expect(AREAS, `'${m[1]}' is an area`).toContain(m[1]);
    return m[1] as AreaName;
  });

async function areaOfKey(): Promise<Map<string, AreaName>> {
  const owner = new Map<string, AreaName>();
  for (const area of AREAS) {
    const module = (await import(`../../src/popup/i18n/en/${area}.ts`)) as Record<string, Record<string, unknown>>;
    for (const key of Object.keys(module[area]!)) owner.set(key, area);
  }
  return owner;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === join(POPUP, 'i18n') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((file) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

interface Source {
  areas: Set<AreaName>;
  imports: string[];
  loads: Set<AreaName>;
  lazy: Array<{ file: string; areas: AreaName[] }>;
  dynamicImports: number;
}

async function readSources(): Promise<Map<string, Source>> {
  const owner = await areaOfKey();
  const keys = [...owner.keys()];
  const sources = new Map<string, Source>();
  for (const file of sourceFiles(POPUP)) {
    const text = readFileSync(file, 'utf8');
    const areas = new Set<AreaName>();
    for (const m of text.matchAll(/['"`]([\w.-]+)['"`]/g)) if (owner.has(m[1]!)) areas.add(owner.get(m[1]!)!);
    for (const m of text.matchAll(/`([\w.-]+\.)\$\{/g)) for (const key of keys) if (key.startsWith(m[1]!)) areas.add(owner.get(key)!);
    const imports = [...text.matchAll(STATIC_IMPORT)]
      .map((m) => resolveImport(file, m[2]!))
      .filter((f): f is string => !!f && /\.tsx?$/.test(f) && f.startsWith(POPUP) && !f.startsWith(join(POPUP, 'i18n')));
    const loads = new Set([...text.matchAll(LOAD_MESSAGES)].flatMap((m) => areaNames(m[1]!)));
    const lazy = [...text.matchAll(WITH_MESSAGES)].map((m) => ({ file: resolveImport(file, m[2]!)!, areas: areaNames(m[1]!) }));
    sources.set(file, { areas, imports, loads, lazy, dynamicImports: [...text.matchAll(/\bimport\(/g)].length });
  }
  return sources;
}

function closure(sources: Map<string, Source>, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of sources.get(file)?.imports ?? []) visit(next);
  };
  visit(entry);
  return [...seen];
}

/** "file: area" for each area a module of `entry`'s static graph uses that neither `loaded` nor the module itself loads. */
function uncovered(sources: Map<string, Source>, entry: string, loaded: readonly AreaName[]): string[] {
  return closure(sources, entry).flatMap((file) => {
    const source = sources.get(file)!;
    return [...source.areas]
      .filter((area) => !loaded.includes(area) && !source.loads.has(area))
      .map((area) => `${file.slice(POPUP.length + 1)}: ${area}`);
  });
}

describe('catalogue areas load with the code that shows them', async () => {
  const sources = await readSources();
  const first = areaNames(
    AREA_LIST.exec(/FIRST_AREAS[^=]*=\s*(\[[^\]]*\])/.exec(readFileSync(join(POPUP, 'i18n', 'first.ts'), 'utf8'))![1]!)![0],
  );
  const lazy = [...sources.values()].flatMap((source) => source.lazy);

  it('lists every area file of every language, and every key is in one of them', async () => {
    for (const language of ['en', 'zh-CN']) {
      const files = readdirSync(join(POPUP, 'i18n', language)).filter(
        (name) => name.endsWith('.ts') && !['index.ts', 'area.ts'].includes(name),
      );
      expect(files.map((name) => name.replace(/\.ts$/, '')).sort(), language).toEqual([...AREAS].sort());
    }
    expect((await areaOfKey()).size).toBe(Object.keys(en).length);
  });

  it('the first render (main.tsx and what it imports) needs only the first areas', () => {
    expect(uncovered(sources, join(POPUP, 'main.tsx'), first)).toEqual([]);
  });

  it("the approval window's page (approve-main.tsx and what it imports) needs only the areas it carries, in both languages", () => {
    const text = readFileSync(join(POPUP, 'approve-main.tsx'), 'utf8');
    const carried = (language: string) =>
      [...text.matchAll(new RegExp(`from '\\./i18n/${language}/(\\w+)'`, 'g'))].map((m) => m[1]!).sort();
    expect(carried('zh-CN')).toEqual(carried('en'));
    // The first areas one by one: the popup's first-areas modules also carry home's texts, which no window shows.
    expect(carried('en')).toEqual(expect.arrayContaining([...first]));
    expect(text).not.toContain('i18n/first-areas/');
    expect(uncovered(sources, join(POPUP, 'approve-main.tsx'), carried('en') as AreaName[])).toEqual([]);
    // Not blind: without the approvals area, the approve page is caught.
    expect(uncovered(sources, join(POPUP, 'approve-main.tsx'), first)).toContain('screens/approvals/approve.tsx: approvals');
  });

  it('every page and part loaded on demand names its areas beside its import', () => {
    for (const [file, source] of sources)
      expect(source.lazy.length, `${file}: an import() outside withMessages`).toBe(source.dynamicImports);
    expect(lazy.length).toBeGreaterThanOrEqual(13);
    for (const { file, areas } of lazy) expect(uncovered(sources, file, [...first, ...areas]), file).toEqual([]);
  });

  it('the check is not blind: home without its areas is caught', () => {
    const home = lazy.find((entry) => entry.file.endsWith('screens/home/home.tsx'))!;
    expect(home).toBeDefined();
    expect(uncovered(sources, home.file, first)).toContain('screens/home/home.tsx: home');
  });
});
