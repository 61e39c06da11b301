/** The props of /ops/finance, the finance desk (admins and finance). */
import type { GetServerSidePropsContext } from 'next';
import { schemaFinanceQuery, type FinanceSummary } from '../../lib/contracts/opsFinance';
import { FINANCE_ROLES, staffPageProps } from '../auth/withStaff';
import { readFinanceSummary } from './finance';

/** Props of /ops/finance beyond the signed-in member. */
export interface OpsFinanceProps {
  summary: FinanceSummary;
}

/**
 * /ops/finance (admins, finance): the summary of the query's days (audited as every read is). Empty fields count
 * as unset; an invalid or too long range shows the current month.
 */
export function opsFinancePageProps(context: GetServerSidePropsContext) {
  return staffPageProps<OpsFinanceProps>(context, FINANCE_ROLES, async ({ session }) => {
    const given = Object.fromEntries(
      Object.entries(context.query).filter(([key, value]) => (key === 'from' || key === 'to') && typeof value === 'string' && value !== ''),
    );
    const parsed = schemaFinanceQuery.safeParse(given);
    const query = parsed.success ? parsed.data : {};
    try {
      return { summary: await readFinanceSummary(session.db, session.actor, query) };
    } catch {
      // a range longer than the desk reads: the current month instead
      return { summary: await readFinanceSummary(session.db, session.actor, {}) };
    }
  });
}
