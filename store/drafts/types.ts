import type { AddressInput, Attribution } from '../../lib/contracts/orders';

/**
 * The shape of each booking draft (store/drafts), as a type. The zod schemas a draft read back from sessionStorage
 * must pass are apart (./schemas.ts), loaded only when a tab has a saved draft, so a first visit carries no zod.
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

/**
 * "Add GSTIN for a business invoice" at checkout, as typed: whether the customer opened it, the registered name and
 * the GSTIN ('' when empty). Sent as the booking's `business` only while open.
 */
export interface DraftBusiness {
  open: boolean;
  name: string;
  gstin: string;
}

/**
 * What every booking draft carries besides its own choices: the date and slot, the address as typed, where we serve
 * it, the note, the business invoice's details, and the key a repeated Confirm sends.
 */
export interface DraftBookingFields {
  /** IST date yyyy-mm-dd, '' until chosen. */
  eventDate: string;
  slotId: string;
  address: AddressForm;
  area: DraftArea;
  note: string;
  /** The business invoice's name and GSTIN (checkout); absent until the customer opens it. */
  business?: DraftBusiness;
  /** Sent with Confirm: a repeated Confirm of the same draft never books twice; any change draws a new one. */
  idempotencyKey: string;
}

/** A chef booking: dishes (step 1), then people, date, arrival slot, address and note (step 2). */
export interface ChefDraft extends DraftBookingFields {
  /** The Non-Veg filter of step 1 (spec 4). */
  nonVeg: boolean;
  cuisineIds: string[];
  /** Chosen dishes in the order chosen (at most 12, spec 5). */
  dishes: DraftDish[];
  people: number;
}

/** A decoration booking: the product, add-ons, date, 3-hour slot, address and note. */
export interface DecorationDraft extends DraftBookingFields {
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
  /** The campaign the customer came from, recorded with the order. */
  attribution: Attribution;
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
export interface FoodDraft extends DraftBookingFields {
  nonVeg: boolean;
  /** The ready-made package the menu started from, while its dishes are unchanged. */
  packageId: string | null;
  /** Chosen dishes in the order chosen (at most 15). */
  dishes: DraftFoodDish[];
  guests: number;
  extras: { disposables: boolean; tables: boolean };
  /** The city page the customer came from (preselected), if any. */
  citySlug: string | null;
  attribution: Attribution;
}

/**
 * A photography booking: the package and its add-ons and extra hours chosen on the product page,
 * then the date, arrival slot, address and note at checkout. Prices in whole rupees (the server prices again).
 */
export interface PhotographyDraft extends DraftBookingFields {
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
  /** The city page the customer came from (preselected), if any. */
  citySlug: string | null;
  attribution: Attribution;
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
