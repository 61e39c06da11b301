import { routePartnerChatSend } from '../../../../../lib/contracts/partnerChat';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { withPartner } from '../../../../../server/auth/withPartner';
import { partnerChatSend } from '../../../../../server/providers/chat';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/partner/chat/{id}/messages: the provider sends into a job's chat; 201, or 200 on a repeated client id. */
export default apiRoute(
  withPartner(routePartnerChatSend, async ({ params: { id }, body }, _req, { db, provider }) => {
    const { message, created } = await partnerChatSend(db, provider.id, id, body, new Date());
    return created
      ? { status: 201, message: 'Message sent', data: message }
      : { status: 200, message: 'Message already sent', data: message };
  }),
);
