import { PGlite } from '@electric-sql/pglite';
import { withAvailableProviders } from '../../../helpers/providers';
import { addSeconds, subSeconds } from 'date-fns';
import { asc, eq, inArray, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { expect, it } from 'vitest';
import { findDishesForOrder } from '../../../../server/catalog/repository';
import * as schema from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { placeOrder } from '../../../../server/orders/placement';
import { insertOrderOnce, listOrdersForUser, listStatusHistory, newOrderNumber } from '../../../../server/orders/repository';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Placing an order counts the hour in SQL and makes few round trips, on both databases. */

const NOW = new Date('2026-11-21T10:00:00+05:30');

/** `db` on the same connection(s), with every statement Drizzle sends recorded in `statements` (BEGIN/COMMIT too on PostgreSQL). */
function recording(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  const recorded =
    client instanceof PGlite ? drizzlePglite({ client, schema, logger }) : drizzlePg({ client: client as Pool, schema, logger });
  return { db: recorded as unknown as Db, statements };
}

/** The jobs queued with `dedupeKey`. */
const jobsKeyed = (db: Db, dedupeKey: string) => db.select().from(schema.jobs).where(eq(schema.jobs.dedupeKey, dedupeKey));

/** The statements that do work (without transaction control, which only the node-postgres driver reports). */
const work = (statements: string[]) => statements.filter((s) => !/^(begin|commit|rollback)\b/i.test(s.trim()));

async function customer(db: Db, phone: string): Promise<string> {
  return (await findOrCreateUserByPhone(db, phone)).user.id;
}

/** Values of a chef order awaiting payment, as the booking functions pass them to `insertOrderOnce`. */
function orderValues(userId: string, createdAt: Date) {
  return {
    userId,
    orderType: 2 as const,
    status: 5 as const,
    holdExpiresAt: addSeconds(createdAt, 1800),
    eventDate: '2026-11-23',
    slot: '19-20',
    address: {},
    bill: { lines: [] },
    total: 700,
    advance: 210,
    balance: 490,
    cancellationPolicy: 'Full refund before acceptance',
    createdAt,
    updatedAt: createdAt,
  };
}

describeEachDatabase('order placement round trips', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it("places a chef order with a key in 4 statements, 3 of them in the transaction, whatever the hour holds, then holds a provider's time", async () => {
    const userId = await customer(getDb(), '9822300001');
    const input = chefOrderInput(await someDishes(getDb(), 5), 10);
    // a busy hour: 40 orders already (the limit raised as the bench raises it)
    for (let i = 0; i < 40; i += 1) {
      await insertOrderOnce(getDb(), orderValues(userId, subSeconds(NOW, 60 + i)), { now: NOW, maxOrdersPerHour: 1000 });
    }
    const { db, statements } = recording(getDb());
    const placed = await placeOrder(db, { userId, input, idempotencyKey: 'round-trips-0001', now: NOW, maxOrdersPerHour: 1000 });
    expect(placed.created).toBe(true);
    // the dishes with appliances and ingredients, then in the transaction: the lock, the key and the hour's
    // COUNT, and one INSERT of the order, its history and its expiry job
    const booking = work(statements).slice(0, 4);
    expect(booking[3]).toMatch(/^\s*with "placed" as \(insert into "orders"/);
    expect(booking.filter((s) => /pg_advisory_xact_lock/.test(s))).toHaveLength(1);
    expect(booking.filter((s) => /count\(\*\)/i.test(s))).toHaveLength(1);
    expect(booking.filter((s) => /^\s*(with .*)?insert/is.test(s))).toHaveLength(1);
    // then, in the same transaction, the hold of a free provider's time (server/capacity holdProvider): the free
    // providers and their ranking facts (served before, punctuality, rating) read in a fixed number of statements
    // whatever their number, then the first of them tried inside a savepoint (so that a refusal lets go of their lock
    // at once), locked, one INSERT of the hold
    const hold = work(statements).slice(4);
    expect(hold).toHaveLength(13);
    expect(hold.filter((s) => /^\s*(savepoint|release savepoint)/i.test(s))).toHaveLength(2);
    expect(hold.filter((s) => /pg_advisory_xact_lock/.test(s))).toHaveLength(1);
    expect(hold.filter((s) => /^\s*insert/i.test(s))).toEqual([expect.stringMatching(/^insert into "provider_bookings"/)]);
    // what the one INSERT wrote
    expect((await listStatusHistory(getDb(), placed.details._id)).map((h) => h.note)).toEqual([
      'Order placed: awaiting payment of the advance',
    ]);
    expect(placed.details.history.map((h) => h.note)).toEqual(['Order placed: awaiting payment of the advance']);
    const expiry = await jobsKeyed(getDb(), `expire:${placed.details._id}`);
    expect(expiry).toHaveLength(1);
    expect(expiry[0]).toMatchObject({ name: 'order.expire', status: 'queued', payload: { orderId: placed.details._id } });
    // a replay is found in the transaction: the order and its history are read, nothing is written
    statements.length = 0;
    const replay = await placeOrder(db, { userId, input, idempotencyKey: 'round-trips-0001', now: NOW });
    expect([replay.created, replay.details._id]).toEqual([false, placed.details._id]);
    expect(work(statements)).toHaveLength(5);
    expect(work(statements).filter((s) => /insert/i.test(s))).toHaveLength(0);
    // a late replay that the clock rule would refuse now still gets its order, read after the refusal
    statements.length = 0;
    const late = await placeOrder(db, { userId, input, idempotencyKey: 'round-trips-0001', now: new Date('2026-11-23T12:00:00+05:30') });
    expect([late.created, late.details._id]).toEqual([false, placed.details._id]);
    expect(work(statements)).toHaveLength(2);
  });

  it('counts the hour at its boundary under concurrent submits: an order exactly an hour old no longer counts', async () => {
    const userId = await customer(getDb(), '9822300002');
    const limit = { now: NOW, maxOrdersPerHour: 5 };
    // an hour old to the millisecond (out), a second younger (in), and two more in the hour: 3 of 5 used
    for (const createdAt of [subSeconds(NOW, 3600), subSeconds(NOW, 3599), subSeconds(NOW, 600), subSeconds(NOW, 60)]) {
      await insertOrderOnce(getDb(), orderValues(userId, createdAt), { ...limit, now: createdAt });
    }
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => insertOrderOnce(getDb(), orderValues(userId, NOW), limit)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
    expect(refused).toHaveLength(6);
    // the 5th newest of the hour is the one 3,599 s old: free again in 1 s
    for (const reason of refused) expect(reason).toMatchObject({ status: 429, options: { headers: { 'Retry-After': '1' } } });
    expect(await listOrdersForUser(getDb(), userId)).toHaveLength(6);
    // a second later that order is an hour old too: one more fits, and then the oldest counted is 601 s old
    const later = addSeconds(NOW, 1);
    await insertOrderOnce(getDb(), orderValues(userId, later), { ...limit, now: later });
    const again = await Promise.allSettled([insertOrderOnce(getDb(), orderValues(userId, later), { ...limit, now: later })]);
    expect(again[0]).toMatchObject({ status: 'rejected', reason: { status: 429, options: { headers: { 'Retry-After': '2999' } } } });
  });

  it('books again with another number when the drawn order number is taken, without a second order or history', async () => {
    const [first, second] = [await customer(getDb(), '9822300003'), await customer(getDb(), '9822300004')];
    const taken = newOrderNumber();
    await insertOrderOnce(getDb(), orderValues(first, NOW), { now: NOW, maxOrdersPerHour: 10, newOrderNumber: () => taken });
    const draws = [taken, taken, 'PS-ZZZZZ2'];
    const placed = await insertOrderOnce(getDb(), orderValues(second, NOW), {
      now: NOW,
      maxOrdersPerHour: 10,
      newOrderNumber: () => draws.shift()!,
    });
    expect(placed.order.orderNumber).toBe('PS-ZZZZZ2');
    expect(await listOrdersForUser(getDb(), second)).toHaveLength(1);
    expect(await listStatusHistory(getDb(), placed.order.id)).toHaveLength(1);
    expect(await jobsKeyed(getDb(), `expire:${placed.order.id}`)).toHaveLength(1);
  });

  it('books again when the database broke a deadlock by rolling the booking back (as Drizzle wraps the error)', async () => {
    const userId = await customer(getDb(), '9822300005');
    let draws = 0;
    const placed = await insertOrderOnce(getDb(), orderValues(userId, NOW), {
      now: NOW,
      maxOrdersPerHour: 10,
      newOrderNumber: () => {
        draws += 1;
        // the first try fails as a transaction PostgreSQL chose as a deadlock's victim does
        if (draws === 1) throw new Error('Failed query', { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });
        return 'PS-ZZZZZ3';
      },
    });
    expect([draws, placed.order.orderNumber]).toEqual([2, 'PS-ZZZZZ3']);
    expect(await listOrdersForUser(getDb(), userId)).toHaveLength(1);
  });

  it('reads the dishes of an order with their appliances and ingredients in one statement, in the order asked', async () => {
    const dishes = await someDishes(getDb(), 12);
    const ids = [...dishes.map((d) => d.id)].reverse();
    const { db, statements } = recording(getDb());
    const found = await findDishesForOrder(db, [...ids, ids[0]!, '00000000-0000-4000-8000-000000000000']);
    expect(work(statements)).toHaveLength(1);
    expect(found.map((d) => d.id)).toEqual(ids);
    // the ingredients as a plain join reads them, in name order
    const { dishIngredients, ingredients } = schema;
    const rows = await getDb()
      .select({
        dishId: dishIngredients.dishId,
        name: ingredients.name,
        unit: ingredients.unit,
        quantityPerPerson: dishIngredients.quantityPerPerson,
      })
      .from(dishIngredients)
      .innerJoin(ingredients, eq(ingredients.id, dishIngredients.ingredientId))
      .where(inArray(dishIngredients.dishId, ids))
      .orderBy(asc(ingredients.name));
    for (const dish of found) {
      const catalogue = dishes.find((d) => d.id === dish.id)!;
      expect(dish).toMatchObject({ name: catalogue.name, dishRate: catalogue.dishRate, isDish: catalogue.isDish });
      expect(dish.appliances).toEqual(catalogue.appliances);
      expect(dish.ingredients).toEqual(rows.filter((r) => r.dishId === dish.id).map(({ dishId: _dishId, ...ingredient }) => ingredient));
    }
    expect(found.some((d) => d.ingredients.length > 0 && d.ingredients.every((i) => i.quantityPerPerson > 0))).toBe(true);
    expect(found.some((d) => d.appliances.length > 0)).toBe(true);
  });
});
