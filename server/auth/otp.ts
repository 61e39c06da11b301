import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { addSeconds, differenceInSeconds, subDays, subHours } from 'date-fns';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import { OTP_LENGTH } from '../../lib/constants';
import { getConfig, getJwtSecret } from '../config';
import { otpChallenges, otpSends, type User } from '../db/schema';
import type { Db } from '../db/types';
import { advisoryXactLock } from '../db/locks';
import { HttpError } from '../http/errors';
import { secondsUntilBelowLimit, tooManyRequests } from '../http/rateLimit';
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
 * Refuses a send beyond any limit (issue 4), counting only sends that reached a provider: the number's
 * limits from this client, the number's limits across all clients (OTP_PHONE_ALL_CLIENTS_FACTOR times),
 * and the client's sends across numbers.
 */
async function checkSendLimits(db: Db, phone: string, ip: string, now: Date, limits: OtpLimits): Promise<void> {
  const phoneSends = await db
    .select({ sentAt: otpSends.sentAt, clientIp: otpSends.clientIp })
    .from(otpSends)
    .where(and(eq(otpSends.phone, phone), gt(otpSends.sentAt, subDays(now, 1))))
    .orderBy(asc(otpSends.sentAt));
  const fromClient = phoneSends.filter((send) => send.clientIp === ip).map((send) => send.sentAt);
  const last = fromClient[fromClient.length - 1];
  if (last && differenceInSeconds(now, last) < limits.minResendSeconds) {
    throw tooManyRequests('A code was sent just now.', limits.minResendSeconds - (now.getTime() - last.getTime()) / 1000, now);
  }
  const allClients = phoneSends.map((send) => send.sentAt);
  const hourWait = Math.max(
    secondsUntilBelowLimit(fromClient, { max: limits.maxSendsPerPhoneHour, windowSeconds: 3600 }, now),
    secondsUntilBelowLimit(allClients, { max: limits.maxSendsPerPhoneHour * OTP_PHONE_ALL_CLIENTS_FACTOR, windowSeconds: 3600 }, now),
  );
  if (hourWait > 0) throw tooManyRequests('Too many codes requested for this number.', hourWait, now);
  const dayWait = Math.max(
    secondsUntilBelowLimit(fromClient, { max: limits.maxSendsPerPhoneDay, windowSeconds: 86_400 }, now),
    secondsUntilBelowLimit(allClients, { max: limits.maxSendsPerPhoneDay * OTP_PHONE_ALL_CLIENTS_FACTOR, windowSeconds: 86_400 }, now),
  );
  if (dayWait > 0) throw tooManyRequests('Too many codes requested for this number today.', dayWait, now);
  const ipSends = await db
    .select({ sentAt: otpSends.sentAt })
    .from(otpSends)
    .where(and(eq(otpSends.clientIp, ip), gt(otpSends.sentAt, subHours(now, 1))))
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
}

/**
 * Issues a new code for `phone` (replacing any earlier one) and sends it by SMS, or, for a test
 * number, records it without an SMS. Answers the same whether or not the number has an account.
 * @returns when the code expires.
 * @throws HttpError 429 (with Retry-After) beyond a limit; 502 when the SMS provider fails (the send
 *   is then not counted, so the customer can retry at once).
 */
export async function requestOtp(
  db: Db,
  { phone, ip, now = new Date(), sms, limits = otpLimits(), purpose = 'customer', deliver = true }: RequestOtpInput,
): Promise<{ expiresAt: Date }> {
  const fixedCode = deliver ? testNumbers().get(phone) : undefined;
  const code = fixedCode ?? generateOtpCode();
  const expiresAt = addSeconds(now, limits.ttlSeconds);

  const sendId = await db.transaction(async (tx) => {
    await advisoryXactLock(tx, `otp:phone:${phone}`);
    await advisoryXactLock(tx, `otp:ip:${ip}`);
    await checkSendLimits(tx, phone, ip, now, limits);
    // A new request replaces the previous code of the same sign-in.
    await tx
      .update(otpChallenges)
      .set({ consumedAt: now })
      .where(and(eq(otpChallenges.phone, phone), eq(otpChallenges.purpose, purpose), isNull(otpChallenges.consumedAt)));
    const [challenge] = await tx
      .insert(otpChallenges)
      .values({ phone, codeHash: '', expiresAt, clientIp: ip, purpose, createdAt: now })
      .returning({ id: otpChallenges.id });
    await tx
      .update(otpChallenges)
      .set({ codeHash: hashOtp(challenge!.id, phone, code) })
      .where(eq(otpChallenges.id, challenge!.id));
    const [send] = await tx.insert(otpSends).values({ phone, clientIp: ip, sentAt: now }).returning({ id: otpSends.id });
    return send!.id;
  });

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
      throw new HttpError(502, 'We could not send the code by SMS right now. Please try again in a moment.', { cause: error });
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
  { phone, code, now = new Date(), limits = otpLimits() }: { phone: string; code: string; now?: Date; limits?: OtpLimits },
): Promise<{ user: User; created: boolean }> {
  return verifyOtpFor(db, { phone, code, now, limits, purpose: 'customer' }, (tx) => findOrCreateUserByPhone(tx, phone));
}

/**
 * Checks a code of one sign-in (`purpose`) for `phone`, as `verifyOtp` does, and on a match runs `onMatch` in
 * the same transaction as the code's consumption (issue 22: the console looks up, or bootstraps, the staff
 * member there). Only a challenge issued for `purpose` is considered.
 * @returns what `onMatch` returns.
 * @throws HttpError 401 for a wrong, expired or missing code; 429 once the code is dead.
 */
export async function verifyOtpFor<T>(
  db: Db,
  {
    phone,
    code,
    now = new Date(),
    limits = otpLimits(),
    purpose,
  }: { phone: string; code: string; now?: Date; limits?: OtpLimits; purpose: OtpPurpose },
  onMatch: (tx: Db) => Promise<T>,
): Promise<T> {
  const outcome = await db.transaction(async (tx): Promise<{ error: HttpError } | { result: T }> => {
    await advisoryXactLock(tx, `otp:phone:${phone}`);
    const [challenge] = await tx
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phone, phone), eq(otpChallenges.purpose, purpose), isNull(otpChallenges.consumedAt)))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    if (!challenge || challenge.expiresAt <= now) {
      return { error: new HttpError(401, 'This code is invalid or has expired. Please request a new code.') };
    }
    if (challenge.failedAttempts >= limits.maxAttempts) {
      return { error: tooManyRequests('Too many wrong attempts for this code. Request a new code.', limits.minResendSeconds, now) };
    }
    if (!sameHash(hashOtp(challenge.id, phone, code), challenge.codeHash)) {
      const failed = challenge.failedAttempts + 1;
      await tx.update(otpChallenges).set({ failedAttempts: failed }).where(eq(otpChallenges.id, challenge.id));
      const left = limits.maxAttempts - failed;
      return {
        error: new HttpError(
          401,
          left > 0 ? `Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.` : 'Invalid OTP. Please request a new code.',
        ),
      };
    }
    await tx.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, challenge.id));
    return { result: await onMatch(tx) };
  });
  // The failed-attempt count must be committed, so errors are thrown after the transaction.
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}
