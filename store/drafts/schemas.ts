import * as z from 'zod/mini';
import type { AddressInput, Attribution } from '../../lib/contracts/orders';
import { DECORATION_SOURCES } from '../../lib/decorationPaths';

/**
 * The shape of each booking draft (store/drafts), as a type and as the schema a draft read back from
 * sessionStorage must pass.
 */

/** A chosen dish as a chef draft keeps it (`dish_rate` in whole rupees). */
export interface DraftDish {
  _id: string;
  name: string;
  dish_rate: number;
  is_dish: number;
  image: string | null;
}

/**
 * The address form as typed: every field of the API's address, as text ('' when empty), and whether the customer
 * ticked "Save this address", sent as the booking's `saveAddress`.
 */
export type AddressForm = { [K in keyof Required<AddressInput>]: string } & { save?: boolean };

/** An empty address form. */
export const EMPTY_ADDRESS: AddressForm = { name: '', line1: '', landmark: '', pincode: '' };

/** Where we serve the address's pincode, as checked when the customer continued (shown at checkout). */
export type DraftArea = { city: string; locality: string } | null;

/** A chef booking: dishes (step 1), then people, date, arrival slot, address and note (step 2). */
export interface ChefDraft {
  /** The Non-Veg filter of step 1 (spec 4). */
  nonVeg: boolean;
  cuisineIds: string[];
  /** Chosen dishes in the order chosen (at most 12, spec 5). */
  dishes: DraftDish[];
  people: number;
  /** IST date yyyy-mm-dd, '' until chosen. */
  eventDate: string;
  slotId: string;
  address: AddressForm;
  area: DraftArea;
  note: string;
  /** Sent with Confirm: a repeated Confirm of the same draft never books twice; any change draws a new one. */
  idempotencyKey: string;
}

/** A decoration booking: the product, add-ons, date, 3-hour slot, address and note. */
export interface DecorationDraft {
  /** What checkout shows of the product (prices in whole rupees; the server prices it again). */
  product: {
    _id: string;
    slug: string;
    name: string;
    price: number;
    image: string | null;
    category: string;
    categoryName: string;
    path: string;
  };
  /** Add-ons with a quantity of 1 or more. */
  addons: { slug: string; name: string; price: number; quantity: number }[];
  eventDate: string;
  slotId: string;
  address: AddressForm;
  area: DraftArea;
  note: string;
  /** The campaign the customer came from, recorded with the order. */
  attribution: Attribution;
  idempotencyKey: string;
}

/** A party-food dish as a food draft keeps it (`platePrice` in whole rupees, `perPersonQty` in `unit`). */
export interface DraftFoodDish {
  _id: string;
  name: string;
  is_dish: number;
  image: string | null;
  platePrice: number;
  perPersonQty: number;
  unit: 'gram' | 'ml' | 'piece';
  qualifying: boolean;
}

/**
 * A party food delivery or live buffet booking: dishes (step 1, maybe from a package), then guests,
 * opt-in extras, date and slot (step 2), then the address and a note at checkout (step 3).
 */
export interface FoodDraft {
  nonVeg: boolean;
  /** The ready-made package the menu started from, while its dishes are unchanged. */
  packageId: string | null;
  /** Chosen dishes in the order chosen (at most 15). */
  dishes: DraftFoodDish[];
  guests: number;
  extras: { disposables: boolean; tables: boolean };
  eventDate: string;
  slotId: string;
  address: AddressForm;
  area: DraftArea;
  note: string;
  /** The city page the customer came from (preselected), if any. */
  citySlug: string | null;
  attribution: Attribution;
  idempotencyKey: string;
}

/**
 * A photography booking: the package and its add-ons and extra hours chosen on the product page,
 * then the date, arrival slot, address and note at checkout. Prices in whole rupees (the server prices again).
 */
export interface PhotographyDraft {
  package: {
    _id: string;
    slug: string;
    name: string;
    price: number;
    hours: number;
    editedPhotos: number;
    image: string | null;
    /** The product page the checkout's Back returns to. */
    path: string;
  };
  /** Add-ons with a quantity of 1 to 5. */
  addons: { slug: string; name: string; price: number; quantity: number }[];
  /** 0 to 4 extra hours of coverage. */
  extraHours: number;
  eventDate: string;
  slotId: string;
  address: AddressForm;
  area: DraftArea;
  note: string;
  /** The city page the customer came from (preselected), if any. */
  citySlug: string | null;
  attribution: Attribution;
  idempotencyKey: string;
}

/** The draft of each flow. */
export interface Drafts {
  chef: ChefDraft;
  decoration: DecorationDraft;
  foodDelivery: FoodDraft;
  buffet: FoodDraft;
  photography: PhotographyDraft;
}
export type DraftFlow = keyof Drafts;

/**
 * The event a booking in progress is for ("Book decoration for this event" on the event's plan). A checkout whose
 * date is the event's sends its `eventId` and checks the event's plan before payment; booking another date simply
 * books without the event.
 */
export interface EventBooking {
  eventId: string;
  title: string;
  /** IST date yyyy-mm-dd of the event. */
  date: string;
  venue: string;
  /** The event's live headcount when the host started booking (chef people, food guests). */
  guests: number;
}

// What a draft read back from sessionStorage must look like: a value another version of the site wrote, or one
// changed by hand, is dropped instead of reaching a screen. zod/mini: these checks load with the light booking pages.

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

/** The fields every booking draft ends with: date, slot, address, area, note and its idempotency key. */
const bookingFields = {
  eventDate: z.string(),
  slotId: z.string(),
  address: schemaAddressForm,
  area: schemaDraftArea,
  note: z.string(),
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
