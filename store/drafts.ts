import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AddressInput, Attribution } from '../lib/contracts/orders';

/**
 * Bookings in progress ("drafts"), one per flow (chef, decoration and the flows to come) and per browser
 * tab: the one place a booking lives between its first choice and the placed order.
 *
 * Persistence rule: a draft is kept in this tab's sessionStorage (`draft:<flow>`), written on every
 * change. So it survives a reload, back/forward and a login in the middle; a second tab has drafts of
 * its own, so two tabs never overwrite each other's checkout. A draft is cleared when its order is
 * placed, and every draft (in every tab) when the customer logs out; an expired session keeps them, so
 * the customer logs in again and carries on. No Redux: light pages read their draft without the store.
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
 * ticked "Save this address" (issue 24: sent as the booking's `saveAddress`).
 */
export type AddressForm = { [K in keyof Required<AddressInput>]: string } & { save?: boolean };

/** An empty address form. */
export const EMPTY_ADDRESS: AddressForm = { name: '', line1: '', landmark: '', pincode: '' };

/** Where we serve the address's pincode, as checked when the customer continued (shown at checkout). */
export type DraftArea = { city: string; locality: string } | null;

/** A chef booking (issue 5): dishes (step 1), then people, date, arrival slot, address and note (step 2). */
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

/** A decoration booking (issue 7): the product, add-ons, date, 3-hour slot, address and note. */
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

/** A party-food dish as a food draft keeps it (issue 13; `platePrice` in whole rupees, `perPersonQty` in `unit`). */
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
 * A party food delivery or live buffet booking (issue 13): dishes (step 1, maybe from a package), then guests,
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
 * A photography booking (issue 14): the package and its add-ons and extra hours chosen on the product page,
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

const FLOWS: readonly DraftFlow[] = ['chef', 'decoration', 'foodDelivery', 'buffet', 'photography'];
/** Bumped when a draft's shape changes: an older draft is dropped rather than misread. */
const DRAFT_VERSION = 1;
const storageKey = (flow: DraftFlow) => `draft:${flow}`;
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

const rawDraft = (flow: DraftFlow) => storage()?.getItem(storageKey(flow)) ?? null;

function parse<F extends DraftFlow>(raw: string | null): Drafts[F] | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as { version?: number; draft?: Drafts[F] };
    return saved.version === DRAFT_VERSION && saved.draft && typeof saved.draft === 'object' ? saved.draft : null;
  } catch {
    return null;
  }
}

/** This tab's draft of a flow, or null (none, unreadable or from an older version). Browser only. */
export function readDraft<F extends DraftFlow>(flow: F): Drafts[F] | null {
  return parse<F>(rawDraft(flow));
}

/**
 * Changes this tab's draft of a flow: `change` gets the current draft (null when there is none) and
 * returns the new one. Every change draws a new idempotency key.
 */
export function updateDraft<F extends DraftFlow>(flow: F, change: (current: Drafts[F] | null) => Omit<Drafts[F], 'idempotencyKey'>): void {
  const next = { ...change(readDraft(flow)), idempotencyKey: newIdempotencyKey() };
  try {
    storage()?.setItem(storageKey(flow), JSON.stringify({ version: DRAFT_VERSION, draft: next }));
  } catch {
    // storage full: the booking still works on this page, it just will not survive a reload
  }
  notify();
}

/** Forgets this tab's draft of a flow (its order is placed). */
export function clearDraft(flow: DraftFlow): void {
  storage()?.removeItem(storageKey(flow));
  notify();
}

function removeAll(): void {
  for (const flow of FLOWS) storage()?.removeItem(storageKey(flow));
  notify();
}

/** Forgets every draft of this tab and of the customer's other open tabs (logout). */
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
    () => rawDraft(flow),
    () => undefined,
  );
  // strings compare by value: the draft is parsed again only when it changed
  const draft = useMemo(() => (raw === undefined ? undefined : parse<F>(raw)), [raw]);
  const update = useCallback((change: Parameters<typeof updateDraft<F>>[1]) => updateDraft(flow, change), [flow]);
  return [draft, update];
}

const noDraftYet = () => null;

/**
 * `useDraft` for screens that show the same thing for "no draft" and "not known yet" (the dish screens:
 * the server's first choice either way): null, not undefined, while server-rendering and hydrating. A first
 * visit (no draft in the tab) then reads the same value before and after hydration, so React does not
 * render the whole screen a second time right after hydrating it (issue 20: a 110-190 ms task on
 * Lighthouse's phone). A tab with a draft re-renders once to show it, as with `useDraft`.
 */
export function useDraftOrNone<F extends DraftFlow>(
  flow: F,
): [Drafts[F] | null, (change: (current: Drafts[F] | null) => Omit<Drafts[F], 'idempotencyKey'>) => void] {
  const raw = useSyncExternalStore(subscribe, () => rawDraft(flow), noDraftYet);
  const draft = useMemo(() => parse<F>(raw), [raw]);
  const update = useCallback((change: Parameters<typeof updateDraft<F>>[1]) => updateDraft(flow, change), [flow]);
  return [draft, update];
}
