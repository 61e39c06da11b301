import { describe, expect, it } from 'vitest';
import {
  availabilityIssues,
  busySpan,
  compareProviders,
  hoursCover,
  jobSpan,
  orderJobSpan,
  PHOTOGRAPHY_ASSUMED_HOURS,
  servesPincode,
  slotOpenByClock,
  serviceSlots,
  timeOffTouches,
  TRAVEL_BUFFER_MINUTES,
  type RankFacts,
} from '../../../lib/capacity';
import { ORDER_TYPE } from '../../../lib/constants';
import { istClock, istDate, istDateTime, istLocalInstant, istMinuteInstant } from '../../../lib/dates';
import { chefStayMinutes, jobWindow } from '../../../lib/providers';

const ist = (text: string) => new Date(`${text}+05:30`);
const span = (from: string, to: string) => ({ start: ist(from), end: ist(to) });
// 2026-11-23 is a Monday (1), 2026-11-28 a Saturday (6), 2026-11-29 a Sunday (0)

describe('IST clock helpers', () => {
  it('read the IST date, weekday and minute of an instant, and back', () => {
    expect(istClock(ist('2026-11-23T19:30'))).toEqual({ date: '2026-11-23', weekday: 1, minute: 19 * 60 + 30 });
    expect(istClock(ist('2026-11-29T00:00'))).toEqual({ date: '2026-11-29', weekday: 0, minute: 0 });
    expect(istMinuteInstant('2026-11-23', 1440)).toEqual(ist('2026-11-24T00:00'));
    expect(istLocalInstant('2026-11-23T07:05')).toEqual(ist('2026-11-23T07:05'));
    expect(() => istLocalInstant('2026-02-30T07:00')).toThrow(RangeError);
    expect(() => istLocalInstant('2026-11-23T24:00')).toThrow(RangeError);
  });

  it('agree with the time-zone conversion of lib/dates over three years', () => {
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 77_777_777) {
      const instant = new Date(ms);
      expect(istClock(instant).date).toBe(istDate(instant));
      expect(istMinuteInstant(istDate(instant), 0)).toEqual(istDateTime(istDate(instant)));
    }
  });
});

describe('job spans and travel buffers', () => {
  it('a chef cooks 60 minutes plus 30 a dish after the arrival slot, at most the 5-hour stay', () => {
    expect(chefStayMinutes(1)).toBe(90);
    expect(chefStayMinutes(4)).toBe(180);
    expect(chefStayMinutes(20)).toBe(300);
    expect(chefStayMinutes(undefined)).toBe(300);
    expect(jobSpan({ service: 'chef', date: '2026-11-23', slotId: '19-20', dishes: 4 })).toEqual(
      span('2026-11-23T19:00', '2026-11-23T23:00'),
    );
    // no dish count: the longest stay, as every chef job before
    expect(jobSpan({ service: 'chef', date: '2026-11-23', slotId: '19-20' })).toEqual(span('2026-11-23T19:00', '2026-11-24T01:00'));
    expect(jobWindow({ orderType: ORDER_TYPE.CHEF, eventDate: '2026-11-23', slot: '19-20' })).toEqual(
      span('2026-11-23T19:00', '2026-11-24T01:00'),
    );
  });

  it('an order: a chef its dishes, photography its package and extra hours', () => {
    const chef = { orderType: ORDER_TYPE.CHEF, eventDate: '2026-11-23', slot: '12-13', items: [{}, {}] };
    expect(orderJobSpan(chef)).toEqual(span('2026-11-23T12:00', '2026-11-23T15:00'));
    const photo = { orderType: ORDER_TYPE.PHOTOGRAPHY, eventDate: '2026-11-23', slot: '10-11', details: { hours: 3, extraHours: 1 } };
    expect(orderJobSpan(photo)).toEqual(span('2026-11-23T10:00', '2026-11-23T15:00'));
  });

  it('the other services: decoration its 3-hour slot, food its hour, a buffet set-up before and 3 h of serving, photography the longest package unasked', () => {
    expect(jobSpan({ service: 'decoration', date: '2026-11-23', slotId: '16-19' })).toEqual(span('2026-11-23T16:00', '2026-11-23T19:00'));
    expect(jobSpan({ service: 'food-delivery', date: '2026-11-23', slotId: '12-13' })).toEqual(
      span('2026-11-23T12:00', '2026-11-23T13:00'),
    );
    expect(jobSpan({ service: 'buffet', date: '2026-11-23', slotId: '12-13' })).toEqual(span('2026-11-23T10:30', '2026-11-23T16:00'));
    expect(jobSpan({ service: 'photography', date: '2026-11-23', slotId: '10-11', hours: 2 })).toEqual(
      span('2026-11-23T10:00', '2026-11-23T13:00'),
    );
    expect(jobSpan({ service: 'photography', date: '2026-11-23', slotId: '10-11' }).end).toEqual(
      ist(`2026-11-23T${String(11 + PHOTOGRAPHY_ASSUMED_HOURS).padStart(2, '0')}:00`),
    );
  });

  it('the busy span adds the service travel buffer after the job', () => {
    const job = span('2026-11-23T12:00', '2026-11-23T13:00');
    expect(busySpan('food-delivery', job).end).toEqual(ist('2026-11-23T13:30'));
    expect(busySpan('chef', job).end.getTime() - job.end.getTime()).toBe(TRAVEL_BUFFER_MINUTES.chef * 60_000);
  });

  it('every service has its slots', () => {
    expect(serviceSlots('decoration')).toHaveLength(5);
    expect(serviceSlots('chef')).toHaveLength(15);
    expect(serviceSlots('buffet')).toHaveLength(15);
  });
});

