import { expect, it } from 'vitest';
import { ORDER_STATUS, type OrderStatus } from '../../../../lib/constants';
import { chefBill } from '../../../../lib/pricing';
import { findOrderForUser, listOrdersForUser, listStatusHistory } from '../../../../server/orders/repository';
import { cancelOrder } from '../../../../server/orders/cancellation';
import { createChefOrder } from '../../../../server/orders/chef';
import { updateOrderStatusByOps } from '../../../../server/ops/orderStatus';
import { saveReview } from '../../../../server/reviews/repository';
import { orderDetails, toOrderSummary } from '../../../../server/orders/views';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { schemaChefOrderAdd } from '../../../../lib/contracts/orders';
import { rejection } from '../../../helpers/rejection';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { makeAvailableProvider, makeProvider, withAvailableProviders } from '../../../helpers/providers';

const NOW = new Date('2026-11-21T10:00:00+05:30');
/** The start of chefOrderInput's slot: 23 Nov 2026, 19-20 IST. */
const SLOT_START = new Date('2026-11-23T19:00:00+05:30');
const MINUTE = 60_000;

describeEachDatabase('chef orders', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it('books an order with the server-computed bill, requirements, a short number and history', async () => {
    const { user } = await findOrCreateUserByPhone(getDb(), '9811100001');
    const dishes = await someDishes(getDb(), 8);
    const { order, created } = await createChefOrder(getDb(), { userId: user.id, input: chefOrderInput(dishes, 20), now: NOW });
    expect(created).toBe(true);
    const bill = chefBill({ dishRates: dishes.map((d) => d.dishRate), people: 20 });
    expect([order.total, order.advance, order.balance]).toEqual([bill.total, bill.advance, bill.balance]);
    expect(bill.surcharge).toBe(700);
    expect(order.orderNumber).toMatch(/^PS-[2-9A-HJ-NP-Z]{6}$/);
    expect(order.address).toMatchObject({ city: 'Noida', pincode: '201309' });
    const details = await orderDetails(getDb(), order, NOW);
    expect(details.statusLabel).toBe('Awaiting payment');
    expect(details.payment).toMatchObject({ status: 'awaiting_payment', due: { kind: 'advance', amount: bill.advance } });
    expect(details.canCancel).toBe(true);
    expect(details.requirements).toMatchObject({ gasBurners: expect.any(Number), chefHours: 5 });
    expect((details.requirements as { ingredients: unknown[] }).ingredients.length).toBeGreaterThan(0);
    expect((await listStatusHistory(getDb(), order.id)).map((h) => h.status)).toEqual([ORDER_STATUS.AWAITING_PAYMENT]);
  });

  it('refuses a total that differs from the server bill with 409', async () => {
    const { user } = await findOrCreateUserByPhone(getDb(), '9811100002');
    const dishes = await someDishes(getDb(), 5);
    const input = chefOrderInput(dishes, 10);
    const error = await rejection(
      createChefOrder(getDb(), { userId: user.id, input: { ...input, expectedTotal: input.expectedTotal - 1 }, now: NOW }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/price has changed/);
  });

  it('refuses dates inside 24 hours, unserved pincodes, unknown dishes and totals under ₹700', async () => {
    const { user } = await findOrCreateUserByPhone(getDb(), '9811100003');
    const dishes = await someDishes(getDb(), 5);
    const tooSoon = await rejection(
      createChefOrder(getDb(), {
        userId: user.id,
        input: chefOrderInput(dishes, 10, { eventDate: '2026-11-22', slotId: '09-10' }),
        now: NOW,
      }),
    );
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.message).toMatch(/24 hours/);
    const unserved = await rejection(
      createChefOrder(getDb(), {
        userId: user.id,
        input: chefOrderInput(dishes, 10, { address: { name: 'A B', line1: 'House 1, Road 2', pincode: '799001' } }),
        now: NOW,
      }),
    );
    expect(unserved.message).toMatch(/do not serve pincode 799001/);
    const unknownDish = await rejection(
      createChefOrder(getDb(), {
        userId: user.id,
        input: chefOrderInput(dishes, 10, { dishIds: [...dishes.map((d) => d.id), '00000000-0000-4000-8000-000000000000'] }),
        now: NOW,
      }),
    );
    expect(unknownDish.status).toBe(400);
    const cheapest = [...dishes].sort((a, b) => a.dishRate - b.dishRate).slice(0, 1);
    const small = await rejection(createChefOrder(getDb(), { userId: user.id, input: chefOrderInput(cheapest, 1), now: NOW }));
    expect(small.message).toBe('Total Order amount can not be less than ₹700');
  });

  it('is idempotent per Idempotency-Key, also under concurrent submits', async () => {
    const { user } = await findOrCreateUserByPhone(getDb(), '9811100004');
    const dishes = await someDishes(getDb(), 6);
    const input = chefOrderInput(dishes, 12);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => createChefOrder(getDb(), { userId: user.id, input, idempotencyKey: 'key-0000-aaaa', now: NOW })),
    );
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    await createChefOrder(getDb(), { userId: user.id, input, idempotencyKey: 'key-0000-bbbb', now: NOW });
    expect(await listOrdersForUser(getDb(), user.id)).toHaveLength(2);
  });

  it("never shows or cancels another customer's order", async () => {
    const { user: owner } = await findOrCreateUserByPhone(getDb(), '9811100005');
    const { user: other } = await findOrCreateUserByPhone(getDb(), '9811100006');
    const { order } = await createChefOrder(getDb(), {
      userId: owner.id,
      input: chefOrderInput(await someDishes(getDb(), 5), 10),
      now: NOW,
    });
    expect(await findOrderForUser(getDb(), order.id, other.id)).toBeNull();
    const deps = testPaymentDeps(getDb(), NOW);
    expect((await rejection(cancelOrder(getDb(), deps, { orderId: order.id, userId: other.id, cause: 'customer' }))).status).toBe(404);
    expect(await listOrdersForUser(getDb(), other.id)).toEqual([]);
  });

  it('cancels under the refund table once paid: the whole advance while booked, nothing once completed', async () => {
    const { user } = await findOrCreateUserByPhone(getDb(), '9811100007');
    const dishes = await someDishes(getDb(), 5);
    const deps = testPaymentDeps(getDb(), NOW);
    const booked = (await createChefOrder(getDb(), { userId: user.id, input: chefOrderInput(dishes, 10), now: NOW })).order;
    await payInSandbox(getDb(), deps, { user, orderId: booked.id });
    const cancelled = await cancelOrder(getDb(), deps, { orderId: booked.id, userId: user.id, cause: 'customer' });
    expect([cancelled.order.status, cancelled.refundAmount, cancelled.refundStatus]).toEqual([
      ORDER_STATUS.CANCELLED,
      booked.advance,
      'processed',
    ]);
    expect((await rejection(cancelOrder(getDb(), deps, { orderId: booked.id, userId: user.id, cause: 'customer' }))).status).toBe(409);

    const third = (await createChefOrder(getDb(), { userId: user.id, input: chefOrderInput(dishes, 12), now: NOW })).order;
    await payInSandbox(getDb(), deps, { user, orderId: third.id });
    const chef = await makeAvailableProvider(getDb());
    await updateOrderStatusByOps(getDb(), deps, { input: { _id: third.id, status: ORDER_STATUS.ACCEPTED, providerId: chef.id } });
    // statuses follow the clock: in progress and completed at the slot's start, 23 Nov 7 PM IST
    const atStart = testPaymentDeps(getDb(), SLOT_START);
    await updateOrderStatusByOps(getDb(), atStart, { input: { _id: third.id, status: ORDER_STATUS.IN_PROGRESS } });
    await updateOrderStatusByOps(getDb(), atStart, { input: { _id: third.id, status: ORDER_STATUS.COMPLETED } });
    expect((await rejection(cancelOrder(getDb(), atStart, { orderId: third.id, userId: user.id, cause: 'customer' }))).status).toBe(409);
    expect((await listStatusHistory(getDb(), third.id)).map((h) => h.status)).toEqual([5, 0, 1, 2, 3]);
  });

  it('refuses impossible operations transitions and accepting without a provider', async () => {
    const { user } = await findOrCreateUserByPhone(getDb(), '9811100008');
    const { order } = await createChefOrder(getDb(), {
      userId: user.id,
      input: chefOrderInput(await someDishes(getDb(), 5), 10),
      now: NOW,
    });
    const deps = testPaymentDeps(getDb(), NOW);
    // unpaid: only payment books it, operations cannot accept it
    expect(
      (await rejection(updateOrderStatusByOps(getDb(), deps, { input: { _id: order.id, status: ORDER_STATUS.ACCEPTED } }))).status,
    ).toBe(409);
    await payInSandbox(getDb(), deps, { user, orderId: order.id });
    expect(
      (await rejection(updateOrderStatusByOps(getDb(), deps, { input: { _id: order.id, status: ORDER_STATUS.COMPLETED } }))).status,
    ).toBe(409);
    const withoutProvider = await rejection(
      updateOrderStatusByOps(getDb(), deps, { input: { _id: order.id, status: ORDER_STATUS.ACCEPTED } }),
    );
    expect([withoutProvider.status, withoutProvider.options.errors]).toEqual([
      400,
      [{ path: 'providerId', message: 'Required when accepting' }],
    ]);
    // One path for assignment: accepting checks the provider as assigning does (service, area, calendar)
    const decorator = await makeProvider(getDb(), { services: ['decoration'] });
    expect(
      (
        await rejection(
          updateOrderStatusByOps(getDb(), deps, { input: { _id: order.id, status: ORDER_STATUS.ACCEPTED, providerId: decorator.id } }),
        )
      ).status,
    ).toBe(400);
    const chef = await makeAvailableProvider(getDb());
    const { order: busy } = await createChefOrder(getDb(), {
      userId: user.id,
      input: chefOrderInput(await someDishes(getDb(), 5), 12),
      now: NOW,
    });
    await payInSandbox(getDb(), deps, { user, orderId: busy.id });
    await updateOrderStatusByOps(getDb(), deps, { input: { _id: busy.id, status: ORDER_STATUS.ACCEPTED, providerId: chef.id } });
    const doubleBooked = await rejection(
      updateOrderStatusByOps(getDb(), deps, { input: { _id: order.id, status: ORDER_STATUS.ACCEPTED, providerId: chef.id } }),
    );
    expect([doubleBooked.status, doubleBooked.message]).toEqual([409, expect.stringContaining(busy.orderNumber)]);
    const accepted = await updateOrderStatusByOps(getDb(), deps, {
      input: { _id: order.id, status: ORDER_STATUS.ACCEPTED, providerId: (await makeAvailableProvider(getDb())).id },
    });
    expect([accepted.status, accepted.executor]).toEqual([ORDER_STATUS.ACCEPTED, { name: 'Ramesh Kumar', phone: expect.any(String) }]);
  });

  it('follows the clock: in progress from 2 hours before the slot, completed from its start, reviewed only then', async () => {
    const { user } = await findOrCreateUserByPhone(getDb(), '9811100010');
    const { order } = await createChefOrder(getDb(), {
      userId: user.id,
      input: chefOrderInput(await someDishes(getDb(), 5), 10),
      now: NOW,
    });
    await payInSandbox(getDb(), testPaymentDeps(getDb(), NOW), { user, orderId: order.id });
    const at = (instant: Date) => testPaymentDeps(getDb(), instant);
    const move = (instant: Date, status: OrderStatus) => updateOrderStatusByOps(getDb(), at(instant), { input: { _id: order.id, status } });
    const chef = await makeAvailableProvider(getDb());
    await updateOrderStatusByOps(getDb(), at(NOW), { input: { _id: order.id, status: ORDER_STATUS.ACCEPTED, providerId: chef.id } });

    const twoHoursBefore = new Date(SLOT_START.getTime() - 120 * MINUTE);
    const early = await rejection(move(new Date(twoHoursBefore.getTime() - MINUTE), ORDER_STATUS.IN_PROGRESS));
    expect(early.status).toBe(409);
    expect(early.message).toBe('This order can be marked In progress from 23 Nov 2026, 5:00 PM.');
    const started = await move(twoHoursBefore, ORDER_STATUS.IN_PROGRESS);
    expect(started.status).toBe(ORDER_STATUS.IN_PROGRESS);
    // Punctuality is measured from started_at, also when operations mark the start
    expect(started.startedAt).toEqual(twoHoursBefore);
    expect(started.completedAt).toBeNull();

    const notStarted = await rejection(move(new Date(SLOT_START.getTime() - MINUTE), ORDER_STATUS.COMPLETED));
    expect(notStarted.status).toBe(409);
    const review = { orderId: order.id, userId: user.id, rating: 5, text: 'Lovely food and a tidy kitchen.' };
    // a review only for a completed order
    expect((await rejection(saveReview(getDb(), { ...review, now: SLOT_START }))).status).toBe(409);
    const completed = await move(SLOT_START, ORDER_STATUS.COMPLETED);
    expect(completed.status).toBe(ORDER_STATUS.COMPLETED);
    expect(completed.startedAt).toEqual(twoHoursBefore);
    expect(completed.completedAt).toEqual(SLOT_START);
    expect((await saveReview(getDb(), { ...review, now: SLOT_START })).created).toBe(true);
    expect((await listStatusHistory(getDb(), order.id)).map((h) => h.status)).toEqual([5, 0, 1, 2, 3]);
  });

  it('never reads a paid booked order as expired: 12 hours past its start it stays booked and cancellable', async () => {
    const { user } = await findOrCreateUserByPhone(getDb(), '9811100009');
    const { order: placed } = await createChefOrder(getDb(), {
      userId: user.id,
      input: chefOrderInput(await someDishes(getDb(), 5), 10),
      now: NOW,
    });
    await payInSandbox(getDb(), testPaymentDeps(getDb(), NOW), { user, orderId: placed.id });
    const order = (await findOrderForUser(getDb(), placed.id, user.id))!;
    const start = new Date('2026-11-23T19:00:00+05:30');
    expect(toOrderSummary(order, new Date(start.getTime() + 12 * 3600_000)).status).toBe(ORDER_STATUS.BOOKED);
    const later = toOrderSummary(order, new Date(start.getTime() + 12 * 3600_000 + 1000));
    expect([later.status, later.statusLabel, later.canCancel]).toEqual([ORDER_STATUS.BOOKED, 'Booked', true]);
    // holding no money (refunded in full) it reads as expired, and can no longer be cancelled
    const refunded = toOrderSummary({ ...order, amountRefunded: order.amountPaid }, new Date(start.getTime() + 12 * 3600_000 + 1000));
    expect([refunded.status, refunded.statusLabel, refunded.canCancel]).toEqual([ORDER_STATUS.EXPIRED, 'Expired', false]);
  });
});

it('validates the order input (people 1-35, at most 12 dishes, dates)', () => {
  const base = {
    orderType: 2,
    dishIds: ['00000000-0000-4000-8000-000000000001'],
    people: 10,
    eventDate: '2026-11-23',
    slotId: '19-20',
    address: { name: 'A B', line1: 'House 1, Road 2', pincode: '201309' },
    expectedTotal: 700,
  };
  expect(schemaChefOrderAdd.safeParse(base).success).toBe(true);
  expect(schemaChefOrderAdd.safeParse({ ...base, people: 36 }).success).toBe(false);
  expect(schemaChefOrderAdd.safeParse({ ...base, people: 0 }).success).toBe(false);
  expect(
    schemaChefOrderAdd.safeParse({
      ...base,
      dishIds: Array.from({ length: 13 }, (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`),
    }).success,
  ).toBe(false);
  expect(schemaChefOrderAdd.safeParse({ ...base, eventDate: '23-11-2026' }).success).toBe(false);
  expect(schemaChefOrderAdd.safeParse({ ...base, address: { ...base.address, pincode: '12345' } }).success).toBe(false);
});
