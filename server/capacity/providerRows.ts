/**
 * What capacity reads and writes of the providers and orders tables (the providers domain sits above and cannot
 * be imported): a provider's row, their served pincodes, and the orders assigned to them.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { orders, providers, type Order, type Provider } from '../db/schema';
import type { Db } from '../db/types';

/** The statuses of an assigned order still to be done: booked (offered or accepted), accepted, in progress. */
export const ASSIGNED_STATUSES = [ORDER_STATUS.BOOKED, ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PROGRESS];

/** The provider with this id, or null. */
export async function providerRow(db: Db, providerId: string): Promise<Provider | null> {
  const [row] = await db.select().from(providers).where(eq(providers.id, providerId)).limit(1);
  return row ?? null;
}

/** The provider with this id, its row locked until the transaction ends, or null. */
export async function lockProviderRow(tx: Db, providerId: string): Promise<Provider | null> {
  const [row] = await tx.select().from(providers).where(eq(providers.id, providerId)).limit(1).for('update');
  return row ?? null;
}

/** Sets the pincodes a provider serves. @returns the changed row. */
export async function setProviderPincodes(tx: Db, providerId: string, pincodes: string[], now: Date): Promise<Provider> {
  const [row] = await tx.update(providers).set({ pincodes, updatedAt: now }).where(eq(providers.id, providerId)).returning();
  if (!row) throw new Error('the provider to update was not found');
  return row;
}

/** The orders assigned to a provider and not yet done (booked, accepted, in progress), any date. */
export async function assignedJobsOf(db: Db, providerId: string): Promise<Order[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.providerId, providerId), inArray(orders.status, ASSIGNED_STATUSES)));
}
