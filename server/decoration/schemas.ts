import { z } from 'zod';
import type { DecorationProduct } from '../db/schema';
import type { ProductWithAddons } from './repository';

/** GET /api/Decoration/searchByTag/{tag} and searchByName/{name}: the term and paging. */
export const schemaDecorationSearch = z.object({
  term: z.string().trim().min(2, 'Type at least 2 letters').max(60, 'Search at most 60 characters'),
  page: z.coerce.number().int().min(1).max(100).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

/** A decoration product as the API and pages show it (whole rupees). */
export const schemaProductPublic = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: z.string(),
  price: z.number().int(),
  previousPrice: z.number().int().nullable(),
  images: z.array(z.string()),
  description: z.string(),
  inclusions: z.object({ balloonCount: z.number().int(), colours: z.array(z.string()), props: z.array(z.string()) }),
  setupMinutes: z.number().int(),
  tags: z.array(z.string()),
});
export type ProductPublic = z.infer<typeof schemaProductPublic>;

/** An add-on as the product page shows it. */
export const schemaAddonPublic = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  price: z.number().int(),
  maxQuantity: z.number().int(),
});
export type AddonPublic = z.infer<typeof schemaAddonPublic>;

/** Maps a product row to its public shape (private columns never leave). */
export function toProductPublic(p: DecorationProduct): ProductPublic {
  return schemaProductPublic.parse({
    _id: p.id,
    slug: p.slug,
    name: p.name,
    category: p.categorySlug,
    price: p.price,
    previousPrice: p.previousPrice,
    images: p.images,
    description: p.description,
    inclusions: p.inclusions,
    setupMinutes: p.setupMinutes,
    tags: p.tags,
  });
}

/** A product with its add-ons in public shape. */
export function toProductDetailsPublic(p: ProductWithAddons): ProductPublic & { addons: AddonPublic[] } {
  return {
    ...toProductPublic(p),
    addons: p.addons.map((a) =>
      schemaAddonPublic.parse({ _id: a.id, slug: a.slug, name: a.name, price: a.price, maxQuantity: a.maxQuantity }),
    ),
  };
}
