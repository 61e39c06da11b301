import type { Locality } from '../types';

/**
 * URL slug of a text: lowercase, every run of characters other than a-z and 0-9 becomes a single
 * hyphen, and leading or trailing hyphens are removed ("DLF Phase 1" -> "dlf-phase-1").
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Returns a builder of the localities of one city: the slug is `slugify("<citySlug> <name>")`,
 * e.g. `localityMaker('noida')('Sector 62', ['201309'])` has the slug `noida-sector-62`.
 */
export function localityMaker(citySlug: string): (name: string, pincodes: string[]) => Locality {
  return (name, pincodes) => ({ name, slug: slugify(`${citySlug} ${name}`), pincodes });
}
