import type { PhotographyOrderAdd } from '../../lib/contracts/orders';
import { ORDER_TYPE } from '../../lib/constants';
import { photographyBill } from '../../lib/pricing';
import type { Db } from '../db/types';
import { HttpError } from '../http/errors';
import { findPackageForOrder } from '../photography';
import { bookedOrderValues, placementOf, requireArrivalSlot, requireExpectedTotal, type BookingRequest } from './booking';
import { insertOrderOnce, type PlacedOrder } from './repository';
import { resolveAddress } from '../cities';

/** What `orders.details` holds for a photography order, fixed at booking: the package facts the gallery and order page use. */
export interface PhotographyOrderDetails {
  packageSlug: string;
  packageName: string;
  hours: number;
  extraHours: number;
  editedPhotos: number;
  photosMin: number;
  photosMax: number;
  deliveryDays: number;
}

/**
 * Creates a photography order (orderType 9). The server prices the package, its add-ons and extra
 * hours (lib/pricing.ts photographyBill) and refuses with 400 naming the field: an unknown or inactive package
 * (`productSlug`), an add-on the package does not offer or that is inactive (`addons.N.slug`), an arrival slot
 * that is not one of the 15 (`slotId`), a start inside 24 hours or beyond 90 days (`eventDate`), an unserved
 * pincode (`address.pincode`); a total that differs from the page's is a 409. Quantities 1-5, extra hours 0-4
 * and repeated add-ons are refused by the contract (400). Idempotent per user and `Idempotency-Key`; at most
 * `maxOrdersPerHour` a customer (429).
 */
export async function createPhotographyOrder(db: Db, request: BookingRequest<PhotographyOrderAdd>): Promise<PlacedOrder> {
  const { userId, input, idempotencyKey } = request;
  const placement = placementOf(request);
  const { now } = placement;
  // one-hour arrival slots 07:00-22:00, the start at least 24 hours ahead: the chef booking's grid
  const slot = requireArrivalSlot(input, now);
  const address = resolveAddress(input.address);
  const found = await findPackageForOrder(db, input.productSlug);
  if (!found) {
    throw new HttpError(400, 'This photography package is no longer available.', {
      errors: [{ path: 'productSlug', message: 'Unknown photography package' }],
    });
  }
  const { package: pkg, addons: offered } = found;
  const bySlug = new Map(offered.map((a) => [a.slug, a]));
  const chosen = input.addons.map(({ slug, quantity }, index) => {
    const addon = bySlug.get(slug);
    if (!addon) {
      throw new HttpError(400, 'An add-on you chose is not offered with this package.', {
        errors: [{ path: `addons.${index}.slug`, message: `Unknown add-on ${slug}` }],
      });
    }
    return { addon, quantity };
  });
  const bill = photographyBill({
    packageName: pkg.name,
    packagePrice: pkg.price,
    addons: chosen.map(({ addon, quantity }) => ({ name: addon.name, unitPrice: addon.price, quantity })),
    extraHours: input.extraHours,
  });
  requireExpectedTotal(bill.total, input.expectedTotal);
  const details: PhotographyOrderDetails = {
    packageSlug: pkg.slug,
    packageName: pkg.name,
    hours: pkg.hours,
    extraHours: input.extraHours,
    editedPhotos: pkg.editedPhotos,
    photosMin: pkg.photosMin,
    photosMax: pkg.photosMax,
    deliveryDays: pkg.deliveryDays,
  };
  return insertOrderOnce(
    db,
    {
      ...bookedOrderValues({ userId, orderType: ORDER_TYPE.PHOTOGRAPHY, input, slot, address, bill, idempotencyKey, now }),
      peopleCount: null,
      items: [
        { _id: pkg.id, kind: 'product', name: pkg.name, slug: pkg.slug, price: pkg.price, image: pkg.images[0] ?? null },
        ...chosen.map(({ addon, quantity }) => ({
          _id: addon.id,
          kind: 'addon',
          name: addon.name,
          slug: addon.slug,
          price: addon.price,
          quantity,
        })),
      ],
      requirements: null,
      details: { ...details },
    },
    placement,
  );
}
