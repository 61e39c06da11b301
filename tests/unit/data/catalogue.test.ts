import { describe, it, expect } from 'vitest';
import { appliances, cuisines, dishes, mealGroups, type IngredientUnit } from '../../../data/catalogue';
import { duplicates } from '../../helpers/collections';

const ALLOWED_UNITS: readonly IngredientUnit[] = ['gram', 'ml', 'piece'];

const EXPECTED_MEAL_GROUPS = [
  'Appetizer',
  'Soups & Beverages',
  'Salad & Papad',
  'Main course',
  'Breads, Rice and Raita',
  'Breakfast',
  'Mocktails',
  'Dessert',
];

describe('seed catalogue: cuisines', () => {
  it('has at least 10 cuisines including the ones customers expect', () => {
    expect(cuisines.length).toBeGreaterThanOrEqual(10);
    const names = cuisines.map((c) => c.name);
    for (const expected of ['North Indian', 'South Indian', 'Chinese', 'Mughlai', 'Continental', 'Italian']) {
      expect(names).toContain(expected);
    }
  });

  it('has unique slugs and North Indian first', () => {
    expect(duplicates(cuisines.map((c) => c.slug))).toEqual([]);
    const sorted = [...cuisines].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(sorted[0]?.name).toBe('North Indian');
  });
});

describe('seed catalogue: meal groups', () => {
  it('has exactly the 8 meal groups, by name, in display order', () => {
    const ordered = [...mealGroups].sort((a, b) => a.sortOrder - b.sortOrder);
    expect(ordered.map((g) => g.name)).toEqual(EXPECTED_MEAL_GROUPS);
    expect(mealGroups.map((g) => g.name)).toEqual(EXPECTED_MEAL_GROUPS);
  });

  it('has unique slugs', () => {
    expect(duplicates(mealGroups.map((g) => g.slug))).toEqual([]);
  });
});

describe('seed catalogue: appliances', () => {
  it('has unique slugs and includes a tandoor', () => {
    expect(duplicates(appliances.map((a) => a.slug))).toEqual([]);
    expect(appliances.map((a) => a.slug)).toContain('tandoor');
  });
});

describe('seed catalogue: dishes', () => {
  const cuisineSlugs = new Set(cuisines.map((c) => c.slug));
  const groupSlugs = new Set(mealGroups.map((g) => g.slug));
  const applianceSlugs = new Set(appliances.map((a) => a.slug));

  it('has at least 150 dishes', () => {
    expect(dishes.length).toBeGreaterThanOrEqual(150);
  });

  it('has unique slugs and unique names', () => {
    expect(duplicates(dishes.map((d) => d.slug))).toEqual([]);
    expect(duplicates(dishes.map((d) => d.name))).toEqual([]);
  });

  it('references only existing cuisines, meal groups and appliances', () => {
    for (const dish of dishes) {
      expect(dish.cuisines.length, `${dish.slug} has no cuisine`).toBeGreaterThan(0);
      for (const slug of dish.cuisines) {
        expect(cuisineSlugs.has(slug), `${dish.slug}: unknown cuisine ${slug}`).toBe(true);
      }
      expect(groupSlugs.has(dish.mealGroup), `${dish.slug}: unknown meal group ${dish.mealGroup}`).toBe(true);
      for (const slug of dish.appliances) {
        expect(applianceSlugs.has(slug), `${dish.slug}: unknown appliance ${slug}`).toBe(true);
      }
    }
  });

  it('gives every cuisine at least 8 dishes', () => {
    for (const cuisine of cuisines) {
      const count = dishes.filter((d) => d.cuisines.includes(cuisine.slug)).length;
      expect(count, `cuisine ${cuisine.slug}`).toBeGreaterThanOrEqual(8);
    }
  });

  it('gives every meal group at least 12 dishes', () => {
    for (const group of mealGroups) {
      const count = dishes.filter((d) => d.mealGroup === group.slug).length;
      expect(count, `meal group ${group.slug}`).toBeGreaterThanOrEqual(12);
    }
  });

  it('has a whole-rupee dish rate between 29 and 999', () => {
    for (const dish of dishes) {
      expect(Number.isInteger(dish.dishRate), `${dish.slug} rate ${dish.dishRate}`).toBe(true);
      expect(dish.dishRate, dish.slug).toBeGreaterThanOrEqual(29);
      expect(dish.dishRate, dish.slug).toBeLessThanOrEqual(999);
    }
  });

  it('marks each dish veg (1) or non-veg (2), with both present', () => {
    for (const dish of dishes) {
      expect([1, 2], dish.slug).toContain(dish.isDish);
    }
    expect(dishes.some((d) => d.isDish === 1)).toBe(true);
    expect(dishes.some((d) => d.isDish === 2)).toBe(true);
  });

  it('lists at least 2 ingredients per dish with a positive quantity and an allowed unit', () => {
    for (const dish of dishes) {
      expect(dish.ingredients.length, dish.slug).toBeGreaterThanOrEqual(2);
      for (const ingredient of dish.ingredients) {
        expect(ingredient.name.trim().length, `${dish.slug}: empty ingredient name`).toBeGreaterThan(0);
        expect(ingredient.quantity, `${dish.slug}: ${ingredient.name}`).toBeGreaterThan(0);
        expect(ALLOWED_UNITS, `${dish.slug}: ${ingredient.name}`).toContain(ingredient.unit);
      }
    }
  });

  it('uses each ingredient name with only one unit across the catalogue', () => {
    const units = new Map<string, Set<IngredientUnit>>();
    for (const dish of dishes) {
      for (const ingredient of dish.ingredients) {
        const set = units.get(ingredient.name) ?? new Set<IngredientUnit>();
        set.add(ingredient.unit);
        units.set(ingredient.name, set);
      }
    }
    const mixed = [...units].filter(([, set]) => set.size > 1).map(([name]) => name);
    expect(mixed).toEqual([]);
  });

  it('requires the tandoor for every dish named "Tandoori"', () => {
    const tandoori = dishes.filter((d) => d.name.includes('Tandoori'));
    expect(tandoori.length).toBeGreaterThan(0);
    for (const dish of tandoori) {
      expect(dish.appliances, dish.slug).toContain('tandoor');
    }
  });
});
