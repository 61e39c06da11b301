import { addSeconds } from 'date-fns';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobs } from '../../../../server/db/schema';
import { claimDueJobs, enqueueJob, retryDelaySeconds, STALE_LOCK_SECONDS } from '../../../../server/jobs/queue';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { JOB_PAYLOADS } from '../../../../server/jobs/payloads';
import { runDueJobs, type JobHandlers } from '../../../../server/jobs/worker';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const NOW = new Date('2026-11-21T10:00:00+05:30');

/** Test ids: `id('a')` is a UUID ending in the hex of `a` (payloads are checked against their job's schema). */
const id = (name: string) => `00000000-0000-4000-8000-${Buffer.from(name).toString('hex').padStart(12, '0')}`;
const named = (payload: Record<string, unknown>) =>
  Buffer.from(String(Object.values(payload)[0]).slice(-12).replace(/^0+/, ''), 'hex').toString();

/** Handlers that record what ran; `order.expire` fails, `payment.reconcile` asks to run again in a minute. */
function recordingHandlers(ran: string[]): JobHandlers {
  const note = (name: string) => async (_db: unknown, payload: Record<string, unknown>) => {
    ran.push(`${name}:${named(payload)}`);
  };
  return {
    'payment.reconcile': async (_db, payload, now) => {
      ran.push(`payment.reconcile:${named(payload)}`);
      return { rescheduleAt: addSeconds(now, 60) };
    },
    'order.expire': () => Promise.reject(new Error('database said no')),
    'refund.request': note('refund.request'),
    'payment.event': note('payment.event'),
    'notify.order_confirmation': note('notify.order_confirmation'),
  };
}

describeEachDatabase(
  'durable jobs',
  (getDb) => {
    it('keeps one queued job per dedupe key and runs only what is due', async () => {
      const db = getDb();
      expect(await enqueueJob(db, { name: 'refund.request', payload: { refundId: id('a') }, runAt: NOW, dedupeKey: 'refund:a' })).toBe(
        true,
      );
      expect(await enqueueJob(db, { name: 'refund.request', payload: { refundId: id('a') }, runAt: NOW, dedupeKey: 'refund:a' })).toBe(
        false,
      );
      await enqueueJob(db, { name: 'refund.request', payload: { refundId: id('later') }, runAt: addSeconds(NOW, 600) });
      const ran: string[] = [];
      expect(await runDueJobs(db, recordingHandlers(ran), { now: NOW })).toEqual({ ran: 1, failed: 0 });
      expect(ran).toEqual(['refund.request:a']);
      // done: the key is free again
      expect(await enqueueJob(db, { name: 'refund.request', payload: { refundId: id('a') }, runAt: NOW, dedupeKey: 'refund:a' })).toBe(
        true,
      );
      await runDueJobs(db, recordingHandlers([]), { now: NOW });
    });

    it('never hands one job to two workers claiming at once', async () => {
      const db = getDb();
      for (let i = 0; i < 12; i += 1)
        await enqueueJob(db, {
          name: 'payment.event',
          payload: { provider: 'sandbox', event: { eventId: `e${i}`, type: 'payment.captured' } },
          runAt: NOW,
        });
      const [a, b, c] = await Promise.all(['w1', 'w2', 'w3'].map((workerId) => claimDueJobs(db, { workerId, now: NOW, limit: 5 })));
      const ids = [...a!, ...b!, ...c!].map((j) => j.id);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
      // a crashed worker's jobs are claimed again once the lock is stale
      expect(await claimDueJobs(db, { workerId: 'w4', now: addSeconds(NOW, 60), limit: 20 })).toEqual([]);
      expect(await claimDueJobs(db, { workerId: 'w4', now: addSeconds(NOW, STALE_LOCK_SECONDS + 1), limit: 20 })).toHaveLength(12);
      await db.delete(jobs);
    });

    it('retries a failing job with backoff until its tries are used up, and reschedules a polling one', async () => {
      const db = getDb();
      await enqueueJob(db, { name: 'order.expire', payload: { orderId: id('x') }, runAt: NOW, maxAttempts: 2 });
      await enqueueJob(db, { name: 'payment.reconcile', payload: { attemptId: id('r') }, runAt: NOW });
      const ran: string[] = [];
      expect(await runDueJobs(db, recordingHandlers(ran), { now: NOW })).toEqual({ ran: 2, failed: 1 });
      const [failing] = await db.select().from(jobs).where(eq(jobs.name, 'order.expire'));
      expect([failing!.status, failing!.attempts, failing!.runAt, failing!.lastError]).toEqual([
        'queued',
        1,
        addSeconds(NOW, retryDelaySeconds(1)),
        'database said no',
      ]);
      const [polling] = await db.select().from(jobs).where(eq(jobs.name, 'payment.reconcile'));
      expect([polling!.status, polling!.runAt]).toEqual(['queued', addSeconds(NOW, 60)]);
      await runDueJobs(db, recordingHandlers(ran), { now: addSeconds(NOW, 120) });
      const [gaveUp] = await db.select().from(jobs).where(eq(jobs.name, 'order.expire'));
      expect([gaveUp!.status, gaveUp!.attempts]).toEqual(['failed', 2]);
      expect(ran).toEqual(['payment.reconcile:r', 'payment.reconcile:r']);
    });

    it("checks a payload against its job's zod schema when enqueued and again when run", async () => {
      const db = getDb();
      await db.delete(jobs);
      await expect(enqueueJob(db, { name: 'refund.request', payload: { id: 'a' } })).rejects.toThrow(/refundId/);
      await expect(enqueueJob(db, { name: 'order.expire', payload: { orderId: 'not-a-uuid' } })).rejects.toThrow();
      expect(await db.select().from(jobs)).toEqual([]);
      // a job stored with a payload its schema refuses (an older version wrote it) fails before its work runs
      await db
        .insert(jobs)
        .values({ name: 'refund.request', payload: { id: 'a' }, runAt: NOW, maxAttempts: 1, createdAt: NOW, updatedAt: NOW });
      let worked = false;
      const handlers = appJobHandlers(() => {
        worked = true;
        throw new Error('the handler must not get this far');
      });
      expect(await runDueJobs(db, handlers, { now: NOW })).toEqual({ ran: 1, failed: 1 });
      expect(worked).toBe(false);
      const [failed] = await db.select().from(jobs);
      expect([failed!.status, failed!.lastError]).toEqual(['failed', expect.stringMatching(/refundId/)]);
      await db.delete(jobs);
    });

    it('has a handler, registered by its domain, for every job name', () => {
      expect(Object.keys(appJobHandlers()).sort()).toEqual(Object.keys(JOB_PAYLOADS).sort());
    });
  },
  { seed: false },
);

it('backs off 30 s, doubling, at most an hour', () => {
  expect([1, 2, 3, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
});
