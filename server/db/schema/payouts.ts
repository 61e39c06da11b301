/** The sandbox payouts gateway's own ledger (server/earnings/payouts/sandbox.ts), as a real gateway keeps its side. */
import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * Payouts the sandbox stand-in was asked to make: one row per our payout id (`reference_id`, unique: a repeated
 * create answers the same payout, as RazorpayX does on its idempotency key), the amount in paise, the account's last
 * four digits only (never the whole number), and where it stands (processing, processed with a made-up UTR, failed,
 * reversed). A table rather than memory, so that every server instance and the test runner see the same payouts.
 */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: varchar('id', { length: 40 }).primaryKey(),
  referenceId: varchar('reference_id', { length: 40 }).notNull().unique(),
  /**
   * The `reference` the create sent (our payout's id), kept apart from the idempotency key above as RazorpayX keeps
   * them: findPayoutByReference looks up this one only (null on rows made before it was kept).
   */
  reference: varchar('reference', { length: 40 }),
  amountPaise: integer('amount_paise').notNull(),
  accountLast4: varchar('account_last4', { length: 4 }).notNull(),
  /** processing, processed, failed or reversed (server/earnings/payouts/gateway PayoutStatus). */
  status: varchar('status', { length: 12 }).notNull().default('processing'),
  /** What the payout settles to on its first status check (decided from the account number at creation). */
  outcome: varchar('outcome', { length: 12 }).notNull(),
  utr: varchar('utr', { length: 40 }),
  failureReason: text('failure_reason'),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type SandboxPayout = typeof sandboxPayouts.$inferSelect;
