// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SharePayScreen from '../../../../components/payments/SharePayScreen';
import SplitBalanceForm from '../../../../components/payments/SplitBalanceForm';
import SplitBalanceSection from '../../../../components/payments/SplitBalanceSection';
import type { SharePublic, SplitView } from '../../../../lib/contracts/split';
import { failure, fakeApi, ORDER_ID, orderDetails, WithStore, type FakeRoutes } from './fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
  openGateway: vi.fn(async (..._args: unknown[]) => undefined),
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({ useRouter: () => ({ push: vi.fn() }) }));
vi.mock('../../../../client/gateway', () => ({ openGateway: mocks.openGateway, GatewayOpenError: class extends Error {} }));

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGZvb2JhcmJheg';
const ATTEMPT_ID = '44444444-4444-4444-8444-444444444444';
const SHARE_A = '55555555-5555-4555-8555-555555555555';
const SHARE_B = '66666666-6666-4666-8666-666666666666';

function serve(routes: FakeRoutes) {
  const server = fakeApi(routes);
  mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
  return server;
}

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

function splitView(change: Partial<SplitView> = {}): SplitView {
  return { orderId: ORDER_ID, balance: 4800, shares: [], withCoHosts: 0, hostDue: 4800, canSplit: true, ...change };
}

describe('the share pay page', () => {
  beforeEach(() => mocks.openGateway.mockClear());

  it('puts the service, the date, the host first name and the share in the server HTML, with "Pay ₹X"', () => {
    const html = renderToString(
      <WithStore>
        <SharePayScreen token={TOKEN} share={SHARE} />
      </WithStore>,
    );
    expect(html).toContain('Pay your share');
    expect(html).toContain('Ravi has split the balance');
    expect(html).toContain('Chef for Party');
    expect(html).toContain('5 Mar 2026');
    expect(html).toContain('07:00 PM - 08:00 PM');
    expect(html).toContain('Pay ₹2,400');
  });

  it('opens the share payment with the link token and sends Razorpay outcomes to the share result page', async () => {
    const server = serve({
      'POST /api/payment_gateway/split/pay': {
        data: {
          attemptId: ATTEMPT_ID,
          orderId: ORDER_ID,
          orderNumber: 'PS-ABC234',
          kind: 'balance',
          provider: 'sandbox',
          amountPaise: 240000,
          currency: 'INR',
          redirectUrl: `/pay/sandbox/${ATTEMPT_ID}`,
          prefill: { name: 'Meera', contact: '+919876511111' },
          expiresAt: '2026-03-01T10:30:00.000Z',
        },
      },
    });
    render(
      <WithStore>
        <SharePayScreen token={TOKEN} share={SHARE} />
      </WithStore>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,400' }));
    await waitFor(() => expect(mocks.openGateway).toHaveBeenCalledTimes(1));
    expect(server.seen[0]!.body).toEqual({ token: TOKEN });
    const resultPath = mocks.openGateway.mock.calls[0]![2] as (proof?: object) => string;
    expect(resultPath({ providerPaymentId: 'pay_1' })).toBe(`/pay/share/result?attempt=${ATTEMPT_ID}&providerPaymentId=pay_1`);
  });

  it('shows the server’s reason when the share cannot be opened, and says why a share cannot be paid', async () => {
    serve({
      'POST /api/payment_gateway/split/pay': failure(409, 'This share was cancelled: the host settled the balance or changed the split.'),
    });
    render(
      <WithStore>
        <SharePayScreen token={TOKEN} share={SHARE} />
      </WithStore>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹2,400' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This share was cancelled');
    cleanup();
    render(
      <WithStore>
        <SharePayScreen token={TOKEN} share={{ ...SHARE, status: 'paid', payable: false, receiptNumber: 'RC-ABCD2345' }} />
      </WithStore>,
    );
    expect(screen.getByTestId('share-state')).toHaveTextContent('Your share of ₹2,400 is paid. Thank you! Receipt RC-ABCD2345.');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(
      <WithStore>
        <SharePayScreen token={TOKEN} share={{ ...SHARE, status: 'fallen_back', payable: false }} />
      </WithStore>,
    );
    expect(screen.getByTestId('share-state')).toHaveTextContent('This share is now with Ravi');
  });

  // a paid share of a cancelled booking says so and what goes back to the co-host, not "Your share is paid"
  it('says the booking was cancelled and what of the share is refunded, and offers no payment', () => {
    const paid = { ...SHARE, status: 'paid' as const, payable: false, receiptNumber: 'RC-ABCD2345', orderEnded: true };
    render(
      <WithStore>
        <SharePayScreen token={TOKEN} share={{ ...paid, refunded: 2400, refundState: 'processed' }} />
      </WithStore>,
    );
    const state = screen.getByTestId('share-state');
    expect(state).toHaveTextContent(
      'This booking was cancelled. ₹2,400 of your share has been refunded to your original payment method; banks take up to 5-7 working days to show it.',
    );
    expect(state).not.toHaveTextContent('is paid');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(
      <WithStore>
        <SharePayScreen token={TOKEN} share={{ ...SHARE, status: 'cancelled', payable: false, orderEnded: true }} />
      </WithStore>,
    );
    expect(screen.getByTestId('share-state')).toHaveTextContent('This booking was cancelled: you have nothing to pay.');
  });
});

describe('"Split the balance" on the order page', () => {
  it('starts with an equal split that adds up to the balance, re-splits on a new count, and checks an edited sum', () => {
    serve({});
    render(
      <WithStore>
        <SplitBalanceForm orderId={ORDER_ID} balance={4801} onDone={() => undefined} />
      </WithStore>,
    );
    const amounts = () => screen.getAllByLabelText('Amount (₹)').map((input) => (input as HTMLInputElement).value);
    expect(amounts()).toEqual(['2401', '2400']);
    expect(screen.getByTestId('split-sum')).toHaveTextContent('Total ₹4,801 of ₹4,801');
    fireEvent.change(screen.getByLabelText('Number of co-hosts'), { target: { value: '3' } });
    expect(amounts()).toEqual(['1601', '1600', '1600']);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['2', '3', '4', '5']);
    fireEvent.change(screen.getAllByLabelText('Amount (₹)')[0]!, { target: { value: '1000' } });
    expect(screen.getByTestId('split-problem')).toHaveTextContent('The shares add up to ₹4200, but the balance is ₹4801.');
    expect(screen.getByRole('button', { name: 'Send payment links' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Split equally' }));
    expect(amounts()).toEqual(['1601', '1600', '1600']);
    expect(screen.queryByTestId('split-problem')).toBeNull();
  });

  it('sends names, phones and amounts once every co-host has a name and a valid mobile number', async () => {
    const server = serve({ 'POST /api/payment_gateway/split': { data: splitView() } });
    const done = vi.fn();
    render(
      <WithStore>
        <SplitBalanceForm orderId={ORDER_ID} balance={3000} onDone={done} />
      </WithStore>,
    );
    const send = screen.getByRole('button', { name: 'Send payment links' });
    expect(send).toBeDisabled();
    const shares = screen.getAllByTestId('split-share');
    for (const [i, [name, phone]] of [
      ['Meera', '+91 98765 11111'],
      ['Kabir', '9876522222'],
    ].entries()) {
      fireEvent.change(within(shares[i]!).getByLabelText('Name'), { target: { value: name } });
      fireEvent.change(within(shares[i]!).getByLabelText('Mobile number'), { target: { value: phone } });
    }
    expect(send).toBeEnabled();
    fireEvent.click(send);
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(server.seen[0]!.body).toEqual({
      orderId: ORDER_ID,
      shares: [
        { name: 'Meera', phone: '9876511111', amount: 1500 },
        { name: 'Kabir', phone: '9876522222', amount: 1500 },
      ],
    });
  });

  it('lists the shares and who has paid, what co-hosts and the host still owe', async () => {
    serve({
      [`GET /api/payment_gateway/split/${ORDER_ID}`]: {
        data: splitView({
          balance: 2400,
          withCoHosts: 2400,
          hostDue: 0,
          canSplit: false,
          shares: [
            {
              id: 'a',
              name: 'Meera',
              phone: '******1111',
              payUrl: null,
              amount: 2400,
              status: 'paid',
              paidAt: '2026-03-02T10:00:00.000Z',
            },
            { id: 'b', name: 'Kabir', phone: '******2222', payUrl: null, amount: 2400, status: 'pending', paidAt: null },
          ],
        }),
      },
    });
    render(
      <WithStore>
        <SplitBalanceSection order={orderDetails()} />
      </WithStore>,
    );
    const list = await screen.findByTestId('split-shares');
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Meera ₹2,400Paid · ******1111', 'Kabir ₹2,400Not paid yet · ******2222']);
    expect(screen.getByTestId('split-owed')).toHaveTextContent('Co-hosts still to pay ₹2,400 · You pay ₹0');
    expect(screen.getByTestId('split-note')).toHaveTextContent('Paying the whole balance yourself cancels the shares not paid yet.');
    expect(screen.queryByRole('button', { name: /split/i })).toBeNull();
  });

  it('shows the host each unpaid share’s pay link to copy or share, and "Change the split" starts from the current one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    const share = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { share });
    const server = serve({
      'POST /api/payment_gateway/split': { data: splitView() },
      [`GET /api/payment_gateway/split/${ORDER_ID}`]: {
        data: splitView({
          withCoHosts: 4800,
          hostDue: 0,
          shares: [
            {
              id: SHARE_A,
              name: 'Meera',
              phone: '******1111',
              payUrl: `/pay/share/${TOKEN}`,
              amount: 3000,
              status: 'pending',
              paidAt: null,
            },
            { id: SHARE_B, name: 'Kabir', phone: '******2222', payUrl: '/pay/share/other', amount: 1800, status: 'pending', paidAt: null },
          ],
        }),
      },
    });
    render(
      <WithStore>
        <SplitBalanceSection order={orderDetails()} />
      </WithStore>,
    );
    const link = await screen.findByRole('textbox', { name: 'Pay link for Meera' });
    expect(link).toHaveValue(`${window.location.origin}/pay/share/${TOKEN}`);
    expect(screen.getByRole('textbox', { name: 'Pay link for Kabir' })).toHaveValue(`${window.location.origin}/pay/share/other`);
    const meera = within(screen.getByTestId('split-shares')).getAllByRole('listitem')[0]!;
    fireEvent.click(within(meera).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/pay/share/${TOKEN}`));
    expect(await within(meera).findByText('Link copied')).toBeInTheDocument();
    fireEvent.click(within(meera).getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${window.location.origin}/pay/share/${TOKEN}` }));

    fireEvent.click(screen.getByRole('button', { name: 'Change the split' }));
    const form = screen.getByRole('form', { name: 'Split the balance' });
    const rows = within(form).getAllByTestId('split-share');
    const field = (row: HTMLElement, label: string) => within(row).getByLabelText(label) as HTMLInputElement;
    expect(rows.map((row) => [field(row, 'Name').value, field(row, 'Mobile number').placeholder, field(row, 'Amount (₹)').value])).toEqual([
      ['Meera', 'Same as now: ******1111', '3000'],
      ['Kabir', 'Same as now: ******2222', '1800'],
    ]);
    // the host changes only the amounts (and may type a new number): the numbers are kept by their shares
    fireEvent.change(field(rows[0]!, 'Amount (₹)'), { target: { value: '2800' } });
    fireEvent.change(field(rows[1]!, 'Amount (₹)'), { target: { value: '2000' } });
    fireEvent.change(field(rows[1]!, 'Mobile number'), { target: { value: '9876533333' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send payment links' }));
    const posted = () => server.seen.filter((request) => request.method === 'POST');
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toEqual({
      orderId: ORDER_ID,
      shares: [
        { name: 'Meera', sameAs: SHARE_A, amount: 2800 },
        { name: 'Kabir', phone: '9876533333', amount: 2000 },
      ],
    });
  });

  it('offers "Split the balance" while it can be split, and shows nothing when there is no split and none can be made', async () => {
    serve({ [`GET /api/payment_gateway/split/${ORDER_ID}`]: { data: splitView() } });
    render(
      <WithStore>
        <SplitBalanceSection order={orderDetails()} />
      </WithStore>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Split the balance' }));
    expect(screen.getByRole('form', { name: 'Split the balance' })).toBeInTheDocument();
    cleanup();
    serve({ [`GET /api/payment_gateway/split/${ORDER_ID}`]: { data: splitView({ canSplit: false }) } });
    render(
      <WithStore>
        <SplitBalanceSection order={orderDetails()} />
      </WithStore>,
    );
    await waitFor(() => expect(screen.queryByTestId('order-split')).toBeNull());
  });
});

describe('the share result page', () => {
  it('asks the server with the attempt and its proof, then thanks the co-host for a paid share', async () => {
    const { default: ShareResultScreen } = await import('../../../../components/payments/ShareResultScreen');
    const server = serve({
      'POST /api/payment_gateway/split/status': { data: { ...SHARE, status: 'paid', payable: false, receiptNumber: 'RC-ABCD2345' } },
    });
    render(
      <WithStore>
        <ShareResultScreen
          attemptId={ATTEMPT_ID}
          proof={{ providerOrderId: 'sbx_order_1', providerPaymentId: 'sbx_pay_1', signature: 'abc' }}
        />
      </WithStore>,
    );
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByTestId('share-state')).toHaveTextContent('Receipt RC-ABCD2345');
    expect(server.seen[0]!.body).toEqual({
      attemptId: ATTEMPT_ID,
      providerOrderId: 'sbx_order_1',
      providerPaymentId: 'sbx_pay_1',
      signature: 'abc',
    });
  });

  it('gives the co-host who paid a link to their receipt, which their pay link’s page shows', async () => {
    const { default: ShareResultScreen } = await import('../../../../components/payments/ShareResultScreen');
    const paid: SharePublic = {
      ...SHARE,
      status: 'paid',
      payable: false,
      receiptNumber: 'RC-ABCD2345',
      paidAt: '2026-03-02T10:00:00.000Z',
    };
    serve({ 'POST /api/payment_gateway/split/status': { data: paid } });
    window.sessionStorage.setItem(`shareLink:${ATTEMPT_ID}`, TOKEN);
    render(
      <WithStore>
        <ShareResultScreen attemptId={ATTEMPT_ID} proof={{}} />
      </WithStore>,
    );
    expect(await screen.findByRole('link', { name: 'See your receipt' })).toHaveAttribute('href', `/pay/share/${TOKEN}#receipt`);
    cleanup();
    const html = renderToString(
      <WithStore>
        <SharePayScreen token={TOKEN} share={paid} />
      </WithStore>,
    );
    expect(html).toContain('id="receipt"');
    expect(html).toContain('Receipt RC-ABCD2345');
    expect(html).toContain('2 Mar 2026');
  });

  it('offers to check again while the bank has not confirmed the payment', async () => {
    const { default: ShareResultScreen } = await import('../../../../components/payments/ShareResultScreen');
    serve({ 'POST /api/payment_gateway/split/status': { data: { ...SHARE, confirming: true } } });
    render(
      <WithStore>
        <ShareResultScreen attemptId={ATTEMPT_ID} proof={{}} />
      </WithStore>,
    );
    expect(await screen.findByTestId('share-state')).toHaveTextContent('being confirmed with the bank');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
  });
});
