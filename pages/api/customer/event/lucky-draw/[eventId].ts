import { routeInviteLuckyDraw } from '../../../../../lib/contracts/events';
import { requireUser } from '../../../../../server/auth/requireUser';
import { getDb } from '../../../../../server/db/client';
import { apiRoute, handle } from '../../../../../server/http/apiHandler';
import { runLuckyDraw } from '../../../../../server/events/luckyDraw';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/customer/event/lucky-draw/{eventId} `{prize, winners}` (hosts): draws and records winners. */
export default apiRoute(
  handle(routeInviteLuckyDraw, async ({ params: { eventId }, body: { prize, winners } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const data = await runLuckyDraw(db, { eventId, userId: user.id, prize, winners });
    return { status: 201, message: 'The draw is done.', data };
  }),
);
