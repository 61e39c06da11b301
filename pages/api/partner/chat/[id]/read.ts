import { routePartnerChatRead } from '../../../../../lib/contracts/partnerChat';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { withPartner } from '../../../../../server/auth/withPartner';
import { partnerChatRead } from '../../../../../server/providers/chat';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/partner/chat/{id}/read: the provider read a job's chat up to a message (the customer's ticks turn read). */
export default apiRoute(
  withPartner(routePartnerChatRead, async ({ params: { id }, body }, _req, { db, provider }) => ({
    message: 'Read',
    data: await partnerChatRead(db, provider.id, id, body.upToMessageId, new Date()),
  })),
);
