import type { TaxDocumentView } from '../../lib/contracts/taxDocuments';
import { useOrderDocumentsQuery } from '../../store/taxDocumentsApi';

/** How often a page asks again while the receipt voucher of a payment just made is not issued yet (ms). */
const VOUCHER_POLL_MS = 5000;

/** What the payment pages know of a payment's receipt voucher. */
export interface ReceiptVoucherState {
  /** The voucher once issued. */
  voucher?: TaxDocumentView;
  /** True while one is due and not issued yet (the job issues it right after the capture): "it follows". */
  pending: boolean;
}

/**
 * The GST receipt voucher (CGST Rule 50) of one payment of an order: issued by a job right after the capture, so for
 * a few seconds there is none yet and the page asks again. None is due for a payment after the order's tax invoice
 * (it settles the invoice), so nothing is pending then.
 */
export function useReceiptVoucher(orderId: string | undefined, paymentId: string | null | undefined): ReceiptVoucherState {
  const skip = !orderId || !paymentId;
  const first = useOrderDocumentsQuery(orderId ?? '', { skip });
  const documents = first.data?.documents ?? [];
  const voucher = documents.find((doc) => doc.kind === 'receipt_voucher' && doc.paymentId === paymentId);
  const invoiced = documents.some((doc) => doc.kind === 'tax_invoice');
  const pending = !skip && !voucher && !invoiced && !first.isError;
  useOrderDocumentsQuery(orderId ?? '', { skip: skip || !pending, pollingInterval: VOUCHER_POLL_MS });
  return { voucher, pending };
}
