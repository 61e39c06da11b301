import { routeChatStream } from '../../../lib/contracts/chat';
import { authenticateSession, bearerToken } from '../../../server/auth/session';
import { serveChatStream, staleStreamMs } from '../../../server/chat/stream';
import { openStreamSlot } from '../../../server/chat/streamSlots';
import { redeemStreamTicket } from '../../../server/chat/tickets';
import { getDb } from '../../../server/db/client';
import { streamRoute } from '../../../server/http/streamRoute';
import { clientIp } from '../../../server/http/clientIp';
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
 * GET /api/chat/stream: the customer's chat events as Server-Sent Events, authenticated by
 * the bearer token or a single-use `?ticket=` of a session still live; resumes after Last-Event-ID (or
 * `?lastEventId=`). The stream closes when its session ends (on any instance), after 30 minutes, or when the
 * customer opens a sixth one (the oldest closes), each time with a last `closed` event saying why. 401 in the JSON
 * envelope without a valid token or ticket; 429 when the client address already holds 20 customers' streams.
 */
export default streamRoute(routeChatStream, async ({ query }, req) => {
  const handle = await getDb();
  const now = new Date();
  const owner = query.ticket
    ? await redeemStreamTicket(handle.db, query.ticket, now)
    : await authenticateSession(handle.db, bearerToken(req.headers.authorization)).then((session) =>
        session ? { userId: session.user.id, sessionId: session.sessionId } : null,
      );
  if (!owner) throw unauthorized();
  const lastEventId = lastEventIdOf(req.headers['last-event-id']) ?? query.lastEventId;
  // HEAD gets the headers only: no stream, so no place is taken
  const slot = req.method === 'HEAD' ? null : await openStreamSlot(handle.db, owner, clientIp(req), now, staleStreamMs());
  return {
    headers: {},
    body: async (res) => {
      const stream = openSseStream(req, res);
      await serveChatStream(handle, { ...owner, slotId: slot!.id }, stream, lastEventId);
    },
  };
});
