/**
 * The server-rendered props of a document's page (/order/{orderId}/documents/{documentId}): the document itself when
 * the link is one the server signed (the order page's "View", a page's own links), else only its ids, and the page
 * asks the API with the customer's session (the server cannot see it: it is a bearer token in the browser).
 */
import { z } from 'zod';
import type { TaxDocumentView } from '../../lib/contracts/taxDocuments';
import type { Locale } from '../../lib/i18n/locales';
import { getDb } from '../db/client';
import { HttpError } from '../http/errors';
import { documentSignatureIsValid, readOrderDocument } from './views';

/** The page's props. */
export interface TaxDocumentPageProps {
  orderId: string;
  documentId: string;
  document: TaxDocumentView | null;
}

const schemaPageQuery = z.object({
  orderId: z.uuid(),
  documentId: z.uuid(),
  expires: z.coerce.number().int().positive().optional(),
  signature: z.string().optional(),
});

/**
 * The props of the page for its URL's parameters, or null for ids that are not ids (a 404 page). A signed link of an
 * unknown document is null too. `locale` is the page's language: its PDF link asks for the PDF in it.
 */
export async function taxDocumentPageProps(
  query: Record<string, unknown>,
  now = new Date(),
  locale: Locale = 'en',
): Promise<TaxDocumentPageProps | null> {
  const parsed = schemaPageQuery.safeParse(query);
  if (!parsed.success) return null;
  const { orderId, documentId, expires, signature } = parsed.data;
  if (!documentSignatureIsValid(documentId, { expires, signature }, now)) return { orderId, documentId, document: null };
  const { db } = await getDb();
  try {
    const { view } = await readOrderDocument(db, { orderId, documentId, signed: true }, { kind: 'customer', now, locale });
    return { orderId, documentId, document: view };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
