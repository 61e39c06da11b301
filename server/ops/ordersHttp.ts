/**
 * The orders board's CSV answer: a staff-only streamed route. The session and role are
 * checked before the query is parsed (as `withStaff` does), and errors before the first byte are answered in the
 * JSON envelope. The file holds customers' names and phone numbers: it is for admins and operations only, every
 * export is audited (who, the filter, the row count), it is never cached, and nothing of it is logged.
 */
import { once } from 'node:events';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { StaffRole } from '../../lib/contracts/ops';
import { routeOpsOrderExport } from '../../lib/contracts/opsOrders';
import { istDate } from '../../lib/dates';
import { streamRoute } from '../http/streamRoute';
import { requireStaffOrAnswer } from '../auth/withStaff';
import { exportOpsOrders } from './ordersBoard';

/**
 * GET /api/ops/orders/export for staff with one of `roles`: `text/csv` attachment of every row of the filter up to
 * OPS_ORDERS_CSV_MAX_ROWS (`X-Export-Capped: true` when cut, `X-Total-Count` the matching rows).
 */
export function ordersExportRoute(roles: readonly StaffRole[]) {
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const session = await requireStaffOrAnswer(req, res, roles);
    if (!session) return;
    await streamRoute(routeOpsOrderExport, async ({ query }) => {
      const { total, capped, chunks } = await exportOpsOrders(session.db, query, undefined, session.actor);
      return {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="orders-${istDate(new Date())}.csv"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          'X-Total-Count': String(total),
          'X-Export-Capped': String(capped),
        },
        // written chunk by chunk, waiting for the client to drain (never the whole file in memory)
        body: async (res) => {
          for await (const chunk of chunks) if (!res.write(chunk)) await once(res, 'drain');
        },
      };
    })(req, res);
  };
}
