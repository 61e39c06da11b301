import type { Locality } from '../types';

/**
 * URL slug of a text: accents dropped, lowercase, every run of characters other than a-z and 0-9
 * becomes a single hyphen, and leading or trailing hyphens are removed ("DLF Phase 1" ->
 * "dlf-phase-1", "R.K. Puram" -> "r-k-puram", "Koliwādā" -> "koliwada").
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The URL slug of a locality, from its name alone as the original site builds it: "Andheri West" -> `andheri-west`. A name that already
 * carries its city keeps it, once: "Noida Sector 62" -> `noida-sector-62`, "Mumbai Central" ->
 * `mumbai-central`. Unique within a city only; the city is the URL's first segment.
 */
export const localitySlug = (name: string): string => slugify(name);

/**
 * The city-prefixed slug our earlier URLs used, `slugify("<citySlug> <name>")` ("Andheri West" in
 * mumbai -> `mumbai-andheri-west`, "Mumbai Central" -> `mumbai-mumbai-central`). Only the permanent
 * redirects to the name-only URLs use it (data/cities/localityRedirects.ts).
 */
export const cityPrefixedLocalitySlug = (citySlug: string, name: string): string => slugify(`${citySlug} ${name}`);

/** A locality of our data: its display name, its name-only slug and its PIN codes. */
export function locality(name: string, pincodes: string[]): Locality {
  return { name, slug: localitySlug(name), pincodes };
}
