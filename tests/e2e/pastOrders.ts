import { addDays, addHours, addMinutes } from 'date-fns';
import { ORDER_STATUS } from '../../lib/constants';
import { addIstDays, istDate } from '../../lib/dates';
import { openDatabase } from '../../server/db/connect';
import { seedIfEmpty } from '../../server/app/seed';
import type { Db } from '../../server/db/types';
import { appJobHandlers } from '../../server/app/jobHandlers';
import { runDueJobs } from '../../server/jobs/worker';
import { createChefOrder } from '../../server/orders/chef';
import { updateOrderStatusByOps } from '../../server/ops/orderStatus';
import { orderStartsAt } from '../../lib/orders';
import { findOrCreateUserByPhone } from '../../server/users/repository';
import { chefOrderInput, someDishes } from '../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../helpers/payments';
import { makeAvailableProvider } from '../helpers/providers';

/** What `completedChefOrderIn` made. */
export interface PastOrder {
  orderId: string;
  /** When the order's slot started (yesterday, 13:00 IST). */
  startsAt: Date;
  /** When operations marked it completed (3 hours after the start). */
  completedAt: Date;
}

/**
 * Statuses follow the clock: the server forbids completing an order before its slot starts, and
 * bookings need a lead time, so an order booked through a running server cannot be completed during a test.
 * This writes one the way the past would have: it opens (migrating and seeding, as a starting server does,
 * server/db/client.ts) a PGlite database in `dataDir`, and runs the real order, payment and operations code
 * with an injected clock (`deps.now`): the customer `phone` books a chef order for 15 people for yesterday
 * 13:00-14:00 IST four days before (a chef free then is added first, so the slot can be sold), pays the advance in the
 * sandbox, operations accept it (assigning that chef), mark it
 * in progress an hour before the start and completed three hours after, and the jobs due by then run.
 * The database is closed again, so a production server can be started on `dataDir` (its PGLITE_DIR).
 * @param customerName the booking's contact name (the review's reviewer name comes from it).
 * @throws when any step is refused, e.g. by the clock rule.
 */
export async function completedChefOrderIn(
  dataDir: string,
  { phone, customerName }: { phone: string; customerName: string },
): Promise<PastOrder> {
  const handle = await openDatabase({ kind: 'pglite', dataDir }, undefined, { afterMigrate: async (db) => void (await seedIfEmpty(db)) });
  try {
    return await completedChefOrder(handle.db, { phone, customerName });
  } finally {
    await handle.close();
  }
}

/** As completedChefOrderIn, on the open (migrated and seeded) database `db`. */
export async function completedChefOrder(db: Db, { phone, customerName }: { phone: string; customerName: string }): Promise<PastOrder> {
  const eventDate = addIstDays(istDate(new Date()), -1);
  const { user } = await findOrCreateUserByPhone(db, phone);
  const input = chefOrderInput(await someDishes(db, 6), 15, {
    eventDate,
    slotId: '13-14',
    address: { name: customerName, line1: 'House 4, Road 2', pincode: '201309' },
  });
  const startsAt = orderStartsAt({ eventDate, slot: input.slotId, orderType: input.orderType });
  const bookedAt = addDays(startsAt, -4);
  const at = (now: Date) => testPaymentDeps(db, now);
  // the chef operations will assign (in Noida, where the order is), free at that time: the booking only sells a
  // slot someone can serve, even on a database without demo providers
  const chef = await makeAvailableProvider(db, { name: 'Chef Ramesh' });
  const { order } = await createChefOrder(db, { userId: user.id, input, now: bookedAt, maxOrdersPerHour: 10 });
  const { status } = await payInSandbox(db, at(addMinutes(bookedAt, 2)), { user, orderId: order.id });
  if (status.message !== 'PAYMENT_SUCCESS') throw new Error(`the sandbox payment answered ${status.message}`);
  const move = (now: Date, input: Parameters<typeof updateOrderStatusByOps>[2]['input']) => updateOrderStatusByOps(db, at(now), { input });
  // accepting is assigning a provider
  await move(addHours(bookedAt, 1), { _id: order.id, status: ORDER_STATUS.ACCEPTED, providerId: chef.id });
  await move(addHours(startsAt, -1), { _id: order.id, status: ORDER_STATUS.IN_PROGRESS });
  const completedAt = addHours(startsAt, 3);
  await move(completedAt, { _id: order.id, status: ORDER_STATUS.COMPLETED });
  // the reconciler, the hold's expiry and the confirmation ran long ago on a real server
  const jobs = await runDueJobs(db, appJobHandlers(at), { now: completedAt, limit: 100 });
  if (jobs.failed > 0) throw new Error(`${jobs.failed} of ${jobs.ran} due jobs failed`);
  return { orderId: order.id, startsAt, completedAt };
}
