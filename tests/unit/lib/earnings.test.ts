/**
 * The earning rule and its arithmetic to the paisa: commission rounded half up, the entries adding up to the net,
 * who caused a refund, TDS under section 194-O with its threshold, the IST periods and financial year, masking.
 */
import { describe, expect, it } from 'vitest';
import {
  COMMISSION_BASIS_POINTS,
  IFSC_PATTERN,
  TDS_194O,
  earningPeriodStarts,
  financialYearStart,
  maskAccountNumber,
  orderEarning,
  refundCause,
  shareOf,
  tdsOnCredit,
} from '../../../lib/earnings';
import { SERVICE_KEYS } from '../../../lib/services';

const ist = (text: string) => new Date(`${text}+05:30`);

describe('shareOf', () => {
  it('rounds half up to the paisa', () => {
    expect(shareOf(12_345, 2000)).toBe(2469); // 2469.0
    expect(shareOf(12_347, 2000)).toBe(2469); // 2469.4
    expect(shareOf(12_348, 2000)).toBe(2470); // 2469.6
    expect(shareOf(1_500, 10)).toBe(2); // 1.5 → 2
    expect(shareOf(1_499, 10)).toBe(1); // 1.499 → 1
    expect(shareOf(0, 2000)).toBe(0);
  });

  it('refuses a negative or fractional amount', () => {
    expect(() => shareOf(-1, 2000)).toThrow(RangeError);
    expect(() => shareOf(10.5, 2000)).toThrow(RangeError);
  });
});

describe('orderEarning', () => {
  it('configures a commission for every service, 20% to start', () => {
    for (const key of SERVICE_KEYS) expect(COMMISSION_BASIS_POINTS[key]).toBe(2000);
  });

  it('earns the value less commission, less the credits the provider caused, plus tips', () => {
    const rule = orderEarning({ serviceKey: 'chef', orderValuePaise: 70_000, providerCausedPaise: [7_000], tipsPaise: [10_000] });
    expect(rule).toEqual({
      orderValuePaise: 70_000,
      commissionPaise: 14_000,
      earningPaise: 56_000,
      deductionsPaise: [-7_000],
      tipsPaise: [10_000],
      netPaise: 59_000,
    });
  });

  it('adds up to the paisa for many odd amounts: commission + earning = value, and the entries sum to the net', () => {
    for (let value = 1; value < 200_000; value += 7_919) {
      const rule = orderEarning({ serviceKey: null, orderValuePaise: value, providerCausedPaise: [value % 97], tipsPaise: [value % 53] });
      expect(rule.commissionPaise + rule.earningPaise).toBe(value);
      expect(rule.earningPaise + rule.deductionsPaise[0]! + rule.tipsPaise[0]!).toBe(rule.netPaise);
      expect(rule.commissionPaise).toBe(Math.round((value * 20) / 100 + 1e-9));
    }
  });
});

describe('refundCause', () => {
  it.each([
    ['late_arrival', false, 'provider'],
    ['cancellation', true, 'provider'],
    ['cancellation', false, 'order'],
    ['goodwill', false, 'business'],
    ['headcount_sync', false, 'order'],
    ['duplicate', false, 'order'],
    ['late', false, 'order'],
  ] as const)('%s (provider no-show %s) is charged to %s', (reason, noShow, cause) => {
    expect(refundCause(reason, noShow)).toBe(cause);
  });
});

describe('TDS under section 194-O', () => {
  const threshold = TDS_194O.individualThresholdPaise;

  it('is 0.1% from 1 October 2024, ₹5,00,000 a year for individuals with PAN, 5% without PAN', () => {
    expect(TDS_194O.basisPoints / 100).toBe(0.1);
    expect(threshold).toBe(50_000_000);
    expect(TDS_194O.noPanBasisPoints / 100).toBe(5);
  });

  it('deducts nothing while the year stays within the threshold (its edge included)', () => {
    expect(tdsOnCredit({ grossPaise: 70_000, yearGrossBeforePaise: 0 })).toBe(0);
    expect(tdsOnCredit({ grossPaise: 70_000, yearGrossBeforePaise: threshold - 70_000 })).toBe(0);
  });

  it('deducts on the whole year so far at the credit that crosses it, then on each credit alone', () => {
    // 4,99,500 before + 700 = 5,00,200 rupees: 0.1% = ₹500.20
    expect(tdsOnCredit({ grossPaise: 70_000, yearGrossBeforePaise: 49_950_000 })).toBe(50_020);
    expect(tdsOnCredit({ grossPaise: 70_000, yearGrossBeforePaise: threshold + 1 })).toBe(70);
    expect(tdsOnCredit({ grossPaise: 70_050, yearGrossBeforePaise: threshold + 1 })).toBe(70); // 70.05 → 70
    expect(tdsOnCredit({ grossPaise: 70_500, yearGrossBeforePaise: threshold + 1 })).toBe(71); // 70.5 → 71
  });

  it('deducts 5% from the first rupee without PAN', () => {
    expect(tdsOnCredit({ grossPaise: 70_000, yearGrossBeforePaise: 0, panFurnished: false })).toBe(3_500);
  });
});

describe('IST periods', () => {
  it('starts the financial year on 1 April 00:00 IST', () => {
    expect(financialYearStart(ist('2027-03-31T23:59:59'))).toEqual(ist('2026-04-01T00:00:00'));
    expect(financialYearStart(ist('2027-04-01T00:00:00'))).toEqual(ist('2027-04-01T00:00:00'));
    expect(financialYearStart(ist('2026-12-07T10:00:00'))).toEqual(ist('2026-04-01T00:00:00'));
  });

  it('starts today, the week (Monday) and the month at IST midnight', () => {
    // Sunday 6 December 2026, 00:30 IST (still Saturday in UTC)
    expect(earningPeriodStarts(ist('2026-12-06T00:30:00'))).toEqual({
      today: ist('2026-12-06T00:00:00'),
      week: ist('2026-11-30T00:00:00'),
      month: ist('2026-12-01T00:00:00'),
    });
    // Monday 7 December, 23:59 IST
    expect(earningPeriodStarts(ist('2026-12-07T23:59:00')).week).toEqual(ist('2026-12-07T00:00:00'));
  });
});

describe('bank details', () => {
  it('masks an account number to its last four digits', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXX9012');
  });

  it('checks the IFSC: 4 letters, a zero, 6 letters or digits', () => {
    expect(IFSC_PATTERN.test('HDFC0001234')).toBe(true);
    expect(IFSC_PATTERN.test('SBIN0ABC123')).toBe(true);
    for (const bad of ['HDFC1001234', 'HDF00001234', 'HDFC000123', 'hdfc0001234', 'HDFC00012345'])
      expect(IFSC_PATTERN.test(bad)).toBe(false);
  });
});
