/**
 * What a checkout sends to book an order (POST /api/order/add): the address, the attribution and the fields of each
 * service's order, told apart by `orderType`; lib/contracts/orders.ts re-exports them beside the order's views.
 */
import { z } from 'zod';
import { ORDER_TYPE } from '../constants';
import { DECORATION_SOURCES } from '../decorationPaths';
import { ROUTES } from '../routes';
import { FOOD_SERVICES } from './catalog';
import {
  FOOD_GUEST_RANGE,
  FOOD_MAX_DISHES,
  FOOD_MAX_GUESTS,
  FOOD_MIN_DISHES,
  MAX_ADDON_QUANTITY,
  PHOTOGRAPHY_ADDON_MAX_QUANTITY,
  PHOTOGRAPHY_MAX_EXTRA_HOURS,
} from '../pricing';
import { schemaDishIds, schemaPeople } from './catalog';
import { validateGstin } from '../tax/gstin';
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

/** The longest registered business name a booking takes (what the checkout's field allows too). */
export const BUSINESS_NAME_MAX = 100;

/**
 * A business customer's details for the tax invoice (CGST Rules, rule 46(e): the recipient's name and GSTIN when
 * registered): the registered name, trimmed, 1-100 characters, and the GSTIN, trimmed and upper-cased, checked by
 * lib/tax/gstin validateGstin (shape, state code, check character), so a bad one is a 400 naming `business.gstin`.
 */
export const schemaBusiness = z
  .object({
    name: plainText({
      label: 'Registered business name',
      min: 1,
      max: BUSINESS_NAME_MAX,
      minMessage: 'Please enter the registered business name',
      requiredMessage: 'Please enter the registered business name',
    }),
    gstin: z
      .string({ error: 'Please enter the GSTIN' })
      .trim()
      // letters and digits only, also a pattern the OpenAPI document shows; the check below says what else is wrong
      .regex(/^[0-9A-Za-z]*$/, { message: 'A GSTIN has only letters and digits', abort: true })
      .toUpperCase()
      .superRefine((value, ctx) => {
        const check = validateGstin(value);
        if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
      })
      .meta({ description: 'The 15-character GSTIN (upper-cased before the check); its check character must match.' }),
  })
  .meta({ description: 'A business invoice: the registered name and GSTIN the tax documents carry.' });
export type BusinessInput = z.infer<typeof schemaBusiness>;

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
  /** "Add GSTIN for a business invoice": the documents of the order carry this name and GSTIN. */
  business: schemaBusiness.optional(),
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
