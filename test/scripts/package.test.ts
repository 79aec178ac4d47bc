// `npm run package` twice from the same tree: byte-identical zips, the Chrome manifest without `key`,
// the Firefox manifest with its gecko settings, and Mozilla's own linter (what AMO runs) finding no
// error and no warning besides Preact's innerHTML (docs/store/build-from-source.md).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json' with { type: 'json' };
import { GECKO_ANDROID_SETTINGS, GECKO_SETTINGS } from '../../scripts/manifest';
import { packageAll, packageName } from '../../scripts/package';

const KINDS = ['chrome', 'firefox', 'source'] as const;
/** Preact's renderer assigns innerHTML for dangerouslySetInnerHTML; the linter flags each bundle that carries it. */
const PREACT_INNER_HTML = /dangerouslySetInnerHTML/;

interface LintMessage {
  code: string;
  file?: string;
  message: string;
}
interface LintReport {
  errors: LintMessage[];
  warnings: LintMessage[];
  notices: LintMessage[];
}

describe('npm run package', () => {
  const root = mkdtempSync(join(tmpdir(), 'vaultline-package-test-'));
  const [first, second] = [join(root, 'a'), join(root, 'b')];
  const read = (dir: string, kind: (typeof KINDS)[number]) => new Uint8Array(readFileSync(join(dir, packageName(kind))));
  const manifestOf = (kind: 'chrome' | 'firefox') =>
    JSON.parse(new TextDecoder().decode(unzipSync(read(first, kind))['manifest.json'])) as Record<string, unknown>;

  beforeAll(() => {
    packageAll(first, true);
    packageAll(second, true);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes the three packages, byte for byte the same from two builds', () => {
    for (const kind of KINDS) {
      const bytes = read(first, kind);
      expect(bytes.length, kind).toBeGreaterThan(1000);
      expect(Buffer.compare(bytes, read(second, kind)), kind).toBe(0);
    }
  });

  it('gives Chrome a manifest without key, at the version of package.json', () => {
    const manifest = manifestOf('chrome');
    expect(manifest).not.toHaveProperty('key');
    expect(manifest.version).toBe(version);
    expect(manifest.permissions).toEqual(['storage', 'alarms', 'notifications']);
  });

  it('gives Firefox its gecko settings and puts the build instructions in the source package', () => {
    expect(manifestOf('firefox').browser_specific_settings).toEqual({ gecko: GECKO_SETTINGS, gecko_android: GECKO_ANDROID_SETTINGS });
    const source = unzipSync(read(first, 'source'));
    expect(Object.keys(source)).toEqual(
      expect.arrayContaining(['docs/store/build-from-source.md', 'package-lock.json', 'scripts/package.ts', 'manifest.json']),
    );
    expect(Object.keys(source).some((path) => path.startsWith('node_modules/') || path.startsWith('dist/'))).toBe(false);
  });

  it("passes Mozilla's addons-linter with no error and only Preact's innerHTML warnings", () => {
    const packaged = join(first, packageName('firefox'));
    const run = spawnSync('npx', ['addons-linter', '--output', 'json', packaged], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const report = JSON.parse(run.stdout) as LintReport;
    expect(report.errors).toEqual([]);
    expect(report.notices).toEqual([]);
    const files = unzipSync(read(first, 'firefox'));
    for (const warning of report.warnings) {
      expect(warning.code, warning.message).toBe('UNSAFE_VAR_ASSIGNMENT');
      expect(new TextDecoder().decode(files[warning.file ?? '']), warning.file).toMatch(PREACT_INNER_HTML);
    }
  });
});
