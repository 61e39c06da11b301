/**
 * Share links of a gallery for guests: a random 32-byte token (base64url) shown once, of which
 * only the SHA-256 is stored; read-only, valid 90 days, revocable by the customer.
 */
import { randomBytes } from 'node:crypto';
import { addDays } from 'date-fns';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { MAX_LIVE_SHARE_LINKS, SHARE_LINK_DAYS, type ShareLink, type ShareSummary } from '../../lib/contracts/photos';
import type { Locale } from '../../lib/i18n/locales';
import { advisoryXactLock } from '../db/locks';
import { galleryShareLinks, orders } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import { siteUrlIn } from '../i18n/links';
import { hashShareToken, liveLink, ownedGalleryOrder } from './access';

/** The gallery page a share link opens, in the language of the page it was made on (`/hi/photo-gallery?...`). */
export function shareUrl(token: string, locale: Locale = 'en'): string {
  return siteUrlIn(`/photo-gallery?share=${token}`, locale);
}

/**
 * Creates a share link to the customer's gallery, valid `SHARE_LINK_DAYS` (90) days: `{ _id, url, expiresAt }`
 * with `url` = `${SITE_URL}/photo-gallery?share=<token>`, the only place the token ever appears (`/hi/...` when
 * `locale`, the language of the customer's page, is Hindi: the people they share it with read what they read).
 * @throws HttpError 404 for an order that is not the customer's photography order; 409 when it already has
 *   `MAX_LIVE_SHARE_LINKS` (20) live links.
 */
export async function createShareLink(
  db: Db,
  { orderId, userId, now, locale = 'en' }: { orderId: string; userId: string; now: Date; locale?: Locale },
): Promise<ShareLink> {
  await ownedGalleryOrder(db, { orderId, userId });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = addDays(now, SHARE_LINK_DAYS);
  const row = await db.transaction(async (tx) => {
    await advisoryXactLock(tx, `gallery:shares:${orderId}`);
    const [live] = await tx
      .select({ n: count() })
      .from(galleryShareLinks)
      .where(and(eq(galleryShareLinks.orderId, orderId), liveLink(now)));
    if ((live?.n ?? 0) >= MAX_LIVE_SHARE_LINKS) {
      throw new HttpError(409, `This gallery already has ${MAX_LIVE_SHARE_LINKS} live share links: revoke one first.`);
    }
    const [created] = await tx
      .insert(galleryShareLinks)
      .values({ orderId, tokenHash: hashShareToken(token), expiresAt, createdAt: now })
      .returning({ id: galleryShareLinks.id });
    return created!;
  });
  return { _id: row.id, url: shareUrl(token, locale), expiresAt: expiresAt.toISOString() };
}

/**
 * The live share links of the customer's gallery, newest first, without tokens (only their hashes exist).
 * @throws HttpError 404 for an order that is not the customer's photography order.
 */
export async function listShareLinks(
  db: Db,
  { orderId, userId, now }: { orderId: string; userId: string; now: Date },
): Promise<ShareSummary[]> {
  await ownedGalleryOrder(db, { orderId, userId });
  const rows = await db
    .select()
    .from(galleryShareLinks)
    .where(and(eq(galleryShareLinks.orderId, orderId), liveLink(now)))
    .orderBy(desc(galleryShareLinks.createdAt), desc(galleryShareLinks.id));
  return rows.map((row) => ({ _id: row.id, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() }));
}

/**
 * Revokes one of the customer's share links at `now` (a revoked link stays revoked at its first time).
 * @throws HttpError 404 for an unknown link or another customer's.
 */
export async function revokeShareLink(db: Db, { shareId, userId, now }: { shareId: string; userId: string; now: Date }): Promise<void> {
  const [link] = await db
    .select({ id: galleryShareLinks.id, revokedAt: galleryShareLinks.revokedAt })
    .from(galleryShareLinks)
    .innerJoin(orders, eq(orders.id, galleryShareLinks.orderId))
    .where(and(eq(galleryShareLinks.id, shareId), eq(orders.userId, userId)))
    .limit(1);
  if (!link) throw notFound('This share link does not exist or is not yours.');
  if (!link.revokedAt) {
    await db
      .update(galleryShareLinks)
      .set({ revokedAt: now })
      .where(and(eq(galleryShareLinks.id, shareId), isNull(galleryShareLinks.revokedAt)));
  }
}
