/**
 * The console's orders board on a 1366x768 laptop, on its own server: every column of the Data
 * Grid is on screen and the page never scrolls sideways; a partial phone number shows no rows ("No orders match")
 * and says why, never the previous search's rows; the whole number finds the order.
 */
import { expect, it } from 'vitest';
import { describe } from 'vitest';
import { PARTIAL_PHONE_MESSAGE } from '../../lib/contracts/opsOrders';
import { bookAndPayAt, chefOrderBodyAt, loginTokenAt } from '../helpers/httpApi';
import { openWatchedPage, type WatchedPage } from './browser';
import { consoleSignIn, setupBrowser } from './fixtures';
import { useSceneServer } from './sceneServer';
import { E2E_CONSOLE_1366_LOGINS } from './server';

const browser = setupBrowser();
const { admin: ADMIN, customer: CUSTOMER } = E2E_CONSOLE_1366_LOGINS;
const LAPTOP = { width: 1366, height: 768 };

describe('the orders board at 1366x768', () => {
  const { origin } = useSceneServer(browser, { name: 'console1366', clockOffsetMs: 0, admin: ADMIN });

  it('shows every column without the page scrolling sideways, and a partial phone search shows no rows and says why', async () => {
    const token = await loginTokenAt(origin(), CUSTOMER);
    if (!token) throw new Error('customer login failed');
    const order = await bookAndPayAt(origin(), token, await chefOrderBodyAt(origin(), 'Kiran Rao'));

    // the partial search answers 400 (with its message) by design
    const watched: WatchedPage = await openWatchedPage(browser(), origin(), LAPTOP, ['/api/ops/orders']);
    try {
      const { page } = watched;
      await page.goto('/ops/login?next=%2Fops%2Forders');
      await consoleSignIn(page, 'ops', ADMIN);
      await page.waitForURL(/\/ops\/orders$/);
      const link = page.getByRole('link', { name: order.orderNumber });
      await link.waitFor();

      // reach for the table: the Data Grid takes its place
      // (focus: the grid replaces the table once loaded, which a hover would keep retrying on)
      await link.focus();
      const grid = page.getByRole('grid', { name: 'Orders' });
      await grid.waitFor();
      await grid.getByRole('link', { name: order.orderNumber }).waitFor();
      const layout = await page.evaluate(() => {
        const gridBox = document.querySelector('[role="grid"]')!.getBoundingClientRect();
        const scroller = document.querySelector('.MuiDataGrid-virtualScroller') as HTMLElement;
        return {
          pageWidth: document.documentElement.scrollWidth,
          windowWidth: document.documentElement.clientWidth,
          grid: { left: gridBox.left, right: gridBox.right },
          // the grid draws its own horizontal scroll bar only when its columns are wider than itself
          horizontalScrollbar: Array.from(document.querySelectorAll('.MuiDataGrid-scrollbar--horizontal'), (bar) => {
            const box = bar.getBoundingClientRect();
            return { width: box.width, height: box.height, scrollWidth: bar.scrollWidth, clientWidth: bar.clientWidth };
          }),
          content:
            (scroller.querySelector('.MuiDataGrid-virtualScrollerContent') as HTMLElement | null)?.getBoundingClientRect().width ?? 0,
          cells: Array.from(document.querySelectorAll('[role="row"][data-rowindex="0"] [role="gridcell"]'), (cell) => {
            const box = cell.getBoundingClientRect();
            return { field: cell.getAttribute('data-field'), left: box.left, right: box.right };
          }),
          headers: Array.from(document.querySelectorAll('[role="columnheader"]'), (header) => {
            const box = header.getBoundingClientRect();
            return { name: header.textContent?.trim() ?? '', left: box.left, right: box.right, width: box.width };
          }),
        };
      });
      expect(layout.pageWidth).toBeLessThanOrEqual(layout.windowWidth);
      expect(layout.headers.map((header) => header.name)).toEqual([
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
      for (const header of layout.headers) {
        expect(header.left, header.name).toBeGreaterThanOrEqual(layout.grid.left - 1);
        expect(header.right, header.name).toBeLessThanOrEqual(Math.min(layout.grid.right, layout.windowWidth) + 1);
        expect(header.width, header.name).toBeGreaterThan(60);
      }
      // nothing hidden to the right inside the grid either: the first row's twelve cells are all within it, and the
      // rows are no wider than the grid (no horizontal scroll bar to find)
      expect(layout.cells.map((cell) => cell.field)).toHaveLength(12);
      for (const cell of layout.cells) expect(cell.right, cell.field ?? '').toBeLessThanOrEqual(layout.grid.right + 1);
      expect(layout.content).toBeLessThanOrEqual(layout.grid.right - layout.grid.left);
      expect(
        layout.horizontalScrollbar.filter((bar) => bar.scrollWidth > bar.clientWidth + 1),
        JSON.stringify(layout),
      ).toEqual([]);

      // a partial number (the last 4 digits): no rows, "No orders match", and why
      const search = page.getByLabel('Order number or phone');
      await search.fill(CUSTOMER.phone.slice(-4));
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('alert').getByText(PARTIAL_PHONE_MESSAGE).waitFor();
      await expect.poll(() => page.getByTestId('orders-total').textContent()).toBe('No orders match');
      expect(await page.getByRole('link', { name: order.orderNumber }).count()).toBe(0);

      // the whole number finds the order
      await search.fill(CUSTOMER.phone);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => page.getByTestId('orders-total').textContent()).toBe('1 order');
      await grid.getByRole('link', { name: order.orderNumber }).waitFor();
      expect(await page.getByText(PARTIAL_PHONE_MESSAGE).count()).toBe(0);

      expect(watched.cspViolations).toEqual([]);
      // the one expected problem: the browser's console line for the refused partial search's 400
      const refused = watched.problems.findIndex((problem) => problem.includes('status of 400 (Bad Request)'));
      expect(refused).toBeGreaterThanOrEqual(0);
      watched.problems.splice(refused, 1);
      expect(watched.problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
  }, 180_000);
});
