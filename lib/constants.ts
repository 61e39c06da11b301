/**
 * Business constants of the product, one place for every number of spec section 9
 * and the codes shared by URLs, the persisted slice and orders.
 * Pure values only: imported by both the browser and the server.
 */

/** Success status compared by the spec's clients (spec 9). */
export const SUCCESS_STATUS = 200;

/** Spec 9: a one-time code has 4 digits. */
export const OTP_LENGTH = 4;
/** Spec 9: a mobile number has 10 digits. */
export const PHONE_LENGTH = 10;
/** Spec 9: country code prefixed to numbers for WhatsApp. */
export const COUNTRY_CODE = '+91';
/** Spec 9: seconds before "Resend Code" is offered. */
export const OTP_RESEND_SECONDS = 30;

/** Spec 5: a chef is expert in at most 3 cuisines. */
export const MAX_CUISINES = 3;
/** Spec 5: at most 12 dishes in one chef booking. */
export const MAX_DISHES = 12;
/** Spec 4: collapsed meal groups show 3 dishes at widths up to 768px ... */
export const DISH_PREVIEW_MOBILE = 3;
/** ... and 7 above. */
export const DISH_PREVIEW_DESKTOP = 7;
/** Spec 4: the dish screen switches layout at 768px. */
export const DISH_SCREEN_BREAKPOINT_PX = 768;
/** Spec 4: the city page switches layout at 800px. */
export const CITY_PAGE_BREAKPOINT_PX = 800;

/** Spec 9: the FAQ promises bookings at least 24 hours in advance. */
export const MIN_BOOKING_LEAD_HOURS = 24;
/** Spec 9: the city FAQ has 25 entries. */
export const CITY_FAQ_COUNT = 25;

/** Spec 3/9: redux-persist storage key. */
export const PERSIST_KEY = 'root';
/** The localStorage key redux-persist keeps the `root` slice under (its `persist:` prefix). */
export const PERSISTED_ROOT_KEY = `persist:${PERSIST_KEY}`;
/** Spec 9: redux-persist rehydration timeout, milliseconds. */
export const PERSIST_TIMEOUT_MS = 5000;

/** Business time zone: dates and slots are in IST. */
export const TIME_ZONE = 'Asia/Kolkata';

/** Order type codes, used in URLs (`orderType`), the persisted slice and orders. */
export const ORDER_TYPE = {
  DECORATION: 1,
  CHEF: 2,
  WAITER: 3,
  BARTENDER: 4,
  CLEANER: 5,
  FOOD_DELIVERY: 6,
  LIVE_BUFFET_CATERING: 7,
  BULK_CATERING: 8,
  PHOTOGRAPHY: 9,
} as const;
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];
/** Spec 9: default orderType is the chef booking. */
export const DEFAULT_ORDER_TYPE: OrderType = ORDER_TYPE.CHEF;

/** Customer-facing service names per order type (used in messages and the WhatsApp template). */
export const ORDER_TYPE_LABEL: Record<OrderType, string> = {
  1: 'Balloon Decoration',
  2: 'Chef for Party',
  3: 'Waiter',
  4: 'Bartender',
  5: 'Cleaner',
  6: 'Party Food Delivery',
  7: 'Live Buffet Catering',
  8: 'Bulk Catering',
  9: 'Photography',
};

/**
 * When and to whom the balance of each service we sell online is paid, in the customer's words (one text per
 * service, on the bill's balance line and on the payment success page). It
 * follows the payment policy the code implements (lib/payments amountDue: online from the order page until
 * the service starts; server/payments recordCashBalance: else in cash to our team at or after the
 * service). lib/services exposes it as `balanceText`; lib/pricing reads it here, as the registry imports
 * lib/pricing's advance shares and a cycle between the two would break module evaluation.
 */
export const BALANCE_TEXT = {
  1: 'Balance to pay the decorator on site',
  2: 'Balance to pay the chef after the service',
  6: 'Balance to pay on delivery',
  7: 'Balance to pay the catering team after the service',
  9: 'Balance to pay after the shoot',
} as const satisfies Partial<Record<OrderType, string>>;

/**
 * Order status codes. 5 is an order created at checkout whose advance is not paid yet: it
 * becomes booked (0) once the server sees the payment, or expired (6) when it stays unpaid.
 */
export const ORDER_STATUS = {
  AWAITING_PAYMENT: 5,
  BOOKED: 0,
  ACCEPTED: 1,
  IN_PROGRESS: 2,
  COMPLETED: 3,
  CANCELLED: 4,
  EXPIRED: 6,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Customer-facing labels of the order statuses. */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  5: 'Awaiting payment',
  0: 'Booked',
  1: 'Accepted',
  2: 'In progress',
  3: 'Completed',
  4: 'Cancelled',
  6: 'Expired',
};

/** Spec 3: `is_dish` code of a veg dish; any other value is non-veg (the seed uses 2). */
export const IS_DISH_VEG = 1;
export const IS_DISH_NON_VEG = 2;

/** Spec 3 `type` of a dish, derived from `is_dish`. */
export type DishType = 'veg' | 'non-veg';

/** Spec 8: shown where a dish has no image. */
export const IMAGE_NOT_AVAILABLE = 'Image not available';

/** Spec 3: localStorage keys the browser uses. */
export const STORAGE_KEYS = {
  IS_LOGGED_IN: 'isLoggedIn',
  MOBILE_NUMBER: 'mobileNumber',
  TOKEN: 'token',
  USER_ID: 'userID',
  TOTAL_UNREAD: 'totalUnread',
} as const;

/** Spec 6: the one role the product uses. */
export const ROLE_CUSTOMER = 'customer';
