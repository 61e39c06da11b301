import { routeNotificationSettings, routeNotificationSettingsUpdate } from '../../../lib/contracts/privacy';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { getNotificationSettings, updateNotificationSettings } from '../../../server/notify/preferences';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET: the logged-in customer's notification choices (WhatsApp, SMS, push x bookings, invites, chat, offers).
 * PUT: changes some of them and answers all. 401 without a live session.
 */
export default apiRoute(
  handle(routeNotificationSettings, async (_input, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Notification settings', data: await getNotificationSettings(db, user.id) };
  }),
  handle(routeNotificationSettingsUpdate, async ({ body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Your notification settings have been saved.', data: await updateNotificationSettings(db, user.id, body) };
  }),
);
