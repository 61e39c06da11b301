/**
 * The on-time promise on PGlite and PostgreSQL, on an injected clock: "On my way" and "I've arrived" (the provider's
 * own accepted jobs, from 2 hours before the slot, the first arrival counts, the location kept coarse), the late
 * credit (10% of the total, whole rupees, once, capped at what is still refundable, through the refund ledger), and
 * the customer's no-show cancel (not before 60 minutes, everything paid back, the job closed as a no-show).
 */
import { addMinutes } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { auditLog, jobs, orders, refunds, type Provider, type User } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { createChefOrder } from '../../../../server/orders/chef';
import { notArrivedAlerts } from '../../../../server/ops/notArrived';
import { todayBoard } from '../../../../server/ops/today';
import { cancelNoShow, NO_SHOW_CANCEL_AUDIT_ACTION } from '../../../../server/orders/noShow';
import { orderDetails } from '../../../../server/orders/views';
import { lateCreditKey, markArrived, markOnTheWay } from '../../../../server/providers/arrival';
import { providersPunctuality } from '../../../../server/capacity';
import { acceptJob, getAssignedJob } from '../../../../server/providers/assignedJobs';
import { assignProvider } from '../../../../server/providers/assignment';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { makeAvailableProvider, makeProvider, withAvailableProviders } from '../../../helpers/providers';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

// the chef orders start on 23 Nov 2026 at 19:00 IST
const NOW = new Date('2026-11-21T10:00:00+05:30');
const START = new Date('2026-11-23T19:00:00+05:30');
const at = (minutes: number) => addMinutes(START, minutes);

let phones = 0;
const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundsOf = (db: Db, orderId: string) => db.select().from(refunds).where(eq(refunds.orderId, orderId));

