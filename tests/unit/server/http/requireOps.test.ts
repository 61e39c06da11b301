import { addMinutes, addSeconds } from 'date-fns';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../../../../server/config';
import { HttpError } from '../../../../server/http/errors';
import { requireOps } from '../../../../server/auth/requireOps';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const KEY = 'ops-key-for-unit-tests-0123';
const LIMIT = { max: 10, windowSeconds: 900 };

const request = (ip: string, key?: string) =>
  ({ headers: key === undefined ? {} : { 'x-ops-api-key': key }, socket: { remoteAddress: ip } }) as unknown as Parameters<
    typeof requireOps
  >[0];

/** The HTTP status `requireOps` answers (200 when it lets the request through). */
async function statusOf(promise: Promise<void>): Promise<{ status: number; retryAfter?: string }> {
  try {
    await promise;
    return { status: 200 };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, retryAfter: error.options.headers?.['Retry-After'] };
  }
}

beforeAll(() => {
  vi.stubEnv('OPS_API_KEY', KEY);
  resetConfigForTests();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describeEachDatabase(
  'requireOps: wrong operations keys are limited per client IP',
  (getDb) => {
    const start = new Date('2030-01-01T10:00:00Z');

    it('lets the right key through and refuses a missing or wrong key with 401', async () => {
      const db = getDb();
      expect(await statusOf(requireOps(request('198.51.100.1', KEY), db, { now: start, limit: LIMIT }))).toEqual({ status: 200 });
      expect((await statusOf(requireOps(request('198.51.100.1'), db, { now: start, limit: LIMIT }))).status).toBe(401);
      expect((await statusOf(requireOps(request('198.51.100.1', 'wrong'), db, { now: start, limit: LIMIT }))).status).toBe(401);
    });

    it('after 10 wrong keys in 15 minutes answers 429 with Retry-After to that IP, even for the right key, until the window passes', async () => {
      const db = getDb();
      const ip = '203.0.113.7';
      for (let i = 0; i < 10; i += 1) {
        const at = addMinutes(start, i);
        expect((await statusOf(requireOps(request(ip, `wrong-${i}`), db, { now: at, limit: LIMIT }))).status).toBe(401);
      }
      const locked = await statusOf(requireOps(request(ip, KEY), db, { now: addMinutes(start, 10), limit: LIMIT }));
      // the first wrong key (at start) leaves the window at start + 15 min: 5 minutes from now
      expect(locked).toEqual({ status: 429, retryAfter: '300' });
      expect((await statusOf(requireOps(request(ip, 'wrong-again'), db, { now: addMinutes(start, 10), limit: LIMIT }))).status).toBe(429);
      // another IP is not affected
      expect((await statusOf(requireOps(request('203.0.113.8', KEY), db, { now: addMinutes(start, 10), limit: LIMIT }))).status).toBe(200);
      // once the oldest wrong key leaves the window, the right key works again
      expect((await statusOf(requireOps(request(ip, KEY), db, { now: addSeconds(start, 15 * 60 + 1), limit: LIMIT }))).status).toBe(200);
    });

    it('counts wrong keys sent in parallel without overshooting the limit', async () => {
      const db = getDb();
      const ip = '192.0.2.44';
      const answers = await Promise.all(
        Array.from({ length: 15 }, (_, i) => statusOf(requireOps(request(ip, `guess-${i}`), db, { now: start, limit: LIMIT }))),
      );
      expect(answers.filter((a) => a.status === 401)).toHaveLength(10);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    });
  },
  { seed: false },
);
