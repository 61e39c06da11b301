// @vitest-environment jsdom
/**
 * The finance desk page's content and the console menu: the figures to the paisa, the date range carried into the
 * form and the CSV link, and the Finance entry for admins and finance only (finance sees no order desk entries).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import FinanceDesk from '../../../../components/ops/FinanceDesk';
import OpsShell from '../../../../components/ops/OpsShell';
import type { StaffRole } from '../../../../lib/contracts/ops';
import type { FinanceSummary } from '../../../../lib/contracts/opsFinance';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ops/finance', replace: vi.fn() }) }));

const SUMMARY: FinanceSummary = {
  from: '2026-11-01',
  to: '2026-11-03',
  collections: [
    { gateway: 'cash', method: 'cash', count: 1, amountPaise: 56_000 },
    { gateway: 'razorpay', method: 'upi', count: 2, amountPaise: 1_23_456_78 },
  ],
  collectedPaise: 1_24_016_78,
  refunds: [{ status: 'processed', count: 2, amountPaise: 11_050 }],
  refundedPaise: 11_050,
  balances: { orders: 1, outstandingPaise: 56_000 },
};

const member = (role: StaffRole) => ({ _id: 's', phone: '', name: 'Farah', role, active: true, createdAt: '', updatedAt: '' });

describe('the finance desk', () => {
  afterEach(cleanup);

  it('shows the figures to the paisa, the range in the form and the CSV of the same days', () => {
    render(<FinanceDesk summary={SUMMARY} />);
    expect(screen.getByRole('heading', { name: 'Collections: ₹1,24,016.78' })).toBeTruthy();
    const collections = screen.getByRole('table', { name: 'Collections by gateway and method' });
    expect(within(collections).getByText('₹1,23,456.78')).toBeTruthy();
    expect(within(collections).getByText('₹560.00')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Refunds: ₹110.50' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Balances outstanding: ₹560.00' })).toBeTruthy();
    expect(screen.getByText(/1 order with an event in these days/)).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-03');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/ops/finance/summary?from=2026-11-01&to=2026-11-03&format=csv',
    );
    expect(screen.getByText(/tax collected by rate, provider payouts/)).toBeTruthy();
  });

  it('lists Finance in the menu for admins and finance only; finance sees the audit log and no order desk', () => {
    const links = (role: StaffRole) => {
      render(<OpsShell staff={member(role)} title="Finance" />);
      const names = screen.getAllByRole('link').map((link) => link.textContent);
      cleanup();
      return names;
    };
    expect(links('admin')).toContain('Finance');
    expect(links('finance')).toEqual(expect.arrayContaining(['Finance', 'Audit log']));
    expect(links('finance')).not.toContain('Orders');
    expect(links('operations')).not.toContain('Finance');
    expect(links('support')).not.toContain('Finance');
  });
});
