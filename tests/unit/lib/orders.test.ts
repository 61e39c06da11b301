import { addHours, addMinutes, addSeconds } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, type OrderStatus } from '../../../lib/constants';
import {
  ALLOWED_TRANSITIONS,
  assignmentStatus,
  CANCELLATION_POLICY,
  CANCELLATION_TABLE,
  EXPIRE_AFTER_HOURS,
  canCustomerCancel,
  canTransition,
  greetingName,
  cancellationRefund,
  declineStatus,
  earliestStatusAt,
  effectiveStatus,
  heldAmount,
} from '../../../lib/orders';

const ALL_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

describe('effectiveStatus', () => {
  const startsAt = new Date('2026-11-23T13:30:00Z'); // 19:00 IST
  const twelveHoursLater = new Date('2026-11-24T01:30:00Z');

  it('expires a booked or accepted order holding no money only after 12 hours past its start', () => {
    expect(EXPIRE_AFTER_HOURS).toBe(12);
    expect(effectiveStatus(ORDER_STATUS.BOOKED, startsAt, twelveHoursLater, 0)).toBe(ORDER_STATUS.BOOKED);
    const justAfter = new Date(twelveHoursLater.getTime() + 1);
    expect(effectiveStatus(ORDER_STATUS.BOOKED, startsAt, justAfter, 0)).toBe(ORDER_STATUS.EXPIRED);
    expect(effectiveStatus(ORDER_STATUS.ACCEPTED, startsAt, justAfter, 0)).toBe(ORDER_STATUS.EXPIRED);
    expect(effectiveStatus(ORDER_STATUS.COMPLETED, startsAt, justAfter, 0)).toBe(ORDER_STATUS.COMPLETED);
  });

  it('never shows a paid order (anything captured and not refunded) as expired, however long past its start', () => {
    for (const later of [addHours(startsAt, 13), addHours(startsAt, 24 * 30)]) {
      expect(effectiveStatus(ORDER_STATUS.BOOKED, startsAt, later, 367)).toBe(ORDER_STATUS.BOOKED);
      expect(effectiveStatus(ORDER_STATUS.ACCEPTED, startsAt, later, 1)).toBe(ORDER_STATUS.ACCEPTED);
    }
    expect(heldAmount({ amountPaid: 367, amountRefunded: 0 })).toBe(367);
    expect(heldAmount({ amountPaid: 367, amountRefunded: 367 })).toBe(0);
  });
});

// the customer may cancel an order awaiting payment, booked or accepted, and nothing later.
describe('canCustomerCancel', () => {
  it.each([ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED])('returns true for status %i', (status) => {
    expect(canCustomerCancel(status)).toBe(true);
  });

  it.each([ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.COMPLETED, ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED])(
    'returns false for status %i',
    (status) => {
      expect(canCustomerCancel(status)).toBe(false);
    },
  );
});

// payment alone books an order; operations move orders only along these edges.
describe('canTransition', () => {
  const expected: Record<OrderStatus, readonly OrderStatus[]> = {
    [ORDER_STATUS.AWAITING_PAYMENT]: [ORDER_STATUS.CANCELLED],
    [ORDER_STATUS.BOOKED]: [ORDER_STATUS.ACCEPTED, ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED],
    [ORDER_STATUS.ACCEPTED]: [ORDER_STATUS.IN_PROGRESS, ORDER_STATUS.CANCELLED, ORDER_STATUS.EXPIRED],
    [ORDER_STATUS.IN_PROGRESS]: [ORDER_STATUS.COMPLETED],
    [ORDER_STATUS.COMPLETED]: [],
    [ORDER_STATUS.CANCELLED]: [],
    [ORDER_STATUS.EXPIRED]: [],
  };

  it.each(ALL_STATUSES)('allows from status %i exactly the edges of the order status graph and refuses every other target', (from) => {
    for (const to of ALL_STATUSES) {
      expect(canTransition(from, to, 0), `${from} -> ${to}`).toBe(expected[from].includes(to));
    }
  });

  it.each([ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED])('never lets operations expire status %i while it holds money', (from) => {
    expect(canTransition(from, ORDER_STATUS.EXPIRED, 367)).toBe(false);
    expect(canTransition(from, ORDER_STATUS.EXPIRED, 1)).toBe(false);
    expect(canTransition(from, ORDER_STATUS.CANCELLED, 367)).toBe(true);
  });

  it('lets an order holding no money expire only once it reads as expired (12 hours past the start)', () => {
    const startsAt = new Date('2026-11-23T13:30:00Z');
    expect(earliestStatusAt(ORDER_STATUS.EXPIRED, startsAt)).toEqual(addHours(startsAt, EXPIRE_AFTER_HOURS));
  });

  it('refuses to book (5 -> 0) or accept (5 -> 1) an order awaiting payment and allows only cancelling it (5 -> 4)', () => {
    expect(canTransition(ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.BOOKED, 0)).toBe(false);
    expect(canTransition(ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.ACCEPTED, 0)).toBe(false);
    expect(canTransition(ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.CANCELLED, 0)).toBe(true);
  });

  it('lists in ALLOWED_TRANSITIONS the same edges as canTransition, with no edge out of completed, cancelled or expired', () => {
    for (const from of ALL_STATUSES) expect([...ALLOWED_TRANSITIONS[from]].sort()).toEqual([...expected[from]].sort());
    expect(ALLOWED_TRANSITIONS[ORDER_STATUS.COMPLETED]).toEqual([]);
    expect(ALLOWED_TRANSITIONS[ORDER_STATUS.CANCELLED]).toEqual([]);
    expect(ALLOWED_TRANSITIONS[ORDER_STATUS.EXPIRED]).toEqual([]);
  });
});

