/**
 * Prices of a decoration booking. Pure code, no I/O: the browser shows this bill and the server
 * recomputes it. Money is integer rupees.
 */
import { ORDER_TYPE } from '../constants';
import { addonLines, type Bill, type BillLine, closeBill, type PricedAddon } from './bill';
import { isNonNegativeInteger } from './money';

/** Most units of one decoration add-on in a booking. */
export const MAX_ADDON_QUANTITY = 20;

/**
 * Bill of a decoration booking, all amounts in whole rupees: the product, one line per add-on
 * ordered (quantity > 0), then total, the 30% advance and the balance paid on site.
 * Throws RangeError when a price is negative or not an integer, or a quantity is not an integer
 * in 0..MAX_ADDON_QUANTITY.
 */
export function decorationBill({ productPrice, addons }: { productPrice: number; addons: readonly PricedAddon[] }): Bill {
  if (!isNonNegativeInteger(productPrice)) {
    throw new RangeError(`the product price must be a non-negative whole number of rupees, got ${productPrice}`);
  }
  const lines: BillLine[] = [
    { kind: 'product', label: 'Decoration', amount: productPrice },
    ...addonLines(addons, { minQuantity: 0, maxQuantity: MAX_ADDON_QUANTITY, label: ({ name, quantity }) => `${name} × ${quantity}` }),
  ];
  return closeBill(lines, ORDER_TYPE.DECORATION);
}
