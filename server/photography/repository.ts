import { and, asc, eq, ilike, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { PhotographyOccasionGroup } from '../../lib/contracts/photography';
import type { SeedPhotographyAddon, SeedPhotographyPackage } from '../../data/photography/types';
import { photographyAddons, photographyPackages, type PhotographyAddon, type PhotographyPackage } from '../db/schema';
import type { Db } from '../db/types';

/**
 * The photography catalogue in the database: packages (status 1 active,
 * 0 inactive, 2 deleted) and add-ons (one fixed price each). Readers see active rows only.
 */

export type { PhotographyAddon, PhotographyPackage };

/** `status` of a package customers can see and book. */
export const PACKAGE_ACTIVE = 1;

const isActive = eq(photographyPackages.status, PACKAGE_ACTIVE);
const CATALOGUE_ORDER = [asc(photographyPackages.sortOrder), asc(photographyPackages.price), asc(photographyPackages.name)];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%term%` for ILIKE with `\`, `%` and `_` of `term` escaped, so they match themselves. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Active packages of one occasion (category page), in catalogue order. */
export async function listPackagesByOccasion(db: Db, occasion: string): Promise<PhotographyPackage[]> {
  return db
    .select()
    .from(photographyPackages)
    .where(and(isActive, eq(photographyPackages.occasion, occasion)))
    .orderBy(...CATALOGUE_ORDER);
}

/** Active packages of one occasion group (a landing tab), in catalogue order. */
export async function listPackagesByGroup(db: Db, group: PhotographyOccasionGroup): Promise<PhotographyPackage[]> {
  return db
    .select()
    .from(photographyPackages)
    .where(and(isActive, eq(photographyPackages.occasionGroup, group)))
    .orderBy(...CATALOGUE_ORDER);
}

/** Every active package, in catalogue order. */
export async function listActivePackages(db: Db): Promise<PhotographyPackage[]> {
  return db
    .select()
    .from(photographyPackages)
    .where(isActive)
    .orderBy(...CATALOGUE_ORDER);
}

/** The active package with this id (a UUID) or slug, or null. A value that is not a UUID is only compared to slugs. */
export async function findPackageByIdOrSlug(db: Db, idOrSlug: string): Promise<PhotographyPackage | null> {
  const match = UUID.test(idOrSlug)
    ? or(eq(photographyPackages.id, idOrSlug.toLowerCase()), eq(photographyPackages.slug, idOrSlug))
    : eq(photographyPackages.slug, idOrSlug);
  const [row] = await db.select().from(photographyPackages).where(and(isActive, match)).limit(1);
  return row ?? null;
}

/** The active add-ons with these slugs, in the order of `slugs` (unknown or inactive ones left out). */
export async function listActiveAddons(db: Db, slugs: readonly string[]): Promise<PhotographyAddon[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select()
    .from(photographyAddons)
    .where(and(eq(photographyAddons.isActive, true), inArray(photographyAddons.slug, [...slugs])));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/**
 * For pricing an order: the ACTIVE package with this slug and the ACTIVE add-ons it offers
 * (its `addonSlugs`, in that order), or null when the package is unknown, inactive or deleted.
 */
export async function findPackageForOrder(
  db: Db,
  slug: string,
): Promise<{ package: PhotographyPackage; addons: PhotographyAddon[] } | null> {
  const [row] = await db
    .select()
    .from(photographyPackages)
    .where(and(isActive, eq(photographyPackages.slug, slug)))
    .limit(1);
  if (!row) return null;
  return { package: row, addons: await listActiveAddons(db, row.addonSlugs) };
}

/**
 * Active packages with `tag` among their tags, or as their occasion or occasion group, compared
 * case-insensitively and whole (`Birthday` finds the birthday packages, `birth` finds nothing).
 */
export async function searchPackagesByTag(db: Db, tag: string): Promise<PhotographyPackage[]> {
  const term = tag.trim().toLowerCase();
  if (term === '') return [];
  const matches: SQL = sql`(lower(${photographyPackages.occasion}) = ${term}
    or lower(${photographyPackages.occasionGroup}) = ${term}
    or exists (select 1 from jsonb_array_elements_text(${photographyPackages.tags}) as t(tag) where lower(t.tag) = ${term}))`;
  return db
    .select()
    .from(photographyPackages)
    .where(and(isActive, matches))
    .orderBy(...CATALOGUE_ORDER);
}

/** One page of a name search and how many match in all. */
export interface PackagePage {
  items: PhotographyPackage[];
  total: number;
}

/** Active packages whose name contains `name` (case-insensitive; `%`, `_` and `\` match themselves), one page. */
export async function searchPackagesByName(db: Db, name: string, { page, limit }: { page: number; limit: number }): Promise<PackagePage> {
  const where = and(isActive, ilike(photographyPackages.name, containing(name)));
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(photographyPackages)
      .where(where)
      .orderBy(...CATALOGUE_ORDER)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(photographyPackages)
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

/**
 * Upserts the seed photography catalogue by slug (add-ons, then packages; `sortOrder` is the position in
 * the seed list). Idempotent. New rows are active; an existing row keeps the status operations gave it (a
 * package taken off sale stays off after a re-seed). One transaction.
 * @throws when a package offers an add-on the seed does not define.
 * @returns how many add-ons and packages were written.
 */
export async function upsertPhotographyCatalogue(
  db: Db,
  packages: readonly SeedPhotographyPackage[],
  addons: readonly SeedPhotographyAddon[],
): Promise<{ photographyAddons: number; photographyPackages: number }> {
  const known = new Set(addons.map((addon) => addon.slug));
  for (const pkg of packages) {
    const unknown = pkg.addonSlugs.find((slug) => !known.has(slug));
    if (unknown) throw new Error(`Photography package "${pkg.slug}" offers unknown add-on "${unknown}"`);
  }
  return db.transaction(async (tx) => {
    const addonRows =
      addons.length === 0
        ? []
        : await tx
            .insert(photographyAddons)
            .values(addons.map((a, sortOrder) => ({ slug: a.slug, name: a.name, description: a.description, price: a.price, sortOrder })))
            .onConflictDoUpdate({
              target: photographyAddons.slug,
              set: {
                name: sql`excluded.name`,
                description: sql`excluded.description`,
                price: sql`excluded.price`,
                sortOrder: sql`excluded.sort_order`,
              },
            })
            .returning({ id: photographyAddons.id });
    const packageRows =
      packages.length === 0
        ? []
        : await tx
            .insert(photographyPackages)
            .values(
              packages.map((p, sortOrder) => ({
                slug: p.slug,
                name: p.name,
                description: p.description,
                occasion: p.occasion,
                occasionGroup: p.group,
                price: p.price,
                hours: p.hours,
                photosMin: p.photosMin,
                photosMax: p.photosMax,
                editedPhotos: p.editedPhotos,
                deliveryDays: p.deliveryDays,
                inclusions: p.inclusions,
                images: p.images,
                tags: p.tags,
                addonSlugs: p.addonSlugs,
                status: PACKAGE_ACTIVE,
                sortOrder,
              })),
            )
            .onConflictDoUpdate({
              target: photographyPackages.slug,
              set: {
                name: sql`excluded.name`,
                description: sql`excluded.description`,
                occasion: sql`excluded.occasion`,
                occasionGroup: sql`excluded.occasion_group`,
                price: sql`excluded.price`,
                hours: sql`excluded.hours`,
                photosMin: sql`excluded.photos_min`,
                photosMax: sql`excluded.photos_max`,
                editedPhotos: sql`excluded.edited_photos`,
                deliveryDays: sql`excluded.delivery_days`,
                inclusions: sql`excluded.inclusions`,
                images: sql`excluded.images`,
                tags: sql`excluded.tags`,
                addonSlugs: sql`excluded.addon_slugs`,
                sortOrder: sql`excluded.sort_order`,
              },
            })
            .returning({ id: photographyPackages.id });
    return { photographyAddons: addonRows.length, photographyPackages: packageRows.length };
  });
}

/** The lowest price of an active package, whole rupees, or null when none is on sale. */
export async function lowestActivePackagePrice(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ price: min(photographyPackages.price) })
    .from(photographyPackages)
    .where(eq(photographyPackages.status, PACKAGE_ACTIVE));
  return row?.price ?? null;
}
