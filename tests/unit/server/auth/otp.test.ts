import { addSeconds } from 'date-fns';
import { eq, like } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { findLoginDevice, loginDeviceCookie, readDeviceToken, rememberLoginDevice } from '../../../../server/auth/loginDevices';
import { hashOtp, requestOtp, verifyOtp } from '../../../../server/auth/otp';
import {
  OTP_CODE_UNKNOWN_GUESSES_FACTOR,
  OTP_LIVE_CODES_CHECKED,
  OTP_PHONE_ALL_CLIENTS_FACTOR,
  otpPhoneRef,
  type OtpLimits,
} from '../../../../server/auth/otpLimits';
import { logger } from '../../../../server/logger';
import { resetConfigForTests } from '../../../../server/config';
import { loginDevices, otpChallenges, otpSends, rateLimitHits } from '../../../../server/db/schema';
import { todayBoard } from '../../../../server/ops/today';
import { purgeOldRows } from '../../../../server/app/maintenance';
import { listOutbox } from '../../../../server/notify/outbox';
import { SmsDeliveryError, type SmsProvider } from '../../../../server/notify/sms';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { rejection } from '../../../helpers/rejection';

/**
 * Values the next one-time codes are drawn as (`randomInt(0, 10_000)` of server/auth/otp.ts), so a test can make two
 * codes differ; every other draw, and every draw once the list is empty, is the real crypto-secure one.
 */
const nextOtpDraws = vi.hoisted((): number[] => []);
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  const randomInt = ((...args: unknown[]) =>
    args.length === 2 && args[0] === 0 && args[1] === 10_000 && nextOtpDraws.length > 0
      ? nextOtpDraws.shift()
      : (actual.randomInt as (...a: unknown[]) => unknown)(...args)) as typeof actual.randomInt;
  return { ...actual, default: { ...actual, randomInt }, randomInt };
});

const LIMITS: OtpLimits = {
  ttlSeconds: 300,
  maxAttempts: 5,
  minResendSeconds: 30,
  maxSendsPerPhoneHour: 5,
  maxSendsPerPhoneDay: 10,
  maxSendsPerIpHour: 20,
};
const T0 = new Date('2026-11-21T10:00:00Z');

