import { Readable } from 'node:stream';
import { routeInviteGuestList } from '../../../../../../lib/contracts/events';
import { requireUser } from '../../../../../../server/auth/requireUser';
import { getDb } from '../../../../../../server/db/client';
import { streamRoute, type StreamReply } from '../../../../../../server/http/streamRoute';
import { envelope } from '../../../../../../server/http/envelope';
import { HttpError } from '../../../../../../server/http/errors';
import { guestListCsv, guestListFor } from '../../../../../../server/events/guests';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/customer/event/event-guests/all/{eventId} (bearer token): the guest list and counts as the caller may
 * see them; `?format=csv` a CSV file for hosts.
 */
export default streamRoute(routeInviteGuestList, async ({ params: { eventId }, query: { format } }, req): Promise<StreamReply> => {
  const user = await requireUser(req);
  const { db } = await getDb();
  const { host, guests, counts } = await guestListFor(db, { eventId, userId: user.id });
  if (format === 'csv') {
    if (!host) throw new HttpError(403, 'Only the hosts can export the guest list.');
    return {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="guests.csv"',
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
      // a byte-order mark, so spreadsheet apps read Hindi names as UTF-8
      body: Readable.from([`\uFEFF${guestListCsv(guests)}`]),
    };
  }
  const data = routeInviteGuestList.response.parse({ guests, counts });
  return {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    body: Readable.from([JSON.stringify(envelope(200, 'Guest list', { data }))]),
  };
});
