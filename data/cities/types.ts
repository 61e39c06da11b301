/**
 * Shapes of the city and locality reference data (spec sections 2 "City page", 3 "City record", 9).
 * Written by us and versioned; city pages are built from it at build time.
 */

/** A locality (neighbourhood or sector) of a city we serve. */
export interface Locality {
  /** Display name, e.g. "Noida Sector 62", "Indirapuram", "DLF Phase 1". */
  name: string;
  /**
   * URL slug from the name alone (`localitySlug`), unique within its city: "Andheri West" -> `andheri-west`,
   * "Noida Sector 62" -> `noida-sector-62`. The page is `/{city}/{slug}`.
   */
  slug: string;
  /** 6-digit Indian PIN codes that belong to this locality (at least one). */
  pincodes: string[];
}

/** A city landing page. */
export interface City {
  /** URL slug: `/{slug}`, e.g. `delhi`, `gurugram`, `bangalore`. */
  slug: string;
  /** Display name, e.g. "Delhi", "Gurugram". */
  name: string;
  /** Indian state or union territory, e.g. "Haryana", "NCT of Delhi". */
  state: string;
  /** Path of the banner image under `public/`, e.g. `/images/cities/delhi.svg`. */
  bannerImage: string;
  /** Alt text of the banner. */
  bannerAlt: string;
  /** 2-4 sentences about party services in this city, our own wording. */
  description: string;
  /** Slug of the canonical city when this one is an alias (Bangalore -> bengaluru); undefined otherwise. */
  canonicalSlug?: string;
  /** Localities we serve; empty for banner-only cities (spec 9). */
  localities: Locality[];
}
