import type { ChefDraft } from '../../store/drafts';
import { EMPTY_ADDRESS } from '../../store/drafts';
import {
  chefSelectionReducer,
  initialChefSelection,
  type ChefSelectionAction,
  type ChefSelectionState,
  type SelectedDish,
} from './selectionReducer';

/** Guests a new chef booking starts with. */
export const DEFAULT_PEOPLE = 10;

/** A chef draft with nothing chosen yet (step 2 defaults: 10 people, no date, slot or address). */
export function newChefDraft(): Omit<ChefDraft, 'idempotencyKey'> {
  return {
    nonVeg: false,
    cuisineIds: [],
    dishes: [],
    people: DEFAULT_PEOPLE,
    eventDate: '',
    slotId: '',
    address: EMPTY_ADDRESS,
    area: null,
    note: '',
  };
}

/** The dish screen's selection kept in a draft (spec 5 limits applied by the reducer's restore). */
export function selectionFromDraft(draft: ChefDraft): ChefSelectionState {
  return chefSelectionReducer(initialChefSelection, {
    type: 'restore',
    state: {
      nonVeg: draft.nonVeg,
      cuisineIds: draft.cuisineIds,
      selected: Object.fromEntries(draft.dishes.map((d) => [d._id, d])),
      order: draft.dishes.map((d) => d._id),
    },
  });
}

/** The chosen dishes of a selection, in the order chosen. */
export const chosenDishes = (state: ChefSelectionState): SelectedDish[] => state.order.map((id) => state.selected[id]!);

/**
 * The dishes of step 1 from the Continue query (spec 2 `selectedDishDictionary` + `selectedDishes`), or
 * null when the query is missing or malformed. Step 2 starts a draft from it when the tab has none
 * (e.g. the link was opened in a new tab).
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

/** The cuisines and veg filter a dish list was loaded for, as one comparable key. */
export const selectionKey = (state: Pick<ChefSelectionState, 'cuisineIds' | 'nonVeg'>): string =>
  `${[...state.cuisineIds].sort().join(',')}|${state.nonVeg}`;

/**
 * The draft after a dish-screen action, applied to the draft as saved now (not to an older render's view of it),
 * so a dish list that arrives while the customer taps a cuisine never undoes the tap. `dishesLoaded` carries the
 * key its list was loaded for (selectionKey) and changes nothing once the saved cuisines or veg filter differ.
 * `fallback` is the selection shown before the tab has a draft (the server's first cuisine).
 */
export function draftAfter(
  saved: ChefDraft | null,
  action: ChefSelectionAction,
  fallback: ChefSelectionState,
  loadedKey?: string,
): Omit<ChefDraft, 'idempotencyKey'> {
  const base = saved ?? newChefDraft();
  const current = saved ? selectionFromDraft(saved) : fallback;
  if (action.type === 'dishesLoaded' && selectionKey(current) !== loadedKey) return base;
  const next = chefSelectionReducer(current, action);
  if (next === current || next.popup) return base;
  return { ...base, nonVeg: next.nonVeg, cuisineIds: next.cuisineIds, dishes: chosenDishes(next) };
}
