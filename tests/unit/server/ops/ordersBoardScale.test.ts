/**
 * The orders board at scale (100,000 orders, 50 staff at once): its default view and filters are read in the
 * order of an index (no sort of the whole table), and its total counts at most a capped number of rows (above it,
 * the planner's estimate), on PGlite and PostgreSQL. The throughput goal itself is `npm run bench board`.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import { schemaOpsOrderQuery, type OpsOrderQuery } from '../../../../lib/contracts/opsOrders';
import { countOpsOrders, listOpsOrders, opsOrderRowsQuery } from '../../../../server/ops/ordersBoard';
import type { Db } from '../../../../server/db/types';
import { makeOrder } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const query = (input: Record<string, string> = {}): OpsOrderQuery => schemaOpsOrderQuery.parse(input);

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

/** Every node of a JSON plan, depth first. */
function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/**
 * The plan PostgreSQL picks for the board's rows query of `input` when a full scan is made as dear as it is on
 * 100,000 orders (a few test rows would otherwise be cheapest to scan and sort).
 */
async function planOf(db: Db, input: Record<string, string>): Promise<PlanNode[]> {
  const { page, pageSize, sort, dir, ...filter } = query(input);
  const rows = opsOrderRowsQuery(db, filter, { sort, dir, limit: pageSize, offset: (page - 1) * pageSize });
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = await tx.execute(sql`explain (format json) ${rows}`);
    const [first] = (result as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows;
    const document = typeof first?.['QUERY PLAN'] === 'string' ? JSON.parse(first['QUERY PLAN']) : first?.['QUERY PLAN'];
    return nodesOf((document as { Plan: PlanNode }[])[0]!.Plan);
  });
}

describeEachDatabase('the orders board at scale', (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    for (let i = 0; i < 6; i += 1) {
      await makeOrder(db, {
        customerPhone: `98111000${String(i).padStart(2, '0')}`,
        status: i % 2 === 0 ? ORDER_STATUS.BOOKED : ORDER_STATUS.CANCELLED,
        orderType: i < 3 ? ORDER_TYPE.CHEF : ORDER_TYPE.DECORATION,
        eventDate: `2026-11-2${i}`,
      });
    }
  });

  it.each([
    ['the default view (newest first)', {}],
    ['oldest first', { dir: 'asc' }],
    ['by slot day', { sort: 'eventDate' }],
    ['one status, newest first', { status: String(ORDER_STATUS.CANCELLED) }],
    ['one payment state, newest first', { paymentStatus: 'balance_due' }],
    ['slot days from-to, by slot day', { from: '2026-11-21', to: '2026-11-24', sort: 'eventDate' }],
  ])('reads %s in an index order, never sorting every order', async (_name, input) => {
    const plan = await planOf(getDb(), input);
    expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(plan.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(plan.some((node) => node['Index Name']?.startsWith('orders_board_'))).toBe(true);
  });

  it('counts every matching order exactly up to the cap', async () => {
    const db = getDb();
    expect(await countOpsOrders(db, {}, 100)).toEqual({ total: 6, exact: true });
    expect(await countOpsOrders(db, { status: ORDER_STATUS.CANCELLED }, 3)).toEqual({ total: 3, exact: true });
  });

  it('stops counting past the cap and answers the planner estimate, at least the cap + 1, marked inexact', async () => {
    const db = getDb();
    for (const [filter, cap] of [
      [{}, 2],
      [{ status: ORDER_STATUS.CANCELLED }, 1],
    ] as const) {
      const counted = await countOpsOrders(db, filter, cap);
      expect(counted.exact).toBe(false);
      expect(counted.total).toBeGreaterThanOrEqual(cap + 1);
      expect(Number.isInteger(counted.total)).toBe(true);
    }
  });

  it("estimates the default view's total from the table's statistics once they exist", async () => {
    const db = getDb();
    await db.execute(sql`analyze orders`);
    expect(await countOpsOrders(db, {}, 2)).toEqual({ total: 6, exact: false });
  });

  it('says on the page whether its total is exact', async () => {
    const page = await listOpsOrders(getDb(), query({ pageSize: '2' }), 'admin');
    expect(page.rows).toHaveLength(2);
    expect(page).toMatchObject({ total: 6, totalExact: true });
  });
});
