import FinanceDesk from '../../components/ops/FinanceDesk';
import OpsShell from '../../components/ops/OpsShell';
import PayoutsDesk from '../../components/ops/PayoutsDesk';
import type { OpsPageProps } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import type { OpsFinanceProps } from '../../server/ops/financePageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';

type Props = OpsPageProps & Partial<OpsFinanceProps>;

/**
 * /ops/finance (admins and finance): collections by gateway and method, refunds, balances outstanding, tax collected by
 * rate, provider payouts due and paid and the commission kept for a range of IST days, with the same figures as CSV,
 * and the GSTR-1 of a month to download; then each provider payout and its statement (admins run the payouts).
 */
const OpsFinancePage: AppPage<Props> = ({ summary, ...props }) => (
  <OpsShell {...props} title="Finance">
    {summary && <FinanceDesk summary={summary} />}
    {summary && <PayoutsDesk canRun={props.staff.role === 'admin'} />}
  </OpsShell>
);

OpsFinancePage.ownLayout = true;
export default OpsFinancePage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsFinancePageProps } = await import('../../server/ops/financePageProps');
  return opsFinancePageProps(context);
});
