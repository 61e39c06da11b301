import { routeInviteCohostCreate } from '../../../../../lib/contracts/events';
import { requireUser } from '../../../../../server/auth/requireUser';
import { getDb } from '../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';
import { createCohostLink } from '../../../../../server/events/cohosts';
import { requestLocale } from '../../../../../server/i18n/requestLocale';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/customer/event/co-hosts/{eventId} (owner): a co-host link, valid 7 days, in the page's language (`X-Locale`). */
export default apiRoute(
  handle(routeInviteCohostCreate, async ({ params: { eventId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return {
      status: 201,
      message: 'Share this link with your co-host.',
      data: await createCohostLink(db, { eventId, userId: user.id, locale: requestLocale(req) }),
    };
  }),
);
