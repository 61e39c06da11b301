// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StatusBadge from '../../../components/orders/StatusBadge';
import { ORDER_STATUS, ORDER_STATUS_LABEL, type OrderStatus } from '../../../lib/constants';

const STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];

describe('StatusBadge', () => {
  it.each(STATUSES)('renders the label of status %i', (status) => {
    render(<StatusBadge status={status} label={ORDER_STATUS_LABEL[status]} />);
    const badge = screen.getByTestId('order-status');
    expect(badge).toHaveTextContent(ORDER_STATUS_LABEL[status]);
    expect(badge).toHaveAttribute('data-status', String(status));
  });

  it('gives completed and cancelled different colour classes', () => {
    render(
      <>
        <StatusBadge status={ORDER_STATUS.COMPLETED} label="Completed" />
        <StatusBadge status={ORDER_STATUS.CANCELLED} label="Cancelled" />
      </>,
    );
    const completed = screen.getByText('Completed').className;
    const cancelled = screen.getByText('Cancelled').className;
    expect(completed).not.toBe('');
    expect(cancelled).not.toBe('');
    expect(completed).not.toBe(cancelled);
  });

  it('gives every status its own class', () => {
    const classes = STATUSES.map((status) => {
      const { unmount } = render(<StatusBadge status={status} label={ORDER_STATUS_LABEL[status]} />);
      const className = screen.getByTestId('order-status').className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(STATUSES.length);
  });

  it('still shows the label of an unknown status', () => {
    render(<StatusBadge status={99} label="Unknown" />);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Unknown');
  });
});
