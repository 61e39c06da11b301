import type { NextApiRequest, NextApiResponse } from 'next';
import { routePartnerPhoto, routePartnerPhotoRemove, routePartnerPhotoUpdate } from '../../../lib/contracts/providerPhotos';
import { partnerOwnPhotoUrl } from '../../../lib/providers';
import { streamRoute } from '../../../server/http/streamRoute';
import { apiRoute } from '../../../server/http/apiHandler';
import { notFound } from '../../../server/http/errors';
import { requirePartner, withPartner } from '../../../server/auth/withPartner';
import { getMediaStorage } from '../../../server/media/storage';
import { openProviderPhotoById, providerPhotoHeaders, removeProviderPhoto, setProviderPhoto } from '../../../server/providers/photo';

/** The answer of GET is the photo itself and the body of PUT is streamed through busboy: Next reads neither. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/** GET (and HEAD): the signed-in provider's own photo. */
const photo = streamRoute(routePartnerPhoto, async ({ query: { v } }, req) => {
  const { db, provider } = await requirePartner(req);
  const found = await openProviderPhotoById(db, await getMediaStorage(), provider.id, v);
  if (!found) throw notFound('No photo');
  return { headers: providerPhotoHeaders(found), body: found.object.body };
});

// the provider is the session's, never a parameter: a provider can only set or remove their own photo
const change = apiRoute(
  withPartner(routePartnerPhotoUpdate, async (_input, req, { db, provider, actor }) => {
    const updated = await setProviderPhoto(db, await getMediaStorage(), req, provider.id, { actor });
    return { message: 'Your photo has been saved.', data: { photoUrl: partnerOwnPhotoUrl(updated.photoKey) } };
  }),
  withPartner(routePartnerPhotoRemove, async (_input, _req, { db, provider, actor }) => {
    await removeProviderPhoto(db, await getMediaStorage(), provider.id, { actor });
    return { message: 'Your photo has been removed.', data: { photoUrl: null } };
  }),
  // listed so that a wrong method's 405 names GET in Allow; GET and HEAD are answered by `photo` above
  { method: 'GET', handler: async () => Promise.reject(new Error('unreachable')) },
);

/**
 * /api/partner/photo: the signed-in provider's own photo, which customers see on their order page. GET the
 * 256x256 WebP (404 without one); PUT a photo (multipart, field `photo`: JPG, PNG, WebP or HEIC up to 5 MB, at
 * least 128x128; 413 above, 415 another type, 400 damaged or too small) or DELETE it; audited with the provider as
 * actor. 401 without a partner session.
 */
export default function partnerPhotoRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD' ? photo(req, res) : change(req, res);
}
