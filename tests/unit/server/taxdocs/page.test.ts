/**
 * The document page, server-rendered, on PGlite and PostgreSQL: through a link the server signed, its content (the
 * Rule 46 particulars, the Devanagari name, ₹ amounts, the PDF link) is in the HTML, never cached or indexed; a plain
 * link gives only the ids (the page reads it with the customer's session); a malformed or unknown one is a 404. The
 * Hindi page's PDF link asks for the Hindi PDF.
 */
import { withoutMessages } from '../../../helpers/messages';
import type { GetServerSidePropsContext } from 'next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import TaxDocumentRoute, { getServerSideProps } from '../../../../pages/order/[orderId]/documents/[documentId]';
import { signedDocumentQuery } from '../../../../server/taxdocs/views';
import type { TaxDocumentPageProps } from '../../../../server/taxdocs/pageProps';
import { describeSandboxRoutesEachDatabase } from '../../../helpers/sandboxRoutes';
import { orderWithDocuments } from './fixtures';

function context(orderId: string, documentId: string, search = '', locale?: string) {
  const headers: Record<string, string> = {};
  const query = Object.fromEntries(new URLSearchParams(search));
  const ctx = {
    params: { orderId, documentId },
    query: { ...query, orderId, documentId },
    res: { statusCode: 200, setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) },
    req: { headers: {} },
    resolvedUrl: `/order/${orderId}/documents/${documentId}`,
    ...(locale ? { locale } : {}),
  } as unknown as GetServerSidePropsContext;
  return { ctx, headers };
}

const propsOf = (answer: unknown, locale: 'en' | 'hi' = 'en') => (withoutMessages(answer, locale) as { props: TaxDocumentPageProps }).props;

describeSandboxRoutesEachDatabase('the tax document page', (getDb) => {
  it('renders the document in the server HTML through a signed link, and only its ids without one', async () => {
    const db = getDb();
    const { order, invoice, voucher } = await orderWithDocuments(db, '9844100001');

    const signed = context(order.id, invoice.id, signedDocumentQuery(invoice.id, new Date()));
    const props = propsOf(await getServerSideProps(signed.ctx));
    expect(props.document).toMatchObject({ _id: invoice.id, number: invoice.number, kind: 'tax_invoice' });
    expect(signed.headers['cache-control']).toBe('private, no-store');
    expect(signed.headers['x-robots-tag']).toBe('noindex');
    const html = renderToString(createElement(TaxDocumentRoute, props));
    for (const text of [
      `Tax invoice ${invoice.number}`,
      'Party Services Pvt Ltd',
      '07AAACP1234A1Z5',
      'सीमा शर्मा',
      'Delhi (07)',
      '998596',
      '₹5,999.00',
      '₹1,200.00',
      'Reverse charge: No',
      'Authorised signatory',
      'Download PDF',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain(`/api/order/${order.id}/documents/${invoice.id}?expires=`);

    // a plain link (the WhatsApp message), or the signature of another document: the page reads it with the session
    const plain = propsOf(await getServerSideProps(context(order.id, invoice.id).ctx));
    expect(plain).toEqual({ orderId: order.id, documentId: invoice.id, document: null });
    const borrowed = context(order.id, invoice.id, signedDocumentQuery(voucher.id, new Date()));
    expect(propsOf(await getServerSideProps(borrowed.ctx)).document).toBeNull();

    expect(await getServerSideProps(context('not-an-id', invoice.id).ctx)).toEqual({ notFound: true });
    // a signed link of a document under another order's id
    const other = await orderWithDocuments(db, '9844100002');
    const wrongOrder = context(other.order.id, invoice.id, signedDocumentQuery(invoice.id, new Date()));
    expect(await getServerSideProps(wrongOrder.ctx)).toEqual({ notFound: true });
  });

  it("links the Hindi page's PDF to the Hindi PDF, the English page's as before", async () => {
    const { order, invoice } = await orderWithDocuments(getDb(), '9844100003');
    const search = signedDocumentQuery(invoice.id, new Date());
    const hindi = propsOf(await getServerSideProps(context(order.id, invoice.id, search, 'hi').ctx), 'hi');
    expect(hindi.document!.pdfPath).toMatch(/&format=pdf&lang=hi$/);
    const english = propsOf(await getServerSideProps(context(order.id, invoice.id, search, 'en').ctx));
    expect(english.document!.pdfPath).toMatch(/&format=pdf$/);
  });
});
