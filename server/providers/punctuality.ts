/**
 * Providers' punctuality (the on-time promise, lib/punctuality) over the last PUNCTUALITY_DAYS days: their jobs by
 * how they went, on time, late (arrived more than LATE_CREDIT_AFTER_MINUTES after the slot's start) or no-show (the
 * order ended because they did not come: the customer's no-show cancel or the console's "Provider did not come").
 * The console's providers page and the partner app's profile show it; assignment may rank by it.
 * An arrival not tapped counts from the start with the customer's code (the provider was there by then at the latest).
 */
import { and, gte, inArray, isNotNull, lte, or } from 'drizzle-orm';
import { PUNCTUALITY_DAYS, type ProviderPunctuality } from '../../lib/contracts/punctuality';
import { addIstDays, istDate } from '../../lib/dates';
import { orderStartsAt } from '../../lib/orders';
import { classifyArrival } from '../../lib/punctuality';
import { orders } from '../db/schema';
import type { Db } from '../db/types';

/** Nothing counted yet. */
const NONE: ProviderPunctuality = { onTime: 0, late: 0, noShow: 0 };

/**
 * The punctuality of each of `providerIds` over the PUNCTUALITY_DAYS days (IST) up to `now`, in one query:
 * a provider without jobs in that time counts zeros.
 * @returns a map by provider id holding every given id.
 */
export async function providersPunctuality(db: Db, providerIds: readonly string[], now: Date): Promise<Map<string, ProviderPunctuality>> {
  const result = new Map(providerIds.map((id) => [id, { ...NONE }]));
  if (providerIds.length === 0) return result;
  const today = istDate(now);
  const rows = await db
    .select({
      providerId: orders.providerId,
      orderType: orders.orderType,
      eventDate: orders.eventDate,
      slot: orders.slot,
      arrivedAt: orders.arrivedAt,
      startedAt: orders.startedAt,
      noShowAt: orders.providerNoShowAt,
    })
    .from(orders)
    .where(
      and(
        // the (provider, event date) index narrows this
        inArray(orders.providerId, [...providerIds]),
        gte(orders.eventDate, addIstDays(today, -PUNCTUALITY_DAYS)),
        lte(orders.eventDate, today),
        or(isNotNull(orders.arrivedAt), isNotNull(orders.startedAt), isNotNull(orders.providerNoShowAt)),
      ),
    );
  for (const row of rows) {
    const counts = row.providerId ? result.get(row.providerId) : undefined;
    if (!counts) continue;
    if (row.noShowAt) {
      counts.noShow += 1;
      continue;
    }
    const arrival = row.arrivedAt ?? row.startedAt;
    if (classifyArrival(orderStartsAt(row), arrival) === 'late') counts.late += 1;
    else counts.onTime += 1;
  }
  return result;
}
