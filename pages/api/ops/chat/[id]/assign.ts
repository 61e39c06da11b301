import { routeOpsChatAssign } from '../../../../../lib/contracts/opsChat';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../../../server/auth/withStaff';
import { assignRoom } from '../../../../../server/ops/supportInbox';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/ops/chat/{id}/assign {staffId|null} (every role): assigns a support room to
 * an active agent or unassigns it; audited as `chat.assign`.
 */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsChatAssign, async ({ params: { id }, body: { staffId } }, _req, { db, actor }) => ({
    message: staffId ? 'Chat assigned' : 'Chat unassigned',
    data: await assignRoom(db, actor, id, staffId, new Date()),
  })),
);
