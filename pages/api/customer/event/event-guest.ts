import { routeInviteRsvp } from '../../../../lib/contracts/events';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { toMyRsvp } from '../../../../server/events/access';
import { answerInvite } from '../../../../server/events/guests';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** PUT /api/customer/event/event-guest (bearer token): the session user's answer, `{guest, waitlisted}`. */
export default apiRoute(
  handle(routeInviteRsvp, async ({ body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const { guest, waitlisted } = await answerInvite(db, { ...body, userId: user.id });
    const message = waitlisted ? 'The event is full: you are on the waitlist.' : 'Thank you! Your response has been saved.';
    return { message, data: { guest: toMyRsvp(guest), waitlisted } };
  }),
);
