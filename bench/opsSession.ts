import { postJsonTo } from '../tests/helpers/httpApi';

/**
 * The bench server's operations admin: a test number with a known code (OTP_TEST_NUMBERS) that becomes
 * admin at its first sign-in (OPS_BOOTSTRAP_ADMIN_PHONE), so the page-weight bench can open console pages.
 */
export const BENCH_STAFF_LOGIN = { phone: '7999999998', code: '8642' };

/**
 * Signs the bench admin in to the console on a bench server, as the sign-in page does (same-origin requests).
 * @returns the `ops_session` cookie's value.
 * @throws when the server refuses the sign-in.
 */
export async function benchStaffSession(baseURL: string): Promise<string> {
  const sameOrigin = { Origin: new URL(baseURL).origin, 'Sec-Fetch-Site': 'same-origin' };
  await postJsonTo(baseURL, '/api/ops/auth/otp', { phone: BENCH_STAFF_LOGIN.phone }, sameOrigin);
  const answer = await postJsonTo(
    baseURL,
    '/api/ops/auth/verify',
    { phone: BENCH_STAFF_LOGIN.phone, otp: BENCH_STAFF_LOGIN.code },
    sameOrigin,
  );
  const cookie = /ops_session=([^;]+)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
  if (answer.status !== 200 || !cookie) throw new Error(`the bench admin could not sign in to the console (${answer.status})`);
  return cookie;
}
