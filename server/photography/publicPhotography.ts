import type { PhotographyAddonPublic, PhotographyPackageCard, PhotographyPackageDetails } from '../../lib/contracts/photography';
import { PHOTOGRAPHY_ADDON_MAX_QUANTITY } from '../../lib/pricing';
import { TtlCache } from '../cache';
import { CATALOGUE_TTL_MS } from '../catalog';
import type { Db } from '../db/types';
import {
  findPackageByIdOrSlug,
  listActiveAddons,
  listActivePackages,
  searchPackagesByTag,
  type PhotographyAddon,
  type PhotographyPackage,
} from './repository';

/**
 * The photography catalogue in its public shapes, for the API and the pages: whole rupees, no
 * private column (status, sort order) and no invented list price. Cached per database for a minute like
 * the other catalogues, so a price or status change shows up within CATALOGUE_TTL_MS.
 */

interface Caches {
  cards: TtlCache<PhotographyPackageCard[]>;
  details: TtlCache<PhotographyPackageDetails | null>;
  byTag: TtlCache<PhotographyPackageCard[]>;
}

const caches = new WeakMap<Db, Caches>();

function cachesOf(db: Db): Caches {
  let found = caches.get(db);
  if (!found) {
    found = {
      cards: new TtlCache(CATALOGUE_TTL_MS),
      details: new TtlCache(CATALOGUE_TTL_MS),
      byTag: new TtlCache(CATALOGUE_TTL_MS),
    };
    caches.set(db, found);
  }
  return found;
}

/** Forgets the cached catalogue of `db` (after an edit, and between tests). */
export function clearPhotographyCache(db: Db): void {
  caches.delete(db);
}

/** A package row as a card (price in whole rupees, cover picture first). */
export function toPackageCard(p: PhotographyPackage): PhotographyPackageCard {
  return {
    _id: p.id,
    slug: p.slug,
    name: p.name,
    occasion: p.occasion,
    occasionGroup: p.occasionGroup === 'grand' ? 'grand' : 'intimate',
    price: p.price,
    hours: p.hours,
    photosMin: p.photosMin,
    photosMax: p.photosMax,
    editedPhotos: p.editedPhotos,
    deliveryDays: p.deliveryDays,
    image: p.images[0] ?? null,
    tags: p.tags,
  };
}

/** An add-on row in its public shape: one fixed price, 1 to 5 per booking. */
export function toAddonPublic(a: PhotographyAddon): PhotographyAddonPublic {
  return { slug: a.slug, name: a.name, description: a.description, price: a.price, maxQuantity: PHOTOGRAPHY_ADDON_MAX_QUANTITY };
}

/** A package with its active add-ons in its public shape (the product page, GET details). */
export function toPackageDetails(p: PhotographyPackage, addons: readonly PhotographyAddon[]): PhotographyPackageDetails {
  return { ...toPackageCard(p), description: p.description, inclusions: p.inclusions, images: p.images, addons: addons.map(toAddonPublic) };
}

/** Every active package as a card, in catalogue order. */
export function publicPackageCards(db: Db): Promise<PhotographyPackageCard[]> {
  return cachesOf(db).cards.get('all', async () => (await listActivePackages(db)).map(toPackageCard));
}

/** The active package with this id or slug with its add-ons, or null (unknown, inactive or deleted). */
export function publicPackageDetails(db: Db, idOrSlug: string): Promise<PhotographyPackageDetails | null> {
  return cachesOf(db).details.get(idOrSlug, async () => {
    const pkg = await findPackageByIdOrSlug(db, idOrSlug);
    return pkg ? toPackageDetails(pkg, await listActiveAddons(db, pkg.addonSlugs)) : null;
  });
}

/** Active packages with this tag, occasion or group (case-insensitive) as cards; empty when none. */
export function publicPackagesByTag(db: Db, tag: string): Promise<PhotographyPackageCard[]> {
  return cachesOf(db).byTag.get(tag.trim().toLowerCase(), async () => (await searchPackagesByTag(db, tag)).map(toPackageCard));
}
