// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import TodayBoard from '../../../../../components/ops/desk/TodayBoard';
import type { TodayBoard as Board } from '../../../../../lib/contracts/opsDesk';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ops', replace: vi.fn() }) }));

const board: Board = {
  today: '2026-11-22',
  generatedAt: '2026-11-22T04:30:00.000Z',
  days: [
    { date: '2026-11-22', total: 2, counts: [{ status: 0, label: 'Booked', count: 2 }] },
    {
      date: '2026-11-23',
      total: 3,
      counts: [
        { status: 1, label: 'Accepted', count: 1 },
        { status: 4, label: 'Cancelled', count: 2 },
      ],
    },
  ],
  unassigned: [
    {
      _id: 'order-1',
      orderNumber: 'PS7K3M9Q',
      service: 'Chef for Party',
      status: 0,
      statusLabel: 'Booked',
      eventDate: '2026-11-23',
      slotLabel: '07:00 PM - 08:00 PM',
      startsAt: '2026-11-23T13:30:00.000Z',
      city: 'Noida',
      late: false,
      reason: null,
    },
  ],
  outsideHours: [],
  notArrived: [],
  awaitingCapture: { count: 0, items: [] },
  refunds: {
    count: 1,
    items: [
      {
        _id: 'r1',
        orderId: 'order-2',
        orderNumber: 'PS22222',
        status: 'failed',
        reason: 'cancellation',
        amountPaise: 125_000,
        flagged: true,
        createdAt: '2026-11-21T04:30:00.000Z',
      },
    ],
  },
  newEnquiries: {
    count: 1,
    items: [
      {
        _id: 'l1',
        reference: 'EQ-ABC123',
        service: 'caterer',
        city: 'noida',
        guests: 250,
        eventDate: '2026-12-20',
        createdAt: '2026-11-21T04:30:00.000Z',
      },
    ],
  },
  supportFirstResponse: { counted: 4, answered: 3, medianSeconds: 750, withinTargetShare: 0.6666, waitingNow: 2 },
  signInAlerts: [{ phoneRef: '0a1b2c3d4e5f', purpose: 'customer', budget: 'sends', at: '2026-11-21T05:00:00.000Z' }],
  failedJobs: { count: 0, items: [] },
};

