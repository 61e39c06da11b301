import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { answersPerSecond, runLoad } from '../../../bench/load';

/** Runs `test` against a local server answering with `handler`, then closes it. */
async function withLocalServer(handler: RequestListener, test: (baseURL: string) => Promise<void>): Promise<void> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await test(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('bench load rate', () => {
  it('divides the answers by the run time in milliseconds, not by whole seconds', () => {
    expect(answersPerSecond(3000, 1000, 1300)).toBe(10000); // 0.3 s, which autocannon reports as 1.01 s
    expect(answersPerSecond(3000, 0, 4020)).toBeCloseTo(746.3, 1);
  });

  it('measures a short run by its own clock, with per-request paths and headers', async () => {
    const seen: string[] = [];
    await withLocalServer(
      (req, res) => {
        seen.push(`${req.url} ${req.headers['x-probe']}`);
        res.end('ok');
      },
      async (baseURL) => {
        const result = await runLoad({
          baseURL,
          method: 'GET',
          connections: 2,
          amount: 40,
          headers: { 'x-probe': 'p' },
          path: (i) => `/page/${i % 4}`,
        });
        expect(result.statusCounts).toEqual({ 200: 40 });
        expect(result.noAnswer).toBe(0);
        // 40 answers from a local server take far less than the second autocannon's tick would report
        expect(result.requestsPerSecond).toBeGreaterThan(40 / 1.01);
        expect(new Set(seen)).toEqual(new Set(['/page/0 p', '/page/1 p', '/page/2 p', '/page/3 p']));
      },
    );
  });

  it('fires the warm-up requests first and counts only the measured ones', async () => {
    let served = 0;
    await withLocalServer(
      (_req, res) => {
        served += 1;
        res.end('ok');
      },
      async (baseURL) => {
        const result = await runLoad({ baseURL, path: '/', method: 'GET', connections: 2, amount: 20, warmUp: 6 });
        expect([served, result.requests, result.statusCounts]).toEqual([26, 20, { 200: 20 }]);
      },
    );
  });
});
