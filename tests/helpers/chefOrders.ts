import { schemaChefOrderAdd, type ChefOrderAdd } from '../../lib/contracts/orders';
import { chefBill } from '../../lib/pricing';
import { listCuisines, listMealDishes, type CatalogueDish } from '../../server/catalog/repository';
import type { Db } from '../../server/db/types';

/** The first `count` dishes of the seeded catalogue's first three cuisines. */
export async function someDishes(db: Db, count: number): Promise<CatalogueDish[]> {
  const cuisines = await listCuisines(db);
  const groups = await listMealDishes(db, { cuisineIds: cuisines.slice(0, 3).map((c) => c.id), vegOnly: false });
  return groups.flatMap((g) => g.dishes).slice(0, count);
}

/**
 * A valid chef order body (parsed as the handler parses it) for `dishes` and `people`, on 23 Nov 2026
 * 19:00-20:00 IST at a served Noida pincode, priced by the server's own bill; `overrides` replace fields.
 */
export function chefOrderInput(dishes: CatalogueDish[], people: number, overrides: Record<string, unknown> = {}): ChefOrderAdd {
  return schemaChefOrderAdd.parse({
    orderType: 2,
    dishIds: dishes.map((d) => d.id),
    people,
    eventDate: '2026-11-23',
    slotId: '19-20',
    address: { name: 'Asha Verma', line1: 'Flat 402, Tower B, Supertech', pincode: '201309' },
    expectedTotal: chefBill({ dishRates: dishes.map((d) => d.dishRate), people }).total,
    ...overrides,
  });
}
