/**
 * One-time sign-in codes by SMS for the three sign-ins (customer site, staff console, partner app): issuing a code
 * (`requestOtp`) and checking it (`verifyOtp`, `verifyOtpFor`). The limits they enforce are in ./otpLimits.ts, the
 * known devices that get their own budget in ./loginDevices.ts.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { addSeconds } from 'date-fns';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '../../lib/constants';
import { getConfig, getJwtSecret } from '../config';
import { otpChallenges, otpSends, rateLimitHits, type User } from '../db/schema';
import type { Db } from '../db/types';
import { advisoryXactLock } from '../db/locks';
import { HttpError } from '../http/errors';
import { recordHit, secondsUntilFree, tooManyRequests } from '../http/rateLimit';
import { deliveryFailureSummary, recordOutbox } from '../notify/outbox';
import type { Locale } from '../../lib/i18n/locales';
import { deliverOtp, SmsDeliveryError, type SmsProvider } from '../notify/sms';
import { findOrCreateUserByPhone } from './customer';
import { findLoginDevice } from './loginDevices';
import {
  alertBudgetExhausted,
  checkSendLimits,
  OTP_CODE_UNKNOWN_GUESSES_FACTOR,
  OTP_LIVE_CODES_CHECKED,
  OTP_PHONE_ALL_CLIENTS_FACTOR,
  otpLimits,
  unknownGuessesPerPhoneHour,
  type OtpLimits,
  type OtpPurpose,
} from './otpLimits';

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
   * sent (a number that is not staff gets the same answers, limits included, as a staff number,
   * so staff numbers cannot be found by trying; its code is unknown to anyone and can never match).
   */
  deliver?: boolean;
  /** The request's known-device token for this sign-in (`readDeviceToken`), if any: a known device of the number has its own budget. */
  deviceToken?: string;
  /** The language of the code's SMS: the page's (`X-Locale`); Hindi needs SMS_TEMPLATE_ID_HI (else English). */
  language?: Locale;
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
  {
    phone,
    ip,
    now = new Date(),
    sms,
    limits = otpLimits(),
    purpose = 'customer',
    deliver = true,
    deviceToken,
    language = 'en',
  }: RequestOtpInput,
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
    await deliverOtp(db, sms, phone, code, language);
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
 * the same transaction as the code's consumption (the console looks up, or bootstraps, the staff
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
          // each wording written out whole: the Hindi table (messages/*/apiErrors.json) keys on these texts
          left > 1
            ? `Invalid OTP. ${left} attempts left.`
            : left === 1
              ? 'Invalid OTP. 1 attempt left.'
              : 'Invalid OTP. Please request a new code.',
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
