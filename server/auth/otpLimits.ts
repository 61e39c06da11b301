/**
 * The abuse limits of the OTP sign-in (spec 9 and the limits of .env.example): how long a code lives, how many
 * wrong guesses it survives, how many codes a number and a client may ask for, and the once-per-window alerts
 * operations get when strangers use up a number's budget. Codes themselves are issued and checked in ./otp.ts.
 */
import { createHmac } from 'node:crypto';
import { addSeconds, differenceInSeconds, subDays, subHours } from 'date-fns';
import { and, asc, desc, eq, gt, isNull, like, lte } from 'drizzle-orm';
import { getConfig, getJwtSecret } from '../config';
import { otpSends, rateLimitHits } from '../db/schema';
import type { Db } from '../db/types';
import { recordHit, secondsUntilBelowLimit, secondsUntilFree, tooManyRequests } from '../http/rateLimit';
import { logger } from '../logger';

/**
 * Which sign-in a code is for: the customer site, the staff console, later the partner app. A code
 * is checked only by the sign-in it was issued for, so a console code never logs a customer in, nor the reverse.
 */
export type OtpPurpose = 'customer' | 'staff' | 'partner';

/** Whether `value` names a sign-in. */
export function isOtpPurpose(value: string | undefined): value is OtpPurpose {
  return value === 'customer' || value === 'staff' || value === 'partner';
}

/** The abuse limits of the sign-in codes, each overridable by its env variable (see .env.example). */
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

/**
 * How many clients' worth of sends a number gets in all: a number's limits
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
export async function alertBudgetExhausted(
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
 * Refuses a send beyond any limit, counting only sends that reached a provider. A known device of the
 * number (`deviceId`) is limited by its own sends only (the resend interval, hourly and daily limits of one
 * client), so strangers cannot use up its budget. Anyone else: the number's limits from this client, the number's
 * limits across all such clients (OTP_PHONE_ALL_CLIENTS_FACTOR times; when that is what refuses, operations are
 * alerted once per window), and the client's sends across numbers.
 */
export async function checkSendLimits(
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
