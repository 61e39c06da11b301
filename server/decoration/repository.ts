import { and, asc, desc, eq, ilike, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { SeedAddon, SeedDecorationProduct } from '../../data/decoration/types';
import { decorationAddons, decorationProductAddons, decorationProducts, type DecorationAddon, type DecorationProduct } from '../db/schema';
import type { Db } from '../db/types';

/** A product with the add-ons it offers. */
export type ProductWithAddons = DecorationProduct & { addons: DecorationAddon[] };

/** Sort orders of a category page. */
export type ProductSort = 'popularity' | 'price_asc' | 'price_desc';

const ORDER_BY: Record<ProductSort, SQL[]> = {
  popularity: [desc(decorationProducts.popularity), asc(decorationProducts.name)],
  price_asc: [asc(decorationProducts.price), asc(decorationProducts.name)],
  price_desc: [desc(decorationProducts.price), asc(decorationProducts.name)],
};

/** Active products of a category in the chosen order. */
export async function listProductsByCategory(db: Db, categorySlug: string, sort: ProductSort = 'popularity'): Promise<DecorationProduct[]> {
  return db
    .select()
    .from(decorationProducts)
    .where(and(eq(decorationProducts.categorySlug, categorySlug), eq(decorationProducts.isActive, true)))
    .orderBy(...ORDER_BY[sort]);
}

/** The active product with this slug and its add-ons (in offer order), or null. */
export async function findProductBySlug(db: Db, slug: string): Promise<ProductWithAddons | null> {
  const [product] = await db
    .select()
    .from(decorationProducts)
    .where(and(eq(decorationProducts.slug, slug), eq(decorationProducts.isActive, true)))
    .limit(1);
  if (!product) return null;
  const addons = await db
    .select({ addon: decorationAddons })
    .from(decorationProductAddons)
    .innerJoin(decorationAddons, eq(decorationAddons.id, decorationProductAddons.addonId))
    .where(and(eq(decorationProductAddons.productId, product.id), eq(decorationAddons.isActive, true)))
    .orderBy(asc(decorationProductAddons.sortOrder));
  return { ...product, addons: addons.map((a) => a.addon) };
}

/** `%term%` for ILIKE with the wildcards of `term` escaped. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of search results and how many there are in all. */
export interface ProductPage {
  items: DecorationProduct[];
  total: number;
}

async function searchProducts(db: Db, condition: SQL | undefined, { page, limit }: { page: number; limit: number }): Promise<ProductPage> {
  const where = and(eq(decorationProducts.isActive, true), condition);
  const [items, [count]] = await Promise.all([
    db
      .select()
      .from(decorationProducts)
      .where(where)
      .orderBy(desc(decorationProducts.popularity), asc(decorationProducts.name))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(decorationProducts)
      .where(where),
  ]);
  return { items, total: count?.total ?? 0 };
}

/** Products with a tag containing `tag` (case-insensitive, partial), most popular first. */
export function searchProductsByTag(db: Db, tag: string, paging: { page: number; limit: number }): Promise<ProductPage> {
  return searchProducts(
    db,
    sql`exists (select 1 from unnest(${decorationProducts.tags}) as t(tag) where t.tag ilike ${containing(tag)})`,
    paging,
  );
}

/** Products whose name contains `name` (case-insensitive, partial), most popular first. */
export function searchProductsByName(db: Db, name: string, paging: { page: number; limit: number }): Promise<ProductPage> {
  return searchProducts(db, ilike(decorationProducts.name, containing(name)), paging);
}

/**
 * Upserts the seed decoration catalogue (add-ons, products, their links) by slug. Idempotent.
 * @returns how many add-ons and products were written.
 */
export async function upsertDecorationCatalogue(
  db: Db,
  addons: readonly SeedAddon[],
  products: readonly SeedDecorationProduct[],
): Promise<{ decorationAddons: number; decorationProducts: number }> {
  return db.transaction(async (tx) => {
    const addonRows = await tx
      .insert(decorationAddons)
      .values(addons.map((a) => ({ slug: a.slug, name: a.name, price: a.price, maxQuantity: a.maxQuantity })))
      .onConflictDoUpdate({
        target: decorationAddons.slug,
        set: { name: sql`excluded.name`, price: sql`excluded.price`, maxQuantity: sql`excluded.max_quantity`, isActive: true },
      })
      .returning({ id: decorationAddons.id, slug: decorationAddons.slug });
    const productRows = await tx
      .insert(decorationProducts)
      .values(
        products.map((p) => ({
          slug: p.slug,
          categorySlug: p.category,
          name: p.name,
          price: p.price,
          previousPrice: p.previousPrice ?? null,
          images: p.images,
          description: p.description,
          inclusions: p.inclusions,
          setupMinutes: p.setupMinutes,
          tags: p.tags,
          popularity: p.popularity,
        })),
      )
      .onConflictDoUpdate({
        target: decorationProducts.slug,
        set: {
          categorySlug: sql`excluded.category_slug`,
          name: sql`excluded.name`,
          price: sql`excluded.price`,
          previousPrice: sql`excluded.previous_price`,
          images: sql`excluded.images`,
          description: sql`excluded.description`,
          inclusions: sql`excluded.inclusions`,
          setupMinutes: sql`excluded.setup_minutes`,
          tags: sql`excluded.tags`,
          popularity: sql`excluded.popularity`,
          isActive: true,
        },
      })
      .returning({ id: decorationProducts.id, slug: decorationProducts.slug });
    const addonIds = new Map(addonRows.map((r) => [r.slug, r.id]));
    const productIds = new Map(productRows.map((r) => [r.slug, r.id]));
    await tx.delete(decorationProductAddons).where(inArray(decorationProductAddons.productId, [...productIds.values()]));
    const links = products.flatMap((p) =>
      p.addons.map((slug, sortOrder) => {
        const addonId = addonIds.get(slug);
        if (!addonId) throw new Error(`Decoration product "${p.slug}" offers unknown add-on "${slug}"`);
        return { productId: productIds.get(p.slug)!, addonId, sortOrder };
      }),
    );
    if (links.length > 0) await tx.insert(decorationProductAddons).values(links);
    return { decorationAddons: addonRows.length, decorationProducts: productRows.length };
  });
}

/** The lowest price of an active product, whole rupees, or null when none is on sale. */
export async function lowestActiveProductPrice(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ price: min(decorationProducts.price) })
    .from(decorationProducts)
    .where(eq(decorationProducts.isActive, true));
  return row?.price ?? null;
}
