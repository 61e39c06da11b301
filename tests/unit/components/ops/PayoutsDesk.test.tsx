// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PayoutsDesk from '../../../../components/ops/PayoutsDesk';
import PayoutStatements from '../../../../components/partner/earnings/PayoutStatements';
import type { PayoutRunResultView, PayoutStatementView, PayoutView } from '../../../../lib/contracts/payouts';
import { renderInConsole } from '../console/renderInConsole';

const PAYOUT_ID = '0b7f4f4e-8a5c-4c4e-9d7e-3f2a1b0c9d8e';
const PAYOUT: PayoutView = {
  _id: PAYOUT_ID,
  providerId: '6f1c1a52-2d1b-4c57-9a55-9b3e0f7c0d11',
  providerName: 'Kavya Rao',
  periodFrom: '2026-11-30',
  periodTo: '2026-12-06',
  status: 'paid',
  amountPaise: 60_245,
  tdsPaise: -70,
  jobs: 1,
  gateway: 'sandbox',
  utr: 'SBX123456789',
  failureReason: null,
  held: false,
  paidAfterFailed: false,
  createdAt: '2026-12-07T04:30:00.000Z',
  paidAt: '2026-12-07T04:31:00.000Z',
};
const STATEMENT: PayoutStatementView = {
  ...PAYOUT,
  orderValuePaise: 70_050,
  commissionPaise: 14_010,
  earningsPaise: 56_040,
  deductionsPaise: -725,
  tipsPaise: 5_000,
  lines: [
    {
      orderId: '5ef2a2a4-19aa-4852-a79c-b6b4f8e001f7',
      orderNumber: 'PS-P5YSP5',
      eventDate: '2026-12-05',
      orderValuePaise: 70_050,
      commissionPaise: 14_010,
      deductionsPaise: -725,
      tipsPaise: 5_000,
      tdsPaise: -70,
      netPaise: 60_245,
    },
  ],
  tdsNote: 'TDS under section 194-O of the Income-tax Act, 1961 at 0.1%',
};
const RUN: PayoutRunResultView = {
  runId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  periodFrom: '2026-11-30',
  periodTo: '2026-12-06',
  created: 1,
  createdPaise: 60_245,
  unverified: 2,
  belowMinimum: 0,
  claimedElsewhere: 0,
  status: { checked: 1, paid: 1, failed: 0, reversed: 0, open: 0 },
};

const mocks = vi.hoisted(() => ({ calls: [] as { method?: string; path: string }[] }));
vi.mock('../../../../services/consoleBaseQuery', async (real) =>
  (await import('../console/stubTransport')).withStubTransport(await real(), (request) => {
    mocks.calls.push({ method: request.method, path: request.path });
    if (request.path === '/api/ops/payouts/run') return { status: 200, message: 'Payouts run', data: RUN };
    if (request.path === '/api/ops/payouts') return { status: 200, message: 'Payouts', data: { payouts: [PAYOUT] } };
    return { status: 200, message: 'Payout statement', data: STATEMENT };
  }),
);
vi.mock('next/router', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), asPath: '/ops/finance' }) }));

describe('payouts in the console and the partner app', () => {
  afterEach(() => {
    cleanup();
    mocks.calls.length = 0;
  });

  it('lists payouts and opens a statement whose lines and totals are shown to the paisa', async () => {
    renderInConsole(<PayoutsDesk canRun={false} />);
    const row = await screen.findByTestId('payout-row');
    expect(row.textContent).toContain('Kavya Rao');
    expect(row.textContent).toContain('₹602.45');
    expect(screen.queryByTestId('run-payouts')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Show' }));
    const statement = await screen.findByTestId('payout-statement');
    expect(statement.textContent).toContain('PS-P5YSP5');
    expect(statement.textContent).toContain('Net paid₹602.45');
    expect(statement.textContent).toContain('194-O');
    expect(mocks.calls.map((call) => call.path)).toContain(`/api/ops/payouts/${PAYOUT_ID}`);
  });

  it('an admin runs the payouts and sees what the run did', async () => {
    renderInConsole(<PayoutsDesk canRun />);
    fireEvent.click(await screen.findByTestId('run-payouts'));
    const result = await screen.findByTestId('payout-run-result');
    expect(result.textContent).toContain('1 payout created (₹602.45)');
    expect(result.textContent).toContain('2 without a verified bank account');
    expect(mocks.calls).toContainEqual({ method: 'POST', path: '/api/ops/payouts/run' });
  });

  it('the partner app lists the provider’s statements and opens one', async () => {
    renderInConsole(
      <PayoutStatements
        statements={[
          {
            _id: PAYOUT_ID,
            periodFrom: '2026-11-30',
            periodTo: '2026-12-06',
            paidAt: PAYOUT.paidAt,
            status: 'paid',
            amountPaise: 60_245,
            tdsPaise: -70,
          },
        ]}
      />,
    );
    const item = screen.getByTestId('payout-statement-item');
    expect(item.textContent).toContain('₹602.45');
    fireEvent.click(within(item).getByRole('button'));
    expect((await screen.findByTestId('payout-statement')).textContent).toContain('PS-P5YSP5');
    expect(mocks.calls.map((call) => call.path)).toContain(`/api/partner/payouts/${PAYOUT_ID}`);
  });
});
