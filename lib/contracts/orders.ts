import { z } from 'zod';
import { ORDER_STATUS, ORDER_TYPE } from '../constants';
import { DECORATION_SOURCES } from '../decorationPaths';
import { REFUND_STATUSES } from '../payments';
import { ROUTES } from '../routes';
import { FOOD_SERVICES } from './catalog';
import {
  BILL_LINE_KINDS,
  FOOD_GUEST_RANGE,
  FOOD_MAX_DISHES,
  FOOD_MAX_GUESTS,
  FOOD_MIN_DISHES,
  MAX_ADDON_QUANTITY,
  PHOTOGRAPHY_ADDON_MAX_QUANTITY,
  PHOTOGRAPHY_MAX_EXTRA_HOURS,
} from '../pricing';
import { schemaChefRequirements, schemaDishIds, schemaPeople } from './catalog';
import { defineRoute } from './http';
import { schemaOrderPayment, schemaOrderPaymentReceived, schemaRefundView } from './payments';
import { plainText } from './text';

/** A calendar date in IST written yyyy-mm-dd. */
export const schemaIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be yyyy-mm-dd');

/** A 6-digit Indian pincode (no leading 0). */
export const schemaPincode = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit pincode');

/** A delivery/service address in India; city and locality are re-derived from the pincode on the server. */
export const schemaAddress = z.object({
  name: plainText({ label: 'Name', min: 2, max: 80, minMessage: 'Please enter the contact name' }),
  line1: plainText({ label: 'Address', min: 5, max: 200, minMessage: 'Please enter the house / flat number and street' }),
  landmark: plainText({ label: 'Landmark', max: 120 }).optional(),
  pincode: schemaPincode,
});
export type AddressInput = z.infer<typeof schemaAddress>;

/** A note for the provider, at most 500 characters; empty means none. */
const schemaNote = plainText({ label: 'Note', max: 500, multiline: true })
  .optional()
  .transform((v) => v || undefined);

/** Marketing attribution recorded with an order (source and utm_* of the landing page). */
export const schemaAttribution = z
  .object({
    source: z.enum(DECORATION_SOURCES).default('organic'),
    utm: z.record(z.string().regex(/^utm_[a-z_]{1,30}$/), plainText({ label: 'Campaign value', max: 200 })).default({}),
  })
  .default({ source: 'organic', utm: {} });
export type Attribution = z.output<typeof schemaAttribution>;

/** The total the page showed, whole rupees; a mismatch is a 409 so the page can refresh. */
const schemaExpectedTotal = z.number().int().nonnegative();

/**
 * What every order type's booking carries besides its own items: the date, a slot of the type
 * (`unknownSlot` names it in the error), the address, a note, the total the page showed and the campaign.
 */
const bookingFields = (unknownSlot: string) => ({
  eventDate: schemaIsoDate,
  slotId: z.string().regex(/^\d{2}-\d{2}$/, unknownSlot),
  address: schemaAddress,
  /** "Save this address": a logged-in customer's booking also adds its address to their address book. */
  saveAddress: z.boolean().optional(),
  note: schemaNote,
  expectedTotal: schemaExpectedTotal,
  attribution: schemaAttribution,
  /**
   * The invite event this order is for (booked from the event's plan); the caller must host or co-host
   * it (403) and the order must be on the event's date (400).
   */
  eventId: z.uuid('Unknown event').optional(),
});

/**
 * A zod check that refuses an item listed twice (never silently merged), with an issue on each
 * repeat at `[index, ...at]`, so the 400 names the duplicate item (e.g. `dishIds.3`, `addons.1.slug`).
 */
function noRepeats<T>(keyOf: (item: T) => string, message: string, at: readonly PropertyKey[] = []) {
  return (items: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = keyOf(item);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message, path: [index, ...at] });
      seen.add(key);
    });
  };
}

