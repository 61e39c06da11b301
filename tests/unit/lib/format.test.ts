import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRupees, formatTime } from '../../../lib/format';

describe('formatRupees', () => {
  it('writes whole rupees the Indian way', () => {
    expect(formatRupees(12500)).toBe('₹12,500');
    expect(formatRupees(1250000)).toBe('₹12,50,000');
  });
});

describe('formatDate', () => {
  it('reads yyyy-mm-dd as that IST calendar day', () => {
    expect(formatDate('2026-03-05')).toBe('5 Mar 2026');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
  });

  it('shows an instant as its IST date, turning over at 18:30 UTC', () => {
    expect(formatDate(new Date('2026-11-23T18:29:59Z'))).toBe('23 Nov 2026');
    expect(formatDate(new Date('2026-11-23T18:30:00Z'))).toBe('24 Nov 2026');
    expect(formatDate('2026-12-31T18:30:00Z')).toBe('1 Jan 2027');
  });

  it('throws RangeError for a day that does not exist or an invalid instant', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('nope')).toThrow(RangeError);
  });
});

describe('formatTime and formatDateTime (issue 12: hold times, receipts)', () => {
  it('shows an instant as its IST clock time with AM/PM', () => {
    expect(formatTime('2026-03-05T14:15:00Z')).toBe('7:45 PM');
    expect(formatTime(new Date('2026-03-05T03:30:00Z'))).toBe('9:00 AM');
  });

  it('shows an instant as its IST date and time, the date turning over at 18:30 UTC', () => {
    expect(formatDateTime('2026-03-05T14:15:00Z')).toBe('5 Mar 2026, 7:45 PM');
    expect(formatDateTime('2026-03-05T18:45:00Z')).toBe('6 Mar 2026, 12:15 AM');
  });

  it('throws RangeError for an invalid instant', () => {
    expect(() => formatTime('nope')).toThrow(RangeError);
    expect(() => formatDateTime('nope')).toThrow(RangeError);
  });
});
