/**
 * The Today board on PGlite and PostgreSQL: orders by status for today and the next 7 days
 * (IST), booked orders without a provider whose slot starts within 48 hours, payments awaiting capture, refunds
 * pending or failed (flagged first), new enquiries.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import type { RefundStatus } from '../../../../lib/payments';
import { leads, orders, paymentAttempts, payments, refunds, type Order } from '../../../../server/db/schema';
import { schemaTodayBoard, type LeadStatus } from '../../../../lib/contracts/opsDesk';
import { todayBoard } from '../../../../server/ops/today';
import { makeOrder, makeProvider } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Sunday 22 Nov 2026, 10:00 IST. */
const NOW = new Date('2026-11-22T10:00:00+05:30');

describeEachDatabase('the Today board', (getDb) => {
  const made = {} as Record<'soon' | 'late' | 'started' | 'assigned' | 'cancelled' | 'beyond' | 'nextMorning', Order>;

  beforeAll(async () => {
    const db = getDb();
    // 23 Nov 19:00 IST: 33 hours ahead
    made.soon = await makeOrder(db, { eventDate: '2026-11-23', slot: '19-20' });
    // 24 Nov 09:00 IST: 47 hours ahead, still within 48
    made.nextMorning = await makeOrder(db, { eventDate: '2026-11-24', slot: '09-10' });
    // 25 Nov 07:00 IST: 69 hours ahead
    made.late = await makeOrder(db, { eventDate: '2026-11-25', slot: '07-08' });
    // today 07:00 IST: started already
    made.started = await makeOrder(db, { eventDate: '2026-11-22', slot: '07-08' });
    made.assigned = await makeOrder(db, { eventDate: '2026-11-23', slot: '12-13', status: ORDER_STATUS.ACCEPTED });
    const provider = await makeProvider(db);
    await db.update(orders).set({ providerId: provider.id }).where(eq(orders.id, made.assigned.id));
    made.cancelled = await makeOrder(db, { eventDate: '2026-11-23', slot: '10-11', status: ORDER_STATUS.CANCELLED });
    // today + 8: outside the board's days
    made.beyond = await makeOrder(db, { eventDate: '2026-11-30', slot: '19-20' });

    const expiresAt = new Date('2026-11-22T12:00:00+05:30');
    await db.insert(paymentAttempts).values([
      { orderId: made.soon.id, kind: 'balance', provider: 'sandbox', amountPaise: 56_000, status: 'pending', expiresAt },
      { orderId: made.late.id, kind: 'advance', provider: 'sandbox', amountPaise: 14_000, status: 'paid', expiresAt },
    ]);
    const [payment] = await db
      .insert(payments)
      .values({
        receiptNumber: 'RC-TODAY001',
        orderId: made.cancelled.id,
        kind: 'advance',
        provider: 'sandbox',
        providerPaymentId: 'pay_today_1',
        amountPaise: 14_000,
        capturedAt: NOW,
      })
      .returning();
    const refund = (key: string, status: RefundStatus, flagged: boolean, createdAt: Date) => ({
      orderId: made.cancelled.id,
      paymentId: payment!.id,
      amountPaise: 7_000,
      reason: 'cancellation' as const,
      idempotencyKey: key,
      status,
      flaggedAt: flagged ? NOW : null,
      createdAt,
    });
    await db
      .insert(refunds)
      .values([
        refund('r-pending', 'pending', false, new Date('2026-11-20T10:00:00Z')),
        refund('r-failed', 'failed', true, new Date('2026-11-21T10:00:00Z')),
        refund('r-done', 'processed', false, new Date('2026-11-19T10:00:00Z')),
      ]);
    const lead = (reference: string, status: LeadStatus) => ({
      reference,
      service: 'caterer',
      name: 'Meera Iyer',
      phone: '9876500011',
      eventDate: '2026-12-20',
      guests: 250,
      city: 'noida',
      status,
    });
    await db.insert(leads).values([lead('EQ-TODAY1', 'new'), lead('EQ-TODAY2', 'contacted'), lead('EQ-TODAY3', 'new')]);
  });

  it('counts orders by status for today and each of the next 7 days (IST), and nothing beyond', async () => {
    const board = await todayBoard(getDb(), NOW);
    expect(schemaTodayBoard.parse(board)).toEqual(board);
    expect(board.today).toBe('2026-11-22');
    expect(board.days.map((day) => day.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    const day = (date: string) => board.days.find((d) => d.date === date)!;
    expect(day('2026-11-23')).toEqual({
      date: '2026-11-23',
      total: 3,
      counts: [
        { status: ORDER_STATUS.BOOKED, label: 'Booked', count: 1 },
        { status: ORDER_STATUS.ACCEPTED, label: 'Accepted', count: 1 },
        { status: ORDER_STATUS.CANCELLED, label: 'Cancelled', count: 1 },
      ],
    });
    expect(day('2026-11-22').total).toBe(1);
    expect(day('2026-11-26')).toEqual({ date: '2026-11-26', total: 0, counts: [] });
    expect(board.days.reduce((sum, d) => sum + d.total, 0)).toBe(6);
  });

  it('lists booked orders without a provider whose slot starts within 48 hours, or has started and not ended, late first', async () => {
    const board = await todayBoard(getDb(), NOW);
    // today's 07:00 chef slot started three hours ago and runs until 13:00: late, listed first
    expect(board.unassigned.map((order) => order.orderNumber)).toEqual([
      made.started.orderNumber,
      made.soon.orderNumber,
      made.nextMorning.orderNumber,
    ]);
    expect(board.unassigned.map((order) => order.late)).toEqual([true, false, false]);
    expect(board.unassigned[1]).toMatchObject({
      _id: made.soon.id,
      service: 'Chef for Party',
      statusLabel: 'Booked',
      slotLabel: '07:00 PM - 08:00 PM',
      startsAt: new Date('2026-11-23T19:00:00+05:30').toISOString(),
      city: 'Noida',
    });
    // a day and ten hours later: the 23rd's slot has started (late until its service ends at 01:00), the 22nd's has
    // ended, the 25th's morning slot comes within 48 hours
    const later = await todayBoard(getDb(), new Date('2026-11-23T20:00:00+05:30'));
    expect(later.unassigned.map((order) => [order.orderNumber, order.late])).toEqual([
      [made.soon.orderNumber, true],
      [made.nextMorning.orderNumber, false],
      [made.late.orderNumber, false],
    ]);
  });

  it('lists payments awaiting capture, refunds pending or failed (flagged first) and new enquiries', async () => {
    const board = await todayBoard(getDb(), NOW);
    expect(board.awaitingCapture.count).toBe(1);
    expect(board.awaitingCapture.items[0]).toMatchObject({ orderNumber: made.soon.orderNumber, amountPaise: 56_000, kind: 'balance' });
    expect(board.refunds.count).toBe(2);
    expect(board.refunds.items.map((r) => [r.status, r.flagged])).toEqual([
      ['failed', true],
      ['pending', false],
    ]);
    expect(board.newEnquiries.count).toBe(2);
    expect(board.newEnquiries.items.map((l) => l.reference).sort()).toEqual(['EQ-TODAY1', 'EQ-TODAY3']);
    // no name or phone on the board
    expect(JSON.stringify(board.newEnquiries)).not.toMatch(/Meera|9876500011/);
  });
});

describeEachDatabase('the Today board: needs a provider, late first', (getDb) => {
  it('lists paid orders nobody is assigned to that started and have not ended, most late first, then those within 48 hours', async () => {
    const db = getDb();
    // 22 Nov 07:00 IST chef slot: started three hours before NOW, service until 13:00
    const late = await makeOrder(db, { eventDate: '2026-11-22', slot: '07-08', customerPhone: '9811122301' });
    // 22 Nov 09:00: started one hour before NOW
    const justLate = await makeOrder(db, { eventDate: '2026-11-22', slot: '09-10', customerPhone: '9811122302' });
    // 21 Nov 19:00: its service ended at 01:00 on the 22nd, nothing left to assign
    await makeOrder(db, { eventDate: '2026-11-21', slot: '19-20', customerPhone: '9811122303' });
    // started but not paid, or cancelled: not work for operations
    await makeOrder(db, { eventDate: '2026-11-22', slot: '08-09', status: ORDER_STATUS.AWAITING_PAYMENT, customerPhone: '9811122304' });
    await makeOrder(db, { eventDate: '2026-11-22', slot: '08-09', status: ORDER_STATUS.CANCELLED, customerPhone: '9811122305' });
    // started with a provider: not listed
    const covered = await makeOrder(db, { eventDate: '2026-11-22', slot: '08-09', customerPhone: '9811122306' });
    const provider = await makeProvider(db);
    await db.update(orders).set({ providerId: provider.id }).where(eq(orders.id, covered.id));
    // accepted, then the provider was taken off: nobody is assigned
    const dropped = await makeOrder(db, {
      eventDate: '2026-11-23',
      slot: '12-13',
      status: ORDER_STATUS.ACCEPTED,
      customerPhone: '9811122307',
    });
    const soon = await makeOrder(db, { eventDate: '2026-11-22', slot: '19-20', customerPhone: '9811122308' });

    const board = await todayBoard(db, NOW);
    expect(schemaTodayBoard.parse(board)).toEqual(board);
    expect(board.unassigned.map((order) => [order.orderNumber, order.late])).toEqual([
      [late.orderNumber, true],
      [justLate.orderNumber, true],
      [soon.orderNumber, false],
      [dropped.orderNumber, false],
    ]);
    expect(board.unassigned[0]).toMatchObject({ _id: late.id, startsAt: new Date('2026-11-22T07:00:00+05:30').toISOString() });
  });
});
