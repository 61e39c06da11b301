// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProviderCard from '../../../../components/orders/ProviderCard';
import StartCode from '../../../../components/orders/StartCode';

describe("the order page's provider card", () => {
  it("shows the provider's first name and photo, and the start code to share when there is one", () => {
    render(
      <>
        <StartCode code="0427" />
        <ProviderCard provider={{ firstName: 'Ramesh', photoUrl: '/api/order/provider_photo/x?expires=1&signature=ab' }} />
      </>,
    );
    expect(screen.getByTestId('order-provider-name').textContent).toBe('Ramesh');
    expect(screen.getByRole('img', { name: 'Ramesh' }).getAttribute('src')).toBe('/api/order/provider_photo/x?expires=1&signature=ab');
    expect(screen.getByTestId('order-start-code').textContent).toBe('Share this code with your provider when they arrive:0427');
  });

  it('falls back to the initial without a photo, or when the photo fails to load; no code block in the card', () => {
    render(<ProviderCard provider={{ firstName: 'sunita', photoUrl: null }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('order-provider').textContent).toContain('S');
    expect(screen.queryByTestId('order-start-code')).toBeNull();
    cleanup();
    render(<ProviderCard provider={{ firstName: 'Anil', photoUrl: '/api/order/provider_photo/y?expires=1&signature=cd' }} />);
    fireEvent.error(screen.getByRole('img', { name: 'Anil' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('order-provider').textContent).toMatch(/^AYour provider/);
  });
});
