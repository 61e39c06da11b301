import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schemaOrderDetails } from '../../../../lib/contracts/orders';
import { ORDER_STATUS } from '../../../../lib/constants';
import { formatRupees } from '../../../../lib/format';
import { jobs, orders, outbox, type User } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { runDueJobs } from '../../../../server/jobs/worker';
import { updateNotificationSettings } from '../../../../server/notify/preferences';
import { SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { canResend } from '../../../../server/ops/outboxResend';
import { cancelOrder } from '../../../../server/orders/cancellation';
import {
  CANCELLATION_REMINDER_TEMPLATE,
  remindCancellation,
  resendCancellationReminder,
  scheduleCancellationReminder,
} from '../../../../server/orders/cancellationReminders';
import { createChefOrder } from '../../../../server/orders/chef';
import { orderJobHandlers } from '../../../../server/orders/jobs';
import { orderDetails } from '../../../../server/orders/views';
import { assignProvider, declineAssignment } from '../../../../server/providers/assignment';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { makeAvailableProvider, withAvailableProviders } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

// The live cancellation meter in the order views and its reminders 6 hours before each threshold.
// The chef orders start on 23 Nov 2026 at 19:00 IST: an assigned order's refund drops at 21 Nov 19:00 (48 h)
// and 22 Nov 19:00 (24 h); an unassigned one's never drops (no provider assigned: the whole advance, whenever).
const NOW = new Date('2026-11-21T10:00:00+05:30');
const START = '2026-11-23T13:30:00.000Z';
const H48 = '2026-11-21T13:30:00.000Z';
const H24 = '2026-11-22T13:30:00.000Z';
const at = (ist: string) => new Date(`${ist}+05:30`);

let phones = 0;
/** A customer's chef order, its advance paid in the sandbox at NOW (so booked, unassigned). */
async function bookedOrder(db: Db, pincode = '201309') {
  phones += 1;
  const { user } = await findOrCreateUserByPhone(db, `98444${String(Date.now() % 10_000).padStart(4, '0')}${phones % 10}`);
  const input = chefOrderInput(await someDishes(db, 5), 10, {
    address: { name: 'Asha Verma', line1: 'Flat 402, Tower B, Supertech', pincode },
  });
  const { order } = await createChefOrder(db, { userId: user.id, input, now: NOW });
  await payInSandbox(db, testPaymentDeps(db, NOW), { user, orderId: order.id });
  return { user, orderId: order.id };
}

const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const reminderJobs = (db: Db, orderId: string) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.name, 'notify.cancellation_reminder'), eq(jobs.dedupeKey, `cancel-reminder:${orderId}:${H48}`)));
const queuedReminders = async (db: Db, orderId: string) =>
  (
    await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'notify.cancellation_reminder'), eq(jobs.status, 'queued')))
  )
    .filter((job) => job.payload.orderId === orderId)
    .map((job) => ({ thresholdAt: job.payload.thresholdAt, runAt: job.runAt.toISOString() }));
const remindersOf = async (db: Db, user: User) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, CANCELLATION_REMINDER_TEMPLATE), eq(outbox.recipient, `+91${user.phone}`)));
/** Runs the `order.payment_applied` jobs a capture of the order queued (as the worker would), at `now`. */
async function runPaymentApplied(db: Db, orderId: string, now: Date) {
  const queued = (
    await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'order.payment_applied'), eq(jobs.status, 'queued')))
  ).filter((job) => job.payload.orderId === orderId);
  expect(queued).not.toEqual([]);
  for (const job of queued) await orderJobHandlers()['order.payment_applied']!(db, job.payload, now);
}
const runJobs = (db: Db, now: Date) =>
  runDueJobs(
    db,
    appJobHandlers((clock) => testPaymentDeps(db, clock)),
    { now, limit: 100 },
  );

/**
 * A free provider of Noida only (the suite's bookings): a provider of every city would also serve Bengaluru's 560034,
 * where one provider only may be free (the declined order's test), and a decline would move that order on to them.
 */
const noidaProvider = (db: Db) => makeAvailableProvider(db, { cities: ['noida'] });

