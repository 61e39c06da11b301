// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OrdersGrid from '../../../../../components/ops/orders/OrdersGrid';
import { opsOrderRow } from '../../../../helpers/opsOrders';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ops/orders', replace: vi.fn(), push: vi.fn() }) }));

afterEach(cleanup);

describe('the orders board links each customer to their record', () => {
  it('names the customer with a link to /ops/customers/{id}', () => {
    const row = opsOrderRow(7, 'PS-AAAA07');
    render(
      <OrdersGrid
        page={{ rows: [row], page: 1, pageSize: 25, total: 1 }}
        sort="createdAt"
        dir="desc"
        loading={false}
        onPage={vi.fn()}
        onSort={vi.fn()}
      />,
    );
    const link = within(screen.getByTestId('orders-table')).getByRole('link', { name: 'Customer 7' });
    expect(link.getAttribute('href')).toBe(`/ops/customers/${row.customerId}`);
  });
});
