import { routeUserDetailsById, routeUserDetailsByIdUpdate } from '../../../../lib/contracts/users';
import { requireSelf } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { unauthorized } from '../../../../server/http/errors';
import { toUserPublic, updateUserDetails } from '../../../../server/users/repository';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * /api/user/user-details/{id} (the spec's path): GET the profile `{_id, phone, name, avatar, city, language}`; PUT
 * `{name?, language?}` sets the language (`en` | `hi`) and/or the name (2-60 characters: letters of any script, spaces and . ' -; 400 otherwise, "Please enter
 * your name" when empty). `{id}` must be the session user's own (403 otherwise; 401 without a login).
 */
export default apiRoute(
  handle(routeUserDetailsById, async ({ params: { id } }, req) => {
    const user = await requireSelf(req, id);
    return { message: 'User details', data: toUserPublic(user) };
  }),
  handle(routeUserDetailsByIdUpdate, async ({ params: { id }, body }, req) => {
    const user = await requireSelf(req, id);
    const { db } = await getDb();
    const updated = await updateUserDetails(db, user.id, body);
    if (!updated) throw unauthorized();
    return {
      message: body.name !== undefined ? 'Your name has been saved.' : 'Your language has been saved.',
      data: toUserPublic(updated),
    };
  }),
);
