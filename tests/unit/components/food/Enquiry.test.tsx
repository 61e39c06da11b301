// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EnquiryForm from '../../../../components/food/EnquiryForm';
import GuestPicker from '../../../../components/food/GuestPicker';
import { enquiryCities, enquiryLimits } from '../../../../data/food/landing';
import { ROUTES } from '../../../../lib/routes';
import { StoreHost } from '../../../../store/StoreHost';
import { fakeApi } from '../payments/fakeApi';

const mocks = vi.hoisted(() => ({
  apiRequest: (() => Promise.reject(new Error('no fake server'))) as (config: unknown) => Promise<unknown>,
}));
vi.mock('../../../../services/apiClient', () => ({ apiRequest: (config: unknown) => mocks.apiRequest(config) }));
vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/caterers', asPath: '/caterers', query: {}, push: vi.fn(), prefetch: vi.fn() }),
}));

const scrolled: Element[] = [];

describe('food enquiry', () => {
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('sends a buffet party over 100 guests to the live-catering enquiry with its guest count, delivery to the bulk one', () => {
    const { unmount } = render(<GuestPicker service="buffet" guests={100} onChange={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/Number of guests/), { target: { value: '150' } });
    expect(screen.getByRole('link', { name: /enquiry/ })).toHaveAttribute('href', `${ROUTES.caterers}?guests=150#enquiry`);
    unmount();
    render(<GuestPicker service="delivery" guests={100} onChange={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/Number of guests/), { target: { value: '120' } });
    expect(screen.getByRole('link', { name: /enquiry/ })).toHaveAttribute('href', `${ROUTES.bulkFoodDelivery}?guests=120#enquiry`);
  });

  it('fills in the guest count carried in the address', async () => {
    window.history.replaceState(null, '', '/caterers?guests=150');
    render(<EnquiryForm service="caterer" cities={enquiryCities()} limits={enquiryLimits()} />);
    await waitFor(() => expect(screen.getByLabelText('Number of guests')).toHaveValue(150), { timeout: 5000 });
  });

  it('once stored, brings the reference into view and focuses it (a screen reader reads it)', async () => {
    const server = fakeApi({
      'POST /api/leads': { status: 201, message: 'Thank you! We will call you back.', data: { reference: 'EQ-7K2M9P' } },
    });
    mocks.apiRequest = server.apiRequest as typeof mocks.apiRequest;
    render(
      <StoreHost>
        <EnquiryForm service="caterer" cities={enquiryCities()} limits={enquiryLimits()} />
      </StoreHost>,
    );
    const send = screen.getByRole('button', { name: 'Send enquiry' });
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 5000 });
    fireEvent.submit(send.closest('form')!);
    const confirmation = screen.getByTestId('enquiry-confirmation');
    await waitFor(() => expect(confirmation).toHaveTextContent('EQ-7K2M9P'), { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(confirmation), { timeout: 5000 });
    expect(scrolled).toContain(confirmation);
    expect(confirmation).toHaveAttribute('role', 'status');
  });
});
