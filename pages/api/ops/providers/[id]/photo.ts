import type { NextApiRequest, NextApiResponse } from 'next';
import {
  routeOpsProviderPhoto,
  routeOpsProviderPhotoRemove,
  routeOpsProviderPhotoUpdate,
} from '../../../../../lib/contracts/providerPhotos';
import { opsProviderPhotoUrl } from '../../../../../lib/providers';
import { getDb } from '../../../../../server/db/client';
import { streamRoute } from '../../../../../server/http/streamRoute';
import { apiRoute } from '../../../../../server/http/apiHandler';
import { notFound } from '../../../../../server/http/errors';
import { DESK_STAFF, OPERATIONS_ROLES, requireOpsActor, withOpsActor } from '../../../../../server/auth/withStaff';
import { getMediaStorage } from '../../../../../server/media/storage';
import { openProviderPhotoById, providerPhotoHeaders, removeProviderPhoto, setProviderPhoto } from '../../../../../server/providers/photo';

/** The answer of GET is the photo itself and the body of PUT is streamed through busboy: Next reads neither. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/** GET (and HEAD): the photo, for every staff role. */
const photo = streamRoute(routeOpsProviderPhoto, async ({ params: { id }, query: { v } }, req) => {
  const { db } = await getDb();
  await requireOpsActor(req, db, DESK_STAFF);
  const found = await openProviderPhotoById(db, await getMediaStorage(), id, v);
  if (!found) throw notFound('No photo');
  return { headers: providerPhotoHeaders(found), body: found.object.body };
});

const change = apiRoute(
  withOpsActor(OPERATIONS_ROLES, routeOpsProviderPhotoUpdate, async ({ params: { id } }, req, { db, actor }) => {
    const provider = await setProviderPhoto(db, await getMediaStorage(), req, id, { actor });
    return { message: 'Photo saved', data: { photoUrl: opsProviderPhotoUrl(provider.id, provider.photoKey) } };
  }),
  withOpsActor(OPERATIONS_ROLES, routeOpsProviderPhotoRemove, async ({ params: { id } }, _req, { db, actor }) => {
    await removeProviderPhoto(db, await getMediaStorage(), id, { actor });
    return { message: 'Photo removed', data: { photoUrl: null } };
  }),
  // listed so that a wrong method's 405 names GET in Allow; GET and HEAD are answered by `photo` above
  { method: 'GET', handler: async () => Promise.reject(new Error('unreachable')) },
);

/**
 * /api/ops/providers/{id}/photo: GET the provider's 256x256 WebP (every staff role; 404 without one); PUT a photo
 * (multipart, field `photo`: JPG, PNG, WebP or HEIC up to 5 MB, at least 128x128; 413 above, 415 another type, 400
 * damaged or too small) or DELETE it, admins and operations only, audited as `provider.photo_set` / `.photo_remove`.
 * A console session (401 signed out, 403 other roles) or the operations key (`x-ops-api-key`).
 */
export default function opsProviderPhotoRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD' ? photo(req, res) : change(req, res);
}
