import DispatchCalendar from '../../components/ops/dispatch/DispatchCalendar';
import OpsShell from '../../components/ops/OpsShell';
import type { OpsPageProps } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import { withDatabaseOutagePage } from '../../server/http/ssr';
import type { OpsDispatchProps } from '../../server/ops/dispatchPageProps';

type Props = OpsPageProps & Partial<OpsDispatchProps>;

/**
 * /ops/dispatch?date=yyyy-mm-dd&view=day|week&service= (every role): the dispatch calendar: providers with their
 * jobs of the day or week (IST), and the paid orders of those days without a provider.
 */
const OpsDispatchPage: AppPage<Props> = ({ board, today, ...props }) => (
  <OpsShell {...props} title="Dispatch">
    {board && today && <DispatchCalendar board={board} today={today} />}
  </OpsShell>
);

OpsDispatchPage.ownLayout = true;
export default OpsDispatchPage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsDispatchPageProps } = await import('../../server/ops/dispatchPageProps');
  return opsDispatchPageProps(context);
});
