/**
 * Providers' capacity: when each provider works, and the time their jobs and checkout holds keep them busy.
 * The served pincodes stay in `providers.pincodes`.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { TimeOff, WeeklyRange } from '../../../lib/contracts/availability';
import { createdAt, updatedAt } from './columns';
import { orders } from './orders';
import { providers } from './providers';

/**
 * A provider's working hours (IST wall-clock ranges per weekday, 0 = Sunday; "24:00" ends at midnight), time off
 * (IST 'yyyy-mm-ddTHH:mm' ranges) and the most jobs they take in a day. No row: no hours, so no job is offered to them.
 */
export const providerAvailability = pgTable(
  'provider_availability',
  {
    providerId: uuid('provider_id')
      .primaryKey()
      .references(() => providers.id),
    weekly: jsonb('weekly').$type<WeeklyRange[]>().notNull().default([]),
    timeOff: jsonb('time_off').$type<TimeOff[]>().notNull().default([]),
    maxJobsPerDay: smallint('max_jobs_per_day').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('provider_availability_max_jobs_check', sql`${t.maxJobsPerDay} between 1 and 10`)],
);
export type ProviderAvailabilityRow = typeof providerAvailability.$inferSelect;
export type NewProviderAvailabilityRow = typeof providerAvailability.$inferInsert;

/** A booking holds a provider's time while its customer pays (`hold`, until `expires_at`), or for good (`job`). */
export type ProviderBookingKind = 'hold' | 'job';

/**
 * The time an order keeps its provider busy, travel buffer included: [starts_at, ends_at). One per order. The
 * migration adds the database's own rule that one provider's bookings never overlap (an exclusion constraint
 * over `tstzrange(starts_at, ends_at, '[)')`, extension btree_gist; drizzle-kit does not model it), so two
 * customers racing for the same provider cannot both win. `job_date` is the IST date the job starts (the
 * jobs-a-day limit). A hold past `expires_at` blocks nobody: whoever takes time first deletes the provider's
 * expired holds in the same transaction, and a job sweeps the rest.
 */
export const providerBookings = pgTable(
  'provider_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).$type<ProviderBookingKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    jobDate: date('job_date').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('provider_bookings_kind_check', sql`${t.kind} in ('hold', 'job')`),
    check('provider_bookings_span_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('provider_bookings_hold_expires_check', sql`(${t.kind} = 'hold') = (${t.expiresAt} is not null)`),
    index('provider_bookings_provider_date_idx').on(t.providerId, t.jobDate),
    index('provider_bookings_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.kind} = 'hold'`),
  ],
);
export type ProviderBooking = typeof providerBookings.$inferSelect;
export type NewProviderBooking = typeof providerBookings.$inferInsert;

/** Why an assigned job no longer fits its provider's availability (lib/contracts/availability `jobsOutside`). */
export type AvailabilityConflictReason = 'hours' | 'time_off' | 'pincode';

/**
 * The assigned jobs a provider's last change of availability left outside (outside the weekly hours, in time off,
 * or at a pincode no longer served): the job stays assigned and operations are asked, on Today, to reassign it.
 * One row per order; each change of a provider's availability rewrites that provider's rows, and moving or
 * releasing the order's booking deletes its row. A row whose order has since ended or changed provider is stale:
 * readers filter it out.
 */
export const availabilityConflicts = pgTable(
  'availability_conflicts',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    reason: varchar('reason', { length: 16 }).$type<AvailabilityConflictReason>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('availability_conflicts_reason_check', sql`${t.reason} in ('hours', 'time_off', 'pincode')`),
    index('availability_conflicts_provider_idx').on(t.providerId),
  ],
);
export type AvailabilityConflict = typeof availabilityConflicts.$inferSelect;
