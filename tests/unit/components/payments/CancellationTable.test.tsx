// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CancellationTable from '../../../../components/payments/CancellationTable';
import { CANCELLATION_TABLE } from '../../../../lib/orders';

describe('CancellationTable', () => {
  it('is a table named by its caption, with column headers and one row per rule headed by when', () => {
    render(<CancellationTable />);
    const table = screen.getByRole('table', { name: 'What you get back if you cancel' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When the order is cancelled', 'Refund']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(CANCELLATION_TABLE.length);
    rows.forEach((row, index) => {
      expect(within(row).getByRole('rowheader')).toHaveTextContent(CANCELLATION_TABLE[index]!.when);
      expect(within(row).getByRole('cell')).toHaveTextContent(CANCELLATION_TABLE[index]!.refund);
    });
  });

  it('states the refunds of the policy: all of the advance before assignment, half at 24-48 hours, none under 24 hours', () => {
    render(<CancellationTable />);
    expect(screen.getByRole('row', { name: /No provider assigned yet, whenever you cancel/ })).toHaveTextContent('100% of the advance');
    expect(screen.getByRole('row', { name: /24 to 48 hours/ })).toHaveTextContent('50% of the advance');
    expect(screen.getByRole('row', { name: /Under 24 hours/ })).toHaveTextContent('No refund of the advance');
  });

  it('takes another caption', () => {
    render(<CancellationTable caption="Refunds" />);
    expect(screen.getByRole('table', { name: 'Refunds' })).toBeInTheDocument();
  });
});
