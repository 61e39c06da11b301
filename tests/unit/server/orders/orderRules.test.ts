import { addDays, addMinutes, addSeconds } from 'date-fns';
import { withAvailableProviders } from '../../../helpers/providers';
import { expect, it } from 'vitest';
import { addIstDays } from '../../../../lib/dates';
import { maxBookingDate } from '../../../../lib/booking';
import { schemaChefOrderAdd, schemaDecorationOrderAdd, type ChefOrderAdd } from '../../../../lib/contracts/orders';
import { decorationBill } from '../../../../lib/pricing';
import type { Db } from '../../../../server/db/types';
import { findProductBySlug } from '../../../../server/decoration/repository';
import { createChefOrder } from '../../../../server/orders/chef';
import { createDecorationOrder } from '../../../../server/orders/decoration';
import { placeOrder } from '../../../../server/orders/placement';
import { insertOrderOnce, listOrdersForUser } from '../../../../server/orders/repository';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { rejection } from '../../../helpers/rejection';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** The order-creation rules of POST /api/order/add, on both databases. */

const NOW = new Date('2026-11-21T10:00:00+05:30');
const DECORATION = 'pink-gold-balloon-arch-birthday-decoration';

/** A valid chef order body (parsed as the handler parses it), 5 dishes for `people`. */
async function chefInput(db: Db, people = 10, overrides: Record<string, unknown> = {}): Promise<ChefOrderAdd> {
  return chefOrderInput(await someDishes(db, 5), people, overrides);
}

async function customer(db: Db, phone: string): Promise<string> {
  return (await findOrCreateUserByPhone(db, phone)).user.id;
}

/**
 * `db` as seen through a connection that breaks right after the first transaction commits: every later
 * call fails, as when PostgreSQL restarts or the pool errors between the COMMIT and the answer.
 */
function breaksAfterCommit(db: Db): Db {
  let committed = false;
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      if (committed) {
        return () => {
          throw new Error('Connection terminated unexpectedly');
        };
      }
      if (property === 'transaction') {
        return async (...args: Parameters<Db['transaction']>) => {
          const result = await target.transaction(...args);
          committed = true;
          return result;
        };
      }
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}

