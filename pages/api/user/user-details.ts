import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { apiHandler, parseInput } from '../../../server/http/apiHandler';
import { unauthorized } from '../../../server/http/errors';
import { schemaUserDetailsUpdate, toUserPublic } from '../../../server/users/schemas';
import { updateUserName } from '../../../server/users/repository';

/**
 * GET: the logged-in customer's profile `{_id, phone, name}`.
 * PUT `{name}`: sets the display name. Both need `Authorization: Bearer <token>` (401 otherwise).
 */
export default apiHandler({
  GET: async (req) => {
    const user = await requireUser(req);
    return { message: 'User details', data: toUserPublic(user) };
  },
  PUT: async (req) => {
    const user = await requireUser(req);
    const { name } = parseInput(schemaUserDetailsUpdate, req.body);
    const { db } = await getDb();
    const updated = await updateUserName(db, user.id, name);
    if (!updated) throw unauthorized();
    return { message: 'Your name has been saved.', data: toUserPublic(updated) };
  },
});