describeEachDatabase('the cancellation meter', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  // Noida's (the suite's bookings); Bengaluru's 560034 is served by one provider only, in the test that needs it
  withAvailableProviders(getDb, 20, { cities: ['noida'] });
  it('is in the order details: the whole advance, never dropping, while unassigned, then the 48-hour drop once assigned', async () => {
    const db = getDb();
    const { orderId } = await bookedOrder(db);
    const booked = await orderRow(db, orderId);
    const details = await orderDetails(db, booked, NOW);
    expect(details.cancellation).toEqual({ refundNow: booked.advance, refundPercentNow: 100, nextChangeAt: null, nextRefund: null });
    // the slot started and still nobody was assigned: the whole advance comes back, the customer is told so
    const afterStart = await orderDetails(db, booked, at('2026-11-23T21:00:00'));
    expect([afterStart.canCancel, afterStart.refundIfCancelledNow, afterStart.cancellation?.refundNow]).toEqual([
      true,
      booked.advance,
      booked.advance,
    ]);
    expect(schemaOrderDetails.parse(details).cancellation).toEqual(details.cancellation);

    const provider = await noidaProvider(db);
    await assignProvider(db, { orderId, providerId: provider.id, actor: SYSTEM_ACTOR, now: NOW });
    const assigned = await orderDetails(db, await orderRow(db, orderId), NOW);
    const half = booked.advance - Math.floor(booked.advance / 2);
    expect(assigned.cancellation).toEqual({ refundNow: booked.advance, refundPercentNow: 100, nextChangeAt: H48, nextRefund: half });
    // the same order a minute past the 48-hour mark
    const later = await orderDetails(db, await orderRow(db, orderId), at('2026-11-21T19:01:00'));
    expect(later.cancellation).toEqual({ refundNow: half, refundPercentNow: 50, nextChangeAt: H24, nextRefund: 0 });
    expect(later.refundIfCancelledNow).toBe(half);
  });

  it('is null once the order can no longer be cancelled', async () => {
    const db = getDb();
    const { user, orderId } = await bookedOrder(db);
    await cancelOrder(db, testPaymentDeps(db, NOW), { orderId, userId: user.id, cause: 'customer' });
    expect((await orderDetails(db, await orderRow(db, orderId), NOW)).cancellation).toBeNull();
  });

  it('reminds 6 hours before each threshold, once, and queues the next one', async () => {
    const db = getDb();
    const { user, orderId } = await bookedOrder(db);
    // paid and unassigned: its refund never drops, so nothing is reminded
    expect(await queuedReminders(db, orderId)).toEqual([]);

    const provider = await noidaProvider(db);
    await assignProvider(db, { orderId, providerId: provider.id, actor: SYSTEM_ACTOR, now: NOW });
    expect(await queuedReminders(db, orderId)).toContainEqual({ thresholdAt: H48, runAt: '2026-11-21T07:30:00.000Z' });

    await runJobs(db, at('2026-11-21T12:59:00'));
    expect(await remindersOf(db, user)).toEqual([]);
    await runJobs(db, at('2026-11-21T13:00:00'));
    const advance = (await orderRow(db, orderId)).advance;
    const half = advance - Math.floor(advance / 2);
    const [sent, ...more] = await remindersOf(db, user);
    expect(more).toEqual([]);
    expect(sent?.payload).toMatchObject({ orderId, thresholdAt: H48, refundNow: advance, nextRefund: half });
    expect(sent?.status).toBe('skipped'); // no WhatsApp key in tests: recorded in the outbox
    // the next drop (24 h) is queued for 22 Nov 13:00 IST
    expect(await queuedReminders(db, orderId)).toEqual([{ thresholdAt: H24, runAt: '2026-11-22T07:30:00.000Z' }]);

    // queued again for the same threshold (a status change re-evaluating it): nothing is sent twice
    await scheduleCancellationReminder(db, await orderRow(db, orderId), at('2026-11-21T14:00:00'));
    await runJobs(db, at('2026-11-21T14:00:00'));
    expect(await remindersOf(db, user)).toHaveLength(1);
    expect(await reminderJobs(db, orderId)).toHaveLength(2);
  });

  it('says when the full refund ends, in IST', async () => {
    const db = getDb();
    const { user, orderId } = await bookedOrder(db);
    const provider = await noidaProvider(db);
    await assignProvider(db, { orderId, providerId: provider.id, actor: SYSTEM_ACTOR, now: NOW });
    expect((await remindCancellation(db, { orderId, thresholdAt: H48 }, at('2026-11-21T13:00:00'))).outcome).toBe('sent');
    const advance = (await orderRow(db, orderId)).advance;
    const half = advance - Math.floor(advance / 2);
    const [sent] = await remindersOf(db, user);
    expect(sent?.payload?.text).toBe(`Full refund until today 19:00, then ${formatRupees(half)} back`);
    expect((await remindCancellation(db, { orderId, thresholdAt: H48 }, at('2026-11-21T13:30:00'))).outcome).toBe('already_sent');
    // a job that comes early waits for its time
    expect(await remindCancellation(db, { orderId, thresholdAt: H24 }, at('2026-11-21T19:30:00'))).toEqual({
      outcome: 'early',
      rescheduleAt: at('2026-11-22T13:00:00'),
    });
  });

  it('can be sent again from the console while its threshold is still ahead, rebuilt from the order', async () => {
    const db = getDb();
    const { user, orderId } = await bookedOrder(db);
    const provider = await noidaProvider(db);
    await assignProvider(db, { orderId, providerId: provider.id, actor: SYSTEM_ACTOR, now: NOW });
    expect(canResend(CANCELLATION_REMINDER_TEMPLATE)).toBe(true);
    expect(await resendCancellationReminder(db, { orderId, thresholdAt: H48 }, at('2026-11-21T14:00:00'))).toBe('skipped');
    const [resent, ...more] = await remindersOf(db, user);
    expect(more).toEqual([]);
    expect(resent?.payload).toMatchObject({ orderId, thresholdAt: H48, text: expect.stringMatching(/^Full refund until today 19:00/) });
    // past its threshold (or for another one) it is not sent again
    expect(await resendCancellationReminder(db, { orderId, thresholdAt: H48 }, at('2026-11-21T19:01:00'))).toBe('skipped');
    expect(await resendCancellationReminder(db, { orderId, thresholdAt: START }, at('2026-11-21T14:00:00'))).toBe('skipped');
    expect(await remindersOf(db, user)).toHaveLength(1);
  });

  it('queues the reminder of the start once the balance is paid online, after the advance’s last drop', async () => {
    const db = getDb();
    const { user, orderId } = await bookedOrder(db);
    const provider = await noidaProvider(db);
    await assignProvider(db, { orderId, providerId: provider.id, actor: SYSTEM_ACTOR, now: NOW });
    // on the day, under 24 hours: the advance is lost and nothing drops any more, so the booking's job for the start ends
    await runJobs(db, at('2026-11-23T13:00:00'));
    expect(await queuedReminders(db, orderId)).toEqual([]);
    const late = at('2026-11-23T14:00:00');
    await payInSandbox(db, testPaymentDeps(db, late), { user, orderId, kind: 'balance' });
    // the capture tells orders through a job in its transaction; orders plans the reminder when it runs
    await runPaymentApplied(db, orderId, late);
    // the balance comes back in full until the start: that drop is reminded at once
    expect(await queuedReminders(db, orderId)).toEqual([{ thresholdAt: START, runAt: late.toISOString() }]);
  });

  it('sends nothing to a customer who turned booking messages off', async () => {
    const db = getDb();
    const { user, orderId } = await bookedOrder(db);
    await updateNotificationSettings(db, user.id, { whatsapp: { bookings: false } });
    await assignProvider(db, { orderId, providerId: (await noidaProvider(db)).id, actor: SYSTEM_ACTOR, now: NOW });
    const result = await remindCancellation(db, { orderId, thresholdAt: H48 }, at('2026-11-21T13:00:00'));
    expect(result.outcome).toBe('not_allowed');
    expect(await remindersOf(db, user)).toEqual([]);
  });

  it('sends nothing for a cancelled order or a threshold the order no longer has', async () => {
    const db = getDb();
    const cancelled = await bookedOrder(db);
    await cancelOrder(db, testPaymentDeps(db, NOW), { orderId: cancelled.orderId, userId: cancelled.user.id, cause: 'customer' });
    expect((await remindCancellation(db, { orderId: cancelled.orderId, thresholdAt: START }, at('2026-11-23T13:00:00'))).outcome).toBe(
      'not_applicable',
    );
    expect(await remindersOf(db, cancelled.user)).toEqual([]);

    // assigned, then declined with nobody else free (a pincode only they serve): back to unassigned, the 48-hour
    // drop is gone and nothing drops any more
    const provider = await makeAvailableProvider(db, { cities: ['bengaluru'], pincodes: ['560034'] });
    const declined = await bookedOrder(db, '560034');
    await assignProvider(db, { orderId: declined.orderId, providerId: provider.id, actor: SYSTEM_ACTOR, now: NOW });
    await declineAssignment(db, { orderId: declined.orderId, providerId: provider.id, reason: 'Busy', now: NOW });
    expect(await orderRow(db, declined.orderId)).toMatchObject({ status: ORDER_STATUS.BOOKED, providerId: null });
    await runJobs(db, at('2026-11-21T13:00:00'));
    // the booking's jobs (automatic assignment, the offer's deadline) find nobody else either
    expect(await orderRow(db, declined.orderId)).toMatchObject({ status: ORDER_STATUS.BOOKED, providerId: null });
    expect(await remindersOf(db, declined.user)).toEqual([]);
    expect(await queuedReminders(db, declined.orderId)).toEqual([]);
  });
});
