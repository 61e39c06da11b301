/**
 * The assigned provider's photo on the customer's order page ("The customer's order page
 * shows the assigned provider's first name and photo"). The photo (`providers.photo_key`, a media key) is served
 * from our origin by GET /api/order/provider_photo/{orderId} through a URL the order view signs (HMAC-SHA256 with
 * the media secret, at most 15 minutes, on the gallery's reuse grid so the browser's cache serves it again),
 * whatever the media store (local disk or a bucket), so the page needs no third-party image origin.
 */
import { MediaNotFoundError, MAX_SIGNED_URL_SECONDS, type MediaObject, type MediaStorage } from '../media/storage';
import { expiryIsLive, mediaUrlSecret, sameSignature, signParts, signingWindow } from '../media/signing';
import { eq } from 'drizzle-orm';
import { providerPhotoVersion } from '../../lib/providers';
import { orders, providers } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';

const PURPOSE = 'provider-photo';

/** The path of the photo route. */
export const PROVIDER_PHOTO_ROUTE = '/api/order/provider_photo';

/**
 * A signed, relative URL of an order's provider photo, valid for up to 15 minutes from `now`. With `photoKey`, the
 * URL ends in `&v=` its version (lib/providers providerPhotoVersion; not signed, only there so that a new photo has
 * a new URL and the browser's copy of the old one, kept until the signature expires, is not shown).
 */
export function providerPhotoUrl(orderId: string, now: Date, secret = mediaUrlSecret(), photoKey?: string): string {
  const { expiresAt } = signingWindow(now, MAX_SIGNED_URL_SECONDS);
  const signature = signParts(secret, PURPOSE, [orderId, expiresAt]);
  const version = photoKey ? `&v=${providerPhotoVersion(photoKey)}` : '';
  return `${PROVIDER_PHOTO_ROUTE}/${orderId}?expires=${expiresAt}&signature=${signature}${version}`;
}

/**
 * Opens the photo of an order's provider for a signed request.
 * @throws HttpError 403 a wrong or expired signature (checked first, in constant time); 404 no provider, no photo,
 *   or a photo missing from the store.
 */
export async function openProviderPhoto(
  db: Db,
  storage: MediaStorage,
  { orderId, expires, signature, now }: { orderId: string; expires: number; signature: string; now: Date },
  secret = mediaUrlSecret(),
): Promise<{ object: MediaObject; headers: Record<string, string> }> {
  const authentic = sameSignature(signature, signParts(secret, PURPOSE, [orderId, expires]));
  if (!authentic || !expiryIsLive(expires, now)) throw new HttpError(403, 'This link has expired. Please reload the page.');
  const [row] = await db
    .select({ photoKey: providers.photoKey })
    .from(orders)
    .innerJoin(providers, eq(providers.id, orders.providerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row?.photoKey) throw notFound('No photo');
  try {
    const object = await storage.get(row.photoKey);
    const maxAge = Math.max(0, expires - Math.floor(now.getTime() / 1000));
    const headers: Record<string, string> = {
      'Content-Type': object.contentType,
      'Cache-Control': `private, max-age=${maxAge}`,
      'X-Content-Type-Options': 'nosniff',
    };
    if (object.bytes !== undefined) headers['Content-Length'] = String(object.bytes);
    return { object, headers };
  } catch (error) {
    if (error instanceof MediaNotFoundError) throw notFound('No photo');
    throw error;
  }
}
