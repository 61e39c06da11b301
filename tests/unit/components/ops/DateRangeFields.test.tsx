// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import AuditTable from '../../../../components/ops/AuditTable';
import OrdersFilters from '../../../../components/ops/orders/OrdersFilters';

describe('the console date range (orders board and audit filters)', () => {
  it('fills the audit form’s From and To from the URL and sends them as from/to', () => {
    render(
      <AuditTable page={{ entries: [], page: 1, pageSize: 50, total: 0 }} filters={{ from: '2026-11-01', to: '2026-11-30' }} actors={[]} />,
    );
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('type', 'date');
    expect(from).toHaveAttribute('name', 'from');
    expect(from).toHaveValue('2026-11-01');
    expect(to).toHaveAttribute('name', 'to');
    expect(to).toHaveValue('2026-11-30');
  });

  it('passes the board’s slot days to onApply', () => {
    const onApply = vi.fn();
    render(<OrdersFilters filters={{ from: '2026-12-01' }} cities={[]} onApply={onApply} />);
    expect(screen.getByLabelText('Slot from')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Slot to')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Slot to'), { target: { value: '2026-12-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-12-01', to: '2026-12-07' }));
  });
});
