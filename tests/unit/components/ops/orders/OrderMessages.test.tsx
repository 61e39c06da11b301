// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrderMessages from '../../../../../components/ops/orders/OrderMessages';
import StartCodeUnlock from '../../../../../components/ops/orders/StartCodeUnlock';
import type { CustomerMessageView } from '../../../../../lib/contracts/opsOrders';
import { fakeOpsApi, renderOps } from '../desk/fakeOps';
import { CUSTOMER_MESSAGES_ORDER_LIMITED } from '../../../../../lib/opsOrders';
import { opsOrderView } from '../../../../helpers/opsOrders';

const message = (n: number, over: Partial<CustomerMessageView> = {}): CustomerMessageView => ({
  _id: `m${n}`,
  orderId: 'order-1',
  orderNumber: 'PS-AAAA01',
  text: `Message ${n}`,
  staffName: 'Sunil Support',
  at: '2026-11-22T04:30:00.000Z',
  delivery: 'sent',
  deliveredBy: 'whatsapp',
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('messaging the customer from the order page', () => {
  it('lists the messages with their delivery, sends one line, and hands the new list over', async () => {
    const { sent } = fakeOpsApi(() => ({
      status: 201,
      message: 'Message queued for sending',
      data: [message(1), message(2, { delivery: 'pending', deliveredBy: null })],
    }));
    const onSent = vi.fn();
    renderOps(<OrderMessages orderId="order-1" messages={[message(1, { delivery: 'not_allowed', deliveredBy: null })]} onSent={onSent} />);
    const list = screen.getByTestId('order-messages');
    expect(list.textContent).toContain('Not sent: the customer turned booking messages off. Please call them.');
    const send = screen.getByRole('button', { name: 'Send message' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const field = screen.getByLabelText('Message (WhatsApp, or SMS)');
    fireEvent.change(field, { target: { value: 'Chef reaches at 6:45 PM' } });
    expect((field as HTMLInputElement).value).toBe('Chef reaches at 6:45 PM');
    await act(async () => {
      fireEvent.click(send);
    });
    await waitFor(() => expect(onSent).toHaveBeenCalled(), { timeout: 5000 });
    expect(sent).toEqual([{ method: 'POST', path: '/api/ops/orders/order-1/messages', body: { text: 'Chef reaches at 6:45 PM' } }]);
    expect(onSent).toHaveBeenCalledWith([message(1), message(2, { delivery: 'pending', deliveredBy: null })]);
    expect((field as HTMLInputElement).value).toBe('');
    expect((await screen.findByRole('alert')).textContent).toBe('Message queued for sending');
  });

  it('shows the server’s refusal and keeps the text', async () => {
    fakeOpsApi(() => ({ status: 400, message: 'Message can be at most 500 characters' }));
    renderOps(<OrderMessages orderId="order-1" messages={[]} onSent={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Message (WhatsApp, or SMS)'), { target: { value: 'Hello' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Message can be at most 500 characters');
    expect((screen.getByLabelText('Message (WhatsApp, or SMS)') as HTMLInputElement).value).toBe('Hello');
  });
});

describe('Message the customer, at its limit', () => {
  it('shows the server’s 429 reason (too many messages) and keeps the text', async () => {
    fakeOpsApi(() => ({ status: 429, message: CUSTOMER_MESSAGES_ORDER_LIMITED }));
    renderOps(<OrderMessages orderId="order-1" messages={[]} onSent={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Message (WhatsApp, or SMS)'), { target: { value: 'Hello again' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe(CUSTOMER_MESSAGES_ORDER_LIMITED);
    expect((screen.getByLabelText('Message (WhatsApp, or SMS)') as HTMLInputElement).value).toBe('Hello again');
  });
});

describe('Unlock start code', () => {
  const view = (wrongTries: number, lockedUntil: string | null) => opsOrderView({ startCodeLock: { wrongTries, lockedUntil } });

  it('is offered only while wrong codes are counted; asks for a reason and posts it', async () => {
    const { container } = renderOps(<StartCodeUnlock view={view(0, null)} onChanged={vi.fn()} />);
    expect(container.textContent).toBe('');
    cleanup();
    const unlocked = view(0, null);
    const { sent } = fakeOpsApi(() => ({ message: 'Start code unlocked (5 wrong tries cleared).', data: unlocked }));
    const onChanged = vi.fn();
    renderOps(<StartCodeUnlock view={view(5, '2026-11-23T12:45:00.000Z')} onChanged={onChanged} />);
    expect(screen.getByText(/Locked after 5 wrong codes: the partner app refuses every code until 23 Nov 2026, 6:15 PM/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock start code' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Unlock start code' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Reason (required)'), { target: { value: 'Customer read it wrongly' } });
    await act(async () => {
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalled(), { timeout: 5000 });
    expect(sent).toEqual([
      { method: 'POST', path: '/api/ops/orders/order-1/unlock-start-code', body: { reason: 'Customer read it wrongly' } },
    ]);
    expect(onChanged).toHaveBeenCalledWith(unlocked);
  });
});
