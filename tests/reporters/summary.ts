import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

type Counts = { passed: number; failed: number; skipped: number };
const empty = (): Counts => ({ passed: 0, failed: 0, skipped: 0 });

function add(counts: Counts, state: string): void {
  if (state === 'passed') counts.passed += 1;
  else if (state === 'failed') counts.failed += 1;
  else counts.skipped += 1;
}

/**
 * Prints, after Vitest's own summary, how many repository tests ran on each database
 * (suites named `... [pglite]` / `... [postgres]` by describeEachDatabase) and the plain
 * closing line `N passed, N failed, N skipped` that CI logs are read by. Without TEST_DATABASE_URL it also names,
 * in one line, the files whose PostgreSQL suites (named `... [postgres]`) were skipped, so a local run cannot be
 * mistaken for one that checked PostgreSQL.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const total = empty();
    const byDatabase: Record<string, Counts> = { pglite: empty(), postgres: empty() };
    const skippedPostgresFiles = new Set<string>();
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        add(total, state);
        const kind = /\[(pglite|postgres)\]/.exec(test.fullName)?.[1];
        if (kind) add(byDatabase[kind]!, state);
        if (kind === 'postgres' && state === 'skipped') skippedPostgresFiles.add(path.relative(process.cwd(), testModule.moduleId));
      }
    }
    for (const [kind, c] of Object.entries(byDatabase)) {
      console.log(`repository tests on ${kind}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`);
    }
    if (!process.env.TEST_DATABASE_URL && skippedPostgresFiles.size > 0) {
      console.log(`PostgreSQL suites skipped (TEST_DATABASE_URL unset): ${[...skippedPostgresFiles].sort().join(', ')}`);
    }
    console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  }
}
