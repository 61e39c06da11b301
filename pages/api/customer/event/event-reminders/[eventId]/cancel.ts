import { routeInviteReminderCancel } from '../../../../../../lib/contracts/events';
import { requireUser } from '../../../../../../server/auth/requireUser';
import { getDb } from '../../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../../server/http/apiHandler';
import { cancelReminder } from '../../../../../../server/events/messages';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/customer/event/event-reminders/{eventId}/cancel `{reminderId}` (hosts): cancels a scheduled reminder. */
export default apiRoute(
  handle(routeInviteReminderCancel, async ({ params: { eventId }, body: { reminderId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    await cancelReminder(db, { eventId, userId: user.id, reminderId });
    return { message: 'The reminder has been cancelled.' };
  }),
);
