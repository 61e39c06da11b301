/**
 * `npm run bench`: speed and size benchmarks against a production build on this machine.
 * Cases: page weight (compressed JS per page vs its budget). Later features add API and page
 * throughput cases. BENCH_SKIP_BUILD=1 reuses the last `next build`.
 * Writes bench/results/latest.json and exits 1 when a budget is exceeded.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/browser';
import { startProductionServer } from '../tests/e2e/server';
import { measurePageWeights } from './pageWeight';

async function main(): Promise<void> {
  const server = await startProductionServer({ build: process.env.BENCH_SKIP_BUILD !== '1' });
  const browser = await launchBrowser();
  try {
    const weights = await measurePageWeights(browser, server.baseURL);
    console.log('\nCompressed JavaScript on a first visit (mobile viewport, empty cache)');
    console.table(
      weights.map((w) => ({
        page: w.path,
        'JS kB': (w.jsBytes / 1000).toFixed(1),
        'budget kB': w.budgetKb,
        scripts: w.scripts,
        'HTML kB': (w.htmlBytes / 1000).toFixed(1),
        verdict: w.withinBudget ? 'ok' : 'OVER BUDGET',
      })),
    );
    const dir = path.join(process.cwd(), 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'latest.json'), JSON.stringify({ at: new Date().toISOString(), weights }, null, 2));
    if (weights.some((w) => !w.withinBudget)) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
