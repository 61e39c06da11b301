import OpsShell from '../../components/ops/OpsShell';
import MessagesOutbox from '../../components/ops/desk/MessagesOutbox';
import type { OpsPageProps } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import type { OpsMessagesProps } from '../../server/ops/outboxPageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';

type Props = OpsPageProps & Partial<OpsMessagesProps>;

/**
 * /ops/messages (every role reads, admins and operations retry): the outbox by status and
 * channel, retry of a failed message.
 */
const OpsMessagesPage: AppPage<Props> = ({ result, filters = { status: null, channel: null }, canRetry = false, ...props }) => (
  <OpsShell {...props} title="Messages">
    {result && <MessagesOutbox result={result} filters={filters} canRetry={canRetry} />}
  </OpsShell>
);

OpsMessagesPage.ownLayout = true;
export default OpsMessagesPage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsMessagesPageProps } = await import('../../server/ops/outboxPageProps');
  return opsMessagesPageProps(context);
});
