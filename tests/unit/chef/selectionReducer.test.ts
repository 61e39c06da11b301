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
