// @vitest-environment jsdom
/**
 * The lower half of the customer's order page on /hi/order-details: the start code, the provider, the arrival
 * promise, the cancellation meter and the cancel dialog, the payments with their receipts and refunds, the split,
 * the tip and the review, in Hindi with no stray Latin word but the customer's and the provider's own names and the
 * order's reference numbers; the English page keeps its words.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import OrderDetailsView from '../../../../components/orders/OrderDetailsView';
import type { OrderDetails } from '../../../../lib/contracts/orders';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { withMessages } from '../../../../server/i18n/messages';
import { fakeApi, ORDER_ID, orderDetails, RECEIPT_VOUCHER as VOUCHER, VOUCHER_PATH, WithStore, type FakeRoutes } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('../../../../components/payments/usePayNow', () => ({ usePayNow: () => ({ pay: vi.fn(), busy: false, error: null }) }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/order-details', query: {}, push: vi.fn(), locale: 'hi' }) }));

/** The domains pages/order-details.tsx sends. */
const PAGE_DOMAINS = ['gallery', 'reviews', 'orders', 'payments', 'booking', 'policy', 'taxdocs', 'serviceFacts'];
const REFUND_ID = '55555555-5555-4555-8555-555555555555';

/** An accepted chef order: provider on the way, a card payment beside the UPI advance, one processed refund. */
const ACCEPTED = orderDetails({
  status: 1,
  statusLabel: 'Accepted',
  eventDate: '2027-03-05',
  startCode: '0427',
  provider: { firstName: 'Ramesh', photoUrl: null },
  executor: { name: 'Ramesh', phone: '+919876500000' },
  arrival: {
    assignedLabel: 'Chef assigned',
    onTheWayAt: '2027-03-05T12:45:00.000Z',
    arrivedAt: null,
    canCancelNoShow: false,
    noShowRefund: 0,
  },
  payments: [
    { ...orderDetails().payments[0]!, amount: 1200, method: 'upi' },
    {
      ...orderDetails().payments[0]!,
      _id: '88888888-8888-4888-8888-888888888888',
      receiptNumber: 'RC-000002',
      kind: 'balance',
      amount: 800,
      method: 'card',
      shareOf: 'Priya',
    },
  ],
  refunds: [
    {
      _id: REFUND_ID,
      amount: 300,
      status: 'processed',
      statusLabel: 'Refunded',
      createdAt: '2026-03-02T10:00:00.000Z',
      processedAt: '2026-03-03T10:00:00.000Z',
      bankReference: '123456789012',
    },
  ] as OrderDetails['refunds'],
  payment: { ...orderDetails().payment, refundedAmount: 300 },
  cancellation: { refundNow: 1200, refundPercentNow: 100, nextChangeAt: '2027-03-03T13:30:00.000Z', nextRefund: 600 },
});

/** A completed chef order: the provider arrived, the tip and the review are open. */
const COMPLETED = orderDetails({
  status: 3,
  statusLabel: 'Completed',
  canCancel: false,
  cancellation: null,
  provider: { firstName: 'Ramesh', photoUrl: null },
  arrival: {
    assignedLabel: 'Chef assigned',
    onTheWayAt: null,
    arrivedAt: '2026-03-05T13:22:00.000Z',
    canCancelNoShow: false,
    noShowRefund: 0,
  },
  tip: { providerFirstName: 'Ramesh', canTip: true, paid: null },
  payment: { ...orderDetails().payment, status: 'paid', label: 'Paid', leftToPay: { ...orderDetails().payment.leftToPay, amount: 0 } },
});

const SPLIT = {
  orderId: ORDER_ID,
  balance: 4000,
  shares: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      name: 'Priya',
      phone: '******3210',
      payUrl: '/pay/share/abc',
      amount: 2000,
      status: 'pending',
      paidAt: null,
    },
    {
      id: '77777777-7777-4777-8777-777777777777',
      name: 'Anil',
      phone: '******4321',
      payUrl: null,
      amount: 2000,
      status: 'paid',
      paidAt: '2026-03-02T10:00:00.000Z',
    },
  ],
  withCoHosts: 2000,
  hostDue: 0,
  canSplit: false,
};

