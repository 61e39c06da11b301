/** Photo galleries of orders and their share links. */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

/**
 * Photos of an order's gallery: the original and two WebP renditions (400 px thumbnail, 1600 px web
 * size) as storage keys of the media adapter, never public paths. A favourite can carry an edit request.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileName: text('file_name').notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    originalKey: text('original_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    webKey: text('web_key').notNull(),
    /**
     * Hex sha256 of the original's bytes: a file sent again to the same order, a
     * retried upload, is the photo already there, never a second copy. Null for photos from before it was kept.
     */
    sha256: varchar('sha256', { length: 64 }),
    favourite: boolean('favourite').notNull().default(false),
    editRequest: text('edit_request'),
    editRequestedAt: timestamp('edit_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('photos_order_position_idx').on(t.orderId, t.position), uniqueIndex('photos_order_sha256_idx').on(t.orderId, t.sha256)],
);
export type Photo = typeof photos.$inferSelect;

/**
 * Read-only links to an order's gallery for guests: only the sha256 of the token is kept; a link
 * expires after 90 days and can be revoked by the customer.
 */
export const galleryShareLinks = pgTable(
  'gallery_share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_share_links_order_idx').on(t.orderId)],
);
export type GalleryShareLink = typeof galleryShareLinks.$inferSelect;
