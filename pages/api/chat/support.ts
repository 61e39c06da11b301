import { routeChatSupport } from '../../../lib/contracts/chat';
import { requireUser } from '../../../server/auth/requireUser';
import { openSupport } from '../../../server/chat/support';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/chat/support {orderId?, page?}: the customer's one support room, with the context attached. */
export default apiRoute(
  handle(routeChatSupport, async ({ body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Support chat', data: await openSupport(db, user.id, body, new Date()) };
  }),
);
