import { routeUserCityUpdate } from '../../../lib/contracts/users';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { unauthorized } from '../../../server/http/errors';
import { setUserCity, toUserPublic } from '../../../server/users/repository';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * PUT /api/user/city `{city: slug | null}` (bearer token): saves the logged-in customer's city
 * (a city page they open, or the picker of /accounts) or forgets it, and answers the profile. 400 "Unknown city" for
 * a slug that is not one of our city pages; 401 without a live session.
 */
export default apiRoute(
  handle(routeUserCityUpdate, async ({ body: { city } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const updated = await setUserCity(db, user.id, city);
    if (!updated) throw unauthorized();
    return { message: city ? 'Your city has been saved.' : 'Your city has been removed.', data: toUserPublic(updated) };
  }),
);
