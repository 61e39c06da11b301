import { launchBrowser } from '../tests/e2e/browser';
import { startProductionServer } from '../tests/e2e/server';
(async () => {
  const s = await startProductionServer({ build: false });
  const b = await launchBrowser();
  const paths = (process.argv[2] ?? '/').split(',');
  for (const vp of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const ctx = await b.newContext({ viewport: vp });
    const p = await ctx.newPage();
    const errs: string[] = [];
    p.on('console', (m) => {
      if (m.type() === 'error') errs.push(m.text());
    });
    let total = 0;
    const pend: Promise<void>[] = [];
    p.on('requestfinished', (r) => {
      if (r.resourceType() === 'script')
        pend.push(
          r.sizes().then((z) => {
            total += z.responseBodySize;
          }),
        );
    });
    for (const path of paths) {
      total = 0;
      await p.goto(s.baseURL + path, { waitUntil: 'networkidle' });
      await Promise.all(pend);
      const name = `/tmp/shot-${vp.width}${path.replace(/\//g, '_')}.png`;
      await p.screenshot({ path: name, fullPage: process.argv[3] === 'full' });
      console.log(vp.width, path, 'JS', (total / 1000).toFixed(1), 'kB', name, errs.splice(0).join(' | '));
    }
    await ctx.close();
  }
  await b.close();
  await s.stop();
})();
