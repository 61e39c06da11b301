import { z } from 'zod';
import type { DecorationSource } from '../decorationPaths';
import { defineRoute } from './http';
import type { ServiceReviewsData } from './reviews';
import { plainText } from './text';

/** A search term of the decoration searches: 2 to 60 characters. */
const schemaSearchTerm = plainText({
  label: 'Search',
  min: 2,
  max: 60,
  minMessage: 'Type at least 2 letters',
  maxMessage: 'Search at most 60 characters',
});

/** Paging of the decoration searches (`?page=&limit=`). */
export const schemaDecorationSearchPaging = z.object({
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

/** An add-on as the product page shows it (whole rupees). */
export const schemaAddonPublic = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  price: z.number().int(),
  maxQuantity: z.number().int(),
});
export type AddonPublic = z.infer<typeof schemaAddonPublic>;

/** A product with the add-ons it offers (the product page). */
export type ProductDetailsPublic = ProductPublic & { addons: AddonPublic[] };

/** A page of decoration search results. */
export const schemaDecorationSearchPage = z.object({
  items: z.array(schemaProductPublic),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type DecorationSearchPage = z.infer<typeof schemaDecorationSearchPage>;

export const routeDecorationSearchByName = defineRoute('decorationSearchByName', {
  summary: 'Decorations whose name matches (case-insensitive, partial), paginated.',
  params: z.object({ name: schemaSearchTerm }),
  query: schemaDecorationSearchPaging,
  response: schemaDecorationSearchPage,
});

export const routeDecorationSearchByTag = defineRoute('decorationSearchByTag', {
  summary: 'Decorations with a matching tag (case-insensitive, partial), paginated.',
  params: z.object({ tag: schemaSearchTerm }),
  query: schemaDecorationSearchPaging,
  response: schemaDecorationSearchPage,
});

/** A decoration category (spec 9 list) as its pages show it. */
export interface DecorationCategory {
  /** URL slug (`catValue`), e.g. `kids-birthday`. */
  slug: string;
  name: string;
  /** One or two sentences for the category page and cards. */
  description: string;
  /** Banner/tile image under public/. */
  image: string;
}

/** Where a decoration page is: its place (if any), its source and the roots of its links. */
export interface DecorationContext {
  source: DecorationSource;
  /** Root of this page's links, e.g. `/noida/balloon-decoration-youtube`. */
  root: string;
  /** The organic root of the same place (canonical links of marketing variants). */
  organicRoot: string;
  place: { citySlug: string; cityName: string; localitySlug?: string; localityName?: string } | null;
}

/** Props of the decoration pages, built by getStaticProps on the server (server/site/decorationPageProps). */
export type DecorationPageProps =
  | { shape: 'categories'; context: DecorationContext; categories: DecorationCategory[] }
  | { shape: 'category'; context: DecorationContext; category: DecorationCategory; products: ProductPublic[]; reviews: ServiceReviewsData }
  | {
      shape: 'product';
      context: DecorationContext;
      category: DecorationCategory;
      product: ProductDetailsPublic;
      reviews: ServiceReviewsData;
      /** The product's name as the mobile header's title (lib/pageTypes headerTitleOf). */
      headerTitle: string;
    };
