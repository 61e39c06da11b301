import type { PhotographyPackageDetails } from '../../lib/contracts/photography';
import { EMPTY_ADDRESS, type PhotographyDraft } from '../../store/drafts';
import type { PackageSelection } from './packageSelection';

/**
 * The photography draft Book Now writes (issue 14): the package snapshot (whole rupees; the server prices
 * again), the add-ons taken at least once with their quantities, the extra hours and the city of a city page.
 * Date, slot, address and note start empty; when the tab's draft is already for this package (the customer
 * came back from checkout to change add-ons) they are kept.
 * @param path the product page the checkout's Back returns to.
 */
export function photographyDraftFor(
  pkg: PhotographyPackageDetails,
  selection: PackageSelection,
  { path, citySlug }: { path: string; citySlug: string | null },
  current: PhotographyDraft | null,
): Omit<PhotographyDraft, 'idempotencyKey'> {
  const same = current?.package.slug === pkg.slug ? current : null;
  return {
    package: {
      _id: pkg._id,
      slug: pkg.slug,
      name: pkg.name,
      price: pkg.price,
      hours: pkg.hours,
      editedPhotos: pkg.editedPhotos,
      image: pkg.images[0] ?? null,
      path,
    },
    addons: pkg.addons.flatMap((addon) => {
      const quantity = selection.addons[addon.slug] ?? 0;
      return quantity >= 1
        ? [{ slug: addon.slug, name: addon.name, price: addon.price, quantity: Math.min(quantity, addon.maxQuantity) }]
        : [];
    }),
    extraHours: selection.extraHours,
    eventDate: same?.eventDate ?? '',
    slotId: same?.slotId ?? '',
    address: same?.address ?? EMPTY_ADDRESS,
    area: same?.area ?? null,
    note: same?.note ?? '',
    citySlug,
    attribution: { source: 'organic', utm: {} },
  };
}
