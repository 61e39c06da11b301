// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../console/renderInConsole';
import OrdersBoard from '../../../../../components/ops/orders/OrdersBoard';
import type { OpsOrderPage, OpsOrderRow } from '../../../../../lib/contracts/opsOrders';
import { opsOrderRow } from '../../../../helpers/opsOrders';

/**
 * A router whose URL is state, as Next's is: push adds a history entry and re-renders whoever reads it, back and
 * forward move along the entries. What the board pushes is what the "address bar" (`history.url()`) says.
 */
const history = vi.hoisted(() => {
  let entries = ['/ops/orders'];
  let at = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    reset(url = '/ops/orders') {
      entries = [url];
      at = 0;
    },
    url: () => entries[at]!,
    pushes: [] as string[],
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push(url: string) {
      entries = [...entries.slice(0, at + 1), url];
      at = entries.length - 1;
      notify();
    },
    go(delta: number) {
      at = Math.min(entries.length - 1, Math.max(0, at + delta));
      notify();
    },
  };
});

vi.mock('next/router', () => ({
  useRouter: () => {
    const url = useSyncExternalStore(history.subscribe, history.url, history.url);
    const query = Object.fromEntries(new URL(url, 'http://localhost').searchParams);
    return {
      isReady: true,
      query,
      asPath: url,
      push: async (to: string) => {
        history.pushes.push(to);
        history.push(to);
        return true;
      },
    };
  },
}));

const row = (n: number): OpsOrderRow => opsOrderRow(n, `PS-AA${String(n).padStart(4, '0')}`);

const TOTAL = 53;
/** Page `number` (1-based) of 53 orders, 25 a page, as GET /api/ops/orders answers it. */
const pageOf = (number: number, pageSize = 25): OpsOrderPage => {
  const first = (number - 1) * pageSize + 1;
  const rows = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - first + 1)) }, (_, i) => row(first + i));
  return { rows, page: number, pageSize, total: TOTAL };
};
const cities = [{ slug: 'noida', name: 'Noida' }];

describe('the orders board’s Data Grid pages with the URL', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    history.reset();
    history.pushes.length = 0;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input: string) => {
      const params = new URL(input, 'http://localhost').searchParams;
      const data = pageOf(Number(params.get('page') ?? '1'), Number(params.get('pageSize') ?? '25'));
      return new Response(JSON.stringify({ error: false, status: 200, message: 'Orders', data }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('goes to page 2 and stays there (URL page=2), and back and forward move between the pages', async () => {
    renderInConsole(<OrdersBoard initial={pageOf(1)} filters={{}} filterError={null} cities={cities} role="operations" />);
    await act(async () => {
      screen.getByRole('link', { name: 'PS-AA0001' }).focus();
    });
    const grid = await screen.findByRole('grid', {}, { timeout: 10_000 });
    expect(within(grid).getByText('PS-AA0001')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(screen.getByRole('grid')).getByText('PS-AA0026')).toBeTruthy());
    // whatever the grid does once the page has come (its own effects, timers), the board stays on page 2
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(history.url()).toBe('/ops/orders?page=2&pageSize=25');
    expect(history.pushes).toEqual(['/ops/orders?page=2&pageSize=25']);
    expect(within(screen.getByRole('grid')).getByText('PS-AA0026')).toBeTruthy();
    expect(screen.getByText(/26–50 of 53/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(within(screen.getByRole('grid')).getByText('PS-AA0051')).toBeTruthy());
    expect(history.url()).toBe('/ops/orders?page=3&pageSize=25');

    await act(async () => history.go(-1));
    await waitFor(() => expect(within(screen.getByRole('grid')).getByText('PS-AA0026')).toBeTruthy());
    await act(async () => history.go(-1));
    await waitFor(() => expect(within(screen.getByRole('grid')).getByText('PS-AA0001')).toBeTruthy());
    await act(async () => history.go(1));
    await waitFor(() => expect(within(screen.getByRole('grid')).getByText('PS-AA0026')).toBeTruthy());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    // back and forward are the browser's: the board pushed nothing of its own meanwhile
    expect(history.pushes).toEqual(['/ops/orders?page=2&pageSize=25', '/ops/orders?page=3&pageSize=25']);
    expect(history.url()).toBe('/ops/orders?page=2&pageSize=25');
  });

  it('a sort change goes back to page 1 in one step', async () => {
    history.reset('/ops/orders?page=2&pageSize=25');
    renderInConsole(
      <OrdersBoard initial={pageOf(2)} filters={{ page: '2', pageSize: '25' }} filterError={null} cities={cities} role="operations" />,
    );
    await act(async () => {
      screen.getByRole('link', { name: 'PS-AA0026' }).focus();
    });
    const grid = await screen.findByRole('grid', {}, { timeout: 10_000 });
    fireEvent.click(within(grid).getByRole('columnheader', { name: /Total/ }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(history.pushes).toEqual(['/ops/orders?sort=total&dir=asc&pageSize=25']);
  });
});
