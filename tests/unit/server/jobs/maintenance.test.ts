import { addDays, addHours, addMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { jobs, otpSends, rateLimitHits, sessions, users, type JobStatus } from '../../../../server/db/schema';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { PURGE_EVERY_HOURS, scheduleMaintenance } from '../../../../server/app/maintenance';
import { runDueJobs } from '../../../../server/jobs/worker';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const NOW = new Date('2026-11-21T10:00:00+05:30');
const ORDER_ID = '00000000-0000-4000-8000-000000000001';

describeEachDatabase(
  'the recurring clean-up job',
  (getDb) => {
    it('purges finished jobs, expired sessions and old rate-limit rows every hour, and keeps what is still in use', async () => {
      const db = getDb();
      const job = (status: JobStatus, updatedAt: Date, dedupeKey: string) => ({
        name: 'notify.order_confirmation',
        payload: { orderId: ORDER_ID },
        status,
        runAt: updatedAt,
        dedupeKey,
        createdAt: updatedAt,
        updatedAt,
      });
      await db
        .insert(jobs)
        .values([
          job('done', addDays(NOW, -8), 'done-old'),
          job('done', addDays(NOW, -1), 'done-recent'),
          job('failed', addDays(NOW, -31), 'failed-old'),
          job('failed', addDays(NOW, -8), 'failed-recent'),
          job('queued', addDays(NOW, -40), 'queued-old'),
        ]);
      const [user] = await db.insert(users).values({ phone: '9811199999' }).returning();
      await db.insert(sessions).values([
        { userId: user!.id, createdAt: addDays(NOW, -31), expiresAt: addMinutes(NOW, -1) },
        { userId: user!.id, createdAt: addDays(NOW, -2), expiresAt: addDays(NOW, 28), revokedAt: addDays(NOW, -1) },
        { userId: user!.id, createdAt: addDays(NOW, -2), expiresAt: addDays(NOW, 28) },
      ]);
      await db.insert(rateLimitHits).values([
        { bucket: 'contact:203.0.113.9', hitAt: addDays(NOW, -3) },
        { bucket: 'photos-ready:x', hitAt: addHours(NOW, -23) },
      ]);
      await db.insert(otpSends).values([
        { phone: '9811199999', clientIp: '203.0.113.9', sentAt: addDays(NOW, -3) },
        { phone: '9811199999', clientIp: '203.0.113.9', sentAt: addHours(NOW, -20) },
      ]);

      expect(await scheduleMaintenance(db, NOW)).toBe(true);
      expect(await scheduleMaintenance(db, NOW)).toBe(false); // one clean-up job across instances
      expect(await runDueJobs(db, appJobHandlers(), { now: NOW })).toEqual({ ran: 2, failed: 0 });

      const left = await db.select({ key: jobs.dedupeKey, status: jobs.status, runAt: jobs.runAt }).from(jobs);
      expect(left.map((j) => j.key).sort()).toEqual(['done-recent', 'failed-recent', 'maintenance.purge', 'queued-old']);
      // the queued job ran just now (done), and the clean-up is queued again an hour later
      expect(left.find((j) => j.key === 'maintenance.purge')).toMatchObject({ status: 'queued', runAt: addHours(NOW, PURGE_EVERY_HOURS) });
      const live = await db.select().from(sessions);
      expect(live.map((s) => [s.revokedAt, s.expiresAt])).toEqual([[null, addDays(NOW, 28)]]);
      expect((await db.select().from(rateLimitHits)).map((h) => h.bucket)).toEqual(['photos-ready:x']);
      expect((await db.select().from(otpSends)).map((s) => s.sentAt)).toEqual([addHours(NOW, -20)]);
      await db.delete(jobs).where(eq(jobs.name, 'maintenance.purge'));
    });
  },
  { seed: false },
);
