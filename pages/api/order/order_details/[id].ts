import { routeOrderDetails } from '../../../../lib/contracts/orders';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { cityForPincode } from '../../../../data/cities';
import { CITY_NAMES_HI, LOCALITY_NAMES_HI } from '../../../../data/cities/names.hi';
import type { OrderDetails } from '../../../../lib/contracts/orders';
import type { Locale } from '../../../../lib/i18n/locales';
import { catalogueName, localizeRequirements } from '../../../../server/catalog';
import { requestLocale } from '../../../../server/i18n/requestLocale';
import { orderDetailsForUser } from '../../../../server/orders/views';

/**
 * An order as a Hindi page shows it: dish, appliance and ingredient names and the served place in Hindi where the
 * catalogue and city data have them (the order itself keeps its English snapshot).
 */
function inLanguage(order: OrderDetails, locale: Locale): OrderDetails {
  if (locale === 'en') return order;
  const served = cityForPincode(order.address.pincode);
  const place = served && {
    city: CITY_NAMES_HI[served.city.slug] ?? order.address.city,
    locality: LOCALITY_NAMES_HI[served.city.slug]?.[served.locality.slug] ?? order.address.locality,
  };
  return {
    ...order,
    items: order.items.map((item) => ({ ...item, name: catalogueName('dish', item.name, locale) })),
    ...(order.requirements && { requirements: localizeRequirements(order.requirements, locale) }),
    address: { ...order.address, ...place },
  };
}

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/order/order_details/{id} (bearer token): one of the customer's orders; another customer's is a 404. */
export default apiRoute(
  handle(routeOrderDetails, async ({ params: { id } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const order = await orderDetailsForUser(db, { orderId: id, userId: user.id, now: new Date() });
    return { message: 'Order details', data: inLanguage(order, requestLocale(req)) };
  }),
);
