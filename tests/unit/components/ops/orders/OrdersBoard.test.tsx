// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleApiServer, type StubAnswer } from '../../console/consoleApiServer';
import OrdersBoard from '../../../../../components/ops/orders/OrdersBoard';
import { boardQueryOf, boardSearch, withChanges } from '../../../../../components/ops/orders/boardQuery';
import { PARTIAL_PHONE_MESSAGE, schemaOpsOrderQuery, type OpsOrderPage, type OpsOrderRow } from '../../../../../lib/contracts/opsOrders';
import { opsOrderRow } from '../../../../helpers/opsOrders';

const mocks = vi.hoisted(() => ({
  router: { isReady: true, query: {} as Record<string, string>, push: vi.fn() },
}));
vi.mock('next/router', () => ({ useRouter: () => mocks.router }));

const row = (n: number): OpsOrderRow => opsOrderRow(n, `PS-AAAA0${n}`);
const page = (rows: OpsOrderRow[], total = rows.length, number = 1): OpsOrderPage => ({ rows, page: number, pageSize: 25, total });
const cities = [
  { slug: 'noida', name: 'Noida' },
  { slug: 'gurugram', name: 'Gurugram' },
];

describe('the board query in the URL', () => {
  it('reads the known keys, drops empty and unknown ones, and goes back to page 1 when a filter changes', () => {
    expect(boardQueryOf({ service: 'chef', q: '', page: '3', evil: 'x', status: ['1', '2'] })).toEqual({
      service: 'chef',
      page: '3',
      status: '1',
    });
    expect(withChanges({ service: 'chef', page: '3' }, { city: 'noida' })).toEqual({ service: 'chef', city: 'noida' });
    expect(withChanges({ service: 'chef', page: '3' }, { page: '4' })).toEqual({ service: 'chef', page: '4' });
    expect(withChanges({ service: 'chef', city: 'noida' }, { city: '' })).toEqual({ service: 'chef' });
    expect(boardSearch({ page: '1', city: 'noida', q: 'PS-AAAA01', sort: 'total', dir: 'asc' })).toBe(
      'q=PS-AAAA01&city=noida&sort=total&dir=asc',
    );
    expect(boardSearch({ page: '2', city: 'noida', sort: 'total' }, { paging: false })).toBe('city=noida');
  });
});

