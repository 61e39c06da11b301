// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrderPaymentSection from '../../../../components/payments/OrderPaymentSection';
import ReceiptScreen from '../../../../components/payments/ReceiptScreen';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import TaxDocumentList from '../../../../components/taxdocs/TaxDocumentList';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { withMessages } from '../../../../server/i18n/messages';
import type { TaxDocumentView } from '../../../../lib/contracts/taxDocuments';
import { fakeApi, ORDER_ID, orderDetails, PAYMENT_ID, WithStore, type FakeRoutes } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));

function serve(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

const PARTY = { name: 'Party Services Pvt Ltd', address: 'New Delhi', stateName: 'Delhi', stateCode: '07', gstin: '07AAACP1234A1Z5' };
const LINE = {
  description: 'Advance',
  sac: '998596',
  quantity: 1,
  taxableValuePaise: 101_695,
  ratePercent: 18,
  cgstPaise: 9153,
  sgstPaise: 9152,
  igstPaise: 0,
  amountPaise: 120_000,
};

/** A document of the order (a receipt voucher of PAYMENT_ID unless changed). */
function doc(change: Partial<TaxDocumentView> = {}): TaxDocumentView {
  const id = change._id ?? '44444444-4444-4444-8444-444444444444';
  return {
    _id: id,
    kind: 'receipt_voucher',
    number: 'RV/26-27/000007',
    issuedAt: '2026-12-01T04:30:00.000Z',
    placeOfSupply: { state: 'Delhi', code: '07' },
    lines: [LINE],
    totalPaise: 120_000,
    orderId: ORDER_ID,
    orderNumber: 'PS-ABC234',
    supplier: PARTY,
    recipient: { name: 'Ravi Kumar', address: 'Lajpat Nagar', stateName: 'Delhi', stateCode: '07' },
    intraState: true,
    reverseCharge: false,
    taxableValuePaise: 101_695,
    cgstPaise: 9153,
    sgstPaise: 9152,
    igstPaise: 0,
    advanceAdjustedPaise: 0,
    paymentId: PAYMENT_ID,
    pagePath: `/order/${ORDER_ID}/documents/${id}?expires=1&signature=${'a'.repeat(64)}`,
    pdfPath: `/api/order/${ORDER_ID}/documents/${id}?expires=1&signature=${'a'.repeat(64)}&format=pdf`,
    ...change,
  };
}

const RECEIPT = {
  _id: PAYMENT_ID,
  receiptNumber: 'RC-000001',
  kind: 'advance',
  provider: 'razorpay',
  providerPaymentId: 'pay_Z9x8',
  amount: 1200,
  method: 'upi',
  status: 'captured',
  paidAt: '2026-03-01T14:15:00.000Z',
  orderId: ORDER_ID,
  orderNumber: 'PS-ABC234',
  service: 'Chef for Party',
  eventDate: '2026-03-05',
  slotLabel: '07:00 PM - 08:00 PM',
  customerName: 'Ravi Kumar',
  orderTotal: 6000,
  paidToDate: 1200,
  balanceAfter: 4800,
};

afterEach(() => cleanup());

describe('the tax documents list', () => {
  it('names each document by kind, number, date and total, with a View and a Download PDF link each', () => {
    const invoice = doc({
      _id: '55555555-5555-4555-8555-555555555555',
      kind: 'tax_invoice',
      number: 'INV/26-27/000003',
      totalPaise: 599_900,
    });
    render(<TaxDocumentList documents={[doc(), invoice]} />);
    const items = within(screen.getByTestId('tax-documents')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Receipt voucher RV/26-27/000007');
    expect(items[0]).toHaveTextContent('01 Dec 2026 · ₹1,200.00');
    expect(items[1]).toHaveTextContent('₹5,999.00');
    expect(screen.getByRole('link', { name: 'View Tax invoice INV/26-27/000003' })).toHaveAttribute('href', invoice.pagePath);
    expect(screen.getByRole('link', { name: 'Download PDF of Tax invoice INV/26-27/000003' })).toHaveAttribute('href', invoice.pdfPath);
  });

  it('dates each document in Hindi on a Hindi page, and links its Hindi page', () => {
    render(
      <I18nProvider value={withMessages('hi', ['taxdocs']).i18n}>
        <TaxDocumentList documents={[doc()]} />
      </I18nProvider>,
    );
    const item = within(screen.getByTestId('tax-documents')).getByRole('listitem');
    expect(item).toHaveTextContent('1 दिसंबर 2026 · ₹1,200.00');
    expect(strayLatinWords(item.textContent!.replace('RV/26-27/000007', ''))).toEqual([]);
    expect(within(item).getAllByRole('link')[0]!.getAttribute('href')).toBe(`/hi${doc().pagePath}`);
  });

  it('shows the console only the PDF links', () => {
    render(<TaxDocumentList documents={[doc()]} withPage={false} />);
    expect(screen.queryByRole('link', { name: /^View/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Download PDF/ })).toBeInTheDocument();
  });
});

describe('the receipt voucher in place of the receipt', () => {
  it("links a payment's receipt voucher on the order page, its RC- number kept as the payment reference", () => {
    render(<OrderPaymentSection order={orderDetails()} documents={[doc()]} />);
    const link = screen.getByRole('link', { name: /^Receipt voucher RV\/26-27\/000007/ });
    expect(link).toHaveAttribute('href', doc().pagePath);
    expect(screen.getByTestId('order-payments')).toHaveTextContent('Payment ref. RC-000001');
    expect(screen.queryByRole('link', { name: /^Receipt RC-/ })).toBeNull();
  });

  it('says on the receipt page that the voucher follows, then links it once issued', async () => {
    let documents: TaxDocumentView[] = [];
    serve({
      [`GET /api/payment_gateway/receipt/${PAYMENT_ID}`]: { data: RECEIPT },
      [`GET /api/order/${ORDER_ID}/documents`]: () => ({ data: { documents } }),
    });
    const { unmount } = render(
      <WithStore>
        <ReceiptScreen paymentId={PAYMENT_ID} />
      </WithStore>,
    );
    expect(await screen.findByTestId('voucher-follows')).toHaveTextContent('Your GST receipt voucher follows');
    unmount();
    documents = [doc()];
    render(
      <WithStore>
        <ReceiptScreen paymentId={PAYMENT_ID} />
      </WithStore>,
    );
    const voucher = await screen.findByTestId('receipt-voucher');
    expect(voucher).toHaveTextContent('GST receipt voucher RV/26-27/000007');
    expect(within(voucher).getByRole('link', { name: 'view the receipt voucher' })).toHaveAttribute('href', doc().pagePath);
    expect(screen.queryByTestId('voucher-follows')).toBeNull();
  });
});
