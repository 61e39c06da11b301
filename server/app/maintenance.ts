/**
 * The recurring clean-up job: finished jobs, expired or revoked sessions and rate-limit
 * rows older than any limit's window are deleted every hour, so these tables stop growing with traffic.
 * One `maintenance.purge` job exists at a time (its dedupe key); it reschedules itself after each run.
 */
import { addDays, addHours, addSeconds } from 'date-fns';
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { getConfig } from '../config';
import { consoleSessions, jobs, loginDevices, otpChallenges, otpSends, rateLimitHits, sessions } from '../db/schema';
import type { Db } from '../db/types';
import { LOGIN_DEVICE_TTL_SECONDS } from '../auth/loginDevices';
import { enqueueJob } from '../jobs/queue';
import { jobHandler, type JobHandlers } from '../jobs/worker';

/** How often the clean-up runs. */
export const PURGE_EVERY_HOURS = 1;
/** Done jobs are kept this long (to look into recent work), failed ones longer (operations may need them). */
export const DONE_JOBS_KEEP_DAYS = 7;
export const FAILED_JOBS_KEEP_DAYS = 30;
/** Login-code sends and codes are kept this long: more than the longest window they are counted in (a day). */
export const OTP_ROWS_KEEP_DAYS = 2;
/** The rate-limit rows' shortest retention: more than the longest fixed window (24 hours: photos-ready). */
export const RATE_LIMIT_MIN_KEEP_SECONDS = 2 * 24 * 60 * 60;

/** The dedupe key of the one clean-up job. */
const PURGE_KEY = 'maintenance.purge';

/** Rows each table lost in one clean-up. */
export interface PurgeCounts {
  jobs: number;
  sessions: number;
  /** Console sessions (staff and providers). */
  consoleSessions: number;
  rateLimitHits: number;
  otpSends: number;
  otpChallenges: number;
  /** Known login devices not signed in with for LOGIN_DEVICE_TTL_SECONDS (server/auth/loginDevices.ts). */
  loginDevices: number;
}

/**
 * Deletes, as of `now`: done jobs older than 7 days and failed ones older than 30 (by their last change);
 * sessions (customers' and the console's) that expired or were revoked; rate-limit hits older than `rateLimitKeepSeconds` (by default the
 * longer of 2 days and the operations-key failure window); login-code sends and codes older than 2 days; known login
 * devices not signed in with for a year.
 * Queued and running jobs, live sessions and hits inside any window are never touched.
 */
export async function purgeOldRows(
  db: Db,
  now: Date,
  { rateLimitKeepSeconds = Math.max(RATE_LIMIT_MIN_KEEP_SECONDS, getConfig().OPS_KEY_FAILURE_WINDOW_SECONDS) } = {},
): Promise<PurgeCounts> {
  const deletedJobs = await db
    .delete(jobs)
    .where(
      or(
        and(eq(jobs.status, 'done'), lt(jobs.updatedAt, addDays(now, -DONE_JOBS_KEEP_DAYS))),
        and(eq(jobs.status, 'failed'), lt(jobs.updatedAt, addDays(now, -FAILED_JOBS_KEEP_DAYS))),
      ),
    )
    .returning({ id: jobs.id });
  const deletedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, now))))
    .returning({ id: sessions.id });
  const deletedConsoleSessions = await db
    .delete(consoleSessions)
    .where(or(lt(consoleSessions.expiresAt, now), and(isNotNull(consoleSessions.revokedAt), lt(consoleSessions.revokedAt, now))))
    .returning({ id: consoleSessions.id });
  const deletedHits = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.hitAt, addSeconds(now, -rateLimitKeepSeconds)))
    .returning({ id: rateLimitHits.id });
  const otpCutoff = addDays(now, -OTP_ROWS_KEEP_DAYS);
  const deletedSends = await db.delete(otpSends).where(lt(otpSends.sentAt, otpCutoff)).returning({ id: otpSends.id });
  const deletedCodes = await db.delete(otpChallenges).where(lt(otpChallenges.expiresAt, otpCutoff)).returning({ id: otpChallenges.id });
  const deletedDevices = await db
    .delete(loginDevices)
    .where(lt(loginDevices.lastLoginAt, addSeconds(now, -LOGIN_DEVICE_TTL_SECONDS)))
    .returning({ id: loginDevices.id });
  return {
    jobs: deletedJobs.length,
    sessions: deletedSessions.length,
    consoleSessions: deletedConsoleSessions.length,
    rateLimitHits: deletedHits.length,
    otpSends: deletedSends.length,
    otpChallenges: deletedCodes.length,
    loginDevices: deletedDevices.length,
  };
}

/**
 * Makes sure the clean-up job is queued (each instance calls it when its worker starts; the dedupe key keeps
 * one). @returns whether this call queued it.
 */
export function scheduleMaintenance(db: Db, now = new Date()): Promise<boolean> {
  return enqueueJob(db, { name: 'maintenance.purge', payload: {}, runAt: now, dedupeKey: PURGE_KEY });
}

/** A domain's own clean-up, run by the hourly job after the platform's (`purgeOldRows`), at the job's `now`. */
export type MaintenanceStep = (db: Db, now: Date) => Promise<unknown>;

/**
 * The clean-up job's handler: the platform's rows (`purgeOldRows`), then each domain's `steps` in order (given by
 * the job handler table, server/app/jobHandlers.ts); the job runs again PURGE_EVERY_HOURS later.
 */
export function maintenanceJobHandlers(steps: readonly MaintenanceStep[] = []): JobHandlers {
  return {
    'maintenance.purge': jobHandler('maintenance.purge', async (db, _payload, now) => {
      await purgeOldRows(db, now);
      for (const step of steps) await step(db, now);
      return { rescheduleAt: addHours(now, PURGE_EVERY_HOURS) };
    }),
  };
}
