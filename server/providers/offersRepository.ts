/**
 * The SQL of offers (an order offered to a provider, who accepts within PROVIDER_ACCEPT_MINUTES) and of the
 * orders left for operations when nobody free could take them. Functions take the Drizzle `db` (or a
 * transaction) and return rows; they decide nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { assignmentQueue, providerOffers, type ProviderOffer, type ProviderOfferOutcome } from '../db/schema';
import type { Db } from '../db/types';

/**
 * Records an offer of an order to a provider, pending until `respondBy`; an earlier offer of the same order to the
 * same provider (operations offering it again) is reopened. @returns the offer.
 */
export async function recordOffer(
  tx: Db,
  { orderId, providerId, now, respondBy }: { orderId: string; providerId: string; now: Date; respondBy: Date },
): Promise<ProviderOffer> {
  const [row] = await tx
    .insert(providerOffers)
    .values({ orderId, providerId, outcome: 'pending', offeredAt: now, respondBy })
    .onConflictDoUpdate({
      target: [providerOffers.orderId, providerOffers.providerId],
      set: { outcome: 'pending', offeredAt: now, respondBy, answeredAt: null },
    })
    .returning();
  if (!row) throw new Error('the offer upsert returned no row');
  return row;
}

/** Closes the provider's pending offer of the order with `outcome`. @returns the closed offer, or null when none was pending. */
export async function closeOffer(
  tx: Db,
  {
    orderId,
    providerId,
    outcome,
    now,
  }: { orderId: string; providerId: string; outcome: Exclude<ProviderOfferOutcome, 'pending'>; now: Date },
): Promise<ProviderOffer | null> {
  const [row] = await tx
    .update(providerOffers)
    .set({ outcome, answeredAt: now })
    .where(and(eq(providerOffers.orderId, orderId), eq(providerOffers.providerId, providerId), eq(providerOffers.outcome, 'pending')))
    .returning();
  return row ?? null;
}

/** The offer with this id, or null. */
export async function findOffer(db: Db, offerId: string): Promise<ProviderOffer | null> {
  const [row] = await db.select().from(providerOffers).where(eq(providerOffers.id, offerId)).limit(1);
  return row ?? null;
}

/** Every offer of an order, whatever its outcome, oldest first. */
export async function offersOf(db: Db, orderId: string): Promise<ProviderOffer[]> {
  return db.select().from(providerOffers).where(eq(providerOffers.orderId, orderId)).orderBy(providerOffers.offeredAt);
}

/** The deadlines of the provider's pending offers among `orderIds`, by order id. */
export async function pendingDeadlines(db: Db, providerId: string, orderIds: readonly string[]): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: providerOffers.orderId, respondBy: providerOffers.respondBy })
    .from(providerOffers)
    .where(
      and(eq(providerOffers.providerId, providerId), eq(providerOffers.outcome, 'pending'), inArray(providerOffers.orderId, [...orderIds])),
    );
  return new Map(rows.map((row) => [row.orderId, row.respondBy]));
}

/** Puts an order on operations' list with `reason` (or updates the reason). */
export async function queueForOperations(tx: Db, { orderId, reason, now }: { orderId: string; reason: string; now: Date }): Promise<void> {
  await tx
    .insert(assignmentQueue)
    .values({ orderId, reason, createdAt: now })
    .onConflictDoUpdate({ target: assignmentQueue.orderId, set: { reason, createdAt: now } });
}

/** Takes an order off operations' list (someone was assigned). */
export async function dequeue(tx: Db, orderId: string): Promise<void> {
  await tx.delete(assignmentQueue).where(eq(assignmentQueue.orderId, orderId));
}

/** The orders on operations' list with their reasons, by order id (all of them, or those of `orderIds`). */
export async function queuedReasons(db: Db, orderIds?: readonly string[]): Promise<Map<string, string>> {
  if (orderIds && orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: assignmentQueue.orderId, reason: assignmentQueue.reason })
    .from(assignmentQueue)
    .where(orderIds ? inArray(assignmentQueue.orderId, [...orderIds]) : sql`true`);
  return new Map(rows.map((row) => [row.orderId, row.reason]));
}
