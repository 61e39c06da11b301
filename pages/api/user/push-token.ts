import { routePushTokenCreate } from '../../../lib/contracts/users';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { setUserPushToken } from '../../../server/users/repository';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/user/push-token `{token}` (bearer token): stores the customer's push-messaging token. */
export default apiRoute(
  handle(routePushTokenCreate, async ({ body: { token } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    await setUserPushToken(db, user.id, token);
    return { message: 'Notifications are on' };
  }),
);
