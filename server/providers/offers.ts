/**
 * Offers: every assignment of an order to a provider, automatic or by operations, is an offer the provider accepts
 * in the partner app within PROVIDER_ACCEPT_MINUTES. The order is Accepted with the provider named and
 * `provider_accepted_at` empty until they do (lib/orders.ts); a decline or silence moves it to the next free
 * provider who has not had it (`provider_offers` remembers who), and with nobody left it goes back to Booked
 * without a provider, its booking released, onto operations' "Needs a provider" list with the reason.
 * Every function here takes a transaction that has locked the order's row (so two changes of one order queue).
 */
import { addMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { orderJobSpan, serviceKeyOfOrderType } from '../../lib/capacity';
import { ORDER_STATUS } from '../../lib/constants';
import { istClock } from '../../lib/dates';
import { holdProvider, confirmBooking, releaseBooking } from '../capacity';
import { getConfig } from '../config';
import { orders, orderStatusHistory, type Order, type Provider } from '../db/schema';
import type { Db } from '../db/types';
import { enqueueJob } from '../jobs/queue';
import { logger } from '../logger';
import { orderAuditSnapshot, recordAudit, type AuditActor } from '../audit/audit';
import { scheduleCancellationReminder } from '../orders';
import { dequeue, offersOf, queueForOperations, recordOffer } from './offersRepository';
import { findProvider } from './repository';
import { generateStartCode } from './startCode';

/** The audit actions of assignments: a first provider, or another one instead. */
export const ASSIGNMENT_AUDIT_ACTIONS = { assign: 'order.provider_assign', reassign: 'order.provider_reassign' } as const;

/** The audit action of an offer that lapsed unanswered (actor: the system). */
export const OFFER_LAPSED_AUDIT_ACTION = 'order.provider_offer_lapsed';

/**
 * What the order's status history (which the customer reads) says when its provider cannot make it and nobody
 * else is free yet: the reason is for operations, kept in the audit line and on the console's order page only.
 */
export const PROVIDER_DECLINE_NOTE = 'Your professional cannot make it. We are assigning another.';

/** Minutes a provider has to accept an offer (PROVIDER_ACCEPT_MINUTES, default 60). */
export function acceptMinutes(): number {
  return getConfig().PROVIDER_ACCEPT_MINUTES;
}

/** The reason of an unanswered offer, as the audit line and operations read it. */
export function lapseReason(minutes = acceptMinutes()): string {
  return `Did not answer in ${minutes} minutes`;
}

/** What happens to the provider who had the order before: told it was reassigned, told their offer lapsed, or nothing. */
export type PreviousProviderNotice = 'unassigned' | 'lapsed' | null;

/** Queues the message to the provider an order was taken from (nothing for a decline: they chose it). */
async function tellPrevious(tx: Db, order: Order, notice: PreviousProviderNotice, now: Date): Promise<void> {
  if (!order.providerId || !notice) return;
  await enqueueJob(tx, {
    name: 'notify.provider_unassigned',
    payload: { orderId: order.id, providerId: order.providerId, ...(notice === 'lapsed' ? { lapsed: true } : {}) },
    runAt: now,
    dedupeKey: `provider-unassigned:${order.id}:${order.providerId}:${now.getTime()}`,
  });
}

/**
 * Gives the locked `order` to `provider` as an offer (their booking already in place): Accepted, `executor` their
 * name and phone for the existing order views, a new start code, no acceptance yet; a history line ("Provider
 * assigned" or "Provider changed"), the assignment messages (`notify.provider_assigned`), the cancellation
 * reminder, the audit line (`actor`), the offer with its deadline and the `provider.offer_expiry` job at it, and
 * the order off operations' list. The provider it was taken from is told per `previous`.
 * @returns the updated order.
 */
export async function offerOrder(
  tx: Db,
  order: Order,
  provider: Provider,
  { actor, now, previous }: { actor: AuditActor; now: Date; previous: PreviousProviderNotice },
): Promise<Order> {
  const [updated] = await tx
    .update(orders)
    .set({
      status: ORDER_STATUS.ACCEPTED,
      providerId: provider.id,
      executor: { name: provider.name, phone: provider.phone },
      // a new code for each provider, who accepts afresh
      startCode: generateStartCode(),
      providerAcceptedAt: null,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error('the locked order was not updated');
  // the customer reads this history: it says what happened, not who the provider or the staff member is
  const note = order.providerId ? 'Provider changed' : 'Provider assigned';
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status: ORDER_STATUS.ACCEPTED, note, createdAt: now });
  await enqueueJob(tx, {
    name: 'notify.provider_assigned',
    payload: { orderId: order.id, providerId: provider.id },
    runAt: now,
    dedupeKey: `provider-assigned:${order.id}:${provider.id}:${now.getTime()}`,
  });
  // an assigned order's refund drops 48 and 24 hours before: remind the next drop
  await scheduleCancellationReminder(tx, updated, now);
  await tellPrevious(tx, order, previous, now);
  await recordAudit(
    tx,
    actor,
    {
      action: order.providerId ? ASSIGNMENT_AUDIT_ACTIONS.reassign : ASSIGNMENT_AUDIT_ACTIONS.assign,
      entityType: 'order',
      entityId: order.id,
      before: orderAuditSnapshot(order),
      after: orderAuditSnapshot(updated),
    },
    now,
  );
  const respondBy = addMinutes(now, acceptMinutes());
  const offer = await recordOffer(tx, { orderId: order.id, providerId: provider.id, now, respondBy });
  await enqueueJob(tx, {
    name: 'provider.offer_expiry',
    payload: { orderId: order.id, providerId: provider.id, offerId: offer.id },
    runAt: respondBy,
    dedupeKey: `offer-expiry:${offer.id}:${respondBy.getTime()}`,
  });
  await dequeue(tx, order.id);
  return updated;
}

/**
 * Books the best free provider for the locked `order` who has not had it offered (lib/capacity ranking: fewest jobs
 * that day, then served this customer before, then punctuality, then rating), its earlier booking given up first;
 * the booking is the provider's job at once (the order is paid).
 * @returns the provider, or null when nobody is free (the order then has no booking).
 */
export async function bookNextProvider(tx: Db, order: Order, now: Date): Promise<Provider | null> {
  const service = serviceKeyOfOrderType(order.orderType);
  const pincode = (order.address as { pincode?: unknown }).pincode;
  const offered = (await offersOf(tx, order.id)).map((offer) => offer.providerId);
  const excluded = order.providerId ? [...offered, order.providerId] : offered;
  if (!service || typeof pincode !== 'string') {
    await releaseBooking(tx, order.id);
    return null;
  }
  const providerId = await holdProvider(tx, {
    orderId: order.id,
    service,
    pincode,
    span: orderJobSpan(order),
    jobDate: order.eventDate,
    customerId: order.userId,
    now,
    // a hold for the instant it takes to confirm it below
    expiresAt: addMinutes(now, 1),
    excludeProviderIds: excluded,
  });
  if (!providerId) return null;
  await confirmBooking(tx, order.id, now);
  const provider = await findProvider(tx, providerId);
  if (!provider) throw new Error('a booked provider does not exist');
  return provider;
}

/** "Sat 12 Dec" and "7 PM" (or "7:30 PM") of an instant, in IST. */
function istWhen(instant: Date): { day: string; time: string } {
  const day = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', weekday: 'short', day: 'numeric', month: 'short' })
    .format(instant)
    .replace(',', '');
  const { minute } = istClock(instant);
  const hour = Math.floor(minute / 60);
  const minutes = minute % 60;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return { day, time: `${hour12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}` };
}

/**
 * Why nobody took an order, for operations: "Declined by 2 providers; nobody else is free" once someone had it,
 * else "Nobody serves 110016 on Sat 12 Dec at 7 PM".
 */
export function nobodyLeftReason(order: Order, declined: number): string {
  if (declined > 0) return `Declined by ${declined} provider${declined === 1 ? '' : 's'}; nobody else is free`;
  const pincode = (order.address as { pincode?: unknown }).pincode;
  const { day, time } = istWhen(orderJobSpan(order).start);
  return `Nobody serves ${typeof pincode === 'string' ? pincode : 'this address'} on ${day} at ${time}`;
}

/**
 * Leaves the locked `order` (which has no booking any more) for operations: back to Booked without a provider
 * (from Accepted, a neutral history line PROVIDER_DECLINE_NOTE), on the "Needs a provider" list with the reason,
 * and a warning line for operations' alerts (ids only). The provider it was taken from is told per `previous`.
 * @returns the updated order.
 */
export async function leaveForOperations(
  tx: Db,
  order: Order,
  { now, previous }: { now: Date; previous: PreviousProviderNotice },
): Promise<Order> {
  await releaseBooking(tx, order.id);
  const declined = (await offersOf(tx, order.id)).filter((offer) => offer.outcome === 'declined' || offer.outcome === 'lapsed').length;
  const reason = nobodyLeftReason(order, declined);
  let updated = order;
  if (order.providerId || order.status !== ORDER_STATUS.BOOKED) {
    const [row] = await tx
      .update(orders)
      .set({ status: ORDER_STATUS.BOOKED, providerId: null, executor: null, startCode: null, providerAcceptedAt: null, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    if (!row) throw new Error('the locked order was not updated');
    updated = row;
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: ORDER_STATUS.BOOKED, note: PROVIDER_DECLINE_NOTE, createdAt: now });
    // back to unassigned, the refund holds until the start: remind that threshold instead
    await scheduleCancellationReminder(tx, updated, now);
    await tellPrevious(tx, order, previous, now);
  }
  await queueForOperations(tx, { orderId: order.id, reason, now });
  logger.warn(
    { orderId: order.id, orderNumber: order.orderNumber, declined },
    'assignment: nobody free can take a paid order, operations alerted',
  );
  return updated;
}

/**
 * Moves the locked `order` on from its provider (who declined, or let the offer lapse, or was never there): to the
 * best free provider not offered it yet, as an offer by the system, or else to operations.
 * @returns the updated order (with its new provider, or Booked without one).
 */
export async function moveToNextProvider(tx: Db, order: Order, { now, previous }: { now: Date; previous: PreviousProviderNotice }) {
  const next = await bookNextProvider(tx, order, now);
  if (next) return offerOrder(tx, order, next, { actor: { kind: 'system' }, now, previous });
  return leaveForOperations(tx, order, { now, previous });
}
