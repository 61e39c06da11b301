/**
 * The jobs a provider's change of availability left outside, kept for operations (table `availability_conflicts`):
 * a change never drops an assigned job, so the job stays theirs and Today asks operations to reassign it. Each
 * change rewrites the provider's rows (a later change covering a job again clears it); moving or releasing the
 * order's booking deletes its row. Readers skip stale rows: an order that has ended or is another provider's now.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { JobOutsideAvailability } from '../../lib/contracts/availability';
import type { OutsideHoursJob } from '../../lib/contracts/opsDesk';
import { orderJobSpan } from '../../lib/capacity';
import { firstName } from '../../lib/providers';
import { orderSlotLabel } from '../../lib/booking';
import { availabilityConflicts, orders, providers } from '../db/schema';
import type { Db } from '../db/types';
import { ASSIGNED_STATUSES } from './providerRows';

/**
 * Replaces a provider's conflicts by `jobs` (what `jobsOutside` answered for their new availability). Call in the
 * transaction that saves the availability, so the list and the availability never disagree.
 */
export async function replaceConflicts(tx: Db, providerId: string, jobs: readonly JobOutsideAvailability[], now: Date): Promise<void> {
  await tx.delete(availabilityConflicts).where(eq(availabilityConflicts.providerId, providerId));
  if (jobs.length === 0) return;
  await tx
    .insert(availabilityConflicts)
    .values(jobs.map((job) => ({ orderId: job.orderId, providerId, reason: job.reason, createdAt: now })))
    // an order is one provider's at a time; a row left by its earlier provider is replaced
    .onConflictDoUpdate({
      target: availabilityConflicts.orderId,
      set: { providerId, reason: sql`excluded.reason`, createdAt: now },
    });
}

/** Deletes the order's conflict (its booking moved to another provider, or was released). */
export async function clearConflict(tx: Db, orderId: string): Promise<void> {
  await tx.delete(availabilityConflicts).where(eq(availabilityConflicts.orderId, orderId));
}

/**
 * The jobs operations must reassign at `now`: conflicts whose order is still live (booked, accepted or in progress,
 * its job not yet ended) and still with the provider whose availability left it outside. Soonest first, at most `max`.
 */
export async function jobsToReassign(db: Db, now: Date, max: number): Promise<OutsideHoursJob[]> {
  const rows = await db
    .select({ conflict: availabilityConflicts, order: orders, providerName: providers.name })
    .from(availabilityConflicts)
    .innerJoin(orders, and(eq(orders.id, availabilityConflicts.orderId), eq(orders.providerId, availabilityConflicts.providerId)))
    .innerJoin(providers, eq(providers.id, availabilityConflicts.providerId))
    .where(inArray(orders.status, ASSIGNED_STATUSES));
  // soonest first by each job's own start, which only the capacity rules work out (no column holds it)
  return rows
    .map(({ conflict, order, providerName }) => ({ conflict, order, providerName, span: orderJobSpan(order) }))
    .filter(({ span }) => span.end.getTime() > now.getTime())
    .sort((a, b) => a.span.start.getTime() - b.span.start.getTime() || a.order.orderNumber.localeCompare(b.order.orderNumber))
    .slice(0, max)
    .map(({ conflict, order, providerName, span }) => ({
      orderId: order.id,
      orderNumber: order.orderNumber,
      date: order.eventDate,
      slotLabel: orderSlotLabel(order),
      reason: conflict.reason,
      providerId: conflict.providerId,
      providerName: firstName(providerName),
      startsAt: span.start.toISOString(),
    }));
}
