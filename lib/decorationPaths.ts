/**
 * Routes of the balloon-decoration catalogue (spec 2 "Routes"): the organic routes, their
 * city- and locality-prefixed forms, and the marketing variants (YouTube, Google Ads, Instagram), whose
 * product pages sit at `/product/{productName}` without the category.
 */

/** The marketing sources and their route names. */
export const MARKETING_SOURCES = ['youtube', 'google-ads', 'instagram'] as const;

/** Where a customer can arrive from: organic search or one of the marketing sources. */
export const DECORATION_SOURCES = ['organic', ...MARKETING_SOURCES] as const;

/** Where a customer arrived from; the marketing variants record it with the order. */
export type DecorationSource = (typeof DECORATION_SOURCES)[number];

/** The place prefix of a route: '' (none), `/{city}` or `/{city}/{locality}`. */
export function placePrefix(citySlug?: string, localitySlug?: string): string {
  if (!citySlug) return '';
  return localitySlug ? `/${citySlug}/${localitySlug}` : `/${citySlug}`;
}

/** The catalogue root for a place and source, e.g. `/noida/balloon-decoration` or `/balloon-decoration-youtube`. */
export function decorationRoot(prefix: string, source: DecorationSource): string {
  return `${prefix}/balloon-decoration${source === 'organic' ? '' : `-${source}`}`;
}

/** A category page under a root. */
export const decorationCategoryHref = (root: string, catValue: string) => `${root}/${catValue}`;

/** A product page under a root (marketing variants have no category segment). */
export function decorationProductHref(root: string, source: DecorationSource, catValue: string, productSlug: string): string {
  return source === 'organic' ? `${root}/${catValue}/product/${productSlug}` : `${root}/product/${productSlug}`;
}