function serve(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

const ROUTES: FakeRoutes = {
  [`GET /api/order/${ORDER_ID}/documents`]: { data: { documents: [VOUCHER] } },
  [`GET /api/payment_gateway/split/${ORDER_ID}`]: { data: SPLIT },
  [`GET /api/order/review/${ORDER_ID}`]: { data: { review: null, canReview: true } },
};

/** The order page's view in `locale`, with the page's domains. */
function renderOrder(order: OrderDetails, locale: 'en' | 'hi') {
  return render(
    <I18nProvider value={withMessages(locale, PAGE_DOMAINS).i18n}>
      <WithStore>
        <OrderDetailsView order={order} notice="" onCancelled={() => undefined} />
      </WithStore>
    </I18nProvider>,
  );
}

/**
 * The page's text without what is not ours to translate: the customer's address and names (theirs), the provider's
 * and co-hosts' first names (and the provider's initial), reference numbers (order, receipts, voucher), and the tax
 * documents' list, which is not this part's (it dates its documents as they are printed).
 */
function ourText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy
    .querySelectorAll(
      '[data-testid="order-address"], [data-testid="order-number"], [data-testid="order-provider"] [aria-hidden], [data-testid="tax-documents"]',
    )
    .forEach((element) => element.remove());
  let text = copy.textContent ?? '';
  for (const own of ['Ramesh', 'Priya', 'Anil', 'RC-000001', 'RC-000002', 'RV/26-27/000007', 'PS-ABC234']) text = text.split(own).join(' ');
  return text;
}

