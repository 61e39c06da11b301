import { addHours, addMilliseconds, addMinutes } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationMeter, istWhen, meterNowText, meterUntilText, type MeterOrder } from '../../../lib/cancellationMeter';
import { ORDER_STATUS } from '../../../lib/constants';
import { cancellationRefund } from '../../../lib/orders';

// the live cancellation meter, from the cancellation table's refunds
const startsAt = new Date('2026-11-28T13:30:00Z'); // Sat 28 Nov 2026, 19:00 IST
const before = (hours: number) => addHours(startsAt, -hours);
const iso = (hours: number) => before(hours).toISOString();

const assigned: MeterOrder = { status: ORDER_STATUS.ACCEPTED, startsAt, advance: 1200, paid: 1200, refunded: 0 };
const unassigned: MeterOrder = { ...assigned, status: ORDER_STATUS.BOOKED };

describe('cancellationMeter, assigned order (advance paid)', () => {
  it('gives the whole advance 48 hours or more before, dropping to half at the 48-hour mark', () => {
    const meter = { refundNow: 1200, refundPercentNow: 100, nextChangeAt: iso(48), nextRefund: 600 };
    expect(cancellationMeter(assigned, before(72))).toEqual(meter);
    expect(cancellationMeter(assigned, addMilliseconds(before(48), -1))).toEqual(meter);
    // the 48-hour row includes its boundary
    expect(cancellationMeter(assigned, before(48))).toEqual(meter);
  });

  it('gives half 24 to 48 hours before, dropping to nothing at the 24-hour mark', () => {
    const meter = { refundNow: 600, refundPercentNow: 50, nextChangeAt: iso(24), nextRefund: 0 };
    expect(cancellationMeter(assigned, addMilliseconds(before(48), 1))).toEqual(meter);
    expect(cancellationMeter(assigned, before(30))).toEqual(meter);
    expect(cancellationMeter(assigned, before(24))).toEqual(meter);
  });

  it('gives nothing under 24 hours, and never drops again', () => {
    const meter = { refundNow: 0, refundPercentNow: 0, nextChangeAt: null, nextRefund: null };
    expect(cancellationMeter(assigned, addMilliseconds(before(24), 1))).toEqual(meter);
    expect(cancellationMeter(assigned, before(1))).toEqual(meter);
  });

  it('refunds a balance paid online in full until the start, so there are three drops', () => {
    const paidInFull = { ...assigned, paid: 4000 };
    expect(cancellationMeter(paidInFull, before(72))).toEqual({
      refundNow: 4000,
      refundPercentNow: 100,
      nextChangeAt: iso(48),
      nextRefund: 3400,
    });
    expect(cancellationMeter(paidInFull, before(30))).toEqual({
      refundNow: 3400,
      refundPercentNow: 50,
      nextChangeAt: iso(24),
      nextRefund: 2800,
    });
    expect(cancellationMeter(paidInFull, before(3))).toEqual({ refundNow: 2800, refundPercentNow: 0, nextChangeAt: iso(0), nextRefund: 0 });
  });

  it('keeps the half rounded down in the customer’s favour for an odd advance', () => {
    expect(cancellationMeter({ ...assigned, advance: 1201, paid: 1201 }, before(72))).toMatchObject({ refundNow: 1201, nextRefund: 601 });
  });

  it('never promises more than is still refundable, and skips a drop that changes nothing', () => {
    const mostlyRefunded = { ...assigned, refunded: 1000 };
    // half of the advance (600) is more than the ₹200 left, so the 48-hour mark changes nothing
    expect(cancellationMeter(mostlyRefunded, before(72))).toEqual({
      refundNow: 200,
      refundPercentNow: 100,
      nextChangeAt: iso(24),
      nextRefund: 0,
    });
  });
});

