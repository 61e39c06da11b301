import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (Vitest + Testing Library; repository tests on PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL) and `e2e` (playwright-core driving system Chromium against a
 * production build started by tests/e2e/globalSetup.ts).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', './tests/reporters/summary.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // one worker per core: Vitest's default (cores - 1) is a single worker on the 2-core CI machine, which left
          // a core idle while the files waited on PGlite and PostgreSQL one after the other
          maxWorkers: '100%',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // after the unit project; its own worker count (Chromium pages are heavy on 2 cores)
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits up to 10 s (Vitest's default is 1 s) for what a page shows after a server round trip:
          // an image rendered, a count saved; a busy machine took longer than a second (the condition is the same)
          expect: { poll: { timeout: 10_000 } },
          // 3 files at a time: most of an e2e file's time is spent waiting on the browser and the server (the whole run
          // used 1.4 of the 2 cores with 2 workers); all 394 tests passed with 3 on the loaded 2-core machine
          maxWorkers: 3,
        },
      },
    ],
  },
});
