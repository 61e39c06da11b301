import OpsShell from '../../components/ops/OpsShell';
import TodayBoard from '../../components/ops/desk/TodayBoard';
import { useBoardRefresh } from '../../components/ops/desk/useBoardRefresh';
import type { OpsPageProps } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import type { OpsTodayProps } from '../../server/ops/todayPageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';

type Props = OpsPageProps & Partial<OpsTodayProps>;

/**
 * /ops (every role): the Today board: orders by status for today and the next 7 days, unassigned
 * orders starting within 48 hours, payments awaiting capture, refunds pending or failed, new enquiries. It asks the
 * server again every minute while open, so the "Not arrived" alerts appear at their 15-minute mark.
 */
const OpsHomePage: AppPage<Props> = ({ board, canRetryJobs = false, ...props }) => {
  useBoardRefresh();
  return (
    <OpsShell {...props} title="Today">
      {board && <TodayBoard board={board} canOpenEnquiries canRetryJobs={canRetryJobs} />}
    </OpsShell>
  );
};

OpsHomePage.ownLayout = true;
export default OpsHomePage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsTodayPageProps } = await import('../../server/ops/todayPageProps');
  return opsTodayPageProps(context);
});