describe('cancellationMeter, unassigned order', () => {
  it('gives the whole advance before the start, whatever the hour, and it never drops', () => {
    const meter = { refundNow: 1200, refundPercentNow: 100, nextChangeAt: null, nextRefund: null };
    expect(cancellationMeter(unassigned, before(72))).toEqual(meter);
    expect(cancellationMeter(unassigned, before(30))).toEqual(meter);
    expect(cancellationMeter(unassigned, addMilliseconds(startsAt, -1))).toEqual(meter);
  });

  it('gives the whole advance back, never dropping, even after the slot started (a booking we never staffed)', () => {
    const meter = { refundNow: 1200, refundPercentNow: 100, nextChangeAt: null, nextRefund: null };
    expect(cancellationMeter(unassigned, startsAt)).toEqual(meter);
    // a paid order never expires: still cancellable, still the whole advance
    expect(cancellationMeter(unassigned, addHours(startsAt, 13))).toEqual(meter);
    expect(meterNowText(cancellationMeter(unassigned, addHours(startsAt, 2))!)).toBe('Cancel now: ₹1,200 back');
  });

  it('refunds a balance paid online with the advance whenever an unassigned order is cancelled', () => {
    expect(cancellationMeter({ ...unassigned, paid: 4000 }, addHours(startsAt, 1))).toEqual({
      refundNow: 4000,
      refundPercentNow: 100,
      nextChangeAt: null,
      nextRefund: null,
    });
  });

  it('is null for an unassigned order holding no money 12 hours past its start (it reads as expired)', () => {
    expect(cancellationMeter({ ...unassigned, refunded: 1200 }, addHours(startsAt, 13))).toBeNull();
  });

  it('keeps an assigned paid order cancellable long after its start (a paid order never expires), with nothing of the advance back', () => {
    expect(cancellationMeter(assigned, addHours(startsAt, 13))).toEqual({
      refundNow: 0,
      refundPercentNow: 0,
      nextChangeAt: null,
      nextRefund: null,
    });
  });

  it('has nothing to drop while nothing is paid (awaiting payment)', () => {
    const awaiting = { ...unassigned, status: ORDER_STATUS.AWAITING_PAYMENT, paid: 0 };
    expect(cancellationMeter(awaiting, before(72))).toEqual({ refundNow: 0, refundPercentNow: 100, nextChangeAt: null, nextRefund: null });
  });
});

describe('cancellationMeter, orders that can no longer be cancelled', () => {
  it.each([ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.COMPLETED, ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED])(
    'is null for status %i',
    (status) => {
      expect(cancellationMeter({ ...assigned, status }, before(72))).toBeNull();
    },
  );
});

describe('cancellationMeter agrees with the refund table', () => {
  it('holds refundNow until nextChangeAt and nextRefund just after it, for any order and time', () => {
    const statuses = [ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED, ORDER_STATUS.AWAITING_PAYMENT] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...statuses),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: -100 * 60, max: 11 * 60 }),
        (status, advance, extra, minutesFromStart) => {
          const order = { status, startsAt, advance, paid: advance + extra, refunded: 0 };
          const now = addMinutes(startsAt, minutesFromStart);
          const refundAt = (at: Date) => cancellationRefund({ status, startsAt, now: at, advance, paid: order.paid }).amount;
          const meter = cancellationMeter(order, now);
          expect(meter?.refundNow).toBe(refundAt(now));
          if (meter?.nextChangeAt) {
            const change = new Date(meter.nextChangeAt);
            expect(refundAt(addMilliseconds(change, -1))).toBe(meter.refundNow);
            expect(refundAt(addMilliseconds(change, 1))).toBe(meter.nextRefund);
            expect(meter.nextRefund).toBeLessThan(meter.refundNow);
          } else {
            // it never drops: the refund just before the start (or now) is the same
            const last = addMilliseconds(startsAt, -1);
            if (last > now) expect(refundAt(last)).toBe(meter?.refundNow);
          }
        },
      ),
    );
  });
});

describe('meter texts', () => {
  const now = new Date('2026-11-26T04:30:00Z'); // Thu 26 Nov 2026, 10:00 IST

  it('words a time in IST as today, tomorrow or a date', () => {
    expect(istWhen(new Date('2026-11-26T12:30:00Z'), now)).toBe('today 18:00');
    expect(istWhen(new Date('2026-11-26T18:29:00Z'), now)).toBe('today 23:59');
    expect(istWhen(new Date('2026-11-26T18:30:00Z'), now)).toBe('tomorrow 00:00');
    expect(istWhen(new Date('2026-11-28T13:30:00Z'), now)).toBe('28 Nov 2026, 19:00');
  });

  it('says what cancelling now gives back, until when, and what follows', () => {
    expect(meterNowText({ refundNow: 1200 })).toBe('Cancel now: ₹1,200 back');
    const full = { refundNow: 1200, refundPercentNow: 100, nextChangeAt: '2026-11-26T12:30:00.000Z', nextRefund: 600 };
    expect(meterUntilText(full, now)).toBe('Full refund until today 18:00, then ₹600 back');
    const half = { refundNow: 600, refundPercentNow: 50, nextChangeAt: '2026-11-27T12:30:00.000Z', nextRefund: 0 };
    expect(meterUntilText(half, now)).toBe('₹600 back until tomorrow 18:00, then no refund');
    expect(meterUntilText({ refundNow: 0, refundPercentNow: 0, nextChangeAt: null, nextRefund: null }, now)).toBeNull();
  });
});
