/**
 * GST tax documents (CGST Act sections 31 and 34; CGST Rules 46, 50, 51, 53) and the counters that number them.
 * A document once issued never changes: it keeps its own copies of the supplier, the recipient and the place of
 * supply (erasure blanks `orders.address`, a document keeps what it said). Amounts in integer paise.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { payments, refunds } from './payments';

/** The four documents: receipt voucher (Rule 50), tax invoice (Rule 46), credit note (s. 34, Rule 53), refund voucher (Rule 51). */
export type TaxDocumentKind = 'receipt_voucher' | 'tax_invoice' | 'credit_note' | 'refund_voucher';

/** The supplier or the recipient as the document names them (Rule 46(a), (d), (e)); a recipient's GSTIN when given. */
export interface TaxParty {
  name: string;
  address: string;
  stateName: string;
  stateCode: string;
  gstin?: string;
}

/** Place of supply: a state or UT and its 2-digit GST code. */
export interface PlaceOfSupply {
  state: string;
  code: string;
}

/** One line of a document: its inclusive amount split into taxable value and tax, integer paise. */
export interface TaxDocumentLine {
  description: string;
  sac: string;
  quantity: number;
  ratePercent: number;
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value plus tax: what the customer pays for this line. */
  amountPaise: number;
}

/**
 * One issued tax document. Unique: its number; one receipt voucher per payment; one refund voucher or credit note
 * per refund; one tax invoice per order. `reference_id` names the document it answers: a refund voucher's receipt
 * voucher, a credit note's tax invoice. No cascade from orders: a document is kept whatever happens to the order
 * (CGST Act section 36: accounts kept 72 months). A trigger of the migration refuses any UPDATE or DELETE of a row: an
 * issued document never changes, a credit note corrects it.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: varchar('kind', { length: 20 }).$type<TaxDocumentKind>().notNull(),
    /** E.g. "INV/26-27/000001": consecutive in its series and financial year, at most 16 characters (Rule 46(b)). */
    number: varchar('number', { length: 16 }).notNull().unique(),
    /** "2026-27" (April to March, IST). */
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id').references(() => payments.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    referenceId: uuid('reference_id').references((): AnyPgColumn => taxDocuments.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    supplier: jsonb('supplier').$type<TaxParty>().notNull(),
    recipient: jsonb('recipient').$type<TaxParty>().notNull(),
    placeOfSupply: jsonb('place_of_supply').$type<PlaceOfSupply>().notNull(),
    /** CGST + SGST when the place of supply is in the supplier's state (IGST Act section 8), else IGST. */
    intraState: boolean('intra_state').notNull(),
    /** Always false here (Rule 46(p)): the supplier pays the tax. */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    lines: jsonb('lines').$type<TaxDocumentLine[]>().notNull(),
    taxableValuePaise: integer('taxable_value_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    /** The sum of the lines' amounts (taxable value + tax). */
    totalPaise: integer('total_paise').notNull(),
    /** A tax invoice: the advances already taken against it (receipt vouchers less refund vouchers); 0 otherwise. */
    advanceAdjustedPaise: integer('advance_adjusted_paise').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('tax_documents_order_idx').on(t.orderId, t.issuedAt),
    uniqueIndex('tax_documents_receipt_payment_uq')
      .on(t.paymentId)
      .where(sql`${t.kind} = 'receipt_voucher'`),
    uniqueIndex('tax_documents_refund_uq')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    uniqueIndex('tax_documents_invoice_order_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'tax_invoice'`),
  ],
);
export type TaxDocument = typeof taxDocuments.$inferSelect;
export type NewTaxDocument = typeof taxDocuments.$inferInsert;

/**
 * The last serial taken per series ('RV', 'INV', 'CN', 'RF') and financial year. Taken with UPDATE … RETURNING in
 * the issuing transaction: the row stays locked until it commits, so numbers never repeat, and a rollback gives
 * the number back, so they never skip (Rule 46(b): consecutive serial numbers).
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    series: varchar('series', { length: 3 }).notNull(),
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.financialYear] })],
);
