import type { SelectedDish } from './selectionReducer';

/** sessionStorage key of the chef booking between step 2 and step 3. */
export const CHEF_DRAFT_KEY = 'chefBookingDraft';

/** What step 2 hands to step 3 (money in whole rupees, date yyyy-mm-dd IST). */
export interface ChefBookingDraft {
  dishes: SelectedDish[];
  people: number;
  eventDate: string;
  slotId: string;
  address: { name: string; line1: string; landmark?: string; pincode: string; city: string; locality: string };
  note?: string;
  /** The total step 2 showed; the server must agree (409 otherwise). */
  total: number;
  /** One key per draft: a repeated Confirm never books twice. */
  idempotencyKey: string;
}

/** The draft of this tab, or null. */
export function readDraft(): ChefBookingDraft | null {
  try {
    const raw = window.sessionStorage.getItem(CHEF_DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<ChefBookingDraft>;
    if (!Array.isArray(draft.dishes) || typeof draft.people !== 'number' || typeof draft.idempotencyKey !== 'string' || !draft.address)
      return null;
    return draft as ChefBookingDraft;
  } catch {
    return null;
  }
}

/** Saves the draft for step 3. */
export function saveDraft(draft: ChefBookingDraft): void {
  window.sessionStorage.setItem(CHEF_DRAFT_KEY, JSON.stringify(draft));
}

/** Forgets the draft (order placed, or prices changed). */
export function clearDraft(): void {
  window.sessionStorage.removeItem(CHEF_DRAFT_KEY);
}

/**
 * The dishes of step 1 from the Continue query (spec 2 `selectedDishDictionary` + `selectedDishes`), or
 * null when the query is missing or malformed.
 */
export function dishesFromQuery(query: Record<string, string | string[] | undefined>): SelectedDish[] | null {
  try {
    const ids = JSON.parse(String(query.selectedDishes ?? '')) as unknown;
    const dictionary = JSON.parse(String(query.selectedDishDictionary ?? '')) as Record<string, SelectedDish>;
    if (!Array.isArray(ids) || ids.length === 0) return null;
    const dishes = ids
      .map((id) => dictionary[String(id)])
      .filter((d): d is SelectedDish => Boolean(d && typeof d.dish_rate === 'number' && d.name));
    return dishes.length === ids.length ? dishes : null;
  } catch {
    return null;
  }
}

/** A fresh idempotency key for a new draft (random UUID; also where crypto.randomUUID is unavailable). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
