import { describe, expect, it } from 'vitest';
import {
  CHEF_SLOTS,
  DECORATION_SAME_DAY_ALLOWED,
  DECORATION_SAME_DAY_LEAD_HOURS,
  DECORATION_SLOTS,
  MAX_BOOKING_DAYS_AHEAD,
  type Slot,
  earliestChefDate,
  earliestDecorationDate,
  findSlot,
  isChefSlotBookable,
  isDecorationDateBookable,
  isDecorationSlotBookable,
  istDate,
  isWithinBookingHorizon,
  maxBookingDate,
  orderSlotLabel,
  slotStart,
} from '../../../lib/booking';
import { ORDER_TYPE } from '../../../lib/constants';
import { addIstDays } from '../../../lib/dates';

const ist = (local: string): Date => new Date(`${local}+05:30`);

function slot(slots: readonly Slot[], id: string): Slot {
  const found = findSlot(slots, id);
  if (!found) throw new Error(`no slot ${id}`);
  return found;
}

describe('slots', () => {
  it('has 15 one-hour chef arrival slots from 7 AM to 10 PM', () => {
    expect(CHEF_SLOTS).toHaveLength(15);
    expect(CHEF_SLOTS.map((s) => s.id)).toEqual([
      '07-08',
      '08-09',
      '09-10',
      '10-11',
      '11-12',
      '12-13',
      '13-14',
      '14-15',
      '15-16',
      '16-17',
      '17-18',
      '18-19',
      '19-20',
      '20-21',
      '21-22',
    ]);
    expect(CHEF_SLOTS[0]).toEqual({ id: '07-08', label: '07:00 AM - 08:00 AM', startHour: 7, endHour: 8 });
    expect(slot(CHEF_SLOTS, '11-12').label).toBe('11:00 AM - 12:00 PM');
    expect(slot(CHEF_SLOTS, '12-13').label).toBe('12:00 PM - 01:00 PM');
    expect(CHEF_SLOTS[14]).toEqual({ id: '21-22', label: '09:00 PM - 10:00 PM', startHour: 21, endHour: 22 });
  });

  it('has 5 three-hour decoration slots', () => {
    expect(DECORATION_SLOTS.map((s) => [s.id, s.label])).toEqual([
      ['07-10', '07:00 AM - 10:00 AM'],
      ['10-13', '10:00 AM - 01:00 PM'],
      ['13-16', '01:00 PM - 04:00 PM'],
      ['16-19', '04:00 PM - 07:00 PM'],
      ['19-22', '07:00 PM - 10:00 PM'],
    ]);
    expect(DECORATION_SLOTS.every((s) => s.endHour - s.startHour === 3)).toBe(true);
  });

  it('finds a slot by id', () => {
    expect(findSlot(CHEF_SLOTS, '12-13')?.startHour).toBe(12);
    expect(findSlot(DECORATION_SLOTS, '12-13')).toBeUndefined();
    expect(findSlot(CHEF_SLOTS, 'nope')).toBeUndefined();
  });

  it("names an order's slot from its service's slots, or by its stored id when no longer offered", () => {
    expect(orderSlotLabel({ orderType: ORDER_TYPE.CHEF, slot: '19-20' })).toBe('07:00 PM - 08:00 PM');
    expect(orderSlotLabel({ orderType: ORDER_TYPE.DECORATION, slot: '16-19' })).toBe('04:00 PM - 07:00 PM');
    // a chef slot id means nothing for decoration: the id itself
    expect(orderSlotLabel({ orderType: ORDER_TYPE.DECORATION, slot: '19-20' })).toBe('19-20');
  });
});

