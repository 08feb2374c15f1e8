// One closing line after the list reporter: totals, duration, and the files
// with failures, so a CI log's last line says what broke.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.outcomes.set(test, result.status);
  }

  onEnd(result: FullResult) {
    const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0, fixme: 0 };
    const failedFiles = new Map<string, number>();
    for (const test of this.outcomes.keys()) {
      const outcome = test.outcome();
      if (outcome === 'expected') counts.passed++;
      else if (outcome === 'flaky') counts.flaky++;
      else if (outcome === 'skipped') {
        if (test.annotations.some((a) => a.type === 'fixme')) counts.fixme++;
        else counts.skipped++;
      } else {
        counts.failed++;
        const file = test.location.file.split('/e2e/').pop() ?? test.location.file;
        failedFiles.set(file, (failedFiles.get(file) ?? 0) + 1);
      }
    }
    const files = [...failedFiles].map(([file, n]) => `${file}×${n}`).join(', ');
    console.log(
      `e2e summary: ${result.status} · ${counts.passed} passed · ${counts.failed} failed · ${counts.flaky} flaky · ` +
        `${counts.fixme} fixme · ${counts.skipped} skipped · ${(result.duration / 1000).toFixed(0)} s` +
        (files ? ` · failures in ${files}` : ''),
    );
  }

  printsToStdio() {
    return true;
  }
}
