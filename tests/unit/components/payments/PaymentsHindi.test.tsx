// @vitest-environment jsdom
/**
 * The payment screens on Hindi pages: the receipt (/hi/pay/receipt/…), a co-host's share pay page and its result
 * page (/hi/pay/share/…), and the host's split form: in Hindi, with no stray Latin word but names and reference
 * numbers, and plain links that keep the Hindi pages.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../../components/i18n/I18nProvider';
import ReceiptScreen from '../../../../components/payments/ReceiptScreen';
import SharePayScreen from '../../../../components/payments/SharePayScreen';
import ShareResultScreen from '../../../../components/payments/ShareResultScreen';
import SplitBalanceForm from '../../../../components/payments/SplitBalanceForm';
import type { SharePublic } from '../../../../lib/contracts/split';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { withMessages } from '../../../../server/i18n/messages';
import { ATTEMPT_ID, fakeApi, ORDER_ID, PAYMENT_ID, RECEIPT_VOUCHER as VOUCHER, VOUCHER_PATH, WithStore, type FakeRoutes } from './fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn(), locale: 'hi' }) }));

function serve(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

/** `ui` on a Hindi page with the domains the pay pages send. */
const inHindi = (ui: ReactNode) =>
  render(
    <I18nProvider value={withMessages('hi', ['payments', 'orders']).i18n}>
      <WithStore>{ui}</WithStore>
    </I18nProvider>,
  );

/** A text without the names and reference numbers that are not ours to translate. */
const withoutOwn = (text: string, own: readonly string[]) => own.reduce((rest, word) => rest.split(word).join(' '), text);

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGZvb2JhcmJheg';

