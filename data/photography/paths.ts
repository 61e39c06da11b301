import type { PhotographyPlace } from '../../lib/contracts/photography';
import { ROUTES } from '../../lib/routes';

/** The photography routes (`/photography-page/...`), one place for pages, links and the sitemap. */

/** A category page, e.g. `/photography-page/baby-shower`. */
export const photographyCategoryPath = (occasion: string) => `${ROUTES.photography}/${occasion}`;

/**
 * A package's product page, e.g. `/photography-page/product/birthday-party-photography`; from a city page
 * with `?city=` so that the booking keeps the city (the canonical stays the plain path).
 */
export const photographyProductPath = (slug: string, citySlug?: string) =>
  `${ROUTES.photography}/product/${slug}${citySlug ? `?city=${encodeURIComponent(citySlug)}` : ''}`;

/** The landing page of a place (its canonical: an alias city's pages point at the canonical city's), or the organic one. */
export function photographyLandingPath(place: Pick<PhotographyPlace, 'citySlug' | 'localitySlug'> | null): string {
  if (!place) return ROUTES.photography;
  return `/${place.citySlug}${place.localitySlug ? `/${place.localitySlug}` : ''}/photography-page`;
}
