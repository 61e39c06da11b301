import { mkdtempSync, readFile, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runLoad, type LoadResult } from './load';

/** Requests per run of the city page bench (50 concurrent clients). */
export const CITY_PAGE_REQUESTS = 3000;

/** `/delhi` from the site, and the same HTML from a bare static-file server (node:http + fs), in one run. */
export async function benchCityPage(
  baseURL: string,
  pagePath = '/delhi',
): Promise<{ site: LoadResult; staticFile: LoadResult; htmlBytes: number }> {
  const html = await (await fetch(`${baseURL}${pagePath}`)).text();
  const dir = mkdtempSync(path.join(tmpdir(), 'party-bench-'));
  const file = path.join(dir, 'page.html');
  writeFileSync(file, html);
  const server = createServer((req, res) => {
    readFile(file, (error, data) => {
      if (error) {
        res.writeHead(500).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(data);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const staticURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const staticFile = await runLoad({ baseURL: staticURL, path: '/', method: 'GET', amount: CITY_PAGE_REQUESTS, warmUp: 300 });
    const site = await runLoad({ baseURL, path: pagePath, method: 'GET', amount: CITY_PAGE_REQUESTS, warmUp: 300 });
    return { site, staticFile, htmlBytes: Buffer.byteLength(html) };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  }
}
