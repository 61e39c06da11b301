import { afterAll, afterEach, beforeEach, expect, it, vi } from 'vitest';
import otpGenerateRoute from '../../../../pages/api/user/otp_generate';
import { resetConfigForTests } from '../../../../server/config';
import type { DbHandle } from '../../../../server/db/types';
import { callRoute } from '../../../helpers/apiResponse';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

/** POST /api/user/otp_generate through its real route, from socket address `ip` with optional headers. */
async function requestCode(phone: string, ip: string, headers: Record<string, string> = {}) {
  const answer = await callRoute(otpGenerateRoute, {
    method: 'POST',
    url: '/api/user/otp_generate',
    headers,
    body: { phone, role: 'customer' },
    ip,
  });
  return answer.status;
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});
afterAll(() => {
  globalForDb.__partyDb = undefined;
});

describeEachDatabase(
  'login codes per client IP behind a proxy',
  (getDb) => {
    beforeEach(() => {
      globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
      vi.stubEnv('OTP_MAX_SENDS_PER_IP_HOUR', '3');
      vi.stubEnv('TRUST_PROXY', '1');
      resetConfigForTests();
    });

    it('holds the per-IP send limit when the client rotates the left of X-Forwarded-For (50 numbers, 3 codes)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        // our proxy (10.0.0.1) appends the address it saw; the client wrote the rest
        const headers = { 'x-forwarded-for': `198.18.${i}.1, 203.0.113.70` };
        statuses.push(await requestCode(`98765${String(10_000 + i).slice(-5)}`, '10.0.0.1', headers));
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(47);
      // another customer behind the same proxy still gets a code
      expect(await requestCode('9876520000', '10.0.0.1', { 'x-forwarded-for': '198.18.0.1, 203.0.113.71' })).toBe(200);
    });
  },
  { seed: false },
);
