import type { DecorationOrderAdd } from '../../lib/contracts/orders';
import { DECORATION_SLOTS, isDecorationDateBookable } from '../../lib/booking';
import { ORDER_TYPE } from '../../lib/constants';
import { decorationBill } from '../../lib/pricing';
import type { DecorationProduct } from '../db/schema';
import type { Db } from '../db/types';
import { findProductBySlug } from '../decoration';
import { HttpError } from '../http/errors';
import { bookedOrderValues, placementOf, requireBookableDate, requireExpectedTotal, requireSlot, type BookingRequest } from './booking';
import { insertOrderOnce, type PlacedOrder } from './repository';
import { resolveAddress } from '../cities';

/**
 * The order line of the booked decoration product, as `orders.items` stores it (price in rupees,
 * `image` its first picture or null).
 */
export function decorationProductItem(product: DecorationProduct) {
  return {
    _id: product.id,
    kind: 'product',
    name: product.name,
    slug: product.slug,
    category: product.categorySlug,
    price: product.price,
    image: product.images[0] ?? null,
  };
}

/**
 * Creates a balloon-decoration order: the server prices the product and the add-ons it
 * offers, refuses dates before tomorrow (unless same-day is allowed) and unserved pincodes, answers 409
 * when the total differs from the page's, refuses dates beyond the 90-day horizon, and is idempotent per
 * user and `Idempotency-Key` (422 for a key reused with another request); at most `maxOrdersPerHour` a
 * customer (429). The marketing source and utm_* of the landing page are recorded.
 */
export async function createDecorationOrder(db: Db, request: BookingRequest<DecorationOrderAdd>): Promise<PlacedOrder> {
  const { userId, input, idempotencyKey } = request;
  const placement = placementOf(request);
  const { now } = placement;
  const slot = requireSlot(DECORATION_SLOTS, input.slotId, { message: 'Please choose a time slot', field: 'Unknown time slot' });
  requireBookableDate({
    eventDate: input.eventDate,
    now,
    isBookable: () => isDecorationDateBookable(input.eventDate, now),
    refusal: { message: 'Decorations can be booked from tomorrow. Please choose a later date.', field: 'From tomorrow' },
  });
  const address = resolveAddress(input.address);
  const product = await findProductBySlug(db, input.productSlug);
  if (!product)
    throw new HttpError(400, 'This decoration is no longer available.', {
      errors: [{ path: 'productSlug', message: 'Unknown decoration' }],
    });
  const offered = new Map(product.addons.map((a) => [a.slug, a]));
  const chosen = input.addons.map(({ slug, quantity }) => {
    const addon = offered.get(slug);
    if (!addon)
      throw new HttpError(400, 'An add-on you chose is not offered with this decoration.', {
        errors: [{ path: 'addons', message: `Unknown add-on ${slug}` }],
      });
    if (quantity > addon.maxQuantity)
      throw new HttpError(400, `At most ${addon.maxQuantity} × ${addon.name}.`, { errors: [{ path: 'addons', message: 'Too many' }] });
    return { addon, quantity };
  });
  const bill = decorationBill({
    productPrice: product.price,
    addons: chosen.map(({ addon, quantity }) => ({ name: addon.name, unitPrice: addon.price, quantity })),
  });
  requireExpectedTotal(bill.total, input.expectedTotal);
  return insertOrderOnce(
    db,
    {
      ...bookedOrderValues({ userId, orderType: ORDER_TYPE.DECORATION, input, slot, address, bill, idempotencyKey, now }),
      peopleCount: null,
      items: [
        decorationProductItem(product),
        ...chosen.map(({ addon, quantity }) => ({ _id: addon.id, kind: 'addon', name: addon.name, price: addon.price, quantity })),
      ],
      requirements: null,
    },
    placement,
  );
}
