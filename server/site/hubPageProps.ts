/**
 * Props of the /services hub: each service's "from ₹X", computed from the catalogue in the database
 * (never from build workers) by the pricing modules, so the hub never shows a price the booking would not charge.
 */
import { chefBill, MIN_ORDER_TOTAL, MIN_PEOPLE, pricePerPlate } from '../../lib/pricing';
import { PACKAGE_TYPE_OF_SERVICE } from '../../lib/contracts/food';
import { HUB_SERVICES, type HubTile, type ServicesHubProps } from '../../lib/servicesHub';
import type { ServiceKey } from '../../lib/services';
import { getDb } from '../db/client';
import type { Db } from '../db/types';
import { lowestActiveDishRate } from '../catalog';
import { lowestActiveProductPrice } from '../decoration';
import { listFoodPackages } from '../food';
import { lowestActivePackagePrice } from '../photography';

/**
 * The lowest price of each service, whole rupees (null when it has nothing on sale):
 * chef, the smallest booking (the cheapest dish for one person, at least the minimum order total);
 * decoration and photography, the cheapest product or package; food delivery and live buffet, the lowest price
 * per plate of their ready-made packages (lib/pricing `pricePerPlate`).
 */
export async function lowestPrices(db: Db): Promise<Record<ServiceKey, number | null>> {
  const [rate, decoration, photography, delivery, buffet] = await Promise.all([
    lowestActiveDishRate(db),
    lowestActiveProductPrice(db),
    lowestActivePackagePrice(db),
    listFoodPackages(db, { packageType: PACKAGE_TYPE_OF_SERVICE.delivery }),
    listFoodPackages(db, { packageType: PACKAGE_TYPE_OF_SERVICE.buffet }),
  ]);
  const perPlate = (packages: Awaited<ReturnType<typeof listFoodPackages>>) => {
    const prices = packages
      .filter((pkg) => pkg.dishes.length > 0)
      .map((pkg) => pricePerPlate(pkg.dishes.map((d) => ({ platePrice: d.platePrice, qualifying: d.qualifying }))));
    return prices.length > 0 ? Math.min(...prices) : null;
  };
  return {
    chef: rate === null ? null : Math.max(MIN_ORDER_TOTAL, chefBill({ dishRates: [rate], people: MIN_PEOPLE }).total),
    decoration,
    photography,
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
