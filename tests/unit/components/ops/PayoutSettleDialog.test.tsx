// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PayoutsDesk from '../../../../components/ops/PayoutsDesk';
import type { PayoutView } from '../../../../lib/contracts/payouts';
import { renderInConsole } from '../console/renderInConsole';

const HELD_ID = '0b7f4f4e-8a5c-4c4e-9d7e-3f2a1b0c9d8e';
const HELD: PayoutView = {
  _id: HELD_ID,
  providerId: '6f1c1a52-2d1b-4c57-9a55-9b3e0f7c0d11',
  providerName: 'Kavya Rao',
  periodFrom: '2026-11-30',
  periodTo: '2026-12-06',
  status: 'queued',
  amountPaise: 60_245,
  tdsPaise: -70,
  jobs: 1,
  gateway: 'razorpayx',
  utr: null,
  failureReason: 'Sent before without an answer; kept until the gateway confirms what became of it (refused: HTTP 400)',
  held: true,
  paidAfterFailed: false,
  createdAt: '2026-12-07T04:30:00.000Z',
  paidAt: null,
};
const PAID: PayoutView = {
  ...HELD,
  _id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  providerName: 'Imran Khan',
  status: 'paid',
  held: false,
  failureReason: null,
  utr: 'SBX123456789',
};
/** Failed by us, then paid at the gateway after all. */
const PAID_AFTER_FAILED: PayoutView = {
  ...PAID,
  _id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  providerName: 'Sana Sheikh',
  status: 'failed',
  paidAfterFailed: true,
  utr: 'SBXLATE00001',
};

const mocks = vi.hoisted(() => ({
  calls: [] as { method?: string; path: string; body?: unknown }[],
  settle: { status: 200, message: 'Payout recorded as paid' } as { status: number; message: string },
}));
vi.mock('../../../../services/consoleBaseQuery', async (real) =>
  (await import('../console/stubTransport')).withStubTransport(await real(), (request) => {
    mocks.calls.push(request);
    if (request.path.endsWith('/settle')) {
      return mocks.settle.status === 200
        ? { ...mocks.settle, data: { _id: HELD_ID, status: 'paid', utr: '123456789012', failureReason: null } }
        : mocks.settle;
    }
    return { status: 200, message: 'Payouts', data: { payouts: [HELD, PAID, PAID_AFTER_FAILED] } };
  }),
);
vi.mock('next/router', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), asPath: '/ops/finance' }) }));

const settleCalls = () => mocks.calls.filter((call) => call.path.endsWith('/settle'));

describe('settling a held payout on the payouts desk', () => {
  afterEach(() => {
    cleanup();
    mocks.calls.length = 0;
    mocks.settle = { status: 200, message: 'Payout recorded as paid' };
  });

  it('a held payout shows why it is held; only admins get Settle, and only on it', async () => {
    renderInConsole(<PayoutsDesk canRun={false} />);
    const [held] = await screen.findAllByTestId('payout-row');
    expect(within(held!).getByTestId('payout-held-reason').textContent).toContain('Sent before without an answer');
    expect(within(held!).queryByRole('button', { name: /Settle/ })).toBeNull();
    cleanup();

    renderInConsole(<PayoutsDesk canRun />);
    const rows = await screen.findAllByTestId('payout-row');
    expect(within(rows[0]!).getByRole('button', { name: 'Settle the payout to Kavya Rao' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: /Settle/ })).toBeNull();
    expect(within(rows[1]!).queryByTestId('payout-held-reason')).toBeNull();
    // a payout the gateway paid after we failed it is an alert on its row, never settled here
    expect(within(rows[1]!).queryByTestId('payout-paid-after-failed')).toBeNull();
    expect(within(rows[2]!).getByTestId('payout-paid-after-failed').textContent).toContain(
      'Paid after it was marked failed (UTR SBXLATE00001)',
    );
    expect(within(rows[2]!).queryByRole('button', { name: /Settle/ })).toBeNull();
  });

  it('"It was paid" needs a UTR of a bank’s shape, then records it and says so', async () => {
    renderInConsole(<PayoutsDesk canRun />);
    fireEvent.click(await screen.findByRole('button', { name: 'Settle the payout to Kavya Rao' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('₹602.45');
    const record = within(dialog).getByRole('button', { name: 'Record' }) as HTMLButtonElement;
    expect(record.disabled).toBe(true);
    const utr = within(dialog).getByRole('textbox', { name: /UTR/ });
    fireEvent.change(utr, { target: { value: 'UTR-12' } });
    expect(record.disabled).toBe(true);
    fireEvent.change(utr, { target: { value: ' 123456789012 ' } });
    expect(record.disabled).toBe(false);
    fireEvent.click(record);
    expect((await screen.findByTestId('payout-run-result')).textContent).toContain('Payout recorded as paid');
    expect(settleCalls()).toEqual([
      { method: 'POST', path: `/api/ops/payouts/${HELD_ID}/settle`, body: { outcome: 'paid', utr: '123456789012' } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"It was not paid" needs a note; a refusal stays in the dialog', async () => {
    mocks.settle = { status: 409, message: 'Only a payout held after a send can be settled; this one is paid.' };
    renderInConsole(<PayoutsDesk canRun />);
    fireEvent.click(await screen.findByRole('button', { name: 'Settle the payout to Kavya Rao' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('It was not paid'));
    const record = within(dialog).getByRole('button', { name: 'Record' }) as HTMLButtonElement;
    expect(record.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /How you know/ }), {
      target: { value: 'Not on the statement of 14 Dec' },
    });
    fireEvent.click(record);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('this one is paid');
    expect(settleCalls()).toEqual([
      { method: 'POST', path: `/api/ops/payouts/${HELD_ID}/settle`, body: { outcome: 'not_paid', note: 'Not on the statement of 14 Dec' } },
    ]);
  });
});
