// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OpsShell from '../../../../../components/ops/OpsShell';
import OrdersGrid from '../../../../../components/ops/orders/OrdersGrid';
import { ORDERS_COLUMNS } from '../../../../../components/ops/orders/OrdersDataGrid';
import { opsOrderRow } from '../../../../helpers/opsOrders';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ops/orders', replace: vi.fn() }) }));

/**
 * What the board has at 1366 px (staff work on 1366x768 screens): the window less the page's
 * gutters (2 x 24 px), the grid's borders (2 x 1 px) and a vertical scroll bar (17 px).
 */
const BOARD_WIDTH_AT_1366 = 1366 - 2 * 24 - 2 - 17;

describe('the orders board at 1366 px (staff screens are 1366x768)', () => {
  afterEach(cleanup);

  it('fits every Data Grid column: their least widths add up to what 1366 px leaves, and they share the rest', () => {
    const least = ORDERS_COLUMNS.reduce((sum, column) => sum + (column.minWidth ?? column.width ?? 100), 0);
    expect(least).toBeLessThanOrEqual(BOARD_WIDTH_AT_1366);
    for (const column of ORDERS_COLUMNS) {
      expect(column.flex, column.field).toBeGreaterThan(0);
      expect(column.width, column.field).toBeUndefined();
    }
    expect(ORDERS_COLUMNS.map((column) => column.headerName)).toEqual([
      'Order',
      'Service',
      'Status',
      'Payment',
      'Slot',
      'City',
      'Customer',
      'Phone',
      'Total',
      'Paid',
      'Provider',
      'Placed',
    ]);
  });

  it('gives the board the whole window width (no 1200 px column) and scrolls the first-paint table inside its own box', () => {
    render(
      <OpsShell
        staff={{ _id: 's', phone: '', name: 'Olga', role: 'operations', active: true, createdAt: '', updatedAt: '' }}
        title="Orders"
        wide
      >
        <OrdersGrid
          page={{ rows: [opsOrderRow(1, 'PS-AAAA01')], page: 1, pageSize: 25, total: 1 }}
          sort="createdAt"
          dir="desc"
          loading={false}
          onPage={() => {}}
          onSort={() => {}}
        />
      </OpsShell>,
    );
    const main = screen.getByRole('main');
    expect(main.className).not.toMatch(/MuiContainer-maxWidth/);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(table.parentElement!.className).toMatch(/MuiTableContainer-root/);
  });
});
