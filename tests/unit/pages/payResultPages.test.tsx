// @vitest-environment jsdom
/**
 * The two payment result pages (/pay/result, and /pay/share/result for a co-host's share), built from one
 * `resultPage` (components/payments): what the server renders, which screen gets which id and proof, and the page
 * shown when the link names nothing.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PayResultPage from '../../../pages/pay/result';
import ShareResultPage from '../../../pages/pay/share/result';

const mocks = vi.hoisted(() => ({ router: { isReady: true, query: {} } as Pick<NextRouter, 'isReady' | 'query'> }));
vi.mock('next/router', () => ({ useRouter: () => mocks.router }));
// the screens poll the API through the store: here they only show what the page gave them
vi.mock('../../../components/payments/PaymentResultScreen', () => ({
  CHECKING_HEADING: 'Checking your payment',
  default: ({ orderId, proof }: { orderId: string; proof: object }) => <p>order screen {JSON.stringify({ orderId, proof })}</p>,
}));
vi.mock('../../../components/payments/ShareResultScreen', () => ({
  SHARE_CHECKING_HEADING: 'Checking your payment…',
  default: ({ attemptId, proof }: { attemptId: string; proof: object }) => <p>share screen {JSON.stringify({ attemptId, proof })}</p>,
}));

const PROOF = { providerOrderId: 'order_1', providerPaymentId: 'pay_1', signature: 'sig' };

/** The page's text in the server HTML (tags dropped). */
const serverText = (Page: ComponentType) =>
  renderToString(<Page />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('payment result pages', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('server-renders each page as its heading and "Loading…" only', () => {
    mocks.router = { isReady: true, query: { order: 'o1', attempt: 'a1', ...PROOF } };
    expect(serverText(PayResultPage)).toBe('Checking your payment Loading…');
    expect(serverText(ShareResultPage)).toBe('Checking your payment… Loading…');
    expect(renderToString(<PayResultPage />)).toContain('<h1');
    expect(renderToString(<ShareResultPage />)).toContain('<h1');
  });

  it('keeps the layout flags of both pages (no MUI, the store)', () => {
    expect([PayResultPage.usesMui, PayResultPage.usesStore]).toEqual([false, true]);
    expect([ShareResultPage.usesMui, ShareResultPage.usesStore]).toEqual([false, true]);
  });

  it("hands the URL's id (the first when repeated) and proof to the screen; the order's page needs a login", () => {
    mocks.router = { isReady: true, query: { order: ['o1', 'o2'], attempt: 'a1', ...PROOF } };
    const { unmount } = render(<PayResultPage />);
    expect(screen.getByText('Log in with your mobile number to see your payment.')).toBeInTheDocument();
    unmount();
    localStorage.setItem('isLoggedIn', 'true');
    render(<PayResultPage />);
    expect(screen.getByText(`order screen ${JSON.stringify({ orderId: 'o1', proof: PROOF })}`)).toBeInTheDocument();
    cleanup();
    localStorage.clear();
    render(<ShareResultPage />);
    expect(screen.getByText(`share screen ${JSON.stringify({ attemptId: 'a1', proof: PROOF })}`)).toBeInTheDocument();
  });

  it('says what is missing when the link names no order or payment', () => {
    mocks.router = { isReady: true, query: {} };
    localStorage.setItem('isLoggedIn', 'true');
    render(<PayResultPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order not found');
    expect(screen.getByText('This link does not name an order. My Orders lists every order you placed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orderlist');
    cleanup();
    render(<ShareResultPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment not found');
    expect(
      screen.getByText('This link does not name a payment. Open your payment link again to see where your share stands.'),
    ).toBeInTheDocument();
  });
});