describe('hoursCover (weekly hours, IST)', () => {
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, from: '16:00', to: '23:00' }));
  it('covers a job inside one range, not one running past its end or starting before it', () => {
    expect(hoursCover(weekdays, span('2026-11-23T16:00', '2026-11-23T23:00'))).toBe(true);
    expect(hoursCover(weekdays, span('2026-11-23T19:00', '2026-11-23T23:01'))).toBe(false);
    expect(hoursCover(weekdays, span('2026-11-23T15:59', '2026-11-23T18:00'))).toBe(false);
    // Saturday has no hours
    expect(hoursCover(weekdays, span('2026-11-28T17:00', '2026-11-28T18:00'))).toBe(false);
  });

  it('joins touching ranges, and runs across midnight through "24:00" and "00:00"', () => {
    const split = [
      { day: 1, from: '09:00', to: '13:00' },
      { day: 1, from: '13:00', to: '18:00' },
    ];
    expect(hoursCover(split, span('2026-11-23T12:00', '2026-11-23T14:00'))).toBe(true);
    const lateFriday = [
      { day: 5, from: '20:00', to: '24:00' },
      { day: 6, from: '00:00', to: '02:00' },
    ];
    expect(hoursCover(lateFriday, span('2026-11-27T22:00', '2026-11-28T01:00'))).toBe(true);
    expect(hoursCover(lateFriday, span('2026-11-27T22:00', '2026-11-28T02:30'))).toBe(false);
    expect(hoursCover([{ day: 5, from: '20:00', to: '24:00' }], span('2026-11-27T22:00', '2026-11-28T01:00'))).toBe(false);
  });

  it('wraps from Saturday night into Sunday', () => {
    const weekend = [
      { day: 6, from: '18:00', to: '24:00' },
      { day: 0, from: '00:00', to: '03:00' },
    ];
    expect(hoursCover(weekend, span('2026-11-28T22:00', '2026-11-29T02:00'))).toBe(true);
  });

  it('covers nothing without hours', () => {
    expect(hoursCover([], span('2026-11-23T12:00', '2026-11-23T13:00'))).toBe(false);
  });
});

describe('timeOffTouches', () => {
  const off = [{ from: '2026-11-23T00:00', to: '2026-11-24T12:00', reason: 'Wedding' }];
  it('touches a job sharing an instant with it, not one ending when it starts or starting when it ends', () => {
    expect(timeOffTouches(off, span('2026-11-24T11:00', '2026-11-24T13:00'))).toBe(true);
    expect(timeOffTouches(off, span('2026-11-22T20:00', '2026-11-23T00:00'))).toBe(false);
    expect(timeOffTouches(off, span('2026-11-24T12:00', '2026-11-24T14:00'))).toBe(false);
    expect(timeOffTouches([], span('2026-11-24T11:00', '2026-11-24T13:00'))).toBe(false);
  });
});

describe('slotOpenByClock (the booking rules of lib/booking)', () => {
  const now = ist('2026-11-23T10:00');
  const slot = (service: Parameters<typeof serviceSlots>[0], id: string) => serviceSlots(service).find((s) => s.id === id)!;
  it('keeps the lead times and the 90-day window', () => {
    expect(slotOpenByClock('chef', '2026-11-24', slot('chef', '09-10'), now)).toBe(false);
    expect(slotOpenByClock('chef', '2026-11-24', slot('chef', '10-11'), now)).toBe(true);
    expect(slotOpenByClock('buffet', '2026-11-25', slot('buffet', '09-10'), now)).toBe(false);
    expect(slotOpenByClock('buffet', '2026-11-25', slot('buffet', '10-11'), now)).toBe(true);
    expect(slotOpenByClock('decoration', '2026-11-23', slot('decoration', '19-22'), now)).toBe(false);
    expect(slotOpenByClock('decoration', '2026-11-24', slot('decoration', '07-10'), now)).toBe(true);
    expect(slotOpenByClock('photography', '2027-02-21', slot('photography', '10-11'), now)).toBe(true);
    expect(slotOpenByClock('photography', '2027-02-22', slot('photography', '10-11'), now)).toBe(false);
    expect(slotOpenByClock('chef', '2026-02-30', slot('chef', '10-11'), now)).toBe(false);
  });
});

