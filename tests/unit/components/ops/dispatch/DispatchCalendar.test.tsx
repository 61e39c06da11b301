// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DispatchCalendar from '../../../../../components/ops/dispatch/DispatchCalendar';
import type { DispatchBoard, DispatchJob } from '../../../../../lib/contracts/opsDispatch';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ops/dispatch', replace: vi.fn() }) }));

const job = (n: number, over: Partial<DispatchJob> = {}): DispatchJob => ({
  _id: `order-${n}`,
  orderNumber: `PS-00000${n}`,
  service: 'chef',
  serviceName: 'Chef for Party',
  status: 1,
  statusLabel: 'Accepted',
  eventDate: '2026-11-23',
  slotLabel: '07:00 PM - 08:00 PM',
  // 19:00 to 22:00 IST
  startsAt: '2026-11-23T13:30:00.000Z',
  endsAt: '2026-11-23T16:30:00.000Z',
  ...over,
});

const board = (view: 'day' | 'week'): DispatchBoard => ({
  view,
  date: '2026-11-23',
  from: '2026-11-23',
  to: view === 'day' ? '2026-11-23' : '2026-11-29',
  days:
    view === 'day' ? ['2026-11-23'] : ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
  service: null,
  providers: [
    {
      _id: 'p1',
      name: 'Ramesh Kumar',
      services: ['chef'],
      active: true,
      jobs: [job(1), job(2, { eventDate: '2026-11-25', startsAt: '2026-11-25T06:30:00.000Z', endsAt: '2026-11-25T09:30:00.000Z' })],
    },
    { _id: 'p2', name: 'Zubin Retired', services: ['chef'], active: false, jobs: [] },
  ],
  truncated: false,
  unassigned: [job(3, { status: 0, statusLabel: 'Booked', startsAt: '2026-11-23T03:30:00.000Z' })],
});

afterEach(cleanup);

describe('the dispatch calendar', () => {
  it('day view: a row per provider, the day’s jobs as blocks placed on their hours and linking to their orders; the unassigned beside', () => {
    render(<DispatchCalendar board={board('day')} today="2026-11-22" />);
    const rows = screen.getAllByTestId('dispatch-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Ramesh Kumar', 'Zubin RetiredDeactivated']);
    const block = within(rows[0]!).getByTestId('dispatch-job');
    expect(within(block).getByRole('link', { name: 'PS-000001' }).getAttribute('href')).toBe('/ops/orders/order-1');
    expect(block.textContent).toContain('Chef for Party · Accepted');
    expect(block.textContent).toContain('7:00 PM – 10:00 PM');
    // 7 PM is 13 of the 18 hours shown from 6 AM; 3 hours wide
    expect(block.style.left).toMatch(/^72\.22/);
    expect(block.style.width).toMatch(/^16\.66/);
    const unassigned = screen.getByTestId('dispatch-unassigned');
    expect(unassigned.textContent).toContain('PS-000003');
    expect(within(unassigned).getByRole('link', { name: 'Assign PS-000003 on its order page' }).getAttribute('href')).toBe(
      '/ops/orders/order-3',
    );
    expect(screen.getByRole('link', { name: 'Next day' }).getAttribute('href')).toBe('/ops/dispatch?date=2026-11-24&view=day');
    expect(screen.getByRole('link', { name: 'Today' }).getAttribute('href')).toBe('/ops/dispatch?date=2026-11-22&view=day');
  });

  it('day view is a table a screen reader can walk: as many column headers as cells in each row, the hours one of them', () => {
    render(<DispatchCalendar board={board('day')} today="2026-11-22" />);
    const table = screen.getByRole('table', { name: /^Jobs on / });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-label') ?? header.textContent)).toEqual([
      'Provider',
      'Jobs, 6 AM to midnight',
    ]);
    for (const row of screen.getAllByTestId('dispatch-row'))
      expect(within(row).getAllByRole('rowheader').length + within(row).getAllByRole('cell').length).toBe(headers.length);
  });

  it('week view: Monday to Sunday, each job under its day, each day linking to its day view', () => {
    render(<DispatchCalendar board={board('week')} today="2026-11-22" />);
    const [header] = screen.getAllByRole('rowgroup');
    const days = within(header!)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual(['Mon, 23 Nov', '/ops/dispatch?date=2026-11-23&view=day']);
    const [ramesh] = screen.getAllByTestId('dispatch-row');
    const cells = within(ramesh!).getAllByRole('cell');
    expect(within(cells[0]!).getByTestId('dispatch-job').textContent).toContain('PS-000001');
    expect(within(cells[2]!).getByTestId('dispatch-job').textContent).toContain('PS-000002');
    expect(within(cells[1]!).queryByTestId('dispatch-job')).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous week' }).getAttribute('href')).toBe('/ops/dispatch?date=2026-11-16&view=week');
    expect(screen.getByTestId('dispatch-unassigned').textContent).toContain('23 Nov 2026');
  });
});
