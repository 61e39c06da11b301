// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BankAccountAnswer, PartnerEarnings } from '../../../../lib/contracts/earnings';
import PartnerHomePage from '../../../../pages/partner/index';
import PartnerEarningsPage from '../../../../pages/partner/earnings';

const EARNINGS: PartnerEarnings = {
  totals: { todayPaise: 4_900_050, weekPaise: 5_000_000, monthPaise: 12_345_678, duePaise: 4_900_050 },
  jobs: [
    {
      orderId: '5ef2a2a4-19aa-4852-a79c-b6b4f8e001f7',
      orderNumber: 'PS-P5YSP5',
      service: 'Chef for Party',
      eventDate: '2026-12-05',
      creditedAt: '2026-12-05T16:00:00.000Z',
      orderValuePaise: 70_000,
      commissionPaise: 14_000,
      deductionsPaise: -7_000,
      cashCollectedPaise: 0,
      tipsPaise: 0,
      tdsPaise: -70,
      netPaise: 48_930,
      paid: false,
    },
  ],
  statements: [],
};

// the page makes its own store (PartnerShell): its transport answers here
const mocks = vi.hoisted(() => ({
  calls: [] as { method?: string; path: string; body?: unknown }[],
  account: { account: null } as BankAccountAnswer,
}));
vi.mock('../../../../services/consoleBaseQuery', async (real) =>
  (await import('../console/stubTransport')).withStubTransport(await real(), (request) => {
    mocks.calls.push(request);
    if (request.path === '/api/partner/earnings') return { status: 200, message: 'Earnings', data: EARNINGS };
    if (request.path === '/api/partner/bank-account' && request.method === 'PUT') {
      mocks.account = {
        account: {
          holderName: 'Ramesh Kumar',
          accountNumberMasked: 'XXXXXX9012',
          ifsc: 'HDFC0001234',
          verified: false,
          verifiedAt: null,
          updatedAt: '2026-12-07T08:00:00.000Z',
        },
      };
      return { status: 200, message: 'Your bank account has been saved.', data: mocks.account };
    }
    if (request.path === '/api/partner/bank-account') return { status: 200, message: 'Bank account', data: mocks.account };
    return { status: 200, message: 'OK', data: { upcoming: [], recent: [] } };
  }),
);
vi.mock('next/router', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), asPath: '/partner' }) }));

const provider = { _id: 'p1', firstName: 'Ramesh', photoUrl: '/api/partner/photo?v=1' };

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/partner/earnings in the partner app', () => {
  afterEach(() => {
    cleanup();
    mocks.calls.length = 0;
    mocks.account = { account: null };
  });

  it('is linked from the job list', () => {
    render(<PartnerHomePage provider={provider} jobs={{ upcoming: [], recent: [] }} />);
    expect(screen.getByTestId('partner-earnings-link').getAttribute('href')).toBe('/partner/earnings');
  });

  it('shows the totals to the paisa, each job’s lines and an empty payouts list', async () => {
    render(<PartnerEarningsPage provider={provider} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My earnings' })).toBeTruthy();
    expect((await screen.findByTestId('earnings-today')).textContent).toBe('₹49,000.50');
    expect(screen.getByTestId('earnings-month').textContent).toBe('₹1,23,456.78');
    const job = screen.getByTestId('earning-job');
    for (const text of ['Chef for Party · PS-P5YSP5', '₹700.00', '-₹140.00', '-₹70.00', '-₹0.70', 'Due'])
      expect(within(job).getByText(text)).toBeTruthy();
    expect(within(job).getByTestId('earning-job-net').textContent).toBe('₹489.30');
    expect(screen.getByTestId('no-statements')).toBeTruthy();
    expect(mocks.calls).toContainEqual({ method: undefined, path: '/api/partner/earnings', body: undefined });
  });

  it('catches account numbers that differ and a malformed IFSC before sending', async () => {
    render(<PartnerEarningsPage provider={provider} />);
    await screen.findByTestId('earnings-today');
    type('Account holder name', 'Ramesh Kumar');
    type('Account number', '123456789012');
    type('Account number again', '123456789013');
    type('IFSC', 'HDFC1001234');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('The account numbers do not match')).toBeTruthy();
    expect(screen.getByText('IFSC must be 4 letters, a 0, then 6 letters or digits')).toBeTruthy();
    expect(mocks.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves the account (IFSC upper-cased) and shows it masked, waiting for verification', async () => {
    render(<PartnerEarningsPage provider={provider} />);
    await screen.findByTestId('earnings-today');
    type('Account holder name', 'Ramesh Kumar');
    type('Account number', '123456789012');
    type('Account number again', '123456789012');
    type('IFSC', 'hdfc0001234');
    fireEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Your bank account has been saved.')).toBeTruthy();
    expect(mocks.calls).toContainEqual({
      method: 'PUT',
      path: '/api/partner/bank-account',
      body: { holderName: 'Ramesh Kumar', accountNumber: '123456789012', accountNumberConfirm: '123456789012', ifsc: 'HDFC0001234' },
    });
    const current = await screen.findByTestId('bank-account-current');
    expect(current.textContent).toContain('XXXXXX9012');
    expect(current.textContent).toContain('Waiting for our team to verify it');
    expect(document.body.textContent).not.toContain('123456789012');
  });
});
