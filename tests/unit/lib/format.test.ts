import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatIndianNumber, formatIndianPhone, formatRupees, formatTime } from '../../../lib/format';

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

describe('formatTime and formatDateTime (hold times, receipts)', () => {
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

describe('formatting on a page load makes no Intl formatter (a browser first Intl use costs tens of ms)', () => {
  it('groups numbers and rupees exactly as en-IN Intl does, without Intl', () => {
    const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const intlNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e12, max: 1e12 }),
          fc.integer({ min: -2e6, max: 2e6 }).map((n) => n + 0.5),
        ),
        (n) => {
          expect(formatRupees(n)).toBe(intlRupees.format(n));
          expect(formatIndianNumber(n)).toBe(intlNumber.format(n));
        },
      ),
    );
    expect(formatRupees(0)).toBe('₹0');
    expect(formatIndianNumber(5000)).toBe('5,000');
  });

  it('builds no Intl formatter when lib/format and lib/reviews load, nor to format rupees', async () => {
    const made: string[] = [];
    const count = <T extends object>(name: string, real: T): T =>
      new Proxy(real, {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target as unknown as new (...a: unknown[]) => object, args);
        },
      });
    const { NumberFormat, DateTimeFormat } = Intl;
    Intl.NumberFormat = count('NumberFormat', NumberFormat);
    Intl.DateTimeFormat = count('DateTimeFormat', DateTimeFormat);
    try {
      vi.resetModules();
      const format = await import('../../../lib/format');
      await import('../../../lib/reviews');
      format.formatRupees(1225);
      format.formatIndianNumber(5000);
      expect(made).toEqual([]);
      format.formatDate('2026-03-05'); // dates still use Intl, made on first use
      expect(made).toContain('DateTimeFormat');
    } finally {
      Intl.NumberFormat = NumberFormat;
      Intl.DateTimeFormat = DateTimeFormat;
    }
  });
});

describe('formatIndianPhone', () => {
  it.each([
    ['9876543210', '+91 98765 43210'],
    ['9891234567', '+91 98912 34567'],
    ['919876543210', '+91 98765 43210'],
    ['+91 98765-43210', '+91 98765 43210'],
    ['09876543210', '+91 98765 43210'],
  ])('shows %s as %s', (phone, shown) => {
    expect(formatIndianPhone(phone)).toBe(shown);
  });
  it('leaves anything that is not a 10-digit number as it is', () => {
    expect(formatIndianPhone('12345')).toBe('12345');
  });
});
