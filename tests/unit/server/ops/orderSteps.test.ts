/**
 * The console's status steps, on PGlite and PostgreSQL: each step the machine offers with its money consequence
 * computed by the server, taken with a reason and audited in the same transaction; a paid order never expires; the
 * provider's no-show refunds everything paid, the customer's keeps the advance and refunds a balance paid online;
 * and a booking we never staffed refunds the whole advance when the customer cancels after its slot started.
 */
import { addHours } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS, type OrderStatus } from '../../../../lib/constants';
import { formatRupees } from '../../../../lib/format';
import { auditLog, orders, refunds, type User } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { SYSTEM_ACTOR, type AuditActor } from '../../../../server/audit/audit';
import { opsOrderView } from '../../../../server/ops/ordersView';
import { cancelOrder } from '../../../../server/orders/cancellation';
import { createChefOrder } from '../../../../server/orders/chef';
import { updateOrderStatusByOps } from '../../../../server/ops/orderStatus';
import { takeOpsStep } from '../../../../server/ops/orderSteps';
import { listStatusHistory } from '../../../../server/orders/repository';
import { orderDetails } from '../../../../server/orders/views';
import { assignProvider } from '../../../../server/providers/assignment';
import { makeAdmin } from '../../../../server/ops/staff';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { makeAvailableProvider, withAvailableProviders } from '../../../helpers/providers';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

// the chef orders start on 23 Nov 2026 at 19:00 IST
const NOW = new Date('2026-11-21T10:00:00+05:30');
const START = new Date('2026-11-23T19:00:00+05:30');

let phones = 0;
const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const linesOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)))
    .orderBy(auditLog.seq);
const refundsOf = (db: Db, orderId: string) => db.select().from(refunds).where(eq(refunds.orderId, orderId));

