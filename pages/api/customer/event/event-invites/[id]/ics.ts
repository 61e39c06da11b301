import { Readable } from 'node:stream';
import { routeInviteIcs } from '../../../../../../lib/contracts/events';
import { getDb } from '../../../../../../server/db/client';
import { streamRoute } from '../../../../../../server/http/streamRoute';
import { eventNotFound } from '../../../../../../server/events/access';
import { findEvent } from '../../../../../../server/events/repository';
import { eventIcs } from '../../../../../../server/events/ics';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/customer/event/event-invites/{id}/ics: the invite as a `.ics` calendar file, public like the invite. */
export default streamRoute(routeInviteIcs, async ({ params: { id } }) => {
  const { db } = await getDb();
  const event = await findEvent(db, id);
  if (!event) throw eventNotFound();
  return {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="invite.ics"',
      'Cache-Control': 'private, max-age=60',
      'X-Content-Type-Options': 'nosniff',
    },
    body: Readable.from([eventIcs(event)]),
  };
});
