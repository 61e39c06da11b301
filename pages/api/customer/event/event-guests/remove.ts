import { routeInviteGuestRemove } from '../../../../../lib/contracts/events';
import { requireUser } from '../../../../../server/auth/requireUser';
import { getDb } from '../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';
import { removeGuest } from '../../../../../server/events/guests';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/customer/event/event-guests/remove `{eventId, guestId}` (hosts): removes a guest. */
export default apiRoute(
  handle(routeInviteGuestRemove, async ({ body: { eventId, guestId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    await removeGuest(db, { eventId, guestId, userId: user.id });
    return { message: 'The guest has been removed.' };
  }),
);
