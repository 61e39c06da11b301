/**
 * The one registry of the services we sell online (DESIGN "One registry of the
 * services we sell"): every list of services and every branch on a service reads it instead of keeping
 * its own copy (the reviews list once dropped food and photography reviews because it kept a list of two).
 * Pure code, no I/O. The advance shares and lead times are the constants of lib/pricing and lib/booking,
 * referenced here, not copied.
 */
import { DECORATION_SAME_DAY_ALLOWED, DECORATION_SAME_DAY_LEAD_HOURS, FOOD_LEAD_HOURS } from './booking';
import { BALANCE_TEXT, MIN_BOOKING_LEAD_HOURS, ORDER_TYPE, ORDER_TYPE_LABEL, type OrderType } from './constants';
import {
  BUFFET_ADVANCE_PERCENT,
  CHEF_ADVANCE_PERCENT,
  DECORATION_ADVANCE_PERCENT,
  FOOD_DELIVERY_ADVANCE_PERCENT,
  PHOTOGRAPHY_ADVANCE_PERCENT,
} from './pricing';
import { ROUTES } from './routes';

/** How early a service can be booked: a number of hours before its slot, or from the next IST day on. */
export type ServiceLead = { kind: 'hours'; hours: number } | { kind: 'next-day' };

/** One service we sell online. */
export interface SoldService {
  /** Stable key of the service in URLs and queries (`/reviews?service=food-delivery`). */
  key: string;
  /** Customer-facing name ("Chef for Party"). */
  name: string;
  /** The `orderType` of its orders (lib/constants ORDER_TYPE). */
  orderType: OrderType;
  /** The path of its booking page. */
  slug: string;
  /** Percent of the total paid online as the advance (lib/pricing). */
  advancePercent: number;
  /** How early it can be booked. */
  lead: ServiceLead;
  /**
   * When and to whom the balance is paid, in the customer's words: the label of the bill's balance line
   * and the sentence of the payment success page (one text per service). It follows
   * the payment policy the code implements (lib/constants BALANCE_TEXT).
   */
  balanceText: string;
  /** Who collects a balance no longer payable online (the service has started), e.g. "the chef". */
  collectedBy: string;
}

const DECORATION_LEAD: ServiceLead = DECORATION_SAME_DAY_ALLOWED
  ? { kind: 'hours', hours: DECORATION_SAME_DAY_LEAD_HOURS }
  : { kind: 'next-day' };

/** Every service sold online, in the order the menus list them. */
export const SERVICES = [
  {
    key: 'decoration',
    name: ORDER_TYPE_LABEL[ORDER_TYPE.DECORATION],
    orderType: ORDER_TYPE.DECORATION,
    slug: ROUTES.decoration,
    advancePercent: DECORATION_ADVANCE_PERCENT,
    lead: DECORATION_LEAD,
    balanceText: BALANCE_TEXT[ORDER_TYPE.DECORATION],
    collectedBy: 'the decorator',
  },
  {
    key: 'photography',
    name: ORDER_TYPE_LABEL[ORDER_TYPE.PHOTOGRAPHY],
    orderType: ORDER_TYPE.PHOTOGRAPHY,
    slug: ROUTES.photography,
    advancePercent: PHOTOGRAPHY_ADVANCE_PERCENT,
    lead: { kind: 'hours', hours: MIN_BOOKING_LEAD_HOURS },
    balanceText: BALANCE_TEXT[ORDER_TYPE.PHOTOGRAPHY],
    collectedBy: 'the photographer',
  },
  {
    key: 'chef',
    name: ORDER_TYPE_LABEL[ORDER_TYPE.CHEF],
    orderType: ORDER_TYPE.CHEF,
    slug: ROUTES.chef,
    advancePercent: CHEF_ADVANCE_PERCENT,
    lead: { kind: 'hours', hours: MIN_BOOKING_LEAD_HOURS },
    balanceText: BALANCE_TEXT[ORDER_TYPE.CHEF],
    collectedBy: 'the chef',
  },
  {
    key: 'food-delivery',
    name: ORDER_TYPE_LABEL[ORDER_TYPE.FOOD_DELIVERY],
    orderType: ORDER_TYPE.FOOD_DELIVERY,
    slug: ROUTES.foodDelivery,
    advancePercent: FOOD_DELIVERY_ADVANCE_PERCENT,
    lead: { kind: 'hours', hours: FOOD_LEAD_HOURS.delivery },
    balanceText: BALANCE_TEXT[ORDER_TYPE.FOOD_DELIVERY],
    collectedBy: 'our delivery team',
  },
  {
    key: 'buffet',
    name: ORDER_TYPE_LABEL[ORDER_TYPE.LIVE_BUFFET_CATERING],
    orderType: ORDER_TYPE.LIVE_BUFFET_CATERING,
    slug: ROUTES.liveCatering,
    advancePercent: BUFFET_ADVANCE_PERCENT,
    lead: { kind: 'hours', hours: FOOD_LEAD_HOURS.buffet },
    balanceText: BALANCE_TEXT[ORDER_TYPE.LIVE_BUFFET_CATERING],
    collectedBy: 'our catering team',
  },
] as const satisfies readonly SoldService[];

/** The key of a sold service: 'decoration' | 'photography' | 'chef' | 'food-delivery' | 'buffet'. */
export type ServiceKey = (typeof SERVICES)[number]['key'];
/** Every service key, non-empty (for `z.enum`). */
export const SERVICE_KEYS = SERVICES.map((service) => service.key) as [ServiceKey, ...ServiceKey[]];
/** The order types of every sold service (for SQL filters: `order_type IN (...)`). */
export const SOLD_ORDER_TYPES: readonly OrderType[] = SERVICES.map((service) => service.orderType);

/** The service of a key. */
export function serviceByKey(key: ServiceKey): SoldService {
  // SERVICE_KEYS is built from SERVICES, so every key has its service
  return SERVICES.find((service) => service.key === key)!;
}

/** The service of an order type, or null for an order type we do not sell online (waiter, bulk catering ...). */
export function serviceOfOrderType(orderType: number): SoldService | null {
  return SERVICES.find((service) => service.orderType === orderType) ?? null;
}
