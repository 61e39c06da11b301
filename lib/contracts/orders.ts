import { z } from 'zod';
import { ORDER_STATUS, type OrderStatus } from '../constants';
import { REFUND_STATUSES } from '../payments';
import { FOOD_SERVICES } from './catalog';
import { BILL_LINE_KINDS } from '../pricing';
import { schemaChefRequirements } from './catalog';
import { defineRoute } from './http';
import { schemaOrderPayment, schemaOrderPaymentReceived, schemaRefundView } from './payments';
import { plainText } from './text';
import { schemaOrderTip } from './tips';
import { schemaIdempotencyKey, schemaOrderAdd, schemaPincode } from './orderBooking';

// the booking requests are defined beside (./orderBooking.ts) and read from here too
export * from './orderBooking';

/** POST /api/order/user_order_list body (the user comes from the token, never from here). */
export const schemaOrderList = z.object({ page: z.number().int().min(1).max(1000).default(1) }).default({ page: 1 });

/** An order's id. */
const schemaOrderId = z.uuid('Unknown order');

/** POST /api/order/cancelOrder `{_id}`. */
export const schemaOrderCancel = z.object({ _id: schemaOrderId });

const statusCodes = Object.values(ORDER_STATUS) as [number, ...number[]];

/**
 * POST /api/order/update_order_status (operations: a console session or OPS_API_KEY). Accepting an order is
 * assigning its provider (one path): `providerId` is required with status Accepted (400 without it),
 * the provider's name and phone become the order's `executor` (still in the order's details); no free-typed executor.
 */
export const schemaOrderStatusUpdate = z.object({
  _id: schemaOrderId,
  status: z
    .number()
    .int()
    .refine((s): s is OrderStatus => statusCodes.includes(s), 'Unknown status'),
  note: plainText({ label: 'Note', max: 500, multiline: true }).optional(),
  providerId: z.uuid('Unknown provider').optional(),
});
export type OrderStatusUpdate = z.infer<typeof schemaOrderStatusUpdate>;

/** One line of a bill (whole rupees). */
export const schemaBillLine = z.object({ kind: z.enum(BILL_LINE_KINDS), label: z.string(), amount: z.number().int() });

/** An order in the customer's list. Money in whole rupees; `eventDate` yyyy-mm-dd (IST). */
export const schemaOrderSummary = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  orderType: z.number().int(),
  service: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  eventDate: z.string(),
  slot: z.object({ id: z.string(), label: z.string() }),
  people: z.number().int().nullable(),
  total: z.number().int(),
  advance: z.number().int(),
  balance: z.number().int(),
  canCancel: z.boolean(),
  /** The payment state beside the status, and what is payable online now. */
  payment: schemaOrderPayment,
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof schemaOrderSummary>;

/** An order's line: a dish (chef), the decoration product, or an add-on with its quantity. */
export const schemaOrderItem = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(['product', 'addon']).optional(),
  dish_rate: z.number().int().optional(),
  is_dish: z.number().int().optional(),
  price: z.number().int().optional(),
  quantity: z.number().int().optional(),
  slug: z.string().optional(),
  image: z.string().nullable().optional(),
});

/** One dish's quantity for the party, fixed at booking: `display` as "6.38 kg", "2.5 L", "58 pieces". */
export const schemaFoodQuantity = z.object({
  _id: z.string(),
  name: z.string(),
  is_dish: z.number().int(),
  quantity: z.number().int(),
  unit: z.enum(['gram', 'ml', 'piece']),
  display: z.string(),
});
export type FoodQuantity = z.infer<typeof schemaFoodQuantity>;

/** What a party-food order is, beyond its bill: service, guests, extras, quantities, what comes free and what is included. */
export const schemaFoodOrderFacts = z.object({
  service: z.enum(FOOD_SERVICES),
  guests: z.number().int(),
  packageId: z.string().nullable(),
  extras: z.object({ disposables: z.boolean(), tables: z.boolean() }),
  quantities: z.array(schemaFoodQuantity),
  complimentary: z.array(z.string()),
  inclusions: z.array(z.string()),
});
export type FoodOrderFacts = z.infer<typeof schemaFoodOrderFacts>;

/** What a photography order is, beyond its bill: the package's coverage and deliverables, fixed at booking. */
export const schemaPhotographyOrderFacts = z.object({
  packageSlug: z.string(),
  packageName: z.string(),
  hours: z.number().int(),
  extraHours: z.number().int(),
  editedPhotos: z.number().int(),
  photosMin: z.number().int(),
  photosMax: z.number().int(),
  deliveryDays: z.number().int(),
});
export type PhotographyOrderFacts = z.infer<typeof schemaPhotographyOrderFacts>;

