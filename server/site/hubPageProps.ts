/**
 * Props of the /services hub: each service's "from ₹X", computed from the catalogue in the database
 * (never from build workers) by the pricing modules, so the hub never shows a price the booking would not charge.
 */
import { eq, min } from 'drizzle-orm';
import { chefBill, MIN_ORDER_TOTAL, MIN_PEOPLE, pricePerPlate } from '../../lib/pricing';
import { PACKAGE_TYPE_OF_SERVICE } from '../../lib/contracts/food';
import { HUB_SERVICES, type HubTile, type ServicesHubProps } from '../../lib/servicesHub';
import type { ServiceKey } from '../../lib/services';
import { getDb } from '../db/client';
import { decorationProducts, dishes, photographyPackages } from '../db/schema';
import type { Db } from '../db/types';
import { listFoodPackages } from '../food/repository';
import { PACKAGE_ACTIVE } from '../photography/repository';

/**
 * The lowest price of each service, whole rupees (null when it has nothing on sale):
 * chef, the smallest booking (the cheapest dish for one person, at least the minimum order total);
 * decoration and photography, the cheapest product or package; food delivery and live buffet, the lowest price
 * per plate of their ready-made packages (lib/pricing `pricePerPlate`).
 */
export async function lowestPrices(db: Db): Promise<Record<ServiceKey, number | null>> {
  const [[dish], [decoration], [photography], delivery, buffet] = await Promise.all([
    db
      .select({ rate: min(dishes.dishRate) })
      .from(dishes)
      .where(eq(dishes.isActive, true)),
    db
      .select({ price: min(decorationProducts.price) })
      .from(decorationProducts)
      .where(eq(decorationProducts.isActive, true)),
    db
      .select({ price: min(photographyPackages.price) })
      .from(photographyPackages)
      .where(eq(photographyPackages.status, PACKAGE_ACTIVE)),
    listFoodPackages(db, { packageType: PACKAGE_TYPE_OF_SERVICE.delivery }),
    listFoodPackages(db, { packageType: PACKAGE_TYPE_OF_SERVICE.buffet }),
  ]);
  const perPlate = (packages: Awaited<ReturnType<typeof listFoodPackages>>) => {
    const prices = packages
      .filter((pkg) => pkg.dishes.length > 0)
      .map((pkg) => pricePerPlate(pkg.dishes.map((d) => ({ platePrice: d.platePrice, qualifying: d.qualifying }))));
    return prices.length > 0 ? Math.min(...prices) : null;
  };
  const rate = dish?.rate ?? null;
  return {
    chef: rate === null ? null : Math.max(MIN_ORDER_TOTAL, chefBill({ dishRates: [rate], people: MIN_PEOPLE }).total),
    decoration: decoration?.price ?? null,
    photography: photography?.price ?? null,
    'food-delivery': perPlate(delivery),
    buffet: perPlate(buffet),
  };
}

/** The hub's props: its tiles with their prices. */
export async function servicesHubProps(): Promise<ServicesHubProps> {
  const { db } = await getDb();
  const prices = await lowestPrices(db);
  const tiles: HubTile[] = HUB_SERVICES.map((service) => ({ ...service, fromPrice: prices[service.key] }));
  return { tiles };
}
