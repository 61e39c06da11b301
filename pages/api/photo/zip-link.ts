import { routePhotoZipLink } from '../../../lib/contracts/photos';
import { requireUser } from '../../../server/auth/requireUser';
import { getDb } from '../../../server/db/client';
import { createZipLink } from '../../../server/gallery/zip';
import { apiRoute, handle } from '../../../server/http/apiHandler';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/** POST /api/photo/zip-link `{ orderId, originals }` (bearer token): a signed zip download link valid 15 minutes. */
export default apiRoute(
  handle(routePhotoZipLink, async ({ body: { orderId, originals } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Download link', data: await createZipLink(db, { orderId, userId: user.id, originals, now: new Date() }) };
  }),
);
