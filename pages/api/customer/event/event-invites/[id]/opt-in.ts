import { routeInviteOptIn } from '../../../../../../lib/contracts/events';
import { requireUser } from '../../../../../../server/auth/requireUser';
import { getDb } from '../../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../../server/http/apiHandler';
import { setOpenOptIn } from '../../../../../../server/events/guests';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/customer/event/event-invites/{id}/opt-in `{whatsappOptIn}` (bearer token): reminders before answering. */
export default apiRoute(
  handle(routeInviteOptIn, async ({ params: { id }, body: { whatsappOptIn } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    await setOpenOptIn(db, { eventId: id, userId: user.id, whatsappOptIn });
    return { message: whatsappOptIn ? 'You will get reminders on WhatsApp.' : 'You will not get reminders.' };
  }),
);