const RECEIPT = {
  _id: PAYMENT_ID,
  receiptNumber: 'RC-000001',
  kind: 'advance',
  provider: 'razorpay',
  providerPaymentId: 'pay_Z9x8',
  amount: 1200,
  method: 'card',
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

const SHARE: SharePublic = {
  service: 'Chef for Party',
  eventDate: '2026-03-05',
  slotLabel: '07:00 PM - 08:00 PM',
  hostFirstName: 'Ravi',
  amount: 2400,
  status: 'pending',
  payable: true,
  confirming: false,
  receiptNumber: null,
  paidAt: null,
  orderEnded: false,
  refunded: 0,
  refundState: 'none',
};

describe('the payment screens in Hindi', () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  it('prints the receipt in Hindi, linking the Hindi voucher page', async () => {
    serve({
      [`GET /api/payment_gateway/receipt/${PAYMENT_ID}`]: { data: RECEIPT },
      [`GET /api/order/${ORDER_ID}/documents`]: { data: { documents: [VOUCHER] } },
    });
    const { container } = inHindi(<ReceiptScreen paymentId={PAYMENT_ID} />);
    await screen.findByTestId('receipt-voucher');
    const row = (name: string) => screen.getByRole('rowheader', { name }).nextElementSibling?.textContent;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('पेमेंट की रसीद');
    expect(row('सर्विस')).toBe('पार्टी के लिए शेफ');
    expect(row('सर्विस की तारीख और समय')).toBe('5 मार्च 2026, शाम 7 बजे - रात 8 बजे');
    expect(row('पेमेंट किसका')).toBe('एडवांस');
    expect(row('पेमेंट का तरीका')).toBe('कार्ड');
    expect(row('चुकाई गई रकम')).toBe('₹1,200');
    expect(row('इस पेमेंट के बाद बाकी')).toBe('₹4,800');
    // the amount paid stands out in Hindi too
    expect(screen.getByRole('rowheader', { name: 'चुकाई गई रकम' }).nextElementSibling!.className).not.toBe('');
    expect(screen.getByRole('link', { name: 'रसीद वाउचर देखें' }).getAttribute('href')).toBe(`/hi${VOUCHER_PATH}`);
    expect(screen.getByRole('button', { name: 'प्रिंट करें / PDF सेव करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डर देखें' })).toBeInTheDocument();
    const text = withoutOwn(container.textContent!, ['RC-000001', 'PS-ABC234', 'pay_Z9x8', 'Ravi Kumar', 'RV/26-27/000007']);
    expect(strayLatinWords(text)).toEqual([]);
  });

  it("shows a co-host's share and its pay button in Hindi", () => {
    serve({});
    const { container } = inHindi(<SharePayScreen token={TOKEN} share={SHARE} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('अपना हिस्सा चुकाएं');
    expect(screen.getByTestId('share-lead').textContent).toBe('Ravi ने अपनी बुकिंग की बाकी रकम बांटी है और आपसे अपना हिस्सा चुकाने को कहा है।');
    expect(screen.getByTestId('share-service').textContent).toBe('पार्टी के लिए शेफ');
    expect(screen.getByTestId('share-date').textContent).toBe('5 मार्च 2026, शाम 7 बजे - रात 8 बजे');
    expect(screen.getByRole('button', { name: '₹2,400 का पेमेंट करें' })).toBeInTheDocument();
    expect(strayLatinWords(withoutOwn(container.textContent!, ['Ravi']))).toEqual([]);
  });

  it("keeps a paid share's receipt in Hindi, and says a cancelled booking's refund", () => {
    serve({});
    const paid = { ...SHARE, status: 'paid' as const, payable: false, receiptNumber: 'RC-ABCD2345', paidAt: '2026-03-02T10:00:00.000Z' };
    const { container, unmount } = inHindi(<SharePayScreen token={TOKEN} share={paid} />);
    expect(screen.getByTestId('share-state').textContent).toBe('आपका ₹2,400 का हिस्सा चुका दिया गया है। धन्यवाद! रसीद RC-ABCD2345।');
    const receipt = screen.getByTestId('share-receipt');
    expect(within(receipt).getByRole('rowheader', { name: 'किसके लिए' }).nextElementSibling?.textContent).toBe(
      'Ravi की बुकिंग: पार्टी के लिए शेफ, 5 मार्च 2026, शाम 7 बजे - रात 8 बजे',
    );
    expect(within(receipt).getByRole('rowheader', { name: 'चुकाने का समय' }).nextElementSibling?.textContent).toBe(
      '2 मार्च 2026, दोपहर 3:30 बजे',
    );
    expect(strayLatinWords(withoutOwn(container.textContent!, ['Ravi', 'RC-ABCD2345']))).toEqual([]);
    unmount();
    inHindi(<SharePayScreen token={TOKEN} share={{ ...paid, orderEnded: true, refunded: 2400, refundState: 'processed' }} />);
    expect(screen.getByTestId('share-state')).toHaveTextContent('यह बुकिंग कैंसल हो गई। आपके हिस्से में से ₹2,400 का रिफ़ंड');
  });

  it('thanks a co-host in Hindi after paying, linking their receipt on the Hindi pay page', async () => {
    serve({
      'POST /api/payment_gateway/split/status': { data: { ...SHARE, status: 'paid', payable: false, receiptNumber: 'RC-ABCD2345' } },
    });
    window.sessionStorage.setItem(`shareLink:${ATTEMPT_ID}`, TOKEN);
    const { container } = inHindi(<ShareResultScreen attemptId={ATTEMPT_ID} proof={{}} />);
    expect(await screen.findByRole('heading', { name: 'धन्यवाद!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपनी रसीद देखें' }).getAttribute('href')).toBe(`/hi/pay/share/${TOKEN}#receipt`);
    expect(strayLatinWords(withoutOwn(container.textContent!, ['RC-ABCD2345']))).toEqual([]);
  });

  it('asks the host for the co-hosts in Hindi and says in Hindi when the shares do not add up', () => {
    serve({});
    const { container } = inHindi(<SplitBalanceForm orderId={ORDER_ID} balance={4800} onDone={() => undefined} />);
    expect(screen.getByRole('form', { name: 'बाकी रकम बांटें' })).toBeInTheDocument();
    expect(screen.getByLabelText('को-होस्ट की संख्या')).toBeInTheDocument();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['को-होस्ट 1', 'को-होस्ट 2']);
    expect(screen.getByTestId('split-sum').textContent).toBe('₹4,800 में से कुल ₹4,800');
    fireEvent.change(screen.getAllByLabelText('रकम (₹)')[0]!, { target: { value: '2000' } });
    expect(screen.getByTestId('split-problem').textContent).toBe('हिस्सों का जोड़ ₹4,400 है, पर बाकी रकम ₹4,800 है।');
    expect(screen.getByRole('button', { name: 'पेमेंट लिंक भेजें' })).toBeDisabled();
    expect(strayLatinWords(container.textContent!)).toEqual([]);
  });
});
