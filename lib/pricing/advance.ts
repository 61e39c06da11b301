/**
 * The advance share of each service and the advance arithmetic. Pure code, no I/O; money is integer
 * rupees everywhere.
 */
import { ORDER_TYPE, type OrderType } from '../constants';
import { isNonNegativeInteger, PERCENT_WHOLE } from './money';

/** Share of a chef booking paid online as an advance. */
export const CHEF_ADVANCE_PERCENT = 20;
/** Share of a decoration booking paid online as an advance. */
export const DECORATION_ADVANCE_PERCENT = 30;
/** Share of a photography booking paid online as an advance. */
export const PHOTOGRAPHY_ADVANCE_PERCENT = 35;
/** Share of a party food delivery order paid online as an advance. */
export const FOOD_DELIVERY_ADVANCE_PERCENT = 65;
/** Share of a live buffet catering order paid online as an advance. */
export const BUFFET_ADVANCE_PERCENT = 65;
/** Assigned and 24-48 hours before the start, 50% of the advance is kept on cancellation. */
export const CANCELLATION_RETAINED_PERCENT = 50;

/**
 * The advance share of each service, in percent of the total; the one table the bills, the
 * order API and the payment API read, so a page never shows one share and charges another.
 */
export const ADVANCE_PERCENT_BY_ORDER_TYPE: Readonly<Partial<Record<OrderType, number>>> = {
  [ORDER_TYPE.DECORATION]: DECORATION_ADVANCE_PERCENT,
  [ORDER_TYPE.CHEF]: CHEF_ADVANCE_PERCENT,
  [ORDER_TYPE.FOOD_DELIVERY]: FOOD_DELIVERY_ADVANCE_PERCENT,
  [ORDER_TYPE.LIVE_BUFFET_CATERING]: BUFFET_ADVANCE_PERCENT,
  [ORDER_TYPE.PHOTOGRAPHY]: PHOTOGRAPHY_ADVANCE_PERCENT,
};

/**
 * The advance share of an order type in percent.
 * Throws RangeError for a type that takes no online advance (waiter, bartender, cleaner, bulk catering).
 */
export function advancePercentFor(orderType: OrderType): number {
  const percent = ADVANCE_PERCENT_BY_ORDER_TYPE[orderType];
  if (percent === undefined) throw new RangeError(`order type ${orderType} takes no online advance`);
  return percent;
}

/**
 * Advance to pay now, in whole rupees: `percent`% of `total` (whole rupees), rounded half up.
 * Throws RangeError when total is negative or not an integer, or percent is outside 0..100.
 */
export function advanceFor(total: number, percent: number): number {
  if (!isNonNegativeInteger(total)) {
    throw new RangeError(`total must be a non-negative whole number of rupees, got ${total}`);
  }
  if (!Number.isFinite(percent) || percent < 0 || percent > PERCENT_WHOLE) {
    throw new RangeError(`percent must be between 0 and ${PERCENT_WHOLE}, got ${percent}`);
  }
  return Math.round((total * percent) / PERCENT_WHOLE);
}
