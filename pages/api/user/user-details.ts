import { routeUserDetails, routeUserDetailsUpdate } from '../../../lib/contracts/users';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { unauthorized } from '../../../server/http/errors';
import { toUserPublic, updateUserDetails } from '../../../server/users/repository';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * GET: the logged-in customer's profile `{_id, phone, name, avatar, city, language}`.
 * PUT `{name?, language?}`: sets the display name and/or the language (`en` | `hi`; 400 naming the field otherwise). Both need `Authorization: Bearer <token>` (401 otherwise).
 */
export default apiRoute(
  handle(routeUserDetails, async (_input, req) => {
    const user = await requireUser(req);
    return { message: 'User details', data: toUserPublic(user) };
  }),
  handle(routeUserDetailsUpdate, async ({ body }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const updated = await updateUserDetails(db, user.id, body);
    if (!updated) throw unauthorized();
    return {
      message: body.name !== undefined ? 'Your name has been saved.' : 'Your language has been saved.',
      data: toUserPublic(updated),
    };
  }),
);
