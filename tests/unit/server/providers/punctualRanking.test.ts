/**
 * Punctuality in the assignment order, on PGlite and PostgreSQL: with the same day's load, a provider who came late
 * in the last 90 days loses the offer to a punctual one (even with the better rating), and the facts the ranking
 * reads (server/capacity) are the counts the console shows (server/providers `providersPunctuality`) for the same
 * orders. Each test has a Bengaluru pincode of its own, so other tests' providers never compete.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import { orderJobSpan } from '../../../../lib/capacity';
import { freeProviders, moveBooking } from '../../../../server/capacity';
import { orders, providerOffers, reviews } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { providerJobHandlers } from '../../../../server/providers/jobs';
import { providersPunctuality } from '../../../../server/capacity';
import { BEFORE, NOIDA_ADDRESS, makeAvailableProvider, makeOrder, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const handlers = providerJobHandlers();

const addressAt = (pincode: string) => ({ ...NOIDA_ADDRESS, pincode, city: 'Bengaluru', citySlug: 'bengaluru', locality: 'MG Road' });
const providerAt = (db: Db, pincode: string, name: string) =>
  makeAvailableProvider(db, { name, cities: ['bengaluru'], pincodes: [pincode], phone: nextPhone('93') });

/** An IST instant on a date at 'HH:mm'. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/**
 * A past chef job of `providerId` at 19:00 IST on `eventDate` (another customer's, so "served this customer before"
 * stays out of it) with how it went: the arrival tap, the start with the code, the no-show.
 * @returns the order.
 */
async function pastJob(
  db: Db,
  { providerId, pincode, eventDate, arrivedAt = null, startedAt = null, noShowAt = null }: PastJob,
): Promise<{ id: string; userId: string }> {
  const order = await makeOrder(db, { address: addressAt(pincode), eventDate, slot: '19-20', customerPhone: '9822233344' });
  await db
    .update(orders)
    .set({ providerId, status: ORDER_STATUS.COMPLETED, arrivedAt, startedAt, providerNoShowAt: noShowAt })
    .where(eq(orders.id, order.id));
  return order;
}
interface PastJob {
  providerId: string;
  pincode: string;
  eventDate: string;
  arrivedAt?: Date | null;
  startedAt?: Date | null;
  noShowAt?: Date | null;
}

