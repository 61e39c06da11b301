// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TodayBoard from '../../../../../components/ops/desk/TodayBoard';
import type { FailedJob, TodayBoard as Board } from '../../../../../lib/contracts/opsDesk';
import { fakeOpsApi, renderOps } from './fakeOps';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ops', replace: vi.fn(async () => true) }) }));

const JOB_ID = '3f6b2c1a-9d8e-4f7a-b6c5-d4e3f2a1b0c9';
const ORDER_ID = '5ef2a2a4-19aa-4852-a79c-b6b4f8e001f7';

const invoice: FailedJob = {
  _id: JOB_ID,
  kind: 'tax.order_completed',
  label: 'Tax invoice',
  failedAt: '2026-12-07T04:30:00.000Z',
  attempts: 5,
  error: 'invoice series locked',
  orderId: ORDER_ID,
  orderNumber: 'PS-P5YSP5',
};
const legacy: FailedJob = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  kind: 'legacy.removed_job',
  label: 'legacy.removed_job',
  failedAt: '2026-12-06T04:30:00.000Z',
  attempts: 3,
  error: null,
  orderId: null,
  orderNumber: null,
};

/** A Today board with nothing on it but `failedJobs`. */
const boardWith = (items: FailedJob[], count = items.length): Board => ({
  today: '2026-12-07',
  generatedAt: '2026-12-07T04:30:00.000Z',
  days: [],
  unassigned: [],
  outsideHours: [],
  notArrived: [],
  awaitingCapture: { count: 0, items: [] },
  refunds: { count: 0, items: [] },
  newEnquiries: { count: 0, items: [] },
  supportFirstResponse: { counted: 0, answered: 0, medianSeconds: null, withinTargetShare: null, waitingNow: 0 },
  signInAlerts: [],
  failedJobs: { count, items },
});

const section = () => screen.getByRole('region', { name: 'Background work that failed' });

describe('TodayBoard: background work that failed', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each failed job with its label, time (IST), tries, error and order link; the count is the whole count', () => {
    render(<TodayBoard board={boardWith([invoice, legacy], 57)} canOpenEnquiries />);
    expect(within(section()).getByRole('heading').textContent).toContain('57');
    const rows = within(section()).getAllByTestId('failed-job');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Tax invoice');
    expect(rows[0]!.textContent).toContain('tax.order_completed');
    // 04:30 UTC is 10:00 IST
    expect(rows[0]!.textContent).toMatch(/10:00\s?AM/i);
    expect(rows[0]!.textContent).toContain('invoice series locked');
    expect(within(rows[0]!).getByRole('link', { name: 'PS-P5YSP5' }).getAttribute('href')).toBe(`/ops/orders/${ORDER_ID}`);
    // a kind no longer registered shows as itself, once; no order, no link
    expect(rows[1]!.textContent?.match(/legacy\.removed_job/g)).toHaveLength(1);
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    // not an admin: no Try again
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('says so when nothing failed', () => {
    render(<TodayBoard board={boardWith([])} canOpenEnquiries canRetryJobs />);
    expect(section().textContent).toContain('Nothing failed.');
    expect(within(section()).queryByRole('table')).toBeNull();
  });

  it('an admin tries a job again: POST /api/ops/jobs/{id}/retry, and the server’s answer is shown', async () => {
    const { sent } = fakeOpsApi(() => ({
      status: 202,
      message: 'The job will run again shortly',
      data: { _id: JOB_ID, kind: 'tax.order_completed', label: 'Tax invoice' },
    }));
    renderOps(<TodayBoard board={boardWith([invoice, legacy])} canOpenEnquiries canRetryJobs />);
    const buttons = within(section()).getAllByRole('button', { name: /^Try .* again$/ });
    expect(buttons).toHaveLength(2);
    fireEvent.click(within(section()).getByRole('button', { name: 'Try Tax invoice again' }));
    await screen.findByText('The job will run again shortly');
    expect(sent).toEqual([{ method: 'POST', path: `/api/ops/jobs/${JOB_ID}/retry`, body: undefined }]);
  });

  it('shows the refusal when the job was tried again already', async () => {
    fakeOpsApi(() => ({ status: 409, message: 'This job has been tried again already.' }));
    renderOps(<TodayBoard board={boardWith([invoice])} canOpenEnquiries canRetryJobs />);
    fireEvent.click(within(section()).getByRole('button', { name: 'Try Tax invoice again' }));
    expect((await screen.findByRole('alert')).textContent).toContain('tried again already');
  });
});