describe('OrdersBoard (the console’s orders board)', () => {
  // GET /api/ops/orders answers a whole page of board rows (its contract); `sent` lists what the board asked
  const api = consoleApiServer();
  const { sent } = api;
  beforeEach(() => {
    mocks.router.query = {};
    mocks.router.push.mockReset();
  });
  afterEach(() => {
    cleanup();
  });

  it('shows the server’s first page without asking again, and the CSV link carries the filter', async () => {
    mocks.router.query = { city: 'noida', page: '1' };
    api.render(
      <OrdersBoard
        initial={page([row(1), row(2)], 2)}
        filters={{ city: 'noida', page: '1' }}
        filterError={null}
        cities={cities}
        role="operations"
      />,
    );
    expect(await screen.findByText('PS-AAAA01')).toBeTruthy();
    expect(screen.getByText('9811100002')).toBeTruthy();
    expect(screen.getByTestId('orders-total').textContent).toBe('2 orders');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/ops/orders/export?city=noida');
    expect(sent).toHaveLength(0);
  });

  it('offers support no export and says who may export', async () => {
    mocks.router.query = {};
    api.render(<OrdersBoard initial={page([row(1)], 1)} filters={{}} filterError={null} cities={cities} role="support" />);
    expect(await screen.findByText('PS-AAAA01')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(screen.getByTestId('orders-export-note').textContent).toBe(
      'Exports are for admins and operations. Phone numbers are shown masked.',
    );
  });

  it('puts an applied filter in the URL (page 1 again) and loads that page from the API when the URL changes', async () => {
    mocks.router.query = { page: '2' };
    const { rerender } = api.render(
      <OrdersBoard initial={page([row(1)], 30, 2)} filters={{ page: '2' }} filterError={null} cities={cities} role="operations" />,
    );
    const form = screen.getByRole('form', { name: 'Filter orders' });
    fireEvent.change(within(form).getByLabelText('Order number or phone'), { target: { value: '98111 00003' } });
    fireEvent.submit(form);
    expect(mocks.router.push).toHaveBeenCalledWith('/ops/orders?q=98111+00003', undefined, { shallow: true });

    api.answer(() => ({ message: 'Orders', data: page([row(3)]) }));
    mocks.router.query = { q: '98111 00003' };
    rerender(<OrdersBoard initial={page([row(1)], 30, 2)} filters={{ page: '2' }} filterError={null} cities={cities} role="operations" />);
    await waitFor(() => expect(screen.getByText('PS-AAAA03')).toBeTruthy());
    expect(sent.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /api/ops/orders?q=98111+00003']);
    expect(screen.getByTestId('orders-total').textContent).toBe('1 order');
  });

  it('pages from the plain table of the first visit, and swaps in the Data Grid once the table is reached for', async () => {
    mocks.router.query = {};
    api.render(<OrdersBoard initial={page([row(1)], 30)} filters={{}} filterError={null} cities={cities} role="operations" />);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(mocks.router.push).toHaveBeenCalledWith('/ops/orders?page=2&pageSize=25', undefined, { shallow: true });
    await act(async () => {
      screen.getByRole('link', { name: 'PS-AAAA01' }).focus();
    });
    const grid = await screen.findByRole('grid', {}, { timeout: 10_000 });
    expect(within(grid).getByText('PS-AAAA01')).toBeTruthy();
    expect(grid.getAttribute('aria-rowcount')).toBeTruthy();
  });

  it('shows the API’s message for a search it refuses', async () => {
    api.answer(() => ({ status: 400, message: 'Search by an order number (PS-XXXXXX) or a 10-digit phone number' }));
    mocks.router.query = { q: '98111' };
    await act(async () => {
      api.render(<OrdersBoard initial={page([row(1)])} filters={{}} filterError={null} cities={cities} role="operations" />);
    });
    expect(await screen.findByText('Search by an order number (PS-XXXXXX) or a 10-digit phone number')).toBeTruthy();
  });

  it('never shows the previous rows as the answer of a new search: "Searching…" while it loads, then only its rows', async () => {
    let reply: (answer: StubAnswer) => void = () => {};
    const held = new Promise<StubAnswer>((resolve) => (reply = resolve));
    api.answer(() => held);
    mocks.router.query = {};
    const { rerender } = api.render(
      <OrdersBoard initial={page([row(1), row(2)], 2)} filters={{}} filterError={null} cities={cities} role="operations" />,
    );
    expect(screen.getByText('PS-AAAA01')).toBeTruthy();
    mocks.router.query = { q: '9811100003' };
    rerender(<OrdersBoard initial={page([row(1), row(2)], 2)} filters={{}} filterError={null} cities={cities} role="operations" />);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByText('PS-AAAA01')).toBeNull();
    expect(screen.getByTestId('orders-total').textContent).toBe('Searching…');
    await act(async () => reply({ message: 'Orders', data: page([row(3)]) }));
    expect(await screen.findByText('PS-AAAA03')).toBeTruthy();
    expect(screen.queryByText('PS-AAAA01')).toBeNull();
    expect(screen.getByTestId('orders-total').textContent).toBe('1 order');
  });

  it('a partial phone number: no rows, "No orders match", and the message that only a whole number or order number finds', async () => {
    api.answer(() => ({ status: 400, message: PARTIAL_PHONE_MESSAGE }));
    mocks.router.query = {};
    const { rerender } = api.render(
      <OrdersBoard initial={page([row(1), row(2)], 2)} filters={{}} filterError={null} cities={cities} role="operations" />,
    );
    mocks.router.query = { q: '98111' };
    rerender(<OrdersBoard initial={page([row(1), row(2)], 2)} filters={{}} filterError={null} cities={cities} role="operations" />);
    expect(await screen.findByText(PARTIAL_PHONE_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('PS-AAAA01')).toBeNull();
    expect(screen.queryByText('PS-AAAA02')).toBeNull();
    expect(screen.getByTestId('orders-total').textContent).toBe('No orders match');
  });

  it('says "No orders match" for a search that finds nothing, and shows the rows again when the search is cleared', async () => {
    api.answer(() => ({ message: 'Orders', data: page([], 0) }));
    mocks.router.query = {};
    const initial = page([row(1)], 1);
    const { rerender } = api.render(<OrdersBoard initial={initial} filters={{}} filterError={null} cities={cities} role="operations" />);
    mocks.router.query = { q: '9811100009' };
    rerender(<OrdersBoard initial={initial} filters={{}} filterError={null} cities={cities} role="operations" />);
    await waitFor(() => expect(screen.getByTestId('orders-total').textContent).toBe('No orders match'));
    expect(screen.queryByText('PS-AAAA01')).toBeNull();
    api.answer(() => ({ message: 'Orders', data: initial }));
    mocks.router.query = {};
    rerender(<OrdersBoard initial={initial} filters={{}} filterError={null} cities={cities} role="operations" />);
    expect(await screen.findByText('PS-AAAA01')).toBeTruthy();
    expect(screen.getByTestId('orders-total').textContent).toBe('1 order');
  });

  it('a search the server page refused shows no rows with its message (a reload of ?q=98111)', () => {
    mocks.router.query = { q: '98111' };
    api.render(
      <OrdersBoard initial={page([], 0)} filters={{ q: '98111' }} filterError={PARTIAL_PHONE_MESSAGE} cities={cities} role="operations" />,
    );
    expect(screen.getByText(PARTIAL_PHONE_MESSAGE)).toBeTruthy();
    expect(screen.getByTestId('orders-total').textContent).toBe('No orders match');
    expect(sent).toHaveLength(0);
  });
});

describe('the board search (decided: exact, never a fragment)', () => {
  it('finds by a whole 10-digit number or an order number; a partial number is refused with a message saying it matches nothing', () => {
    expect(schemaOpsOrderQuery.parse({ q: '+91 98111 00003' }).q).toEqual({ kind: 'phone', value: '9811100003' });
    expect(schemaOpsOrderQuery.parse({ q: 'ps-aaaa01' }).q).toEqual({ kind: 'orderNumber', value: 'PS-AAAA01' });
    for (const partial of ['98111', '00003', '981110000']) {
      const parsed = schemaOpsOrderQuery.safeParse({ q: partial });
      expect(parsed.success, partial).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(PARTIAL_PHONE_MESSAGE);
    }
    expect(PARTIAL_PHONE_MESSAGE).toBe(
      'A partial phone number matches no order: type all 10 digits, or search by the order number (PS-XXXXXX).',
    );
  });
});
