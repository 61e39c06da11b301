/** Payments: attempts at a gateway, captured payments, refunds, webhook events taken, the sandbox gateway's ledger and split shares. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { orders } from './orders';
import type { AttemptKind, AttemptStatus, RefundReason, RefundStatus } from '../../../lib/payments';
import type { ShareStatus } from '../../../lib/split';

/** A recorded payment: `captured` (applied to the order) or `duplicate` (a second capture, refunded). */
export type PaymentStatus = 'captured' | 'duplicate';
/** What the sandbox gateway knows of one of its orders. */
export type SandboxOrderStatus = 'created' | 'pending' | 'captured' | 'failed';

/**
 * One try to pay an order: a gateway order for the advance or the balance, in integer paise.
 * At most one open (created or pending) attempt per order, enforced by a partial unique index, so a second
 * tab or a double click gets the same attempt; a retry after a failure opens a new one on the same order.
 * A co-host's share of a split balance has its own attempts (`share_id`): at most one open per
 * share, beside the host's own, so co-hosts can pay at the same moment.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).$type<AttemptKind>().notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('INR'),
    /** created (gateway order made), pending (payment started, outcome unknown), paid, failed, expired. */
    status: varchar('status', { length: 10 }).$type<AttemptStatus>().notNull().default('created'),
    providerOrderId: varchar('provider_order_id', { length: 80 }),
    providerPaymentId: varchar('provider_payment_id', { length: 80 }),
    /** The gateway's hosted page for this attempt (PhonePe, sandbox), so a second tab is sent to the same one. */
    redirectUrl: text('redirect_url'),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    failureReason: text('failure_reason'),
    /** The next time the reconciler asks the gateway, and how many times it has asked. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checks: smallint('checks').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The co-host's share this attempt pays; null for the host's own payments. */
    shareId: uuid('share_id').references((): AnyPgColumn => paymentShares.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('payment_attempts_one_open_uq')
      .on(t.orderId)
      .where(sql`${t.status} in ('created', 'pending') and ${t.shareId} is null`),
    uniqueIndex('payment_attempts_one_open_share_uq')
      .on(t.shareId)
      .where(sql`${t.status} in ('created', 'pending') and ${t.shareId} is not null`),
    uniqueIndex('payment_attempts_provider_order_uq').on(t.provider, t.providerOrderId),
    uniqueIndex('payment_attempts_order_key_uq').on(t.orderId, t.idempotencyKey),
  ],
);
export type PaymentAttempt = typeof paymentAttempts.$inferSelect;
export type NewPaymentAttempt = typeof paymentAttempts.$inferInsert;

/**
 * Money received for an order: one row per captured gateway payment (unique per provider and
 * payment id, so a webhook and the browser's status call racing each other record it once) or per cash
 * collection. A capture beyond what the order asked for is `duplicate` and refunded automatically.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short receipt number, e.g. "RC-7K3P9Q2M". */
    receiptNumber: varchar('receipt_number', { length: 16 }).notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id),
    kind: varchar('kind', { length: 10 }).$type<AttemptKind>().notNull(),
    provider: varchar('provider', { length: 20 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 80 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** upi, card, netbanking, wallet, cash ... as the gateway names it. */
    method: varchar('method', { length: 30 }),
    /** captured (applied to the order) or duplicate (a second capture, refunded). */
    status: varchar('status', { length: 12 }).$type<PaymentStatus>().notNull().default('captured'),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), uniqueIndex('payments_provider_payment_uq').on(t.provider, t.providerPaymentId)],
);
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/**
 * Money sent back, one row per refund of one captured payment: idempotent per order and reason
 * (`idempotency_key`), tracked pending -> processed | failed with the bank reference, retried and then
 * flagged for operations.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: varchar('reason', { length: 20 }).$type<RefundReason>().notNull(),
    note: text('note'),
    idempotencyKey: varchar('idempotency_key', { length: 160 }).notNull().unique(),
    status: varchar('status', { length: 10 }).$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: varchar('provider_refund_id', { length: 80 }),
    /** The bank's reference (ARN/UTR) once processed. */
    bankReference: varchar('bank_reference', { length: 80 }),
    /** Consecutive gateway errors of the refund request. */
    tries: smallint('tries').notNull().default(0),
    /** Whoever is talking to the gateway about this refund holds it until then (one request at a time). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Set when the retries are used up: operations must step in. */
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), index('refunds_payment_idx').on(t.paymentId)],
);
export type Refund = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/** Gateway webhook events already taken: each (provider, event id) once, so a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 120 }).notNull(),
    type: varchar('type', { length: 60 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);

/**
 * The sandbox gateway's own ledger: what our test gateway knows of each of its orders, as a
 * real gateway would keep it on its side. Only the sandbox adapter reads and writes it.
 */
export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  id: varchar('id', { length: 60 }).primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  /** created, pending, captured or failed. */
  status: varchar('status', { length: 10 }).$type<SandboxOrderStatus>().notNull().default('created'),
  paymentId: varchar('payment_id', { length: 60 }),
  method: varchar('method', { length: 20 }),
  /** Refunds made on this order's payment: id, amount and bank reference. */
  refunds: jsonb('refunds').$type<{ id: string; receipt: string; amountPaise: number; bankReference: string }[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The shares of an order's balance split with co-hosts: each co-host's name, phone (personal data,
 * never logged) and whole-rupee amount; pending until a verified capture pays it (`paid_attempt_id`,
 * `payment_id`: its receipt), `fallen_back` to the host 48 hours before the service, or `cancelled` (replaced by a
 * new split, or the balance settled otherwise). Only the sha256 of each share's link token is kept, like every
 * secret link. The pending and fallen-back shares of an order always add up to its balance while a split stands.
 */
export const paymentShares = pgTable(
  'payment_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Its place in the host's list (0-based). */
    position: smallint('position').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    /** Whole rupees. */
    amount: integer('amount').notNull(),
    /** pending, paid, fallen_back or cancelled (lib/split SHARE_STATUSES). */
    status: varchar('status', { length: 12 }).$type<ShareStatus>().notNull().default('pending'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** The attempt whose verified capture paid this share, and that capture's payment (its receipt). */
    paidAttemptId: uuid('paid_attempt_id'),
    paymentId: uuid('payment_id').references(() => payments.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When it fell back to the host or was cancelled. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_shares_order_idx').on(t.orderId, t.status)],
);
export type PaymentShare = typeof paymentShares.$inferSelect;
export type NewPaymentShare = typeof paymentShares.$inferInsert;
