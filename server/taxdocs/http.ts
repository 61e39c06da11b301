/**
 * The HTTP faces of the tax documents: the customer's list and document (JSON, or its PDF) and the console's list
 * and PDF. The customer reads only their own orders' documents (another's is a 404, as every customer route does),
 * or one document through a link the server signed (./views.ts). Each staff download is audited, as the orders
 * export is: a document holds a customer's name, address and GSTIN.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { routeOpsOrderDocument, routeOpsOrderDocuments, routeOrderDocument, routeOrderDocuments } from '../../lib/contracts/taxDocuments';
import type { StaffRole } from '../../lib/contracts/ops';
import { recordAudit } from '../audit/audit';
import { optionalUserId } from '../auth/customer';
import { requireUser } from '../auth/requireUser';
import { requireStaffOrAnswer, withStaff } from '../auth/withStaff';
import { getDb } from '../db/client';
import type { TaxDocument } from '../db/schema';
import { apiRoute, handle } from '../http/apiHandler';
import { unauthorized } from '../http/errors';
import { contentDisposition } from '../media/signing';
import { streamRoute, type StreamReply } from '../http/streamRoute';
import { renderDocumentPdf } from './pdf';
import { documentSignatureIsValid, listOrderDocuments, readOrderDocument } from './views';
import type { TaxDocumentView } from '../../lib/contracts/taxDocuments';
import { localeOr, type Locale } from '../../lib/i18n/locales';
import { requestLocale } from '../i18n/requestLocale';

/**
 * The PDF answer of a document: an attachment named after its number ("INV/26-27/000001" → "INV-26-27-000001.pdf"),
 * its labels in `locale`.
 */
async function pdfReply(view: TaxDocumentView, locale: Locale = 'en'): Promise<StreamReply> {
  const bytes = await renderDocumentPdf(view, { locale });
  return {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(`${view.number.replace(/\//g, '-')}.pdf`),
      'Content-Length': String(bytes.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
    body: async (res) => {
      res.write(bytes);
    },
  };
}

/** The language a customer's document call asks for: `lang` of a plain link (no header), else the page's `X-Locale`. */
const customerLocale = (req: NextApiRequest, lang: string | undefined): Locale => localeOr(lang, requestLocale(req));

/**
 * GET /api/order/{orderId}/documents: the session customer's documents of one of their orders (the PDF links ask for
 * the page's language, `X-Locale`).
 */
export const customerDocumentsRoute = apiRoute(
  handle(routeOrderDocuments, async ({ params: { orderId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const documents = await listOrderDocuments(
      db,
      { orderId, userId: user.id },
      { kind: 'customer', now: new Date(), locale: requestLocale(req) },
    );
    return { message: 'Tax documents', data: { documents } };
  }),
);

/** Reads the document a customer request names: the session's own, or through a signed link (its links in `locale`). */
async function customerDocument(
  req: NextApiRequest,
  input: { orderId: string; documentId: string; expires?: number; signature?: string },
  locale: Locale,
) {
  const { db } = await getDb();
  const now = new Date();
  const signatureGiven = input.expires !== undefined || input.signature !== undefined;
  const signed = signatureGiven ? documentSignatureIsValid(input.documentId, input, now) : undefined;
  const userId = signed ? undefined : await optionalUserId(db, req, signatureGiven);
  if (!signed && userId === undefined && !signatureGiven) throw unauthorized();
  return readOrderDocument(db, { orderId: input.orderId, documentId: input.documentId, userId, signed }, { kind: 'customer', now, locale });
}

const jsonDocumentRoute = apiRoute(
  handle(routeOrderDocument, async ({ params, query }, req) => {
    const { view } = await customerDocument(req, { ...params, ...query }, customerLocale(req, query.lang));
    return { message: 'Tax document', data: view };
  }),
);

const pdfDocumentRoute = streamRoute(routeOrderDocument, async ({ params, query }, req) => {
  const locale = customerLocale(req, query.lang);
  return pdfReply((await customerDocument(req, { ...params, ...query }, locale)).view, locale);
});

/**
 * GET /api/order/{orderId}/documents/{documentId}[?format=pdf][&lang=hi]: one document as JSON, or its PDF in the
 * language `lang` or `X-Locale` asks (English without either).
 */
export function customerDocumentRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  return req.query.format === 'pdf' ? pdfDocumentRoute(req, res) : jsonDocumentRoute(req, res);
}

/** GET /api/ops/orders/{id}/documents for staff with one of `roles`. */
export function opsDocumentsRoute(roles: readonly StaffRole[]) {
  return apiRoute(
    withStaff(roles, routeOpsOrderDocuments, async ({ params: { id } }, _req, { db }) => ({
      message: 'Tax documents',
      data: { documents: await listOrderDocuments(db, { orderId: id }, { kind: 'staff' }) },
    })),
  );
}

/** The audit line of a staff download: on the order (its history shows it), naming the document. */
async function auditDownload(db: Parameters<typeof recordAudit>[0], actor: Parameters<typeof recordAudit>[1], doc: TaxDocument) {
  await recordAudit(db, actor, {
    action: 'tax_document.download',
    entityType: 'order',
    entityId: doc.orderId,
    before: null,
    after: { documentId: doc.id, number: doc.number, kind: doc.kind },
  });
}

/** GET /api/ops/orders/{id}/documents/{documentId} for staff with one of `roles`: the PDF, audited. */
export function opsDocumentPdfRoute(roles: readonly StaffRole[]) {
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const session = await requireStaffOrAnswer(req, res, roles);
    if (!session) return;
    await streamRoute(routeOpsOrderDocument, async ({ params: { id, documentId } }) => {
      const { view, document } = await readOrderDocument(session.db, { orderId: id, documentId }, { kind: 'staff' });
      await auditDownload(session.db, session.actor, document);
      return pdfReply(view);
    })(req, res);
  };
}
