/**
 * The SQL of the console's order page (server/ops/ordersView.ts builds the view): staff notes, the providers'
 * declines read from the audit log, and the order's refunds. Providers and users are read through their own
 * repositories.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { auditLog, orderNotes, providers, refunds, staff, type Refund } from '../../db/schema';
import type { Db } from '../../db/types';

/** An order's staff notes with their writer's current name (unordered). */
export async function staffNotesOf(db: Db, orderId: string) {
  return db
    .select({ id: orderNotes.id, text: orderNotes.text, staffName: staff.name, at: orderNotes.createdAt })
    .from(orderNotes)
    .innerJoin(staff, eq(staff.id, orderNotes.staffId))
    .where(eq(orderNotes.orderId, orderId));
}

/** The audit lines of `action` on an order written by a provider, with the provider's name (unordered). */
export async function providerAuditLinesOf(db: Db, orderId: string, action: string) {
  return db
    .select({ id: auditLog.id, after: auditLog.after, providerName: providers.name, at: auditLog.at, seq: auditLog.seq })
    .from(auditLog)
    .innerJoin(providers, eq(providers.id, auditLog.actorProviderId))
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId), eq(auditLog.action, action)));
}

/**
 * The order's audit lines of `action` written by the system about a provider (`after.providerId`, e.g. an offer that
 * lapsed unanswered), with that provider's name.
 */
export async function systemLinesAboutProviders(db: Db, orderId: string, action: string) {
  return db
    .select({ id: auditLog.id, after: auditLog.after, providerName: providers.name, at: auditLog.at, seq: auditLog.seq })
    .from(auditLog)
    .innerJoin(providers, sql`${providers.id}::text = ${auditLog.after}->>'providerId'`)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId), eq(auditLog.action, action)));
}

/** Adds a staff note to an order. @returns the note's id. */
export async function insertOrderNote(
  tx: Db,
  values: { orderId: string; staffId: string; text: string; createdAt: Date },
): Promise<string> {
  const [note] = await tx.insert(orderNotes).values(values).returning({ id: orderNotes.id });
  if (!note) throw new Error('the order note insert returned no row');
  return note.id;
}

/** An order's refunds, oldest first. */
export async function refundsOfOrder(db: Db, orderId: string): Promise<Refund[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}
