import { routeInviteDelete, routeInviteDetails, routeInviteUpdate } from '../../../../../../lib/contracts/events';
import { requireUser } from '../../../../../../server/auth/requireUser';
import { getDb } from '../../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../../server/http/apiHandler';
import { deleteEvent, eventView, openEvent, updateEvent } from '../../../../../../server/events/events';
import { sessionUserId } from '../../../../../../server/auth/customer';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET /api/customer/event/event-invites/{id}: the invite (public fields for anyone, more with a bearer token);
 * PUT (hosts): changes it; DELETE (owner): deletes it, media purged after 30 days.
 */
export default apiRoute(
  handle(routeInviteDetails, async ({ params: { id } }, req) => {
    const { db } = await getDb();
    const userId = await sessionUserId(db, req);
    return { message: 'Invite', data: await openEvent(db, { id, userId }) };
  }),
  handle(routeInviteUpdate, async ({ params: { id }, body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const event = await updateEvent(db, { id, userId: user.id, body });
    return { message: 'Your invite has been saved.', data: await eventView(db, event, user.id) };
  }),
  handle(routeInviteDelete, async ({ params: { id } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    await deleteEvent(db, { id, userId: user.id });
    return { message: 'The event has been deleted.' };
  }),
);
