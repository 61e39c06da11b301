/**
 * Reading the issued documents of an order: for the customer (their own orders only), for staff, and the links that
 * open a document's page and PDF without the app's session header (signed for at most 15 minutes, as media URLs are:
 * server/media/signing.ts). Amounts in integer paise.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TaxDocumentView } from '../../lib/contracts/taxDocuments';
import type { Locale } from '../../lib/i18n/locales';
import { taxDocumentPath } from '../../lib/routes';
import { orders, taxDocuments, type TaxDocument } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { MAX_SIGNATURE_SECONDS, expiryIsLive, mediaUrlSecret, sameSignature, signParts, signingWindow } from '../media/signing';

const PURPOSE = 'tax-document';

/** The customer's route of a document (its PDF with `?format=pdf`). */
export const customerDocumentApiPath = (orderId: string, documentId: string) =>
  `/api/order/${encodeURIComponent(orderId)}/documents/${encodeURIComponent(documentId)}`;

/** The console's PDF route of a document. */
export const opsDocumentPdfPath = (orderId: string, documentId: string) =>
  `/api/ops/orders/${encodeURIComponent(orderId)}/documents/${encodeURIComponent(documentId)}`;

/** `expires=…&signature=…` for a document, valid up to 15 minutes from `now`. */
export function signedDocumentQuery(documentId: string, now: Date, secret = mediaUrlSecret()): string {
  const { expiresAt } = signingWindow(now, MAX_SIGNATURE_SECONDS);
  return `expires=${expiresAt}&signature=${signParts(secret, PURPOSE, [documentId, expiresAt])}`;
}

/** Whether `expires`/`signature` were signed by us for this document and are still good at `now`. */
export function documentSignatureIsValid(
  documentId: string,
  { expires, signature }: { expires?: number; signature?: string },
  now: Date,
  secret = mediaUrlSecret(),
): boolean {
  if (expires === undefined || signature === undefined) return false;
  return sameSignature(signature, signParts(secret, PURPOSE, [documentId, expires])) && expiryIsLive(expires, now);
}

/**
 * Who reads: the customer (links signed at `now`; `locale`, the language of their page, makes the PDF link ask for
 * the PDF in it) or staff (the console's PDF route, English).
 */
export type DocumentAudience = { kind: 'customer'; now: Date; locale?: Locale } | { kind: 'staff' };

/** The view of one document (lib/contracts/taxDocuments schemaTaxDocument) with its order number and reference. */
export function toTaxDocumentView(
  doc: TaxDocument,
  orderNumber: string,
  reference: Pick<TaxDocument, 'number' | 'issuedAt'> | undefined,
  audience: DocumentAudience,
): TaxDocumentView {
  const signed = audience.kind === 'customer' ? `?${signedDocumentQuery(doc.id, audience.now)}` : '';
  return {
    _id: doc.id,
    kind: doc.kind,
    number: doc.number,
    issuedAt: doc.issuedAt.toISOString(),
    placeOfSupply: doc.placeOfSupply,
    ...(doc.recipient.gstin ? { gstin: doc.recipient.gstin } : {}),
    lines: doc.lines,
    totalPaise: doc.totalPaise,
    orderId: doc.orderId,
    orderNumber,
    supplier: doc.supplier,
    recipient: doc.recipient,
    intraState: doc.intraState,
    reverseCharge: doc.reverseCharge,
    taxableValuePaise: doc.taxableValuePaise,
    cgstPaise: doc.cgstPaise,
    sgstPaise: doc.sgstPaise,
    igstPaise: doc.igstPaise,
    advanceAdjustedPaise: doc.advanceAdjustedPaise,
    ...(doc.paymentId ? { paymentId: doc.paymentId } : {}),
    ...(reference ? { reference: { number: reference.number, issuedAt: reference.issuedAt.toISOString() } } : {}),
    pagePath: `${taxDocumentPath(doc.orderId, doc.id)}${signed}`,
    pdfPath:
      audience.kind === 'customer'
        ? `${customerDocumentApiPath(doc.orderId, doc.id)}${signed}&format=pdf${audience.locale && audience.locale !== 'en' ? `&lang=${audience.locale}` : ''}`
        : opsDocumentPdfPath(doc.orderId, doc.id),
  };
}

