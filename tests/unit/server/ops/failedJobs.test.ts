/**
 * Background work that failed for good, on PGlite and PostgreSQL: a job whose tries are used up is listed newest
 * first with its label (the raw name for one no longer registered), its tries, the first line of its error with
 * numbers masked, and its order; the Today board carries the list; an admin's retry puts it back in the queue for now
 * with its tries reset, once (a second retry is a 409), audited with its kind in the same transaction.
 */
import { addMinutes } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { maskPhonesIn } from '../../../../lib/masking';
import { auditLog, jobs, type Order } from '../../../../server/db/schema';
import { jobRow } from '../../../../server/jobs/queue';
import { runDueJobs } from '../../../../server/jobs/worker';
import { logger } from '../../../../server/logger';
import { makeAdmin } from '../../../../server/ops/staff';
import {
  FAILED_JOB_ERROR_MAX,
  JOB_RETRY_ACTION,
  jobLabel,
  listFailedJobs,
  publicJobError,
  retryFailedJob,
} from '../../../../server/ops/failedJobs';
import { todayBoard } from '../../../../server/ops/today';
import { makeOrder } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const NOW = new Date('2026-12-07T10:00:00+05:30');

describeEachDatabase('background work that failed', (getDb) => {
  let order: Order;
  let actor: { kind: 'staff'; staffId: string };

  /** A job of `name` stored as failed at `failedAt` with `lastError` (the row failJob leaves). */
  async function failedJob(name: string, payload: Record<string, unknown>, failedAt: Date, lastError: string, dedupeKey?: string) {
    const [row] = await getDb()
      .insert(jobs)
      .values({
        name,
        payload,
        status: 'failed',
        attempts: 5,
        maxAttempts: 5,
        lastError,
        dedupeKey,
        createdAt: failedAt,
        updatedAt: failedAt,
      })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    const db = getDb();
    order = await makeOrder(db);
    const admin = (await makeAdmin(db, { phone: '9100000351', onlyIfNoAdmin: false, action: 'staff.add_admin' }))!;
    actor = { kind: 'staff', staffId: admin.id };
  });

  it('a job whose tries are used up is failed by the worker, logged with ids only, and listed with its label', async () => {
    const db = getDb();
    await db.insert(jobs).values(jobRow({ name: 'tax.order_completed', payload: { orderId: order.id }, runAt: NOW, maxAttempts: 1 }));
    const warn = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { failed } = await runDueJobs(
      db,
      {
        'tax.order_completed': async () => {
          throw new Error('tax invoice could not be numbered for 98111 22233\nparams: Asha Verma');
        },
      },
      { now: NOW },
    );
    expect(failed).toBe(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'tax.order_completed', jobId: expect.any(String) }),
      'job failed for good',
    );
    warn.mockRestore();

    const { items } = await listFailedJobs(db);
    const listed = items.find((item) => item.kind === 'tax.order_completed')!;
    expect(listed).toMatchObject({
      label: 'Tax invoice',
      attempts: 1,
      failedAt: NOW.toISOString(),
      error: 'tax invoice could not be numbered for •••••••2233',
      orderId: order.id,
      orderNumber: order.orderNumber,
    });
  });

  it('lists failed jobs newest first with the whole count, and nothing queued, running or done', async () => {
    const db = getDb();
    const older = await failedJob('tax.payment_captured', { paymentId: crypto.randomUUID() }, addMinutes(NOW, 5), 'RazorpayX timed out');
    const newer = await failedJob('legacy.removed_job', {}, addMinutes(NOW, 10), `${'x'.repeat(300)}\nsecond line`);
    // an order id no order has (erased): no link
    await failedJob('earnings.order_completed', { orderId: crypto.randomUUID() }, addMinutes(NOW, 1), 'boom');
    await db.insert(jobs).values(jobRow({ name: 'earnings.payout_status', payload: {}, runAt: NOW }));

    const { count, items } = await listFailedJobs(db);
    expect(count).toBe(4);
    expect(items.map((item) => item.kind)).toEqual([
      'legacy.removed_job',
      'tax.payment_captured',
      'earnings.order_completed',
      'tax.order_completed',
    ]);
    expect(items[0]).toMatchObject({ _id: newer.id, label: 'legacy.removed_job', orderId: null, orderNumber: null });
    expect(items[0]!.error).toHaveLength(FAILED_JOB_ERROR_MAX);
    expect(items[0]!.error).not.toContain('second line');
    expect(items[1]).toMatchObject({ _id: older.id, label: 'Receipt voucher', error: 'RazorpayX timed out', orderId: null });
    expect(items[2]).toMatchObject({ label: 'Provider earning credit', orderId: null, orderNumber: null });
    expect((await listFailedJobs(db, 2)).items).toHaveLength(2);

    // the Today board carries the same list
    const board = await todayBoard(db, NOW);
    expect(board.failedJobs.count).toBe(4);
    expect(board.failedJobs.items[0]!._id).toBe(newer.id);
  });

  it('an error is shown by its first line, with phone numbers masked as everywhere in the console, and e-mail addresses', () => {
    expect(publicJobError(null)).toBeNull();
    // the console's one phone mask (lib/masking maskPhonesIn): the last 4 digits kept, as the outbox shows them
    expect(publicJobError('SMS to +91 98111-22233 failed\nat stack')).toBe(`SMS to ${maskPhonesIn('+91 98111-22233')} failed`);
    expect(publicJobError('SMS to 919811122233 failed')).toBe('SMS to ••••••••2233 failed');
    expect(maskPhonesIn('call 98111 22233 or +91-98111-22233')).toBe('call •••••••2233 or •••••••••••2233');
    expect(publicJobError('mail to asha@example.com bounced')).toBe('mail to ••• bounced');
    expect(publicJobError('payout 6f1c1a52-2b7e-4c1e-9a35-8f0a1b2c3d4e not found')).toBe(
      'payout 6f1c1a52-2b7e-4c1e-9a35-8f0a1b2c3d4e not found',
    );
    expect(jobLabel('earnings.payout_status')).toBe('Payout status check');
    expect(jobLabel('something.else')).toBe('something.else');
  });

  it('a retry puts the job back in the queue for now with its tries reset, once, audited with its kind', async () => {
    const db = getDb();
    const job = await failedJob('tax.refund_created', { refundId: crypto.randomUUID() }, NOW, 'boom');
    const at = addMinutes(NOW, 30);
    const requeued = await retryFailedJob(db, actor, job.id, at);
    expect(requeued).toMatchObject({ status: 'queued', attempts: 0, runAt: at, lockedBy: null });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, JOB_RETRY_ACTION), eq(auditLog.entityId, job.id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorKind: 'staff',
        actorStaffId: actor.staffId,
        entityType: 'job',
        before: expect.objectContaining({ status: 'failed', kind: 'tax.refund_created' }),
        after: expect.objectContaining({ status: 'queued', kind: 'tax.refund_created', label: 'Refund voucher or credit note' }),
      }),
    ]);
    // no longer listed
    expect((await listFailedJobs(db)).items.map((item) => item._id)).not.toContain(job.id);

    // a second click, and two at once: one requeue in all
    await expect(retryFailedJob(db, actor, job.id, at)).rejects.toMatchObject({ status: 409 });
    const again = await failedJob('tax.refund_created', { refundId: crypto.randomUUID() }, NOW, 'boom');
    const both = await Promise.allSettled([retryFailedJob(db, actor, again.id, at), retryFailedJob(db, actor, again.id, at)]);
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(both.find((result) => result.status === 'rejected')).toMatchObject({ reason: expect.objectContaining({ status: 409 }) });
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, JOB_RETRY_ACTION), eq(auditLog.entityId, again.id))),
    ).toHaveLength(1);

    // the retried job runs like any other
    const ran: string[] = [];
    await runDueJobs(db, { 'tax.refund_created': async (_db, payload) => void ran.push(String(payload.refundId)) }, { now: at, limit: 5 });
    expect(ran).toContain(job.payload.refundId);
    expect((await db.select().from(jobs).where(eq(jobs.id, job.id)))[0]).toMatchObject({ status: 'done' });
  });

  it('an unknown job is a 404; a failed job whose work is queued again under its dedupe key is a 409', async () => {
    const db = getDb();
    await expect(retryFailedJob(db, actor, crypto.randomUUID(), NOW)).rejects.toMatchObject({ status: 404 });
    const failed = await failedJob('earnings.payout_status', {}, NOW, 'gateway down', 'h35-payout-status-test');
    await db
      .insert(jobs)
      .values(jobRow({ name: 'earnings.payout_status', payload: {}, runAt: addMinutes(NOW, 60), dedupeKey: 'h35-payout-status-test' }));
    await expect(retryFailedJob(db, actor, failed.id, NOW)).rejects.toMatchObject({ status: 409 });
    expect((await db.select().from(jobs).where(eq(jobs.id, failed.id)))[0]).toMatchObject({ status: 'failed' });
  });

  it('two failed rows of one dedupe key retried at once, or the key enqueued meanwhile by another instance: 409, never 500', async () => {
    const db = getDb();
    const key = `h35-twin-${crypto.randomUUID()}`;
    const first = await failedJob('earnings.payout_status', {}, NOW, 'gateway down', key);
    const second = await failedJob('earnings.payout_status', {}, addMinutes(NOW, 1), 'gateway down', key);
    const both = await Promise.allSettled([retryFailedJob(db, actor, first.id, NOW), retryFailedJob(db, actor, second.id, NOW)]);
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(both.find((result) => result.status === 'rejected')).toMatchObject({
      reason: expect.objectContaining({ status: 409, message: expect.stringContaining('already queued') }),
    });
    expect(
      await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.dedupeKey, key), eq(jobs.status, 'queued'))),
    ).toHaveLength(1);

    // deterministic on PostgreSQL: another instance's enqueue of the key is not committed when the retry's twin check
    // reads (it sees none), and commits while the retry's update waits on the unique index
    const lateKey = `h35-late-${crypto.randomUUID()}`;
    const late = await failedJob('earnings.payout_status', {}, NOW, 'gateway down', lateKey);
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const enqueue = db.transaction(async (tx) => {
      await tx.insert(jobs).values(jobRow({ name: 'earnings.payout_status', payload: {}, runAt: NOW, dedupeKey: lateKey }));
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const retry = retryFailedJob(db, actor, late.id, NOW).then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await enqueue;
    expect(await retry).toMatchObject({ status: 409, message: expect.stringContaining('already queued') });
    expect((await db.select().from(jobs).where(eq(jobs.id, late.id)))[0]).toMatchObject({ status: 'failed' });
    expect(
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, JOB_RETRY_ACTION), eq(auditLog.entityId, late.id))),
    ).toEqual([]);
  });

  it('a failed job of a kind no longer registered cannot be retried: 409, still listed', async () => {
    const db = getDb();
    const gone = await failedJob('legacy.removed_kind', {}, NOW, 'no handler');
    await expect(retryFailedJob(db, actor, gone.id, NOW)).rejects.toMatchObject({ status: 409 });
    expect((await db.select().from(jobs).where(eq(jobs.id, gone.id)))[0]).toMatchObject({ status: 'failed' });
  });
});
