import { COMPLIMENTARY_ITEMS } from '../../../lib/pricing';
import { describe, expect, it } from 'vitest';
import { dishes } from '../../../data/catalogue/dishes';
import { foodPackages } from '../../../data/catalogue/foodPackages';
import { mealGroups } from '../../../data/catalogue/mealGroups';
import { partyFoodDishes } from '../../../data/catalogue/partyFood';
import type { FoodPackageType, PartyFoodMode, PartyFoodUnit } from '../../../data/catalogue/types';
import { duplicates } from '../../helpers/collections';

const UNITS: readonly PartyFoodUnit[] = ['gram', 'ml', 'piece'];
const MODES: readonly PartyFoodMode[] = ['delivery', 'buffet'];
const MODE_OF_PACKAGE: Record<FoodPackageType, PartyFoodMode> = { bulkFood: 'delivery', liveCatering: 'buffet' };

const dishBySlug = new Map(partyFoodDishes.map((d) => [d.slug, d]));

describe('party-food menu', () => {
  it('has at least 120 dishes with unique slugs', () => {
    expect(partyFoodDishes.length).toBeGreaterThanOrEqual(120);
    expect(duplicates(partyFoodDishes.map((d) => d.slug))).toEqual([]);
  });

  it('uses every meal group of mealGroups.ts and no other', () => {
    const groupSlugs = mealGroups.map((g) => g.slug);
    const used = new Set(partyFoodDishes.map((d) => d.mealGroup));
    expect([...used].sort()).toEqual([...groupSlugs].sort());
  });

  it('sells no dish that comes free with every order (green salad, mint chutney, achar at ₹0)', () => {
    const free = COMPLIMENTARY_ITEMS.map((name) => name.toLowerCase());
    expect(partyFoodDishes.filter((d) => free.includes(d.name.toLowerCase())).map((d) => d.name)).toEqual([]);
  });

  it('has kebab-case slugs and a name for every dish', () => {
    for (const d of partyFoodDishes) {
      expect(d.slug, d.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(d.name.trim(), d.slug).not.toBe('');
    }
  });

  it('prices every plate in positive whole rupees and gives a positive per-person quantity', () => {
    for (const d of partyFoodDishes) {
      expect(Number.isInteger(d.platePrice) && d.platePrice > 0, `${d.slug} platePrice ${d.platePrice}`).toBe(true);
      expect(d.perPersonQty, d.slug).toBeGreaterThan(0);
      expect(UNITS, d.slug).toContain(d.unit);
    }
  });

  it('offers every dish in at least one service, each service once', () => {
    for (const d of partyFoodDishes) {
      expect(d.modes.length, d.slug).toBeGreaterThan(0);
      expect(duplicates(d.modes), d.slug).toEqual([]);
      for (const mode of d.modes) expect(MODES, d.slug).toContain(mode);
    }
  });

  it('has veg and non-veg dishes, mostly veg, and dishes for one service only', () => {
    const veg = partyFoodDishes.filter((d) => d.isDish === 1).length;
    const nonVeg = partyFoodDishes.filter((d) => d.isDish === 2).length;
    expect(veg + nonVeg).toBe(partyFoodDishes.length);
    expect(veg / partyFoodDishes.length).toBeGreaterThan(0.5);
    expect(nonVeg / partyFoodDishes.length).toBeGreaterThan(0.25);
    expect(partyFoodDishes.some((d) => d.modes.length === 1 && d.modes[0] === 'buffet')).toBe(true);
    expect(partyFoodDishes.some((d) => d.modes.length === 1 && d.modes[0] === 'delivery')).toBe(true);
  });

  it('names a dish shared with the chef catalogue exactly as the chef catalogue does', () => {
    const chefNames = new Map(dishes.map((d) => [d.slug, d.name]));
    for (const d of partyFoodDishes) {
      const chefName = chefNames.get(d.slug);
      if (chefName !== undefined) expect(d.name, d.slug).toBe(chefName);
    }
  });

  it.each(['tawa-roti', 'rumali-roti'])('has %s among breads, rice and raita (excluded from the quantity rule by slug)', (slug) => {
    expect(dishBySlug.get(slug)?.mealGroup).toBe('breads-rice-raita');
  });
});

describe('food packages', () => {
  it('has at least 6 packages with unique slugs, covering both services and veg, non-veg and mixed', () => {
    expect(foodPackages.length).toBeGreaterThanOrEqual(6);
    expect(duplicates(foodPackages.map((p) => p.slug))).toEqual([]);
    expect(new Set(foodPackages.map((p) => p.packageType))).toEqual(new Set(['bulkFood', 'liveCatering']));
    expect(new Set(foodPackages.map((p) => p.foodType))).toEqual(new Set(['veg', 'non-veg', 'mixed']));
  });

  it.each(foodPackages.map((p) => [p.slug, p] as const))('%s: 1-15 unique dishes of the menu, all offered for its service', (_, p) => {
    expect(p.name.trim()).not.toBe('');
    expect(p.description.trim()).not.toBe('');
    expect(p.dishes.length).toBeGreaterThanOrEqual(1);
    expect(p.dishes.length).toBeLessThanOrEqual(15);
    expect(duplicates(p.dishes)).toEqual([]);
    const mode = MODE_OF_PACKAGE[p.packageType];
    for (const slug of p.dishes) {
      const d = dishBySlug.get(slug);
      expect(d, `${p.slug}: unknown dish ${slug}`).toBeDefined();
      expect(d?.modes, `${p.slug}: ${slug} not offered for ${mode}`).toContain(mode);
    }
  });

  it.each(foodPackages.map((p) => [p.slug, p] as const))('%s: its dishes match its food type', (_, p) => {
    const kinds = p.dishes.map((slug) => dishBySlug.get(slug)?.isDish);
    const nonVeg = kinds.filter((k) => k === 2).length;
    if (p.foodType === 'veg') expect(kinds.every((k) => k === 1)).toBe(true);
    if (p.foodType === 'non-veg') expect(nonVeg).toBeGreaterThanOrEqual(2);
    if (p.foodType === 'mixed') {
      expect(nonVeg).toBeGreaterThanOrEqual(1);
      expect(kinds.some((k) => k === 1)).toBe(true);
    }
  });
});
