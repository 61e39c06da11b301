import { routeOpsChatQueue } from '../../../../lib/contracts/opsChat';
import { apiRoute } from '../../../../server/http/apiHandler';
import { DESK_STAFF, withStaff } from '../../../../server/auth/withStaff';
import { inboxQueue } from '../../../../server/ops/supportInbox';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/ops/chat (every role): the queue of support rooms, waiting customers first. */
export default apiRoute(
  withStaff(DESK_STAFF, routeOpsChatQueue, async (_input, _req, { db }) => ({
    message: 'Support inbox',
    data: await inboxQueue(db, new Date()),
  })),
);
