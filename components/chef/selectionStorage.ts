import type { ChefSelectionState } from './selectionReducer';

/** sessionStorage key of the chef selection: it survives a reload and the back button, not the tab. */
export const CHEF_SELECTION_KEY = 'chefSelection';

type Saved = Pick<ChefSelectionState, 'nonVeg' | 'cuisineIds' | 'selected' | 'order'>;

/** The saved selection of this tab, or null (nothing saved or unreadable). */
export function readSavedSelection(): Saved | null {
  try {
    const raw = window.sessionStorage.getItem(CHEF_SELECTION_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<Saved>;
    if (!Array.isArray(saved.cuisineIds) || !Array.isArray(saved.order) || typeof saved.selected !== 'object' || saved.selected === null)
      return null;
    return { nonVeg: Boolean(saved.nonVeg), cuisineIds: saved.cuisineIds, selected: saved.selected, order: saved.order };
  } catch {
    return null;
  }
}

/** Saves the selection for this tab. */
export function saveSelection({ nonVeg, cuisineIds, selected, order }: ChefSelectionState): void {
  try {
    window.sessionStorage.setItem(CHEF_SELECTION_KEY, JSON.stringify({ nonVeg, cuisineIds, selected, order }));
  } catch {
    // storage full or disabled: the selection still works for this page view
  }
}

/** Forgets the selection (after an order is placed). */
export function clearSavedSelection(): void {
  try {
    window.sessionStorage.removeItem(CHEF_SELECTION_KEY);
  } catch {
    // nothing to clear
  }
}
