/**
 * Prices of a decoration booking (issue 7). Pure code, no I/O: the browser shows this bill and the server
 * recomputes it. Money is integer rupees.
 */
import { ORDER_TYPE } from '../constants';
import { advanceFor, advancePercentFor } from './advance';
import { type Bill, type BillLine, closingLines, isNonNegativeInteger } from './bill';

/** issue 7: most units of one decoration add-on in a booking. */
export const MAX_ADDON_QUANTITY = 20;

/**
 * Bill of a decoration booking, all amounts in whole rupees: the product, one line per add-on
 * ordered (quantity > 0), then total, the 30% advance and the balance paid on site.
 * Throws RangeError when a price is negative or not an integer, or a quantity is not an integer
 * in 0..MAX_ADDON_QUANTITY.
 */
export function decorationBill({
  productPrice,
  addons,
}: {
  productPrice: number;
  addons: readonly { name: string; unitPrice: number; quantity: number }[];
}): Bill {
  if (!isNonNegativeInteger(productPrice)) {
    throw new RangeError(`the product price must be a non-negative whole number of rupees, got ${productPrice}`);
  }
  const lines: BillLine[] = [{ kind: 'product', label: 'Decoration', amount: productPrice }];
  let total = productPrice;
  for (const { name, unitPrice, quantity } of addons) {
    if (!isNonNegativeInteger(unitPrice)) {
      throw new RangeError(`the price of ${name} must be a non-negative whole number of rupees, got ${unitPrice}`);
    }
    if (!isNonNegativeInteger(quantity) || quantity > MAX_ADDON_QUANTITY) {
      throw new RangeError(`the quantity of ${name} must be a whole number from 0 to ${MAX_ADDON_QUANTITY}, got ${quantity}`);
    }
    if (quantity === 0) continue;
    const amount = unitPrice * quantity;
    lines.push({ kind: 'addon', label: `${name} × ${quantity}`, amount });
    total += amount;
  }
  const advance = advanceFor(total, advancePercentFor(ORDER_TYPE.DECORATION));
  lines.push(...closingLines(total, advance, advancePercentFor(ORDER_TYPE.DECORATION), 'Balance to pay the decorator on site'));
  return { lines, total, advance, balance: total - advance, meetsMinimum: true };
}
