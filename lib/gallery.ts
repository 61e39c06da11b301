/**
 * Pure rules of a photography order's gallery, shared by the gallery and the order views (no I/O).
 */
import { DEFAULT_FAVOURITE_LIMIT, EXTRA_EDITED_PHOTO_ADDON } from './contracts/photos';

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * Edited photos a photography order was sold, which is how many favourites its gallery allows: the
 * package's edited-photo count fixed at booking (`orders.details.editedPhotos`, read defensively, else 20)
 * plus the quantity of the "Extra edited photo" add-on bought with it (`orders.items`: 20 in the package and
 * 5 bought allow 25).
 */
export function favouriteLimitOf(order: { details: unknown; items: readonly Record<string, unknown>[] | null }): number {
  const edited = (order.details as { editedPhotos?: unknown } | null)?.editedPhotos;
  const extra = (order.items ?? [])
    .filter((item) => item.kind === 'addon' && item.slug === EXTRA_EDITED_PHOTO_ADDON)
    .reduce((sum, item) => sum + (isCount(item.quantity) ? item.quantity : 1), 0);
  return (isCount(edited) ? edited : DEFAULT_FAVOURITE_LIMIT) + extra;
}