/** POST /api/order/add for a chef booking (orderType 2). */
export const schemaChefOrderAdd = z.object({
  orderType: z.literal(ORDER_TYPE.CHEF),
  dishIds: schemaDishIds
    .superRefine(noRepeats((id) => id, 'This dish is listed twice: choose each dish once'))
    .meta({ uniqueItems: true, description: 'Each dish at most once.' }),
  people: schemaPeople,
  ...bookingFields('Unknown arrival slot'),
});
export type ChefOrderAdd = z.infer<typeof schemaChefOrderAdd>;

/** POST /api/order/add for a balloon decoration (orderType 1). */
export const schemaDecorationOrderAdd = z.object({
  orderType: z.literal(ORDER_TYPE.DECORATION),
  productSlug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown decoration')
    .max(120),
  addons: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9-]{2,80}$/, 'Unknown add-on'),
        quantity: z.number().int().min(1).max(MAX_ADDON_QUANTITY),
      }),
    )
    .max(20)
    .superRefine(noRepeats(({ slug }) => slug, 'This add-on is listed twice: set its quantity instead', ['slug']))
    .meta({ description: 'Each add-on at most once (its `quantity` says how many).' })
    .default([]),
  ...bookingFields('Unknown time slot'),
});
export type DecorationOrderAdd = z.infer<typeof schemaDecorationOrderAdd>;

/**
 * Where a party of more than 100 guests is sent (a buffet to the live-catering
 * enquiry, a delivery to the bulk-delivery one), as lib/routes foodEnquiryPath links to them.
 */
export const FOOD_ENQUIRY_PATH = { delivery: ROUTES.bulkFoodDelivery, buffet: ROUTES.caterers } as const satisfies Record<
  (typeof FOOD_SERVICES)[number],
  string
>;

/** Dishes of a party-food order: 1 to 15 ids, each once. */
const schemaFoodDishIds = z
  .array(z.uuid('Unknown dish'))
  .min(FOOD_MIN_DISHES, 'Choose at least one dish')
  .max(FOOD_MAX_DISHES, `Total Dishes Selected can not be more than ${FOOD_MAX_DISHES} Dish.`)
  .superRefine(noRepeats((id) => id, 'This dish is listed twice: choose each dish once'))
  .meta({ uniqueItems: true, description: 'Each dish at most once.' });

/** Guests of a food service (delivery 10-100, buffet 20-100; more than 100 is the bulk enquiry). */
function schemaFoodGuests(service: (typeof FOOD_SERVICES)[number]) {
  const { min } = FOOD_GUEST_RANGE[service];
  const name = service === 'delivery' ? 'Food delivery' : 'A live buffet';
  return z
    .number({ error: 'Guests must be a number' })
    .int('Guests must be a whole number')
    .min(min, `${name} is for ${min} to ${FOOD_MAX_GUESTS} guests`)
    .max(FOOD_MAX_GUESTS, `For more than ${FOOD_MAX_GUESTS} guests, please send us an enquiry at ${FOOD_ENQUIRY_PATH[service]}`);
}

/**
 * The fields of a party-food order: dishes, an optional package it started from, guests, the
 * opt-in extras (`disposables` delivery only, `tables` buffet only: both unticked unless sent true).
 */
function foodOrderFields(service: (typeof FOOD_SERVICES)[number]) {
  const other = service === 'delivery' ? 'tables' : 'disposables';
  return {
    dishIds: schemaFoodDishIds,
    packageId: z.uuid('Unknown package').optional(),
    guests: schemaFoodGuests(service),
    extras: z
      .object({ disposables: z.boolean().default(false), tables: z.boolean().default(false) })
      .default({ disposables: false, tables: false })
      .refine((extras) => !extras[other], {
        message:
          service === 'delivery' ? 'Serving tables are not available for food delivery' : 'Disposables are not available for a live buffet',
        path: [other],
      }),
    ...bookingFields('Unknown time slot'),
  };
}

