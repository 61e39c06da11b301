/**
 * Prices of a photography booking. Pure code, no I/O: the browser shows this bill and the server
 * recomputes it. Money is integer rupees.
 */
import { ORDER_TYPE } from '../constants';
import { addonLines, type Bill, type BillLine, closeBill, plural, type PricedAddon } from './bill';
import { isNonNegativeInteger } from './money';

/** Each add-on of a photography booking can be taken 1 to 5 times. */
export const PHOTOGRAPHY_ADDON_MAX_QUANTITY = 5;
/** Coverage can be extended by at most 4 hours. */
export const PHOTOGRAPHY_MAX_EXTRA_HOURS = 4;
/** One extra hour of coverage, whole rupees. */
export const PHOTOGRAPHY_EXTRA_HOUR_PRICE = 650;

/** A photography add-on as the bill needs it: its name, one fixed price (whole rupees) and how many. */
export type PhotographyAddonLine = PricedAddon;

/**
 * Bill of a photography booking, all amounts in whole rupees: the package, one line per add-on
 * (price × quantity), extra hours at ₹650 each, then total, the 35% advance and the balance.
 * Throws RangeError for a price that is not a non-negative integer, an add-on quantity outside 1..5, or extra
 * hours outside 0..4.
 */
export function photographyBill({
  packageName,
  packagePrice,
  addons,
  extraHours,
}: {
  packageName: string;
  packagePrice: number;
  addons: readonly PhotographyAddonLine[];
  extraHours: number;
}): Bill {
  if (!isNonNegativeInteger(packagePrice)) throw new RangeError(`the package price must be a whole number of rupees, got ${packagePrice}`);
  if (!isNonNegativeInteger(extraHours) || extraHours > PHOTOGRAPHY_MAX_EXTRA_HOURS) {
    throw new RangeError(`extra hours must be a whole number from 0 to ${PHOTOGRAPHY_MAX_EXTRA_HOURS}, got ${extraHours}`);
  }
  const lines: BillLine[] = [
    { kind: 'product', label: packageName, amount: packagePrice },
    ...addonLines(addons, {
      minQuantity: 1,
      maxQuantity: PHOTOGRAPHY_ADDON_MAX_QUANTITY,
      label: ({ name, quantity }) => (quantity === 1 ? name : `${name} × ${quantity}`),
    }),
  ];
  if (extraHours > 0) {
    lines.push({
      kind: 'extra',
      label: `${plural(extraHours, 'extra hour', 'extra hours')} (₹${PHOTOGRAPHY_EXTRA_HOUR_PRICE} an hour)`,
      amount: PHOTOGRAPHY_EXTRA_HOUR_PRICE * extraHours,
    });
  }
  return closeBill(lines, ORDER_TYPE.PHOTOGRAPHY);
}
