import { z } from 'zod';
import { defineRoute } from './http';
import { plainText } from './text';

/**
 * The photography catalogue's API shapes and page props. Prices are
 * whole rupees and real: there is no "original" price or discount field anywhere.
 */

/** The two occasion groups (the landing's tabs): `intimate` up to 150 guests, `grand` the wedding rituals. */
export const PHOTOGRAPHY_OCCASION_GROUPS = ['intimate', 'grand'] as const;
export type PhotographyOccasionGroup = (typeof PHOTOGRAPHY_OCCASION_GROUPS)[number];

/** The answer of a tag search that matches nothing (the original's exact message). */
export const NO_MATCHING_PHOTOGRAPH = 'No matching photograph found.';

/** A tag (or occasion, or group) of the tag search: 1 to 60 characters on one line. */
const schemaTag = plainText({
  label: 'Tag',
  min: 1,
  max: 60,
  minMessage: 'Tag is required',
  maxMessage: 'Tag can be at most 60 characters',
});

/** A name search: 2 to 60 characters. */
const schemaNameTerm = plainText({
  label: 'Search',
  min: 2,
  max: 60,
  minMessage: 'Type at least 2 letters',
  maxMessage: 'Search at most 60 characters',
});

/** A package's id (UUID) or slug: letters, digits and hyphens, 1 to 120 characters. */
const schemaIdOrSlug = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,120}$/, 'Unknown photography package')
  .meta({ description: 'The package id (UUID) or its slug.' });

/** Paging of the name search (`?page=&limit=`). */
export const schemaPhotographySearchPaging = z.object({
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(100, 'page can be at most 100')
    .default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(50, 'limit can be at most 50')
    .default(12),
});

/** A package as cards and searches show it: price (whole rupees), coverage hours, photo counts, delivery days. */
export const schemaPhotographyPackageCard = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  occasion: z.string(),
  occasionGroup: z.enum(PHOTOGRAPHY_OCCASION_GROUPS),
  price: z.number().int(),
  hours: z.number().int(),
  photosMin: z.number().int(),
  photosMax: z.number().int(),
  editedPhotos: z.number().int(),
  /** Days after the event until the edited photos are delivered. */
  deliveryDays: z.number().int(),
  /** The cover illustration (path under public/), or null. */
  image: z.string().nullable(),
  tags: z.array(z.string()),
});
export type PhotographyPackageCard = z.infer<typeof schemaPhotographyPackageCard>;

/** An add-on a package offers: one fixed price (whole rupees), taken 1 to `maxQuantity` times. */
export const schemaPhotographyAddonPublic = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  maxQuantity: z.number().int(),
});
export type PhotographyAddonPublic = z.infer<typeof schemaPhotographyAddonPublic>;

/** A package with its description, inclusions, pictures and add-ons (the product page, GET details). */
export const schemaPhotographyPackageDetails = schemaPhotographyPackageCard.extend({
  description: z.string(),
  inclusions: z.array(z.string()),
  images: z.array(z.string()),
  addons: z.array(schemaPhotographyAddonPublic),
});
export type PhotographyPackageDetails = z.infer<typeof schemaPhotographyPackageDetails>;

/** A page of name-search results. */
export const schemaPhotographySearchPage = z.object({
  items: z.array(schemaPhotographyPackageCard),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type PhotographySearchPage = z.infer<typeof schemaPhotographySearchPage>;

export const routePhotographySearchByTag = defineRoute('photographySearchByTag', {
  summary:
    'Active photography packages with this tag, occasion or occasion group (`intimate`, `grand`), case-insensitive, as cards; 404 "No matching photograph found." when none.',
  params: z.object({ tag: schemaTag }),
  response: z.array(schemaPhotographyPackageCard),
  errors: [404],
});

export const routePhotographyDetails = defineRoute('photographyDetails', {
  summary:
    'One active photography package by id or slug, with its inclusions, pictures and add-ons (fixed prices, 1-5 each); 404 when unknown or inactive.',
  params: z.object({ idOrSlug: schemaIdOrSlug }),
  response: schemaPhotographyPackageDetails,
  errors: [404],
});

export const routePhotographySearchByName = defineRoute('photographySearchByName', {
  summary: 'Active photography packages whose name contains the term (case-insensitive; `%`, `_` and `\\` match themselves), paginated.',
  params: z.object({ name: schemaNameTerm }),
  query: schemaPhotographySearchPaging,
  response: schemaPhotographySearchPage,
});

/** An occasion (category page) as pages show it. */
export interface PhotographyOccasionView {
  /** URL slug (`catValue`), e.g. `baby-shower`. */
  slug: string;
  name: string;
  group: PhotographyOccasionGroup;
  /** One or two sentences for its page and links. */
  description: string;
  /** Its illustration under public/ (4:3). */
  image: string;
}

/** A landing tab: an occasion group and its packages. */
export interface PhotographyGroupView {
  slug: PhotographyOccasionGroup;
  /** "Intimate gathering" / "Grand celebration". */
  name: string;
  /** Who it is for, e.g. "Birthdays, showers and family functions of up to 150 guests". */
  note: string;
  packages: PhotographyPackageCard[];
}

/** A question of the photography FAQ. */
export interface PhotographyFaqView {
  question: string;
  answer: string;
}

/** The place a city or locality page preselects (the checkout's city). */
export interface PhotographyPlace {
  citySlug: string;
  cityName: string;
  localitySlug?: string;
  localityName?: string;
}

/** Title, description and canonical path of a page. */
export interface PhotographyPageSeo {
  title: string;
  description: string;
  path: string;
}

/** Props of `/photography-page`, `/{city}/photography-page` and `/{city}/{locality}/photography-page`. */
export interface PhotographyLandingProps {
  place: PhotographyPlace | null;
  seo: PhotographyPageSeo;
  heading: string;
  intro: string;
  groups: PhotographyGroupView[];
  occasions: PhotographyOccasionView[];
  faq: PhotographyFaqView[];
  /** How a booking works, step by step. */
  steps: string[];
  /** The cheapest active package, whole rupees (0 when there is none). */
  fromPrice: number;
}

/** Props of `/photography-page/{catValue}`. */
export interface PhotographyCategoryProps {
  occasion: PhotographyOccasionView;
  groupName: string;
  packages: PhotographyPackageCard[];
  occasions: PhotographyOccasionView[];
  seo: PhotographyPageSeo;
}

/** Props of `/photography-page/product/{slug}` (`?city=` preselects a city we serve). */
export interface PhotographyProductProps {
  pkg: PhotographyPackageDetails;
  occasion: PhotographyOccasionView;
  groupName: string;
  similar: PhotographyPackageCard[];
  faq: PhotographyFaqView[];
  place: PhotographyPlace | null;
  seo: PhotographyPageSeo;
}
