/**
 * Tax documents (GST): receipt vouchers for advances, tax invoices on completion, credit notes and refund vouchers
 * (CGST Act sections 31 and 34; CGST Rules 46, 50, 51, 53). Its public face: what other domains use of it.
 */
export { issueReceiptVoucher, issueRefundDocument, issueTaxInvoice } from './issue';
export { taxdocJobHandlers } from './jobs';
export { nextSerial } from './numbering';
export { placeOfSupplyOf, recipientOf, supplierFromConfig } from './parties';
export { TAX_DOCUMENT_NOTICE_TEMPLATES, sendTaxDocumentNotice } from './notices';
export { listOrderDocuments, readOrderDocument, documentsOfOrders } from './views';
