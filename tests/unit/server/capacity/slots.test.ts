/**
 * The slots someone can serve, on PGlite and PostgreSQL: a slot is available when the clock allows it and at least
 * one provider of the service at the pincode is free for the whole job; `remaining` counts them; `served` and
 * `nextAvailableDate`; the next free slots; and the public route.
 */
import { addDays } from 'date-fns';
import { afterAll, beforeEach, expect, it } from 'vitest';
import slotsRoute from '../../../../pages/api/serviceability/slots';
import { serviceSlots } from '../../../../lib/capacity';
import { PINCODE_NOT_SERVED_MESSAGE, type SlotsAnswer, type WeeklyRange } from '../../../../lib/contracts/availability';
import { addIstDays, istDate } from '../../../../lib/dates';
import { clearSlotsCache, nextFreeSlots, slotAvailability } from '../../../../server/capacity';
import { insertBooking, upsertAvailability } from '../../../../server/capacity/repository';
import type { Db } from '../../../../server/db/types';
import { callRoute } from '../../../helpers/apiResponse';
import { forgetAppDb, pointAppAt } from '../../../helpers/opsDesk';
import { BEFORE, NOIDA_ADDRESS, makeOrder, makeProvider, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const ist = (text: string) => new Date(`${text}+05:30`);
// Monday 23 November 2026; the clock is Saturday 21 November, 10:00 IST
const MONDAY = '2026-11-23';
const MONDAY_EVENINGS: WeeklyRange[] = [{ day: 1, from: '16:00', to: '23:00' }];
const EVERY_DAY: WeeklyRange[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '07:00', to: '24:00' }));

async function providerWithHours(db: Db, pincode: string, weekly: WeeklyRange[], services = ['chef']) {
  const provider = await makeProvider(db, { cities: ['bengaluru'], pincodes: [pincode], services, phone: nextPhone('94') });
  await upsertAvailability(db, { providerId: provider.id, weekly, timeOff: [], maxJobsPerDay: 3, updatedAt: BEFORE });
  return provider;
}

const available = (answer: SlotsAnswer) => answer.slots.filter((slot) => slot.available).map((slot) => slot.slotId);

afterAll(() => forgetAppDb());

