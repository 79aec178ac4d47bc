// The published types package stands alone on npm: publint and arethetypeswrong (both run on what
// `npm pack` would publish) find no problem, and its README links nothing outside the package.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publint } from 'publint';
import { describe, expect, it } from 'vitest';

const PACKAGE = join(import.meta.dirname, '../../packages/provider-types');

describe('@vaultline/provider-types', () => {
  it('passes publint, strict, with nothing but the engines suggestion a types-only package has no use for', async () => {
    const { messages } = await publint({ pkgDir: PACKAGE, strict: true });
    expect(messages.filter((message) => message.code !== 'USE_ENGINES_NODE')).toEqual([]);
  });

  it('passes arethetypeswrong for node10, node16 (CJS and ESM) and bundlers', () => {
    const run = spawnSync('npx', ['attw', '--pack', PACKAGE, '--format', 'json'], { encoding: 'utf8' });
    const report = JSON.parse(run.stdout) as { analysis: { types: unknown }; problems: Record<string, unknown> };
    expect(report.analysis.types).toBeTruthy();
    expect(report.problems).toEqual({});
    expect(run.status).toBe(0);
  });

  it('declares its repository, homepage and license, and ships them', () => {
    const manifest = JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ license: 'MIT', repository: { directory: 'packages/provider-types' } });
    expect(manifest.homepage).toMatch(/^https:\/\//);
    expect(manifest.files).toEqual(expect.arrayContaining(['index.d.ts', 'index.d.mts', 'README.md', 'LICENSE']));
  });

  it('has a README whose links all point inside the package or to the web', () => {
    const readme = readFileSync(join(PACKAGE, 'README.md'), 'utf8');
    const targets = [...readme.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(targets.filter((target) => !/^(?:https:\/\/|#)/.test(target))).toEqual([]);
  });
});
