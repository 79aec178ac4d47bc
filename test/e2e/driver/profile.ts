// A fresh browser profile folder, for a browser launched without a profile of the test's own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function freshProfileDir(): string {
  return mkdtempSync(join(tmpdir(), 'vaultline-e2e-'));
}
