/**
 * Who may see a gallery: the order's owner, or a guest with a live share link (read
 * only). Everyone else, an unknown order, an expired or revoked link, gets the same 404, so nobody can tell
 * a gallery that exists from one that does not (the original served any folder by a guessable customer id).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { ORDER_TYPE } from '../../lib/constants';
import { GALLERY_NOT_FOUND } from '../../lib/contracts/photos';
import { galleryShareLinks, orders, type Order } from '../db/schema';
import type { Db } from '../db/types';
import { notFound } from '../http/errors';

/** How a caller reached a gallery: its owner, or a guest through a share link. */
export interface GalleryAccess {
  order: Order;
  readOnly: boolean;
}

/** The stored form of a share token: its SHA-256, hex (the token itself is never stored). */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The condition of a share link that is neither revoked nor expired at `now`. */
export const liveLink = (now: Date) => and(isNull(galleryShareLinks.revokedAt), gt(galleryShareLinks.expiresAt, now));

/** The order of a live (neither expired nor revoked) share link `token`, or null. */
export async function findLiveShareOrder(db: Db, { token, now }: { token: string; now: Date }): Promise<string | null> {
  const [row] = await db
    .select({ orderId: galleryShareLinks.orderId })
    .from(galleryShareLinks)
    .where(and(eq(galleryShareLinks.tokenHash, hashShareToken(token)), liveLink(now)))
    .limit(1);
  return row?.orderId ?? null;
}

/** The 404 of every gallery the caller may not see. */
export const galleryNotFound = () => notFound(GALLERY_NOT_FOUND);

/** The gallery's service name: the package's name fixed at booking, else "Photography". */
export function serviceOf(order: Pick<Order, 'details'>): string {
  const name = (order.details as { packageName?: unknown } | null)?.packageName;
  return typeof name === 'string' && name.trim() !== '' ? name : 'Photography';
}

/** A photography order by id, or null (any other order is no gallery). */
export async function findPhotographyOrder(db: Db, orderId: string): Promise<Order | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.orderType, ORDER_TYPE.PHOTOGRAPHY)))
    .limit(1);
  return order ?? null;
}

/**
 * The photography order `orderId` of `userId`.
 * @throws HttpError 404 (`GALLERY_NOT_FOUND`) for an unknown order, another's, or not a photography order.
 */
export async function ownedGalleryOrder(db: Db, { orderId, userId }: { orderId: string; userId: string }): Promise<Order> {
  const order = await findPhotographyOrder(db, orderId);
  if (!order || order.userId !== userId) throw galleryNotFound();
  return order;
}

/**
 * Whether the caller may see the gallery of `orderId`: as its owner (`userId`, from a bearer token) with
 * everything, else as a guest with a live share token of that order (read-only). With a share token,
 * `orderId` may be left out: the link's own order is meant (guests' links carry the token alone).
 * @throws HttpError 404 (`GALLERY_NOT_FOUND`, one message whatever the reason) otherwise.
 */
export async function galleryAccess(
  db: Db,
  { orderId, userId, shareToken, now }: { orderId?: string; userId?: string; shareToken?: string; now: Date },
): Promise<GalleryAccess> {
  const sharedOrderId = shareToken ? await findLiveShareOrder(db, { token: shareToken, now }) : null;
  const wanted = orderId ?? sharedOrderId;
  const order = wanted ? await findPhotographyOrder(db, wanted) : null;
  if (!order) throw galleryNotFound();
  if (userId && order.userId === userId) return { order, readOnly: false };
  if (sharedOrderId === order.id) return { order, readOnly: true };
  throw galleryNotFound();
}
