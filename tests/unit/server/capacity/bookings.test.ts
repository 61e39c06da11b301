/**
 * The capacity engine on PGlite and PostgreSQL: the exclusion constraint keeps one provider's bookings apart, an
 * expired hold blocks nobody, the jobs-a-day limit, racing holds (real concurrency on PostgreSQL's pool), moves.
 */
import { addMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { busySpan, jobSpan } from '../../../../lib/capacity';
import { ORDER_STATUS } from '../../../../lib/constants';
import type { WeeklyRange } from '../../../../lib/contracts/availability';
import {
  bookingOf,
  confirmBooking,
  deleteExpiredHolds,
  extendHold,
  freeProviders,
  holdProvider,
  moveBooking,
  releaseBooking,
} from '../../../../server/capacity';
import { insertBooking, upsertAvailability } from '../../../../server/capacity/repository';
import { orders, providerBookings } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { BEFORE, NOIDA_ADDRESS, makeOrder, makeProvider, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const ist = (text: string) => new Date(`${text}+05:30`);
const EVERY_DAY: WeeklyRange[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '07:00', to: '24:00' }));
const DATE = '2026-11-23';
// a one-dish chef job at 19:00: the job to 21:30, busy (with travel) to 22:15
const SPAN = jobSpan({ service: 'chef', date: DATE, slotId: '19-20', dishes: 1 });
const HOLD_UNTIL = addMinutes(BEFORE, 15);

/** A Bengaluru address at `pincode` (each test has a pincode of its own, so other tests' providers never compete). */
const addressAt = (pincode: string) => ({ ...NOIDA_ADDRESS, pincode, city: 'Bengaluru', citySlug: 'bengaluru', locality: 'MG Road' });

async function providerWithHours(db: Db, pincode: string, { weekly = EVERY_DAY, maxJobsPerDay = 3, services = ['chef'] } = {}) {
  const provider = await makeProvider(db, { cities: ['bengaluru'], pincodes: [pincode], services, phone: nextPhone('96') });
  await upsertAvailability(db, { providerId: provider.id, weekly, timeOff: [], maxJobsPerDay, updatedAt: BEFORE });
  return provider;
}

const orderAt = (db: Db, pincode: string, overrides: Parameters<typeof makeOrder>[1] = {}) =>
  makeOrder(db, { address: addressAt(pincode), eventDate: DATE, slot: '19-20', ...overrides });

const hold = (db: Db, orderId: string, pincode: string, extra: Partial<Parameters<typeof holdProvider>[1]> = {}) =>
  db.transaction((tx) =>
    holdProvider(tx, {
      orderId,
      service: 'chef',
      pincode,
      span: SPAN,
      jobDate: DATE,
      customerId: 'c0000000-0000-4000-8000-000000000000',
      now: BEFORE,
      expiresAt: HOLD_UNTIL,
      ...extra,
    }),
  );

