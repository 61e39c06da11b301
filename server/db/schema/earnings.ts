/**
 * Provider earnings: the ledger of what each provider is owed and was paid, and the bank account payouts go to.
 * Amounts are signed integer paise; a provider's balance due is the sum of their entries without a payout.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
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
    /** The payout that settled this entry (a payouts table comes with the payout run), null while due. */
    payoutId: uuid('payout_id'),
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
