/**
 * The payloads of the tax document jobs (server/taxdocs/jobs.ts). Payments and orders sit below taxdocs, so they
 * enqueue these in their own transactions instead of calling it; each is idempotent (one document per payment,
 * refund or order), so a replay issues nothing new.
 */
import { z } from 'zod';

export const taxdocJobPayloads = {
  /** A verified capture or a cash collection: a receipt voucher for it (CGST Rule 50) while no invoice exists. */
  'tax.payment_captured': z.object({ paymentId: z.uuid() }),
  /** The order became Completed: its tax invoice (CGST Act section 31, Rule 46). */
  'tax.order_completed': z.object({ orderId: z.uuid() }),
  /** A refund was created: a refund voucher before the invoice (Rule 51), a credit note after it (section 34). */
  'tax.refund_created': z.object({ refundId: z.uuid() }),
  /** A tax invoice or credit note was issued: the customer's message linking its page (server/taxdocs/notices.ts). */
  'notify.tax_document': z.object({ documentId: z.uuid() }),
} as const;