// the cancellation table every checkout shows before payment.
describe('CANCELLATION_TABLE', () => {
  it('has 5 rows whose wording mentions 48 hours, 24 hours, 100% and 50%', () => {
    expect(CANCELLATION_TABLE).toHaveLength(5);
    const text = CANCELLATION_TABLE.map(({ when, refund }) => `${when} ${refund}`).join('\n');
    expect(text).toMatch(/\b48 hours\b/);
    expect(text).toMatch(/\b24\b/);
    expect(text).toContain('100%');
    expect(text).toContain('50%');
  });

  it('says the policy’s own words for an unstaffed booking: the whole advance whenever it is cancelled', () => {
    expect(CANCELLATION_TABLE[0]).toEqual({ when: 'No provider assigned yet, whenever you cancel', refund: '100% of the advance' });
    expect(CANCELLATION_POLICY).toMatch(
      /^While no provider is assigned, the whole advance is refunded whenever you cancel, even after the start time\./,
    );
  });

  it('gives 100% of everything paid when the provider cancels or does not arrive', () => {
    expect(CANCELLATION_TABLE).toContainEqual({
      when: expect.stringMatching(/provider cancels/i),
      refund: expect.stringMatching(/100% of everything paid/),
    });
  });
});

// the refund table, in whole rupees.
describe('cancellationRefund', () => {
  const startsAt = new Date('2026-11-23T19:00:00+05:30');
  const advance = 253; // 20% of a ₹1,263 chef booking
  const total = 1263;

  describe('provider-side cancellation or no-show', () => {
    it.each(ALL_STATUSES)('refunds 100% of everything paid for status %i, before and after the start', (status) => {
      for (const now of [addHours(startsAt, -72), addHours(startsAt, -30), addHours(startsAt, -1), addHours(startsAt, 2)]) {
        expect(cancellationRefund({ status, startsAt, now, advance, paid: total, cause: 'provider' })).toEqual({
          advancePercent: 100,
          amount: total,
        });
        expect(cancellationRefund({ status, startsAt, now, advance, paid: advance, cause: 'provider' })).toEqual({
          advancePercent: 100,
          amount: advance,
        });
      }
    });
  });

  describe('awaiting payment (5) or booked (0), no provider assigned yet', () => {
    it.each([ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.BOOKED])(
      'refunds 100% of the advance paid for status %i, even 1 minute before the start',
      (status) => {
        for (const now of [addHours(startsAt, -72), addHours(startsAt, -30), addMinutes(startsAt, -1)]) {
          expect(cancellationRefund({ status, startsAt, now, advance, paid: advance })).toEqual({ advancePercent: 100, amount: advance });
        }
      },
    );

    it.each([ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.BOOKED])('refunds 0 for status %i when nothing was paid', (status) => {
      expect(cancellationRefund({ status, startsAt, now: addHours(startsAt, -30), advance, paid: 0 }).amount).toBe(0);
    });

    it('refunds only what was paid of the advance when less than the advance was paid (min(advance, paid))', () => {
      const now = addHours(startsAt, -30);
      expect(cancellationRefund({ status: ORDER_STATUS.AWAITING_PAYMENT, startsAt, now, advance, paid: 100 })).toEqual({
        advancePercent: 100,
        amount: 100,
      });
    });

    it.each([ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.BOOKED])(
      'refunds 100% of the advance for status %i whenever it is cancelled, also at and after the slot start (never staffed)',
      (status) => {
        for (const now of [startsAt, addMinutes(startsAt, 1), addHours(startsAt, 5), addHours(startsAt, 48)]) {
          expect(cancellationRefund({ status, startsAt, now, advance, paid: advance })).toEqual({ advancePercent: 100, amount: advance });
        }
      },
    );

    it('refunds an unstaffed booked order a balance paid online too after the slot start: nothing was served', () => {
      expect(cancellationRefund({ status: ORDER_STATUS.BOOKED, startsAt, now: addHours(startsAt, 3), advance, paid: total })).toEqual({
        advancePercent: 100,
        amount: total,
      });
    });

    it('refunds a booked order the advance plus the balance paid online in full before the start', () => {
      const now = addHours(startsAt, -10);
      expect(cancellationRefund({ status: ORDER_STATUS.BOOKED, startsAt, now, advance, paid: total })).toEqual({
        advancePercent: 100,
        amount: total,
      });
    });
  });

  describe('accepted (1), provider assigned', () => {
    const refundAt = (now: Date, paid = advance) => cancellationRefund({ status: ORDER_STATUS.ACCEPTED, startsAt, now, advance, paid });

    it('refunds 100% of the advance exactly 48h00m00s before the start', () => {
      expect(refundAt(addHours(startsAt, -48))).toEqual({ advancePercent: 100, amount: 253 });
    });

    it('refunds 100% of the advance 72 hours before the start', () => {
      expect(refundAt(addHours(startsAt, -72))).toEqual({ advancePercent: 100, amount: 253 });
    });

    it('refunds 50% of the advance 47h59m59s before the start', () => {
      const now = new Date('2026-11-21T19:00:01+05:30');
      expect(addSeconds(now, 47 * 3600 + 59 * 60 + 59).getTime()).toBe(startsAt.getTime());
      expect(refundAt(now)).toEqual({ advancePercent: 50, amount: 127 });
    });

    it('refunds 50% of the advance 47h59m before the start (whole minutes)', () => {
      expect(refundAt(addMinutes(addHours(startsAt, -47), -59))).toEqual({ advancePercent: 50, amount: 127 });
    });

    it('refunds 50% of the advance exactly 24h00m before the start', () => {
      expect(refundAt(addHours(startsAt, -24))).toEqual({ advancePercent: 50, amount: 127 });
    });

    it('refunds 0% of the advance 23h59m before the start', () => {
      expect(refundAt(addMinutes(addHours(startsAt, -23), -59))).toEqual({ advancePercent: 0, amount: 0 });
    });

    it('refunds 0% of the advance 23h59m59s before the start', () => {
      expect(refundAt(new Date('2026-11-22T19:00:01+05:30'))).toEqual({ advancePercent: 0, amount: 0 });
    });

    it('refunds 0% of the advance at the start and after it', () => {
      expect(refundAt(startsAt)).toEqual({ advancePercent: 0, amount: 0 });
      expect(refundAt(addMinutes(startsAt, 1))).toEqual({ advancePercent: 0, amount: 0 });
      expect(refundAt(addHours(startsAt, 5), total)).toEqual({ advancePercent: 0, amount: 0 });
    });

    it('rounds the kept half down: refund = advance paid - floor(advance paid / 2) (253 -> 127, 252 -> 126, 1 -> 1)', () => {
      const now = addHours(startsAt, -30);
      for (const paid of [253, 252, 1, 0, 999]) {
        expect(cancellationRefund({ status: ORDER_STATUS.ACCEPTED, startsAt, now, advance: paid, paid }).amount).toBe(
          paid - Math.floor(paid / 2),
        );
      }
    });

    it('refunds the balance paid online in full 30 hours before the start: 127 of the advance + 1,010 of the balance', () => {
      expect(refundAt(addHours(startsAt, -30), total)).toEqual({ advancePercent: 50, amount: 127 + 1010 });
    });

    it('refunds the balance paid online in full 1 hour before the start while keeping the whole advance', () => {
      expect(refundAt(addHours(startsAt, -1), total)).toEqual({ advancePercent: 0, amount: 1010 });
    });

    it('refunds advance and balance in full 48 hours or more before the start', () => {
      expect(refundAt(addHours(startsAt, -48), total)).toEqual({ advancePercent: 100, amount: total });
    });
  });

  describe('the customer was not there (operations)', () => {
    it('keeps the advance and refunds a balance paid online in full, at and after the start', () => {
      for (const now of [startsAt, addHours(startsAt, 2)]) {
        const base = { status: ORDER_STATUS.ACCEPTED, startsAt, now, advance, cause: 'customer_no_show' as const };
        expect(cancellationRefund({ ...base, paid: advance })).toEqual({ advancePercent: 0, amount: 0 });
        expect(cancellationRefund({ ...base, paid: total })).toEqual({ advancePercent: 0, amount: total - advance });
        expect(cancellationRefund({ ...base, paid: 100 })).toEqual({ advancePercent: 0, amount: 0 });
      }
    });
  });

  describe('in progress (2)', () => {
    it('refunds 0% of the advance and nothing of a balance paid online', () => {
      for (const now of [addHours(startsAt, -1), startsAt, addHours(startsAt, 1)]) {
        expect(cancellationRefund({ status: ORDER_STATUS.IN_PROGRESS, startsAt, now, advance, paid: advance })).toEqual({
          advancePercent: 0,
          amount: 0,
        });
        expect(cancellationRefund({ status: ORDER_STATUS.IN_PROGRESS, startsAt, now, advance, paid: total })).toEqual({
          advancePercent: 0,
          amount: 0,
        });
      }
    });
  });

  it('throws RangeError for a negative or non-integer advance or paid', () => {
    const now = addHours(startsAt, -30);
    const base = { status: ORDER_STATUS.ACCEPTED, startsAt, now, advance, paid: advance };
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => cancellationRefund({ ...base, advance: bad })).toThrow(RangeError);
      expect(() => cancellationRefund({ ...base, paid: bad })).toThrow(RangeError);
      expect(() => cancellationRefund({ ...base, advance: bad, cause: 'provider' })).toThrow(RangeError);
    }
  });

  it('keeps the refund of an accepted order at any time between 0 and paid, never above min(advance, paid) + (paid - min(advance, paid))', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -10 * 24 * 60, max: 10 * 24 * 60 }),
        fc.integer({ min: 0, max: 59 }),
        (advanceRupees, paid, minutesFromStart, seconds) => {
          const now = addSeconds(addMinutes(startsAt, minutesFromStart), seconds);
          const { advancePercent, amount } = cancellationRefund({
            status: ORDER_STATUS.ACCEPTED,
            startsAt,
            now,
            advance: advanceRupees,
            paid,
          });
          const advancePaid = Math.min(advanceRupees, paid);
          expect(Number.isInteger(amount)).toBe(true);
          expect([0, 50, 100]).toContain(advancePercent);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(paid);
          expect(amount).toBeLessThanOrEqual(advancePaid + (paid - advancePaid));
        },
      ),
    );
  });
});

