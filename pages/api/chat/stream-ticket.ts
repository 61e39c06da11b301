import { routeChatStreamTicket } from '../../../lib/contracts/chat';
import { requireSession } from '../../../server/auth/requireUser';
import { createStreamTicket } from '../../../server/chat/tickets';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/chat/stream-ticket: a single-use, 60-second ticket for `GET /api/chat/stream?ticket=`, bound
 * to the calling session: once that session is revoked the ticket opens nothing. 401 without a live session.
 */
export default apiRoute(
  handle(routeChatStreamTicket, async (_input, req) => {
    const { user, sessionId } = await requireSession(req);
    const { db } = await getDb();
    const { ticket, expiresAt } = await createStreamTicket(db, { userId: user.id, sessionId }, new Date());
    return { status: 201, message: 'Stream ticket', data: { ticket, expiresAt: expiresAt.toISOString() } };
  }),
);
