// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CustomerRecord from '../../../../../components/ops/customers/CustomerRecord';
import OrderFacts from '../../../../../components/ops/orders/OrderFacts';
import type { OpsCustomerRecord } from '../../../../../lib/contracts/opsCustomers';
import type { OpsOrderView } from '../../../../../lib/contracts/opsOrders';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ops', replace: vi.fn() }) }));

afterEach(cleanup);

const staffMessage = {
  _id: 'm1',
  orderId: 'order-1',
  orderNumber: 'PS-AAAA01',
  text: 'Your chef will call you today',
  staffName: 'Olga Ops',
  at: '2026-11-22T06:00:00.000Z',
  delivery: 'sent' as const,
  deliveredBy: 'whatsapp',
};

const record: OpsCustomerRecord = {
  customer: { _id: 'user-1', name: 'Asha Verma', phone: '••••••1201', since: '2026-10-01T04:30:00.000Z', erased: false },
  orders: [
    {
      _id: 'order-1',
      orderNumber: 'PS-AAAA01',
      serviceName: 'Chef for Party',
      status: 1,
      statusLabel: 'Accepted',
      paymentLabel: 'Balance due',
      eventDate: '2026-11-23',
      slotLabel: '07:00 PM - 08:00 PM',
      total: 700,
      amountPaid: 140,
      amountRefunded: 0,
      createdAt: '2026-11-20T04:30:00.000Z',
    },
  ],
  ordersTruncated: false,
  payments: [
    {
      _id: 'p1',
      receiptNumber: 'RC-00000001',
      orderId: 'order-1',
      orderNumber: 'PS-AAAA01',
      kind: 'advance',
      provider: 'sandbox',
      method: 'upi',
      amount: 140,
      status: 'captured',
      capturedAt: '2026-11-20T04:35:00.000Z',
    },
  ],
  refunds: [],
  messages: [staffMessage],
  notifications: [
    {
      _id: 'n1',
      channel: 'sms',
      template: 'order_cancelled',
      status: 'recorded',
      orderNumber: null,
      createdAt: '2026-11-21T04:30:00.000Z',
    },
  ],
};

describe('the customer record', () => {
  it('shows the customer, their orders linking to the order pages, payments, refunds, staff messages and notifications', () => {
    render(<CustomerRecord record={record} />);
    // masked for support: shown, not dialled
    expect(screen.getByText(/••••••1201/).tagName).toBe('P');
    const orders = screen.getByRole('table', { name: 'Orders (1)' });
    expect(within(orders).getByRole('link', { name: 'PS-AAAA01' }).getAttribute('href')).toBe('/ops/orders/order-1');
    expect(within(screen.getByRole('table', { name: 'Payments (1)' })).getByText('₹140')).toBeTruthy();
    expect(screen.getByText('No refunds.')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Messages from staff (1)' })).getByText('Sent by WhatsApp')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Notifications sent (1)' })).getByText('order_cancelled')).toBeTruthy();
  });
});

/** An order page's view for OrderFacts, the customer's phone as the server sent it (whole or masked). */
function orderView(phone = '9877701201'): OpsOrderView {
  return {
    order: {
      orderNumber: 'PS-AAAA01',
      service: 'Chef for Party',
      statusLabel: 'Accepted',
      payment: { label: 'Balance due' },
      eventDate: '2026-11-23',
      slot: { label: '07:00 PM - 08:00 PM' },
      address: { name: 'Asha', line1: 'Flat 1', locality: 'Sector 62', city: 'Noida', pincode: '201309' },
      bill: { lines: [] },
      history: [
        { status: 0, statusLabel: 'Booked', note: null, at: '2026-11-20T04:30:00.000Z' },
        { status: 1, statusLabel: 'Accepted', note: null, at: '2026-11-23T04:30:00.000Z' },
      ],
    },
    customer: { name: 'Asha Verma', phone },
    provider: null,
    customerId: 'user-1',
    messages: [staffMessage],
  } as unknown as OpsOrderView;
}

describe('the order page’s facts', () => {
  it('offer a tel: link for a whole number, none for a number masked for support', () => {
    render(<OrderFacts view={orderView()} />);
    expect(screen.getByRole('link', { name: '9877701201' }).getAttribute('href')).toBe('tel:+919877701201');
    cleanup();
    const { container } = render(<OrderFacts view={orderView('••••••1201')} />);
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    expect(container.textContent).toContain('••••••1201');
  });

  it('link the customer to their record and put the staff messages in the timeline', () => {
    render(<OrderFacts view={orderView()} />);
    expect(screen.getByRole('link', { name: 'Asha Verma' }).getAttribute('href')).toBe('/ops/customers/user-1');
    const rows = within(screen.getByRole('table', { name: 'Timeline' })).getAllByRole('row');
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[1]?.textContent)).toEqual([
      'Booked',
      'Message to the customer (Olga Ops)',
      'Accepted',
    ]);
    expect(rows[1]!.textContent).toContain('Your chef will call you today · Sent by WhatsApp');
  });
});