describeEachDatabase(
  'provider bookings',
  (getDb) => {
    it('the database refuses an overlapping booking of one provider, and allows back-to-back ones and other providers', async () => {
      const db = getDb();
      const [one, two] = [await providerWithHours(db, '560001'), await providerWithHours(db, '560001')];
      const [a, b, c, d] = [
        await orderAt(db, '560001'),
        await orderAt(db, '560001'),
        await orderAt(db, '560001'),
        await orderAt(db, '560001'),
      ];
      const base = { kind: 'job' as const, jobDate: DATE, expiresAt: null, now: BEFORE };
      const first = await insertBooking(db, {
        ...base,
        providerId: one.id,
        orderId: a.id,
        span: { start: ist('2026-11-23T12:00'), end: ist('2026-11-23T15:00') },
      });
      expect(first).not.toBeNull();
      // one minute of overlap: refused without breaking anything
      const overlapping = await insertBooking(db, {
        ...base,
        providerId: one.id,
        orderId: b.id,
        span: { start: ist('2026-11-23T14:59'), end: ist('2026-11-23T16:00') },
      });
      expect(overlapping).toBeNull();
      // a plain insert is refused by the constraint itself
      await expect(
        db.insert(providerBookings).values({
          providerId: one.id,
          orderId: b.id,
          kind: 'job',
          startsAt: ist('2026-11-23T13:00'),
          endsAt: ist('2026-11-23T14:00'),
          jobDate: DATE,
        }),
      ).rejects.toThrow();
      const backToBack = await insertBooking(db, {
        ...base,
        providerId: one.id,
        orderId: c.id,
        span: { start: ist('2026-11-23T15:00'), end: ist('2026-11-23T16:00') },
      });
      expect(backToBack).not.toBeNull();
      const otherProvider = await insertBooking(db, {
        ...base,
        providerId: two.id,
        orderId: d.id,
        span: { start: ist('2026-11-23T12:00'), end: ist('2026-11-23T15:00') },
      });
      expect(otherProvider).not.toBeNull();
    });

    it('a hold keeps the provider until it expires; then it blocks nobody, and a job sweeps it', async () => {
      const db = getDb();
      const provider = await providerWithHours(db, '560052');
      const [first, second, third] = [await orderAt(db, '560052'), await orderAt(db, '560052'), await orderAt(db, '560052')];
      expect(await hold(db, first.id, '560052')).toBe(provider.id);
      expect(await bookingOf(db, first.id)).toMatchObject({
        kind: 'hold',
        providerId: provider.id,
        startsAt: SPAN.start,
        endsAt: busySpan('chef', SPAN).end,
      });
      // while it lasts, nobody else gets the provider
      expect(await hold(db, second.id, '560052', { now: addMinutes(BEFORE, 14) })).toBeNull();
      // at its expiry it is gone for the next customer, who takes the time (the expired hold deleted)
      expect(await hold(db, second.id, '560052', { now: HOLD_UNTIL, expiresAt: addMinutes(HOLD_UNTIL, 15) })).toBe(provider.id);
      expect(await bookingOf(db, first.id)).toBeNull();
      // the sweep deletes what has expired and nothing else
      expect(
        await hold(db, third.id, '560052', {
          span: jobSpan({ service: 'chef', date: '2026-11-24', slotId: '10-11', dishes: 1 }),
          jobDate: '2026-11-24',
        }),
      ).toBe(provider.id);
      expect(await deleteExpiredHolds(db, addMinutes(HOLD_UNTIL, 1))).toBeGreaterThanOrEqual(1);
      expect(await bookingOf(db, third.id)).toBeNull();
      expect(await bookingOf(db, second.id)).not.toBeNull();
    });

    it('extends a hold, confirms it as the job, and releases it', async () => {
      const db = getDb();
      const provider = await providerWithHours(db, '560051');
      const order = await orderAt(db, '560051');
      expect(await hold(db, order.id, '560051')).toBe(provider.id);
      const later = addMinutes(HOLD_UNTIL, 10);
      expect(await db.transaction((tx) => extendHold(tx, order.id, later, BEFORE))).toBe(true);
      expect((await bookingOf(db, order.id))?.expiresAt).toEqual(later);
      const job = await db.transaction((tx) => confirmBooking(tx, order.id, BEFORE));
      expect(job).toMatchObject({ kind: 'job', expiresAt: null, providerId: provider.id });
      // again: the same job; a job is never swept
      expect(await db.transaction((tx) => confirmBooking(tx, order.id, BEFORE))).toMatchObject({ kind: 'job' });
      expect(await db.transaction((tx) => extendHold(tx, order.id, later, BEFORE))).toBe(false);
      await deleteExpiredHolds(db, addMinutes(later, 60));
      expect(await bookingOf(db, order.id)).not.toBeNull();
      expect(await db.transaction((tx) => releaseBooking(tx, order.id))).toBe(true);
      expect(await bookingOf(db, order.id)).toBeNull();
      expect(await db.transaction((tx) => confirmBooking(tx, order.id, BEFORE))).toBeNull();
    });

    it('keeps the jobs-a-day limit, counting holds and jobs of the IST date', async () => {
      const db = getDb();
      const provider = await providerWithHours(db, '560009', { maxJobsPerDay: 1 });
      const [morning, evening, nextDay] = [await orderAt(db, '560009'), await orderAt(db, '560009'), await orderAt(db, '560009')];
      const morningSpan = jobSpan({ service: 'chef', date: DATE, slotId: '08-09', dishes: 1 });
      expect(await hold(db, morning.id, '560009', { span: morningSpan })).toBe(provider.id);
      expect(await hold(db, evening.id, '560009')).toBeNull();
      const free = await freeProviders(db, { service: 'chef', pincode: '560009', span: SPAN, jobDate: DATE, now: BEFORE });
      expect(free).toEqual([]);
      const tomorrow = jobSpan({ service: 'chef', date: '2026-11-24', slotId: '19-20', dishes: 1 });
      expect(await hold(db, nextDay.id, '560009', { span: tomorrow, jobDate: '2026-11-24' })).toBe(provider.id);
    });

    it('offers nobody outside their hours, in their time off, or for another service or pincode', async () => {
      const db = getDb();
      const mornings = await providerWithHours(db, '560053', { weekly: [{ day: 1, from: '07:00', to: '14:00' }] });
      const decorator = await providerWithHours(db, '560053', { services: ['decoration'] });
      const away = await providerWithHours(db, '560053');
      await upsertAvailability(db, {
        providerId: away.id,
        weekly: EVERY_DAY,
        timeOff: [{ from: '2026-11-23T18:00', to: '2026-11-24T09:00', reason: 'Family function' }],
        maxJobsPerDay: 3,
        updatedAt: BEFORE,
      });
      const free = await freeProviders(db, { service: 'chef', pincode: '560053', span: SPAN, jobDate: DATE, now: BEFORE });
      expect(free).toEqual([]);
      const lunch = jobSpan({ service: 'chef', date: DATE, slotId: '10-11', dishes: 1 });
      const atLunch = await freeProviders(db, { service: 'chef', pincode: '560053', span: lunch, jobDate: DATE, now: BEFORE });
      expect(atLunch.map((entry) => entry.providerId).sort()).toEqual([mornings.id, away.id].sort());
      expect(atLunch.map((entry) => entry.providerId)).not.toContain(decorator.id);
    });

    it('ranks the free providers: fewest jobs that day, then one who served the customer before', async () => {
      const db = getDb();
      const [busy, regular, other] = [
        await providerWithHours(db, '560020'),
        await providerWithHours(db, '560020'),
        await providerWithHours(db, '560020'),
      ];
      const earlier = await orderAt(db, '560020');
      await insertBooking(db, {
        providerId: busy.id,
        orderId: earlier.id,
        kind: 'job',
        span: { start: ist('2026-11-23T08:00'), end: ist('2026-11-23T10:00') },
        jobDate: DATE,
        expiresAt: null,
        now: BEFORE,
      });
      const done = await orderAt(db, '560020', { status: ORDER_STATUS.COMPLETED, eventDate: '2026-10-01', customerPhone: '9811177001' });
      await db.update(orders).set({ providerId: regular.id }).where(eq(orders.id, done.id));
      const ranked = await freeProviders(db, {
        service: 'chef',
        pincode: '560020',
        span: SPAN,
        jobDate: DATE,
        customerId: done.userId,
        now: BEFORE,
      });
      expect(ranked.map((entry) => entry.providerId)).toEqual([regular.id, other.id, busy.id]);
      expect(ranked[0]).toMatchObject({ providerId: regular.id, jobsThatDay: 0, servedCustomerBefore: true });
      expect(ranked[2]).toMatchObject({ providerId: busy.id, jobsThatDay: 1 });
      const excluded = await freeProviders(db, {
        service: 'chef',
        pincode: '560020',
        span: SPAN,
        jobDate: DATE,
        now: BEFORE,
        excludeProviderIds: [regular.id],
      });
      expect(excluded.map((entry) => entry.providerId)).not.toContain(regular.id);
    });

    it("10 customers racing for one provider's last slot: exactly one holds it", async () => {
      const db = getDb();
      const provider = await providerWithHours(db, '560080', { maxJobsPerDay: 10 });
      const racers = [];
      for (let index = 0; index < 10; index += 1)
        racers.push(await orderAt(db, '560080', { customerPhone: `98111880${String(index).padStart(2, '0')}` }));
      const results = await Promise.all(racers.map((order) => hold(db, order.id, '560080')));
      expect(results.filter((id) => id === provider.id)).toHaveLength(1);
      expect(results.filter((id) => id === null)).toHaveLength(9);
      const rows = await db.select().from(providerBookings).where(eq(providerBookings.providerId, provider.id));
      expect(rows).toHaveLength(1);
    });

    it('20 customers racing for two providers of a slot: exactly two hold, every other is refused cleanly', async () => {
      const db = getDb();
      const [one, two] = [
        await providerWithHours(db, '560038', { maxJobsPerDay: 10 }),
        await providerWithHours(db, '560038', { maxJobsPerDay: 10 }),
      ];
      // once one provider holds a job that day, later racers rank the other first: checkouts try them in either order
      const racers = [];
      for (let index = 0; index < 20; index += 1)
        racers.push(await orderAt(db, '560038', { customerPhone: `98111890${String(index).padStart(2, '0')}` }));
      const results = await Promise.all(racers.map((order) => hold(db, order.id, '560038')));
      expect(results.filter((id) => id !== null).sort()).toEqual([one.id, two.id].sort());
    });

    it('the constraint alone decides 10 racing inserts of overlapping bookings', async () => {
      const db = getDb();
      const provider = await providerWithHours(db, '560025', { maxJobsPerDay: 10 });
      const racers = [];
      for (let index = 0; index < 10; index += 1) racers.push(await orderAt(db, '560025'));
      const results = await Promise.all(
        racers.map((order, index) =>
          db.transaction((tx) =>
            insertBooking(tx, {
              providerId: provider.id,
              orderId: order.id,
              kind: 'job',
              span: { start: addMinutes(SPAN.start, index), end: addMinutes(SPAN.end, index) },
              jobDate: DATE,
              expiresAt: null,
              now: BEFORE,
            }),
          ),
        ),
      );
      expect(results.filter((row) => row !== null)).toHaveLength(1);
    });

    it('moves a booking only to a provider free by the same rules, keeping its kind', async () => {
      const db = getDb();
      const [first, second, noHours, fullDay] = [
        await providerWithHours(db, '560027'),
        await providerWithHours(db, '560027'),
        await makeProvider(db, { cities: ['bengaluru'], pincodes: ['560027'], phone: nextPhone('95') }),
        await providerWithHours(db, '560027', { maxJobsPerDay: 1 }),
      ];
      const [order, blocker, dayJob] = [await orderAt(db, '560027'), await orderAt(db, '560027'), await orderAt(db, '560027')];
      expect(await hold(db, order.id, '560027', { excludeProviderIds: [second.id, fullDay.id] })).toBe(first.id);
      await db.transaction((tx) => confirmBooking(tx, order.id, BEFORE));
      // `second` already has an overlapping job; `fullDay` has its one job of the day; `noHours` set none
      await insertBooking(db, {
        providerId: second.id,
        orderId: blocker.id,
        kind: 'job',
        span: { start: ist('2026-11-23T20:00'), end: ist('2026-11-23T21:00') },
        jobDate: DATE,
        expiresAt: null,
        now: BEFORE,
      });
      await insertBooking(db, {
        providerId: fullDay.id,
        orderId: dayJob.id,
        kind: 'job',
        span: { start: ist('2026-11-23T08:00'), end: ist('2026-11-23T09:00') },
        jobDate: DATE,
        expiresAt: null,
        now: BEFORE,
      });
      for (const target of [second, noHours, fullDay]) {
        expect(await db.transaction((tx) => moveBooking(tx, order.id, target.id, BEFORE)), target.name).toBe(false);
        expect((await bookingOf(db, order.id))?.providerId).toBe(first.id);
      }
      await db.delete(providerBookings).where(eq(providerBookings.orderId, blocker.id));
      expect(await db.transaction((tx) => moveBooking(tx, order.id, second.id, BEFORE))).toBe(true);
      expect(await bookingOf(db, order.id)).toMatchObject({ providerId: second.id, kind: 'job', startsAt: SPAN.start });
      // the first provider's time is free again
      const free = await freeProviders(db, { service: 'chef', pincode: '560027', span: SPAN, jobDate: DATE, now: BEFORE });
      expect(free.map((entry) => entry.providerId)).toContain(first.id);
    });
  },
  { seed: false },
);
