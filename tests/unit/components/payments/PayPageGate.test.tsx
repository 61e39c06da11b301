// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import PayPageGate from '../../../../components/payments/PayPageGate';

const gate = (ready: boolean, loginPrompt?: string) => (
  <PayPageGate heading="Payment receipt" ready={ready} loginPrompt={loginPrompt}>
    <p>the screen</p>
  </PayPageGate>
);

describe('PayPageGate (the pay pages)', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('server-renders the heading and "Loading…", never an empty page or the login prompt', () => {
    const html = renderToString(gate(true, 'Log in to see this receipt.'));
    expect(html).toContain('<h1');
    expect(html).toContain('Payment receipt');
    expect(html).toContain('Loading…');
    expect(html).not.toContain('Log in to see this receipt.');
    expect(html).not.toContain('the screen');
  });

  it('waits for the URL, then asks a logged-out customer to log in', () => {
    const { rerender } = render(gate(false, 'Log in to see this receipt.'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(gate(true, 'Log in to see this receipt.'));
    expect(screen.getByText('Log in to see this receipt.')).toBeInTheDocument();
    expect(screen.queryByText('the screen')).toBeNull();
  });

  it('shows the screen when logged in, or when the page needs no login (the sandbox gateway)', () => {
    const { unmount } = render(gate(true));
    expect(screen.getByText('the screen')).toBeInTheDocument();
    unmount();
    localStorage.setItem('isLoggedIn', 'true');
    render(gate(true, 'Log in to see this receipt.'));
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });
});
