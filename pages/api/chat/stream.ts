import { routeChatStream } from '../../../lib/contracts/chat';
import { authenticateSession, bearerToken } from '../../../server/auth/session';
import { serveChatStream } from '../../../server/chat/stream';
import { redeemStreamTicket } from '../../../server/chat/tickets';
import { getDb } from '../../../server/db/client';
import { streamRoute } from '../../../server/gallery/http';
import { unauthorized } from '../../../server/http/errors';
import { openSseStream } from '../../../server/realtime/sse';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/** A Last-Event-ID header as a message id, or undefined. */
function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/**
 * GET /api/chat/stream: the customer's chat events as Server-Sent Events (issue 23 "Real time"), authenticated by
 * the bearer token or a single-use `?ticket=`; resumes after Last-Event-ID (or `?lastEventId=`). 401 in the JSON
 * envelope without a valid token or ticket.
 */
export default streamRoute(routeChatStream, async ({ query }, req) => {
  const handle = await getDb();
  const now = new Date();
  const session = query.ticket ? null : await authenticateSession(handle.db, bearerToken(req.headers.authorization));
  const userId = query.ticket ? await redeemStreamTicket(handle.db, query.ticket, now) : (session?.user.id ?? null);
  if (!userId) throw unauthorized();
  const lastEventId = lastEventIdOf(req.headers['last-event-id']) ?? query.lastEventId;
  return {
    headers: {},
    body: async (res) => {
      const stream = openSseStream(req, res);
      await serveChatStream(handle, userId, stream, lastEventId);
    },
  };
});
