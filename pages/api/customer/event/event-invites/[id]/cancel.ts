import { routeInviteCancel } from '../../../../../../lib/contracts/events';
import { requireUser } from '../../../../../../server/auth/requireUser';
import { getDb } from '../../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../../server/http/apiHandler';
import { cancelEvent, eventView } from '../../../../../../server/events/events';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/customer/event/event-invites/{id}/cancel (owner): cancels the event; every guest who answered is told. */
export default apiRoute(
  handle(routeInviteCancel, async ({ params: { id } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const event = await cancelEvent(db, { id, userId: user.id });
    return { message: 'The event has been cancelled. Your guests will be told.', data: await eventView(db, event, user.id) };
  }),
);
