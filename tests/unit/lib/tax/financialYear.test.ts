import { describe, expect, it } from 'vitest';
import { financialYearOf, shortFinancialYear } from '../../../../lib/tax/financialYear';

describe('financialYearOf', () => {
  it('changes year at midnight IST between 31 March and 1 April, not at midnight UTC', () => {
    // 31 March 2027 23:59:59 IST
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    // 1 April 2027 00:00 IST (still 31 March by UTC)
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:00+05:30'))).toBe('2025-26');
  });

  it('labels January to March with the year before, and the turn of a century with 00', () => {
    expect(financialYearOf(new Date('2027-01-15T12:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-12-07T12:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00+05:30'))).toBe('2099-00');
    expect(financialYearOf(new Date('2009-04-01T00:00:00+05:30'))).toBe('2009-10');
  });

  it('refuses an invalid Date', () => {
    expect(() => financialYearOf(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('shortFinancialYear', () => {
  it('keeps the last two digits of the starting year', () => {
    expect(shortFinancialYear('2026-27')).toBe('26-27');
    expect(shortFinancialYear('2099-00')).toBe('99-00');
  });

  it('refuses a label that is not a financial year', () => {
    for (const label of ['26-27', '2026-28', '2026/27', '2026-2027', '']) {
      expect(() => shortFinancialYear(label), label).toThrow(RangeError);
    }
  });
});
