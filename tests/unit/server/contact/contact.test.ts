import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, expect, it, vi } from 'vitest';
import contactRoute from '../../../../pages/api/contact';
import { resetConfigForTests } from '../../../../server/config';
import { contactMessages } from '../../../../server/db/schema';
import type { Db, DbHandle } from '../../../../server/db/types';
import { callRoute } from '../../../helpers/apiResponse';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

/** A valid contact-form body. */
const MESSAGE = { name: 'Meera Iyer', phone: '9812345670', message: 'Please call me about a birthday party.' };

/** POST /api/contact through its real route, from socket address `ip` with optional request headers. */
const post = (ip: string, headers: Record<string, string> = {}) =>
  callRoute(contactRoute, { method: 'POST', url: '/api/contact', headers, body: MESSAGE, ip });

async function messageCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});
afterAll(() => {
  globalForDb.__partyDb = undefined;
});

describeEachDatabase(
  'contact messages (POST /api/contact): 5 per client IP per hour',
  (getDb) => {
    beforeEach(() => {
      // the route's database (getDb() of server/db/client) is this suite's
      globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
    });

    it('answers the 6th message from one IP within an hour with 429 and Retry-After; other IPs are not affected', async () => {
      for (let i = 0; i < 5; i += 1) expect((await post('203.0.113.40')).status).toBe(201);
      const before = await messageCount(getDb());
      const limited = await post('203.0.113.40');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
      expect(limited.json.message).toMatch(/^You have sent several messages in the last hour/);
      expect(await messageCount(getDb())).toBe(before);
      expect((await post('203.0.113.41')).status).toBe(201);
    });

    it('accepts exactly 5 of 40 concurrent messages from one IP (the limit is counted under a lock)', async () => {
      const before = await messageCount(getDb());
      const answers = await Promise.all(Array.from({ length: 40 }, () => post('203.0.113.42')));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(35);
      expect(await messageCount(getDb())).toBe(before + 5);
    });

    it('holds the limit behind a proxy when the client rotates the left of X-Forwarded-For (TRUST_PROXY=1)', async () => {
      vi.stubEnv('TRUST_PROXY', '1');
      resetConfigForTests();
      const statuses = [];
      for (let i = 0; i < 12; i += 1) {
        // our proxy (10.0.0.1) appends the address it saw; whatever the client wrote stays on the left
        statuses.push((await post('10.0.0.1', { 'x-forwarded-for': `198.18.0.${i}, 203.0.113.43` })).status);
      }
      expect(statuses).toEqual([...Array<number>(5).fill(201), ...Array<number>(7).fill(429)]);
      // another client behind the same proxy is not affected
      expect((await post('10.0.0.1', { 'x-forwarded-for': '198.18.0.1, 203.0.113.44' })).status).toBe(201);
    });
  },
  { seed: false },
);
