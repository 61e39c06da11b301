/**
 * Shapes of the balloon-decoration seed catalogue. The seed writes them to the database;
 * prices are whole rupees.
 */

/** An optional extra a customer can add to a decoration (backdrop stand ₹800, magic show ₹4,999 ...). */
export interface SeedAddon {
  /** Stable kebab-case key, e.g. `backdrop-stand`. */
  slug: string;
  name: string;
  /** Price per unit, whole rupees. */
  price: number;
  /** How many a customer can take at most (1 for services such as a magic show). */
  maxQuantity: number;
}

/** A decoration product of a category. */
export interface SeedDecorationProduct {
  /** URL slug (`productName` in the routes), unique across all categories. */
  slug: string;
  name: string;
  /** Category slug (spec 9 list). */
  category: string;
  /** Price, whole rupees. */
  price: number;
  /** A real earlier price (shown struck through); omit unless it is genuinely the previous price. */
  previousPrice?: number;
  /** Image paths under public/ (first is the cover). */
  images: string[];
  /** 2-3 sentences: what the setup looks like. */
  description: string;
  /** What is included. */
  inclusions: { balloonCount: number; colours: string[]; props: string[] };
  /** Minutes the decorator needs on site. */
  setupMinutes: number;
  /** Search tags, lowercase, e.g. ['birthday', 'pink', 'arch']. */
  tags: string[];
  /** Slugs of the add-ons offered with it. */
  addons: string[];
  /** Relative popularity for sorting (higher first), 1-100. */
  popularity: number;
}
