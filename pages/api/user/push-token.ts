import { requireUser } from '../../../server/auth/requireUser';
import { schemaPushTokenCreate } from '../../../server/auth/schemas';
import { getDb } from '../../../server/db/client';
import { apiHandler, parseInput } from '../../../server/http/apiHandler';
import { setUserPushToken } from '../../../server/users/repository';

/** POST /api/user/push-token `{token}` (bearer token): stores the customer's push-messaging token. */
export default apiHandler({
  POST: async (req) => {
    const user = await requireUser(req);
    const { token } = parseInput(schemaPushTokenCreate, req.body);
    const { db } = await getDb();
    await setUserPushToken(db, user.id, token);
    return { message: 'Notifications are on' };
  },
});
