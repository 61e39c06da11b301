import { launchBrowser } from '../tests/e2e/browser';
import { startProductionServer } from '../tests/e2e/server';
(async () => {
  const s = await startProductionServer({ build: false });
  const b = await launchBrowser();
  const p = await (await b.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const rows: Promise<string>[] = [];
  p.on('requestfinished', (r) => {
    if (r.resourceType() === 'script') rows.push(r.sizes().then((z) => `${z.responseBodySize}\t${r.url().replace(s.baseURL, '')}`));
  });
  await p.goto(s.baseURL + (process.argv[2] ?? '/'), { waitUntil: 'networkidle' });
  console.log((await Promise.all(rows)).join('\n'));
  await b.close();
  await s.stop();
})();