/** POST /api/order/add for party food delivery (orderType 6). */
export const schemaFoodDeliveryOrderAdd = z.object({ orderType: z.literal(ORDER_TYPE.FOOD_DELIVERY), ...foodOrderFields('delivery') });
/** POST /api/order/add for a live buffet (orderType 7). */
export const schemaBuffetOrderAdd = z.object({ orderType: z.literal(ORDER_TYPE.LIVE_BUFFET_CATERING), ...foodOrderFields('buffet') });
export type FoodOrderAdd = z.infer<typeof schemaFoodDeliveryOrderAdd> | z.infer<typeof schemaBuffetOrderAdd>;

/** POST /api/order/add for a photography package (orderType 9). */
export const schemaPhotographyOrderAdd = z.object({
  orderType: z.literal(ORDER_TYPE.PHOTOGRAPHY),
  productSlug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown photography package')
    .max(120),
  addons: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9-]{2,80}$/, 'Unknown add-on'),
        quantity: z
          .number()
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be 1 to 5')
          .max(PHOTOGRAPHY_ADDON_MAX_QUANTITY, `Quantity must be 1 to ${PHOTOGRAPHY_ADDON_MAX_QUANTITY}`),
      }),
    )
    .max(20)
    .superRefine(noRepeats(({ slug }) => slug, 'This add-on is listed twice: set its quantity instead', ['slug']))
    .meta({ description: 'Each add-on at most once (its `quantity` says how many).' })
    .default([]),
  extraHours: z
    .number()
    .int('Extra hours must be a whole number')
    .min(0, 'Extra hours must be 0 to 4')
    .max(PHOTOGRAPHY_MAX_EXTRA_HOURS, `Extra hours must be 0 to ${PHOTOGRAPHY_MAX_EXTRA_HOURS}`)
    .default(0),
  ...bookingFields('Unknown arrival slot'),
});
export type PhotographyOrderAdd = z.infer<typeof schemaPhotographyOrderAdd>;

/** POST /api/order/add: a chef, decoration, food delivery, live buffet or photography order, told apart by `orderType`. */
export const schemaOrderAdd = z.discriminatedUnion(
  'orderType',
  [schemaChefOrderAdd, schemaDecorationOrderAdd, schemaFoodDeliveryOrderAdd, schemaBuffetOrderAdd, schemaPhotographyOrderAdd],
  { error: 'orderType must be 1 (decoration), 2 (chef), 6 (food delivery), 7 (live buffet) or 9 (photography)' },
);
/** What a checkout sends to POST /api/order/add. */
export type OrderAddBody = z.input<typeof schemaOrderAdd>;

/** Idempotency-Key header: 8 to 100 visible characters (the page sends a UUID). */
export const schemaIdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{8,100}$/, 'Idempotency-Key must be 8 to 100 visible characters')
  .optional();

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
    .refine((s) => statusCodes.includes(s), 'Unknown status'),
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
    'Books a chef (orderType 2), decoration (orderType 1), party food delivery (6) or live buffet (7) order awaiting payment of its advance (it holds its slot for `PAYMENT_HOLD_MINUTES`, default 30, and is booked once paid); the server prices it (409 when the total differs from `expectedTotal`). A repeated Idempotency-Key answers 200 with the same order, or 422 when it came with a different request; at most `ORDER_MAX_PER_CUSTOMER_HOUR` (default 10) orders a customer per hour (429 with Retry-After).',
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

export const routeOrderStatusUpdate = defineRoute('orderStatusUpdate', {
  summary:
    'Operations move an order along the allowed status transitions (a console session of an admin or operations member, or header `x-ops-api-key`); accepting needs `providerId` and assigns that provider as `POST /api/ops/providers/assign` does (400 without it or for an inactive or unsuitable provider, 409 for a busy one); `OPS_KEY_MAX_FAILURES` wrong keys (default 10) from one IP within `OPS_KEY_FAILURE_WINDOW_SECONDS` (default 900) answer 429 to that IP until the window passes.',
  auth: 'operations',
  errors: [404, 409, 429],
  body: schemaOrderStatusUpdate,
  response: schemaOrderSummary,
});
