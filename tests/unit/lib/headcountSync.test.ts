import { addHours, addMinutes } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { ORDER_TYPE } from '../../../lib/constants';
import { headcountSyncRefusal, headcountSyncSettlement, resyncBill, syncGuestRange, type SyncPricing } from '../../../lib/headcountSync';
import { chefBill, foodBill } from '../../../lib/pricing';

// syncing an order's guests to its invite
const startsAt = new Date('2026-11-28T13:30:00Z');
const chef: SyncPricing = { orderType: ORDER_TYPE.CHEF, dishRates: [250, 300, 180] };
const menu = [
  { platePrice: 120, qualifying: true },
  { platePrice: 90, qualifying: true },
  { platePrice: 40, qualifying: false },
];
const delivery: SyncPricing = { orderType: ORDER_TYPE.FOOD_DELIVERY, dishes: menu, extras: { disposables: true, tables: false } };
const buffet: SyncPricing = { orderType: ORDER_TYPE.LIVE_BUFFET_CATERING, dishes: menu, extras: { disposables: false, tables: true } };

describe('resyncBill: the booking’s own pricing for the new guests', () => {
  it('prices a chef order with chefBill', () => {
    expect(resyncBill(chef, 13)).toEqual(chefBill({ dishRates: [250, 300, 180], people: 13 }));
    // ₹49 more per person
    expect(resyncBill(chef, 13).total - resyncBill(chef, 10).total).toBe(3 * 49);
  });

  it('prices food delivery and buffet with foodBill, the group discount and per-guest extras following the guests', () => {
    expect(resyncBill(delivery, 36)).toEqual(foodBill({ service: 'delivery', dishes: menu, guests: 36, extras: delivery.extras }));
    expect(resyncBill(buffet, 40)).toEqual(foodBill({ service: 'buffet', dishes: menu, guests: 40, extras: buffet.extras }));
    // disposables are ₹20 a guest: 6 more guests add them too
    const lines = (guests: number) => resyncBill(delivery, guests).lines.find((l) => l.kind === 'extra')?.amount;
    expect([lines(30), lines(36)]).toEqual([600, 720]);
  });

  it('refuses guests outside the service’s range, as the pricing does', () => {
    expect(() => resyncBill(buffet, 19)).toThrow(RangeError);
    expect(() => resyncBill(chef, 36)).toThrow(RangeError);
    expect([
      syncGuestRange(ORDER_TYPE.CHEF),
      syncGuestRange(ORDER_TYPE.FOOD_DELIVERY),
      syncGuestRange(ORDER_TYPE.LIVE_BUFFET_CATERING),
    ]).toEqual([
      { min: 1, max: 35 },
      { min: 10, max: 100 },
      { min: 20, max: 100 },
    ]);
  });
});

describe('headcountSyncRefusal', () => {
  const range = { min: 10, max: 100 };
  const ok = { startsAt, now: addHours(startsAt, -72), booked: 30, guests: 36, range };

  it('allows a change of up to 30% until 48 hours before the slot', () => {
    expect(headcountSyncRefusal(ok)).toBeNull();
    expect(headcountSyncRefusal({ ...ok, now: addHours(startsAt, -48) })).toBeNull();
    expect(headcountSyncRefusal({ ...ok, guests: 39 })).toBeNull(); // +30% exactly
    expect(headcountSyncRefusal({ ...ok, guests: 21 })).toBeNull(); // -30% exactly
  });

  it('refuses inside 48 hours of the slot', () => {
    expect(headcountSyncRefusal({ ...ok, now: addMinutes(addHours(startsAt, -48), 1) })?.reason).toBe('too_late');
  });

  it('sends a change above 30% to support', () => {
    const refusal = headcountSyncRefusal({ ...ok, guests: 40 });
    expect(refusal?.reason).toBe('too_large');
    expect(refusal?.message).toMatch(/support request/);
    expect(headcountSyncRefusal({ ...ok, guests: 20 })?.reason).toBe('too_large');
  });

  it('refuses no change and guests outside the range', () => {
    expect(headcountSyncRefusal({ ...ok, guests: 30 })?.reason).toBe('unchanged');
    expect(headcountSyncRefusal({ ...ok, booked: 10, guests: 9 })?.reason).toBe('out_of_range');
  });
});

describe('headcountSyncSettlement', () => {
  it('charges a rise in full as a top-up that joins the advance, leaving the balance as it was', () => {
    expect(headcountSyncSettlement({ oldTotal: 10_000, newTotal: 11_500, advance: 6500, paid: 6500, refunded: 0 })).toEqual({
      difference: 1500,
      topUp: 1500,
      refund: 0,
      advance: 8000,
      balance: 3500,
    });
  });

  it('refunds a fall at once from the advance', () => {
    expect(headcountSyncSettlement({ oldTotal: 10_000, newTotal: 8500, advance: 6500, paid: 6500, refunded: 0 })).toEqual({
      difference: -1500,
      topUp: 0,
      refund: 1500,
      advance: 5000,
      balance: 3500,
    });
  });

  it('takes a fall out of the balance when less was paid than the difference', () => {
    // a chef order: 20% advance paid, 30% fewer guests
    expect(headcountSyncSettlement({ oldTotal: 1000, newTotal: 700, advance: 200, paid: 200, refunded: 0 })).toEqual({
      difference: -300,
      topUp: 0,
      refund: 200,
      advance: 0,
      balance: 700,
    });
  });

  it('refunds first out of a balance paid online', () => {
    expect(headcountSyncSettlement({ oldTotal: 10_000, newTotal: 9000, advance: 6500, paid: 10_000, refunded: 0 })).toEqual({
      difference: -1000,
      topUp: 0,
      refund: 1000,
      advance: 6500,
      balance: 2500,
    });
  });

  it('refuses amounts that are not whole rupees', () => {
    expect(() => headcountSyncSettlement({ oldTotal: 10.5, newTotal: 9000, advance: 0, paid: 0, refunded: 0 })).toThrow(RangeError);
  });
});
