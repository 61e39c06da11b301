import { MAX_CUISINES, MAX_DISHES, ORDER_TYPE } from '../../lib/constants';
import type { DraftDish } from '../../store/drafts';

/** A chosen dish as the selection keeps it (`dish_rate` in whole rupees). */
export type SelectedDish = DraftDish;

/** State of the chef dish-selection screen (spec 4 "Dish selection"). */
export interface ChefSelectionState {
  /** The Non-Veg filter: false shows veg dishes only (`is_dish: 1`). */
  nonVeg: boolean;
  /** Chosen cuisines, at most 3 (spec 5). */
  cuisineIds: string[];
  /** Chosen dishes by id, in the order chosen (`order`); at most 12 (spec 5). */
  selected: Record<string, SelectedDish>;
  order: string[];
  /** The limit popup to show, if any. */
  popup: 'cuisineLimit' | 'dishLimit' | null;
}

export const initialChefSelection: ChefSelectionState = { nonVeg: false, cuisineIds: [], selected: {}, order: [], popup: null };

/** Actions of the selection reducer. */
export type ChefSelectionAction =
  | { type: 'cuisinesLoaded'; cuisineIds: string[] }
  | { type: 'toggleCuisine'; cuisineId: string }
  | { type: 'toggleNonVeg' }
  | { type: 'dishesLoaded'; dishIds: string[] }
  | { type: 'toggleDish'; dish: SelectedDish }
  | { type: 'closePopup' }
  | { type: 'restore'; state: Pick<ChefSelectionState, 'nonVeg' | 'cuisineIds' | 'selected' | 'order'> };

const cleared = (state: ChefSelectionState): ChefSelectionState => ({ ...state, selected: {}, order: [] });

/**
 * The selection rules of spec 4 and 5: at most 3 cuisines (a 4th opens the cuisine popup), at most 12
 * dishes (a 13th opens the dish popup), the first cuisine auto-selected once the list loads, 0 cuisines
 * clears dishes and selection, and reloaded dishes drop chosen dishes that are no longer offered.
 */
export function chefSelectionReducer(state: ChefSelectionState, action: ChefSelectionAction): ChefSelectionState {
  switch (action.type) {
    case 'cuisinesLoaded': {
      if (state.cuisineIds.length > 0 || action.cuisineIds.length === 0) return state;
      return { ...state, cuisineIds: [action.cuisineIds[0]!] };
    }
    case 'toggleCuisine': {
      if (state.cuisineIds.includes(action.cuisineId)) {
        const cuisineIds = state.cuisineIds.filter((id) => id !== action.cuisineId);
        return cuisineIds.length === 0 ? cleared({ ...state, cuisineIds }) : { ...state, cuisineIds };
      }
      if (state.cuisineIds.length >= MAX_CUISINES) return { ...state, popup: 'cuisineLimit' };
      return { ...state, cuisineIds: [...state.cuisineIds, action.cuisineId] };
    }
    case 'toggleNonVeg':
      return { ...state, nonVeg: !state.nonVeg };
    case 'dishesLoaded': {
      const available = new Set(action.dishIds);
      const order = state.order.filter((id) => available.has(id));
      if (order.length === state.order.length) return state;
      return { ...state, order, selected: Object.fromEntries(order.map((id) => [id, state.selected[id]!])) };
    }
    case 'toggleDish': {
      const { dish } = action;
      if (state.selected[dish._id]) {
        const { [dish._id]: _removed, ...selected } = state.selected;
        return { ...state, selected, order: state.order.filter((id) => id !== dish._id) };
      }
      if (state.order.length >= MAX_DISHES) return { ...state, popup: 'dishLimit' };
      return { ...state, selected: { ...state.selected, [dish._id]: dish }, order: [...state.order, dish._id] };
    }
    case 'closePopup':
      return { ...state, popup: null };
    case 'restore': {
      const cuisineIds = action.state.cuisineIds.slice(0, MAX_CUISINES);
      const order = action.state.order.filter((id) => action.state.selected[id]).slice(0, MAX_DISHES);
      return {
        ...state,
        nonVeg: action.state.nonVeg,
        cuisineIds,
        order,
        selected: Object.fromEntries(order.map((id) => [id, action.state.selected[id]!])),
        popup: null,
      };
    }
  }
}

/** Number of chosen dishes. */
export const selectedCount = (state: ChefSelectionState) => state.order.length;

/** Spec 2: the running price, the sum of the chosen dishes' rates (whole rupees). */
export const selectedDishPrice = (state: ChefSelectionState) =>
  state.order.reduce((sum, id) => sum + (state.selected[id]?.dish_rate ?? 0), 0);

/**
 * Spec 2: the query of Continue to /book-chef-cook-for-party/order-details: orderType (2),
 * selectedDishDictionary (JSON), selectedDishPrice (sum of rates), selectedDishes (JSON list of ids),
 * isDishSelected and selectedCount.
 */
export function continueQuery(state: ChefSelectionState): Record<string, string> {
  const dictionary = Object.fromEntries(state.order.map((id) => [id, state.selected[id]]));
  return {
    orderType: String(ORDER_TYPE.CHEF),
    selectedDishDictionary: JSON.stringify(dictionary),
    selectedDishPrice: String(selectedDishPrice(state)),
    selectedDishes: JSON.stringify(state.order),
    isDishSelected: String(state.order.length > 0),
    selectedCount: String(state.order.length),
  };
}
