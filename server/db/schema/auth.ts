/** Sign-in: customer sessions, one-time codes, known login devices and the shared rate-limit counter. */
import { index, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Which sign-in a one-time code or a known device is for: the site, the console or the provider app. */
export type OtpPurpose = 'customer' | 'staff' | 'partner';

/**
 * Login sessions: one row per issued token, keyed by the token's `jti`, so a session can be
 * revoked server-side (logout, "log out of all devices"). No personal data: the user id and times only.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

/** One-time-code challenges: the code is stored only as a hash; one live challenge per phone. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 10 }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    clientIp: varchar('client_ip', { length: 64 }),
    /**
     * Which sign-in the code is for: `customer` (the site), `staff` (the console) or `partner` (the provider app).
     * A code is checked only by the sign-in it was issued for, so a staff code never logs a customer in.
     */
    purpose: varchar('purpose', { length: 12 }).$type<OtpPurpose>().notNull().default('customer'),
    /**
     * The client that asked for the code (`device:<login_devices.id>` for a known device, else `ip:<address>`):
     * a new request replaces only the same client's live code, so a stranger's request never voids the owner's.
     */
    clientKey: varchar('client_key', { length: 80 }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_phone_created_idx').on(t.phone, t.createdAt)],
);
export type OtpChallenge = typeof otpChallenges.$inferSelect;
export type NewOtpChallenge = typeof otpChallenges.$inferInsert;

/** Every OTP send, kept for the per-number and per-IP rate limits. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 10 }).notNull(),
    clientIp: varchar('client_ip', { length: 64 }).notNull(),
    /**
     * The known device (login_devices) the code was asked from, or null: a device that signed in to this number
     * before has a send budget of its own, which strangers asking for codes to the number do not use up.
     */
    deviceId: uuid('device_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_sends_phone_sent_idx').on(t.phone, t.sentAt), index('otp_sends_ip_sent_idx').on(t.clientIp, t.sentAt)],
);

/**
 * A browser or phone that signed in to a number (one row per device, number and sign-in): the httpOnly
 * `login_device` cookie holds a random token, stored here only as its SHA-256. Such a device keeps its own OTP
 * send budget and its own wrong-guess count, so strangers asking for or guessing codes never lock it out.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    purpose: varchar('purpose', { length: 12 }).$type<OtpPurpose>().notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('login_devices_token_phone_purpose_uq').on(t.tokenHash, t.phone, t.purpose)],
);
export type LoginDevice = typeof loginDevices.$inferSelect;

/**
 * Hits counted by a rate limit across app instances: one row per counted event of a
 * `bucket` such as `ops-key:<ip>` (wrong operations keys from one IP); rows older than the limit's
 * window are deleted as new ones are written.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: varchar('bucket', { length: 120 }).notNull(),
    hitAt: timestamp('hit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_bucket_hit_idx').on(t.bucket, t.hitAt)],
);
