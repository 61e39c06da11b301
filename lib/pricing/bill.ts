/**
 * The shape of every bill and the arithmetic all bills share (issue 5, 7, 12, 13, 14). Pure code, no I/O;
 * money is integer rupees everywhere.
 */

export const PERCENT_WHOLE = 100;

/** What a bill line is: the kinds the bill summary and the order API know. */
export const BILL_LINE_KINDS = [
  'dishes',
  'people',
  'surcharge',
  'addon',
  'product',
  'food',
  'adjustment',
  'discount',
  'service',
  'delivery',
  'packing',
  'extra',
  'total',
  'advance',
  'balance',
] as const;

/** One line of a bill as the customer reads it; `amount` in whole rupees. */
export interface BillLine {
  kind: (typeof BILL_LINE_KINDS)[number];
  label: string;
  amount: number;
}

export interface Bill {
  lines: BillLine[];
  total: number;
  advance: number;
  balance: number;
  meetsMinimum: boolean;
}

export function isNonNegativeInteger(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

export function plural(count: number, singular: string, pluralForm: string): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Whole rupees nearest to numerator / denominator (positive denominator), halves rounded up, in integers. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Total, advance and balance lines shared by every bill. */
export function closingLines(total: number, advance: number, advancePercent: number, balanceLabel: string): BillLine[] {
  return [
    { kind: 'total', label: 'Total', amount: total },
    { kind: 'advance', label: `Advance to pay now (${advancePercent}%)`, amount: advance },
    { kind: 'balance', label: balanceLabel, amount: total - advance },
  ];
}
