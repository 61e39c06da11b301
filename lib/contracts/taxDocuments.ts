/**
 * The GST documents of an order (receipt vouchers, tax invoices, credit notes, refund vouchers: CGST Act sections 31
 * and 34, CGST Rules 46, 50, 51, 53) as the customer's order page and the console read them. Amounts in integer paise.
 */
import { z } from 'zod';
import { TAX_DOCUMENT_KINDS } from '../taxDocuments';
import { defineRoute, schemaNoData } from './http';

const schemaParty = z.object({
  name: z.string(),
  address: z.string(),
  stateName: z.string(),
  stateCode: z.string(),
  gstin: z.string().optional(),
});

/** One line: its tax-inclusive amount split into taxable value and tax (integer paise). */
export const schemaTaxDocumentLine = z.object({
  description: z.string(),
  sac: z.string(),
  quantity: z.number().int(),
  taxableValuePaise: z.number().int(),
  ratePercent: z.number(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  amountPaise: z.number().int(),
});

/**
 * One document: the fields (`_id`, `kind`, `number`, `issuedAt`, `placeOfSupply`, `gstin` of the recipient when
 * given, `lines`, `totalPaise`), and what its page and PDF print (parties, totals, the advance adjusted, the document
 * it answers: a credit note's invoice, a refund voucher's receipt voucher), with the paths of its page and PDF.
 */
export const schemaTaxDocument = z.object({
  _id: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  placeOfSupply: z.object({ state: z.string(), code: z.string() }),
  gstin: z.string().optional(),
  lines: z.array(schemaTaxDocumentLine),
  totalPaise: z.number().int(),
  orderId: z.string(),
  orderNumber: z.string(),
  supplier: schemaParty,
  recipient: schemaParty,
  intraState: z.boolean(),
  reverseCharge: z.boolean(),
  taxableValuePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  advanceAdjustedPaise: z.number().int(),
  reference: z.object({ number: z.string(), issuedAt: z.string() }).optional(),
  /** The payment a receipt voucher, refund voucher or credit note answers (the order page puts it beside that payment). */
  paymentId: z.string().optional(),
  /** The document's page, e.g. `/order/<orderId>/documents/<documentId>`. */
  pagePath: z.string(),
  /** Its PDF: for the customer a link signed for a while (it opens without the app's session header). */
  pdfPath: z.string(),
});
export type TaxDocumentView = z.infer<typeof schemaTaxDocument>;
export type TaxDocumentPartyView = z.infer<typeof schemaParty>;
export type TaxDocumentLineView = z.infer<typeof schemaTaxDocumentLine>;

export const schemaTaxDocumentList = z.object({ documents: z.array(schemaTaxDocument) });
export type TaxDocumentList = z.infer<typeof schemaTaxDocumentList>;

const schemaOrderParam = z.uuid({ error: 'Order not found' });
const schemaDocumentParam = z.uuid({ error: 'Document not found' });

/**
 * `format=pdf` answers the PDF; `expires` (unix seconds) and `signature` (HMAC-SHA256) let a link signed by the
 * server open it without the session header (the PDF link of a page, the "Download PDF" link of the order page);
 * `lang=hi` prints the PDF's labels in Hindi (a Hindi page's link: a plain link carries no `X-Locale`).
 */
export const schemaTaxDocumentQuery = z.object({
  format: z.enum(['json', 'pdf'], { error: 'format must be json or pdf' }).optional(),
  expires: z.coerce.number().int().positive().optional(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'Bad signature')
    .optional(),
  lang: z.enum(['en', 'hi'], { error: 'lang must be en or hi' }).optional(),
});
export type TaxDocumentQuery = z.infer<typeof schemaTaxDocumentQuery>;

export const routeOrderDocuments = defineRoute('orderDocuments', {
  summary:
    "The GST documents of one of the customer's orders, oldest first (receipt vouchers, the tax invoice, credit notes, refund vouchers; amounts in paise). Another customer's or an unknown order: 404.",
  auth: 'customer',
  errors: [404],
  params: z.object({ orderId: schemaOrderParam }),
  response: schemaTaxDocumentList,
});

export const routeOrderDocument = defineRoute('orderDocument', {
  summary:
    "One GST document of one of the customer's orders: its JSON, or with `format=pdf` the PDF itself (`application/pdf`, an attachment named after the document's number). The session's own order, or a link the server signed (`expires`, `signature`); else 404 (403 for a wrong or expired signature).",
  auth: 'customer',
  errors: [403, 404],
  params: z.object({ orderId: schemaOrderParam, documentId: schemaDocumentParam }),
  query: schemaTaxDocumentQuery,
  response: schemaTaxDocument,
});

export const routeOpsOrderDocuments = defineRoute('opsOrderDocuments', {
  summary: "The console's list of an order's GST documents (any staff role), oldest first; 404 for an unknown order.",
  auth: 'staff',
  errors: [404],
  params: z.object({ id: schemaOrderParam }),
  response: schemaTaxDocumentList,
});

export const routeOpsOrderDocument = defineRoute('opsOrderDocument', {
  summary:
    'One GST document of an order as its PDF (`application/pdf` attachment named after its number), for staff; every download is audited (`tax_document.download`), as the orders export is. 404 for an unknown document or one of another order.',
  auth: 'staff',
  errors: [404],
  params: z.object({ id: schemaOrderParam, documentId: schemaDocumentParam }),
  response: schemaNoData,
});
