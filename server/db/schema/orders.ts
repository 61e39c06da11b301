/** Orders of every service, their status history, staff notes, messages to the customer and headcount syncs. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { events } from './events';
import { staff } from './ops';
import { providers } from './providers';
import { users } from './users';
import type { OrderStatus, OrderType } from '../../../lib/constants';
import type { OrderPaymentStatus } from '../../../lib/payments';
import type { CustomerMessageDelivery } from '../../../lib/contracts/opsOrders';

/** A headcount sync: waiting for its top-up, paid, replaced by a newer one, or applied to the order. */
export type HeadcountSyncStatus = 'pending' | 'paid' | 'cancelled' | 'applied';

/** Orders of every service (order type codes in `lib/constants.ts`). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short number a customer can quote on WhatsApp. */
    orderNumber: varchar('order_number', { length: 16 }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderType: smallint('order_type').$type<OrderType>().notNull(),
    status: smallint('status').$type<OrderStatus>().notNull().default(0),
    eventDate: date('event_date').notNull(),
    slot: varchar('slot', { length: 40 }).notNull(),
    peopleCount: integer('people_count'),
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    items: jsonb('items').$type<Record<string, unknown>[]>().notNull().default([]),
    /** Bill lines as shown to the customer, whole rupees. */
    bill: jsonb('bill').$type<Record<string, unknown>>().notNull(),
    total: integer('total').notNull(),
    advance: integer('advance').notNull(),
    balance: integer('balance').notNull(),
    note: text('note'),
    /** What the customer keeps ready (chef: appliances, gas burners, scaled ingredients), as computed at booking. */
    requirements: jsonb('requirements').$type<Record<string, unknown>>(),
    /** Per-service details fixed at booking (food orders: the mode, package, opt-in extras). */
    details: jsonb('details').$type<Record<string, unknown>>(),
    cancellationPolicy: text('cancellation_policy').notNull(),
    /** The payment state beside the status (lib/payments.ts `orderPaymentStatus`), kept with the amounts. */
    paymentStatus: varchar('payment_status', { length: 20 }).$type<OrderPaymentStatus>().notNull().default('awaiting_payment'),
    /** Whole rupees captured and applied to this order (advance and balance, online or cash). */
    amountPaid: integer('amount_paid').notNull().default(0),
    /** Whole rupees refunded or being refunded. */
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** An order awaiting payment holds its slot until then (30 minutes after it was created). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * The provider assigned by operations (name and phone for "Call Vendor"): a copy of the
     * assigned `providers` row's name and phone, kept so that the existing order views read it unchanged.
     */
    executor: jsonb('executor').$type<{ name: string; phone: string }>(),
    /** The assigned provider (null while unassigned); `executor` mirrors its name and phone. */
    providerId: uuid('provider_id').references(() => providers.id),
    /**
     * The 4-digit code the customer shows the provider on arrival (made at each
     * assignment, cleared when the provider declines); starting the job needs it.
     */
    startCode: varchar('start_code', { length: 4 }),
    /** When the assigned provider accepted the job in the partner app (null until then, and after a reassignment). */
    providerAcceptedAt: timestamp('provider_accepted_at', { withTimezone: true }),
    /** When the provider started the job with the start code (what punctuality is measured from). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the provider marked the job completed. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the provider said "On my way" in the partner app (the customer's order page shows it). */
    onTheWayAt: timestamp('on_the_way_at', { withTimezone: true }),
    /** When the provider said "I've arrived" (the first time counts): what punctuality and the late credit read. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    /**
     * Where the provider's phone was on "I've arrived", rounded to 2 decimals (about 1 km), only for this job;
     * null when the browser gave none (the location is optional).
     */
    arrivalLocation: jsonb('arrival_location').$type<{ lat: number; lng: number }>(),
    /** When the order ended because its provider did not come (the customer's no-show cancel or the console's step). */
    providerNoShowAt: timestamp('provider_no_show_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Whole rupees the cancellation refunds under the refund table (set when the order is cancelled; null before).
     * Not `amount_refunded`, which counts every refund of the order, also those of duplicate or late captures,
     * goodwill and headcount top-ups, before or after the cancellation. The column keeps its first name
     * (`refund_amount`): the account export is keyed by column names, and the migration tests insert rows of
     * today's schema into older databases.
     */
    cancellationRefund: integer('refund_amount'),
    /**
     * A business customer's registered name and GSTIN, as given at checkout (null: a consumer). The tax documents
     * copy them (CGST Rules, rule 46(e)); erasure keeps them with the amounts, as the GST records they belong to.
     */
    businessName: text('business_name'),
    businessGstin: text('business_gstin'),
    source: varchar('source', { length: 40 }),
    attribution: jsonb('attribution').$type<Record<string, string>>(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    /**
     * sha256 (hex) of the canonical parsed request that created the order with `idempotencyKey`: a reuse
     * of the key with another request is refused (422) instead of answered with this order.
     */
    requestFingerprint: varchar('request_fingerprint', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The invite event this order is for (booked from its plan or attached later); null: none. */
    eventId: uuid('event_id').references((): AnyPgColumn => events.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    // A provider's jobs by date (upcoming jobs, the double-booking check)
    index('orders_provider_event_date_idx').on(t.providerId, t.eventDate),
    // An event's plan reads its orders
    index('orders_event_idx').on(t.eventId),
    // the console's orders board (server/ops/ordersBoard.ts) reads a page in these orders instead of sorting
    // every order: newest first (its default view), by slot day, and newest first within a status or payment state
    index('orders_board_created_idx').on(t.createdAt, t.id),
    index('orders_board_event_date_idx').on(t.eventDate, t.id),
    index('orders_board_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_board_payment_created_idx').on(t.paymentStatus, t.createdAt, t.id),
  ],
);
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** Every status an order went through, for the order page's history. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<OrderStatus>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Staff notes on an order: who wrote it (`staff_id`), the text (1-2000 characters of
 * plain text, lib/contracts/opsOrders) and when; append-only in the app (a note is never edited). Internal to
 * the console: never shown to the customer or the provider.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_notes_order_idx').on(t.orderId, t.createdAt),
    check('order_notes_text_length', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);
export type OrderNote = typeof orderNotes.$inferSelect;

/**
 * Messages staff send a customer about an order from the console's order page: who sent it (`staff_id`), to whom
 * (`user_id`, the order's customer), the text (1-500 characters of one-line plain text: WhatsApp template
 * parameters hold no line breaks) and when. The text lives only here: the outbox rows of its WhatsApp and SMS
 * delivery (job `notify.customer_message`) carry the message's id, never the text (server/notify/sms: an outbox
 * row keeps ids, never a notice's texts). The app never edits a message; the job records its delivery.
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    /**
     * What became of it on the text channels (server/notify/notice NoticeOutcome `text`): `pending` until the job
     * ran, then `sent`, `recorded` (no provider configured), `skipped`, `failed`, `not_allowed` (the customer turned
     * booking messages off) or `no_phone` (an erased account).
     */
    delivery: varchar('delivery', { length: 20 }).$type<CustomerMessageDelivery>().notNull().default('pending'),
    /** The channel that delivered it (`whatsapp` or `sms`), once one did. */
    deliveredBy: varchar('delivered_by', { length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_messages_order_idx').on(t.orderId, t.createdAt),
    index('customer_messages_user_idx').on(t.userId, t.createdAt),
    check('customer_messages_text_length', sql`char_length(${t.text}) between 1 and 500`),
  ],
);
export type CustomerMessage = typeof customerMessages.$inferSelect;

/**
 * A sync of an order's guests to its invite that raises its total, waiting for its top-up payment
 * (payment_attempts kind `topup`). The order itself changes only when the top-up's capture is verified (then
 * `applied`); a new request replaces a pending one (`cancelled`); at most one is pending per order. `changes`
 * holds what the order becomes (bill lines, details, requirements) as priced when the customer confirmed.
 */
export const headcountSyncs = pgTable(
  'headcount_syncs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromGuests: integer('from_guests').notNull(),
    toGuests: integer('to_guests').notNull(),
    /** Whole rupees. */
    oldTotal: integer('old_total').notNull(),
    newTotal: integer('new_total').notNull(),
    difference: integer('difference').notNull(),
    /** pending, paid, cancelled or applied. */
    status: varchar('status', { length: 10 }).$type<HeadcountSyncStatus>().notNull().default('pending'),
    attemptId: uuid('attempt_id'),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('headcount_syncs_one_pending_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    index('headcount_syncs_attempt_idx').on(t.attemptId),
  ],
);
export type HeadcountSync = typeof headcountSyncs.$inferSelect;
