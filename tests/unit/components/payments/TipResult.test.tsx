// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PaymentResultScreen from '../../../../components/payments/PaymentResultScreen';
import ReceiptScreen from '../../../../components/payments/ReceiptScreen';
import { fakeApi, ORDER_ID, orderDetails, PAYMENT_ID, statusAnswer, WithStore, type FakeRoutes } from './fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('../../../../client/gateway', () => ({ openGateway: vi.fn() }));

function serve(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
}

const TIP_RECEIPT = {
  _id: PAYMENT_ID,
  receiptNumber: 'RC-000009',
  kind: 'tip',
  provider: 'razorpay',
  providerPaymentId: 'pay_T1p',
  amount: 100,
  method: 'upi',
  status: 'captured',
  paidAt: '2026-03-06T04:30:00.000Z',
  orderId: ORDER_ID,
  orderNumber: 'PS-ABC234',
  service: 'Chef for Party',
  eventDate: '2026-03-05',
  slotLabel: '07:00 PM - 08:00 PM',
  customerName: 'Asha Verma',
  orderTotal: 6000,
  paidToDate: 6000,
  balanceAfter: 0,
};

describe('a tip on the result page and its receipt', () => {
  afterEach(() => cleanup());

  it('thanks the customer by the provider\'s first name: "Thank you! ₹100 tip sent to Ravi."', async () => {
    const paid = statusAnswer({
      message: 'PAYMENT_SUCCESS',
      paymentStatus: 'paid',
      attempt: { kind: 'tip', status: 'paid', amountPaise: 10_000 },
      paidAmount: 6000,
      due: null,
    });
    const tip = { providerFirstName: 'Ravi', canTip: false, paid: { amount: 100, paymentId: PAYMENT_ID } };
    serve({
      'POST /api/payment_gateway/status': { data: paid },
      [`GET /api/payment_gateway/status/${ORDER_ID}`]: { data: paid },
      [`GET /api/order/order_details/${ORDER_ID}`]: { data: orderDetails({ tip }) },
    });
    render(
      <WithStore>
        <PaymentResultScreen orderId={ORDER_ID} proof={{}} />
      </WithStore>,
    );
    // the provider's name comes with the order's details (until then: "your service provider")
    await waitFor(() => expect(screen.getByTestId('tip-sent')).toHaveTextContent('Thank you! ₹100 tip sent to Ravi.'));
    const popup = await screen.findByRole('dialog', { name: 'Tip sent' });
    expect(popup).toHaveTextContent('Thank you! ₹100 tip sent to Ravi.');
    expect(document.body.textContent).not.toContain('your order is paid');
  });

  it("prints a tip's receipt as a tip, without the order's balance lines or the tax words", async () => {
    serve({ [`GET /api/payment_gateway/receipt/${PAYMENT_ID}`]: { data: TIP_RECEIPT } });
    render(
      <WithStore>
        <ReceiptScreen paymentId={PAYMENT_ID} />
      </WithStore>,
    );
    const receipt = await screen.findByTestId('receipt');
    const row = (name: string) => screen.queryByRole('rowheader', { name })?.nextElementSibling?.textContent;
    expect(row('Payment for')).toBe('Tip');
    expect(row('Amount paid')).toBe('₹100');
    for (const hidden of ['Order total', 'Paid to date', 'Balance after this payment']) expect(row(hidden)).toBeUndefined();
    expect(receipt).toHaveTextContent('Your tip is passed in full to your service provider.');
    expect(receipt).not.toHaveTextContent('Amount inclusive of taxes');
  });
});
