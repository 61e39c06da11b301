import { describe, expect, it } from 'vitest';
import {
  chefSelectionReducer as reduce,
  continueQuery,
  initialChefSelection,
  selectedCount,
  selectedDishPrice,
  type ChefSelectionState,
  type SelectedDish,
} from '../../../components/chef/selectionReducer';
import { draftAfter, newChefDraft, selectionKey } from '../../../components/chef/chefDraft';
import type { ChefDraft } from '../../../store/drafts';

const dish = (n: number, rate = 100 + n): SelectedDish => ({ _id: `d${n}`, name: `Dish ${n}`, dish_rate: rate, is_dish: 1, image: null });
const withDishes = (count: number): ChefSelectionState =>
  Array.from({ length: count }, (_, i) => dish(i + 1)).reduce((state, d) => reduce(state, { type: 'toggleDish', dish: d }), {
    ...initialChefSelection,
    cuisineIds: ['c1'],
  });

describe('cuisines (spec 4, 5)', () => {
  it('auto-selects the first cuisine once the list has loaded, only when none is chosen', () => {
    const loaded = reduce(initialChefSelection, { type: 'cuisinesLoaded', cuisineIds: ['c1', 'c2'] });
    expect(loaded.cuisineIds).toEqual(['c1']);
    expect(reduce({ ...initialChefSelection, cuisineIds: ['c2'] }, { type: 'cuisinesLoaded', cuisineIds: ['c1'] }).cuisineIds).toEqual([
      'c2',
    ]);
  });

  it('allows 3 cuisines; the 4th opens the cuisine popup and is not added', () => {
    let state = { ...initialChefSelection, cuisineIds: ['c1'] };
    state = reduce(state, { type: 'toggleCuisine', cuisineId: 'c2' });
    state = reduce(state, { type: 'toggleCuisine', cuisineId: 'c3' });
    expect(state.cuisineIds).toEqual(['c1', 'c2', 'c3']);
    state = reduce(state, { type: 'toggleCuisine', cuisineId: 'c4' });
    expect(state.cuisineIds).toEqual(['c1', 'c2', 'c3']);
    expect(state.popup).toBe('cuisineLimit');
    expect(reduce(state, { type: 'closePopup' }).popup).toBeNull();
  });

  it('clears the dishes and the selection when no cuisine is left', () => {
    const state = reduce(withDishes(3), { type: 'toggleCuisine', cuisineId: 'c1' });
    expect([state.cuisineIds, state.order, state.selected]).toEqual([[], [], {}]);
  });
});

describe('dishes (spec 4, 5)', () => {
  it('updates the ids, the count and the running price when choosing and deselecting', () => {
    let state = withDishes(2);
    expect([selectedCount(state), selectedDishPrice(state)]).toEqual([2, 101 + 102]);
    state = reduce(state, { type: 'toggleDish', dish: dish(1) });
    expect([state.order, selectedDishPrice(state)]).toEqual([['d2'], 102]);
  });

  it('allows 12 dishes; the 13th opens the dish popup and is not added', () => {
    const twelve = withDishes(12);
    expect(selectedCount(twelve)).toBe(12);
    const thirteenth = reduce(twelve, { type: 'toggleDish', dish: dish(13) });
    expect(selectedCount(thirteenth)).toBe(12);
    expect(thirteenth.popup).toBe('dishLimit');
    expect(selectedCount(reduce(thirteenth, { type: 'toggleDish', dish: dish(1) }))).toBe(11);
  });

  it('toggles the non-veg filter and drops chosen dishes the reloaded list no longer offers', () => {
    let state = reduce(withDishes(3), { type: 'toggleNonVeg' });
    expect(state.nonVeg).toBe(true);
    state = reduce(state, { type: 'dishesLoaded', dishIds: ['d1', 'd3', 'd9'] });
    expect(state.order).toEqual(['d1', 'd3']);
    expect(Object.keys(state.selected)).toEqual(['d1', 'd3']);
  });
});

describe('continue query (spec 2)', () => {
  it('carries every field the next step reads', () => {
    const query = continueQuery(withDishes(2));
    expect(query).toEqual({
      orderType: '2',
      selectedDishDictionary: JSON.stringify({ d1: dish(1), d2: dish(2) }),
      selectedDishPrice: '203',
      selectedDishes: '["d1","d2"]',
      isDishSelected: 'true',
      selectedCount: '2',
    });
  });

  it('restores a saved selection within the limits', () => {
    const saved = withDishes(2);
    const restored = reduce(initialChefSelection, { type: 'restore', state: { ...saved, cuisineIds: ['a', 'b', 'c', 'd'] } });
    expect(restored.cuisineIds).toEqual(['a', 'b', 'c']);
    expect(restored.order).toEqual(['d1', 'd2']);
  });
});

describe('draft writes (draftAfter)', () => {
  const saved = (state: ChefSelectionState): ChefDraft => ({
    ...newChefDraft(),
    nonVeg: state.nonVeg,
    cuisineIds: state.cuisineIds,
    dishes: state.order.map((id) => state.selected[id]!),
    idempotencyKey: 'k',
  });

  it('keeps a cuisine tap made after the render that saw the dish list arrive', () => {
    // The list for c1+c2 arrived while the draft said c1+c2; before its pruning was written, the customer untapped c2.
    const seen = { ...withDishes(2), cuisineIds: ['c1', 'c2'] };
    const afterTap = draftAfter(saved(seen), { type: 'toggleCuisine', cuisineId: 'c2' }, initialChefSelection);
    expect(afterTap.cuisineIds).toEqual(['c1']);
    const afterLoad = draftAfter(
      { ...afterTap, idempotencyKey: 'k2' },
      { type: 'dishesLoaded', dishIds: ['d1'] },
      initialChefSelection,
      selectionKey(seen),
    );
    expect(afterLoad.cuisineIds).toEqual(['c1']);
    expect(afterLoad.dishes.map((d) => d._id)).toEqual(['d1', 'd2']);
  });

  it('drops dishes the list no longer offers when the list is for the saved cuisines', () => {
    const seen = { ...withDishes(2), cuisineIds: ['c1'] };
    const next = draftAfter(saved(seen), { type: 'dishesLoaded', dishIds: ['d2'] }, initialChefSelection, selectionKey(seen));
    expect(next.dishes.map((d) => d._id)).toEqual(['d2']);
  });

  it('starts a draft from the shown selection and writes nothing new for a popup', () => {
    const shown = reduce(initialChefSelection, { type: 'cuisinesLoaded', cuisineIds: ['c1', 'c2'] });
    expect(draftAfter(null, { type: 'toggleCuisine', cuisineId: 'c2' }, shown).cuisineIds).toEqual(['c1', 'c2']);
    const full = { ...withDishes(12), cuisineIds: ['c1'] };
    expect(draftAfter(saved(full), { type: 'toggleDish', dish: dish(13) }, initialChefSelection).dishes).toHaveLength(12);
  });
});
