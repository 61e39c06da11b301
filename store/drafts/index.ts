import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  DRAFT_SCHEMAS,
  EMPTY_ADDRESS,
  schemaEventBooking,
  type AddressForm,
  type DraftFlow,
  type Drafts,
  type EventBooking,
} from './schemas';

export {
  EMPTY_ADDRESS,
  type AddressForm,
  type ChefDraft,
  type DecorationDraft,
  type DraftArea,
  type DraftDish,
  type DraftFlow,
  type DraftFoodDish,
  type Drafts,
  type EventBooking,
  type FoodDraft,
  type PhotographyDraft,
} from './schemas';

/**
 * Bookings in progress ("drafts"), one per flow (chef, decoration, party food, buffet, photography) and per browser
 * tab, plus the event a booking is for: the one place a booking lives between its first choice and the placed order.
 *
 * Persistence rule: a draft is kept in this tab's sessionStorage (`draft:<flow>`, the event booking `draft:event`),
 * written on every change. So it survives a reload, back/forward and a login in the middle; a second tab has drafts
 * of its own, so two tabs never overwrite each other's checkout. A draft is read back through its schema
 * (./schemas.ts): one from another version of the site or changed by hand is dropped, never shown. A draft is
 * cleared when its order is placed, and every draft and the event booking (in every tab) when the customer logs
 * out; an expired session keeps them, so the customer logs in again and carries on. No Redux: light pages read
 * their draft without the store.
 */

const FLOWS: readonly DraftFlow[] = ['chef', 'decoration', 'foodDelivery', 'buffet', 'photography'];
/** What sessionStorage holds under `draft:<slot>`: each flow's draft, and the event the bookings are for. */
type Slot = DraftFlow | 'event';
const SLOTS: readonly Slot[] = [...FLOWS, 'event'];
/** Bumped when a draft's shape changes: an older draft is dropped rather than misread. */
const DRAFT_VERSION = 1;
const storageKey = (slot: Slot) => `draft:${slot}`;
const CHANNEL_NAME = 'party-drafts';

/** A fresh idempotency key (random UUID; also where crypto.randomUUID is unavailable). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: drafts live as long as the page
  }
}

/** Other tabs announce a logout on a BroadcastChannel: their drafts go too. */
function listenToOtherTabs(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === 'clear') removeAll();
  };
}

function subscribe(listener: () => void): () => void {
  listenToOtherTabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const rawSlot = (slot: Slot) => storage()?.getItem(storageKey(slot)) ?? null;

/** The value saved under a slot when it is of this version and passes `schema`; else null. */
function parseSaved<T>(raw: string | null, schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }): T | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as { version?: unknown; draft?: unknown };
    if (saved?.version !== DRAFT_VERSION) return null;
    const result = schema.safeParse(saved.draft);
    return result.success ? (result.data as T) : null;
  } catch {
    return null;
  }
}

const parse = <F extends DraftFlow>(flow: F, raw: string | null): Drafts[F] | null => parseSaved(raw, DRAFT_SCHEMAS[flow]);

function save(slot: Slot, value: unknown): void {
  try {
    storage()?.setItem(storageKey(slot), JSON.stringify({ version: DRAFT_VERSION, draft: value }));
  } catch {
    // storage full: the booking still works on this page, it just will not survive a reload
  }
  notify();
}

function remove(slot: Slot): void {
  storage()?.removeItem(storageKey(slot));
  notify();
}

/** This tab's draft of a flow, or null (none, unreadable, malformed or from an older version). Browser only. */
export function readDraft<F extends DraftFlow>(flow: F): Drafts[F] | null {
  return parse(flow, rawSlot(flow));
}

/**
 * Changes this tab's draft of a flow: `change` gets the current draft (null when there is none) and
 * returns the new one. Every change draws a new idempotency key.
 */