/** The cancellation meter of an order (lib/cancellationMeter), whole rupees. */
export const schemaCancellationMeter = z.object({
  refundNow: z.number().int(),
  refundPercentNow: z.number().int(),
  nextChangeAt: z.string().nullable(),
  nextRefund: z.number().int().nullable(),
});

/** One order with everything its page shows (for its owner). */
export const schemaOrderDetails = schemaOrderSummary.extend({
  address: z.object({
    name: z.string(),
    line1: z.string(),
    landmark: z.string().optional(),
    pincode: z.string(),
    city: z.string(),
    locality: z.string(),
  }),
  items: z.array(schemaOrderItem),
  bill: z.object({ lines: z.array(schemaBillLine), total: z.number().int(), advance: z.number().int(), balance: z.number().int() }),
  requirements: schemaChefRequirements.nullable(),
  /** The food facts of a food delivery or buffet order; null for other services. */
  food: schemaFoodOrderFacts.nullable(),
  /** The package facts of a photography order; null for other services. */
  photography: schemaPhotographyOrderFacts.nullable(),
  note: z.string().nullable(),
  /** The registered business name and GSTIN given at checkout for a business invoice; null: none given. */
  business: z.object({ name: z.string(), gstin: z.string() }).nullable().optional(),
  cancellationPolicy: z.string(),
  /** What a cancellation now would refund (whole rupees) and the share of the advance. */
  refundIfCancelledNow: z.number().int(),
  refundPercentIfCancelledNow: z.number().int(),
  refundAmount: z.number().int().nullable(),
  payments: z.array(schemaOrderPaymentReceived),
  refunds: z.array(schemaRefundView),
  executor: z.object({ name: z.string(), phone: z.string() }).nullable(),
  /**
   * The assigned provider's first name and photo (a signed URL on our origin, null
   * without a photo: the page shows their initials); null while none is assigned.
   */
  provider: z.object({ firstName: z.string(), photoUrl: z.string().nullable() }).nullable().optional(),
  /** The 4-digit code to give the provider on arrival, from 2 hours before the slot until the job starts; else null. */
  startCode: z.string().nullable().optional(),
  /**
   * The on-time promise (lib/punctuality): "Chef assigned" per service once the provider accepted, when they said
   * "On my way" and "I've arrived" (ISO 8601 or null), and whether the customer may cancel now because nobody
   * arrived within 60 minutes of the slot's start (everything paid comes back: `noShowRefund`, whole rupees).
   */
  arrival: z
    .object({
      assignedLabel: z.string(),
      onTheWayAt: z.string().nullable(),
      arrivedAt: z.string().nullable(),
      canCancelNoShow: z.boolean(),
      noShowRefund: z.number().int(),
    })
    .nullable()
    .optional(),
  source: z.string().nullable(),
  history: z.array(z.object({ status: z.number().int(), statusLabel: z.string(), note: z.string().nullable(), at: z.string() })),
  /**
   * The live cancellation meter: what cancelling now refunds (rupees) and the share of the advance,
   * the ISO instant after which it drops (null when it never drops again) and what it drops to; null when the
   * order can no longer be cancelled.
   */
  cancellation: schemaCancellationMeter.nullable(),
  /**
   * The live headcount of the invite event a food delivery, buffet or chef order is attached to
   * ("Your invite says N guests"); null without an event (or for other services).
   */
  inviteGuests: z.number().int().nullable().optional(),
  /**
   * The order may be synced to its invite now (booked, more than 48 hours ahead, a different count):
   * the invite's guests, the new total and its difference from the current one (whole rupees); null otherwise.
   * A change above 30% is offered too: the sync route answers it with the support message.
   */
  inviteSync: z.object({ guests: z.number().int(), newTotal: z.number().int(), difference: z.number().int() }).nullable().optional(),
  /** The tip after the job (lib/contracts/tips): null unless the order is completed with a provider shown. */
  tip: schemaOrderTip.nullable().optional(),
});
export type OrderDetails = z.infer<typeof schemaOrderDetails>;

/** Whether we serve a pincode, with its city and locality when we do. */
export const schemaServiceability = z.discriminatedUnion('served', [
  z.object({ pincode: z.string(), served: z.literal(false) }),
  z.object({ pincode: z.string(), served: z.literal(true), city: z.string(), citySlug: z.string(), locality: z.string() }),
]);
export type Serviceability = z.infer<typeof schemaServiceability>;
/** Where we serve a pincode: its city and locality (from our city data). */
export type ServedArea = Omit<Extract<Serviceability, { served: true }>, 'pincode' | 'served'>;

export const routeServiceabilityCheck = defineRoute('serviceabilityCheck', {
  summary: 'Whether we serve a pincode (a lookup: an unserved pincode is a 200 with `served: false` and the message to show in `message`).',
  params: z.object({ pincode: schemaPincode }),
  response: schemaServiceability,
});

