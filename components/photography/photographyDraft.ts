import type { PhotographyPackageDetails } from '../../lib/contracts/photography';
import { PHOTOGRAPHY_MAX_EXTRA_HOURS, photographyBill } from '../../lib/pricing';
import { EMPTY_ADDRESS, type PhotographyDraft } from '../../store/drafts';

/**
 * What the customer set on a package's product page: add-on quantities (0-5 by slug) and extra
 * hours (0-4). It lives in the tab's photography draft (store/drafts), like every booking in progress.
 */
export interface PackageSelection {
  addons: Record<string, number>;
  extraHours: number;
}

export const EMPTY_SELECTION: PackageSelection = { addons: {}, extraHours: 0 };

/**
 * The selection of package `slug` kept in the tab's photography draft: nothing chosen while the draft is not
 * known yet (server render, hydration), when there is none, or when it is for another package.
 */
export function selectionOf(draft: PhotographyDraft | null | undefined, slug: string): PackageSelection {
  if (!draft || draft.package.slug !== slug) return EMPTY_SELECTION;
  return {
    addons: Object.fromEntries(draft.addons.map((addon) => [addon.slug, addon.quantity])),
    extraHours: Math.min(PHOTOGRAPHY_MAX_EXTRA_HOURS, Math.max(0, Math.trunc(draft.extraHours) || 0)),
  };
}

/** The add-ons taken at least once on a product page, in the package's order, each at most its maximum. */
export function chosenAddons(pkg: Pick<PhotographyPackageDetails, 'addons'>, selection: PackageSelection): PhotographyDraft['addons'] {
  return pkg.addons.flatMap((addon) => {
    const quantity = Math.min(selection.addons[addon.slug] ?? 0, addon.maxQuantity);
    return quantity >= 1 ? [{ slug: addon.slug, name: addon.name, price: addon.price, quantity }] : [];
  });
}

/** The bill of a package with chosen add-ons and extra hours (lib/pricing/photography.ts photographyBill, whole rupees). */
export function photographyDraftBill(draft: {
  package: Pick<PhotographyDraft['package'], 'name' | 'price'>;
  addons: PhotographyDraft['addons'];
  extraHours: number;
}) {
  return photographyBill({
    packageName: draft.package.name,
    packagePrice: draft.package.price,
    addons: draft.addons.map((a) => ({ name: a.name, unitPrice: a.price, quantity: a.quantity })),
    extraHours: draft.extraHours,
  });
}

/**
 * The photography draft the product page writes on every change and on Book Now: the package snapshot (whole rupees; the server prices
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
    addons: chosenAddons(pkg, selection),
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