describeEachDatabase('order rules', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it('answers a committed order with its details even when the database fails right after the commit; a retry returns it', async () => {
    const userId = await customer(getDb(), '9822200001');
    const input = await chefInput(getDb());
    const placed = await placeOrder(breaksAfterCommit(getDb()), { userId, input, idempotencyKey: 'after-commit-0001', now: NOW });
    expect(placed.created).toBe(true);
    expect(placed.details).toMatchObject({ statusLabel: 'Awaiting payment', people: 10, total: input.expectedTotal });
    expect(placed.details.history.map((h) => h.note)).toEqual(['Order placed: awaiting payment of the advance']);
    const retry = await placeOrder(getDb(), { userId, input, idempotencyKey: 'after-commit-0001', now: addSeconds(NOW, 5) });
    expect([retry.created, retry.details._id]).toEqual([false, placed.details._id]);
    expect(await listOrdersForUser(getDb(), userId)).toHaveLength(1);
  });

  it('answers the order when a step after the commit fails, and a retry with the key returns the same order', async () => {
    const userId = await customer(getDb(), '9822200002');
    const input = await chefInput(getDb());
    const booked: string[] = [];
    const placed = await placeOrder(
      getDb(),
      { userId, input, idempotencyKey: 'after-commit-0002', now: NOW },
      {
        onBooked: async (order) => {
          booked.push(order.id);
          throw new Error('notification provider down');
        },
      },
    );
    expect(placed.created).toBe(true);
    expect(booked).toEqual([placed.details._id]);
    const retry = await placeOrder(getDb(), { userId, input, idempotencyKey: 'after-commit-0002', now: NOW });
    expect([retry.created, retry.details._id, retry.details.orderNumber]).toEqual([false, placed.details._id, placed.details.orderNumber]);
  });

  it('answers 422 for an Idempotency-Key reused with a different request, and the first order for the same request', async () => {
    const userId = await customer(getDb(), '9822200003');
    const input = await chefInput(getDb(), 10, { note: 'Ring the bell' });
    const first = await placeOrder(getDb(), { userId, input, idempotencyKey: 'same-key-0003', now: NOW });
    // the same request, written differently (keys in another order, spaces the schema trims): the same order
    const again = schemaChefOrderAdd.parse({ note: '  Ring the bell ', ...JSON.parse(JSON.stringify({ ...input, note: undefined })) });
    const replay = await placeOrder(getDb(), { userId, input: again, idempotencyKey: 'same-key-0003', now: NOW });
    expect([replay.created, replay.details._id]).toEqual([false, first.details._id]);
    // another request with the key, before and inside the booking transaction
    const other = await chefInput(getDb(), 11);
    for (const attempt of [
      placeOrder(getDb(), { userId, input: other, idempotencyKey: 'same-key-0003', now: NOW }),
      createChefOrder(getDb(), { userId, input: other, idempotencyKey: 'same-key-0003', now: NOW }),
    ]) {
      const error = await rejection(attempt);
      expect([error.status, error.message]).toEqual([422, 'This key was used for a different request.']);
    }
    expect(await listOrdersForUser(getDb(), userId)).toHaveLength(1);
    // keys are per customer: another customer's use of the same key is their own order
    const stranger = await customer(getDb(), '9822200004');
    const theirs = await placeOrder(getDb(), { userId: stranger, input: other, idempotencyKey: 'same-key-0003', now: NOW });
    expect(theirs.created).toBe(true);
    expect(theirs.details._id).not.toBe(first.details._id);
  });

  it('books one order when two different requests race with one key; the other is a 422', async () => {
    const userId = await customer(getDb(), '9822200005');
    const [a, b] = [await chefInput(getDb(), 12), await chefInput(getDb(), 13)];
    const results = await Promise.allSettled([
      createChefOrder(getDb(), { userId, input: a, idempotencyKey: 'race-key-0005', now: NOW }),
      createChefOrder(getDb(), { userId, input: b, idempotencyKey: 'race-key-0005', now: NOW }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ status: 422 });
    expect(await listOrdersForUser(getDb(), userId)).toHaveLength(1);
  });

  it('creates at most 10 orders a customer per hour: the 11th is a 429 with Retry-After, a replay still answers', async () => {
    const userId = await customer(getDb(), '9822200006');
    const input = await chefInput(getDb());
    for (let i = 0; i < 10; i += 1) {
      const at = addMinutes(NOW, i);
      expect((await placeOrder(getDb(), { userId, input, idempotencyKey: `hourly-key-${i}`, now: at })).created).toBe(true);
    }
    const halfHourLater = addMinutes(NOW, 30);
    const refused = await rejection(placeOrder(getDb(), { userId, input, idempotencyKey: 'hourly-key-10', now: halfHourLater }));
    expect(refused.status).toBe(429);
    // the oldest of the last hour's orders (NOW) is an hour old in 30 minutes
    expect(refused.options.headers).toEqual({ 'Retry-After': '1800' });
    expect(refused.message).toBe('You can place at most 10 orders an hour. Please try again in 30 minutes.');
    // an idempotent replay is not a new order
    const replay = await placeOrder(getDb(), { userId, input, idempotencyKey: 'hourly-key-0', now: halfHourLater });
    expect(replay.created).toBe(false);
    // decoration orders count too, then the window moves on
    const product = (await findProductBySlug(getDb(), DECORATION))!;
    const decoration = schemaDecorationOrderAdd.parse({
      orderType: 1,
      productSlug: DECORATION,
      eventDate: '2026-11-23',
      slotId: '16-19',
      address: { name: 'Asha Verma', line1: 'Flat 402, Tower B, Supertech', pincode: '201309' },
      expectedTotal: decorationBill({ productPrice: product.price, addons: [] }).total,
    });
    expect((await rejection(createDecorationOrder(getDb(), { userId, input: decoration, now: halfHourLater }))).status).toBe(429);
    const anHourOn = addSeconds(NOW, 3600);
    expect((await createDecorationOrder(getDb(), { userId, input: decoration, now: anHourOn })).created).toBe(true);
    expect((await rejection(createChefOrder(getDb(), { userId, input, now: anHourOn }))).options.headers).toEqual({ 'Retry-After': '60' });
    expect(await listOrdersForUser(getDb(), userId)).toHaveLength(11);
  });

  it('keeps the hourly limit under concurrent submits', async () => {
    const userId = await customer(getDb(), '9822200007');
    // the booking transaction itself, so that the submits overlap inside it
    const values = {
      userId,
      orderType: 2 as const,
      eventDate: '2026-11-23',
      slot: '19-20',
      address: {},
      bill: { lines: [] },
      total: 700,
      advance: 210,
      balance: 490,
      cancellationPolicy: 'Full refund before acceptance',
      createdAt: NOW,
      updatedAt: NOW,
    };
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, () => insertOrderOnce(getDb(), values, { now: NOW, maxOrdersPerHour: 10 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 429 });
    expect(await listOrdersForUser(getDb(), userId)).toHaveLength(10);
  });

  it('enforces the 90-day booking horizon for chef and decoration orders', async () => {
    const userId = await customer(getDb(), '9822200008');
    const last = maxBookingDate(NOW);
    expect(last).toBe(addIstDays('2026-11-21', 90));
    expect((await createChefOrder(getDb(), { userId, input: await chefInput(getDb(), 10, { eventDate: last }), now: NOW })).created).toBe(
      true,
    );
    const product = (await findProductBySlug(getDb(), DECORATION))!;
    const decoration = (eventDate: string) =>
      schemaDecorationOrderAdd.parse({
        orderType: 1,
        productSlug: DECORATION,
        eventDate,
        slotId: '16-19',
        address: { name: 'Asha Verma', line1: 'Flat 402, Tower B, Supertech', pincode: '201309' },
        expectedTotal: decorationBill({ productPrice: product.price, addons: [] }).total,
      });
    expect((await createDecorationOrder(getDb(), { userId, input: decoration(last), now: NOW })).created).toBe(true);
    for (const eventDate of [addIstDays(last, 1), '9999-12-31']) {
      const chef = await rejection(createChefOrder(getDb(), { userId, input: await chefInput(getDb(), 10, { eventDate }), now: NOW }));
      const balloons = await rejection(createDecorationOrder(getDb(), { userId, input: decoration(eventDate), now: NOW }));
      for (const error of [chef, balloons]) {
        expect(error.status).toBe(400);
        expect(error.message).toBe('Bookings open up to 90 days ahead. Please choose an earlier date.');
        expect(error.options.errors).toEqual([{ path: 'eventDate', message: 'At most 90 days ahead' }]);
      }
    }
    // a day later the horizon has moved on
    const nextDay = addDays(NOW, 1);
    expect(
      (await createChefOrder(getDb(), { userId, input: await chefInput(getDb(), 10, { eventDate: addIstDays(last, 1) }), now: nextDay }))
        .created,
    ).toBe(true);
  });
});
