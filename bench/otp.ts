import { OTP_LENGTH } from '../lib/constants';
import { runLoad, type LoadResult } from './load';
import { BENCH_STAFF_LOGIN } from './opsSession';

/** Numbers with known codes for the bench server (OTP_TEST_NUMBERS): 1000 logins plus one target. */
export const BENCH_LOGINS = Array.from({ length: 1000 }, (_, i) => ({
  phone: String(8_000_000_000 + i),
  code: String(i).padStart(OTP_LENGTH, '0'),
}));
export const BENCH_TARGET = { phone: '7999999999', code: '4321' };
export const BENCH_OTP_ENV = {
  OTP_TEST_NUMBERS: [...BENCH_LOGINS, BENCH_TARGET, BENCH_STAFF_LOGIN].map((l) => `${l.phone}:${l.code}`).join(','),
  // the page-weight bench opens console pages as this admin
  OPS_BOOTSTRAP_ADMIN_PHONE: BENCH_STAFF_LOGIN.phone,
  OTP_MIN_RESEND_SECONDS: '0',
  OTP_MAX_SENDS_PER_PHONE_HOUR: '100000',
  OTP_MAX_SENDS_PER_PHONE_DAY: '100000',
  OTP_MAX_SENDS_PER_IP_HOUR: '1000000',
};

/** Results of the login bench. */
export interface OtpBenchReport {
  /** 1,000 guesses at one number, the right code among them after the lockout: how many logged in (must be 0). */
  bruteForce: { attempts: number; accepted: number; statusCounts: Record<string, number> };
  generate: LoadResult;
  verify: LoadResult;
}

/**
 * The login bench: a brute-force run against one number, then otp_generate and otp_verify
 * for 1,000 distinct numbers under 50 concurrent clients.
 */
export async function benchOtp(baseURL: string): Promise<OtpBenchReport> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  const sent = await post('/api/user/otp_generate', { phone: BENCH_TARGET.phone, role: 'customer' });
  if (sent.status !== 200) throw new Error(`otp_generate answered ${sent.status}`);
  // Guesses 0000..0999 with the right code placed at attempt 500, long after the 5-attempt lockout.
  const guesses = Array.from({ length: 1000 }, (_, i) =>
    String(i === 500 ? Number(BENCH_TARGET.code) : i === Number(BENCH_TARGET.code) ? 0 : i).padStart(OTP_LENGTH, '0'),
  );
  const attack = await runLoad({
    baseURL,
    path: '/api/user/otp_verify',
    body: (i) => ({ phone: BENCH_TARGET.phone, role: 'customer', otp: guesses[i % guesses.length] }),
    amount: guesses.length,
  });

  const generate = await runLoad({
    baseURL,
    path: '/api/user/otp_generate',
    body: (i) => ({ phone: BENCH_LOGINS[i % BENCH_LOGINS.length]!.phone, role: 'customer' }),
    amount: BENCH_LOGINS.length,
  });
  const verify = await runLoad({
    baseURL,
    path: '/api/user/otp_verify',
    body: (i) => ({
      phone: BENCH_LOGINS[i % BENCH_LOGINS.length]!.phone,
      role: 'customer',
      otp: BENCH_LOGINS[i % BENCH_LOGINS.length]!.code,
    }),
    amount: BENCH_LOGINS.length,
  });
  return {
    bruteForce: { attempts: attack.requests, accepted: attack.statusCounts['200'] ?? 0, statusCounts: attack.statusCounts },
    generate,
    verify,
  };
}
