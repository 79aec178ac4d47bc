// Builds the extension for an e2e project once, in vitest's main process before any test file
// starts, so e2e files running side by side never race to rebuild dist/<browser> under each other
// (each file's own ensureExtensionBuilt then finds the build fresh; under `npm test` it already is).
import type { TestProject } from 'vitest/node';
import { browserOf } from '../../scripts/manifest';
import { ensureExtensionBuilt } from './build';

export default function setup(project: TestProject): void {
  ensureExtensionBuilt(browserOf(project.config.env?.VAULTLINE_E2E_BROWSER ?? process.env.VAULTLINE_E2E_BROWSER));
}
