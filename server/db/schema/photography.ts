/** The photography catalogue: packages and add-ons. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';
import type { PhotographyOccasionGroup } from '../../../lib/contracts/photography';

/**
 * Photography packages: a real price (whole rupees, no invented "original" price), hours covered,
 * photos delivered (a range), edited photos, delivery time, inclusions as a list, pictures. `occasion` is the
 * category slug (`birthday`, `wedding`, ...), `occasion_group` the landing tab (`intimate` up to 150 guests,
 * `grand` wedding rituals). `status` 1 active, 0 inactive, 2 deleted.
 */
export const photographyPackages = pgTable(
  'photography_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    occasion: varchar('occasion', { length: 60 }).notNull(),
    occasionGroup: varchar('occasion_group', { length: 20 }).$type<PhotographyOccasionGroup>().notNull(),
    price: integer('price').notNull(),
    hours: smallint('hours').notNull(),
    photosMin: integer('photos_min').notNull(),
    photosMax: integer('photos_max').notNull(),
    editedPhotos: integer('edited_photos').notNull(),
    /** Days after the event until the edited photos are delivered. */
    deliveryDays: smallint('delivery_days').notNull(),
    inclusions: jsonb('inclusions').$type<string[]>().notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    /** Search tags (occasion names, styles), lower case. */
    tags: jsonb('tags').$type<string[]>().notNull(),
    /** Slugs of the add-ons offered with it. */
    addonSlugs: jsonb('addon_slugs').$type<string[]>().notNull(),
    status: smallint('status').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('photography_packages_occasion_idx').on(t.occasion), check('photography_packages_price_positive', sql`${t.price} > 0`)],
);
export type PhotographyPackage = typeof photographyPackages.$inferSelect;

/** Photography add-ons, one fixed price each (whole rupees): extra photographer, cinematic video, ... */
export const photographyAddons = pgTable('photography_addons', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  price: integer('price').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});
export type PhotographyAddon = typeof photographyAddons.$inferSelect;
