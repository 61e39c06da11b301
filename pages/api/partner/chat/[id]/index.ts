import { routePartnerChat } from '../../../../../lib/contracts/partnerChat';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { withPartner } from '../../../../../server/auth/withPartner';
import { partnerChat } from '../../../../../server/providers/chat';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/partner/chat/{id}?before=: the chat of one of the provider's jobs, masked until the slot. */
export default apiRoute(
  withPartner(routePartnerChat, async ({ params: { id }, query: { before } }, _req, { db, provider }) => ({
    message: 'Chat',
    data: await partnerChat(db, provider.id, id, before, new Date()),
  })),
);
