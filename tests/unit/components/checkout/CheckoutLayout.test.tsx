// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import CheckoutLayout, { type CheckoutContent } from '../../../../components/checkout/CheckoutLayout';

vi.mock('../../../../components/common/ConfirmOrderActions', () => ({
  default: ({ busy, onConfirm, backHref }: { busy: boolean; onConfirm: () => void; backHref: string }) => (
    <div data-testid="confirm-actions" data-back={backHref}>
      <button type="button" disabled={busy} onClick={onConfirm}>
        Confirm Order
      </button>
    </div>
  ),
}));

const missing = {
  text: 'Your booking details were not found. Please start again.',
  href: '/book-chef-cook-for-party',
  label: 'Choose dishes',
};
const content = (overrides: Partial<CheckoutContent> = {}): CheckoutContent => ({
  summaryTitle: 'Chef for Party',
  summary: <p>15 people · 3 dishes</p>,
  fields: <section aria-label="When">date and slot</section>,
  bill: [
    { kind: 'total', label: 'Total', amount: 1000 },
    { kind: 'advance', label: 'Advance to pay now (20%)', amount: 200 },
  ],
  billTestId: 'chef-bill',
  error: null,
  busy: false,
  onConfirm: () => undefined,
  backHref: '/order-details',
  ...overrides,
});

/** One checkout skeleton that the chef, decoration, food and photography checkouts fill. */
describe('CheckoutLayout', () => {
  it('renders an empty frame until the draft is known (no flash of "not found")', () => {
    const { container } = render(
      <CheckoutLayout heading="Confirm Order" draftKnown={false} placed={null} content={null} missing={missing} />,
    );
    expect(container.textContent).toBe('');
  });

  it('says what is missing and links back to finish the booking', () => {
    render(
      <CheckoutLayout heading="Checkout" progress={<ol aria-label="Steps" />} draftKnown placed={null} content={null} missing={missing} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByLabelText('Steps')).toBeTruthy();
    expect(screen.getByText(missing.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose dishes' }).getAttribute('href')).toBe(missing.href);
    expect(screen.queryByTestId('checkout-summary')).toBeNull();
  });

  it('lays out summary, the service fields and the policy, then the bill, the error and Confirm with Back', () => {
    render(
      <CheckoutLayout
        heading="Confirm Order"
        draftKnown
        placed={null}
        content={content({ error: 'This slot was just taken.', billNote: <p>FSSAI licence</p> })}
        missing={missing}
      />,
    );
    const summary = screen.getByTestId('checkout-summary');
    expect(within(summary).getByRole('heading', { level: 2, name: 'Chef for Party' })).toBeTruthy();
    expect(within(summary).getByText('15 people · 3 dishes')).toBeTruthy();
    const order = [
      summary,
      screen.getByLabelText('When'),
      screen.getByRole('heading', { name: 'Cancellation policy' }),
      screen.getByTestId('chef-bill'),
      screen.getByText('FSSAI licence'),
      screen.getByRole('alert'),
      screen.getByTestId('confirm-actions'),
    ];
    for (let i = 1; i < order.length; i += 1) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByRole('alert').textContent).toBe('This slot was just taken.');
    expect(screen.getByTestId('confirm-actions').getAttribute('data-back')).toBe('/order-details');
  });

  it('shows no alert without an error', () => {
    render(<CheckoutLayout heading="Confirm Order" draftKnown placed={null} content={content()} missing={missing} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the four checkout screens', () => {
  const screens = [
    'components/chef/ChefCheckoutScreen.tsx',
    'components/decoration/CheckoutScreen.tsx',
    'components/food/FoodCheckoutScreen.tsx',
    'components/photography/PhotographyCheckoutScreen.tsx',
  ];

  it.each(screens)('%s fills CheckoutLayout instead of repeating its skeleton', (file) => {
    const source = readFileSync(path.join(process.cwd(), file), 'utf8');
    expect(source).toMatch(/from '\.\.\/checkout\/CheckoutLayout'/);
    for (const part of ['BillSummary', 'CheckoutPolicy', 'ConfirmOrderActions', 'CheckoutPaymentIsland', 'checkAddress']) {
      expect(source).not.toMatch(new RegExp(`\\b${part}\\b`));
    }
  });
});