describeEachDatabase('the console’s status steps', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  let actor: AuditActor;

  /** A customer's chef order paid in the sandbox at NOW (advance, and the balance when `balance`), assigned when `assign`. */
  async function paidOrder(db: Db, { assign = true, balance = false } = {}): Promise<{ user: User; orderId: string }> {
    phones += 1;
    if (!actor) {
      const admin = (await makeAdmin(db, { phone: '9100000501', onlyIfNoAdmin: false, action: 'staff.add_admin' }))!;
      actor = { kind: 'staff', staffId: admin.id };
    }
    const { user } = await findOrCreateUserByPhone(db, `98455${String(Date.now() % 10_000).padStart(4, '0')}${phones % 10}`);
    const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(await someDishes(db, 5), 10), now: NOW });
    await payInSandbox(db, testPaymentDeps(db, NOW), { user, orderId: order.id });
    if (assign) {
      const provider = await makeAvailableProvider(db, { name: `Chef ${phones}` });
      await assignProvider(db, { orderId: order.id, providerId: provider.id, actor: SYSTEM_ACTOR, now: NOW });
    }
    if (balance) await payInSandbox(db, testPaymentDeps(db, NOW), { user, orderId: order.id, kind: 'balance' });
    return { user, orderId: order.id };
  }
  const stepOf = async (db: Db, orderId: string, step: string, now: Date) =>
    (await opsOrderView(db, orderId, 'admin', now)).steps.find((s) => s.step === step);

  it('"Provider did not come": offered from the slot start, shows the full refund first, refunds everything paid, audited with the reason', async () => {
    const db = getDb();
    const { orderId } = await paidOrder(db, { balance: true });
    const paid = (await orderRow(db, orderId)).amountPaid;
    const order = await orderRow(db, orderId);
    expect(paid).toBe(order.total);

    // before the start it is listed, not yet available, and refused
    expect(await stepOf(db, orderId, 'provider_no_show', NOW)).toMatchObject({ availableAt: START.toISOString(), refund: paid });
    const early = await rejection(
      takeOpsStep(db, testPaymentDeps(db, NOW), { orderId, input: { step: 'provider_no_show', reason: 'No show', refund: paid }, actor }),
    );
    expect(early.status).toBe(409);

    const at = addHours(START, 1);
    const shown = (await stepOf(db, orderId, 'provider_no_show', at))!;
    expect(shown).toMatchObject({ label: 'Provider did not come', status: ORDER_STATUS.CANCELLED, refund: paid, paid, availableAt: null });
    expect(shown.consequence).toBe(
      `Refund ${formatRupees(paid)} of ${formatRupees(paid)} paid to the customer: the provider did not come, so everything paid comes back.`,
    );
    // a confirmation that showed another amount is refused, and changes nothing
    const stale = await rejection(
      takeOpsStep(db, testPaymentDeps(db, at), {
        orderId,
        input: { step: 'provider_no_show', reason: 'No show', refund: paid - 1 },
        actor,
      }),
    );
    expect(stale.status).toBe(409);
    expect((await orderRow(db, orderId)).status).toBe(ORDER_STATUS.ACCEPTED);

    const done = await takeOpsStep(db, testPaymentDeps(db, at), {
      orderId,
      input: { step: 'provider_no_show', reason: 'Chef phoned in sick, no replacement', refund: paid },
      actor,
    });
    expect(done.consequence).toBe(shown.consequence);
    const after = await orderRow(db, orderId);
    expect([after.status, after.cancellationRefund, after.amountRefunded]).toEqual([ORDER_STATUS.CANCELLED, paid, paid]);
    expect((await refundsOf(db, orderId)).reduce((sum, r) => sum + r.amountPaise, 0)).toBe(paid * 100);
    const history = await listStatusHistory(db, orderId);
    expect(history.at(-1)).toMatchObject({
      status: ORDER_STATUS.CANCELLED,
      note: `The provider did not come: ${formatRupees(paid)} of ${formatRupees(paid)} paid to be refunded`,
    });
    const lines = await linesOf(db, orderId);
    expect(lines.at(-1)).toMatchObject({
      action: 'order.status_change',
      actorStaffId: (actor as { staffId: string }).staffId,
      before: { status: ORDER_STATUS.ACCEPTED },
      after: {
        status: ORDER_STATUS.CANCELLED,
        step: 'provider_no_show',
        reason: 'Chef phoned in sick, no replacement',
        refundAmount: paid,
      },
    });
    // the customer's order page: cancelled, everything paid refunded
    const details = await orderDetails(db, after, at);
    expect([details.status, details.payment.status, details.refundAmount]).toEqual([ORDER_STATUS.CANCELLED, 'refunded', paid]);
  });

  it('"Customer was not there": keeps the advance, refunds the balance paid online, says so in the timeline', async () => {
    const db = getDb();
    const { orderId } = await paidOrder(db, { balance: true });
    const order = await orderRow(db, orderId);
    const balance = order.amountPaid - order.advance;
    expect(balance).toBeGreaterThan(0);
    const at = addHours(START, 1);
    const shown = (await stepOf(db, orderId, 'customer_no_show', at))!;
    expect(shown.refund).toBe(balance);
    expect(shown.consequence).toBe(
      `Keep ${formatRupees(order.advance)} (the advance) and refund ${formatRupees(balance)} of ${formatRupees(order.amountPaid)} paid to the customer (the balance paid online): the customer was not there, so the service was not delivered.`,
    );
    await takeOpsStep(db, testPaymentDeps(db, at), {
      orderId,
      input: { step: 'customer_no_show', reason: 'Door locked, phone off for 40 minutes', refund: balance },
      actor,
    });
    const after = await orderRow(db, orderId);
    expect([after.status, after.cancellationRefund, after.amountRefunded]).toEqual([ORDER_STATUS.CANCELLED, balance, balance]);
    expect((await listStatusHistory(db, orderId)).at(-1)?.note).toBe(
      `You were not there when the provider came: the advance of ${formatRupees(order.advance)} is kept; ${formatRupees(balance)} of the balance paid online to be refunded`,
    );
    expect((await linesOf(db, orderId)).at(-1)).toMatchObject({ after: { step: 'customer_no_show', refundAmount: balance } });

    // advance only: nothing is refunded, and the dialog says the advance is kept
    const { orderId: advanceOnly } = await paidOrder(db);
    const kept = (await orderRow(db, advanceOnly)).advance;
    expect(await stepOf(db, advanceOnly, 'customer_no_show', at)).toMatchObject({
      refund: 0,
      consequence: `Keep the ${formatRupees(kept)} paid (the advance), refund nothing: the customer was not there when the provider came.`,
    });
    await takeOpsStep(db, testPaymentDeps(db, at), {
      orderId: advanceOnly,
      input: { step: 'customer_no_show', reason: 'Nobody at the gate', refund: 0 },
      actor,
    });
    // the order page, My Orders and the console read the stored state: the advance is kept, no balance is due
    const ended = await orderRow(db, advanceOnly);
    expect([ended.status, ended.paymentStatus]).toEqual([ORDER_STATUS.CANCELLED, 'advance_kept']);
    expect((await orderDetails(db, ended, at)).payment).toMatchObject({ status: 'advance_kept', label: 'Advance kept' });
  });

  it('starts and completes the job for the provider with a reason, under the clock rules, audited', async () => {
    const db = getDb();
    const { orderId } = await paidOrder(db);
    const steps = (await opsOrderView(db, orderId, 'admin', NOW)).steps.map((s) => s.step);
    expect(steps).toEqual(['start', 'provider_no_show', 'customer_no_show', 'cancel_ours', 'cancel_customer']);
    const start = (now: Date) =>
      takeOpsStep(db, testPaymentDeps(db, now), { orderId, input: { step: 'start', reason: 'Chef’s phone is dead', refund: 0 }, actor });
    const tooEarly = await rejection(start(addHours(START, -3)));
    expect([tooEarly.status, tooEarly.message]).toEqual([409, 'This order can be marked In progress from 23 Nov 2026, 5:00 PM.']);
    const started = (await start(addHours(START, -1))).order;
    expect([started.status, started.startedAt]).toEqual([ORDER_STATUS.IN_PROGRESS, addHours(START, -1)]);
    expect((await opsOrderView(db, orderId, 'admin', START)).steps.map((s) => [s.step, s.refund, s.consequence])).toEqual([
      ['complete', 0, 'No money moves: the job is marked Completed for the provider.'],
    ]);
    const completed = (
      await takeOpsStep(db, testPaymentDeps(db, addHours(START, 3)), {
        orderId,
        input: { step: 'complete', reason: 'Customer confirmed on the phone', refund: 0 },
        actor,
      })
    ).order;
    expect([completed.status, completed.completedAt]).toEqual([ORDER_STATUS.COMPLETED, addHours(START, 3)]);
    const lines = (await linesOf(db, orderId)).filter((line) => line.action === 'order.status_change');
    expect(lines.map((line) => [line.after?.step, line.after?.reason, line.after?.status])).toEqual([
      ['start', 'Chef’s phone is dead', ORDER_STATUS.IN_PROGRESS],
      ['complete', 'Customer confirmed on the phone', ORDER_STATUS.COMPLETED],
    ]);
  });

  it('the status route needs a reason from staff or the API key to start, complete or cancel on the provider’s behalf, and audits it', async () => {
    const db = getDb();
    const { orderId } = await paidOrder(db);
    const move = (status: OrderStatus, now: Date, note?: string) =>
      updateOrderStatusByOps(db, testPaymentDeps(db, now), {
        input: { _id: orderId, status, ...(note === undefined ? {} : { note }) },
        actor,
      });
    const started = addHours(START, -1);
    for (const note of [undefined, '  ']) {
      const refused = await rejection(move(ORDER_STATUS.IN_PROGRESS, started, note));
      expect([refused.status, refused.options.errors]).toEqual([400, [{ path: 'note', message: expect.stringContaining('reason') }]]);
    }
    expect((await orderRow(db, orderId)).status).toBe(ORDER_STATUS.ACCEPTED);
    await move(ORDER_STATUS.IN_PROGRESS, started, 'Chef’s phone is dead');
    expect((await rejection(move(ORDER_STATUS.COMPLETED, addHours(START, 3)))).status).toBe(400);
    await move(ORDER_STATUS.COMPLETED, addHours(START, 3), 'Customer confirmed');
    const lines = (await linesOf(db, orderId)).filter((line) => line.action === 'order.status_change');
    expect(lines.map((line) => [line.after?.status, line.after?.reason])).toEqual([
      [ORDER_STATUS.IN_PROGRESS, 'Chef’s phone is dead'],
      [ORDER_STATUS.COMPLETED, 'Customer confirmed'],
    ]);

    const { orderId: other } = await paidOrder(db);
    const cancel = (note?: string) =>
      updateOrderStatusByOps(db, testPaymentDeps(db, NOW), {
        input: { _id: other, status: ORDER_STATUS.CANCELLED, ...(note === undefined ? {} : { note }) },
        actor,
      });
    expect((await rejection(cancel())).status).toBe(400);
    expect((await orderRow(db, other)).status).toBe(ORDER_STATUS.ACCEPTED);
    await cancel('Chef unwell, no replacement');
    expect((await linesOf(db, other)).at(-1)).toMatchObject({
      action: 'order.status_change',
      after: { status: ORDER_STATUS.CANCELLED, reason: 'Chef unwell, no replacement' },
    });
  });

  it('cancels at the customer’s request with the refund table’s amount, shown before', async () => {
    const db = getDb();
    const { orderId } = await paidOrder(db);
    const order = await orderRow(db, orderId);
    const at = addHours(START, -30); // 24-48 hours before: half the advance
    const half = order.advance - Math.floor(order.advance / 2);
    const shown = (await stepOf(db, orderId, 'cancel_customer', at))!;
    expect(shown.refund).toBe(half);
    expect(shown.consequence).toContain(
      `Refund ${formatRupees(half)} of ${formatRupees(order.amountPaid)} paid to the customer under the cancellation policy (50% of the advance now`,
    );
    expect((await stepOf(db, orderId, 'cancel_ours', at))?.refund).toBe(order.amountPaid);
    await takeOpsStep(db, testPaymentDeps(db, at), {
      orderId,
      input: { step: 'cancel_customer', reason: 'Customer called', refund: half },
      actor,
    });
    expect((await orderRow(db, orderId)).cancellationRefund).toBe(half);
  });

  it('never expires a paid order: not shown, not offered, refused by both routes; one holding no money may expire 12 hours past its start', async () => {
    const db = getDb();
    const { orderId } = await paidOrder(db, { assign: false });
    const later = addHours(START, 13);
    const view = await opsOrderView(db, orderId, 'admin', later);
    expect(view.order.status).toBe(ORDER_STATUS.BOOKED);
    expect(view.steps.map((s) => s.step)).not.toContain('expire');
    const byStep = await rejection(
      takeOpsStep(db, testPaymentDeps(db, later), { orderId, input: { step: 'expire', reason: 'Old order', refund: 0 }, actor }),
    );
    expect([byStep.status, byStep.message]).toEqual([409, 'A paid order never expires: cancel it with its refund, or mark how it ended.']);
    const byStatus = await rejection(
      updateOrderStatusByOps(db, testPaymentDeps(db, later), { input: { _id: orderId, status: ORDER_STATUS.EXPIRED }, actor }),
    );
    expect(byStatus.status).toBe(409);
    expect((await orderRow(db, orderId)).status).toBe(ORDER_STATUS.BOOKED);

    // refunded in full (a goodwill refund), it holds no money: it reads as expired and may be expired
    await db
      .update(orders)
      .set({ amountRefunded: (await orderRow(db, orderId)).amountPaid })
      .where(eq(orders.id, orderId));
    const unpaid = await opsOrderView(db, orderId, 'admin', later);
    expect(unpaid.order.status).toBe(ORDER_STATUS.EXPIRED);
    expect(unpaid.steps.find((s) => s.step === 'expire')).toMatchObject({ refund: 0, availableAt: null });
    await takeOpsStep(db, testPaymentDeps(db, later), { orderId, input: { step: 'expire', reason: 'Fully refunded', refund: 0 }, actor });
    expect((await orderRow(db, orderId)).status).toBe(ORDER_STATUS.EXPIRED);
  });

  it('never expires an order whose payment is captured between the read and the update (both routes lock the order first)', async () => {
    const db = getDb();
    const later = addHours(START, 13);
    /** The database with a capture (one more advance paid) landing just before the step's transaction opens. */
    const captureFirst = (orderId: string): Db =>
      new Proxy(db, {
        get(target, key) {
          const value = Reflect.get(target, key) as unknown;
          if (key !== 'transaction') return typeof value === 'function' ? value.bind(target) : value;
          return async (...args: Parameters<Db['transaction']>) => {
            const row = await orderRow(target, orderId);
            await target
              .update(orders)
              .set({ amountPaid: row.amountPaid + row.advance })
              .where(eq(orders.id, orderId));
            return target.transaction(...args);
          };
        },
      });
    const refundedInFull = async () => {
      const { orderId } = await paidOrder(db, { assign: false });
      await db
        .update(orders)
        .set({ amountRefunded: (await orderRow(db, orderId)).amountPaid })
        .where(eq(orders.id, orderId));
      return orderId;
    };

    const first = await refundedInFull();
    const byStep = await rejection(
      takeOpsStep(captureFirst(first), testPaymentDeps(db, later), {
        orderId: first,
        input: { step: 'expire', reason: 'Fully refunded', refund: 0 },
        actor,
      }),
    );
    expect([byStep.status, byStep.message]).toEqual([409, 'A paid order never expires: cancel it with its refund, or mark how it ended.']);
    expect((await orderRow(db, first)).status).toBe(ORDER_STATUS.BOOKED);

    const second = await refundedInFull();
    const byStatus = await rejection(
      updateOrderStatusByOps(captureFirst(second), testPaymentDeps(db, later), {
        input: { _id: second, status: ORDER_STATUS.EXPIRED, note: 'Old order' },
        actor,
      }),
    );
    expect([byStatus.status, byStatus.message]).toEqual([
      409,
      'A paid order never expires: cancel it with its refund, or mark how it ended.',
    ]);
    expect((await orderRow(db, second)).status).toBe(ORDER_STATUS.BOOKED);
  });

  it('refunds the whole advance when the customer cancels a booking we never staffed after its slot started', async () => {
    const db = getDb();
    const { user, orderId } = await paidOrder(db, { assign: false });
    const order = await orderRow(db, orderId);
    const at = addHours(START, 14);
    const details = await orderDetails(db, order, at);
    expect([details.status, details.canCancel, details.refundIfCancelledNow]).toEqual([ORDER_STATUS.BOOKED, true, order.advance]);
    const cancelled = await cancelOrder(db, testPaymentDeps(db, at), { orderId, userId: user.id, cause: 'customer' });
    expect([cancelled.order.status, cancelled.refundAmount]).toEqual([ORDER_STATUS.CANCELLED, order.advance]);
    expect((await refundsOf(db, orderId)).reduce((sum, r) => sum + r.amountPaise, 0)).toBe(order.advance * 100);
  });
});
