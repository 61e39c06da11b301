import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../lib/constants';
import { EXPIRE_AFTER_HOURS, effectiveStatus } from '../../../lib/orders';

describe('effectiveStatus', () => {
  const startsAt = new Date('2026-11-23T13:30:00Z'); // 19:00 IST
  const twelveHoursLater = new Date('2026-11-24T01:30:00Z');

  it('expires a booked or accepted order only after 12 hours past its start', () => {
    expect(EXPIRE_AFTER_HOURS).toBe(12);
    expect(effectiveStatus(ORDER_STATUS.BOOKED, startsAt, twelveHoursLater)).toBe(ORDER_STATUS.BOOKED);
    const justAfter = new Date(twelveHoursLater.getTime() + 1);
    expect(effectiveStatus(ORDER_STATUS.BOOKED, startsAt, justAfter)).toBe(ORDER_STATUS.EXPIRED);
    expect(effectiveStatus(ORDER_STATUS.ACCEPTED, startsAt, justAfter)).toBe(ORDER_STATUS.EXPIRED);
    expect(effectiveStatus(ORDER_STATUS.COMPLETED, startsAt, justAfter)).toBe(ORDER_STATUS.COMPLETED);
  });
});
