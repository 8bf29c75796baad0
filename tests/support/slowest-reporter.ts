/**
 * A Playwright reporter that prints the run's ten slowest browser tests at the end, so a slow
 * test is seen the day it lands (the budget: none over TEST_BUDGET_MS).
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;
/** A browser test should take well under this (DEVELOPERS: "well under 10 s"). */
export const TEST_BUDGET_MS = 10_000;

export default class SlowestTestsReporter implements Reporter {
  private readonly durations: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const [, project, file, ...titles] = test.titlePath();
    this.durations.push({ title: `[${project}] ${file} › ${titles.join(' › ')}`, ms: result.duration });
  }

  onEnd(result: FullResult): void {
    if (this.durations.length === 0) return;
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const over = this.durations.filter((entry) => entry.ms > TEST_BUDGET_MS).length;
    console.log(`\nThe ${slowest.length} slowest browser tests (${result.status}, ${this.durations.length} run, ${over} over ${TEST_BUDGET_MS / 1000} s):`);
    for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(5)} s  ${title}`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
