/**
 * Permanent redirects from our earlier city-prefixed locality URLs (`/mumbai/mumbai-andheri-west`,
 * `/bangalore/bengaluru-koramangala`) to the name-only URLs the original site uses
 * (`/mumbai/andheri-west`), with every page below them (`/balloon-decoration/...`), so links and search
 * results that found the earlier URLs keep working. The earlier slug is `cityPrefixedLocalitySlug(prefix, name)`,
 * which is `{prefix}-{slug}` (a unit test checks it for every locality).
 *
 * next.config.js cannot import TypeScript, so it reads the groups from `localityRedirects.json`,
 * written by `npm run data:locality-redirects` and kept equal to `localityRedirectGroups()` by a unit
 * test; next.config.js turns each group into one redirect rule (301, query string kept).
 */
import { cities } from './index';

/** The redirects of one city page: `/{city}/{prefix}-{slug}/...` -> `/{city}/{slug}/...` for each slug. */
export interface LocalityRedirectGroup {
  /** The city's URL segment, e.g. `mumbai`, `bangalore`. */
  city: string;
  /** The prefix the earlier slugs carried: the city's canonical slug (`bengaluru` for `bangalore`). */
  prefix: string;
  /** Name-only slugs of the localities whose city-prefixed form redirects (a-z, 0-9 and hyphens). */
  slugs: string[];
}

/**
 * One group per city with localities (aliases included, each with its own URL segment). A prefixed
 * slug that is itself a live locality slug of the city is left out: a live page is never redirected.
 */
export function localityRedirectGroups(): LocalityRedirectGroup[] {
  return cities
    .filter((city) => city.localities.length > 0)
    .map((city) => {
      const prefix = city.canonicalSlug ?? city.slug;
      const live = new Set(city.localities.map((l) => l.slug));
      const slugs = city.localities.map((l) => l.slug).filter((slug) => !live.has(`${prefix}-${slug}`));
      return { city: city.slug, prefix, slugs };
    });
}
