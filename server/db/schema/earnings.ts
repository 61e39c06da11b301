/**
 * Provider earnings: the ledger of what each provider is owed and was paid, and the bank account payouts go to.
 * Amounts are signed integer paise; a provider's balance due is the sum of their entries without a payout.
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { staff } from './ops';
import { orders } from './orders';
import { payments, refunds } from './payments';
import { providers } from './providers';

/** The kinds of ledger entry (lib/earnings.ts has the rule that writes them). */
export const EARNING_KINDS = ['earning', 'deduction', 'tip', 'payout', 'tds'] as const;
export type EarningKind = (typeof EARNING_KINDS)[number];

/**
 * One entry of a provider's ledger: `earning` (an order's value less commission, positive, one per order: the
 * partial unique index), `deduction` (a refund the provider caused, negative, one per refund: `refund_id` unique),
 * `tip` (positive, the whole tip: no commission; one per captured tip payment: `payment_id` unique), `tds` (tax deducted at source under Income-tax Act s. 194-O, negative, one per order's credit)
 * and `payout` (money sent, negative). `payout_id` is set when a payout settles the entry. Entries never change
 * their amount: a correction is a new entry.
 */
export const providerEarnings = pgTable(
  'provider_earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    kind: varchar('kind', { length: 12 }).$type<EarningKind>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    /** The tip's captured payment, on `tip` entries (one entry per payment: a replayed job writes nothing). */
    paymentId: uuid('payment_id').references(() => payments.id),
    /** The order's value (paise) and the commission kept, on `earning` entries: what the statement shows. */
    orderValuePaise: integer('order_value_paise'),
    commissionPaise: integer('commission_paise'),
    /**
     * The payout that settles this entry, set when the payout is created (a conditional update: only while null, so
     * an entry is never in two payouts) and cleared when that payout fails or is reversed, so the entry is due again.
     * On a `payout` entry: the payout it records (unique per payout and sign, below).
     */
    payoutId: uuid('payout_id').references((): AnyPgColumn => providerPayouts.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('provider_earnings_order_earning_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'earning'`),
    uniqueIndex('provider_earnings_order_tds_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'tds'`),
    uniqueIndex('provider_earnings_refund_uq').on(t.refundId),
    uniqueIndex('provider_earnings_payment_uq').on(t.paymentId),
    uniqueIndex('provider_earnings_order_cash_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'deduction' and ${t.refundId} is null`),
    // a payout's money leaving is written once (negative), and its return after a reversal once (positive)
    uniqueIndex('provider_earnings_payout_paid_uq')
      .on(t.payoutId)
      .where(sql`${t.kind} = 'payout' and ${t.amountPaise} < 0`),
    uniqueIndex('provider_earnings_payout_reversed_uq')
      .on(t.payoutId)
      .where(sql`${t.kind} = 'payout' and ${t.amountPaise} > 0`),
    index('provider_earnings_payout_idx').on(t.payoutId),
    index('provider_earnings_provider_created_idx').on(t.providerId, t.createdAt),
    check('provider_earnings_kind_check', sql`${t.kind} in ('earning', 'deduction', 'tip', 'payout', 'tds')`),
  ],
);
export type ProviderEarning = typeof providerEarnings.$inferSelect;
export type NewProviderEarning = typeof providerEarnings.$inferInsert;

/**
 * The bank account a provider's payouts go to, one per provider. The account number is kept whole (the payout
 * needs it) and shown masked everywhere; operations verify it before the first payout, and any change clears that.
 */
export const providerBankAccounts = pgTable('provider_bank_accounts', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => providers.id),
  holderName: text('holder_name').notNull(),
  accountNumber: varchar('account_number', { length: 18 }).notNull(),
  ifsc: varchar('ifsc', { length: 11 }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verifiedBy: uuid('verified_by').references(() => staff.id),
  updatedAt: updatedAt(),
});
export type ProviderBankAccount = typeof providerBankAccounts.$inferSelect;

/**
 * Where a payout stands here: `queued` (entries claimed, the gateway not yet answered: created again with the same
 * idempotency key), `processing` (the gateway took it), `paid` (the gateway reported it processed: the ledger's
 * `payout` entry is written), `failed` (never left: its entries are due again) or `reversed` (left and came back:
 * the ledger's positive `payout` entry is written and its entries are due again).
 */
export const PROVIDER_PAYOUT_STATUSES = ['queued', 'processing', 'paid', 'failed', 'reversed'] as const;
export type ProviderPayoutStatus = (typeof PROVIDER_PAYOUT_STATUSES)[number];

/**
 * One payout to a provider and its statement: the totals of the entries it settled (paise; the net `amount_paise`
 * is their sum: earnings + deductions + tips + TDS, and earnings = order value - commission), the IST week it pays
 * for, and what the gateway said of it. `idempotency_key` is sent with every create of this payout, so a retry after
 * a timeout can never pay twice; a payout that failed for good is never created again (its entries go to a new one).
 */
export const providerPayouts = pgTable(
  'provider_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    status: varchar('status', { length: 12 }).$type<ProviderPayoutStatus>().notNull().default('queued'),
    /** The net sent: the sum of the settled entries. */
    amountPaise: integer('amount_paise').notNull(),
    orderValuePaise: integer('order_value_paise').notNull(),
    commissionPaise: integer('commission_paise').notNull(),
    /** The `earning` entries' sum (order value - commission). */
    earningsPaise: integer('earnings_paise').notNull(),
    /** Refunds the provider caused and cash collected on site (<= 0). */
    deductionsPaise: integer('deductions_paise').notNull(),
    tipsPaise: integer('tips_paise').notNull(),
    /** Tax deducted at source under Income-tax Act s. 194-O (<= 0). */
    tdsPaise: integer('tds_paise').notNull(),
    jobs: integer('jobs').notNull(),
    /** The IST week paid for, Monday to Sunday (yyyy-mm-dd); earlier entries still due are included. */
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    gateway: varchar('gateway', { length: 12 }).notNull(),
    gatewayPayoutId: varchar('gateway_payout_id', { length: 64 }),
    idempotencyKey: varchar('idempotency_key', { length: 36 }).notNull(),
    /** Creates sent to the gateway (more than one only after an unanswered try). */
    attempts: integer('attempts').notNull().default(0),
    /** While a sender is waiting on the gateway: no other sender takes the payout before this instant. */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    utr: varchar('utr', { length: 40 }),
    failureReason: text('failure_reason'),
    /** The run that created it (every payout of one run shares it). */
    runId: uuid('run_id').notNull(),
    /** The admin who ran it, null for the weekly job. */
    initiatedBy: uuid('initiated_by').references(() => staff.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_payouts_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('provider_payouts_gateway_uq').on(t.gateway, t.gatewayPayoutId),
    index('provider_payouts_provider_idx').on(t.providerId, t.createdAt),
    index('provider_payouts_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('queued', 'processing')`),
    check('provider_payouts_status_check', sql`${t.status} in ('queued', 'processing', 'paid', 'failed', 'reversed')`),
    check('provider_payouts_amount_check', sql`${t.amountPaise} > 0`),
  ],
);
export type ProviderPayout = typeof providerPayouts.$inferSelect;
