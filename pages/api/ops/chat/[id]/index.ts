import { routeOpsChatRoom } from '../../../../../lib/contracts/opsChat';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../../../server/auth/withStaff';
import { inboxConversation } from '../../../../../server/ops/supportInbox';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/ops/chat/{id}?before= (every role): a support or order room's messages as
 * support sees them (unmasked), the customer's orders and the first-response times; 404 unknown or event room.
 */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsChatRoom, async ({ params: { id }, query: { before } }, _req, { db, staff }) => ({
    message: 'Conversation',
    data: await inboxConversation(db, staff.id, id, before, new Date()),
  })),
);