describeEachDatabase('the on-time promise', (getDb) => {
  // a chef order holds a free provider's time when it is placed; the assignment below moves it to the test's chef
  withAvailableProviders(getDb, 3);

  /** A customer's chef order paid in the sandbox at NOW (the advance, and the balance when `balance`), accepted by a new chef. */
  async function acceptedOrder(db: Db, { balance = false, accept = true } = {}): Promise<{ user: User; chef: Provider; orderId: string }> {
    phones += 1;
    const { user } = await findOrCreateUserByPhone(db, `98466${String(Date.now() % 10_000).padStart(4, '0')}${phones % 10}`);
    const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(await someDishes(db, 5), 10), now: NOW });
    await payInSandbox(db, testPaymentDeps(db, NOW), { user, orderId: order.id });
    if (balance) await payInSandbox(db, testPaymentDeps(db, NOW), { user, orderId: order.id, kind: 'balance' });
    const chef = await makeAvailableProvider(db, { name: `Ramesh Kumar ${phones}` });
    await assignProvider(db, { orderId: order.id, providerId: chef.id, actor: SYSTEM_ACTOR, now: NOW });
    if (accept) await acceptJob(db, { orderId: order.id, providerId: chef.id, now: NOW });
    return { user, chef, orderId: order.id };
  }

  it('"On my way" and "I\'ve arrived": own accepted jobs only, from 2 hours before the slot, the first arrival counts', async () => {
    const db = getDb();
    const { chef, orderId } = await acceptedOrder(db);
    const stranger = await makeProvider(db, { name: 'Vikram Singh' });
    // another provider's job does not exist for them
    expect((await rejection(markOnTheWay(db, { orderId, providerId: stranger.id, now: at(-30) }))).status).toBe(404);
    expect((await rejection(markArrived(db, { now: at(-30) }, { orderId, providerId: stranger.id }))).status).toBe(404);
    // too early
    expect((await rejection(markOnTheWay(db, { orderId, providerId: chef.id, now: at(-121) }))).status).toBe(409);
    expect(await getAssignedJob(db, { orderId, providerId: chef.id, now: at(-121) })).toMatchObject({
      canSayOnTheWay: false,
      canSayArrived: false,
    });
    expect(await getAssignedJob(db, { orderId, providerId: chef.id, now: at(-120) })).toMatchObject({
      canSayOnTheWay: true,
      canSayArrived: true,
    });

    const onTheWay = await markOnTheWay(db, { orderId, providerId: chef.id, now: at(-40) });
    expect(onTheWay.onTheWayAt).toEqual(at(-40));
    // again: nothing changes
    expect((await markOnTheWay(db, { orderId, providerId: chef.id, now: at(-35) })).onTheWayAt).toEqual(at(-40));

    const first = await markArrived(db, { now: at(-5) }, { orderId, providerId: chef.id, location: { lat: 28.627981, lng: 77.373428 } });
    expect(first.credit).toBe(0);
    expect(first.order.arrivedAt).toEqual(at(-5));
    expect(first.order.arrivalLocation).toEqual({ lat: 28.63, lng: 77.37 });
    const again = await markArrived(db, { now: at(45) }, { orderId, providerId: chef.id, location: null });
    expect([again.credit, again.order.arrivedAt, again.order.arrivalLocation]).toEqual([0, at(-5), { lat: 28.63, lng: 77.37 }]);
    expect(await getAssignedJob(db, { orderId, providerId: chef.id, now: at(0) })).toMatchObject({
      onTheWayAt: at(-40).toISOString(),
      arrivedAt: at(-5).toISOString(),
      canSayOnTheWay: false,
      canSayArrived: false,
    });
    const lines = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)));
    expect(lines.filter((l) => l.action.startsWith('order.provider_on_the_way') || l.action === 'order.provider_arrived')).toHaveLength(2);
    // the location stays on the order: no audit line carries it
    expect(JSON.stringify(lines.map((l) => l.after))).not.toContain('28.63');
    expect(await refundsOf(db, orderId)).toHaveLength(0);
  });

  it('a job not accepted yet has no arrival steps', async () => {
    const db = getDb();
    const { chef, orderId } = await acceptedOrder(db, { accept: false });
    expect((await rejection(markArrived(db, { now: at(0) }, { orderId, providerId: chef.id }))).message).toBe(
      'Please accept the job first.',
    );
  });

  it('a late arrival credits 10% of the total (rounded down) through the refund ledger, once, and tells the customer', async () => {
    const db = getDb();
    const { chef, orderId } = await acceptedOrder(db, { balance: true });
    const before = await orderRow(db, orderId);
    const expected = Math.floor(before.total / 10);
    const arrived = await markArrived(db, testPaymentDeps(db, at(31)), { orderId, providerId: chef.id });
    expect(arrived.credit).toBe(expected);
    const after = await orderRow(db, orderId);
    expect(after.amountRefunded).toBe(expected);
    expect(after.status).toBe(ORDER_STATUS.ACCEPTED);
    const rows = await refundsOf(db, orderId);
    expect(rows.map((r) => [r.reason, r.idempotencyKey.startsWith(`${lateCreditKey(orderId)}:`)])).toEqual(
      rows.map(() => ['late_arrival', true]),
    );
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(expected * 100);
    // the sandbox processes it at once: the existing refund notice is queued
    const notices = await db.select().from(jobs).where(eq(jobs.name, 'notify.refund_processed'));
    expect(notices.some((job) => rows.some((r) => (job.payload as { refundId: string }).refundId === r.id))).toBe(true);
    // the order page says so
    const details = await orderDetails(db, after, at(32));
    expect(details.history.at(-1)?.note).toMatch(/^Arrived 31 minutes late: ₹[\d,]+ credited back to you/);
    expect(details.arrival).toMatchObject({ arrivedAt: at(31).toISOString(), canCancelNoShow: false });
    // once: a second arrival changes nothing
    await markArrived(db, testPaymentDeps(db, at(50)), { orderId, providerId: chef.id });
    expect(await refundsOf(db, orderId)).toHaveLength(rows.length);
    expect((await orderRow(db, orderId)).amountRefunded).toBe(expected);
  });

  it('an arrival at 30 minutes is on time; the credit never exceeds what is still refundable', async () => {
    const db = getDb();
    const onTime = await acceptedOrder(db);
    expect((await markArrived(db, testPaymentDeps(db, at(30)), { orderId: onTime.orderId, providerId: onTime.chef.id })).credit).toBe(0);

    // only the advance was paid and most of it refunded already: the credit is capped at what is left
    const capped = await acceptedOrder(db);
    const order = await orderRow(db, capped.orderId);
    const left = 3;
    await db
      .update(orders)
      .set({ amountRefunded: order.amountPaid - left })
      .where(eq(orders.id, capped.orderId));
    expect(Math.floor(order.total / 10)).toBeGreaterThan(left);
    const arrived = await markArrived(db, testPaymentDeps(db, at(45)), { orderId: capped.orderId, providerId: capped.chef.id });
    expect(arrived.credit).toBe(left);
    expect((await orderRow(db, capped.orderId)).amountRefunded).toBe(order.amountPaid);
  });

  it('nobody arrived: the customer may cancel from 60 minutes after the start, everything paid comes back, the job closes as a no-show', async () => {
    const db = getDb();
    const { user, orderId } = await acceptedOrder(db, { balance: true });
    const paid = (await orderRow(db, orderId)).amountPaid;
    expect((await orderDetails(db, await orderRow(db, orderId), at(59))).arrival).toMatchObject({ canCancelNoShow: false });
    const early = await rejection(cancelNoShow(db, testPaymentDeps(db, at(59)), { orderId, userId: user.id }));
    expect(early.status).toBe(409);
    expect((await orderRow(db, orderId)).status).toBe(ORDER_STATUS.ACCEPTED);
    // another customer's order is a 404
    const { user: other } = await findOrCreateUserByPhone(db, '9846600001');
    expect((await rejection(cancelNoShow(db, testPaymentDeps(db, at(61)), { orderId, userId: other.id }))).status).toBe(404);

    expect((await orderDetails(db, await orderRow(db, orderId), at(60))).arrival).toMatchObject({
      canCancelNoShow: true,
      noShowRefund: paid,
    });
    const cancelled = await cancelNoShow(db, testPaymentDeps(db, at(61)), { orderId, userId: user.id });
    expect(cancelled.refundAmount).toBe(paid);
    const after = await orderRow(db, orderId);
    expect([after.status, after.amountRefunded, after.providerNoShowAt]).toEqual([ORDER_STATUS.CANCELLED, paid, at(61)]);
    const [line] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, NO_SHOW_CANCEL_AUDIT_ACTION)));
    expect(line).toMatchObject({ actorKind: 'customer', after: expect.objectContaining({ customerId: user.id, refundAmount: paid }) });
    // both are told through the outbox's jobs
    const told = await db.select().from(jobs).where(eq(jobs.name, 'notify.order_event'));
    expect(told.filter((job) => JSON.stringify(job.payload).includes(orderId)).length).toBeGreaterThanOrEqual(1);
  });

  it('alerts operations on the Today board from 15 minutes after the start until the provider arrives, once per order', async () => {
    const db = getDb();
    const { chef, orderId } = await acceptedOrder(db);
    const number = (await orderRow(db, orderId)).orderNumber;
    const mine = async (now: Date) => (await notArrivedAlerts(db, now, 100)).filter((alert) => alert.orderId === orderId);
    expect(await mine(at(14))).toEqual([]);
    expect(await mine(at(15))).toEqual([
      {
        orderId,
        orderNumber: number,
        providerName: 'Ramesh',
        providerId: chef.id,
        startsAt: START.toISOString(),
        minutesLate: 15,
        onTheWay: false,
      },
    ]);
    await markOnTheWay(db, { orderId, providerId: chef.id, now: at(20) });
    expect((await todayBoard(db, at(40))).notArrived.filter((alert) => alert.orderId === orderId)).toEqual([
      expect.objectContaining({ minutesLate: 40, onTheWay: true }),
    ]);
    await markArrived(db, testPaymentDeps(db, at(41)), { orderId, providerId: chef.id });
    expect(await mine(at(42))).toEqual([]);
  });

  it("counts each provider's jobs of the last 90 days as on time, late or no-show, for many providers at once", async () => {
    const db = getDb();
    const onTime = await acceptedOrder(db);
    await markArrived(db, testPaymentDeps(db, at(30)), { orderId: onTime.orderId, providerId: onTime.chef.id });
    const late = await acceptedOrder(db);
    await markArrived(db, testPaymentDeps(db, at(31)), { orderId: late.orderId, providerId: late.chef.id });
    const gone = await acceptedOrder(db);
    await cancelNoShow(db, testPaymentDeps(db, at(60)), { orderId: gone.orderId, userId: gone.user.id });
    const waiting = await acceptedOrder(db);
    const idle = await makeProvider(db, { name: 'Idle Chef' });
    const ids = [onTime.chef.id, late.chef.id, gone.chef.id, waiting.chef.id, idle.id];
    const counts = await providersPunctuality(db, ids, at(120));
    expect(ids.map((id) => counts.get(id))).toEqual([
      { onTime: 1, late: 0, noShow: 0 },
      { onTime: 0, late: 1, noShow: 0 },
      { onTime: 0, late: 0, noShow: 1 },
      // nobody arrived yet and nothing ended: not counted
      { onTime: 0, late: 0, noShow: 0 },
      { onTime: 0, late: 0, noShow: 0 },
    ]);
    // 90 days on, those jobs are out of the window
    const later = await providersPunctuality(db, ids, addMinutes(START, 92 * 24 * 60));
    expect(later.get(late.chef.id)).toEqual({ onTime: 0, late: 0, noShow: 0 });
    expect((await providersPunctuality(db, [], at(0))).size).toBe(0);
  });

  it('an arrival before the cancel wins: no no-show cancel once the provider arrived', async () => {
    const db = getDb();
    const { user, chef, orderId } = await acceptedOrder(db);
    await markArrived(db, testPaymentDeps(db, at(58)), { orderId, providerId: chef.id });
    const refused = await rejection(cancelNoShow(db, testPaymentDeps(db, at(70)), { orderId, userId: user.id }));
    expect(refused.status).toBe(409);
    expect((await orderRow(db, orderId)).status).toBe(ORDER_STATUS.ACCEPTED);
  });
});
