import { expect, it } from 'vitest';
import { dishes as seedDishes, mealGroups as seedGroups } from '../../../../data/catalogue';
import { findCuisineIds, listCuisines, listMealDishes } from '../../../../server/catalog/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';

describeEachDatabase('catalogue repository', (getDb) => {
  it('lists the cuisines in display order, North Indian first', async () => {
    const cuisines = await listCuisines(getDb());
    expect(cuisines.length).toBeGreaterThanOrEqual(10);
    expect(cuisines[0]?.name).toBe('North Indian');
    expect(cuisines.map((c) => c.name)).toEqual(expect.arrayContaining(['South Indian', 'Mughlai', 'Italian']));
  });

  it('keeps only known cuisine ids', async () => {
    const [first] = await listCuisines(getDb());
    const known = await findCuisineIds(getDb(), [first!.id, '00000000-0000-4000-8000-000000000000']);
    expect(known).toEqual([first!.id]);
  });

  it('groups dishes by meal in display order and filters veg', async () => {
    const cuisines = await listCuisines(getDb());
    const all = await listMealDishes(getDb(), { cuisineIds: cuisines.map((c) => c.id), vegOnly: false });
    const groupOrder = seedGroups.map((g) => g.name);
    expect(all.map((g) => g.name)).toEqual(groupOrder);
    expect(all.reduce((n, g) => n + g.dishes.length, 0)).toBe(seedDishes.length);

    const veg = await listMealDishes(getDb(), { cuisineIds: cuisines.map((c) => c.id), vegOnly: true });
    const vegDishes = veg.flatMap((g) => g.dishes);
    expect(vegDishes.length).toBe(seedDishes.filter((d) => d.isDish === 1).length);
    expect(vegDishes.every((d) => d.isDish === 1 && d.type === 'veg')).toBe(true);
  });

  it('lists a dish once even when it belongs to several requested cuisines, with its appliances', async () => {
    const cuisines = await listCuisines(getDb());
    const groups = await listMealDishes(getDb(), { cuisineIds: cuisines.map((c) => c.id), vegOnly: false });
    const ids = groups.flatMap((g) => g.dishes.map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
    const withAppliance = seedDishes.find((d) => d.appliances.length > 0)!;
    const found = groups.flatMap((g) => g.dishes).find((d) => d.name === withAppliance.name)!;
    expect(found.appliances.length).toBe(withAppliance.appliances.length);
  });

  it('returns nothing for no cuisines', async () => {
    expect(await listMealDishes(getDb(), { cuisineIds: [], vegOnly: false })).toEqual([]);
  });
});
