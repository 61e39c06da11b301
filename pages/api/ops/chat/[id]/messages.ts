import { routeOpsChatSend } from '../../../../../lib/contracts/opsChat';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../../../server/auth/withStaff';
import { sendAsSupport } from '../../../../../server/ops/supportInbox';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/chat/{id}/messages (every role): sends as support; 201, or 200 with
 * the same message for a repeated client id; audited as `chat.message_send` with the message id.
 */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsChatSend, async ({ params: { id }, body }, _req, { db, staff }) => {
    const { message, created } = await sendAsSupport(db, { kind: 'staff', staffId: staff.id }, id, body, new Date());
    return created
      ? { status: 201, message: 'Message sent', data: message }
      : { status: 200, message: 'Message already sent', data: message };
  }),
);
