import { routeInviteList } from '../../../../../lib/contracts/events';
import { requireUser } from '../../../../../server/auth/requireUser';
import { getDb } from '../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';
import { listEvents } from '../../../../../server/events/events';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET /api/customer/event/event-invites/all (bearer token): `{hostedEvents, asAGuestEvents}` of the session user. */
export default apiRoute(
  handle(routeInviteList, async (_input, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Your events', data: await listEvents(db, { userId: user.id }) };
  }),
);