describe('the order page in Hindi', () => {
  afterEach(cleanup);

  it('says the start code, provider, arrival, meter, payments, refunds and split in Hindi, with no stray Latin word', async () => {
    serve(ROUTES);
    const { container } = renderOrder(ACCEPTED, 'hi');
    await screen.findByTestId('order-split');
    await waitFor(() =>
      expect(within(screen.getByTestId('order-payments')).getByRole('link', { name: /^रसीद वाउचर RV/ })).toBeInTheDocument(),
    );

    expect(screen.getByTestId('order-start-code').textContent).toBe('सर्विस पार्टनर के पहुंचने पर उन्हें यह कोड बताएं:0427');
    expect(screen.getByTestId('order-provider-label').textContent).toBe('शेफ तय हो गए हैं');
    expect(screen.getByTestId('order-on-the-way').textContent).toBe('रास्ते में हैं');
    expect(screen.getByTestId('order-punctuality-promise').textContent).toBe(
      '30 मिनट से ज़्यादा देर हुई? आपके ऑर्डर का 10% अपने आप आपको वापस मिलेगा। 60 मिनट में कोई नहीं पहुंचा, तो पूरे रिफंड के साथ कैंसल करें।',
    );
    const meter = screen.getByTestId('cancel-meter');
    expect(meter).toHaveTextContent('अभी कैंसल करने पर ₹1,200 वापस');
    expect(meter).toHaveTextContent('3 मार्च 2027, शाम 7 बजे तक पूरा रिफंड, उसके बाद ₹600 वापस');
    expect(screen.getByRole('button', { name: 'ऑर्डर कैंसल करें' })).toBeInTheDocument();

    const payment = screen.getByTestId('order-payment');
    expect(within(payment).getByRole('heading', { name: 'पेमेंट' })).toBeInTheDocument();
    const received = within(payment).getByTestId('order-payments');
    expect(received).toHaveTextContent('एडवांस ₹1,200');
    expect(received).toHaveTextContent('1 मार्च 2026 को चुकाया · UPI · पेमेंट रेफ़रेंस RC-000001 · रसीद वाउचर RV/26-27/000007');
    expect(received).toHaveTextContent('बाकी रकम: Priya का हिस्सा ₹800');
    expect(received).toHaveTextContent('कार्ड');
    // the voucher is a plain link to its own page: the Hindi page links the Hindi voucher page
    expect(
      within(received)
        .getByRole('link', { name: /^रसीद वाउचर RV/ })
        .getAttribute('href'),
    ).toBe(`/hi${VOUCHER_PATH}`);
    expect(within(received).getByRole('link', { name: 'रसीद RC-000002: बाकी रकम: Priya का हिस्सा ₹800' })).toBeInTheDocument();

    const refunds = screen.getByTestId('refund-list');
    expect(refunds).toHaveTextContent('3 मार्च 2026 को रिफ़ंड हुआ');
    expect(refunds).toHaveTextContent('बैंक रेफ़रेंस: 123456789012');
    expect(within(refunds).getByText('रिफ़ंड हो गया')).toHaveAttribute('data-refund-status', 'processed');

    const split = screen.getByTestId('order-split');
    expect(within(split).getByRole('heading', { name: 'बाकी रकम को-होस्ट के साथ बांटें' })).toBeInTheDocument();
    expect(split).toHaveTextContent('अभी नहीं चुकाया · ******3210');
    expect(split).toHaveTextContent('चुका दिया · ******4321');
    expect(within(split).getByRole('button', { name: 'लिंक कॉपी करें' })).toBeInTheDocument();
    expect(within(split).getByRole('textbox', { name: 'Priya का पेमेंट लिंक' })).toBeInTheDocument();

    expect(strayLatinWords(ourText(container))).toEqual([]);
  });

  it('asks before cancelling in Hindi: what comes back, the policy, and the two choices', async () => {
    serve(ROUTES);
    renderOrder(ACCEPTED, 'hi');
    fireEvent.click(screen.getByRole('button', { name: 'ऑर्डर कैंसल करें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('यह ऑर्डर कैंसल करें?')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('आपको ₹1,200 वापस मिलेंगे।');
    expect(within(dialog).getByRole('button', { name: 'हां, कैंसल करें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ऑर्डर रहने दें' })).toBeInTheDocument();
    expect(strayLatinWords(dialog.textContent!)).toEqual([]);
  });

  it('offers the tip and the review of a completed order in Hindi', async () => {
    serve(ROUTES);
    const { container } = renderOrder(COMPLETED, 'hi');
    const form = await screen.findByTestId('review-form');
    expect(screen.getByTestId('order-arrived').textContent).toBe('शाम 6:52 बजे पहुंच गए');
    expect(screen.getByRole('heading', { name: 'Ramesh को टिप दें' })).toBeInTheDocument();
    expect(screen.getByLabelText('दूसरी रकम (₹10 से ₹2,000)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '₹100 की टिप दें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अपनी बुकिंग को रेटिंग दें' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '5 स्टार' })).toBeInTheDocument();
    expect(within(form).getByText('10-1000 अक्षर। इसके साथ आपका पहला नाम और सरनेम का पहला अक्षर दिखेगा।')).toBeInTheDocument();
    // a review sent without stars is refused in Hindi before the server is asked
    fireEvent.click(within(form).getByRole('button', { name: 'रिव्यू भेजें' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('कृपया 1 से 5 स्टार के बीच रेटिंग चुनें');
    // a tip below the smallest is refused in Hindi
    fireEvent.change(screen.getByLabelText('दूसरी रकम (₹10 से ₹2,000)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '₹5 की टिप दें' }));
    await waitFor(() => expect(screen.getByText('टिप कम से कम ₹10 की हो सकती है')).toBeInTheDocument());
    expect(strayLatinWords(ourText(container))).toEqual([]);
  });

  it('keeps the English words of the tip and the review on the English page', async () => {
    serve(ROUTES);
    renderOrder(COMPLETED, 'en');
    const form = await screen.findByTestId('review-form');
    expect(screen.getByTestId('order-arrived').textContent).toBe('Arrived at 6:52 PM');
    expect(screen.getByRole('heading', { name: 'Add a tip for Ramesh' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rate your booking' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '5 stars' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(within(form).getByText('10-1000 characters. Your first name and initial are shown with it.')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please choose a rating from 1 to 5 stars');
  });

  it('keeps the English words on the English page', async () => {
    serve(ROUTES);
    renderOrder(ACCEPTED, 'en');
    await screen.findByTestId('order-split');
    await waitFor(() =>
      expect(within(screen.getByTestId('order-payments')).getByRole('link', { name: /^Receipt voucher RV/ })).toBeInTheDocument(),
    );
    expect(screen.getByTestId('order-start-code').textContent).toBe('Share this code with your provider when they arrive:0427');
    expect(screen.getByTestId('order-provider-label').textContent).toBe('Chef assigned');
    expect(screen.getByTestId('cancel-meter')).toHaveTextContent('Full refund until 3 Mar 2027, 19:00, then ₹600 back');
    const received = screen.getByTestId('order-payments');
    expect(received).toHaveTextContent('Paid on 1 Mar 2026 · UPI · Payment ref. RC-000001 · Receipt voucher RV/26-27/000007');
    expect(received).toHaveTextContent("Balance: Priya's share ₹800");
    expect(received).toHaveTextContent('Card');
    expect(
      within(received)
        .getByRole('link', { name: /^Receipt voucher RV/ })
        .getAttribute('href'),
    ).toBe(VOUCHER_PATH);
    expect(screen.getByTestId('refund-list')).toHaveTextContent('Refunded on 3 Mar 2026');
    expect(screen.getByTestId('order-split')).toHaveTextContent('Not paid yet · ******3210');
    expect(screen.getByTestId('split-owed').textContent).toBe('Co-hosts still to pay ₹2,000 · You pay ₹0');
  });
});
