import { describe, expect, it } from 'vitest';
import { ORDER_TYPE } from '../../../lib/constants';
import {
  ALERT_AFTER_MINUTES,
  alertAt,
  arrivalActionsFrom,
  assignedLabel,
  classifyArrival,
  coarseLocation,
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
