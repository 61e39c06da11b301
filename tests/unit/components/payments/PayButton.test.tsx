// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PayButton from '../../../../components/payments/PayButton';
import { payLabel } from '../../../../components/payments/payText';
import type { PayNow } from '../../../../components/payments/usePayNow';

const hook = vi.hoisted(() => ({ state: { busy: false, error: null } as Omit<PayNow, 'pay'>, pay: vi.fn() }));
vi.mock('../../../../components/payments/usePayNow', () => ({ usePayNow: (): PayNow => ({ ...hook.state, pay: hook.pay }) }));

const ORDER_ID = '11111111-1111-4111-8111-111111111111';

describe('payLabel', () => {
  it('reads "Pay ₹X" for the advance and "Pay balance ₹X" for the balance, in Indian grouping', () => {
    expect(payLabel({ kind: 'advance', amount: 1200 })).toBe('Pay ₹1,200');
    expect(payLabel({ kind: 'balance', amount: 123400 })).toBe('Pay balance ₹1,23,400');
  });
});

describe('PayButton', () => {
  beforeEach(() => {
    hook.state = { busy: false, error: null };
    hook.pay.mockReset();
  });

  it('is labelled from what is due and pays that kind for the order', () => {
    render(<PayButton orderId={ORDER_ID} due={{ kind: 'advance', amount: 1500 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay ₹1,500' }));
    expect(hook.pay).toHaveBeenCalledWith(ORDER_ID, 'advance');
  });

  it('reads "Pay balance ₹X" for the balance', () => {
    render(<PayButton orderId={ORDER_ID} due={{ kind: 'balance', amount: 4800 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay balance ₹4,800' }));
    expect(hook.pay).toHaveBeenCalledWith(ORDER_ID, 'balance');
  });

  it('is disabled and reads "Redirecting to payment…" while the gateway opens', () => {
    hook.state = { busy: true, error: null };
    render(<PayButton orderId={ORDER_ID} due={{ kind: 'advance', amount: 1500 }} />);
    const button = screen.getByRole('button', { name: 'Redirecting to payment…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows why the last try failed as an alert and stays to try again', () => {
    hook.state = { busy: false, error: 'Payment service is busy, please retry' };
    render(<PayButton orderId={ORDER_ID} due={{ kind: 'advance', amount: 1500 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment service is busy, please retry');
    expect(screen.getByRole('button', { name: 'Pay ₹1,500' })).toBeEnabled();
  });
});
