import { routePartnerChatStream } from '../../../../lib/contracts/partnerChat';
import { consoleStreamAnswer } from '../../../../server/chat/stream';
import { getDb } from '../../../../server/db/client';
import { streamRoute } from '../../../../server/http/streamRoute';
import { requirePartner } from '../../../../server/auth/withPartner';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/**
 * GET /api/partner/chat/stream: the provider's job chats live, as Server-Sent Events. Only the `partner_session`
 * cookie opens it (a customer's token or a staff cookie is a 401); the stream closes when that session is
 * revoked (sign-out, provider deactivated), on any instance.
 */
export default streamRoute(routePartnerChatStream, async (_input, req) => {
  const handle = await getDb();
  const { session, provider } = await requirePartner(req, { db: handle.db });
  return consoleStreamAnswer(handle, req, { kind: 'provider', principalId: provider.id, consoleSessionId: session.id });
});
