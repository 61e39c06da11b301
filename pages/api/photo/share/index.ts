import { routePhotoShareCreate, routePhotoShareList } from '../../../../lib/contracts/photos';
import { requireUser } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { createShareLink, listShareLinks } from '../../../../server/gallery/shares';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { requestLocale } from '../../../../server/i18n/requestLocale';

/** Every API route reads its own JSON body (server/http/body.ts), so that errors stay in the envelope. */
export const config = { api: { bodyParser: false } };

/**
 * Share links of a gallery (bearer token): POST `{ orderId }` creates one (201, the token shown
 * once, the link in the page's language, `X-Locale`), GET `?orderId=` lists the live ones without tokens.
 */
export default apiRoute(
  handle(routePhotoShareCreate, async ({ body: { orderId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return {
      status: 201,
      message: 'Share link created',
      data: await createShareLink(db, { orderId, userId: user.id, now: new Date(), locale: requestLocale(req) }),
    };
  }),
  handle(routePhotoShareList, async ({ query: { orderId } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    return { message: 'Share links', data: await listShareLinks(db, { orderId, userId: user.id, now: new Date() }) };
  }),
);
