/**
 * Holds at checkout on PGlite and PostgreSQL, through the real booking and payment paths: customers racing for the
 * last provider of a slot (10 at once on PostgreSQL's pool) get exactly one order, the others the 409 "This slot
 * was just booked." with the next free slots before paying; a lapsed hold frees the provider; a new payment attempt
 * renews the hold, takes it again, or answers the 409 before the gateway; the verified advance turns the hold into
 * the provider's job; cancelling or expiring the order releases it.
 */
import { addMinutes } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { SLOT_TAKEN_MESSAGE, type SlotTakenDetails, type WeeklyRange } from '../../../../lib/contracts/availability';
import { bookingOf } from '../../../../server/capacity';
import { jobs, orders, paymentAttempts } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import type { HttpError } from '../../../../server/http/errors';
import { cancelOrder } from '../../../../server/orders/cancellation';
import { placeOrder } from '../../../../server/orders/placement';
import { changeOrderStatus } from '../../../../server/orders/repository';
import { checkPayment, openPaymentAttempt } from '../../../../server/payments/attempts';
import { expireUnpaidOrder } from '../../../../server/payments/jobs';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { makeAvailableProvider } from '../../../helpers/providers';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase, TEST_DATABASE_URL } from '../../../helpers/testDatabases';
import { call, customer as routeCustomer, forgetRoutesDb, inDays, useDbForRoutes } from '../events/helpers';
import orderAddRoute from '../../../../pages/api/order/add';

const NOW = new Date('2026-11-21T10:00:00+05:30');
/** chefOrderInput's date and slot: 23 Nov 2026, 19-20 IST. */
const DATE = '2026-11-23';
const SLOT = '19-20';
/** A chef works every day 07:00-24:00 (IST): the slot is theirs, and so are earlier ones. */
const DAYTIME: WeeklyRange[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '07:00', to: '24:00' }));

let phone = 9_700_000_000;
async function customer(db: Db) {
  phone += 1;
  return (await findOrCreateUserByPhone(db, String(phone))).user;
}

/** The one chef of a Hyderabad pincode (each test has its own, so the tests never compete for a provider). */
const onlyChefAt = (db: Db, pincode: string) =>
  makeAvailableProvider(db, { services: ['chef'], cities: ['hyderabad'], pincodes: [pincode], weekly: DAYTIME });

/** A chef order at `pincode` by `userId` at `now`, through POST /api/order/add's own path. */
async function book(db: Db, { userId, pincode, now = NOW, key }: { userId: string; pincode: string; now?: Date; key?: string }) {
  const dishes = await someDishes(db, 3);
  const input = chefOrderInput(dishes, 10, { address: { name: 'Asha Verma', line1: 'Flat 402, Tower B, Cyber Towers', pincode } });
  return placeOrder(db, { userId, input, now, idempotencyKey: key });
}

/** The next free slots a slot-taken 409 carries. */
function nextFreeSlotsOf(error: HttpError): SlotTakenDetails['nextFreeSlots'] {
  return (error.options.fields?.details as SlotTakenDetails).nextFreeSlots;
}

afterAll(() => forgetRoutesDb());

