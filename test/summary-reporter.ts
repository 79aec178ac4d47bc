// Ends every test run with one plain line, `N passed, N failed`, that any CI reads.
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    for (const module of modules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failedHere += 1;
      }
      // A file that failed before any test ran (import error, failing beforeAll) still counts.
      failed += failedHere === 0 && module.state() === 'failed' ? 1 : failedHere;
    }
    console.log(`\n${passed} passed, ${failed} failed`);
  }
}
