/**
 * Known login devices: a browser that signed in to a number before keeps a cookie naming it, so the number's own
 * devices get their own budget of codes and guesses and strangers cannot lock them out (./otpLimits.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { addSeconds } from 'date-fns';
import { and, eq, gt, ne } from 'drizzle-orm';
import { loginDevices } from '../db/schema';
import type { Db } from '../db/types';
import type { OtpPurpose } from './otpLimits';

/**
 * The known-device cookie of each sign-in (httpOnly; see `loginDeviceCookie`): one token per sign-in, so a browser
 * used for the console or the partner app is never linked, by a shared token, to the customers it signed in as.
 */
export const LOGIN_DEVICE_COOKIES: Record<OtpPurpose, { name: string; path: string }> = {
  // the customer's cookie keeps its first name and path, so customers' known devices stay known
  customer: { name: 'login_device', path: '/api' },
  staff: { name: 'ops_login_device', path: '/api/ops/auth' },
  partner: { name: 'partner_login_device', path: '/api/partner/auth' },
};
/** A known device is remembered this long after its last sign-in (seconds: one year). */
export const LOGIN_DEVICE_TTL_SECONDS = 365 * 86_400;

/** The stored form of a device token (SHA-256 hex): the token is 32 random bytes, so no key is needed. */
function hashDeviceToken(token: string): string {
  return createHash('sha256').update(`login-device:${token}`).digest('hex');
}

/**
 * The `Set-Cookie` value that remembers a device for one sign-in (or forgets it with no token): the sign-in's own
 * cookie name and API path (LOGIN_DEVICE_COOKIES), httpOnly, SameSite=Lax, Secure in production, one year.
 */
export function loginDeviceCookie(
  token: string | undefined,
  purpose: OtpPurpose,
  { secure = process.env.NODE_ENV === 'production' } = {},
): string {
  const { name, path } = LOGIN_DEVICE_COOKIES[purpose];
  const attributes = [`Path=${path}`, 'HttpOnly', 'SameSite=Lax', `Max-Age=${token ? LOGIN_DEVICE_TTL_SECONDS : 0}`];
  if (secure) attributes.push('Secure');
  return [`${name}=${token ?? ''}`, ...attributes].join('; ');
}

/** The device token of a request's cookie for `purpose` (LOGIN_DEVICE_COOKIES), or undefined (a malformed value is ignored). */
export function readDeviceToken(cookieHeader: string | undefined, purpose: OtpPurpose): string | undefined {
  const { name } = LOGIN_DEVICE_COOKIES[purpose];
  const match = new RegExp(`(?:^|;\\s*)${name}=([A-Za-z0-9_-]{43})(?:;|$)`).exec(cookieHeader ?? '');
  return match?.[1];
}

/**
 * The id of the known device `token` names for `phone` and `purpose` (it signed in to that number within
 * LOGIN_DEVICE_TTL_SECONDS), or null.
 */
export async function findLoginDevice(
  db: Db,
  { token, phone, purpose, now = new Date() }: { token: string | undefined; phone: string; purpose: OtpPurpose; now?: Date },
): Promise<string | null> {
  if (!token) return null;
  const [device] = await db
    .select({ id: loginDevices.id })
    .from(loginDevices)
    .where(
      and(
        eq(loginDevices.tokenHash, hashDeviceToken(token)),
        eq(loginDevices.phone, phone),
        eq(loginDevices.purpose, purpose),
        gt(loginDevices.lastLoginAt, addSeconds(now, -LOGIN_DEVICE_TTL_SECONDS)),
      ),
    );
  return device?.id ?? null;
}

/**
 * Remembers the device of a successful sign-in: keeps its token when it has a well-formed one (a device may sign in
 * to several numbers of one sign-in), else issues a new one. A token already known for another sign-in is never
 * reused (one token per sign-in: a staff browser is not linked to customers).
 * @returns the token to set in the sign-in's cookie (`loginDeviceCookie`).
 */
export async function rememberLoginDevice(
  db: Db,
  { token, phone, purpose, now = new Date() }: { token: string | undefined; phone: string; purpose: OtpPurpose; now?: Date },
): Promise<string> {
  const [elsewhere] = token
    ? await db
        .select({ id: loginDevices.id })
        .from(loginDevices)
        .where(and(eq(loginDevices.tokenHash, hashDeviceToken(token)), ne(loginDevices.purpose, purpose)))
        .limit(1)
    : [];
  const kept = token && !elsewhere ? token : randomBytes(32).toString('base64url');
  await db
    .insert(loginDevices)
    .values({ tokenHash: hashDeviceToken(kept), phone, purpose, createdAt: now, lastLoginAt: now })
    .onConflictDoUpdate({
      target: [loginDevices.tokenHash, loginDevices.phone, loginDevices.purpose],
      set: { lastLoginAt: now },
    });
  return kept;
}
