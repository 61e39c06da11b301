/**
 * The hub's "From ₹X" of each service is the lowest price the catalogue in the database
 * would charge (seeded catalogue; a cheaper product added later lowers it). PGlite and PostgreSQL.
 */
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { chefBill, MIN_ORDER_TOTAL, pricePerPlate } from '../../../../lib/pricing';
import { decorationProducts, dishes, photographyPackages } from '../../../../server/db/schema';
import { listFoodPackages } from '../../../../server/food/repository';
import { lowestPrices } from '../../../../server/site/hubPageProps';
import { describeEachDatabase } from '../../../helpers/testDatabases';

describeEachDatabase('services hub prices', (getDb) => {
  it('is the cheapest booking of each service, from the catalogue', async () => {
    const db = getDb();
    const prices = await lowestPrices(db);
    const rates = (await db.select({ rate: dishes.dishRate }).from(dishes).where(eq(dishes.isActive, true))).map((d) => d.rate);
    expect(prices.chef).toBe(Math.max(MIN_ORDER_TOTAL, chefBill({ dishRates: [Math.min(...rates)], people: 1 }).total));
    const decoration = await db
      .select({ price: decorationProducts.price })
      .from(decorationProducts)
      .where(eq(decorationProducts.isActive, true));
    expect(prices.decoration).toBe(Math.min(...decoration.map((p) => p.price)));
    const photography = await db
      .select({ price: photographyPackages.price })
      .from(photographyPackages)
      .where(eq(photographyPackages.status, 1));
    expect(prices.photography).toBe(Math.min(...photography.map((p) => p.price)));
    const delivery = await listFoodPackages(db, { packageType: 'bulkFood' });
    expect(prices['food-delivery']).toBe(Math.min(...delivery.map((p) => pricePerPlate(p.dishes))));
    expect(prices.buffet).toBeGreaterThan(0);
    for (const price of Object.values(prices)) expect(Number.isInteger(price)).toBe(true);
  });

  it('follows the catalogue: a cheaper decoration lowers it, an inactive one does not count', async () => {
    const db = getDb();
    const before = (await lowestPrices(db)).decoration!;
    const [product] = await db.select().from(decorationProducts).orderBy(asc(decorationProducts.price)).limit(1);
    await db.update(decorationProducts).set({ isActive: false }).where(eq(decorationProducts.id, product!.id));
    expect((await lowestPrices(db)).decoration).toBeGreaterThanOrEqual(before);
    await db
      .update(decorationProducts)
      .set({ isActive: true, price: before - 100 })
      .where(eq(decorationProducts.id, product!.id));
    expect((await lowestPrices(db)).decoration).toBe(before - 100);
  });
});
