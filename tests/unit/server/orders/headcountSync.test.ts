/**
 * Syncing an order's guests to its invite, on PGlite and PostgreSQL. The refusals (404, 400 not
 * attached / inside 48 h / unchanged / out of range / above 30% with a support request, 409 price or invite changed),
 * a rise applied only after its top-up's verified capture (refunded when replaced or the order changed), a lower sync refunded at once through the ledger with its history line,
 * two concurrent syncs (one wins, the totals stay consistent), and a split balance whose shares are cancelled.
 */
import { withAvailableProviders } from '../../../helpers/providers';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schemaOrderAdd, type FoodOrderAdd } from '../../../../lib/contracts/orders';
import { resyncBill } from '../../../../lib/headcountSync';
import {
  chatMessages,
  chatRooms,
  headcountSyncs,
  orders,
  orderStatusHistory,
  paymentAttempts,
  paymentShares,
  refunds,
  type User,
} from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { cancelOrder } from '../../../../server/orders/cancellation';
import { createChefOrder } from '../../../../server/orders/chef';
import { createFoodOrder, foodQuantities } from '../../../../server/orders/food';
import { listFoodMenu } from '../../../../server/food/repository';
import { syncHeadcount } from '../../../../server/orders/headcountSync';
import { orderDetails } from '../../../../server/orders/views';
import { checkPayment } from '../../../../server/payments/attempts';
import { sandboxAct } from '../../../../server/payments/sandboxPage';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, splitInTwo, testPaymentDeps } from '../../../helpers/payments';
import { rejection } from '../../../helpers/rejection';
import { attachToEvent, inviteEvent, inviteSays } from '../../../helpers/inviteEvents';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Two and a half days before the orders' start (23 Nov 2026 19:00 IST): a sync is still allowed. */
const NOW = new Date('2026-11-21T05:00:00+05:30');
const BOOKED_GUESTS = 20;

let seq = 0;
const nextPhone = (prefix: string) => `${prefix}${String((seq += 1)).padStart(5, '0')}`;

/** A booked chef order for 20 guests with its advance paid, attached to an invite event of its customer. */
async function syncableOrder(db: Db) {
  const { user } = await findOrCreateUserByPhone(db, nextPhone('98334'));
  const dishes = await someDishes(db, 4);
  const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(dishes, BOOKED_GUESTS), now: NOW });
  const deps = testPaymentDeps(db, NOW);
  await payInSandbox(db, deps, { user, orderId: order.id });
  const event = await inviteEvent(db, user.id);
  await attachToEvent(db, order.id, event.id);
  return { user, orderId: order.id, eventId: event.id, dishRates: dishes.map((d) => d.dishRate), deps };
}

const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const totalFor = (dishRates: number[], guests: number) => resyncBill({ orderType: 2, dishRates }, guests).total;

function sync(db: Db, deps: ReturnType<typeof testPaymentDeps>, user: User, orderId: string, guests: number, expectedTotal: number) {
  return syncHeadcount(db, deps, { orderId, userId: user.id, guests, expectedTotal });
}