export const routeOrderAdd = defineRoute('orderAdd', {
  summary:
    'Books a chef (orderType 2), decoration (orderType 1), party food delivery (6) or live buffet (7) order awaiting payment of its advance (it holds the time of a free provider for `PAYMENT_HOLD_MINUTES`, at most 15, and is booked once paid); the server prices it (409 when the total differs from `expectedTotal`, and 409 `SLOT_TAKEN_MESSAGE` with `details.nextFreeSlots` when no provider is free for the slot any more). A repeated Idempotency-Key answers 200 with the same order, or 422 when it came with a different request; at most `ORDER_MAX_PER_CUSTOMER_HOUR` (default 10) orders a customer per hour (429 with Retry-After).',
  auth: 'customer',
  okStatus: 201,
  alsoOk: [200],
  errors: [409, 422, 429],
  headers: z.object({ 'idempotency-key': schemaIdempotencyKey }),
  body: schemaOrderAdd,
  response: schemaOrderDetails,
});

export const routeOrderList = defineRoute('orderList', {
  summary: "The customer's orders, newest first, 20 a page (the user comes from the token).",
  auth: 'customer',
  body: schemaOrderList,
  response: z.array(schemaOrderSummary),
});

/** One order of the caller by its id (both order-details routes). */
const orderByIdRoute = {
  auth: 'customer',
  errors: [404],
  params: z.object({ id: schemaOrderId }),
  response: schemaOrderDetails,
} as const;

export const routeOrderDetails = defineRoute('orderDetails', {
  summary: "One of the customer's orders; another customer's is a 404.",
  ...orderByIdRoute,
});

export const routeOrderDetailsDecoration = defineRoute('orderDetailsDecoration', {
  summary: 'The decoration variant of the order details (spec 7): the same order, whose items are the product and its add-ons.',
  ...orderByIdRoute,
});

export const routeOrderDetailsFoodDelivery = defineRoute('orderDetailsFoodDelivery', {
  summary:
    'The food variant of the order details (spec 7): the same order, whose `food` holds the service, guests, extras and the quantity of every dish for the guests.',
  ...orderByIdRoute,
});

export const routeOrderDetailsPhotography = defineRoute('orderDetailsPhotography', {
  summary:
    'The photography variant of the order details (spec 7): the same order, whose `photography` holds the package, hours covered (and extra hours), photos and edited photos, and the delivery time.',
  ...orderByIdRoute,
});

export const routeOrderIngredients = defineRoute('orderIngredients', {
  summary: 'What to keep ready for the chef of an order: ingredients scaled to its guests, appliances and gas burners.',
  auth: 'customer',
  errors: [404],
  params: z.object({ orderId: schemaOrderId }),
  response: schemaChefRequirements.extend({ people: z.number().int().nullable() }),
});

export const routeOrderCancel = defineRoute('orderCancel', {
  summary:
    'Cancels an order awaiting payment, booked or accepted under the refund table; the refund is requested from the gateway at once. `refundAmount` (whole rupees) and `refundStatus` sit beside `data`; the message says what is refunded (409 otherwise).',
  auth: 'customer',
  errors: [404, 409],
  body: schemaOrderCancel,
  response: schemaOrderDetails,
  fields: z.object({ refundAmount: z.number().int(), refundStatus: z.enum(['none', ...REFUND_STATUSES]) }),
});

export const routeOrderCancelNoShow = defineRoute('orderCancelNoShow', {
  summary:
    "The customer cancels an order nobody arrived for within 60 minutes of the slot's start (the server re-checks the clock and the arrival): everything paid is refunded, as the console's \"Provider did not come\" step does, the provider's job is closed as a no-show, and both are told. `refundAmount` (whole rupees) and `refundStatus` sit beside `data`. 404 another customer's order; 409 too early, arrived, or no longer cancellable.",
  auth: 'customer',
  errors: [404, 409],
  params: z.object({ orderId: z.uuid('Unknown order') }),
  response: schemaOrderDetails,
  fields: z.object({ refundAmount: z.number().int(), refundStatus: z.enum(['none', ...REFUND_STATUSES]) }),
});

export const routeOrderStatusUpdate = defineRoute('orderStatusUpdate', {
  summary:
    'Operations move an order along the allowed status transitions (a console session of an admin or operations member, or header `x-ops-api-key`); accepting needs `providerId` and assigns that provider as `POST /api/ops/providers/assign` does (400 without it or for an inactive or unsuitable provider, 409 for a busy one); `OPS_KEY_MAX_FAILURES` wrong keys (default 10) from one IP within `OPS_KEY_FAILURE_WINDOW_SECONDS` (default 900) answer 429 to that IP until the window passes.',
  auth: 'operations',
  errors: [404, 409, 429],
  body: schemaOrderStatusUpdate,
  response: schemaOrderSummary,
});
