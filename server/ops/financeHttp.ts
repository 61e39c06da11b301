/**
 * GET /api/ops/finance/summary: the JSON envelope, or with `format=csv` the same figures as a `text/csv`
 * attachment. Either way the session and role are checked before the query is parsed (as `withStaff` does), errors
 * are answered in the JSON envelope, the answer is never cached, and the read is audited (server/ops/finance).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import type { StaffRole } from '../../lib/contracts/ops';
import { routeOpsFinanceGstr1, routeOpsFinanceSummary } from '../../lib/contracts/opsFinance';
import { requireStaffOrAnswer, withStaff } from '../auth/withStaff';
import { apiRoute } from '../http/apiHandler';
import { streamRoute } from '../http/streamRoute';
import { financeSummaryCsv, readFinanceSummary } from './finance';
import { exportGstr1 } from './gstr1';
import { gstr1Csv } from './gstr1Csv';

/** The finance summary route for staff with one of `roles` (JSON, or CSV with `?format=csv`). */
export function financeSummaryRoute(roles: readonly StaffRole[]) {
  const json = apiRoute(
    withStaff(roles, routeOpsFinanceSummary, async ({ query }, _req, { db, actor }) => ({
      message: 'Finance summary',
      data: await readFinanceSummary(db, actor, query),
    })),
  );
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    res.setHeader('Cache-Control', 'private, no-store');
    if (req.query.format !== 'csv') return json(req, res);
    const session = await requireStaffOrAnswer(req, res, roles);
    if (!session) return;
    await streamRoute(routeOpsFinanceSummary, async ({ query }) => {
      const summary = await readFinanceSummary(session.db, session.actor, query);
      return {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="finance-${summary.from}-to-${summary.to}.csv"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
        body: async (res) => res.write(financeSummaryCsv(summary)),
      };
    })(req, res);
  };
}

/**
 * GET /api/ops/finance/gstr1?month=yyyy-mm for staff with one of `roles`: the month's GSTR-1 as a `text/csv`
 * attachment `gstr1-<month>.csv` (server/ops/gstr1Csv), audited; 400 on `month` for a bad month.
 */
export function gstr1Route(roles: readonly StaffRole[]) {
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    res.setHeader('Cache-Control', 'private, no-store');
    const session = await requireStaffOrAnswer(req, res, roles);
    if (!session) return;
    await streamRoute(routeOpsFinanceGstr1, async ({ query }) => {
      const report = await exportGstr1(session.db, session.actor, query.month);
      return {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="gstr1-${report.month}.csv"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
        body: async (res) => res.write(gstr1Csv(report)),
      };
    })(req, res);
  };
}