/** An SMS provider that remembers the last code per number, like a phone would. */
function recordingSms() {
  const codes = new Map<string, string>();
  const provider: SmsProvider & { codes: Map<string, string> } = {
    name: 'recording',
    codes,
    async sendOtp(phone, code) {
      codes.set(phone, code);
      return {};
    },
  };
  return provider;
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

let phoneCounter = 0;
/** A fresh number per test so tests do not share limits. */
const nextPhone = () => `98${String(10_000_000 + (phoneCounter += 1)).slice(-8)}`;

describeEachDatabase(
  'one-time codes',
  (getDb) => {
    it('stores the code only as a keyed hash, and a correct code logs in and creates the user once', async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      await requestOtp(getDb(), { phone, ip: '10.0.0.1', now: T0, sms, limits: LIMITS });
      const code = sms.codes.get(phone)!;
      expect(code).toMatch(/^\d{4}$/);
      const [row] = await getDb().select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
      expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.codeHash).toBe(hashOtp(row!.id, phone, code));
      expect(Object.values(row!).map(String)).not.toContain(code);

      const first = await verifyOtp(getDb(), { phone, ip: '10.0.0.1', code, now: addSeconds(T0, 10), limits: LIMITS });
      expect(first.created).toBe(true);
      expect(first.user.phone).toBe(phone);
    });

    it('is single use, and a new request replaces the previous code', async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      await requestOtp(getDb(), { phone, ip: '10.0.0.2', now: T0, sms, limits: LIMITS });
      const oldCode = sms.codes.get(phone)!;
      // the second code is drawn to differ from the first (two random codes match once in 10,000 runs)
      const drawn = (Number(oldCode) + 1) % 10_000;
      nextOtpDraws.push(drawn);
      await requestOtp(getDb(), { phone, ip: '10.0.0.2', now: addSeconds(T0, 31), sms, limits: LIMITS });
      const newCode = sms.codes.get(phone)!;
      expect(newCode).toBe(String(drawn).padStart(4, '0'));
      expect(
        (await rejection(verifyOtp(getDb(), { phone, ip: '10.0.0.1', code: oldCode, now: addSeconds(T0, 40), limits: LIMITS }))).status,
      ).toBe(401);
      await verifyOtp(getDb(), { phone, ip: '10.0.0.1', code: newCode, now: addSeconds(T0, 41), limits: LIMITS });
      expect(
        (await rejection(verifyOtp(getDb(), { phone, ip: '10.0.0.1', code: newCode, now: addSeconds(T0, 42), limits: LIMITS }))).status,
      ).toBe(401);
    });

    it("a stranger's code request never voids the owner's code (a request replaces only the same client's code)", async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      const owner = '198.51.100.40';
      await requestOtp(getDb(), { phone, ip: owner, now: T0, sms, limits: LIMITS });
      const ownerCode = sms.codes.get(phone)!;
      // strangers on other addresses ask for codes to the same number just after
      for (let i = 0; i < 4; i += 1) {
        await requestOtp(getDb(), { phone, ip: `203.0.113.${120 + i}`, now: addSeconds(T0, 1 + i), sms, limits: LIMITS });
      }
      // the owner's code still signs in, from the owner's address
      const { user } = await verifyOtp(getDb(), { phone, ip: owner, code: ownerCode, now: addSeconds(T0, 20), limits: LIMITS });
      expect(user.phone).toBe(phone);
    });

    it(`checks the number's live codes, at most ${OTP_LIVE_CODES_CHECKED}, so an owner whose address changed still signs in`, async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      await requestOtp(getDb(), { phone, ip: '198.51.100.41', now: T0, sms, limits: LIMITS });
      const ownerCode = sms.codes.get(phone)!;
      await requestOtp(getDb(), { phone, ip: '203.0.113.130', now: addSeconds(T0, 1), sms, limits: LIMITS });
      // the owner's phone moved from Wi-Fi to mobile data between asking and typing the code
      const { user } = await verifyOtp(getDb(), { phone, ip: '100.64.0.9', code: ownerCode, now: addSeconds(T0, 20), limits: LIMITS });
      expect(user.phone).toBe(phone);
      // a wrong guess is tested against each live code, and counts against each of them
      await requestOtp(getDb(), { phone, ip: '198.51.100.41', now: addSeconds(T0, 40), sms, limits: LIMITS });
      const fresh = sms.codes.get(phone)!;
      const live = await getDb().select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
      const unused = live.filter((row) => row.consumedAt === null);
      expect(unused).toHaveLength(2);
      const wrong = ['0000', '1111', '2222'].find((c) => c !== fresh && !unused.some((row) => row.codeHash === hashOtp(row.id, phone, c)))!;
      await rejection(verifyOtp(getDb(), { phone, ip: '100.64.0.10', code: wrong, now: addSeconds(T0, 41), limits: LIMITS }));
      const after = await getDb().select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
      expect(after.filter((row) => row.consumedAt === null).map((row) => row.failedAttempts)).toEqual([1, 1]);
      // however many strangers hold live codes, one guess is checked against at most a few of them
      for (let i = 0; i < 3; i += 1) {
        await requestOtp(getDb(), { phone, ip: `203.0.113.${131 + i}`, now: addSeconds(T0, 50 + i), sms, limits: LIMITS });
      }
      const before = await getDb().select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
      const open = before.filter((row) => row.consumedAt === null);
      expect(open).toHaveLength(5);
      const miss = ['0000', '1111', '2222', '3333', '4444', '5555'].find(
        (c) => !open.some((row) => row.codeHash === hashOtp(row.id, phone, c)),
      )!;
      const failedBefore = open.reduce((sum, row) => sum + row.failedAttempts, 0);
      await rejection(verifyOtp(getDb(), { phone, ip: '100.64.0.11', code: miss, now: addSeconds(T0, 60), limits: LIMITS }));
      const checked = await getDb().select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
      const failedAfter = checked.filter((row) => row.consumedAt === null).reduce((sum, row) => sum + row.failedAttempts, 0);
      expect(failedAfter - failedBefore).toBe(OTP_LIVE_CODES_CHECKED);
    });

    it('expires after 5 minutes', async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      await requestOtp(getDb(), { phone, ip: '10.0.0.3', now: T0, sms, limits: LIMITS });
      const code = sms.codes.get(phone)!;
      const late = await rejection(verifyOtp(getDb(), { phone, ip: '10.0.0.1', code, now: addSeconds(T0, 300), limits: LIMITS }));
      expect(late.status).toBe(401);
      expect(late.message).toMatch(/expired/);
      await requestOtp(getDb(), { phone, ip: '10.0.0.3', now: addSeconds(T0, 301), sms, limits: LIMITS });
      await verifyOtp(getDb(), { phone, ip: '10.0.0.1', code: sms.codes.get(phone)!, now: addSeconds(T0, 599), limits: LIMITS });
    });

    it('kills the code after 5 wrong attempts: the 6th attempt is refused even with the right code', async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      await requestOtp(getDb(), { phone, ip: '10.0.0.4', now: T0, sms, limits: LIMITS });
      const code = sms.codes.get(phone)!;
      const wrong = code === '0000' ? '1111' : '0000';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const error = await rejection(
          verifyOtp(getDb(), { phone, ip: '10.0.0.1', code: wrong, now: addSeconds(T0, attempt), limits: LIMITS }),
        );
        expect(error.status).toBe(401);
      }
      const sixth = await rejection(verifyOtp(getDb(), { phone, ip: '10.0.0.1', code, now: addSeconds(T0, 6), limits: LIMITS }));
      expect(sixth.status).toBe(429);
      expect(sixth.options.headers?.['Retry-After']).toMatch(/^\d+$/);
    });

    it('refuses a resend inside 30 seconds with Retry-After, and allows it after', async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      await requestOtp(getDb(), { phone, ip: '10.0.0.5', now: T0, sms, limits: LIMITS });
      const early = await rejection(requestOtp(getDb(), { phone, ip: '10.0.0.5', now: addSeconds(T0, 10), sms, limits: LIMITS }));
      expect(early.status).toBe(429);
      expect(early.options.headers?.['Retry-After']).toBe('20');
      expect(early.message).toMatch(/try again in 20 seconds/);
      await requestOtp(getDb(), { phone, ip: '10.0.0.5', now: addSeconds(T0, 30), sms, limits: LIMITS });
    });

    it('allows 5 sends per number per hour and 10 per day from one client', async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      const ip = '10.0.1.1';
      for (let i = 0; i < 5; i += 1) await requestOtp(getDb(), { phone, ip, now: addSeconds(T0, i * 60), sms, limits: LIMITS });
      const hourly = await rejection(requestOtp(getDb(), { phone, ip, now: addSeconds(T0, 5 * 60), sms, limits: LIMITS }));
      expect(hourly.status).toBe(429);
      expect(Number(hourly.options.headers?.['Retry-After'])).toBe(3600 - 5 * 60);
      for (let i = 0; i < 5; i += 1) await requestOtp(getDb(), { phone, ip, now: addSeconds(T0, 3600 + i * 60), sms, limits: LIMITS });
      const daily = await rejection(requestOtp(getDb(), { phone, ip, now: addSeconds(T0, 7200 + 3600), sms, limits: LIMITS }));
      expect(daily.status).toBe(429);
      expect(daily.message).toMatch(/today/);
      await requestOtp(getDb(), { phone, ip, now: addSeconds(T0, 86_400 + 60), sms, limits: LIMITS });
    });

    it("caps a number at 3 clients' worth of sends across all clients, so it cannot be flooded", async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      const perHour = LIMITS.maxSendsPerPhoneHour * OTP_PHONE_ALL_CLIENTS_FACTOR;
      for (let i = 0; i < perHour; i += 1) {
        await requestOtp(getDb(), { phone, ip: `10.0.3.${i}`, now: addSeconds(T0, i * 60), sms, limits: LIMITS });
      }
      const flood = await rejection(
        requestOtp(getDb(), { phone, ip: '10.0.3.99', now: addSeconds(T0, perHour * 60), sms, limits: LIMITS }),
      );
      expect(flood.status).toBe(429);
      expect(flood.message).toMatch(/this number/);
    });

    it("never lets one client's wrong guesses and requests stop the owner getting a fresh code elsewhere", async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      const attacker = '203.0.113.7';
      let now = T0;
      // the attacker requests codes to the owner's number and guesses them wrong, as often as its limits allow
      for (let round = 0; round < LIMITS.maxSendsPerPhoneHour; round += 1) {
        await requestOtp(getDb(), { phone, ip: attacker, now, sms, limits: LIMITS });
        const wrong = sms.codes.get(phone) === '0000' ? '1111' : '0000';
        for (let guess = 0; guess < LIMITS.maxAttempts; guess += 1) {
          now = addSeconds(now, 1);
          expect((await rejection(verifyOtp(getDb(), { phone, ip: attacker, code: wrong, now, limits: LIMITS }))).status).toBe(401);
        }
        now = addSeconds(now, LIMITS.minResendSeconds);
      }
      expect((await rejection(requestOtp(getDb(), { phone, ip: attacker, now, sms, limits: LIMITS }))).status).toBe(429);
      // the owner, on another network, gets a fresh code at once and logs in with it
      await requestOtp(getDb(), { phone, ip: '198.51.100.20', now, sms, limits: LIMITS });
      const { user } = await verifyOtp(getDb(), {
        phone,
        ip: '198.51.100.20',
        code: sms.codes.get(phone)!,
        now: addSeconds(now, 5),
        limits: LIMITS,
      });
      expect(user.phone).toBe(phone);
    });

    it("counts wrong guesses per code and client: a stranger's 5 wrong guesses kill only the stranger's tries, not the owner's code", async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      await requestOtp(getDb(), { phone, ip: '198.51.100.1', now: T0, sms, limits: LIMITS });
      const code = sms.codes.get(phone)!;
      const wrong = code === '0000' ? '1111' : '0000';
      const stranger = '203.0.113.50';
      for (let attempt = 1; attempt <= LIMITS.maxAttempts; attempt += 1) {
        const error = await rejection(
          verifyOtp(getDb(), { phone, ip: stranger, code: wrong, now: addSeconds(T0, attempt), limits: LIMITS }),
        );
        expect(error.status).toBe(401);
      }
      // the stranger is done, even with the right code
      const sixth = await rejection(verifyOtp(getDb(), { phone, ip: stranger, code, now: addSeconds(T0, 6), limits: LIMITS }));
      expect(sixth.status).toBe(429);
      // the owner's code still works
      const { user } = await verifyOtp(getDb(), { phone, ip: '198.51.100.1', code, now: addSeconds(T0, 7), limits: LIMITS });
      expect(user.phone).toBe(phone);
    });

    it(`still kills a code after ${OTP_CODE_UNKNOWN_GUESSES_FACTOR} clients' worth of wrong guesses from unknown clients (brute force stays bounded)`, async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      await requestOtp(getDb(), { phone, ip: '198.51.100.2', now: T0, sms, limits: LIMITS });
      const code = sms.codes.get(phone)!;
      const wrong = code === '0000' ? '1111' : '0000';
      let now = T0;
      for (let client = 0; client < OTP_CODE_UNKNOWN_GUESSES_FACTOR; client += 1) {
        for (let attempt = 0; attempt < LIMITS.maxAttempts; attempt += 1) {
          now = addSeconds(now, 1);
          expect(
            (await rejection(verifyOtp(getDb(), { phone, ip: `203.0.113.${60 + client}`, code: wrong, now, limits: LIMITS }))).status,
          ).toBe(401);
        }
      }
      const fresh = await rejection(verifyOtp(getDb(), { phone, ip: '203.0.113.99', code, now: addSeconds(now, 1), limits: LIMITS }));
      expect(fresh.status).toBe(429);
    });

    it('lets a device that signed in before get a code and sign in after strangers used up the number (sends, guesses, network)', async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      const home = '198.51.100.30';
      // the owner signed in once on this device
      await requestOtp(getDb(), { phone, ip: home, now: T0, sms, limits: LIMITS });
      await verifyOtp(getDb(), { phone, ip: home, code: sms.codes.get(phone)!, now: addSeconds(T0, 5), limits: LIMITS });
      const deviceToken = await rememberLoginDevice(getDb(), { token: undefined, phone, purpose: 'customer', now: addSeconds(T0, 5) });
      expect(deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(readDeviceToken(loginDeviceCookie(deviceToken, 'customer'), 'customer')).toBe(deviceToken);
      // an hour later strangers on 3 addresses, one of them the owner's own network, use up the number's hour
      let now = addSeconds(T0, 3600);
      const strangers = [home, '203.0.113.70', '203.0.113.71'];
      for (let round = 0; round < LIMITS.maxSendsPerPhoneHour; round += 1) {
        for (const ip of strangers) await requestOtp(getDb(), { phone, ip, now, sms, limits: LIMITS });
        now = addSeconds(now, LIMITS.minResendSeconds);
      }
      expect((await rejection(requestOtp(getDb(), { phone, ip: '203.0.113.72', now, sms, limits: LIMITS }))).status).toBe(429);
      expect((await rejection(requestOtp(getDb(), { phone, ip: home, now, sms, limits: LIMITS }))).status).toBe(429);
      // (the strangers' own codes run out meanwhile: each client keeps its own live code now)
      now = addSeconds(now, LIMITS.ttlSeconds);
      // the known device still gets a code, from the same network
      await requestOtp(getDb(), { phone, ip: home, deviceToken, now, sms, limits: LIMITS });
      const code = sms.codes.get(phone)!;
      const wrong = code === '0000' ? '1111' : '0000';
      // strangers guess it wrong as far as they can: the code dies for unknown clients
      for (let attempt = 0; attempt < LIMITS.maxAttempts * OTP_CODE_UNKNOWN_GUESSES_FACTOR; attempt += 1) {
        now = addSeconds(now, 1);
        await rejection(verifyOtp(getDb(), { phone, ip: `203.0.113.${80 + (attempt % 2)}`, code: wrong, now, limits: LIMITS }));
      }
      expect((await rejection(verifyOtp(getDb(), { phone, ip: home, code, now: addSeconds(now, 1), limits: LIMITS }))).status).toBe(429);
      // and the known device signs in with it
      const { user } = await verifyOtp(getDb(), { phone, ip: home, deviceToken, code, now: addSeconds(now, 2), limits: LIMITS });
      expect(user.phone).toBe(phone);
      // a token of another number is no known device of this one
      const otherToken = await rememberLoginDevice(getDb(), { token: undefined, phone: nextPhone(), purpose: 'customer', now });
      expect(
        (await rejection(requestOtp(getDb(), { phone, ip: home, deviceToken: otherToken, now: addSeconds(now, 60), sms, limits: LIMITS })))
          .status,
      ).toBe(429);
    });

    it("locks new devices out for an hour at most after strangers spend the number's wrong-guess budget (never a day)", async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      let now = T0;
      let locked: Awaited<ReturnType<typeof rejection>> | undefined;
      // strangers keep asking for codes and guessing them wrong from two addresses per code, until the number is locked
      for (let round = 0; round < 12 && !locked; round += 1) {
        await requestOtp(getDb(), { phone, ip: `203.0.113.${140 + round}`, now, sms, limits: LIMITS });
        const wrong = sms.codes.get(phone) === '0000' ? '1111' : '0000';
        for (let guess = 0; guess < 2 * LIMITS.maxAttempts && !locked; guess += 1) {
          now = addSeconds(now, 1);
          const error = await rejection(
            verifyOtp(getDb(), { phone, ip: `203.0.114.${2 * round + (guess % 2)}`, code: wrong, now, limits: LIMITS }),
          );
          if (/this number/.test(error.message)) locked = error;
        }
        now = addSeconds(now, LIMITS.minResendSeconds);
      }
      expect(locked?.status).toBe(429);
      expect(Number(locked?.options.headers?.['Retry-After'])).toBeLessThanOrEqual(3600);
      // a first-time device right now is refused too (the budget holds)...
      await requestOtp(getDb(), { phone, ip: '198.51.100.50', now, sms, limits: LIMITS });
      const code = sms.codes.get(phone)!;
      expect(
        (await rejection(verifyOtp(getDb(), { phone, ip: '198.51.100.50', code, now: addSeconds(now, 1), limits: LIMITS }))).status,
      ).toBe(429);
      // ...but an hour later it signs in
      const later = addSeconds(now, 3600);
      await requestOtp(getDb(), { phone, ip: '198.51.100.51', now: later, sms, limits: LIMITS });
      const { user } = await verifyOtp(getDb(), {
        phone,
        ip: '198.51.100.51',
        code: sms.codes.get(phone)!,
        now: addSeconds(later, 5),
        limits: LIMITS,
      });
      expect(user.phone).toBe(phone);
    });

    it('keeps one device token per sign-in, so a staff or partner browser is never linked to its customer sign-ins', async () => {
      const phone = nextPhone();
      const customer = await rememberLoginDevice(getDb(), { token: undefined, phone, purpose: 'customer', now: T0 });
      const cookies = (['customer', 'staff', 'partner'] as const).map((purpose) => loginDeviceCookie(customer, purpose));
      const names = cookies.map((cookie) => cookie.split('=')[0]);
      expect(new Set(names).size).toBe(3);
      // each sign-in reads its own cookie only, even when the browser sends all of them
      const header = cookies.map((cookie) => cookie.split(';')[0]).join('; ');
      expect(readDeviceToken(header, 'customer')).toBe(customer);
      expect(readDeviceToken(`${cookies[0]!.split(';')[0]}`, 'staff')).toBeUndefined();
      expect(readDeviceToken(`${cookies[0]!.split(';')[0]}`, 'partner')).toBeUndefined();
      // a customer's token handed to the console sign-in is not reused: the console gets a token of its own
      const staff = await rememberLoginDevice(getDb(), { token: customer, phone, purpose: 'staff', now: T0 });
      expect(staff).not.toBe(customer);
      expect(await rememberLoginDevice(getDb(), { token: staff, phone, purpose: 'staff', now: addSeconds(T0, 60) })).toBe(staff);
      const partner = await rememberLoginDevice(getDb(), { token: staff, phone, purpose: 'partner', now: T0 });
      expect([customer, staff]).not.toContain(partner);
      // the console's cookie goes to the console's sign-in only
      expect(loginDeviceCookie(staff, 'staff')).toContain('Path=/api/ops/auth');
      expect(loginDeviceCookie(partner, 'partner')).toContain('Path=/api/partner/auth');
    });

    it('forgets a known device a year after its last sign-in (and the hourly clean-up drops its row)', async () => {
      const phone = nextPhone();
      const token = await rememberLoginDevice(getDb(), { token: undefined, phone, purpose: 'customer', now: T0 });
      const later = addSeconds(T0, 200 * 86_400);
      // signing in again keeps the token and renews the year
      expect(await rememberLoginDevice(getDb(), { token, phone, purpose: 'customer', now: later })).toBe(token);
      const renewed = addSeconds(later, 364 * 86_400);
      expect(await findLoginDevice(getDb(), { token, phone, purpose: 'customer', now: renewed })).not.toBeNull();
      expect(await findLoginDevice(getDb(), { token, phone, purpose: 'staff', now: renewed })).toBeNull();
      const expired = addSeconds(later, 366 * 86_400);
      expect(await findLoginDevice(getDb(), { token, phone, purpose: 'customer', now: expired })).toBeNull();
      expect((await purgeOldRows(getDb(), expired)).loginDevices).toBeGreaterThanOrEqual(1);
      expect(await getDb().$count(loginDevices, eq(loginDevices.phone, phone))).toBe(0);
    });

    it("alerts operations once per window when strangers use up a number's send budget, without the number in the log", async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      const warn = vi.spyOn(logger, 'warn');
      const perHour = LIMITS.maxSendsPerPhoneHour * OTP_PHONE_ALL_CLIENTS_FACTOR;
      for (let i = 0; i < perHour; i += 1) {
        await requestOtp(getDb(), { phone, ip: `10.0.4.${i}`, now: addSeconds(T0, i * 60), sms, limits: LIMITS });
      }
      const alerts = () => warn.mock.calls.filter(([, message]) => typeof message === 'string' && /send budget/.test(message));
      expect(alerts()).toHaveLength(0);
      for (let i = 0; i < 4; i += 1) {
        expect(
          (await rejection(requestOtp(getDb(), { phone, ip: `10.0.5.${i}`, now: addSeconds(T0, perHour * 60 + i), sms, limits: LIMITS })))
            .status,
        ).toBe(429);
      }
      expect(alerts()).toHaveLength(1);
      expect(JSON.stringify(alerts())).not.toContain(phone);
      expect(alerts()[0]![0]).toMatchObject({ phoneRef: otpPhoneRef(phone), purpose: 'customer', budget: 'sends' });
      warn.mockRestore();
    });

    it("puts the alert on the console's Today board, once per window, keyed by reference and never by the number", async () => {
      const phone = nextPhone();
      const sms = recordingSms();
      const perHour = LIMITS.maxSendsPerPhoneHour * OTP_PHONE_ALL_CLIENTS_FACTOR;
      for (let i = 0; i < perHour; i += 1) {
        await requestOtp(getDb(), { phone, ip: `10.0.6.${i}`, now: addSeconds(T0, i * 60), sms, limits: LIMITS });
      }
      const refused = addSeconds(T0, perHour * 60);
      for (let i = 0; i < 3; i += 1) {
        await rejection(requestOtp(getDb(), { phone, ip: `10.0.7.${i}`, now: addSeconds(refused, i), sms, limits: LIMITS }));
      }
      const board = await todayBoard(getDb(), addSeconds(refused, 60));
      const mine = board.signInAlerts.filter((alert) => alert.phoneRef === otpPhoneRef(phone));
      expect(mine).toEqual([{ phoneRef: otpPhoneRef(phone), purpose: 'customer', budget: 'sends', at: refused.toISOString() }]);
      expect(JSON.stringify(board)).not.toContain(phone);
      // nor is the number in the stored once-per-window mark
      const marks = await getDb().select().from(rateLimitHits).where(like(rateLimitHits.bucket, 'otp-alert:%'));
      expect(marks.length).toBeGreaterThan(0);
      expect(JSON.stringify(marks)).not.toContain(phone);
      // a day later it has left the board
      const dayLater = await todayBoard(getDb(), addSeconds(refused, 86_400 + 60));
      expect(dayLater.signInAlerts.filter((alert) => alert.phoneRef === otpPhoneRef(phone))).toEqual([]);
    });

    it('limits sends per client IP per hour across numbers', async () => {
      const sms = recordingSms();
      const limits = { ...LIMITS, maxSendsPerIpHour: 3 };
      for (let i = 0; i < 3; i += 1) await requestOtp(getDb(), { phone: nextPhone(), ip: '10.9.9.9', now: addSeconds(T0, i), sms, limits });
      const error = await rejection(requestOtp(getDb(), { phone: nextPhone(), ip: '10.9.9.9', now: addSeconds(T0, 10), sms, limits }));
      expect(error.status).toBe(429);
      expect(error.message).toMatch(/your network/);
      await requestOtp(getDb(), { phone: nextPhone(), ip: '10.9.9.8', now: addSeconds(T0, 11), sms, limits });
    });

    it('answers 502 when the SMS provider fails, without counting the send', async () => {
      const phone = nextPhone();
      const failing: SmsProvider = {
        name: 'failing',
        async sendOtp() {
          throw new SmsDeliveryError('no balance');
        },
      };
      const error = await rejection(requestOtp(getDb(), { phone, ip: '10.0.0.6', now: T0, sms: failing, limits: LIMITS }));
      expect(error.status).toBe(502);
      expect(await getDb().$count(otpSends, eq(otpSends.phone, phone))).toBe(0);
      expect((await listOutbox(getDb(), phone, 'sms'))[0]).toMatchObject({ status: 'failed', error: 'no balance' });
      const sms = recordingSms();
      await requestOtp(getDb(), { phone, ip: '10.0.0.6', now: addSeconds(T0, 1), sms, limits: LIMITS });
      await verifyOtp(getDb(), { phone, ip: '10.0.0.1', code: sms.codes.get(phone)!, now: addSeconds(T0, 2), limits: LIMITS });
    });

    it('gives test numbers their fixed code without an SMS', async () => {
      vi.stubEnv('OTP_TEST_NUMBERS', '9999900001:1234, 9999900002:4321');
      resetConfigForTests();
      const sms = recordingSms();
      await requestOtp(getDb(), { phone: '9999900002', ip: '10.0.0.7', now: T0, sms, limits: LIMITS });
      expect(sms.codes.size).toBe(0);
      const { user } = await verifyOtp(getDb(), {
        phone: '9999900002',
        ip: '10.0.0.7',
        code: '4321',
        now: addSeconds(T0, 5),
        limits: LIMITS,
      });
      expect(user.phone).toBe('9999900002');
    });
  },
  { seed: false },
);