describeEachDatabase('punctuality in the assignment order', (getDb) => {
  it("with the same day's load, a provider who came late loses the offer to a punctual one, even rated higher", async () => {
    const db = getDb();
    const pincode = '560030';
    const late = await providerAt(db, pincode, 'Late Lakshman');
    const punctual = await providerAt(db, pincode, 'Punctual Prakash');
    // their record: each one job on 10 Nov, Lakshman 45 minutes late (rated 5 stars), Prakash on time (no review)
    const lateJob = await pastJob(db, { providerId: late.id, pincode, eventDate: '2026-11-10', arrivedAt: ist('2026-11-10', '19:45') });
    await pastJob(db, { providerId: punctual.id, pincode, eventDate: '2026-11-10', arrivedAt: ist('2026-11-10', '18:55') });
    await db
      .insert(reviews)
      .values({ orderId: lateJob.id, userId: lateJob.userId, orderType: ORDER_TYPE.CHEF, rating: 5, text: 'Lovely food' });
    // the same load on the day: one morning job each
    for (const provider of [late, punctual]) {
      const morning = await makeOrder(db, {
        address: addressAt(pincode),
        eventDate: '2026-11-23',
        slot: '09-10',
        customerPhone: '9833344455',
      });
      expect(await db.transaction((tx) => moveBooking(tx, morning.id, provider.id, BEFORE))).toBe(true);
    }

    const order = await makeOrder(db, { address: addressAt(pincode), eventDate: '2026-11-23', slot: '19-20' });
    const ranked = await freeProviders(db, {
      service: 'chef',
      pincode,
      span: orderJobSpan(order),
      jobDate: '2026-11-23',
      customerId: order.userId,
      now: BEFORE,
    });
    expect(ranked).toEqual([
      {
        providerId: punctual.id,
        jobsThatDay: 1,
        servedCustomerBefore: false,
        punctuality: { onTime: 1, late: 0, noShow: 0 },
        rating: null,
      },
      { providerId: late.id, jobsThatDay: 1, servedCustomerBefore: false, punctuality: { onTime: 0, late: 1, noShow: 0 }, rating: 5 },
    ]);

    await handlers['provider.auto_assign']!(db, { orderId: order.id }, BEFORE);
    const offers = await db.select().from(providerOffers).where(eq(providerOffers.orderId, order.id));
    expect(offers.map((offer) => [offer.providerId, offer.outcome])).toEqual([[punctual.id, 'pending']]);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]?.providerId).toBe(punctual.id);
  });

  it('ranks by the counts the console shows, for the same orders', async () => {
    const db = getDb();
    const pincode = '560032';
    const names = ['On Time', 'Late Tap', 'Late Start', 'No Show', 'Long Ago', 'Newcomer'];
    const [onTime, lateTap, lateStart, noShow, longAgo, newcomer] = await Promise.all(names.map((name) => providerAt(db, pincode, name)));
    const jobs: PastJob[] = [
      { providerId: onTime!.id, pincode, eventDate: '2026-11-20', arrivedAt: ist('2026-11-20', '19:30') },
      { providerId: onTime!.id, pincode, eventDate: '2026-11-19', startedAt: ist('2026-11-19', '19:10') },
      {
        providerId: lateTap!.id,
        pincode,
        eventDate: '2026-11-20',
        arrivedAt: ist('2026-11-20', '19:31'),
        startedAt: ist('2026-11-20', '19:35'),
      },
      { providerId: lateTap!.id, pincode, eventDate: '2026-11-18', arrivedAt: ist('2026-11-18', '19:00') },
      // no tap: the start with the code stands for the arrival
      { providerId: lateStart!.id, pincode, eventDate: '2026-11-20', startedAt: ist('2026-11-20', '20:00') },
      { providerId: noShow!.id, pincode, eventDate: '2026-11-17', noShowAt: ist('2026-11-17', '20:00') },
      { providerId: noShow!.id, pincode, eventDate: '2026-11-16', arrivedAt: ist('2026-11-16', '18:50') },
      // the window's edges: 90 days back counts, 91 does not; nothing of tomorrow's job yet
      { providerId: longAgo!.id, pincode, eventDate: '2026-08-23', arrivedAt: ist('2026-08-23', '21:00') },
      { providerId: longAgo!.id, pincode, eventDate: '2026-08-22', noShowAt: ist('2026-08-22', '20:00') },
      { providerId: newcomer!.id, pincode, eventDate: '2026-11-22' },
    ];
    for (const job of jobs) await pastJob(db, job);

    const order = await makeOrder(db, { address: addressAt(pincode), eventDate: '2026-11-23', slot: '19-20' });
    const ranked = await freeProviders(db, { service: 'chef', pincode, span: orderJobSpan(order), jobDate: '2026-11-23', now: BEFORE });
    const providers = [onTime, lateTap, lateStart, noShow, longAgo, newcomer].map((provider) => provider!);
    const shown = await providersPunctuality(
      db,
      providers.map((provider) => provider.id),
      BEFORE,
    );
    expect(new Map(ranked.map((entry) => [entry.providerId, entry.punctuality]))).toEqual(shown);
    expect(providers.map((provider) => shown.get(provider.id))).toEqual([
      { onTime: 2, late: 0, noShow: 0 },
      { onTime: 1, late: 1, noShow: 0 },
      { onTime: 0, late: 1, noShow: 0 },
      { onTime: 1, late: 0, noShow: 1 },
      { onTime: 0, late: 1, noShow: 0 },
      { onTime: 0, late: 0, noShow: 0 },
    ]);
    // newcomers and the spotless first (ties by id), then the higher share on time, the no-show last
    const byId = (a: string, b: string) => (a < b ? -1 : 1);
    expect(ranked.map((entry) => entry.providerId)).toEqual([
      ...[onTime!.id, newcomer!.id].sort(byId),
      lateTap!.id,
      ...[lateStart!.id, longAgo!.id].sort(byId),
      noShow!.id,
    ]);
  });
});
