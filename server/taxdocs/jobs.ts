/**
 * The tax document jobs (lib/jobs/taxdocs.ts): payments and orders enqueue them in their own transactions; each issues
 * at most one document (./issue.ts is idempotent), so a replayed or repeated job issues nothing new.
 */
import { jobHandler, type JobHandlers } from '../jobs/worker';
import { issueReceiptVoucher, issueRefundDocument, issueTaxInvoice } from './issue';
import { sendTaxDocumentNotice } from './notices';

/**
 * The handlers of `tax.payment_captured`, `tax.order_completed` and `tax.refund_created`, issuing at the job's clock,
 * and of `notify.tax_document`, the customer's message of an issued invoice or credit note.
 */
export function taxdocJobHandlers() {
  return {
    'tax.payment_captured': jobHandler('tax.payment_captured', async (db, { paymentId }, now) => {
      await issueReceiptVoucher(db, paymentId, now);
    }),
    'tax.order_completed': jobHandler('tax.order_completed', async (db, { orderId }, now) => {
      await issueTaxInvoice(db, orderId, now);
    }),
    'tax.refund_created': jobHandler('tax.refund_created', async (db, { refundId }, now) => {
      await issueRefundDocument(db, refundId, now);
    }),
    'notify.tax_document': jobHandler('notify.tax_document', async (db, { documentId }) => {
      await sendTaxDocumentNotice(db, documentId);
    }),
  } satisfies JobHandlers;
}
