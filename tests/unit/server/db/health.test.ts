import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import health from '../../../../pages/api/health';
import liveness from '../../../../pages/api/health/live';
import { resetConfigForTests } from '../../../../server/config';
import { getDb } from '../../../../server/db/client';
import type { DbHandle } from '../../../../server/db/types';
import { callRoute } from '../../../helpers/apiResponse';
import { startFaultProxy, type FaultProxy } from '../../../helpers/faultProxy';
import { createTestDatabase, TEST_DATABASE_URL } from '../../../helpers/testDatabases';

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

/** Points the process's database (`getDb`) at `url`, forgetting the one opened before. */
async function useDatabase(url: string): Promise<void> {
  const previous = globalForDb.__partyDb;
  globalForDb.__partyDb = undefined;
  await previous?.then((handle) => handle.close()).catch(() => undefined);
  vi.stubEnv('DATABASE_URL', url);
  resetConfigForTests();
}

/** GET /api/health through its real route; how long it took in ms. */
async function askHealth() {
  const started = Date.now();
  const answer = await callRoute(health, { url: '/api/health' });
  return { ...answer, ms: Date.now() - started };
}

/** Asks until the answer is `status` (at most `withinMs`); the last answer. */
async function healthBecomes(status: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  let answer = await askHealth();
  while (answer.status !== status && Date.now() < deadline) answer = await askHealth();
  return answer;
}

const proxyUrl = (url: string, proxy: FaultProxy) => {
  const via = new URL(url);
  via.host = `${proxy.host}:${proxy.port}`;
  return via.toString();
};

const proxies: FaultProxy[] = [];
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});
afterAll(async () => {
  const handle = globalForDb.__partyDb;
  globalForDb.__partyDb = undefined;
  await handle?.then((h) => h.close()).catch(() => undefined);
  await Promise.all(proxies.map((p) => p.close()));
});

describe('GET /api/health', () => {
  it('answers 503 with Retry-After within 3 s when the database accepts connections and never answers', async () => {
    const blackHole = await startFaultProxy();
    proxies.push(blackHole);
    await useDatabase(`postgres://postgres@${blackHole.host}:${blackHole.port}/party`);
    const answer = await askHealth();
    expect(answer.ms).toBeLessThan(3000);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json).toMatchObject({ error: true, status: 503 });
  });

  describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL [postgres]', () => {
    let database: { url: string; drop: () => Promise<void> } | undefined;
    afterAll(async () => {
      const handle = globalForDb.__partyDb;
      globalForDb.__partyDb = undefined;
      await handle?.then((h) => h.close()).catch(() => undefined);
      await database?.drop();
    });

    it('answers 503 within 3 s while PostgreSQL is paused and 200 again once it is back, without a restart', async () => {
      database = await createTestDatabase();
      const upstream = new URL(database.url);
      const proxy = await startFaultProxy({ host: upstream.hostname, port: Number(upstream.port || 5432) });
      proxies.push(proxy);
      await useDatabase(proxyUrl(database.url, proxy));
      await getDb(); // what instrumentation.ts does at start-up: migrate and seed
      expect((await askHealth()).status).toBe(200);

      proxy.pause();
      const paused = await askHealth();
      expect(paused.status).toBe(503);
      expect(paused.ms).toBeLessThan(3000);
      expect(paused.headers['retry-after']).toBe('5');

      proxy.resume();
      expect((await healthBecomes(200, 15_000)).status).toBe(200);

      // A restart: every connection cut at once; the pool opens new ones.
      proxy.cutAll();
      expect((await healthBecomes(200, 15_000)).status).toBe(200);
    }, 60_000);
  });
});

describe('GET /api/health/live', () => {
  it('answers 200 with the uptime while the database never answers (it asks nothing of it)', async () => {
    const blackHole = await startFaultProxy();
    proxies.push(blackHole);
    await useDatabase(`postgres://postgres@${blackHole.host}:${blackHole.port}/party`);
    const answer = await callRoute(liveness, { url: '/api/health/live' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ data: { uptimeSeconds: expect.any(Number) } });
  });
});
