import OpsShell from '../../components/ops/OpsShell';
import SupportInbox from '../../components/ops/chat/SupportInbox';
import type { OpsPageProps } from '../../lib/contracts/ops';
import type { AppPage } from '../../lib/pageTypes';
import type { OpsChatProps } from '../../server/ops/chatPageProps';
import { withDatabaseOutagePage } from '../../server/http/ssr';

type Props = OpsPageProps & Partial<OpsChatProps>;

/** /ops/chat (every role): the queue of support chats, one conversation, assignment and replies. */
const OpsChatPage: AppPage<Props> = ({ queue, conversation = null, ...props }) => (
  <OpsShell {...props} title="Support chat">
    {queue && <SupportInbox initialQueue={queue} initialConversation={conversation} staffId={props.staff._id} />}
  </OpsShell>
);

OpsChatPage.ownLayout = true;
export default OpsChatPage;

export const getServerSideProps = withDatabaseOutagePage<Props>(async (context) => {
  const { opsChatPageProps } = await import('../../server/ops/chatPageProps');
  return opsChatPageProps(context);
});