describeEachDatabase(
  'slots someone can serve',
  (getDb) => {
    beforeEach(() => clearSlotsCache());

    it('nobody serves a pincode: not ours, no provider of the service, or only providers of another service', async () => {
      const db = getDb();
      await providerWithHours(db, '560008', EVERY_DAY, ['decoration']);
      for (const pincode of ['999999', '560008']) {
        const answer = await slotAvailability(db, { service: 'chef', pincode, date: MONDAY, now: BEFORE });
        expect(answer).toMatchObject({ date: MONDAY, served: false, nextAvailableDate: null });
        expect(answer.slots).toHaveLength(15);
        expect(answer.slots.every((slot) => !slot.available && slot.remaining === 0)).toBe(true);
      }
      expect((await slotAvailability(db, { service: 'decoration', pincode: '560008', date: MONDAY, now: BEFORE })).served).toBe(true);
    });

    it('a provider without hours serves the pincode but is offered nothing', async () => {
      const db = getDb();
      await makeProvider(db, { cities: ['bengaluru'], pincodes: ['560038'], phone: nextPhone('94') });
      const answer = await slotAvailability(db, { service: 'chef', pincode: '560038', date: MONDAY, now: BEFORE });
      expect(answer).toMatchObject({ served: true, nextAvailableDate: null });
      expect(available(answer)).toEqual([]);
    });

    it('offers the slots whose whole job fits the hours, counting free providers, and none that a job overlaps', async () => {
      const db = getDb();
      const first = await providerWithHours(db, '560071', MONDAY_EVENINGS);
      // one dish: the job is the arrival hour and 90 minutes, so it must start by 20:30 to end by 23:00
      const oneDish = await slotAvailability(db, { service: 'chef', pincode: '560071', date: MONDAY, now: BEFORE, dishes: 1 });
      expect(available(oneDish)).toEqual(['16-17', '17-18', '18-19', '19-20', '20-21']);
      expect(oneDish.slots.find((slot) => slot.slotId === '16-17')).toEqual({
        slotId: '16-17',
        label: '04:00 PM - 05:00 PM',
        available: true,
        remaining: 1,
      });
      expect(oneDish.nextAvailableDate).toBe(MONDAY);
      // no dish count: the longest stay (5 hours after the arrival hour)
      expect(available(await slotAvailability(db, { service: 'chef', pincode: '560071', date: MONDAY, now: BEFORE }))).toEqual([
        '16-17',
        '17-18',
      ]);
      await providerWithHours(db, '560071', MONDAY_EVENINGS);
      const two = await slotAvailability(db, { service: 'chef', pincode: '560071', date: MONDAY, now: BEFORE, dishes: 1 });
      expect(two.slots.find((slot) => slot.slotId === '19-20')?.remaining).toBe(2);
      // the first provider is busy 20:00-22:00: a slot whose job and travel reach 20:00 keeps one provider (16:00 with
      // one dish is busy to 19:15, so both are free for it)
      const order = await makeOrder(db, { address: { ...NOIDA_ADDRESS, pincode: '560071', citySlug: 'bengaluru' }, eventDate: MONDAY });
      await insertBooking(db, {
        providerId: first.id,
        orderId: order.id,
        kind: 'job',
        span: { start: ist(`${MONDAY}T20:00`), end: ist(`${MONDAY}T22:00`) },
        jobDate: MONDAY,
        expiresAt: null,
        now: BEFORE,
      });
      const after = await slotAvailability(db, { service: 'chef', pincode: '560071', date: MONDAY, now: BEFORE, dishes: 1 });
      expect(Object.fromEntries(after.slots.filter((slot) => slot.available).map((slot) => [slot.slotId, slot.remaining]))).toEqual({
        '16-17': 2,
        '17-18': 1,
        '18-19': 1,
        '19-20': 1,
        '20-21': 1,
      });
    });

    it('keeps the clock rules: lead time, the 90-day window', async () => {
      const db = getDb();
      await providerWithHours(db, '560052', EVERY_DAY);
      // Sunday 22 November 17:30: the chef needs 24 hours, so Monday's slots from 18:00 on
      const answer = await slotAvailability(db, {
        service: 'chef',
        pincode: '560052',
        date: MONDAY,
        now: ist('2026-11-22T17:30'),
        dishes: 1,
      });
      expect(available(answer)[0]).toBe('18-19');
      const farAway = addIstDays(istDate(BEFORE), 91);
      const beyond = await slotAvailability(db, { service: 'chef', pincode: '560052', date: farAway, now: BEFORE, dishes: 1 });
      expect(available(beyond)).toEqual([]);
      expect(beyond.nextAvailableDate).toBeNull();
    });

    it('a full day points to the next date with a free slot, and the next free slots are listed soonest first', async () => {
      const db = getDb();
      await providerWithHours(db, '560080', MONDAY_EVENINGS);
      const tuesday = await slotAvailability(db, { service: 'chef', pincode: '560080', date: '2026-11-24', now: BEFORE, dishes: 1 });
      expect(available(tuesday)).toEqual([]);
      expect(tuesday.nextAvailableDate).toBe('2026-11-30');
      const next = await nextFreeSlots(db, {
        service: 'chef',
        pincode: '560080',
        fromDate: '2026-11-24',
        now: BEFORE,
        limit: 3,
        dishes: 1,
      });
      expect(next).toEqual([
        { date: '2026-11-30', slotId: '16-17', label: '04:00 PM - 05:00 PM' },
        { date: '2026-11-30', slotId: '17-18', label: '05:00 PM - 06:00 PM' },
        { date: '2026-11-30', slotId: '18-19', label: '06:00 PM - 07:00 PM' },
      ]);
      expect(await nextFreeSlots(db, { service: 'chef', pincode: '999999', fromDate: '2026-11-24', now: BEFORE, limit: 3 })).toEqual([]);
    });

    it('every service answers its own grid', async () => {
      const db = getDb();
      await providerWithHours(db, '560020', EVERY_DAY, ['decoration', 'buffet', 'food-delivery', 'photography']);
      for (const service of ['decoration', 'buffet', 'food-delivery', 'photography'] as const) {
        const answer = await slotAvailability(db, { service, pincode: '560020', date: MONDAY, now: BEFORE });
        expect(
          answer.slots.map((slot) => slot.slotId),
          service,
        ).toEqual(serviceSlots(service).map((slot) => slot.id));
        expect(available(answer).length, service).toBeGreaterThan(0);
      }
    });

    it('GET /api/serviceability/slots answers the contract, and 400 for a malformed query', async () => {
      const db = getDb();
      pointAppAt(db);
      await providerWithHours(db, '560009', EVERY_DAY);
      const date = istDate(addDays(new Date(), 7));
      const answer = await callRoute<{ data: SlotsAnswer }>(slotsRoute, {
        query: { service: 'chef', pincode: '560009', date, dishes: '2' },
      });
      expect(answer.status).toBe(200);
      expect(answer.json.data).toMatchObject({ date, served: true, nextAvailableDate: date });
      expect(available(answer.json.data).length).toBeGreaterThan(0);
      const unserved = await callRoute<{ data: SlotsAnswer; message: string }>(slotsRoute, {
        query: { service: 'chef', pincode: '560011', date },
      });
      expect(unserved.json.data.served).toBe(false);
      expect(unserved.json.message).toBe(PINCODE_NOT_SERVED_MESSAGE);
      for (const query of [
        { service: 'waiter', pincode: '560009', date },
        { service: 'chef', pincode: '5600', date },
        { service: 'chef', pincode: '560009', date: '23-11-2026' },
      ]) {
        expect((await callRoute(slotsRoute, { query })).status).toBe(400);
      }
    });
  },
  { seed: false },
);
