import { routeInviteMessageSend } from '../../../../../lib/contracts/events';
import { requireUser } from '../../../../../server/auth/requireUser';
import { getDb } from '../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';
import { sendGuestMessage } from '../../../../../server/events/messages';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/customer/event/event-messages/{eventId} `{segment, channel, text}` (hosts): messages opted-in guests. */
export default apiRoute(
  handle(routeInviteMessageSend, async ({ params: { eventId }, body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const data = await sendGuestMessage(db, { eventId, userId: user.id, ...body });
    return { status: 202, message: `Your message is on its way to ${data.recipients} guest${data.recipients === 1 ? '' : 's'}.`, data };
  }),
);
