/**
 * The shape of every bill and the arithmetic all bills share. Pure code, no I/O;
 * money is integer rupees everywhere.
 */
import { BALANCE_TEXT, type OrderType } from '../constants';
import type { LeftToPay } from '../payments';
import { advanceFor, advancePercentFor } from './advance';
import { isNonNegativeInteger } from './money';

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
  'paid',
  'refunded',
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

export function plural(count: number, singular: string, pluralForm: string): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/**
 * Closes a bill: the total is the sum of `lines` (whole rupees), the advance is `orderType`'s share of it
 * (advance.ts, the share the payment API charges), then the Total, Advance and Balance lines; the balance line
 * is the service's one balance text (BALANCE_TEXT). Every service's bill ends here, so the lines
 * before Total always add up to the total. `meetsMinimum` is true: a service with a minimum sets it itself.
 * Throws RangeError for a negative or fractional total or a type without an advance or a balance text.
 */
export function closeBill(lines: readonly BillLine[], orderType: OrderType): Bill {
  const balanceLabel = (BALANCE_TEXT as Partial<Record<OrderType, string>>)[orderType];
  if (balanceLabel === undefined) throw new RangeError(`order type ${orderType} has no balance text`);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const percent = advancePercentFor(orderType);
  const advance = advanceFor(total, percent);
  return {
    lines: [
      ...lines,
      { kind: 'total', label: 'Total', amount: total },
      { kind: 'advance', label: `Advance to pay now (${percent}%)`, amount: advance },
      { kind: 'balance', label: balanceLabel, amount: total - advance },
    ],
    total,
    advance,
    balance: total - advance,
    meetsMinimum: true,
  };
}

/** An add-on as a bill prices it: its name, one fixed price (whole rupees) and how many. */
export interface PricedAddon {
  name: string;
  unitPrice: number;
  quantity: number;
}

/**
 * One `addon` line per add-on taken (unit price × quantity, whole rupees, labelled by `label`); an add-on with
 * quantity 0 (allowed when `minQuantity` is 0) adds no line. Throws RangeError for a price that is not a
 * non-negative integer or a quantity that is not an integer in minQuantity..maxQuantity.
 */
export function addonLines(
  addons: readonly PricedAddon[],
  { minQuantity, maxQuantity, label }: { minQuantity: number; maxQuantity: number; label: (addon: PricedAddon) => string },
): BillLine[] {
  const lines: BillLine[] = [];
  for (const addon of addons) {
    const { name, unitPrice, quantity } = addon;
    if (!isNonNegativeInteger(unitPrice)) {
      throw new RangeError(`the price of ${name} must be a non-negative whole number of rupees, got ${unitPrice}`);
    }
    if (!Number.isInteger(quantity) || quantity < minQuantity || quantity > maxQuantity) {
      throw new RangeError(`the quantity of ${name} must be a whole number from ${minQuantity} to ${maxQuantity}, got ${quantity}`);
    }
    if (quantity > 0) lines.push({ kind: 'addon', label: label(addon), amount: unitPrice * quantity });
  }
  return lines;
}

/**
 * An order's bill as it reads now, from its lines as stored at booking (`lines`, ending
 * with Total, "Advance to pay now (20%)" and the service's balance text) and the order's one "left to pay"
 * (lib/payments leftToPay): the advance line reads "Advance paid (20%)" once paid; the balance line shows what is
 * left to pay, after a "Balance paid so far" line when part of the balance was paid (by a co-host's share, say), or
 * "Balance paid" once nothing is left. An order that ended (cancelled, expired) never shows a balance: its balance
 * line becomes "Refunded" with what was refunded. The lines before Total never change. Whole rupees.
 */
export function billAsPaid(
  lines: readonly BillLine[],
  { advance, total }: { advance: number; total: number },
  left: LeftToPay,
): BillLine[] {
  const result: BillLine[] = [];
  for (const line of lines) {
    const percent = / \(\d+%\)$/.exec(line.label)?.[0] ?? '';
    if (line.kind === 'advance') {
      if (left.paid >= advance && left.paid > 0) result.push({ ...line, label: `Advance paid${percent}` });
      else result.push(left.ended ? { ...line, label: `Advance${percent}` } : line);
    } else if (line.kind === 'balance') {
      if (left.ended) {
        result.push({ kind: 'refunded', label: 'Refunded', amount: left.refunded });
      } else if (left.amount === 0 && total > 0) {
        result.push({ ...line, label: 'Balance paid' });
      } else {
        const paidOfBalance = Math.max(0, left.paid - advance);
        if (paidOfBalance > 0) result.push({ kind: 'paid', label: 'Balance paid so far', amount: paidOfBalance });
        result.push({ ...line, amount: left.amount - (left.paid < advance ? advance - left.paid : 0) });
      }
    } else {
      result.push(line);
    }
  }
  return result;
}
