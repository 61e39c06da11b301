/** The arithmetic of tax document lines: apportioning to the paisa and the tax-inclusive split of each line. */
import { describe, expect, it } from 'vitest';
import { apportion, creditLines, documentTotals, invoiceLines } from '../../../../server/taxdocs/lines';
import type { BillLine } from '../../../../lib/pricing/bill';

const RULE = { sac: '998596', ratePercent: 18, fallback: 'Balloon decoration' };

describe('apportion', () => {
  it('gives each weight its share rounded down and the paise left to the largest remainders', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(599900, [4999, 1500])).toEqual([461440, 138460]);
    expect(apportion(0, [3, 5])).toEqual([0, 0]);
  });

  it('always adds up to the total, for many totals and weights', () => {
    for (let total = 0; total < 5000; total += 37) {
      for (const weights of [[1], [7, 3], [4999, 1500, 1], [1, 1, 1, 1, 1, 1, 1], [250_000, 3, 99]]) {
        const shares = apportion(total, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        expect(shares.every((share) => share >= 0)).toBe(true);
      }
    }
  });

  it('refuses a negative total and weights that add up to nothing', () => {
    expect(() => apportion(-1, [1])).toThrow(RangeError);
    expect(() => apportion(10, [0, 0])).toThrow(RangeError);
  });
});

describe('invoiceLines', () => {
  const bill: BillLine[] = [
    { kind: 'product', label: 'Balloon arch', amount: 4999 },
    { kind: 'addon', label: 'LED name sign', amount: 1500 },
    { kind: 'discount', label: 'Festive discount', amount: -500 },
    { kind: 'total', label: 'Total', amount: 5999 },
    { kind: 'advance', label: 'Advance paid (20%)', amount: 1200 },
    { kind: 'balance', label: 'Balance', amount: 4799 },
  ];

  it('splits each supplied line into taxable value, CGST and SGST, the discount apportioned, to the paisa', () => {
    const lines = invoiceLines(bill, 599_900, RULE, true);
    expect(lines.map((line) => line.description)).toEqual(['Balloon arch', 'LED name sign']);
    expect(lines[0]).toMatchObject({
      amountPaise: 461_440,
      taxableValuePaise: 391_051,
      cgstPaise: 35_195,
      sgstPaise: 35_194,
      igstPaise: 0,
    });
    expect(lines[1]).toMatchObject({
      amountPaise: 138_460,
      taxableValuePaise: 117_339,
      cgstPaise: 10_561,
      sgstPaise: 10_560,
      igstPaise: 0,
    });
    expect(documentTotals(lines)).toEqual({
      taxableValuePaise: 508_390,
      cgstPaise: 45_756,
      sgstPaise: 45_754,
      igstPaise: 0,
      totalPaise: 599_900,
    });
  });

  it('puts the whole tax on IGST between states', () => {
    const lines = invoiceLines(bill, 599_900, RULE, false);
    expect(lines.map((line) => [line.taxableValuePaise, line.cgstPaise, line.sgstPaise, line.igstPaise])).toEqual([
      [391_051, 0, 0, 70_389],
      [117_339, 0, 0, 21_121],
    ]);
  });

  it('makes one line of the service when the bill has no supplied line', () => {
    const lines = invoiceLines([{ kind: 'total', label: 'Total', amount: 100 }], 10_000, RULE, true);
    expect(lines).toEqual([expect.objectContaining({ description: 'Balloon decoration', amountPaise: 10_000, sac: '998596' })]);
  });

  it('every line adds up to its amount and the lines to the total, for many totals', () => {
    for (let total = 0; total < 2_000_000; total += 7_919) {
      for (const intra of [true, false]) {
        const lines = invoiceLines(bill, total, { ...RULE, ratePercent: 5 }, intra);
        for (const line of lines) {
          expect(line.taxableValuePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.amountPaise);
        }
        expect(documentTotals(lines).totalPaise).toBe(total);
      }
    }
  });
});

describe('creditLines', () => {
  it("apportions a refund over the invoice's lines at their rates", () => {
    const invoice = invoiceLines(
      [
        { kind: 'product', label: 'Balloon arch', amount: 4999 },
        { kind: 'addon', label: 'LED name sign', amount: 1500 },
      ],
      599_900,
      RULE,
      true,
    );
    const lines = creditLines(invoice, 100_000, true);
    expect(lines.map((line) => [line.description, line.amountPaise, line.taxableValuePaise, line.cgstPaise, line.sgstPaise])).toEqual([
      ['Balloon arch', 76_919, 65_186, 5_867, 5_866],
      ['LED name sign', 23_081, 19_560, 1_761, 1_760],
    ]);
    expect(documentTotals(lines).totalPaise).toBe(100_000);
  });
});
