import { routeInviteCreate } from '../../../../lib/contracts/events';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { createEvent, eventView } from '../../../../server/events/events';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/customer/event/create-event-invite (bearer token): creates an event invite owned by the session user. */
export default apiRoute(
  handle(routeInviteCreate, async ({ body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const event = await createEvent(db, { ownerId: user.id, body });
    return { status: 201, message: 'Your invite has been created.', data: await eventView(db, event, user.id) };
  }),
);
