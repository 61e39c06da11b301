import { z } from 'zod';
import { MAX_DISHES, ORDER_STATUS, ORDER_TYPE } from '../../lib/constants';
import { MAX_PEOPLE, MIN_PEOPLE } from '../../lib/pricing';

const schemaIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be yyyy-mm-dd');

/** A delivery/service address in India; city and locality are re-derived from the pincode on the server. */
export const schemaAddress = z.object({
  name: z.string().trim().min(2, 'Please enter the contact name').max(80),
  line1: z.string().trim().min(5, 'Please enter the house / flat number and street').max(200),
  landmark: z.string().trim().max(120).optional(),
  pincode: z
    .string()
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit pincode'),
});
export type AddressInput = z.infer<typeof schemaAddress>;

/** Marketing attribution recorded with an order (issue 7: source and utm_* of the landing page). */
export const schemaAttribution = z
  .object({
    source: z.enum(['organic', 'youtube', 'google-ads', 'instagram']).default('organic'),
    utm: z.record(z.string().regex(/^utm_[a-z_]{1,30}$/), z.string().max(200)).default({}),
  })
  .default({ source: 'organic', utm: {} });

/** POST /api/order/add for a chef booking (orderType 2). */
export const schemaChefOrderAdd = z.object({
  orderType: z.literal(ORDER_TYPE.CHEF),
  dishIds: z.array(z.uuid('Unknown dish')).min(1, 'Choose at least one dish').max(MAX_DISHES, `Choose at most ${MAX_DISHES} dishes`),
  people: z.number().int().min(MIN_PEOPLE, `At least ${MIN_PEOPLE} person`).max(MAX_PEOPLE, `At most ${MAX_PEOPLE} people`),
  eventDate: schemaIsoDate,
  slotId: z.string().regex(/^\d{2}-\d{2}$/, 'Unknown arrival slot'),
  address: schemaAddress,
  note: z
    .string()
    .trim()
    .max(500, 'Note can be at most 500 characters')
    .optional()
    .transform((v) => v || undefined),
  /** The total the page showed, whole rupees; a mismatch is a 409 so the page can refresh. */
  expectedTotal: z.number().int().nonnegative(),
  attribution: schemaAttribution,
});
export type ChefOrderAdd = z.infer<typeof schemaChefOrderAdd>;

/** Idempotency-Key header: 8 to 100 visible characters (the page sends a UUID). */
export const schemaIdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{8,100}$/, 'Idempotency-Key must be 8 to 100 visible characters')
  .optional();

/** POST /api/order/user_order_list body (the user comes from the token, never from here). */
export const schemaOrderList = z.object({ page: z.number().int().min(1).max(1000).default(1) }).default({ page: 1 });

/** POST /api/order/cancelOrder `{_id}`. */
export const schemaOrderCancel = z.object({ _id: z.uuid('Unknown order') });

/** Path parameter of the order detail and ingredient routes. */
export const schemaOrderId = z.uuid('Unknown order');

const statusCodes = Object.values(ORDER_STATUS) as [number, ...number[]];

/** POST /api/order/update_order_status (operations, OPS_API_KEY). */
export const schemaOrderStatusUpdate = z.object({
  _id: z.uuid('Unknown order'),
  status: z
    .number()
    .int()
    .refine((s) => statusCodes.includes(s), 'Unknown status'),
  note: z.string().trim().max(500).optional(),
  executor: z
    .object({
      name: z.string().trim().min(2).max(80),
      phone: z.string().regex(/^[6-9]\d{9}$/, 'Executor phone must be a 10-digit mobile number'),
    })
    .optional(),
});
export type OrderStatusUpdate = z.infer<typeof schemaOrderStatusUpdate>;

/** POST /api/chef/requirements: what a chef booking needs, before ordering. */
export const schemaChefRequirements = z.object({
  dishIds: z.array(z.uuid('Unknown dish')).min(1, 'Choose at least one dish').max(MAX_DISHES, `Choose at most ${MAX_DISHES} dishes`),
  people: z.number().int().min(MIN_PEOPLE).max(MAX_PEOPLE),
});

/** Path parameter of GET /api/serviceability/{pincode}. */
export const schemaPincode = z.string().regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit pincode');

/** POST /api/order/add for a balloon decoration (orderType 1, issue 7). */
export const schemaDecorationOrderAdd = z.object({
  orderType: z.literal(ORDER_TYPE.DECORATION),
  productSlug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown decoration')
    .max(120),
  addons: z
    .array(z.object({ slug: z.string().regex(/^[a-z0-9-]{2,80}$/, 'Unknown add-on'), quantity: z.number().int().min(1).max(20) }))
    .max(20)
    .default([]),
  eventDate: schemaIsoDate,
  slotId: z.string().regex(/^\d{2}-\d{2}$/, 'Unknown time slot'),
  address: schemaAddress,
  note: z.string().trim().max(500, 'Note can be at most 500 characters').optional(),
  expectedTotal: z.number().int().nonnegative(),
  attribution: schemaAttribution,
});
export type DecorationOrderAdd = z.infer<typeof schemaDecorationOrderAdd>;

/** POST /api/order/add: a chef or a decoration order, told apart by `orderType`. */
export const schemaOrderAdd = z.discriminatedUnion('orderType', [schemaChefOrderAdd, schemaDecorationOrderAdd], {
  error: 'orderType must be 1 (decoration) or 2 (chef)',
});
