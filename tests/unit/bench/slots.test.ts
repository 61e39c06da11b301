import { describe, expect, it } from 'vitest';
import { RACE_CUSTOMERS, RACE_FREE_SLOTS, slotsFailures, slotsMix, type SlotsLoad, type SlotsRace } from '../../../bench/slots';
import { slotsBenchPincodes } from '../../../bench/slotsSeed';
import { addIstDays } from '../../../lib/dates';

const GOOD_LOAD: SlotsLoad = { requests: 1000, requestsPerSecond: 500, p50: 10, p95: 40, p99: 60, statuses: { 200: 1000 }, noAnswer: 0 };
const GOOD_RACE: SlotsRace = {
  remainingBefore: RACE_FREE_SLOTS,
  statuses: { 201: RACE_FREE_SLOTS, 409: RACE_CUSTOMERS - RACE_FREE_SLOTS },
  slotTaken: RACE_CUSTOMERS - RACE_FREE_SLOTS,
  orders: RACE_FREE_SLOTS,
  withBooking: RACE_FREE_SLOTS,
  withoutBooking: 0,
  overlapping: 0,
  doubleBooked: 0,
};

describe('slots bench', () => {
  it('asks a fixed mix: every service, the city’s pincodes, tomorrow to 60 days ahead, dishes and hours where the flow sends them', () => {
    const today = '2026-12-07';
    const mix = slotsMix(2000, today);
    expect(slotsMix(2000, today)).toEqual(mix);
    const pincodes = new Set(slotsBenchPincodes());
    const services = new Map<string, number>();
    for (const path of mix) {
      const query = new URL(path, 'http://bench').searchParams;
      const service = query.get('service')!;
      services.set(service, (services.get(service) ?? 0) + 1);
      expect(pincodes.has(query.get('pincode')!)).toBe(true);
      expect(query.get('date')! > today && query.get('date')! <= addIstDays(today, 60)).toBe(true);
      expect(query.has('dishes')).toBe(service === 'chef');
      expect(query.has('hours')).toBe(service === 'photography');
    }
    expect([...services.keys()].sort()).toEqual(['buffet', 'chef', 'decoration', 'food-delivery', 'photography']);
    expect(services.get('chef')! / mix.length).toBeGreaterThan(0.3);
    expect(services.get('chef')! / mix.length).toBeLessThan(0.4);
  });

  it('meets its goals only with p95 within 50 ms, every answer 200, exactly the free slots sold and the others refused', () => {
    expect(slotsFailures({ load: GOOD_LOAD, race: GOOD_RACE })).toEqual([]);
    expect(slotsFailures({ load: { ...GOOD_LOAD, p95: 51 }, race: GOOD_RACE })).toEqual([expect.stringMatching(/p95 51 ms/)]);
    expect(slotsFailures({ load: { ...GOOD_LOAD, statuses: { 200: 990, 503: 10 } }, race: GOOD_RACE })).toHaveLength(1);
    // the state before checkout holds: every customer got an order, none holds a provider
    const unheld: SlotsRace = {
      ...GOOD_RACE,
      statuses: { 201: RACE_CUSTOMERS },
      slotTaken: 0,
      orders: RACE_CUSTOMERS,
      withBooking: 0,
      withoutBooking: RACE_CUSTOMERS,
      doubleBooked: RACE_CUSTOMERS - RACE_FREE_SLOTS,
    };
    const failures = slotsFailures({ load: GOOD_LOAD, race: unheld });
    expect(failures).toHaveLength(4);
    expect(failures.join('; ')).toMatch(/80 double-booked/);
  });
});
