import type { SitemapUrl } from '../lib/sitemap';
import { FOOD_CATEGORY, ROUTES, cityPath, decorationCategoryPath, foodSelectDatePath, localityPath } from '../lib/routes';
import { cities } from './cities';
import { DECORATION_CATEGORIES } from './decoration/categories';
import { decorationProducts } from './decoration/products';
import { photographyPackages } from './photography/packages';
import { PHOTOGRAPHY_OCCASIONS } from './photography/occasions';
import { photographyCategoryPath, photographyProductPath } from './photography/paths';
import { SERVICE_PAGES } from './services';

/** When the reference content (pages, cities, localities) last changed: the sitemap's lastmod. */
export const CONTENT_UPDATED_AT = '2026-11-25';

/** The indexable static pages of the spec's route list. */
const STATIC_PATHS = [
  ROUTES.home,
  ROUTES.aboutUs,
  ROUTES.contactUs,
  ROUTES.reviews,
  ROUTES.terms,
  ROUTES.chef,
  ROUTES.decoration,
  ...Object.values(SERVICE_PAGES).map((s) => s.path),
  // The landing pages for large parties and step 2 of each food booking
  ROUTES.caterers,
  ROUTES.bulkFoodDelivery,
  foodSelectDatePath(FOOD_CATEGORY.delivery),
  foodSelectDatePath(FOOD_CATEGORY.buffet),
];

/**
 * Every indexable URL: static pages, decoration categories, photography occasions and packages, cities
 * (aliases such as Bangalore are canonical to another page and left out), their chef and photography pages,
 * and every locality with its photography page.
 */
export function siteUrls(lastmod = CONTENT_UPDATED_AT): SitemapUrl[] {
  const paths = new Set<string>(STATIC_PATHS);
  for (const category of DECORATION_CATEGORIES) paths.add(decorationCategoryPath(category.slug));
  // organic decoration products only: the marketing variants are noindex and canonical to these
  for (const product of decorationProducts) paths.add(`${decorationCategoryPath(product.category)}/product/${product.slug}`);
  // Every photography occasion and package (the landing is among the service paths above)
  for (const occasion of PHOTOGRAPHY_OCCASIONS) paths.add(photographyCategoryPath(occasion.slug));
  for (const pkg of photographyPackages) paths.add(photographyProductPath(pkg.slug));
  for (const city of cities.filter((c) => !c.canonicalSlug)) {
    paths.add(cityPath(city.slug));
    paths.add(`${cityPath(city.slug)}/chef-near-me`);
    paths.add(`${cityPath(city.slug)}/photography-page`);
    paths.add(`${cityPath(city.slug)}/balloon-decoration`);
    for (const category of DECORATION_CATEGORIES) paths.add(`${cityPath(city.slug)}/balloon-decoration/${category.slug}`);
    for (const locality of city.localities) {
      paths.add(localityPath(city.slug, locality.slug));
      paths.add(`${localityPath(city.slug, locality.slug)}/photography-page`);
    }
  }
  return [...paths].map((path) => ({ path, lastmod }));
}
