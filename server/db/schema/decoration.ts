/** The balloon-decoration catalogue: products, add-ons and which product offers which add-on. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';

/** Add-ons offered with decorations, priced per unit in whole rupees. */
export const decorationAddons = pgTable('decoration_addons', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  maxQuantity: smallint('max_quantity').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
});
export type DecorationAddon = typeof decorationAddons.$inferSelect;

/** Balloon-decoration products; the category is one of data/decoration/categories. */
export const decorationProducts = pgTable(
  'decoration_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    categorySlug: varchar('category_slug', { length: 40 }).notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    /** A real earlier price, shown struck through; null when there is none. */
    previousPrice: integer('previous_price'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    description: text('description').notNull(),
    inclusions: jsonb('inclusions').$type<{ balloonCount: number; colours: string[]; props: string[] }>().notNull(),
    setupMinutes: integer('setup_minutes').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    popularity: integer('popularity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('decoration_products_category_idx').on(t.categorySlug)],
);
export type DecorationProduct = typeof decorationProducts.$inferSelect;

/** Which add-ons a decoration product offers. */
export const decorationProductAddons = pgTable(
  'decoration_product_addons',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => decorationProducts.id, { onDelete: 'cascade' }),
    addonId: uuid('addon_id')
      .notNull()
      .references(() => decorationAddons.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.addonId] })],
);
