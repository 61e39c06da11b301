import { routeInviteReminderCreate, routeInviteReminderList } from '../../../../../../lib/contracts/events';
import { requireUser } from '../../../../../../server/auth/requireUser';
import { getDb } from '../../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../../server/http/apiHandler';
import { createReminder, listReminders } from '../../../../../../server/events/messages';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** GET|POST /api/customer/event/event-reminders/{eventId} (hosts): the reminders, or a new one. */
export default apiRoute(
  handle(routeInviteReminderList, async ({ params: { eventId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Reminders', data: await listReminders(db, { eventId, userId: user.id }) };
  }),
  handle(routeInviteReminderCreate, async ({ params: { eventId }, body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const data = await createReminder(db, { eventId, userId: user.id, ...body, sendAt: new Date(body.sendAt) });
    return { status: 201, message: 'The reminder has been scheduled.', data };
  }),
);
