import * as z from 'zod/mini';
import type { Attribution } from '../../lib/contracts/orders';
import { DECORATION_SOURCES } from '../../lib/decorationPaths';
import type {
  AddressForm,
  ChefDraft,
  DecorationDraft,
  DraftArea,
  DraftFlow,
  Drafts,
  EventBooking,
  FoodDraft,
  PhotographyDraft,
} from './types';

// What a draft read back from sessionStorage must look like: a value another version of the site wrote, or one
// changed by hand, is dropped instead of reaching a screen. zod/mini, loaded by store/drafts only when a saved draft is read back.

const schemaAddressForm: z.ZodMiniType<AddressForm> = z.object({
  name: z.string(),
  line1: z.string(),
  landmark: z.string(),
  pincode: z.string(),
  save: z.optional(z.boolean()),
});

const schemaDraftArea: z.ZodMiniType<DraftArea> = z.nullable(z.object({ city: z.string(), locality: z.string() }));

const schemaAttribution: z.ZodMiniType<Attribution> = z.object({
  source: z.enum(DECORATION_SOURCES),
  utm: z.record(z.string(), z.string()),
});

const schemaAddons = z.array(z.object({ slug: z.string(), name: z.string(), price: z.number(), quantity: z.number() }));

/** The fields every booking draft ends with: date, slot, address, area, note, the business invoice and its idempotency key. */
const bookingFields = {
  eventDate: z.string(),
  slotId: z.string(),
  address: schemaAddressForm,
  area: schemaDraftArea,
  note: z.string(),
  business: z.optional(z.object({ open: z.boolean(), name: z.string(), gstin: z.string() })),
  idempotencyKey: z.string(),
};

const schemaChefDraft: z.ZodMiniType<ChefDraft> = z.object({
  nonVeg: z.boolean(),
  cuisineIds: z.array(z.string()),
  dishes: z.array(
    z.object({ _id: z.string(), name: z.string(), dish_rate: z.number(), is_dish: z.number(), image: z.nullable(z.string()) }),
  ),
  people: z.number(),
  ...bookingFields,
});

const schemaDecorationDraft: z.ZodMiniType<DecorationDraft> = z.object({
  product: z.object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    price: z.number(),
    image: z.nullable(z.string()),
    category: z.string(),
    categoryName: z.string(),
    path: z.string(),
  }),
  addons: schemaAddons,
  attribution: schemaAttribution,
  ...bookingFields,
});

const schemaFoodDraft: z.ZodMiniType<FoodDraft> = z.object({
  nonVeg: z.boolean(),
  packageId: z.nullable(z.string()),
  dishes: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      is_dish: z.number(),
      image: z.nullable(z.string()),
      platePrice: z.number(),
      perPersonQty: z.number(),
      unit: z.enum(['gram', 'ml', 'piece']),
      qualifying: z.boolean(),
    }),
  ),
  guests: z.number(),
  extras: z.object({ disposables: z.boolean(), tables: z.boolean() }),
  citySlug: z.nullable(z.string()),
  attribution: schemaAttribution,
  ...bookingFields,
});

const schemaPhotographyDraft: z.ZodMiniType<PhotographyDraft> = z.object({
  package: z.object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    price: z.number(),
    hours: z.number(),
    editedPhotos: z.number(),
    image: z.nullable(z.string()),
    path: z.string(),
  }),
  addons: schemaAddons,
  extraHours: z.number(),
  citySlug: z.nullable(z.string()),
  attribution: schemaAttribution,
  ...bookingFields,
});

/** The schema each flow's draft is read back through. */
export const DRAFT_SCHEMAS: { [F in DraftFlow]: z.ZodMiniType<Drafts[F]> } = {
  chef: schemaChefDraft,
  decoration: schemaDecorationDraft,
  foodDelivery: schemaFoodDraft,
  buffet: schemaFoodDraft,
  photography: schemaPhotographyDraft,
};

/** The schema the event booking is read back through. */
export const schemaEventBooking: z.ZodMiniType<EventBooking> = z.object({
  eventId: z.string(),
  title: z.string(),
  date: z.string(),
  venue: z.string(),
  guests: z.number(),
});
