import type { PhotographyOccasionGroup } from '../../lib/contracts/photography';

/**
 * Shapes of the photography seed catalogue. The seed writes packages and
 * add-ons to the database; occasions, groups and the FAQ are page content. Prices are whole rupees and real:
 * no "original" price, no discount.
 */

export type { PhotographyOccasionGroup };

/** An occasion (a category page, `/photography-page/{slug}`). */
export interface PhotographyOccasion {
  /** URL slug, kebab-case, e.g. `naming-ceremony`. */
  slug: string;
  /** Display name, e.g. "Naming Ceremony". */
  name: string;
  /** The landing tab it belongs to. */
  group: PhotographyOccasionGroup;
  /** One or two sentences for its page and links, our own wording. */
  description: string;
  /** Its illustration, `/images/photography/{slug}.svg` (4:3). */
  image: string;
}

/** A landing tab (occasion group). */
export interface PhotographyOccasionGroupInfo {
  slug: PhotographyOccasionGroup;
  /** "Intimate gathering" / "Grand celebration". */
  name: string;
  /** Who it is for (guests, rituals). */
  note: string;
}

/** A photography package of the seed catalogue. */
export interface SeedPhotographyPackage {
  /** URL slug (`/photography-page/product/{slug}`), unique. */
  slug: string;
  name: string;
  /** 2-3 sentences, our own wording. */
  description: string;
  /** Occasion slug (data/photography/occasions.ts). */
  occasion: string;
  /** The occasion's group (the landing tab). */
  group: PhotographyOccasionGroup;
  /** Price, whole rupees, GST included. */
  price: number;
  /** Hours of coverage from the photographer's arrival. */
  hours: number;
  /** Photos delivered, a range. */
  photosMin: number;
  photosMax: number;
  /** Photos retouched from the customer's favourites. */
  editedPhotos: number;
  /** Days after the event until the edited photos are delivered. */
  deliveryDays: number;
  /** What is included, short lines. */
  inclusions: string[];
  /** Search tags, lower case (the occasion slug among them). */
  tags: string[];
  /** Slugs of the add-ons offered with it (data/photography/addons.ts). */
  addonSlugs: string[];
  /** Illustrations under public/ (cover first). */
  images: string[];
}

/** A photography add-on: one fixed price, whole rupees. */
export interface SeedPhotographyAddon {
  /** Stable kebab-case key, e.g. `extra-photographer`. */
  slug: string;
  name: string;
  /** One sentence: what the customer gets for one unit. */
  description: string;
  /** Price of one unit, whole rupees. */
  price: number;
}

/** A question and its answer. */
export interface PhotographyFaqEntry {
  question: string;
  answer: string;
}
