import { routePhotoShareRevoke } from '../../../../lib/contracts/photos';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { revokeShareLink } from '../../../../server/gallery/shares';
import { apiRoute, handle } from '../../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/photo/share/revoke `{ shareId }` (bearer token): revokes one of the customer's share links at once. */
export default apiRoute(
  handle(routePhotoShareRevoke, async ({ body: { shareId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    await revokeShareLink(db, { shareId, userId: user.id, now: new Date() });
    return { message: 'Share link revoked' };
  }),
);
