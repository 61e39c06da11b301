import { routeInviteCohostAccept } from '../../../../../lib/contracts/events';
import { requireUser } from '../../../../../server/auth/requireUser';
import { getDb } from '../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';
import { acceptCohostLink } from '../../../../../server/events/cohosts';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/customer/event/co-hosts/accept `{token}` (bearer token): the session user becomes a co-host. */
export default apiRoute(
  handle(routeInviteCohostAccept, async ({ body: { token } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'You are now a co-host of this event.', data: await acceptCohostLink(db, { token, userId: user.id }) };
  }),
);