describeEachDatabase('syncing an order to its invite headcount', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it('refuses another customer, an order without an invite, inside 48 hours, unchanged and out of range (404/400)', async () => {
    const db = getDb();
    const { user, orderId, eventId, dishRates, deps } = await syncableOrder(db);
    const { user: stranger } = await findOrCreateUserByPhone(db, nextPhone('98335'));
    await inviteSays(db, eventId, 17, NOW);
    const expected = totalFor(dishRates, 17);
    expect((await rejection(sync(db, deps, stranger, orderId, 17, expected))).status).toBe(404);

    const late = testPaymentDeps(db, new Date('2026-11-21T19:30:00+05:30'));
    const tooLate = await rejection(sync(db, late, user, orderId, 17, expected));
    expect([tooLate.status, tooLate.message]).toEqual([
      400,
      'Guests can be changed until 48 hours before the slot. Please chat with us for a change now.',
    ]);

    await inviteSays(db, eventId, BOOKED_GUESTS, NOW);
    const unchanged = await rejection(sync(db, deps, user, orderId, BOOKED_GUESTS, totalFor(dishRates, BOOKED_GUESTS)));
    expect([unchanged.status, unchanged.message]).toEqual([400, 'This order is already for 20 guests.']);

    await inviteSays(db, eventId, 36, NOW);
    const outOfRange = await rejection(sync(db, deps, user, orderId, 36, 0));
    expect([outOfRange.status, outOfRange.message]).toEqual([400, 'This service is for 1 to 35 guests.']);

    await db.update(orders).set({ eventId: null }).where(eq(orders.id, orderId));
    expect((await rejection(sync(db, deps, user, orderId, 17, expected))).status).toBe(400);
    const after = await orderRow(db, orderId);
    expect([after.peopleCount, after.total]).toEqual([BOOKED_GUESTS, totalFor(dishRates, BOOKED_GUESTS)]);
  });

  it('sends a change above 30% to support with the order and the request (400), and changes nothing', async () => {
    const db = getDb();
    const { user, orderId, eventId, dishRates, deps } = await syncableOrder(db);
    await inviteSays(db, eventId, 13, NOW); // 35% fewer
    const refused = await rejection(sync(db, deps, user, orderId, 13, totalFor(dishRates, 13)));
    expect(refused.status).toBe(400);
    expect(refused.message).toContain('needs our team: we have opened a support request');
    const order = await orderRow(db, orderId);
    const [room] = await db
      .select()
      .from(chatRooms)
      .where(and(eq(chatRooms.kind, 'support'), eq(chatRooms.customerUserId, user.id)));
    const texts = (await db.select().from(chatMessages).where(eq(chatMessages.roomId, room!.id))).map((m) => m.text);
    expect(texts).toContain(`Help asked from order ${order.orderNumber}: Please sync the guests to the invite: 20 → 13.`);
    expect(order.peopleCount).toBe(BOOKED_GUESTS);
    // exactly 30% is allowed
    await inviteSays(db, eventId, 14, NOW);
    expect((await sync(db, deps, user, orderId, 14, totalFor(dishRates, 14))).toGuests).toBe(14);
  });

  it('offers the sync on the order page only when allowed, with its new total and difference', async () => {
    const db = getDb();
    const { orderId, eventId, dishRates } = await syncableOrder(db);
    const order = await orderRow(db, orderId);
    await inviteSays(db, eventId, 17, NOW);
    expect((await orderDetails(db, order, NOW)).inviteSync).toEqual({
      guests: 17,
      newTotal: totalFor(dishRates, 17),
      difference: totalFor(dishRates, 17) - order.total,
    });
    expect((await orderDetails(db, order, new Date('2026-11-21T20:00:00+05:30'))).inviteSync).toBeNull();
    await inviteSays(db, eventId, 13, NOW); // above 30%: offered, the route answers with the support message
    expect((await orderDetails(db, order, NOW)).inviteSync).toMatchObject({ guests: 13 });
    await inviteSays(db, eventId, BOOKED_GUESTS, NOW);
    expect((await orderDetails(db, order, NOW)).inviteSync).toBeNull();
    await inviteSays(db, eventId, 40, NOW);
    expect((await orderDetails(db, order, NOW)).inviteSync).toBeNull();
  });

  it('answers 409 when the price or the invite changed', async () => {
    const db = getDb();
    const { user, orderId, eventId, dishRates, deps } = await syncableOrder(db);
    await inviteSays(db, eventId, 17, NOW);
    const price = await rejection(sync(db, deps, user, orderId, 17, totalFor(dishRates, 17) + 1));
    expect([price.status, price.message]).toEqual([
      409,
      `The price has changed: your total is now ₹${totalFor(dishRates, 17).toLocaleString('en-IN')}. Please review and confirm again.`,
    ]);
    const invite = await rejection(sync(db, deps, user, orderId, 18, totalFor(dishRates, 18)));
    expect([invite.status, invite.message]).toEqual([409, 'Your invite now says 17 guests. Please review and confirm again.']);
    expect((await orderRow(db, orderId)).peopleCount).toBe(BOOKED_GUESTS);
  });

  it('syncs to more guests only once the top-up is paid and verified, keeping the balance due', async () => {
    const db = getDb();
    const { user, orderId, eventId, dishRates, deps } = await syncableOrder(db);
    const before = await orderRow(db, orderId);
    await inviteSays(db, eventId, 24, NOW);
    const newTotal = totalFor(dishRates, 24);
    const rise = newTotal - before.total;
    const result = await sync(db, deps, user, orderId, 24, newTotal);
    expect(result).toMatchObject({
      fromGuests: 20,
      toGuests: 24,
      difference: rise,
      refund: null,
      payment: { kind: 'topup', amountPaise: rise * 100 },
    });
    // nothing changes before the payment
    expect(await orderRow(db, orderId)).toMatchObject({ peopleCount: 20, total: before.total, amountPaid: before.amountPaid });
    const [pending] = await db.select().from(headcountSyncs).where(eq(headcountSyncs.orderId, orderId));
    expect(pending).toMatchObject({ status: 'pending', fromGuests: 20, toGuests: 24, oldTotal: before.total, newTotal, difference: rise });

    // a proof that does not verify changes nothing
    const { proof } = await deps.sandbox.act(result.payment!.providerOrderId!, 'pay');
    const forged = await rejection(checkPayment(db, deps, { userId: user.id, orderId, proof: { ...proof!, signature: 'f'.repeat(64) } }));
    expect(forged.status).toBe(400);
    expect((await orderRow(db, orderId)).peopleCount).toBe(20);

    await checkPayment(db, deps, { userId: user.id, orderId, proof: proof! });
    const after = await orderRow(db, orderId);
    expect(after).toMatchObject({ peopleCount: 24, total: newTotal, amountPaid: before.amountPaid + rise, advance: before.advance + rise });
    expect(after.total - after.amountPaid).toBe(before.total - before.amountPaid);
    expect(after.balance).toBe(after.total - after.advance);
    const lines = (after.bill as { lines: { kind: string; amount: number }[] }).lines;
    expect(lines.find((l) => l.kind === 'advance')!.amount).toBe(after.advance);
    const history = (await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map((h) => h.note);
    expect(history).toContain(`Guests synced to the invite: 20 → 24; ₹${rise.toLocaleString('en-IN')} top-up paid`);
    expect((await db.select().from(headcountSyncs).where(eq(headcountSyncs.orderId, orderId)))[0]!.status).toBe('applied');
    expect(await db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
  });

  it('refunds a top-up in full when its sync was replaced or the order was cancelled meanwhile', async () => {
    const db = getDb();
    const { user, orderId, eventId, dishRates, deps } = await syncableOrder(db);
    const before = await orderRow(db, orderId);
    await inviteSays(db, eventId, 24, NOW);
    const first = await sync(db, deps, user, orderId, 24, totalFor(dishRates, 24));
    await inviteSays(db, eventId, 25, NOW);
    const second = await sync(db, deps, user, orderId, 25, totalFor(dishRates, 25));
    const rows = await db.select().from(headcountSyncs).where(eq(headcountSyncs.orderId, orderId));
    expect(rows.map((r) => [r.toGuests, r.status]).sort()).toEqual([
      [24, 'cancelled'],
      [25, 'pending'],
    ]);
    // the replaced top-up's page was still open and paid: refunded in full, the order untouched
    const { proof: late } = await deps.sandbox.act(first.payment!.providerOrderId!, 'pay');
    await checkPayment(db, deps, { userId: user.id, orderId, proof: late! });
    expect(await orderRow(db, orderId)).toMatchObject({ peopleCount: 20, total: before.total, amountPaid: before.amountPaid });
    const firstRefunds = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(firstRefunds.map((r) => [r.reason, r.amountPaise])).toEqual([['late', first.payment!.amountPaise]]);

    // the order is cancelled before the second top-up's capture arrives
    const { proof } = await deps.sandbox.act(second.payment!.providerOrderId!, 'pay');
    await cancelOrder(db, deps, { orderId, userId: user.id, cause: 'customer' });
    await checkPayment(db, deps, { userId: user.id, orderId, proof: proof! });
    const after = await orderRow(db, orderId);
    expect(after.peopleCount).toBe(20);
    const late2 = (await db.select().from(refunds).where(eq(refunds.orderId, orderId))).filter((r) => r.reason === 'late');
    expect(late2.map((r) => r.amountPaise).sort()).toEqual([first.payment!.amountPaise, second.payment!.amountPaise].sort());
    expect((await db.select().from(headcountSyncs).where(eq(headcountSyncs.orderId, orderId))).every((r) => r.status === 'cancelled')).toBe(
      true,
    );
  });

  it('syncs to fewer guests: re-prices the order, refunds the difference at once and records it in the history', async () => {
    const db = getDb();
    const { user, orderId, eventId, dishRates, deps } = await syncableOrder(db);
    const before = await orderRow(db, orderId);
    await inviteSays(db, eventId, 17, NOW);
    const newTotal = totalFor(dishRates, 17);
    const drop = before.total - newTotal;
    expect(drop).toBeGreaterThan(0);
    const result = await sync(db, deps, user, orderId, 17, newTotal);
    expect(result).toMatchObject({ fromGuests: 20, toGuests: 17, difference: -drop, refund: { amount: drop, status: 'processed' } });

    const after = await orderRow(db, orderId);
    expect(after).toMatchObject({
      peopleCount: 17,
      total: newTotal,
      amountPaid: before.amountPaid - drop,
      amountRefunded: 0,
      paymentStatus: 'balance_due',
    });
    // the balance due is what it was: the refund came out of the advance
    expect(after.total - after.amountPaid).toBe(before.total - before.amountPaid);
    expect(after.advance).toBe(after.amountPaid);
    expect(after.balance).toBe(after.total - after.advance);
    const lines = (after.bill as { lines: { kind: string; amount: number }[] }).lines;
    expect(lines.find((l) => l.kind === 'total')!.amount).toBe(newTotal);
    expect(lines.find((l) => l.kind === 'advance')!.amount).toBe(after.advance);
    expect((after.requirements as { ingredients: unknown[] }).ingredients.length).toBeGreaterThan(0);

    const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows.map((r) => [r.reason, r.amountPaise, r.status])).toEqual([['headcount_sync', drop * 100, 'processed']]);
    const history = (await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map((h) => h.note);
    expect(history).toContain(`Guests synced to the invite: 20 → 17; ₹${drop.toLocaleString('en-IN')} refunded`);
  });

  it('lets one of two concurrent syncs win; the totals stay consistent and one refund is made', async () => {
    const db = getDb();
    const { user, orderId, eventId, dishRates, deps } = await syncableOrder(db);
    const before = await orderRow(db, orderId);
    await inviteSays(db, eventId, 16, NOW);
    const total = totalFor(dishRates, 16);
    const results = await Promise.allSettled([sync(db, deps, user, orderId, 16, total), sync(db, deps, user, orderId, 16, total)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    // the loser is refused either while the winner holds the order (409), or, when the two did not overlap on the
    // database after all, because the order is already for 16 (400): never a second change
    expect(lost.reason).toMatchObject({ status: expect.toBeOneOf([409, 400]) });
    if (lost.reason.status === 400) expect(lost.reason.message).toMatch(/already for 16/);
    const after = await orderRow(db, orderId);
    const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(after.total).toBe(total);
    expect(after.amountPaid).toBe(before.amountPaid - rows[0]!.amountPaise / 100);
    expect(after.total - after.amountPaid).toBe(before.total - before.amountPaid);
  });

  it('leaves only the latest of 8 concurrent rising syncs payable: earlier top-up attempts are closed under the lock', async () => {
    const db = getDb();
    const { user, orderId, eventId, dishRates, deps } = await syncableOrder(db);
    await inviteSays(db, eventId, 24, NOW);
    const total = totalFor(dishRates, 24);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => sync(db, deps, user, orderId, 24, total)));
    for (const result of results) if (result.status === 'rejected') expect(result.reason).toMatchObject({ status: 409 });
    const attempts = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
    const topUps = attempts.filter((a) => a.kind === 'topup');
    const open = topUps.filter((a) => a.status === 'created' || a.status === 'pending');
    expect(open).toHaveLength(1);
    const pending = (await db.select().from(headcountSyncs).where(eq(headcountSyncs.orderId, orderId))).filter(
      (r) => r.status === 'pending',
    );
    expect(pending.map((r) => r.attemptId)).toEqual([open[0]!.id]);
    // the latest is the one still open: every other top-up attempt was created before it
    expect(topUps.every((a) => a.id === open[0]!.id || a.createdAt <= open[0]!.createdAt)).toBe(true);
    // the sandbox page refuses to take a payment for a closed top-up: 409 once it reached the gateway, else 404
    for (const closed of topUps.filter((a) => a.id !== open[0]!.id)) {
      const refused = await rejection(sandboxAct(db, deps.sandbox, closed.id, 'pay'));
      expect(refused.status).toBe(closed.providerOrderId ? 409 : 404);
    }
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    expect((await sandboxAct(db, deps.sandbox, open[0]!.id, 'pay')).returnUrl).toContain(orderId);
  });

  it("cancels a split balance's unpaid shares, so no share disagrees with the new balance", async () => {
    const db = getDb();
    const { user, orderId, eventId, dishRates, deps } = await syncableOrder(db);
    const before = await orderRow(db, orderId);
    const balance = before.total - before.amountPaid;
    const first = Math.floor(balance / 2);
    await splitInTwo(db, NOW, {
      userId: user.id,
      orderId,
      balance,
      first,
      cohosts: [
        { name: 'Co Host1', phone: '9876500001' },
        { name: 'Co Host2', phone: '9876500002' },
      ],
    });
    await inviteSays(db, eventId, 17, NOW);
    await sync(db, deps, user, orderId, 17, totalFor(dishRates, 17));
    const shares = await db.select().from(paymentShares).where(eq(paymentShares.orderId, orderId));
    expect(shares.map((s) => s.status)).toEqual(['cancelled', 'cancelled']);
  });
  it('syncs a food delivery with its booked plate prices and recomputes the quantities for the guests', async () => {
    const db = getDb();
    const { user } = await findOrCreateUserByPhone(db, nextPhone('98336'));
    const all = (await listFoodMenu(db, { service: 'delivery', vegOnly: false })).flatMap((g) => g.dishes);
    const dishes = [...all.filter((d) => d.qualifying).slice(0, 4), ...all.filter((d) => !d.qualifying).slice(0, 1)];
    const extras = { disposables: false, tables: false };
    const priced = (guests: number) => resyncBill({ orderType: 6, dishes, extras }, guests).total;
    const input = schemaOrderAdd.parse({
      orderType: 6,
      dishIds: dishes.map((d) => d.id),
      guests: 40,
      extras,
      eventDate: '2026-11-23',
      slotId: '19-20',
      address: { name: 'Asha Verma', line1: 'Flat 402, Tower B, Supertech', pincode: '201309' },
      expectedTotal: priced(40),
    }) as FoodOrderAdd;
    const { order } = await createFoodOrder(db, { userId: user.id, input, now: NOW });
    const deps = testPaymentDeps(db, NOW);
    await payInSandbox(db, deps, { user, orderId: order.id });
    const event = await inviteEvent(db, user.id);
    await attachToEvent(db, order.id, event.id);
    await inviteSays(db, event.id, 34, NOW);
    const before = await orderRow(db, order.id);
    const result = await sync(db, deps, user, order.id, 34, priced(34));
    expect(result.refund!.amount).toBe(before.total - priced(34));
    const after = await orderRow(db, order.id);
    expect([after.peopleCount, after.total]).toEqual([34, priced(34)]);
    const quantities = (details: unknown) => (details as { quantities: unknown[] }).quantities;
    expect(quantities(after.details)).toEqual(foodQuantities(dishes, 34));
    expect(quantities(after.details)).not.toEqual(quantities(before.details));
  });
});
