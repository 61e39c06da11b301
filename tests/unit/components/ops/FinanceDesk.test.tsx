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
  taxByRate: [
    { ratePercent: 5, documents: 1, taxableValuePaise: 9_524, cgstPaise: 238, sgstPaise: 238, igstPaise: 0 },
    { ratePercent: 18, documents: 3, taxableValuePaise: 1_00_000_00, cgstPaise: 9_00_000, sgstPaise: 9_00_000, igstPaise: -1_801 },
  ],
  payouts: { duePaise: 4_56_789_01, paidPaise: 12_345, commissionPaise: 99 },
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

  it("shows tax collected by rate, the GSTR-1 download of the range's month and the provider figures, to the paisa", () => {
    render(<FinanceDesk summary={SUMMARY} />);
    // 476 + 18,00,000 - 1,801 paise of tax
    expect(screen.getByRole('heading', { name: 'Tax collected: ₹17,986.75' })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Tax collected by rate' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Rate', 'Documents', 'Taxable value', 'CGST', 'SGST', 'IGST'],
      ['5%', '1', '₹95.24', '₹2.38', '₹2.38', '₹0.00'],
      ['18%', '3', '₹1,00,000.00', '₹9,000.00', '₹9,000.00', '-₹18.01'],
    ]);
    const gstr1 = screen.getByRole('form', { name: 'Download the GSTR-1 of a month' });
    expect(gstr1.getAttribute('action')).toBe('/api/ops/finance/gstr1');
    expect(gstr1.getAttribute('method')).toBe('get');
    expect((within(gstr1).getByLabelText(/GSTR-1 month/) as HTMLInputElement).value).toBe('2026-11');
    expect(within(gstr1).getByRole('button', { name: 'Download GSTR-1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Provider payouts due: ₹4,56,789.01' })).toBeTruthy();
    expect(screen.getByText(/paid to them in these days: ₹123.45/)).toBeTruthy();
    expect(screen.getByText(/Commission kept on the jobs earned in these days: ₹0.99/)).toBeTruthy();
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
