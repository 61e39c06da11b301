import { routeProviderPhoto } from '../../../../lib/contracts/partner';
import { getDb } from '../../../../server/db/client';
import { streamRoute } from '../../../../server/http/streamRoute';
import { getMediaStorage } from '../../../../server/media/storage';
import { openProviderPhoto } from '../../../../server/orders/providerPhoto';

/** The answer is the image itself: no body parsing, no response size warning. */
export const config = { api: { bodyParser: false, responseLimit: false } };

/**
 * GET /api/order/provider_photo/{orderId}?expires=&signature=: the assigned provider's photo for the
 * customer's order page, through a URL the order view signed; 403 wrong or expired signature, 404 no photo.
 */
export default streamRoute(routeProviderPhoto, async ({ params: { orderId }, query: { expires, signature } }) => {
  const { db } = await getDb();
  const file = await openProviderPhoto(db, await getMediaStorage(), { orderId, expires, signature, now: new Date() });
  return { headers: file.headers, body: file.object.body };
});
