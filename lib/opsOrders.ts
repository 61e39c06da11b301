/**
 * The operations console's orders board and order page: its limits and sortable
 * columns, kept apart from the zod contracts (lib/contracts/opsOrders) so the board's browser code takes these
 * numbers without the schemas. The contract types are re-exported for the same code (types only, no runtime).
 */

/** Rows per board page by default, and at most (paginated on the server). */
export const OPS_ORDERS_PAGE_SIZE = 25;
export const OPS_ORDERS_MAX_PAGE_SIZE = 100;
/** Rows of one CSV export at most: a wider filter is cut there and says so (header `X-Export-Capped`). */
export const OPS_ORDERS_CSV_MAX_ROWS = 10_000;
/** A staff note: 1 to 2000 characters. */
export const ORDER_NOTE_MAX = 2000;
/**
 * A staff message to the customer: 1 to 500 characters on one line (it goes out as a WhatsApp template parameter,
 * which holds no line breaks, and as the SMS template's last variable).
 */
export const CUSTOMER_MESSAGE_MAX = 500;
/**
 * Staff messages to a customer: at most this many per order in any hour (each one costs a WhatsApp or SMS send,
 * and a customer flooded from the console stops reading them).
 */
export const CUSTOMER_MESSAGES_PER_ORDER_HOUR = 5;
/** ... and at most this many per customer, over all their orders, in any 24 hours. */
export const CUSTOMER_MESSAGES_PER_CUSTOMER_DAY = 20;
/** The 429 message when an order reached CUSTOMER_MESSAGES_PER_ORDER_HOUR. */
export const CUSTOMER_MESSAGES_ORDER_LIMITED = `This order’s customer already had ${CUSTOMER_MESSAGES_PER_ORDER_HOUR} messages in the last hour. Please wait before sending another, or call them.`;
/** The 429 message when a customer reached CUSTOMER_MESSAGES_PER_CUSTOMER_DAY. */
export const CUSTOMER_MESSAGES_CUSTOMER_LIMITED = `This customer already had ${CUSTOMER_MESSAGES_PER_CUSTOMER_DAY} messages in the last 24 hours. Please wait before sending another, or call them.`;

/** The board's sortable columns. */
/** An order number as customers quote it (`PS-` and 6 letters or digits), in any case. */
export const ORDER_NUMBER_PATTERN = /^PS-[A-Z0-9]{6}$/i;

export const OPS_ORDER_SORTS = ['createdAt', 'eventDate', 'orderNumber', 'total', 'status'] as const;
export type OpsOrderSort = (typeof OPS_ORDER_SORTS)[number];

export type {
  CustomerMessageView,
  OpsOrderPage,
  OpsOrderQueryInput,
  OpsOrderRow,
  OpsOrderView,
  OrderNoteView,
} from './contracts/opsOrders';
