/** Reviews of completed orders. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { staff } from './ops';
import { orders } from './orders';
import { users } from './users';
import type { OrderType } from '../../../lib/constants';

/**
 * Reviews written by customers of completed orders: one per order, by the order's owner,
 * editable for 7 days after it was first written (lib/reviews.ts). `order_type` is copied from the order
 * so a service's count and average (the service pages' summary) need no join.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderType: smallint('order_type').$type<OrderType>().notNull(),
    /** Whole stars, 1-5. */
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    /**
     * Hidden by staff (null: published). A hidden review leaves every public list and rating
     * aggregate; its text is never edited. `hidden_reason` is shown to admins only.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references((): AnyPgColumn => staff.id),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reviews_created_idx').on(t.createdAt),
    index('reviews_type_created_idx').on(t.orderType, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
export type Review = typeof reviews.$inferSelect;
