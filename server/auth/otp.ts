import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { addSeconds, differenceInSeconds, subDays, subHours } from 'date-fns';
import { and, asc, desc, eq, gt, isNull, like, lte, ne, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '../../lib/constants';
import { getConfig, getJwtSecret } from '../config';
import { loginDevices, otpChallenges, otpSends, rateLimitHits, type User } from '../db/schema';
import type { Db } from '../db/types';
import { advisoryXactLock } from '../db/locks';
import { HttpError } from '../http/errors';
import { recordHit, secondsUntilBelowLimit, secondsUntilFree, tooManyRequests } from '../http/rateLimit';
import { logger } from '../logger';
import { deliveryFailureSummary } from '../notify/outbox';
import { deliverOtp, SmsDeliveryError, type SmsProvider } from '../notify/sms';
import { recordOutbox } from '../notify/outbox';
import { findOrCreateUserByPhone } from '../users/repository';

/** The abuse limits of issue 4, each overridable by its env variable (see .env.example). */
export interface OtpLimits {
  /** A code is valid this long (OTP_TTL_SECONDS, 300). */
  ttlSeconds: number;
  /** Wrong attempts a code survives (OTP_MAX_ATTEMPTS, 5); then it is dead. */
  maxAttempts: number;
  /** Seconds between two sends to a number from one client (OTP_MIN_RESEND_SECONDS, 30). */
  minResendSeconds: number;
  /**
   * Sends per number from one client per hour (OTP_MAX_SENDS_PER_PHONE_HOUR, 5) and per day (..._DAY, 10);
   * OTP_PHONE_ALL_CLIENTS_FACTOR times these across all clients.
   */
  maxSendsPerPhoneHour: number;
  maxSendsPerPhoneDay: number;
  /** Sends per client IP per hour (OTP_MAX_SENDS_PER_IP_HOUR, 20). */
  maxSendsPerIpHour: number;
}

/** The limits in force (from the validated environment). */
export function otpLimits(): OtpLimits {
  const c = getConfig();
  return {
    ttlSeconds: c.OTP_TTL_SECONDS,
    maxAttempts: c.OTP_MAX_ATTEMPTS,
    minResendSeconds: c.OTP_MIN_RESEND_SECONDS,
    maxSendsPerPhoneHour: c.OTP_MAX_SENDS_PER_PHONE_HOUR,
    maxSendsPerPhoneDay: c.OTP_MAX_SENDS_PER_PHONE_DAY,
    maxSendsPerIpHour: c.OTP_MAX_SENDS_PER_IP_HOUR,
  };
}

/** Numbers with a fixed code and no SMS, from `OTP_TEST_NUMBERS` ("phone:code,phone:code"). */
export function testNumbers(): Map<string, string> {
  const entries = getConfig()
    .OTP_TEST_NUMBERS.split(',')
    .map((pair) => pair.trim().split(':'))
    .filter(
      (pair): pair is [string, string] =>
        pair.length === 2 && /^\d{10}$/.test(pair[0]!) && new RegExp(`^\\d{${OTP_LENGTH}}$`).test(pair[1]!),
    );
  return new Map(entries);
}

/** A crypto-secure random code of OTP_LENGTH digits. */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * The stored form of a code: HMAC-SHA256 keyed by the server secret over the challenge id, number
 * and code, so a leaked table neither shows the codes nor allows guessing them offline.
 */
export function hashOtp(challengeId: string, phone: string, code: string): string {
  return createHmac('sha256', getJwtSecret()).update(`otp:${challengeId}:${phone}:${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * How many clients' worth of sends a number gets in all (issue 20 section 5): a number's limits
 * (resend interval, hourly, daily) are counted per client (number + IP), so that one client requesting
 * codes and guessing them wrong never stops the number's owner from getting a fresh code elsewhere;
 * across all clients a number gets this many times its hourly and daily limits, so that the number
 * still cannot be flooded with SMS.
 */
export const OTP_PHONE_ALL_CLIENTS_FACTOR = 3;

/**
 * Wrong guesses one code survives from clients that are not a known device of the number, all of them together
 * (each client still gets only `maxAttempts`): this many times `maxAttempts`. With 4-digit codes (10,000 values) a
 * code falls to these guesses with odds of at most 10 / 10,000 = 0.1%; `unknownGuessesPerPhoneHour` bounds the hour's
 * guesses at a number (see there). A known device's guesses are not counted here: only someone who signed in to the
 * number before holds one, and each gets `maxAttempts` per code.
 */
export const OTP_CODE_UNKNOWN_GUESSES_FACTOR = 2;

/**
 * Live codes of a number (and sign-in) one guess is checked against: the asking client's own code first, then the
 * newest others. Each client has at most one live code (a request replaces only the same client's code), so the
 * owner's code survives strangers' requests; checking a few lets an owner whose address changed between asking and
 * typing still sign in. A wrong guess counts against every code it was checked against (per code, per client, and
 * in the number's budget), so checking several codes does not raise the brute-force odds stated below.
 */
export const OTP_LIVE_CODES_CHECKED = 3;

/**
 * Wrong guesses (counted once per code checked) a number's codes survive per rolling hour from clients that are not
 * its known devices: `maxSendsPerPhoneHour` x `maxAttempts` x OTP_CODE_UNKNOWN_GUESSES_FACTOR, 5 x 5 x 2 = 50 with
 * the default limits, so one client using up its own hour (5 codes x 5 guesses) never locks the owner out.
 * Beyond it, codes of the number can be checked only from its known devices for at most an hour after the last
 * counted guess (operations are alerted); the owner's known device is never locked out by strangers.
 * Odds for a 4-digit code (10,000 values): at most 50 / 10,000 = 0.5% an hour; over a day the per-code ceiling
 * binds first: strangers get at most OTP_PHONE_ALL_CLIENTS_FACTOR x `maxSendsPerPhoneDay` = 30 codes a day, each
 * checked by at most 10 unknown guesses, so at most 300 / 10,000 = 3% a day (a 24-hour budget of 50 gave 0.5% a
 * day, but let strangers lock every new device out for a day; a number's known devices are the answer for owners
 * who need more).
 */
export function unknownGuessesPerPhoneHour(limits: OtpLimits): number {
  return limits.maxSendsPerPhoneHour * limits.maxAttempts * OTP_CODE_UNKNOWN_GUESSES_FACTOR;
}

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

/** Where an alert's once-per-window mark is kept: by the number's keyed reference, never the number. */
const OTP_ALERT_BUCKET_PREFIX = 'otp-alert:';
/** The budgets an alert can be about: codes sent to the number, or wrong guesses at its codes. */
export type OtpAlertBudget = 'sends' | 'guesses';

/**
 * Tells operations, once per `windowSeconds` per number and sign-in (counted in the database, so once across
 * instances), that strangers have used up a number's budget: the mark it keeps in the database is what the console's
 * Today board lists (`recentOtpAlerts`), and a warn line names the sign-in, the budget and a keyed reference of the
 * number (never the number itself, here or in the mark; `otpPhoneRef` gives the same reference for a number).
 */
async function alertBudgetExhausted(
  db: Db,
  {
    phone,
    purpose,
    budget,
    windowSeconds,
    now,
  }: { phone: string; purpose: OtpPurpose; budget: OtpAlertBudget; windowSeconds: number; now: Date },
): Promise<void> {
  const bucket = `${OTP_ALERT_BUCKET_PREFIX}${budget}:${purpose}:${otpPhoneRef(phone)}`;
  const limit = { max: 1, windowSeconds };
  if ((await secondsUntilFree(db, bucket, limit, now)) > 0) return;
  await recordHit(db, bucket, limit, now);
  logger.warn(
    { phoneRef: otpPhoneRef(phone), purpose, budget, windowSeconds },
    budget === 'sends'
      ? "otp: a number's send budget is used up by other clients (its known devices can still ask for codes)"
      : "otp: a number's hourly wrong-guess budget is used up (only its known devices can sign in until it rolls over)",
  );
}

/** One alert of the last day as the console shows it: the number only by its keyed reference. */
export interface OtpAlert {
  phoneRef: string;
  purpose: OtpPurpose;
  budget: OtpAlertBudget;
  /** When the budget was first found used up in its window (ISO). */
  at: string;
}

/**
 * The alerts raised within `withinSeconds` before `now` (default a day), newest first, at most `max`: one per
 * number, sign-in and budget per alert window (hourly or daily), read from the marks `alertBudgetExhausted` keeps
 * (rate-limit hits, purged after two days by the maintenance job).
 */
export async function recentOtpAlerts(
  db: Db,
  { now = new Date(), withinSeconds = 86_400, max = 50 }: { now?: Date; withinSeconds?: number; max?: number } = {},
): Promise<OtpAlert[]> {
  const rows = await db
    .select({ bucket: rateLimitHits.bucket, hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(
      and(
        like(rateLimitHits.bucket, `${OTP_ALERT_BUCKET_PREFIX}%`),
        gt(rateLimitHits.hitAt, addSeconds(now, -withinSeconds)),
        lte(rateLimitHits.hitAt, now),
      ),
    )
    .orderBy(desc(rateLimitHits.hitAt))
    .limit(max);
  return rows.flatMap(({ bucket, hitAt }) => {
    const [budget, purpose, phoneRef] = bucket.slice(OTP_ALERT_BUCKET_PREFIX.length).split(':');
    // marks of the former shape (keyed by the number) are skipped: the number never reaches a screen
    if (!phoneRef || !/^[0-9a-f]{12}$/.test(phoneRef)) return [];
    if (!isOtpPurpose(purpose) || (budget !== 'sends' && budget !== 'guesses')) return [];
    return [{ phoneRef, purpose, budget, at: hitAt.toISOString() }];
  });
}

/** A keyed, non-reversible reference of a number for alerts and logs (12 hex characters). */
export function otpPhoneRef(phone: string): string {
  return createHmac('sha256', getJwtSecret()).update(`otp-phone-ref:${phone}`).digest('hex').slice(0, 12);
}

/**
 * Refuses a send beyond any limit (issue 4), counting only sends that reached a provider. A known device of the
 * number (`deviceId`) is limited by its own sends only (the resend interval, hourly and daily limits of one
 * client), so strangers cannot use up its budget. Anyone else: the number's limits from this client, the number's
 * limits across all such clients (OTP_PHONE_ALL_CLIENTS_FACTOR times; when that is what refuses, operations are
 * alerted once per window), and the client's sends across numbers.
 */
async function checkSendLimits(
  db: Db,
  { phone, ip, deviceId, purpose }: { phone: string; ip: string; deviceId: string | null; purpose: OtpPurpose },
  now: Date,
  limits: OtpLimits,
): Promise<void> {
  const phoneSends = await db
    .select({ sentAt: otpSends.sentAt, clientIp: otpSends.clientIp, deviceId: otpSends.deviceId })
    .from(otpSends)
    .where(and(eq(otpSends.phone, phone), gt(otpSends.sentAt, subDays(now, 1))))
    .orderBy(asc(otpSends.sentAt));
  const strangers = phoneSends.filter((send) => send.deviceId === null);
  const fromClient = (
    deviceId ? phoneSends.filter((send) => send.deviceId === deviceId) : strangers.filter((send) => send.clientIp === ip)
  ).map((send) => send.sentAt);
  const last = fromClient[fromClient.length - 1];
  if (last && differenceInSeconds(now, last) < limits.minResendSeconds) {
    throw tooManyRequests('A code was sent just now.', limits.minResendSeconds - (now.getTime() - last.getTime()) / 1000, now);
  }
  const allClients = deviceId ? [] : strangers.map((send) => send.sentAt);
  /** Seconds until this client may send again within the window (own sends: `max`; all strangers: the factor times it). */
  const phoneWait = async (max: number, windowSeconds: number): Promise<number> => {
    const own = secondsUntilBelowLimit(fromClient, { max, windowSeconds }, now);
    const all = secondsUntilBelowLimit(allClients, { max: max * OTP_PHONE_ALL_CLIENTS_FACTOR, windowSeconds }, now);
    if (all > 0) await alertBudgetExhausted(db, { phone, purpose, budget: 'sends', windowSeconds, now });
    return Math.max(own, all);
  };
  const hourWait = await phoneWait(limits.maxSendsPerPhoneHour, 3600);
  if (hourWait > 0) throw tooManyRequests('Too many codes requested for this number.', hourWait, now);
  const dayWait = await phoneWait(limits.maxSendsPerPhoneDay, 86_400);
  if (dayWait > 0) throw tooManyRequests('Too many codes requested for this number today.', dayWait, now);
  // a known device is not counted against its network: strangers behind the same address cannot lock it out
  if (deviceId) return;
  const ipSends = await db
    .select({ sentAt: otpSends.sentAt })
    .from(otpSends)
    .where(and(eq(otpSends.clientIp, ip), gt(otpSends.sentAt, subHours(now, 1)), isNull(otpSends.deviceId)))
    .orderBy(asc(otpSends.sentAt));
  const ipWait = secondsUntilBelowLimit(
    ipSends.map((send) => send.sentAt),
    { max: limits.maxSendsPerIpHour, windowSeconds: 3600 },
    now,
  );
  if (ipWait > 0) throw tooManyRequests('Too many codes requested from your network.', ipWait, now);
}

/**
 * Which sign-in a code is for (issue 22): the customer site, the staff console, later the partner app. A code
 * is checked only by the sign-in it was issued for, so a console code never logs a customer in, nor the reverse.
 */
export type OtpPurpose = 'customer' | 'staff' | 'partner';

/** Whether `value` names a sign-in. */
function isOtpPurpose(value: string | undefined): value is OtpPurpose {
  return value === 'customer' || value === 'staff' || value === 'partner';
}

/** What `requestOtp` needs beyond the database. */
export interface RequestOtpInput {
  phone: string;
  ip: string;
  now?: Date;
  sms: SmsProvider;
  limits?: OtpLimits;
  /** Default `customer`. */
  purpose?: OtpPurpose;
  /**
   * Default true. False: the challenge is stored and the send counted exactly as a real one, but nothing is
   * sent (issue 22: a number that is not staff gets the same answers, limits included, as a staff number,
   * so staff numbers cannot be found by trying; its code is unknown to anyone and can never match).
   */
  deliver?: boolean;
  /** The request's known-device token for this sign-in (`readDeviceToken`), if any: a known device of the number has its own budget. */
  deviceToken?: string;
}

/** The client a code is asked for or checked from: the known device of the number, else the address. */
function clientKeyOf(deviceId: string | null, ip: string): string {
  return deviceId ? `device:${deviceId}` : `ip:${ip}`;
}

/**
 * Issues a new code for `phone` (replacing the same client's earlier one: the device, else the address, so a
 * stranger's request never voids the owner's code) and sends it by SMS, or, for a test
 * number, records it without an SMS. Answers the same whether or not the number has an account.
 * @returns when the code expires.
 * @throws HttpError 429 (with Retry-After) beyond a limit; 502 when the SMS provider fails (the send
 *   is then not counted, so the customer can retry at once).
 */
export async function requestOtp(
  db: Db,
  { phone, ip, now = new Date(), sms, limits = otpLimits(), purpose = 'customer', deliver = true, deviceToken }: RequestOtpInput,
): Promise<{ expiresAt: Date }> {
  const fixedCode = deliver ? testNumbers().get(phone) : undefined;
  const code = fixedCode ?? generateOtpCode();
  const expiresAt = addSeconds(now, limits.ttlSeconds);
  const deviceId = await findLoginDevice(db, { token: deviceToken, phone, purpose, now });

  const outcome = await db.transaction(async (tx): Promise<{ error: HttpError } | { sendId: string }> => {
    await advisoryXactLock(tx, `otp:phone:${phone}`);
    await advisoryXactLock(tx, `otp:ip:${ip}`);
    try {
      await checkSendLimits(tx, { phone, ip, deviceId, purpose }, now, limits);
    } catch (error) {
      // answered after the transaction, so that an alert's once-per-window mark is committed
      if (error instanceof HttpError) return { error };
      throw error;
    }
    // A new request replaces the previous code of the same sign-in from the same client only.
    const clientKey = clientKeyOf(deviceId, ip);
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpChallenges.phone, phone),
          eq(otpChallenges.purpose, purpose),
          eq(otpChallenges.clientKey, clientKey),
          isNull(otpChallenges.consumedAt),
        ),
      );
    const [challenge] = await tx
      .insert(otpChallenges)
      .values({ phone, codeHash: '', expiresAt, clientIp: ip, clientKey, purpose, createdAt: now })
      .returning({ id: otpChallenges.id });
    await tx
      .update(otpChallenges)
      .set({ codeHash: hashOtp(challenge!.id, phone, code) })
      .where(eq(otpChallenges.id, challenge!.id));
    const [send] = await tx.insert(otpSends).values({ phone, clientIp: ip, deviceId, sentAt: now }).returning({ id: otpSends.id });
    return { sendId: send!.id };
  });
  if ('error' in outcome) throw outcome.error;
  const { sendId } = outcome;

  if (!deliver) return { expiresAt };
  if (fixedCode) {
    await recordOutbox(db, {
      channel: 'sms',
      provider: 'test-number',
      recipient: phone,
      template: 'login-otp',
      status: 'skipped',
      payload: {},
    });
    return { expiresAt };
  }
  try {
    await deliverOtp(db, sms, phone, code);
  } catch (error) {
    // Not delivered: do not count it against the customer's limits.
    await db.delete(otpSends).where(eq(otpSends.id, sendId));
    if (error instanceof SmsDeliveryError) {
      // The cause as a summary: the provider's answer can echo the number, and this error is logged.
      throw new HttpError(502, 'We could not send the code by SMS right now. Please try again in a moment.', {
        cause: deliveryFailureSummary(error),
      });
    }
    throw error;
  }
  return { expiresAt };
}

/**
 * Checks a code for `phone`: single use, valid until it expires, dead after `maxAttempts` wrong tries.
 * On a match, creates the customer on first login.
 * @returns the user and whether the account was just created.
 * @throws HttpError 401 for a wrong, expired or missing code; 429 once the code is dead.
 */
export async function verifyOtp(
  db: Db,
  { phone, code, ip, deviceToken, now = new Date(), limits = otpLimits() }: VerifyOtpInput,
): Promise<{ user: User; created: boolean }> {
  return verifyOtpFor(db, { phone, code, ip, deviceToken, now, limits, purpose: 'customer' }, (tx) => findOrCreateUserByPhone(tx, phone));
}

/** What checking a code needs beyond the database. */
export interface VerifyOtpInput {
  phone: string;
  code: string;
  /** The client's address (server/http/clientIp.ts): wrong guesses are counted per code and client. */
  ip: string;
  /** The request's known-device token for this sign-in, if any (`readDeviceToken`). */
  deviceToken?: string;
  now?: Date;
  limits?: OtpLimits;
}

/**
 * Checks a code of one sign-in (`purpose`) for `phone`, as `verifyOtp` does, and on a match runs `onMatch` in
 * the same transaction as the code's consumption (issue 22: the console looks up, or bootstraps, the staff
 * member there). Only challenges issued for `purpose` are considered: the number's live codes, the client's own
 * first, at most OTP_LIVE_CODES_CHECKED of those still open to this client.
 *
 * Wrong guesses are counted per code and client (a known device of the number, else the address), so a stranger
 * guessing kills only their own tries: each client gets `maxAttempts` per code. Clients that are not a known device
 * also share a ceiling per code (OTP_CODE_UNKNOWN_GUESSES_FACTOR x `maxAttempts`) and per number and hour
 * (`unknownGuessesPerPhoneHour`), which keep brute force at the odds stated there; a wrong guess counts against
 * every code it was checked against. A known device of the number is held only to its own `maxAttempts`.
 * @returns what `onMatch` returns.
 * @throws HttpError 401 for a wrong, expired or missing code; 429 once the codes are dead for this client, or the
 *   number's hourly budget of unknown guesses is spent.
 */
export async function verifyOtpFor<T>(
  db: Db,
  { phone, code, ip, deviceToken, now = new Date(), limits = otpLimits(), purpose }: VerifyOtpInput & { purpose: OtpPurpose },
  onMatch: (tx: Db) => Promise<T>,
): Promise<T> {
  const deviceId = await findLoginDevice(db, { token: deviceToken, phone, purpose, now });
  const client = clientKeyOf(deviceId, ip);
  const outcome = await db.transaction(async (tx): Promise<{ error: HttpError } | { result: T }> => {
    await advisoryXactLock(tx, `otp:phone:${phone}`);
    const live = await tx
      .select()
      .from(otpChallenges)
      .where(
        and(
          eq(otpChallenges.phone, phone),
          eq(otpChallenges.purpose, purpose),
          isNull(otpChallenges.consumedAt),
          gt(otpChallenges.expiresAt, now),
        ),
      )
      .orderBy(desc(sql`coalesce(${otpChallenges.clientKey} = ${client}, false)`), desc(otpChallenges.createdAt))
      // strangers hold at most OTP_PHONE_ALL_CLIENTS_FACTOR x the hourly sends of live codes; this bounds the reads
      .limit(limits.maxSendsPerPhoneHour * OTP_PHONE_ALL_CLIENTS_FACTOR + OTP_LIVE_CODES_CHECKED);
    if (live.length === 0) {
      return { error: new HttpError(401, 'This code is invalid or has expired. Please request a new code.') };
    }
    const clientLimit = { max: limits.maxAttempts, windowSeconds: limits.ttlSeconds };
    const bucketOf = (challengeId: string) => `otp-guess:${challengeId}:${client}`;
    const candidates: Array<{ challenge: (typeof live)[number]; left: number }> = [];
    for (const challenge of live) {
      if (candidates.length >= OTP_LIVE_CODES_CHECKED) break;
      if (!deviceId && challenge.failedAttempts >= limits.maxAttempts * OTP_CODE_UNKNOWN_GUESSES_FACTOR) continue;
      const used = await countHits(tx, bucketOf(challenge.id), clientLimit, now);
      if (used < limits.maxAttempts) candidates.push({ challenge, left: limits.maxAttempts - used });
    }
    if (candidates.length === 0) {
      return { error: tooManyRequests('Too many wrong attempts for this code. Request a new code.', limits.minResendSeconds, now) };
    }
    const phoneBucket = `otp-guess:${purpose}:${phone}`;
    const phoneLimit = { max: unknownGuessesPerPhoneHour(limits), windowSeconds: 3600 };
    if (!deviceId) {
      const hourWait = await secondsUntilFree(tx, phoneBucket, phoneLimit, now);
      if (hourWait > 0) {
        await alertBudgetExhausted(tx, { phone, purpose, budget: 'guesses', windowSeconds: 3600, now });
        return { error: tooManyRequests('Too many wrong attempts for this number.', hourWait, now) };
      }
    }
    const match = candidates.find(({ challenge }) => sameHash(hashOtp(challenge.id, phone, code), challenge.codeHash));
    if (!match) {
      for (const { challenge } of candidates) {
        await recordHit(tx, bucketOf(challenge.id), clientLimit, now);
        if (!deviceId) {
          await tx
            .update(otpChallenges)
            .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
            .where(eq(otpChallenges.id, challenge.id));
          await recordHit(tx, phoneBucket, phoneLimit, now);
        }
      }
      // the client's own code comes first: its tries are the ones worth telling
      const left = candidates[0]!.left - 1;
      return {
        error: new HttpError(
          401,
          left > 0 ? `Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.` : 'Invalid OTP. Please request a new code.',
        ),
      };
    }
    await tx.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, match.challenge.id));
    return { result: await onMatch(tx) };
  });
  // The failed-attempt counts must be committed, so errors are thrown after the transaction.
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

/** Hits of `bucket` within the limit's window (at most `limit.max`). */
async function countHits(db: Db, bucket: string, limit: { max: number; windowSeconds: number }, now: Date): Promise<number> {
  const rows = await db
    .select({ hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, addSeconds(now, -limit.windowSeconds))))
    .limit(limit.max);
  return rows.length;
}
