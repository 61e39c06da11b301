import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { EMPTY_ADDRESS, type AddressForm, type DraftFlow, type Drafts, type EventBooking } from './types';

export {
  EMPTY_ADDRESS,
  type AddressForm,
  type ChefDraft,
  type DecorationDraft,
  type DraftArea,
  type DraftBusiness,
  type DraftDish,
  type DraftFlow,
  type DraftFoodDish,
  type Drafts,
  type EventBooking,
  type FoodDraft,
  type PhotographyDraft,
} from './types';

/**
 * Bookings in progress ("drafts"), one per flow (chef, decoration, party food, buffet, photography) and per browser
 * tab, plus the event a booking is for: the one place a booking lives between its first choice and the placed order.
 *
 * Persistence rule: a draft is kept in this tab's sessionStorage (`draft:<flow>`, the event booking `draft:event`),
 * written on every change. So it survives a reload, back/forward and a login in the middle; a second tab has drafts
 * of its own, so two tabs never overwrite each other's checkout. A draft is read back through its schema
 * (./schemas.ts): one from another version of the site or changed by hand is dropped, never shown. The schemas
 * (zod) load only when this tab has a saved draft to read back, so a first visit carries none of them; until they
 * have loaded, a saved draft reads as "not known yet" (as while hydrating) and the screens show it a moment later.
 * What this page wrote itself is typed already and reads back at once. A draft is
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

type Schemas = typeof import('./schemas');
let schemas: Schemas | null = null;
let schemasLoading: Promise<Schemas> | null = null;

/**
 * Loads the drafts' zod schemas (a chunk of their own) once; every subscribed screen reads its draft again when they
 * arrive. @returns them, for a caller that must read a saved draft before going on.
 */
export function loadDraftSchemas(): Promise<Schemas> {
  schemasLoading ??= import('./schemas').then((loaded) => {
    schemas = loaded;
    notify();
    return loaded;
  });
  return schemasLoading;
}

/** What this page saved itself, per slot: its serialized form and the typed value, which need no check. */
const written = new Map<Slot, { raw: string; value: unknown }>();

/** Not known yet: a saved draft whose schemas are still loading. */
const PENDING = Symbol('pending');

/**
 * The value saved under a slot when it is of this version and passes its schema (`pick` chooses it); null when
 * there is none or it fails; PENDING while the schemas load (which this starts).
 */
function parseSaved<T>(
  loaded: Schemas | null,
  slot: Slot,
  raw: string | null,
  pick: (loaded: Schemas) => { safeParse: (value: unknown) => { success: boolean; data?: unknown } },
): T | null | typeof PENDING {
  if (!raw) return null;
  const own = written.get(slot);
  if (own && own.raw === raw) return own.value as T;
  if (!loaded) {
    void loadDraftSchemas();
    return PENDING;
  }
  try {
    const saved = JSON.parse(raw) as { version?: unknown; draft?: unknown };
    if (saved?.version !== DRAFT_VERSION) return null;
    const result = pick(loaded).safeParse(saved.draft);
    return result.success ? (result.data as T) : null;
  } catch {
    return null;
  }
}

const parse = <F extends DraftFlow>(flow: F, raw: string | null, loaded = schemas): Drafts[F] | null | typeof PENDING =>
  parseSaved<Drafts[F]>(loaded, flow, raw, (them) => them.DRAFT_SCHEMAS[flow]);

/**
 * Runs `task` now when the drafts saved in this tab can be read (their schemas are here, or nothing is saved), else
 * once the schemas have loaded: for a step that reads a saved draft and must not take "not known yet" for "none".
 */
export function whenDraftsReadable(task: () => void): void {
  if (schemas || SLOTS.every((slot) => !rawSlot(slot) || written.get(slot)?.raw === rawSlot(slot))) task();
  else void loadDraftSchemas().then(task);
}

/** `value` unless it is still PENDING, then `whilePending`. */
const known = <T, U>(value: T | typeof PENDING, whilePending: U): T | U => (value === PENDING ? whilePending : value);

function save(slot: Slot, value: unknown): void {
  const raw = JSON.stringify({ version: DRAFT_VERSION, draft: value });
  written.set(slot, { raw, value });
  try {
    storage()?.setItem(storageKey(slot), raw);
  } catch {
    // storage full: the booking still works on this page, it just will not survive a reload
  }
  notify();
}

function remove(slot: Slot): void {
  written.delete(slot);
  storage()?.removeItem(storageKey(slot));
  notify();
}

/**
 * This tab's draft of a flow, or null (none, unreadable, malformed or from an older version, or a saved one whose
 * schemas are still loading: `await loadDraftSchemas()` first where that matters). Browser only.
 */
export function readDraft<F extends DraftFlow>(flow: F): Drafts[F] | null {
  return known(parse(flow, rawSlot(flow)), null);
}

/**
 * Changes this tab's draft of a flow: `change` gets the current draft (null when there is none) and
 * returns the new one. Every change draws a new idempotency key.
 */
export function updateDraft<F extends DraftFlow>(flow: F, change: (current: Drafts[F] | null) => Omit<Drafts[F], 'idempotencyKey'>): void {
  const current = parse(flow, rawSlot(flow));
  // a saved draft not read back yet is changed once its schemas are here, never replaced by a fresh one
  if (current === PENDING) void loadDraftSchemas().then(() => updateDraft(flow, change));
  else save(flow, { ...change(current), idempotencyKey: newIdempotencyKey() });
}

/** Forgets this tab's draft of a flow (its order is placed). */
export function clearDraft(flow: DraftFlow): void {
  remove(flow);
}

function removeAll(): void {
  written.clear();
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
  // schemasReady re-reads a saved draft once its schemas have loaded
  const loaded = useSyncExternalStore(subscribe, loadedSchemas, noSchemasYet);
  const draft = useMemo(() => (raw === undefined ? undefined : known(parse(flow, raw, loaded), undefined)), [flow, raw, loaded]);
  const update = useCallback((change: Parameters<typeof updateDraft<F>>[1]) => updateDraft(flow, change), [flow]);
  return [draft, update];
}

const noDraftYet = () => null;
/** The drafts' schemas once loaded (null before, and while server-rendering). */
const loadedSchemas = () => schemas;
const noSchemasYet = () => null;

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
  const loaded = useSyncExternalStore(subscribe, loadedSchemas, noSchemasYet);
  const draft = useMemo(() => known(parse(flow, raw, loaded), null), [flow, raw, loaded]);
  const update = useCallback((change: Parameters<typeof updateDraft<F>>[1]) => updateDraft(flow, change), [flow]);
  return [draft, update];
}

const parseEventBooking = (raw: string | null, loaded = schemas) =>
  parseSaved<EventBooking>(loaded, 'event', raw, (them) => them.schemaEventBooking);

/**
 * This tab's event booking, or null (none, malformed or from an older version, or a saved one whose schemas are
 * still loading). Browser only.
 */
export function readEventBooking(): EventBooking | null {
  return known(parseEventBooking(rawSlot('event')), null);
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
  const loaded = useSyncExternalStore(subscribe, loadedSchemas, noSchemasYet);
  return useMemo(() => (raw === undefined ? undefined : known(parseEventBooking(raw, loaded), undefined)), [raw, loaded]);
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
  whenDraftsReadable(() => {
    const booking = readEventBooking();
    const draft = readDraft(flow);
    if (!booking || !draft || draft.eventDate) return;
    updateDraft(flow, (current) => ({
      ...(current ?? draft),
      eventDate: booking.date,
      slotId: '',
      address: addressWithVenue((current ?? draft).address, booking.venue),
    }));
  });
}
