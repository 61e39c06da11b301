/**
 * Runs due jobs: each app instance polls the jobs table every JOBS_POLL_MS and runs what it
 * claimed, one job at a time. A handler that throws is retried with backoff (server/jobs/queue.ts); one
 * that answers `{ rescheduleAt }` is put back for then (the reconciler asking the gateway again).
 */
import { randomUUID } from 'node:crypto';
import type { Job } from '../db/schema';
import type { Db } from '../db/types';
import { logger } from '../logger';
import { JOB_PAYLOADS, type JobName, type JobPayload } from './payloads';
import { claimDueJobs, completeJob, failJob, rescheduleJob } from './queue';

/** What a handler may answer: nothing (done), or a time to run again (with an updated payload). */
export type JobOutcome = void | { rescheduleAt: Date; payload?: Record<string, unknown> };

/** A job handler: does its work and throws on failure (to be retried). */
export type JobHandler = (db: Db, payload: Record<string, unknown>, now: Date) => Promise<JobOutcome>;

/** Handlers by job name; a claimed job without one fails (the app's full set: server/app/jobHandlers.ts). */
export type JobHandlers = Partial<Record<JobName, JobHandler>>;

/**
 * A handler of job `name` that reads its payload through the job's zod schema before `run` sees it
 * (checked when enqueued and again when run, e.g. a job stored by an older version).
 * @throws ZodError (the job is retried, then failed) for a payload the schema refuses.
 */
export function jobHandler<N extends JobName>(
  name: N,
  run: (db: Db, payload: JobPayload<N>, now: Date) => Promise<JobOutcome>,
): JobHandler {
  return (db, payload, now) => run(db, JOB_PAYLOADS[name].parse(payload) as JobPayload<N>, now);
}

/** This instance's name in `locked_by`. */
export const WORKER_ID = `worker-${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Runs the jobs due at `now` (at most `limit`), claiming each one just before it runs, so a claim is never
 * older than the job it holds (a batch claimed at once could go stale behind slow jobs and be claimed again
 * by another instance).
 * @param now the clock; by default the real time at each claim.
 * @returns how many ran, and how many failed this time.
 */
export async function runDueJobs(
  db: Db,
  handlers: JobHandlers,
  { now, workerId = WORKER_ID, limit = 20 }: { now?: Date; workerId?: string; limit?: number } = {},
): Promise<{ ran: number; failed: number }> {
  let ran = 0;
  let failed = 0;
  while (ran < limit) {
    const at = now ?? new Date();
    const [job] = await claimDueJobs(db, { workerId, now: at, limit: 1 });
    if (!job) break;
    ran += 1;
    if (!(await runOne(db, handlers, job, at))) failed += 1;
  }
  return { ran, failed };
}

async function runOne(db: Db, handlers: JobHandlers, job: Job, now: Date): Promise<boolean> {
  const handler = handlers[job.name as JobName];
  try {
    if (!handler) throw new Error(`no handler for job ${job.name}`);
    const outcome = await handler(db, job.payload, now);
    if (outcome && 'rescheduleAt' in outcome) await rescheduleJob(db, job, outcome.rescheduleAt, now, outcome.payload);
    else await completeJob(db, job, now);
    return true;
  } catch (error) {
    const finished = await failJob(db, job, error, now);
    // ids only: job payloads hold order, attempt and refund ids, never customer data
    logger[finished ? 'error' : 'warn'](
      { err: error, job: job.name, jobId: job.id, attempts: job.attempts },
      finished ? 'job failed for good' : 'job failed; retrying',
    );
    return false;
  }
}

/**
 * Starts polling every `pollMs` (a timer that does not keep the process alive). Overlapping polls are
 * skipped; an error of the poll itself (database down) is logged and the next poll tries again.
 * @returns a function that stops the polling.
 */
export function startJobWorker(getDb: () => Promise<Db>, handlers: JobHandlers, pollMs: number): () => void {
  let running = false;
  const poll = async () => {
    if (running) return;
    running = true;
    try {
      const db = await getDb();
      // drain what is due, a batch at a time
      for (let batch = 0; batch < 10; batch += 1) {
        const { ran } = await runDueJobs(db, handlers);
        if (ran === 0) break;
      }
    } catch (error) {
      logger.warn({ err: error }, 'job poll failed; trying again at the next poll');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void poll(), pollMs);
  timer.unref();
  void poll();
  return () => clearInterval(timer);
}