describe('TodayBoard (the console’s today board)', () => {
  it('lists each order that needs a provider within 48 hours at the top, with a link to its order page', () => {
    render(<TodayBoard board={board} canOpenEnquiries />);
    const sections = screen.getAllByRole('region');
    expect(sections[0]!.getAttribute('aria-label')).toBe('Needs a provider');
    const row = screen.getByTestId('unassigned-order');
    expect(within(row).getByRole('link', { name: 'PS7K3M9Q' }).getAttribute('href')).toBe('/ops/orders/order-1');
    expect(row.textContent).toContain('07:00 PM - 08:00 PM');
    expect(row.textContent).not.toContain('Late');
    // nothing late: no alert
    expect(screen.queryByTestId('late-alert')).toBeNull();
  });

  it('marks late orders (started, nobody assigned), lists them first and raises an alert', () => {
    const late = {
      ...board.unassigned[0]!,
      _id: 'order-0',
      orderNumber: 'PS-LATE01',
      eventDate: '2026-11-22',
      slotLabel: '09:00 AM - 10:00 AM',
      startsAt: '2026-11-22T03:30:00.000Z',
      late: true,
    };
    render(<TodayBoard board={{ ...board, unassigned: [late, ...board.unassigned] }} canOpenEnquiries />);
    const alert = screen.getByTestId('late-alert');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.className).toMatch(/Error/);
    expect(alert.textContent).toContain('1 order has started with nobody assigned');
    const rows = screen.getAllByTestId('unassigned-order');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['PS-LATE01', 'PS7K3M9Q']);
    expect(within(rows[0]!).getByText('Late')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/ops/orders/order-0');
    expect(within(rows[1]!).queryByText('Late')).toBeNull();
  });

  it('alerts first about accepted jobs whose provider has not arrived 15 minutes after the start, linking the order', () => {
    const notArrived = [
      {
        orderId: 'order-9',
        orderNumber: 'PS-7K3P9Q',
        providerName: 'Ramesh',
        providerId: 'provider-1',
        startsAt: '2026-11-22T03:30:00.000Z',
        minutesLate: 15,
        onTheWay: false,
      },
    ];
    render(<TodayBoard board={{ ...board, notArrived }} canOpenEnquiries />);
    expect(screen.getAllByRole('region')[0]!.getAttribute('aria-label')).toBe('Not arrived');
    const alert = screen.getByTestId('not-arrived-alert');
    expect(alert.textContent).toBe('Not arrived: #PS-7K3P9Q, Ramesh, 15 min late. Call them or reassign.');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/ops/orders/order-9');
  });

  it('shows why the automatic assignment left an order to operations, with an alert', () => {
    const queued = {
      ...board.unassigned[0]!,
      _id: 'order-9',
      orderNumber: 'PS-NOBODY',
      reason: 'Declined by 2 providers; nobody else is free',
    };
    render(<TodayBoard board={{ ...board, unassigned: [queued, ...board.unassigned] }} canOpenEnquiries />);
    expect(screen.getByTestId('queued-alert').textContent).toContain('1 order found no free provider');
    const rows = screen.getAllByTestId('unassigned-order');
    expect(within(rows[0]!).getByTestId('unassigned-reason').textContent).toBe('Declined by 2 providers; nobody else is free');
    expect(within(rows[1]!).queryByTestId('unassigned-reason')).toBeNull();
    cleanup();
    render(<TodayBoard board={board} canOpenEnquiries />);
    expect(screen.queryByTestId('queued-alert')).toBeNull();
  });

  it("lists the jobs outside their provider's hours right after those that need a provider, with a warning and a Reassign link", () => {
    const outsideHours = [
      {
        orderId: 'order-5',
        orderNumber: 'PS-OUT001',
        date: '2026-11-24',
        slotLabel: '07:00 PM - 08:00 PM',
        reason: 'time_off' as const,
        providerId: 'provider-2',
        providerName: 'Kavya',
        startsAt: '2026-11-24T13:30:00.000Z',
      },
      {
        orderId: 'order-6',
        orderNumber: 'PS-OUT002',
        date: '2026-11-25',
        slotLabel: '12:00 PM - 01:00 PM',
        reason: 'hours' as const,
        providerId: 'provider-2',
        providerName: 'Kavya',
        startsAt: '2026-11-25T06:30:00.000Z',
      },
    ];
    render(<TodayBoard board={{ ...board, outsideHours }} canOpenEnquiries={false} />);
    const sections = screen.getAllByRole('region').map((section) => section.getAttribute('aria-label'));
    expect(sections.slice(0, 2)).toEqual(['Needs a provider', "Outside their provider's hours"]);
    const section = screen.getByRole('region', { name: "Outside their provider's hours" });
    const alert = within(section).getByTestId('outside-hours-alert');
    expect(alert.className).toMatch(/Warning/);
    expect(alert.textContent).toContain('2 jobs fall outside');
    const rows = within(section).getAllByTestId('outside-hours-job');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'PS-OUT001' }).getAttribute('href')).toBe('/ops/orders/order-5');
    expect(rows[0]!.textContent).toContain('07:00 PM - 08:00 PM');
    expect(rows[0]!.textContent).toContain('Kavya');
    expect(rows[0]!.textContent).toContain('During time off');
    expect(rows[1]!.textContent).toContain('Outside the working hours');
    expect(within(rows[1]!).getByRole('link', { name: 'Reassign PS-OUT002' }).getAttribute('href')).toBe('/ops/orders/order-6');
    cleanup();
    render(<TodayBoard board={board} canOpenEnquiries />);
    const empty = screen.getByRole('region', { name: "Outside their provider's hours" });
    expect(within(empty).queryByTestId('outside-hours-alert')).toBeNull();
    expect(within(empty).getByText('None.')).toBeTruthy();
  });

  it('counts orders by day and status, with today first', () => {
    render(<TodayBoard board={board} canOpenEnquiries />);
    const rows = screen.getAllByTestId('day-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['0', '2', '0', '0', '0', '0', '0', '2'],
      ['0', '0', '1', '0', '0', '2', '0', '3'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Today');
  });

  it('shows refunds in rupees with the flag, payments awaiting capture and new enquiries; support gets no enquiries link', () => {
    render(<TodayBoard board={board} canOpenEnquiries={false} />);
    const refund = screen.getByTestId('refund-row');
    expect(refund.textContent).toContain('₹1,250');
    expect(refund.textContent).toContain('Needs operations');
    expect(within(screen.getByRole('region', { name: 'Payments awaiting capture' })).getByText('None.')).toBeTruthy();
    const enquiry = screen.getByTestId('new-enquiry');
    expect(enquiry.textContent).toContain('EQ-ABC123');
    expect(within(enquiry).queryByRole('link')).toBeNull();
  });

  it("shows sign-in code alerts of the last day by the number's reference, and None without any", () => {
    render(<TodayBoard board={board} canOpenEnquiries />);
    const alert = screen.getByTestId('sign-in-alert');
    expect(alert.textContent).toContain('Customer sign-in');
    expect(alert.textContent).toContain('too many codes requested by other devices');
    expect(alert.textContent).toContain('number ref 0a1b2c3d4e5f');
    cleanup();
    render(<TodayBoard board={{ ...board, signInAlerts: [] }} canOpenEnquiries />);
    expect(within(screen.getByRole('region', { name: 'Sign-in code alerts, last 24 hours' })).getByText('None.')).toBeTruthy();
  });

  it('shows support first-response figures for today: median, share within 15 minutes, and who waits now', () => {
    render(<TodayBoard board={board} canOpenEnquiries />);
    const figures = screen.getByTestId('first-response');
    expect(figures.textContent).toContain('Median: 12 min');
    expect(figures.textContent).toContain('Within 15 min: 67%');
    expect(figures.textContent).toContain('Answered: 3 of 4');
    expect(within(figures).getByRole('link', { name: 'Waiting now: 2' }).getAttribute('href')).toBe('/ops/chat');
    cleanup();
    render(
      <TodayBoard
        board={{ ...board, supportFirstResponse: { counted: 0, answered: 0, medianSeconds: null, withinTargetShare: null, waitingNow: 0 } }}
        canOpenEnquiries
      />,
    );
    expect(screen.getByTestId('first-response').textContent).toContain('Median: –');
  });
});
