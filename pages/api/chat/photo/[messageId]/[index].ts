import { routeChatPhoto } from '../../../../../lib/contracts/chat';
import { openChatPhoto } from '../../../../../server/chat/images';
import { getDb } from '../../../../../server/db/client';
import { streamRoute } from '../../../../../server/http/streamRoute';
import { getMediaStorage } from '../../../../../server/media/storage';

/** The answer is the photo itself. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/** GET /api/chat/photo/{messageId}/{index}?expires=&signature=: a chat photo by its signed URL. */
export default streamRoute(routeChatPhoto, async ({ params, query }) => {
  const { db } = await getDb();
  const object = await openChatPhoto(db, await getMediaStorage(), { ...params, ...query }, new Date());
  return {
    headers: {
      'Content-Type': 'image/webp',
      // private: never in the shared page cache or a CDN; the URL itself expires within 15 minutes
      'Cache-Control': 'private, max-age=900',
      'X-Content-Type-Options': 'nosniff',
      ...(object.bytes !== undefined && { 'Content-Length': String(object.bytes) }),
    },
    body: object.body,
  };
});