export function updateDraft<F extends DraftFlow>(flow: F, change: (current: Drafts[F] | null) => Omit<Drafts[F], 'idempotencyKey'>): void {
  save(flow, { ...change(readDraft(flow)), idempotencyKey: newIdempotencyKey() });
}

/** Forgets this tab's draft of a flow (its order is placed). */
export function clearDraft(flow: DraftFlow): void {
  remove(flow);
}

function removeAll(): void {
  for (const slot of SLOTS) storage()?.removeItem(storageKey(slot));
  notify();
}

/** Forgets every draft and the event booking of this tab and of the customer's other open tabs (logout). */
export function clearAllDrafts(): void {
  removeAll();
  listenToOtherTabs();
  channel?.postMessage('clear');
}

/**
 * A flow's draft for a component, kept current: `undefined` while server-rendering and hydrating (not
 * known yet), then the draft or null. Also returns `update` (see `updateDraft`).
 */
export function useDraft<F extends DraftFlow>(
  flow: F,
): [Drafts[F] | null | undefined, (change: (current: Drafts[F] | null) => Omit<Drafts[F], 'idempotencyKey'>) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => rawSlot(flow),
    () => undefined,
  );
  // strings compare by value: the draft is parsed again only when it changed
  const draft = useMemo(() => (raw === undefined ? undefined : parse(flow, raw)), [flow, raw]);
  const update = useCallback((change: Parameters<typeof updateDraft<F>>[1]) => updateDraft(flow, change), [flow]);
  return [draft, update];
}

const noDraftYet = () => null;

/**
 * `useDraft` for screens that show the same thing for "no draft" and "not known yet" (the dish screens:
 * the server's first choice either way): null, not undefined, while server-rendering and hydrating. A first
 * visit (no draft in the tab) then reads the same value before and after hydration, so React does not
 * render the whole screen a second time right after hydrating it (a 110-190 ms task on Lighthouse's phone).
 * A tab with a draft re-renders once to show it, as with `useDraft`.
 */
export function useDraftOrNone<F extends DraftFlow>(
  flow: F,
): [Drafts[F] | null, (change: (current: Drafts[F] | null) => Omit<Drafts[F], 'idempotencyKey'>) => void] {
  const raw = useSyncExternalStore(subscribe, () => rawSlot(flow), noDraftYet);
  const draft = useMemo(() => parse(flow, raw), [flow, raw]);
  const update = useCallback((change: Parameters<typeof updateDraft<F>>[1]) => updateDraft(flow, change), [flow]);
  return [draft, update];
}

const parseEventBooking = (raw: string | null): EventBooking | null => parseSaved(raw, schemaEventBooking);

/** This tab's event booking, or null (none, malformed or from an older version). Browser only. */
export function readEventBooking(): EventBooking | null {
  return parseEventBooking(rawSlot('event'));
}

/** Remembers the event a booking in this tab is for (the event page's booking buttons). */
export function saveEventBooking(booking: EventBooking): void {
  save('event', booking);
}

/** Forgets the event booking (its order is placed, or the host books without the event). */
export function clearEventBooking(): void {
  remove('event');
}

/** This tab's event booking for a component: undefined while server-rendering and hydrating, then it or null. */
export function useEventBooking(): EventBooking | null | undefined {
  const raw = useSyncExternalStore(
    subscribe,
    () => rawSlot('event'),
    () => undefined,
  );
  return useMemo(() => (raw === undefined ? undefined : parseEventBooking(raw)), [raw]);
}

/** The event id a booking on `eventDate` is for: the event booking's when the dates match, else undefined. */
export function eventIdFor(booking: EventBooking | null | undefined, eventDate: string): string | undefined {
  return booking && booking.date === eventDate ? booking.eventId : undefined;
}

/** The venue as the first address line (the address form's 200-character limit), keeping a line already typed. */
export const addressWithVenue = (address: AddressForm | undefined, venue: string): AddressForm =>
  address?.line1 ? address : { ...(address ?? EMPTY_ADDRESS), line1: venue.slice(0, 200) };

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