describeEachDatabase('holds at checkout', (getDb) => {
  it('of customers racing for the last provider of a slot, exactly one books it; the others get the 409 with the next free slots', async () => {
    const db = getDb();
    const chef = await onlyChefAt(db, '500081');
    // real concurrency on PostgreSQL's pool; PGlite runs them one after another
    const racers = TEST_DATABASE_URL ? 10 : 4;
    const customers = await Promise.all(Array.from({ length: racers }, () => customer(db)));
    const results = await Promise.allSettled(customers.map((user) => book(db, { userId: user.id, pincode: '500081' })));
    const booked = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(booked).toHaveLength(1);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as HttpError] : []));
    expect(refusals).toHaveLength(racers - 1);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect(refusal.message).toBe(SLOT_TAKEN_MESSAGE);
      const offered = nextFreeSlotsOf(refusal);
      expect(offered.length).toBeGreaterThan(0);
      expect(offered).not.toContainEqual(expect.objectContaining({ date: DATE, slotId: SLOT }));
    }
    // the refused bookings left nothing behind: one order, holding the chef until its own hold ends
    const atPincode = await db.select().from(orders).where(eq(orders.eventDate, DATE));
    const ids = atPincode.filter((order) => (order.address as { pincode: string }).pincode === '500081').map((order) => order.id);
    expect(ids).toEqual([booked[0]!.details._id]);
    const hold = await bookingOf(db, ids[0]!);
    expect(hold).toMatchObject({ providerId: chef.id, kind: 'hold', expiresAt: addMinutes(NOW, 15) });
  });

  it('of customers racing for the last few providers of a slot, each provider is held once and the rest are refused', async () => {
    const db = getDb();
    const chefs = [await onlyChefAt(db, '500001'), await onlyChefAt(db, '500001'), await onlyChefAt(db, '500001')];
    const racers = TEST_DATABASE_URL ? 10 : 5;
    const customers = await Promise.all(Array.from({ length: racers }, () => customer(db)));
    const results = await Promise.allSettled(customers.map((user) => book(db, { userId: user.id, pincode: '500001' })));
    const booked = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.details._id] : []));
    expect(booked).toHaveLength(chefs.length);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as HttpError).status] : []));
    expect(refused).toEqual(Array.from({ length: racers - chefs.length }, () => 409));
    const held = await Promise.all(booked.map((orderId) => bookingOf(db, orderId)));
    expect(held.map((booking) => booking!.providerId).sort()).toEqual(chefs.map((chef) => chef.id).sort());
  });

  it('POST /api/order/add answers the slot taken meanwhile with 409, the message and details.nextFreeSlots', async () => {
    const db = getDb();
    useDbForRoutes(db);
    await onlyChefAt(db, '500002');
    const dishes = await someDishes(db, 3);
    const body = chefOrderInput(dishes, 10, {
      eventDate: inDays(5),
      address: { name: 'Asha Verma', line1: 'Flat 402, Tower B, Cyber Towers', pincode: '500002' },
    });
    const add = async (phoneNumber: string) =>
      call(orderAddRoute, { method: 'POST', url: '/api/order/add', headers: (await routeCustomer(db, phoneNumber)).headers, body });
    expect((await add('9877700081')).status).toBe(201);
    const taken = await add('9877700082');
    expect(taken.status).toBe(409);
    const answer = taken.json<unknown>() as unknown as { message: string; details: SlotTakenDetails };
    expect(answer.message).toBe(SLOT_TAKEN_MESSAGE);
    expect(answer.details.nextFreeSlots.length).toBeGreaterThan(0);
    expect(answer.details.nextFreeSlots[0]).toEqual({ date: expect.any(String), slotId: expect.any(String), label: expect.any(String) });
  });

  it('a repeated request answers the order it already booked, even with nobody free any more', async () => {
    const db = getDb();
    await onlyChefAt(db, '500032');
    const user = await customer(db);
    const first = await book(db, { userId: user.id, pincode: '500032', key: 'hold-replay-1' });
    const again = await book(db, { userId: user.id, pincode: '500032', key: 'hold-replay-1' });
    expect(again.created).toBe(false);
    expect(again.details._id).toBe(first.details._id);
  });

  it('a lapsed hold frees the provider for another customer; the first then hears the slot was taken before paying', async () => {
    const db = getDb();
    const chef = await onlyChefAt(db, '500084');
    const [late, prompt] = [await customer(db), await customer(db)];
    const first = await book(db, { userId: late.id, pincode: '500084' });
    // within the hold nobody else gets the chef
    const meanwhile = await rejection(book(db, { userId: prompt.id, pincode: '500084', now: addMinutes(NOW, 14) }));
    expect(meanwhile.status).toBe(409);
    // past it, the next customer does
    const lapsedAt = addMinutes(NOW, 16);
    const second = await book(db, { userId: prompt.id, pincode: '500084', now: lapsedAt });
    expect(await bookingOf(db, second.details._id)).toMatchObject({ providerId: chef.id, kind: 'hold' });
    expect(await bookingOf(db, first.details._id)).toBeNull();
    // the first customer comes back to pay: refused before any gateway order is made
    const deps = testPaymentDeps(db, addMinutes(NOW, 17));
    const refused = await rejection(openPaymentAttempt(db, deps, { user: late, orderId: first.details._id, kind: 'advance' }));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(SLOT_TAKEN_MESSAGE);
    expect(nextFreeSlotsOf(refused).length).toBeGreaterThan(0);
    expect(await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, first.details._id))).toEqual([]);
  });

  it('a new payment attempt renews a live hold, and takes a lapsed one again while the provider is free', async () => {
    const db = getDb();
    const chef = await onlyChefAt(db, '500033');
    const user = await customer(db);
    const placed = await book(db, { userId: user.id, pincode: '500033' });
    const orderId = placed.details._id;
    const early = addMinutes(NOW, 5);
    const opened = await openPaymentAttempt(db, testPaymentDeps(db, early), { user, orderId, kind: 'advance' });
    expect(new Date(opened.expiresAt)).toEqual(addMinutes(early, 15));
    expect(await bookingOf(db, orderId)).toMatchObject({ kind: 'hold', expiresAt: addMinutes(early, 15) });
    // long after: nobody took the chef, so the order holds them again, for the new attempt's 15 minutes
    const later = addMinutes(NOW, 60);
    const reopened = await openPaymentAttempt(db, testPaymentDeps(db, later), { user, orderId, kind: 'advance' });
    expect(new Date(reopened.expiresAt)).toEqual(addMinutes(later, 15));
    expect(await bookingOf(db, orderId)).toMatchObject({ providerId: chef.id, kind: 'hold', expiresAt: addMinutes(later, 15) });
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    // the order's own expiry waits for the attempt
    expect(order!.holdExpiresAt).toEqual(addMinutes(later, 15));
  });

  it("the verified advance turns the hold into the provider's job and queues the automatic assignment", async () => {
    const db = getDb();
    const chef = await onlyChefAt(db, '500034');
    const user = await customer(db);
    const placed = await book(db, { userId: user.id, pincode: '500034' });
    const orderId = placed.details._id;
    const { status } = await payInSandbox(db, testPaymentDeps(db, addMinutes(NOW, 3)), { user, orderId });
    expect(status.message).toBe('PAYMENT_SUCCESS');
    expect(await bookingOf(db, orderId)).toMatchObject({ providerId: chef.id, kind: 'job', expiresAt: null });
    const queued = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'provider.auto_assign'), eq(jobs.dedupeKey, `auto-assign:${orderId}`)));
    expect(queued.map((job) => job.payload)).toEqual([{ orderId }]);
    // whichever path ends it later (here the status step the console's steps take), its job is released with it
    const ended = await changeOrderStatus(db, {
      orderId,
      expectedStatus: ORDER_STATUS.BOOKED,
      status: ORDER_STATUS.CANCELLED,
      note: 'Cancelled by our team',
      now: addMinutes(NOW, 10),
    });
    expect(ended?.status).toBe(ORDER_STATUS.CANCELLED);
    expect(await bookingOf(db, orderId)).toBeNull();
  });

  it('an advance captured after the hold lapsed and its provider went to someone else still books the order, with any free provider', async () => {
    const db = getDb();
    const first = await onlyChefAt(db, '500035');
    const [slow, quick] = [await customer(db), await customer(db)];
    const slowOrder = await book(db, { userId: slow.id, pincode: '500035' });
    // the slow customer's attempt opens; their page stays open past its hold, and meanwhile another customer books
    const deps = testPaymentDeps(db, addMinutes(NOW, 1));
    const attempt = await openPaymentAttempt(db, deps, { user: slow, orderId: slowOrder.details._id, kind: 'advance' });
    const quickOrder = await book(db, { userId: quick.id, pincode: '500035', now: addMinutes(NOW, 20) });
    expect(await bookingOf(db, quickOrder.details._id)).toMatchObject({ providerId: first.id });
    // a second chef joins, then the slow customer's money arrives: booked, the free chef gets the job
    const second = await onlyChefAt(db, '500035');
    const { proof } = await deps.sandbox.act(attempt.providerOrderId!, 'pay');
    const status = await checkPayment(db, testPaymentDeps(db, addMinutes(NOW, 21)), {
      userId: slow.id,
      orderId: slowOrder.details._id,
      proof,
    });
    expect(status.message).toBe('PAYMENT_SUCCESS');
    expect(await bookingOf(db, slowOrder.details._id)).toMatchObject({ providerId: second.id, kind: 'job' });
  });

  it("cancelling an order, or its expiry unpaid, releases the provider's time in the same step", async () => {
    const db = getDb();
    await onlyChefAt(db, '500036');
    const [one, two, three] = [await customer(db), await customer(db), await customer(db)];
    const placed = await book(db, { userId: one.id, pincode: '500036' });
    const deps = testPaymentDeps(db, addMinutes(NOW, 2));
    await cancelOrder(db, deps, { orderId: placed.details._id, userId: one.id, cause: 'customer' });
    expect(await bookingOf(db, placed.details._id)).toBeNull();
    // the time is free again at once, for the next customer
    const next = await book(db, { userId: two.id, pincode: '500036', now: addMinutes(NOW, 3) });
    expect(await bookingOf(db, next.details._id)).toMatchObject({ kind: 'hold' });
    // unpaid past its hold: the expiry job expires the order and releases its hold
    const after = addMinutes(NOW, 3 + 16);
    await expireUnpaidOrder(db, testPaymentDeps(db, after), next.details._id);
    const [expired] = await db.select().from(orders).where(eq(orders.id, next.details._id));
    expect(expired!.status).toBe(ORDER_STATUS.EXPIRED);
    expect(await bookingOf(db, next.details._id)).toBeNull();
    await book(db, { userId: three.id, pincode: '500036', now: after });
  });
});
