import { useSyncExternalStore } from 'react';
import { EMPTY_ADDRESS, readDraft, updateDraft, type AddressForm } from './drafts';

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

/** The venue as the first address line (the address form's 200-character limit), keeping a line already typed. */
export const addressWithVenue = (address: AddressForm | undefined, venue: string): AddressForm =>
  address?.line1 ? address : { ...(address ?? EMPTY_ADDRESS), line1: venue.slice(0, 200) };

/** Remembers the event a booking in this tab is for (the event page's booking buttons). */
export function saveEventBooking(booking: EventBooking): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(booking));
  } catch {
    // storage full or disabled: the booking goes on without the event
  }
  for (const listener of listeners) listener();
}

/**
 * Gives a decoration or photography draft that has no date yet the event booking's date and venue (their drafts are
 * made on the product page, after the event page's button). Nothing without an event booking or a draft.
 */
export function seedDraftFromEventBooking(flow: 'decoration' | 'photography'): void {
  const booking = readEventBooking();
  const draft = readDraft(flow);
  if (!booking || !draft || draft.eventDate) return;
  updateDraft(flow, (current) => ({
    ...(current ?? draft),
    eventDate: booking.date,
    slotId: '',
    address: addressWithVenue((current ?? draft).address, booking.venue),
  }));
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