// the machine says which statuses take a provider (assign from Booked, reassign on Accepted) and which
// status a provider's decline leads back to (Accepted -> Booked); every other status refuses both.
describe('assignmentStatus and declineStatus', () => {
  const assignment: Record<OrderStatus, OrderStatus | null> = {
    [ORDER_STATUS.AWAITING_PAYMENT]: null,
    [ORDER_STATUS.BOOKED]: ORDER_STATUS.ACCEPTED,
    [ORDER_STATUS.ACCEPTED]: ORDER_STATUS.ACCEPTED,
    [ORDER_STATUS.IN_PROGRESS]: null,
    [ORDER_STATUS.COMPLETED]: null,
    [ORDER_STATUS.CANCELLED]: null,
    [ORDER_STATUS.EXPIRED]: null,
  };
  const decline: Record<OrderStatus, OrderStatus | null> = {
    [ORDER_STATUS.AWAITING_PAYMENT]: null,
    [ORDER_STATUS.BOOKED]: null,
    [ORDER_STATUS.ACCEPTED]: ORDER_STATUS.BOOKED,
    [ORDER_STATUS.IN_PROGRESS]: null,
    [ORDER_STATUS.COMPLETED]: null,
    [ORDER_STATUS.CANCELLED]: null,
    [ORDER_STATUS.EXPIRED]: null,
  };

  it.each(ALL_STATUSES)('status %i: assignment and decline lead where the provider assignment rules say, or nowhere', (from) => {
    expect(assignmentStatus(from)).toBe(assignment[from]);
    expect(declineStatus(from)).toBe(decline[from]);
  });

  it('assigning moves only along an operations edge or stays put (a reassignment)', () => {
    for (const from of ALL_STATUSES) {
      const to = assignmentStatus(from);
      if (to !== null) expect(to === from || canTransition(from, to, 0), `${from} -> ${to}`).toBe(true);
    }
  });
});

describe('greetingName', () => {
  it('greets by the name the order was booked under, else "there"', () => {
    expect(greetingName({ address: { name: 'Asha Rao', line1: '12 MG Road' } })).toBe('Asha Rao');
    expect(greetingName({ address: { line1: '12 MG Road' } })).toBe('there');
    expect(greetingName({ address: { name: '' } })).toBe('there');
    expect(greetingName({ address: null })).toBe('there');
  });
});
