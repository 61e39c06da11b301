/**
 * The durable job queue (DESIGN.md "jobs"): a table on the same database as the orders, so a job
 * is enqueued in the transaction that makes it necessary (an order awaiting payment and its expiry, a
 * refund and its request) and is never lost or run for something that was rolled back. Jobs are claimed
 * with `FOR UPDATE SKIP LOCKED`, so any number of app instances (PostgreSQL) share the work without running
 * one job twice at once; PGlite, one process, works the same way.
 */
import { addSeconds } from 'date-fns';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { jobs, type Job } from '../db/schema';
import type { Db } from '../db/types';
import { JOB_PAYLOADS, type JobName } from './payloads';

export type { JobName } from './payloads';

/** What to enqueue. */
export interface JobRequest {
  name: JobName;
  /** Plain JSON, checked against the job's schema (server/jobs/payloads.ts) before it is stored. */
  payload: Record<string, unknown>;
  /** When it may run first (default now). */
  runAt?: Date;
  /** At most one queued or running job per key: a second enqueue with the key is ignored. */
  dedupeKey?: string;
  /** Tries before the job is marked failed (default 5). */
  maxAttempts?: number;
}

/** A job that has been running this long is taken to belong to a crashed instance and is claimed again. */
export const STALE_LOCK_SECONDS = 5 * 60;
/** Backoff after a failed try: 30 s, doubling, at most an hour. */
export const RETRY_BASE_SECONDS = 30;
export const RETRY_MAX_SECONDS = 60 * 60;

/**
 * The row that enqueues a job: its payload checked against the job's schema, so a
 * malformed job is refused where it is made, not hours later; runAt defaults to now, maxAttempts to 5.
 * For a caller that writes the row in a statement of its own (an order and its expiry job in one INSERT).
 * @throws ZodError for a payload its job's schema refuses (a bug of the caller), Error for an unknown job.
 */
export function jobRow({ name, payload, runAt = new Date(), dedupeKey, maxAttempts = 5 }: JobRequest): typeof jobs.$inferInsert {
  const schema = JOB_PAYLOADS[name];
  if (!schema) throw new Error(`unknown job ${String(name)}`);
  const checked = schema.parse(payload) as Record<string, unknown>;
  const queuedAt = new Date();
  return { name, payload: checked, runAt, dedupeKey, maxAttempts, createdAt: queuedAt, updatedAt: queuedAt };
}

/**
 * Enqueues a job (inside the caller's transaction when `db` is one), its payload checked first (jobRow).
 * @returns whether it was enqueued (false when a job with its `dedupeKey` is already queued or running).
 * @throws ZodError for a payload its job's schema refuses (a bug of the caller), Error for an unknown job.
 */
export async function enqueueJob(db: Db, request: JobRequest): Promise<boolean> {
  const rows = await db.insert(jobs).values(jobRow(request)).onConflictDoNothing().returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Claims up to `limit` jobs due at `now` for `workerId` (queued ones, and running ones whose lock is older
 * than STALE_LOCK_SECONDS), oldest due first, counting a try on each.
 */
export async function claimDueJobs(db: Db, { workerId, now, limit }: { workerId: string; now: Date; limit: number }): Promise<Job[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lte(jobs.lockedAt, addSeconds(now, -STALE_LOCK_SECONDS))),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({ status: 'running', lockedBy: workerId, lockedAt: now, attempts: sql`${jobs.attempts} + 1`, updatedAt: now })
      .where(
        inArray(
          jobs.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** Marks a claimed job done. */
export async function completeJob(db: Db, job: Job, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedBy: null, lockedAt: null, updatedAt: now })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? '')));
}

/** Puts a claimed job back in the queue for `runAt` without counting it as a failure (a job that polls, like the reconciler). */
export async function rescheduleJob(db: Db, job: Job, runAt: Date, now: Date, payload?: Record<string, unknown>): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      runAt,
      attempts: 0,
      lockedBy: null,
      lockedAt: null,
      lastError: null,
      updatedAt: now,
      ...(payload ? { payload } : {}),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? '')));
}

/** Seconds before the next try of a job that failed `attempts` times: 30, 60, 120 ... at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_SECONDS);
}

/**
 * Records a failed try: back in the queue with backoff, or `failed` once its tries are used up.
 * The error text is kept for operations, without a failed query's parameters (adapters and handlers throw ids only).
 * @returns whether the job has failed for good.
 */
export async function failJob(db: Db, job: Job, error: unknown, now: Date): Promise<boolean> {
  // a failed query's message carries its parameters after "params:": keep the statement's words only
  const message = (error instanceof Error ? error.message : String(error)).split(/\nparams:/)[0]!.slice(0, 500);
  const finished = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      status: finished ? 'failed' : 'queued',
      runAt: finished ? job.runAt : addSeconds(now, retryDelaySeconds(job.attempts)),
      lockedBy: null,
      lockedAt: null,
      lastError: message,
      updatedAt: now,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? '')));
  return finished;
}