describe('servesPincode', () => {
  it('takes the chosen pincodes, or with none chosen the whole of their cities', () => {
    expect(servesPincode({ cities: ['bengaluru'], pincodes: ['560001'] }, '560001', 'bengaluru')).toBe(true);
    expect(servesPincode({ cities: ['bengaluru'], pincodes: ['560001'] }, '560002', 'bengaluru')).toBe(false);
    expect(servesPincode({ cities: ['bengaluru'], pincodes: [] }, '560002', 'bengaluru')).toBe(true);
    expect(servesPincode({ cities: ['bengaluru'], pincodes: [] }, '400001', 'mumbai')).toBe(false);
  });
});

describe('availabilityIssues (rules across fields, 400 naming the field)', () => {
  it('names a range ending before it starts, ranges of a day overlapping, and time off ending before it starts', () => {
    expect(
      availabilityIssues({
        weekly: [
          { day: 1, from: '09:00', to: '13:00' },
          { day: 1, from: '12:00', to: '18:00' },
          { day: 2, from: '18:00', to: '10:00' },
          { day: 3, from: '13:00', to: '24:00' },
        ],
        timeOff: [
          { from: '2026-11-23T10:00', to: '2026-11-23T12:00' },
          { from: '2026-11-23T10:00', to: '2026-11-23T10:00' },
          { from: '2026-02-30T10:00', to: '2026-03-01T10:00' },
        ],
      }),
    ).toEqual([
      { path: 'weekly.2.to', message: 'Must be after the start' },
      { path: 'weekly.1.from', message: 'Overlaps 09:00-13:00' },
      { path: 'timeOff.1.to', message: 'Must be after the start' },
      { path: 'timeOff.2.from', message: 'Not a real date' },
    ]);
  });

  it('lets touching ranges and the same hours on other days pass', () => {
    expect(
      availabilityIssues({
        weekly: [
          { day: 1, from: '09:00', to: '13:00' },
          { day: 1, from: '13:00', to: '18:00' },
          { day: 2, from: '09:00', to: '13:00' },
        ],
        timeOff: [],
      }),
    ).toEqual([]);
  });
});

describe('compareProviders (the order free providers are offered a job)', () => {
  const facts = (
    providerId: string,
    jobsThatDay: number,
    servedCustomerBefore: boolean,
    rating: number | null,
    punctuality = { onTime: 0, late: 0, noShow: 0 },
  ): RankFacts => ({
    providerId,
    jobsThatDay,
    servedCustomerBefore,
    punctuality,
    rating,
  });
  it('fewest jobs that day, then served this customer before, then rating, then id', () => {
    const ranked = [
      facts('a', 1, true, 5),
      facts('b', 0, false, 3),
      facts('c', 0, true, 2),
      facts('d', 0, false, null),
      facts('e', 0, false, 4.5),
      facts('f', 0, false, 4.5),
    ].sort(compareProviders);
    expect(ranked.map((entry) => entry.providerId)).toEqual(['c', 'e', 'f', 'b', 'd', 'a']);
  });

  it("punctuality comes after the day's load and the customer, before the rating", () => {
    const late = { onTime: 3, late: 3, noShow: 0 };
    const punctual = { onTime: 6, late: 0, noShow: 0 };
    const noShow = { onTime: 9, late: 0, noShow: 1 };
    const ranked = [
      facts('late-5-stars', 0, false, 5, late),
      facts('punctual-3-stars', 0, false, 3, punctual),
      facts('new-no-rating', 0, false, null),
      facts('no-show-5-stars', 0, false, 5, noShow),
      // the day's load and the customer still come first
      facts('busy-punctual', 1, false, 5, punctual),
      facts('regular-late', 0, true, 1, late),
    ].sort(compareProviders);
    expect(ranked.map((entry) => entry.providerId)).toEqual([
      'regular-late',
      // a newcomer counts as on time: the tie goes to the rating (none below any)
      'punctual-3-stars',
      'new-no-rating',
      'late-5-stars',
      'no-show-5-stars',
      'busy-punctual',
    ]);
  });
});
