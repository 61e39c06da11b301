/** Customers and what belongs to their account: the address book and account deletion requests. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import type { AddressLabel } from '../../../lib/contracts/addresses';
import type { Locale } from '../../../lib/i18n/locales';

/** A customer account's role (spec 6: the one role is `customer`). */
export type UserRole = 'customer';
/** An address book entry: 1 live, 0 removed (the spec's soft delete). */
export type AddressStatus = 0 | 1;

/** Customers (spec 6: the one role is `customer`). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: varchar('phone', { length: 10 }).notNull().unique(),
    name: text('name'),
    role: varchar('role', { length: 20 }).$type<UserRole>().notNull().default('customer'),
    pushToken: text('push_token'),
    /**
     * The media key of the profile photo (a 256x256 WebP, `avatars/{userId}/{uuid}.webp`), or null for
     * initials; a new key per upload, so its URL changes and can be cached for good.
     */
    avatarKey: text('avatar_key'),
    /**
     * The customer's saved city, a city page's slug (the /services page links to it): set when they open
     * a city page or book, changed on /accounts; null when none is saved.
     */
    city: text('city'),
    /**
     * The language of the customer's messages (WhatsApp, SMS, push) and of the site after a login: `en` or `hi`. A
     * new account takes the language of the page it logged in on; /accounts changes it.
     */
    language: varchar('language', { length: 2 }).$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_language_check', sql`${t.language} in ('en', 'hi')`)],
);
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/**
 * The customer's address book: up to 10 live addresses (`status` 1; 0 = removed, the spec's soft
 * delete), one of them the default. City and locality come from the pincode; `served` is false for a pincode we do
 * not serve yet (saved all the same). Orders never point here: they keep a copy of the address they were booked with.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 10 }).$type<AddressLabel>().notNull(),
    name: text('name').notNull(),
    line1: text('line1').notNull(),
    landmark: text('landmark'),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    city: text('city'),
    citySlug: text('city_slug'),
    locality: text('locality'),
    served: boolean('served').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    status: smallint('status').$type<AddressStatus>().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.status),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.status} = 1`),
    check('addresses_label_check', sql`${t.label} in ('Home', 'Work', 'Other')`),
    check('addresses_status_check', sql`${t.status} in (0, 1)`),
  ],
);
export type Address = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;

/**
 * Account deletion requests: the customer asked at `requested_at`; logging in again or
 * `POST /api/user/restore-account` before `erase_after` (7 days later) sets `restored_at`; otherwise the job
 * `privacy.erase_account` erases the personal data at `erase_after` and sets `erased_at`. One row per request.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('account_deletions_user_idx').on(t.userId),
    // at most one open request per customer
    uniqueIndex('account_deletions_open_uq')
      .on(t.userId)
      .where(sql`${t.restoredAt} is null and ${t.erasedAt} is null`),
  ],
);
export type AccountDeletion = typeof accountDeletions.$inferSelect;