describe('istDate', () => {
  it('gives the IST calendar date around UTC midnight and IST midnight', () => {
    expect(istDate(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(istDate(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(istDate(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(istDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('throws RangeError for an invalid Date', () => {
    expect(() => istDate(new Date('nope'))).toThrow(RangeError);
  });
});

describe('slotStart', () => {
  it('builds the instant in IST', () => {
    expect(slotStart('2026-11-22', slot(CHEF_SLOTS, '07-08')).toISOString()).toBe('2026-11-22T01:30:00.000Z');
    expect(slotStart('2026-11-22', slot(DECORATION_SLOTS, '19-22')).toISOString()).toBe('2026-11-22T13:30:00.000Z');
  });

  it.each(['2026-11-2', '22-11-2026', '2026/11/22', '2026-02-30', '2026-13-01', '', '2026-11-22T07:00'])(
    'throws RangeError for the malformed date "%s"',
    (date) => {
      expect(() => slotStart(date, slot(CHEF_SLOTS, '07-08'))).toThrow(RangeError);
    },
  );

  it('accepts 29 February of a leap year only', () => {
    expect(slotStart('2028-02-29', slot(CHEF_SLOTS, '07-08')).toISOString()).toBe('2028-02-29T01:30:00.000Z');
    expect(() => slotStart('2027-02-29', slot(CHEF_SLOTS, '07-08'))).toThrow(RangeError);
  });
});

describe('isChefSlotBookable', () => {
  it('needs 24 hours from now to the slot start', () => {
    const now = ist('2026-11-21T10:30:00');
    expect(isChefSlotBookable('2026-11-22', slot(CHEF_SLOTS, '07-08'), now)).toBe(false); // 20.5 h
    expect(isChefSlotBookable('2026-11-22', slot(CHEF_SLOTS, '10-11'), now)).toBe(false); // 23.5 h
    expect(isChefSlotBookable('2026-11-22', slot(CHEF_SLOTS, '11-12'), now)).toBe(true); // 24.5 h
  });

  it('accepts a slot exactly 24 hours ahead, not one millisecond less', () => {
    const now = ist('2026-11-21T11:00:00');
    expect(isChefSlotBookable('2026-11-22', slot(CHEF_SLOTS, '10-11'), now)).toBe(false);
    expect(isChefSlotBookable('2026-11-22', slot(CHEF_SLOTS, '11-12'), now)).toBe(true);
    const later = new Date(now.getTime() + 1);
    expect(isChefSlotBookable('2026-11-22', slot(CHEF_SLOTS, '11-12'), later)).toBe(false);
  });

  it('throws RangeError for a malformed date', () => {
    expect(() => isChefSlotBookable('2026-11-31', slot(CHEF_SLOTS, '11-12'), ist('2026-11-21T11:00:00'))).toThrow(RangeError);
  });
});

describe('earliestChefDate', () => {
  it('is tomorrow in the morning', () => {
    expect(earliestChefDate(ist('2026-11-21T10:30:00'))).toBe('2026-11-22');
  });

  it('is tomorrow when the last slot is exactly 24 hours ahead', () => {
    expect(earliestChefDate(ist('2026-11-21T21:00:00'))).toBe('2026-11-22');
  });

  it('is the day after tomorrow late in the evening', () => {
    // 2026-11-22 21:00 is 23.5 h after 21:30
    expect(earliestChefDate(ist('2026-11-21T21:30:00'))).toBe('2026-11-23');
  });

  it('counts from the IST date, not the UTC date', () => {
    // 2026-11-21T20:00Z is 01:30 on the 22nd in IST: the 22nd 21:00 is only 19.5 h ahead
    expect(earliestChefDate(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-23');
  });
});

describe('decoration dates and slots', () => {
  const now = ist('2026-11-21T10:30:00');

  it('is bookable from tomorrow by default', () => {
    expect(DECORATION_SAME_DAY_ALLOWED).toBe(false);
    expect(isDecorationDateBookable('2026-11-20', now)).toBe(false);
    expect(isDecorationDateBookable('2026-11-21', now)).toBe(false);
    expect(isDecorationDateBookable('2026-11-22', now)).toBe(true);
  });

  it('is bookable from today when same day is allowed', () => {
    expect(isDecorationDateBookable('2026-11-20', now, true)).toBe(false);
    expect(isDecorationDateBookable('2026-11-21', now, true)).toBe(true);
  });

  it('uses the date rule alone for slots by default', () => {
    expect(isDecorationSlotBookable('2026-11-21', slot(DECORATION_SLOTS, '19-22'), now)).toBe(false);
    // 07:00 tomorrow is only 20.5 h ahead, but decoration has no 24-hour lead
    expect(isDecorationSlotBookable('2026-11-22', slot(DECORATION_SLOTS, '07-10'), now)).toBe(true);
  });

  it('needs 2 hours before a slot when same day is allowed', () => {
    expect(DECORATION_SAME_DAY_LEAD_HOURS).toBe(2);
    expect(isDecorationSlotBookable('2026-11-21', slot(DECORATION_SLOTS, '10-13'), now, true)).toBe(false); // started
    expect(isDecorationSlotBookable('2026-11-21', slot(DECORATION_SLOTS, '13-16'), now, true)).toBe(true); // 2.5 h
    const eleven = ist('2026-11-21T11:00:00');
    expect(isDecorationSlotBookable('2026-11-21', slot(DECORATION_SLOTS, '13-16'), eleven, true)).toBe(true); // exactly 2 h
    const elevenAndAMinute = ist('2026-11-21T11:01:00');
    expect(isDecorationSlotBookable('2026-11-21', slot(DECORATION_SLOTS, '13-16'), elevenAndAMinute, true)).toBe(false);
    expect(isDecorationSlotBookable('2026-11-20', slot(DECORATION_SLOTS, '19-22'), now, true)).toBe(false);
  });

  it('throws RangeError for a malformed date', () => {
    expect(() => isDecorationDateBookable('21-11-2026', now)).toThrow(RangeError);
    expect(() => isDecorationSlotBookable('2026-11-32', slot(DECORATION_SLOTS, '07-10'), now, true)).toThrow(RangeError);
  });
});

describe('maxBookingDate', () => {
  it('is 90 IST days after today', () => {
    expect(MAX_BOOKING_DAYS_AHEAD).toBe(90);
    expect(maxBookingDate(ist('2026-11-21T10:30:00'))).toBe('2027-02-19');
    // 01:30 on the 22nd in IST
    expect(maxBookingDate(new Date('2026-11-21T20:00:00Z'))).toBe('2027-02-20');
  });
});

describe('isWithinBookingHorizon', () => {
  it('allows dates up to maxBookingDate and refuses later ones (year 9999 is not bookable)', () => {
    const now = ist('2026-11-21T10:30:00');
    expect(isWithinBookingHorizon('2027-02-19', now)).toBe(true);
    expect(isWithinBookingHorizon('2026-11-22', now)).toBe(true);
    expect(isWithinBookingHorizon('2027-02-20', now)).toBe(false);
    expect(isWithinBookingHorizon('9999-12-31', now)).toBe(false);
    expect(() => isWithinBookingHorizon('2027-02-30', now)).toThrow(RangeError);
  });
});

describe('earliestDecorationDate', () => {
  it('is tomorrow (IST) by default, turning over at IST midnight', () => {
    expect(earliestDecorationDate(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-24');
    expect(earliestDecorationDate(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-25');
  });

  it('is today (IST) when same day is allowed', () => {
    expect(earliestDecorationDate(new Date('2026-11-23T18:29:59Z'), true)).toBe('2026-11-23');
    expect(earliestDecorationDate(new Date('2026-11-23T18:30:00Z'), true)).toBe('2026-11-24');
  });

  it('crosses month and year ends', () => {
    expect(earliestDecorationDate(ist('2026-11-30T10:00:00'))).toBe('2026-12-01');
    expect(earliestDecorationDate(ist('2026-12-31T23:59:59'))).toBe('2027-01-01');
    expect(earliestDecorationDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-02');
    expect(earliestDecorationDate(new Date('2026-12-31T18:30:00Z'), true)).toBe('2027-01-01');
    expect(earliestDecorationDate(ist('2028-02-28T09:00:00'))).toBe('2028-02-29');
  });

  it.each([
    ['2026-11-23T18:29:59Z', false],
    ['2026-11-23T18:30:00Z', false],
    ['2026-12-31T18:30:00Z', false],
    ['2026-11-23T18:29:59Z', true],
    ['2026-12-31T18:30:00Z', true],
  ])('is the first date isDecorationDateBookable accepts at %s (same day %s)', (instant, sameDay) => {
    const now = new Date(instant);
    const earliest = earliestDecorationDate(now, sameDay);
    expect(isDecorationDateBookable(earliest, now, sameDay)).toBe(true);
    expect(isDecorationDateBookable(addIstDays(earliest, -1), now, sameDay)).toBe(false);
  });

  it('throws RangeError for an invalid Date', () => {
    expect(() => earliestDecorationDate(new Date('nope'))).toThrow(RangeError);
  });
});
