import { routeChatPhotoUpload } from '../../../lib/contracts/chat';
import { requireUser } from '../../../server/auth/requireUser';
import { uploadChatPhoto } from '../../../server/chat/images';
import { getDb } from '../../../server/db/client';
import { closingConnection } from '../../../server/http/multipart';
import { apiRoute, handle } from '../../../server/http/apiHandler';
import { getMediaStorage } from '../../../server/media/storage';

/** The body is a multipart photo streamed through busboy: Next does not read it. */
export const config = { api: { bodyParser: false } };

/** POST /api/chat/photos: one photo for a chat message (field `image`), answered with its key. */
export default apiRoute(
  handle(routeChatPhotoUpload, async (_input, req) => {
    let user;
    try {
      user = await requireUser(req);
    } catch (error) {
      throw closingConnection(error, req);
    }
    const { db } = await getDb();
    const key = await uploadChatPhoto(db, await getMediaStorage(), req, { kind: 'user', id: user.id }, new Date());
    return { status: 201, message: 'Photo uploaded', data: { key } };
  }),
);
