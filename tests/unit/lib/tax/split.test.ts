import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_PAISE, splitInclusive } from '../../../../lib/tax/split';

describe('splitInclusive', () => {
  it('derives the taxable value by the rounding rule and halves the tax with the odd paisa on CGST', () => {
    // ₹1,000 at 18%: 100000 × 100 / 118 = 84745.76 -> 84746; tax 15254
    expect(splitInclusive(100_000, 18, true)).toEqual({ taxableValuePaise: 84_746, cgstPaise: 7627, sgstPaise: 7627, igstPaise: 0 });
    expect(splitInclusive(100_000, 18, false)).toEqual({ taxableValuePaise: 84_746, cgstPaise: 0, sgstPaise: 0, igstPaise: 15_254 });
    // ₹1,001 at 5%: 100100 × 100 / 105 = 95333.33 -> 95333; tax 4767 = 2384 + 2383
    expect(splitInclusive(100_100, 5, true)).toEqual({ taxableValuePaise: 95_333, cgstPaise: 2384, sgstPaise: 2383, igstPaise: 0 });
  });

  it('rounds an exact half paisa up', () => {
    // 59 × 100 / 118 = 50 exactly; 1 × 100 / 200 (a 100% rate) = 0.5 -> 1
    expect(splitInclusive(59, 18, false).taxableValuePaise).toBe(50);
    expect(splitInclusive(1, 100, false)).toEqual({ taxableValuePaise: 1, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    // 3 × 100 / 200 = 1.5 -> 2
    expect(splitInclusive(3, 100, true)).toEqual({ taxableValuePaise: 2, cgstPaise: 1, sgstPaise: 0, igstPaise: 0 });
    // 21 × 100 / 105 = 20 exactly; 63 × 100 / 105 = 60 exactly
    expect(splitInclusive(63, 5, true)).toEqual({ taxableValuePaise: 60, cgstPaise: 2, sgstPaise: 1, igstPaise: 0 });
  });

  it('takes rates with two decimals and a zero rate', () => {
    // 10000 × 10000 / 10250 = 9756.09 -> 9756
    expect(splitInclusive(10_000, 2.5, false)).toEqual({ taxableValuePaise: 9756, cgstPaise: 0, sgstPaise: 0, igstPaise: 244 });
    expect(splitInclusive(12_345, 0, true)).toEqual({ taxableValuePaise: 12_345, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(splitInclusive(0, 18, true)).toEqual({ taxableValuePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  it('always adds up to the amount, within the state with CGST − SGST of 0 or 1 paisa, across states all IGST', () => {
    const rates = fc.constantFrom(0, 0.25, 2.5, 3, 5, 12, 18, 28, 40);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_PAISE }), rates, (amount, rate) => {
        const intra = splitInclusive(amount, rate, true);
        expect(intra.taxableValuePaise + intra.cgstPaise + intra.sgstPaise + intra.igstPaise).toBe(amount);
        expect(intra.igstPaise).toBe(0);
        expect([0, 1]).toContain(intra.cgstPaise - intra.sgstPaise);
        const inter = splitInclusive(amount, rate, false);
        expect(inter.taxableValuePaise).toBe(intra.taxableValuePaise);
        expect(inter.igstPaise).toBe(intra.cgstPaise + intra.sgstPaise);
        expect(inter.cgstPaise + inter.sgstPaise).toBe(0);
        // the taxable value is the nearest paisa to amount × 100 / (100 + rate), a half up
        const exact = (amount * 100) / (100 + rate);
        expect(Math.abs(intra.taxableValuePaise - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(intra.taxableValuePaise).toBeLessThanOrEqual(amount);
      }),
      { numRuns: 2000 },
    );
  });

  it('matches the rule computed with exact integers (BigInt) for every amount up to ₹100 and large ones', () => {
    const check = (amount: number, rate: number) => {
      const numerator = BigInt(amount) * 10_000n;
      const denominator = 10_000n + BigInt(Math.round(rate * 100));
      const expected = Number((2n * numerator + denominator) / (2n * denominator));
      expect(splitInclusive(amount, rate, true).taxableValuePaise, `${amount} at ${rate}%`).toBe(expected);
    };
    for (const rate of [5, 18, 2.5]) {
      for (let amount = 0; amount <= 10_000; amount += 1) check(amount, rate);
      for (let amount = MAX_AMOUNT_PAISE - 1000; amount <= MAX_AMOUNT_PAISE; amount += 1) check(amount, rate);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: MAX_AMOUNT_PAISE }), (amount) => check(amount, rate)),
        { numRuns: 500 },
      );
    }
  });

  it('refuses amounts and rates it cannot split exactly', () => {
    // up to ₹225 crore in one document line
    expect(MAX_AMOUNT_PAISE).toBeGreaterThan(225 * 10_000_000 * 100);
    for (const amount of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_AMOUNT_PAISE + 1, 2 ** 53]) {
      expect(() => splitInclusive(amount, 18, true), String(amount)).toThrow(RangeError);
    }
    for (const rate of [-1, 101, 0.125, Number.NaN]) expect(() => splitInclusive(100, rate, true), String(rate)).toThrow(RangeError);
  });
});
