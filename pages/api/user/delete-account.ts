import { routeAccountDelete } from '../../../lib/contracts/privacy';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { requestUserDeletion } from '../../../server/users/deletion';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * POST /api/user/delete-account (bearer token): asks for the account to be deleted, ends
 * every session, and answers when the personal data will be erased (7 days later, unless the customer logs in
 * again). 409 while a paid booking is still to come; 401 without a live session.
 */
export default apiRoute(
  handle(routeAccountDelete, async (_input, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const request = await requestUserDeletion(db, user.id);
    return {
      message: 'Your account will be deleted in 7 days. Log in again before then to keep it.',
      data: { requestedAt: request.requestedAt.toISOString(), eraseAfter: request.eraseAfter.toISOString() },
    };
  }),
);
