import { useSyncExternalStore } from 'react';
import { MAX_PEOPLE, MIN_PEOPLE } from '../lib/pricing/chef';
import { FOOD_GUEST_RANGE } from '../lib/pricing/food';
import { EMPTY_ADDRESS, readDraft, updateDraft, type AddressForm, type ChefDraft, type DraftFlow, type FoodDraft } from './drafts';

/**
 * The invite event a booking in progress is for (issue 25 §1: "Book decoration for this event"): kept in this tab's
 * sessionStorage beside the drafts. A checkout whose date is the event's sends its `eventId` and checks the event's
 * plan before payment; booking another date simply books without the event.
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

const KEY = 'booking-event';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const raw = () => storage()?.getItem(KEY) ?? null;

function parse(text: string | null): EventBooking | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<EventBooking>;
    return typeof value.eventId === 'string' && typeof value.date === 'string' ? (value as EventBooking) : null;
  } catch {
    return null;
  }
}

/** This tab's event booking, or null. Browser only. */
export function readEventBooking(): EventBooking | null {
  return parse(raw());
}

/** Forgets the event booking (its order is placed, or the host books without the event). */
export function clearEventBooking(): void {
  storage()?.removeItem(KEY);
  for (const listener of listeners) listener();
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The venue as the first address line (the address form's 200-character limit), keeping a line already typed. */
const addressWithVenue = (address: AddressForm | undefined, venue: string): AddressForm =>
  address?.line1 ? address : { ...(address ?? EMPTY_ADDRESS), line1: venue.slice(0, 200) };

/**
 * Starts booking `flow` for an event: remembers the event and seeds the flow's draft with the event's date, venue
 * and guests where the draft can hold them without a product chosen (chef and food drafts; decoration and
 * photography drafts, made on their product page, take the date and venue when they exist, and their booking panel
 * reads them from the event booking otherwise).
 */
export function startEventBooking(flow: DraftFlow, booking: EventBooking): void {
  storage()?.setItem(KEY, JSON.stringify(booking));
  for (const listener of listeners) listener();
  if (flow === 'chef') {
    updateDraft('chef', (current) => ({
      ...(current ?? newChefDraftLike()),
      eventDate: booking.date,
      slotId: '',
      people: clamp(booking.guests, MIN_PEOPLE, MAX_PEOPLE),
      address: addressWithVenue(current?.address, booking.venue),
    }));
  } else if (flow === 'foodDelivery' || flow === 'buffet') {
    const range = FOOD_GUEST_RANGE[flow === 'foodDelivery' ? 'delivery' : 'buffet'];
    updateDraft(flow, (current) => ({
      ...(current ?? newFoodDraftLike(range.min)),
      eventDate: booking.date,
      slotId: '',
      guests: clamp(booking.guests, range.min, range.max),
      address: addressWithVenue(current?.address, booking.venue),
    }));
  } else if (readDraft(flow)) {
    updateDraft(flow, (current) => ({ ...current!, eventDate: booking.date, slotId: '', address: addressWithVenue(current!.address, booking.venue) }));
  }
}

/** An empty chef draft (as components/chef/chefDraft's, which the store may not import). */
function newChefDraftLike(): Omit<ChefDraft, 'idempotencyKey'> {
  return { nonVeg: false, cuisineIds: [], dishes: [], people: 10, eventDate: '', slotId: '', address: EMPTY_ADDRESS, area: null, note: '' };
}

/** An empty food draft (as components/food/foodDraft's). */
function newFoodDraftLike(minGuests: number): Omit<FoodDraft, 'idempotencyKey'> {
  return {
    nonVeg: false,
    packageId: null,
    dishes: [],
    guests: minGuests,
    extras: { disposables: false, tables: false },
    eventDate: '',
    slotId: '',
    address: EMPTY_ADDRESS,
    area: null,
    note: '',
    citySlug: null,
    attribution: { source: 'organic', utm: {} },
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This tab's event booking for a component: undefined while server-rendering and hydrating, then it or null. */
export function useEventBooking(): EventBooking | null | undefined {
  const text = useSyncExternalStore(subscribe, raw, () => undefined);
  return text === undefined ? undefined : parse(text);
}

/** The event id a booking on `eventDate` is for: the event booking's when the dates match, else undefined. */
export function eventIdFor(booking: EventBooking | null | undefined, eventDate: string): string | undefined {
  return booking && booking.date === eventDate ? booking.eventId : undefined;
}
