import { describe, expect, it } from 'vitest';
import { ORDER_TYPE } from '../../../lib/constants';
import {
  ALERT_AFTER_MINUTES,
  alertAt,
  arrivalActionsFrom,
  assignedLabel,
  classifyArrival,
  coarseLocation,
  comparePunctuality,
  jobPunctuality,
  punctualityDates,
  tallyPunctuality,
  isNoShow,
  lateCredit,
  LATE_CREDIT_AFTER_MINUTES,
  minutesLate,
  NO_SHOW_AFTER_MINUTES,
  noShowAt,
  PUNCTUALITY_PROMISE,
} from '../../../lib/punctuality';

// 19:00 IST on 5 March 2026
const start = new Date('2026-03-05T13:30:00.000Z');
const after = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('lib/punctuality', () => {
  it('names the thresholds once, as the promise states them', () => {
    expect([ALERT_AFTER_MINUTES, LATE_CREDIT_AFTER_MINUTES, NO_SHOW_AFTER_MINUTES]).toEqual([15, 30, 60]);
    expect(PUNCTUALITY_PROMISE).toBe(
      'Late by more than 30 minutes? We credit 10% of your order back automatically. No arrival within 60 minutes: cancel with a full refund.',
    );
  });

  it('classifies an arrival up to 30 minutes after the start as on time, later as late, none as a no-show', () => {
    expect(classifyArrival(start, after(-20))).toBe('on_time');
    expect(classifyArrival(start, after(30))).toBe('on_time');
    expect(classifyArrival(start, new Date(after(30).getTime() + 1000))).toBe('late');
    expect(classifyArrival(start, after(59))).toBe('late');
    expect(classifyArrival(start, null)).toBe('no_show');
    expect(minutesLate(start, after(42))).toBe(42);
  });

  it('credits 10% of the total rounded down, only when late, capped at what is still refundable', () => {
    const base = { startsAt: start, total: 4999, paid: 4999, refunded: 0 };
    expect(lateCredit({ ...base, arrivedAt: after(30) })).toBe(0);
    expect(lateCredit({ ...base, arrivedAt: after(31) })).toBe(499);
    expect(lateCredit({ ...base, arrivedAt: after(31), paid: 1000, refunded: 700 })).toBe(300);
    expect(lateCredit({ ...base, arrivedAt: after(31), paid: 1000, refunded: 1000 })).toBe(0);
  });

  it('alerts at +15 minutes, offers the no-show cancel from +60 minutes without an arrival', () => {
    expect(alertAt(start)).toEqual(after(15));
    expect(noShowAt(start)).toEqual(after(60));
    expect(arrivalActionsFrom(start)).toEqual(after(-120));
    expect(isNoShow(start, null, after(59))).toBe(false);
    expect(isNoShow(start, null, after(60))).toBe(true);
    expect(isNoShow(start, after(50), after(90))).toBe(false);
  });

  it('keeps a location to 2 decimals', () => {
    expect(coarseLocation({ lat: 12.971598, lng: 77.594566 })).toEqual({ lat: 12.97, lng: 77.59 });
    expect(coarseLocation({ lat: -0.005, lng: 0.006 })).toEqual({ lat: -0, lng: 0.01 });
  });

  it('names the assigned provider per service', () => {
    expect(assignedLabel(ORDER_TYPE.CHEF)).toBe('Chef assigned');
    expect(assignedLabel(ORDER_TYPE.DECORATION)).toBe('Decorator assigned');
    expect(assignedLabel(ORDER_TYPE.PHOTOGRAPHY)).toBe('Photographer assigned');
    expect(assignedLabel(ORDER_TYPE.LIVE_BUFFET_CATERING)).toBe('Catering team assigned');
    expect(assignedLabel(ORDER_TYPE.FOOD_DELIVERY)).toBe('Delivery partner assigned');
  });
});

describe('punctuality of jobs and providers (what assignment ranks by)', () => {
  const job = (facts: { arrivedAt?: Date | null; startedAt?: Date | null; noShowAt?: Date | null }) => ({
    startsAt: start,
    arrivedAt: null,
    startedAt: null,
    noShowAt: null,
    ...facts,
  });
  const after = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('reads a job as no-show, late or on time by the same thresholds as the credit; one without facts does not count', () => {
    expect(jobPunctuality(job({ noShowAt: after(60), arrivedAt: after(70) }))).toBe('no_show');
    expect(jobPunctuality(job({ arrivedAt: after(LATE_CREDIT_AFTER_MINUTES) }))).toBe('on_time');
    expect(jobPunctuality(job({ arrivedAt: after(LATE_CREDIT_AFTER_MINUTES + 1) }))).toBe('late');
    // no tap: the start with the customer's code stands for the arrival; a tap wins over it
    expect(jobPunctuality(job({ startedAt: after(45) }))).toBe('late');
    expect(jobPunctuality(job({ arrivedAt: after(5), startedAt: after(45) }))).toBe('on_time');
    expect(jobPunctuality(job({}))).toBeNull();
    const counts = { onTime: 0, late: 0, noShow: 0 };
    for (const facts of [{ arrivedAt: after(0) }, { startedAt: after(31) }, { noShowAt: after(60) }, {}])
      tallyPunctuality(counts, job(facts));
    expect(counts).toEqual({ onTime: 1, late: 1, noShow: 1 });
  });

  it('counts the last 90 days up to today, IST', () => {
    // 23:30 UTC on 4 March is already 5 March in India
    expect(punctualityDates(new Date('2026-03-04T23:30:00.000Z'))).toEqual({ from: '2025-12-05', to: '2026-03-05' });
  });

  it('ranks fewer no-shows first, then the higher share on time; no history counts as on time', () => {
    const p = (onTime: number, late: number, noShow: number) => ({ onTime, late, noShow });
    const named = {
      spotless: p(10, 0, 0),
      newcomer: p(0, 0, 0),
      mostlyOnTime: p(9, 1, 0),
      halfLate: p(1, 1, 0),
      // every job on time but one no-show: behind any record without one
      oneNoShow: p(20, 0, 1),
      twoNoShows: p(1, 0, 2),
    };
    const order = Object.entries(named)
      .reverse()
      .sort(([, a], [, b]) => comparePunctuality(a, b))
      .map(([name]) => name);
    expect(order).toEqual(['newcomer', 'spotless', 'mostlyOnTime', 'halfLate', 'oneNoShow', 'twoNoShows']);
    // equal shares are a tie (the next rule decides): 1 of 2 and 2 of 4
    expect(comparePunctuality(p(1, 1, 0), p(2, 2, 0))).toBe(0);
    expect(comparePunctuality(p(0, 0, 0), p(5, 0, 0))).toBe(0);
  });
});
