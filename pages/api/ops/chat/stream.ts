import { routeOpsChatStream } from '../../../../lib/contracts/opsChat';
import { consoleStreamAnswer } from '../../../../server/chat/stream';
import { getDb } from '../../../../server/db/client';
import { streamRoute } from '../../../../server/http/streamRoute';
import { DESK_STAFF, requireStaff } from '../../../../server/auth/withStaff';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/**
 * GET /api/ops/chat/stream: the support inbox's live events for the signed-in staff member (every role), as
 * Server-Sent Events. Only the `ops_session` cookie opens it (a customer's bearer token or ticket is a 401); the
 * stream closes when that session is revoked, on any instance.
 */
export default streamRoute(routeOpsChatStream, async (_input, req) => {
  const handle = await getDb();
  const { session, staff } = await requireStaff(req, DESK_STAFF, { db: handle.db });
  return consoleStreamAnswer(handle, req, { kind: 'staff', principalId: staff.id, consoleSessionId: session.id });
});
