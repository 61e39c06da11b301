import type { NextApiRequest, NextApiResponse } from 'next';
import { routeInviteImage, routeInviteImageReset, routeInviteImageUpload } from '../../../../../../lib/contracts/events';
import { requireUser } from '../../../../../../server/auth/requireUser';
import { getDb } from '../../../../../../server/db/client';
import { streamRoute } from '../../../../../../server/http/streamRoute';
import { apiRoute, handle } from '../../../../../../server/http/apiHandler';
import { eventView } from '../../../../../../server/events/events';
import { eventImageReply, resetInviteImage, uploadInviteImage } from '../../../../../../server/events/eventImage';
import { getMediaStorage } from '../../../../../../server/media/storage';

/** The answer of GET is the image itself and the body of PUT is streamed through busboy: Next reads neither. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/** GET (and HEAD): the rendered invite, public like the invite; a strong ETag, 304 when the client has it. */
const image = streamRoute(routeInviteImage, async ({ params: { id }, query: { size, v, download } }, req) => {
  const { db } = await getDb();
  return eventImageReply(db, await getMediaStorage(), {
    id,
    size,
    version: v,
    ifNoneMatch: req.headers['if-none-match'],
    download: download === '1',
  });
});

/** PUT (multipart, field `image`) sets the host's own image; DELETE goes back to the template (hosts only). */
const change = apiRoute(
  handle(routeInviteImageUpload, async ({ params: { id } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const event = await uploadInviteImage(db, await getMediaStorage(), req, { id, userId: user.id });
    return { message: 'Your invite image has been saved.', data: await eventView(db, event, user.id) };
  }),
  handle(routeInviteImageReset, async ({ params: { id } }, req) => {
    const user = await requireUser(req);
    const { db } = await getDb();
    const event = await resetInviteImage(db, await getMediaStorage(), { id, userId: user.id });
    return { message: 'Your invite uses the template again.', data: await eventView(db, event, user.id) };
  }),
  // listed so that a wrong method's 405 names GET in Allow; GET and HEAD are answered by `image` above
  { method: 'GET', handler: async () => Promise.reject(new Error('unreachable')) },
);

/**
 * /api/customer/event/event-invites/{id}/image: GET `?size=og|share&v=` the rendered invite
 * (`&download=1`: as an attachment named after the title);
 * PUT the host's own image (jpg/png/webp/heic up to 10 MB: 413 above, 415 another type; 403 for non-hosts); DELETE
 * back to the template.
 */
export default function inviteImageRoute(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  return method === 'GET' || method === 'HEAD' ? image(req, res) : change(req, res);
}
