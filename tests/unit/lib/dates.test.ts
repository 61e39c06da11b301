import { describe, expect, it } from 'vitest';
import { addIstDays, istDate, istDateTime } from '../../../lib/dates';

describe('istDate', () => {
  it('turns over at IST midnight, 18:30 UTC', () => {
    expect(istDate(new Date('2026-11-23T18:29:59.999Z'))).toBe('2026-11-23');
    expect(istDate(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });

  it('crosses month and year ends by the IST clock', () => {
    expect(istDate(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11-30');
    expect(istDate(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
    expect(istDate(new Date('2026-12-31T18:29:59Z'))).toBe('2026-12-31');
    expect(istDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(istDate(new Date('2028-02-28T18:30:00Z'))).toBe('2028-02-29');
  });

  it('throws RangeError for an invalid Date', () => {
    expect(() => istDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('istDateTime', () => {
  it('is midnight IST by default and the given IST hour otherwise', () => {
    expect(istDateTime('2026-11-24').toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(istDateTime('2026-11-24', 7).toISOString()).toBe('2026-11-24T01:30:00.000Z');
    expect(istDateTime('2027-01-01', 23).toISOString()).toBe('2027-01-01T17:30:00.000Z');
  });

  it('gives a plain Date', () => {
    expect(Object.getPrototypeOf(istDateTime('2026-11-24'))).toBe(Date.prototype);
  });

  it('round-trips through istDate', () => {
    expect(istDate(istDateTime('2026-12-31'))).toBe('2026-12-31');
    expect(istDate(istDateTime('2026-12-31', 23))).toBe('2026-12-31');
  });

  it.each(['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-11-00', '2026-11-2', '2026/11/22', ''])(
    'throws RangeError for the malformed or non-existent date "%s"',
    (date) => {
      expect(() => istDateTime(date)).toThrow(RangeError);
    },
  );

  it.each([-1, 24, 7.5, Number.NaN])('throws RangeError for the hour %s', (hour) => {
    expect(() => istDateTime('2026-11-24', hour)).toThrow(RangeError);
  });
});

describe('addIstDays', () => {
  it('adds calendar days across month, year and leap-day ends', () => {
    expect(addIstDays('2026-11-23', 1)).toBe('2026-11-24');
    expect(addIstDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addIstDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addIstDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIstDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addIstDays('2026-11-21', 90)).toBe('2027-02-19');
  });

  it('goes back with negative days and stays put with zero', () => {
    expect(addIstDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addIstDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addIstDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('throws RangeError for a non-existent date or days that are not finite', () => {
    expect(() => addIstDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addIstDays('2026-11-23', Number.NaN)).toThrow(RangeError);
    expect(() => addIstDays('2026-11-23', Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
