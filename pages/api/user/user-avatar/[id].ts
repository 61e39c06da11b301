import type { NextApiRequest, NextApiResponse } from 'next';
import { routeUserAvatar, routeUserAvatarUpdate, schemaUserAvatarClear } from '../../../../lib/contracts/users';
import { requireSelf } from '../../../../server/auth/requireUser';
import { getDb } from '../../../../server/db/client';
import { streamRoute } from '../../../../server/http/streamRoute';
import { closingConnection } from '../../../../server/http/multipart';
import { apiRoute, handle, parseInput } from '../../../../server/http/apiHandler';
import { readJsonBody } from '../../../../server/http/body';
import { notFound } from '../../../../server/http/errors';
import { getMediaStorage } from '../../../../server/media/storage';
import { clearAvatar, openAvatar, uploadAvatar } from '../../../../server/users/avatar';

/** The answer of GET is the photo itself and the body of PUT is streamed through busboy: Next reads neither. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/** GET (and HEAD): the photo, public like any profile photo; cached by the browser for good when the URL names the current version. */
const photo = streamRoute(routeUserAvatar, async ({ params: { id }, query: { v } }) => {
  const { db } = await getDb();
  const found = await openAvatar(db, await getMediaStorage(), id, v);
  if (!found) throw notFound('Profile photo not found');
  return {
    headers: {
      'Content-Type': 'image/webp',
      // private: the shared page cache (server/http/sharedCache.js) and CDNs must not keep a photo the customer may
      // remove or erase; the browser keeps the current version for good (a new upload has a new URL)
      'Cache-Control': found.current ? 'private, max-age=31536000, immutable' : 'private, no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...(found.object.bytes !== undefined && { 'Content-Length': String(found.object.bytes) }),
    },
    body: found.object.body,
  };
});

/** PUT: a photo as multipart (field `image`), or `{clearAvatar: true}` as JSON; only for the session user's own id. */
const change = apiRoute(
  handle(routeUserAvatarUpdate, async ({ params: { id } }, req) => {
    let user;
    try {
      user = await requireSelf(req, id);
    } catch (error) {
      throw closingConnection(error, req);
    }
    const { db } = await getDb();
    const storage = await getMediaStorage();
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type === 'application/json') {
      parseInput(schemaUserAvatarClear, await readJsonBody(req));
      await clearAvatar(db, storage, user);
      return { message: 'Your photo has been removed.', data: { avatar: null } };
    }
    const avatar = await uploadAvatar(db, storage, req, user);
    return { message: 'Your photo has been saved.', data: { avatar } };
  }),
  // listed so that a wrong method's 405 names GET in Allow; GET and HEAD are answered by `photo` above
  { method: 'GET', handler: async () => Promise.reject(new Error('unreachable')) },
);

/**
 * /api/user/user-avatar/{id} (the spec's path): GET the 256x256 WebP (404 without one); PUT a
 * jpg/png/webp/heic up to 5 MB (413 above, 415 another type, 400 damaged or under 128x128) or `{clearAvatar: true}`
 * → `{avatar}`; the id must be the session user's (403 otherwise).
 */
export default function userAvatarRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD' ? photo(req, res) : change(req, res);
}