/** The documents of `rows`' order as views, each with the number and date of the document it answers. */
async function viewsOf(db: Db, rows: TaxDocument[], orderNumber: string, audience: DocumentAudience): Promise<TaxDocumentView[]> {
  const referenceIds = rows.map((row) => row.referenceId).filter((id): id is string => id !== null);
  const references =
    referenceIds.length === 0
      ? []
      : await db
          .select({ id: taxDocuments.id, number: taxDocuments.number, issuedAt: taxDocuments.issuedAt })
          .from(taxDocuments)
          .where(inArray(taxDocuments.id, referenceIds));
  return rows.map((row) =>
    toTaxDocumentView(
      row,
      orderNumber,
      references.find((ref) => ref.id === row.referenceId),
      audience,
    ),
  );
}

/** The order (its number), of `userId` when given; null when unknown or another customer's. */
async function orderNumberOf(db: Db, orderId: string, userId?: string): Promise<string | null> {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId))
    .limit(1);
  return row?.orderNumber ?? null;
}

/** Within one instant, the order documents are issued in (an invoice's vouchers before it, its credit notes after). */
const KIND_RANK: Record<TaxDocument['kind'], number> = { receipt_voucher: 0, refund_voucher: 1, tax_invoice: 2, credit_note: 3 };

async function documentsOfOrder(db: Db, orderId: string): Promise<TaxDocument[]> {
  const rows = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
  return rows.sort(
    (a, b) => a.issuedAt.getTime() - b.issuedAt.getTime() || KIND_RANK[a.kind] - KIND_RANK[b.kind] || a.number.localeCompare(b.number),
  );
}

/**
 * The documents of an order, oldest first; with `userId`, only when the order is that customer's.
 * @throws HttpError 404 for an unknown order or another customer's.
 */
export async function listOrderDocuments(
  db: Db,
  { orderId, userId }: { orderId: string; userId?: string },
  audience: DocumentAudience,
): Promise<TaxDocumentView[]> {
  const orderNumber = await orderNumberOf(db, orderId, userId);
  if (orderNumber === null) throw notFound('Order not found');
  return viewsOf(db, await documentsOfOrder(db, orderId), orderNumber, audience);
}

/**
 * One document of an order: the customer's own (`userId`), or any with a valid signature (`signed`), or any for staff
 * (neither given).
 * @throws HttpError 403 for a signature given but wrong or expired (no session); 404 for an unknown document, one of
 *   another order, or another customer's.
 */
export async function readOrderDocument(
  db: Db,
  { orderId, documentId, userId, signed }: { orderId: string; documentId: string; userId?: string; signed?: boolean },
  audience: DocumentAudience,
): Promise<{ view: TaxDocumentView; document: TaxDocument }> {
  if (signed === false && userId === undefined) throw new HttpError(403, 'This link has expired. Please open the document again.');
  const orderNumber = await orderNumberOf(db, orderId, signed ? undefined : userId);
  if (orderNumber === null) throw notFound('Document not found');
  const [document] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.id, documentId), eq(taxDocuments.orderId, orderId)))
    .limit(1);
  if (!document) throw notFound('Document not found');
  const [view] = await viewsOf(db, [document], orderNumber, audience);
  return { view: view!, document };
}

/** The documents issued to a customer across their orders (the privacy export): number, kind, date, total, page. */
export async function documentsOfOrders(db: Db, orderIds: readonly string[]): Promise<TaxDocument[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(taxDocuments)
    .where(inArray(taxDocuments.orderId, [...orderIds]))
    .orderBy(asc(taxDocuments.issuedAt));
}
