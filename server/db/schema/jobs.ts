/** The durable job queue. */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** A job: waiting to run, claimed by an instance, done, or failed with its retries used up. */
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * Durable background jobs (DESIGN.md "jobs"): reconciling payments, expiring unpaid orders,
 * refunds, notifications. Claimed with `FOR UPDATE SKIP LOCKED`, so several app instances share the work
 * and never run one job twice at once; failures are retried with backoff. A `dedupe_key` keeps one
 * queued job per purpose.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 60 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** queued, running, done or failed (retries used up). */
    status: varchar('status', { length: 10 }).$type<JobStatus>().notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    maxAttempts: smallint('max_attempts').notNull().default(5),
    dedupeKey: varchar('dedupe_key', { length: 160 }),
    lockedBy: varchar('locked_by', { length: 80 }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_dedupe_uq')
      .on(t.dedupeKey)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
