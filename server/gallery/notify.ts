/**
 * The "your photos are ready" WhatsApp message of a gallery: sent after an upload through the
 * WhatsApp adapter (recorded in the outbox), at most once per order in any 24 hours, by the queued job
 * `gallery.photos_ready` (./jobs.ts), so it is retried like every other message and never in the way of
 * the upload itself.
 */
import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../lib/i18n/locales';
import { greetingName } from '../../lib/orders';
import { rateLimitHits } from '../db/schema';
import type { Db } from '../db/types';
import { siteUrlIn } from '../i18n/links';
import { lockBucket, recordHit, secondsUntilFree, type WindowLimit } from '../http/rateLimit';
import type { OutboxStatus } from '../notify/outbox';
import { mayNotify } from '../notify/preferences';
import { userLanguage } from '../notify/recipientLanguage';
import { sendPhotosReadyWhatsApp } from '../notify/whatsapp';
import { galleryCounts } from './photos';
import { findOrderWithCustomer } from '../orders';

/** At most one photos-ready message per order within this window (24 hours, rolling). */
export const PHOTOS_READY_LIMIT: WindowLimit = { max: 1, windowSeconds: 24 * 60 * 60 };

/** What became of a photos-ready message: the adapter's outcome, or not sent because one went out within 24 hours. */
export type PhotosReadyOutcome = OutboxStatus | 'deduplicated' | 'no-order' | 'opted-out';

/**
 * The gallery page of an order in the customer's language (`/hi/photo-gallery?...` for Hindi; the customer logs in
 * there; the link grants nothing by itself).
 */
export function galleryUrl(orderId: string, locale: Locale = 'en'): string {
  return siteUrlIn(`/photo-gallery?order=${orderId}`, locale);
}

/**
 * Sends the customer of `orderId` the photos-ready WhatsApp message, unless they turned WhatsApp booking
 * messages off (`mayNotify`; the gallery stays in My Orders), or one was sent (or is being sent)
 * for the order within the last 24 hours: the claim is a hit in the rate-limit table, taken under its lock,
 * so two uploads at once send one message across app instances. A failed send gives the claim back, so the
 * next upload tries again. In the customer's language (their account's, or `language` when given: a resend keeps
 * the first message's): the template and the gallery's link.
 * @throws only for a database failure (the adapter records provider failures in the outbox).
 */
export async function notifyPhotosReady(
  db: Db,
  { orderId, now = new Date(), language: given }: { orderId: string; now?: Date; language?: Locale },
): Promise<PhotosReadyOutcome> {
  const row = await findOrderWithCustomer(db, orderId);
  if (!row) return 'no-order';
  if (!(await mayNotify(db, row.userId, 'whatsapp', 'bookings'))) return 'opted-out';
  const bucket = `photos-ready:${orderId}`;
  const claimed = await db.transaction(async (tx) => {
    await lockBucket(tx, bucket);
    if ((await secondsUntilFree(tx, bucket, PHOTOS_READY_LIMIT, now)) > 0) return false;
    await recordHit(tx, bucket, PHOTOS_READY_LIMIT, now);
    return true;
  });
  if (!claimed) return 'deduplicated';
  const { total } = await galleryCounts(db, orderId);
  const language = given ?? (await userLanguage(db, row.userId));
  const status = await sendPhotosReadyWhatsApp(
    db,
    row.phone,
    {
      orderId,
      customerName: greetingName(row.order),
      orderNumber: row.order.orderNumber,
      photoCount: total,
      galleryUrl: galleryUrl(orderId, language),
    },
    undefined,
    language,
  );
  if (status === 'failed') {
    await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.hitAt, now)));
  }
  return status;
}
