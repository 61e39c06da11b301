/**
 * The tax documents' routes on PGlite and PostgreSQL: the customer's list and document (their own order only, else
 * 404; signed out 401; a signed link opens it without a session, a forged one is 403), the PDF (application/pdf, the
 * %PDF magic, named after the number; in Hindi for `lang=hi` or a Hindi page's `X-Locale`, whose links ask for it) and
 * the console's list and audited PDF.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { TaxDocumentView } from '../../../../lib/contracts/taxDocuments';
import listRoute from '../../../../pages/api/order/[orderId]/documents/index';
import documentRoute from '../../../../pages/api/order/[orderId]/documents/[documentId]';
import opsListRoute from '../../../../pages/api/ops/orders/[id]/documents/index';
import opsPdfRoute from '../../../../pages/api/ops/orders/[id]/documents/[documentId]';
import { auditLog } from '../../../../server/db/schema';
import { callRoute } from '../../../helpers/apiResponse';
import { callRoute as callOps, staffOfEachRole } from '../../../helpers/opsDesk';
import { describeSandboxRoutesEachDatabase } from '../../../helpers/sandboxRoutes';
import { NOW, orderWithDocuments } from './fixtures';

const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

const list = (orderId: string, token?: string) =>
  callRoute<{ data?: { documents: TaxDocumentView[] } }>(listRoute, { query: { orderId }, headers: bearer(token) });

const one = (orderId: string, documentId: string, token?: string, extra: Record<string, string> = {}) =>
  callRoute<{ data?: TaxDocumentView }>(documentRoute, { query: { orderId, documentId, ...extra }, headers: bearer(token) });

describeSandboxRoutesEachDatabase('the tax documents routes', (getDb) => {
  it("lists the customer's own documents in the issue's shape, and 404s another customer's order", async () => {
    const db = getDb();
    const mine = await orderWithDocuments(db, '9844000001');
    const theirs = await orderWithDocuments(db, '9844000002');

    expect((await list(mine.order.id)).status).toBe(401);
    expect((await list(mine.order.id, theirs.token)).status).toBe(404);
    const answer = await list(mine.order.id, mine.token);
    expect(answer.status).toBe(200);
    const documents = answer.json.data!.documents;
    expect(documents.map((doc) => [doc.kind, doc.number])).toEqual([
      ['receipt_voucher', mine.voucher.number],
      ['tax_invoice', mine.invoice.number],
    ]);
    const invoice = documents[1]!;
    expect(invoice).toMatchObject({
      _id: mine.invoice.id,
      issuedAt: NOW.toISOString(),
      placeOfSupply: { state: 'Delhi', code: '07' },
      totalPaise: 599_900,
      advanceAdjustedPaise: 120_000,
    });
    expect(invoice.gstin).toBeUndefined();
    expect(invoice.reference).toBeUndefined();
    for (const line of invoice.lines) {
      expect(Object.keys(line)).toEqual(
        expect.arrayContaining(['description', 'sac', 'taxableValuePaise', 'ratePercent', 'cgstPaise', 'sgstPaise', 'igstPaise']),
      );
    }
    expect(invoice.lines.reduce((sum, line) => sum + line.taxableValuePaise + line.cgstPaise + line.sgstPaise + line.igstPaise, 0)).toBe(
      invoice.totalPaise,
    );
    expect(invoice.pagePath).toMatch(
      new RegExp(`^/order/${mine.order.id}/documents/${mine.invoice.id}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );
  });

  it('answers one document as JSON or PDF to its customer, 404 to another, and through a signed link only when it is ours', async () => {
    const db = getDb();
    const mine = await orderWithDocuments(db, '9844000011');
    const theirs = await orderWithDocuments(db, '9844000012');

    expect((await one(mine.order.id, mine.invoice.id)).status).toBe(401);
    expect((await one(mine.order.id, mine.invoice.id, theirs.token)).status).toBe(404);
    // a document of another order under this order's id
    expect((await one(mine.order.id, theirs.invoice.id, mine.token)).status).toBe(404);
    const json = await one(mine.order.id, mine.invoice.id, mine.token);
    expect(json.status).toBe(200);
    expect(json.json.data).toMatchObject({ kind: 'tax_invoice', number: mine.invoice.number, orderNumber: mine.order.orderNumber });

    const pdf = await one(mine.order.id, mine.invoice.id, mine.token, { format: 'pdf' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`attachment; filename="${mine.invoice.number.replace(/\//g, '-')}.pdf"`);
    expect(pdf.raw!.startsWith('%PDF-')).toBe(true);

    // the signed link of the list opens the PDF without a session; a forged or another document's signature does not
    const signed = new URL(`http://x${json.json.data!.pdfPath}`).searchParams;
    const query = { expires: signed.get('expires')!, signature: signed.get('signature')!, format: 'pdf' };
    const opened = await one(mine.order.id, mine.invoice.id, undefined, query);
    expect(opened.status).toBe(200);
    expect(opened.raw!.startsWith('%PDF-')).toBe(true);
    expect((await one(mine.order.id, mine.voucher.id, undefined, query)).status).toBe(403);
    expect((await one(mine.order.id, mine.invoice.id, undefined, { ...query, signature: '0'.repeat(64) })).status).toBe(403);
  });

  it("answers the PDF in Hindi to a Hindi page's link or call, and in English otherwise", async () => {
    const db = getDb();
    const mine = await orderWithDocuments(db, '9844000031');
    // the Hindi title is drawn in the bold Devanagari font: embedded only when a bold Devanagari label is printed
    const hindiFont = (raw: string) => raw.includes('NotoSansDevanagari-Bold');
    const english = await one(mine.order.id, mine.invoice.id, mine.token, { format: 'pdf' });
    expect(hindiFont(english.raw!)).toBe(false);
    expect(hindiFont((await one(mine.order.id, mine.invoice.id, mine.token, { format: 'pdf', lang: 'hi' })).raw!)).toBe(true);
    const byHeader = await callRoute(documentRoute, {
      query: { orderId: mine.order.id, documentId: mine.invoice.id, format: 'pdf' },
      headers: { ...bearer(mine.token), 'x-locale': 'hi' },
    });
    expect(hindiFont(byHeader.raw!)).toBe(true);

    // a Hindi page's list links the Hindi PDF (a plain link carries no header), which opens without a session
    const listed = await callRoute<{ data?: { documents: TaxDocumentView[] } }>(listRoute, {
      query: { orderId: mine.order.id },
      headers: { ...bearer(mine.token), 'x-locale': 'hi' },
    });
    const link = new URL(`http://x${listed.json.data!.documents[1]!.pdfPath}`).searchParams;
    expect(link.get('lang')).toBe('hi');
    const opened = await one(mine.order.id, mine.invoice.id, undefined, Object.fromEntries(link));
    expect([opened.status, hindiFont(opened.raw!)]).toEqual([200, true]);
    expect((await list(mine.order.id, mine.token)).json.data!.documents[1]!.pdfPath).not.toContain('lang=');
    expect((await one(mine.order.id, mine.invoice.id, mine.token, { format: 'pdf', lang: 'fr' })).status).toBe(400);
  });

  it('gives the console the list and the PDF, audits each download, and refuses the finance role', async () => {
    const db = getDb();
    const mine = await orderWithDocuments(db, '9844000021');
    const { cookies } = await staffOfEachRole(db, '984401');

    const listed = await callOps(opsListRoute, { method: 'GET', cookie: cookies.support, query: { id: mine.order.id } });
    expect(listed.status).toBe(200);
    const documents = (listed.body.data as { documents: TaxDocumentView[] }).documents;
    expect(documents.map((doc) => doc.pdfPath)).toEqual([
      `/api/ops/orders/${mine.order.id}/documents/${mine.voucher.id}`,
      `/api/ops/orders/${mine.order.id}/documents/${mine.invoice.id}`,
    ]);
    expect((await callOps(opsListRoute, { method: 'GET', cookie: cookies.finance, query: { id: mine.order.id } })).status).toBe(403);

    const pdf = await callOps(opsPdfRoute, {
      method: 'GET',
      cookie: cookies.operations,
      query: { id: mine.order.id, documentId: mine.invoice.id },
    });
    expect(pdf.status).toBe(200);
    expect((pdf as unknown as { headers: Record<string, string> }).headers['content-type']).toBe('application/pdf');
    const audited = await db.select().from(auditLog).where(eq(auditLog.action, 'tax_document.download'));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ entityType: 'order', entityId: mine.order.id, after: { number: mine.invoice.number } });
  });
});
