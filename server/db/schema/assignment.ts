/**
 * Automatic assignment: each offer of an order to a provider (who must accept within PROVIDER_ACCEPT_MINUTES),
 * and the orders left for operations because nobody free could take them.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { providers } from './providers';

/** Where an offer stands: waiting for the provider, accepted, declined, lapsed (no answer in time), or withdrawn (reassigned). */
export type ProviderOfferOutcome = 'pending' | 'accepted' | 'declined' | 'lapsed' | 'withdrawn';

/**
 * One offer of an order to a provider: made when the order is assigned to them (automatically or by operations),
 * answered by their accept or decline, or lapsed at `respond_by`. One row per order and provider, so the automatic
 * assignment never offers an order twice to the same provider (operations may offer it again: the row is reused).
 */
export const providerOffers = pgTable(
  'provider_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    outcome: varchar('outcome', { length: 10 }).$type<ProviderOfferOutcome>().notNull().default('pending'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    unique('provider_offers_order_provider_unique').on(t.orderId, t.providerId),
    check('provider_offers_outcome_check', sql`${t.outcome} in ('pending', 'accepted', 'declined', 'lapsed', 'withdrawn')`),
    index('provider_offers_provider_pending_idx')
      .on(t.providerId)
      .where(sql`${t.outcome} = 'pending'`),
  ],
);
export type ProviderOffer = typeof providerOffers.$inferSelect;

/**
 * A paid order nobody free could take (every free provider declined or let it lapse, or none serves it then):
 * back to Booked without a provider, on the console's Today board with `reason`, until someone is assigned.
 */
export const assignmentQueue = pgTable('assignment_queue', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});
export type AssignmentQueueRow = typeof assignmentQueue.$inferSelect;
