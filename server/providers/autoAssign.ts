/**
 * Automatic assignment: a verified advance makes the order's hold its provider's job and enqueues
 * `provider.auto_assign`, which offers the order to that provider, or when it has none or they can no longer take
 * it, to the best free one; `provider.offer_expiry` at the offer's deadline counts silence as a decline and moves
 * the order on (server/providers/offers.ts). Both are idempotent: a job run twice, late, or after operations
 * assigned someone by hand changes nothing.
 */
import { addHours } from 'date-fns';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '../../lib/constants';
import { effectiveStatus, EXPIRE_AFTER_HOURS, heldAmount, orderStartsAt } from '../../lib/orders';
import { bookingOf, confirmBooking, providerFit } from '../capacity';
import { orders, type Order } from '../db/schema';
import type { Db } from '../db/types';
import type { JobOutcome } from '../jobs/worker';
import { recordAudit, orderAuditSnapshot, SYSTEM_ACTOR } from '../audit/audit';
import { lapseReason, moveToNextProvider, offerOrder, OFFER_LAPSED_AUDIT_ACTION } from './offers';
import { closeOffer, findOffer, offersOf } from './offersRepository';
import { findProvider } from './repository';

/** The order with this id, its row locked until the transaction ends (so every change of it queues). */
export async function lockOrder(tx: Db, orderId: string): Promise<Order | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  return order ?? null;
}

/**
 * Offers a booked, unassigned order to a provider: the one its booking names (made their job when the advance was
 * verified) while they can still take it and have not had it before, else the best free provider not offered it
 * yet; nobody free leaves it for operations with the reason. Does nothing for an unknown order, one that is not
 * Booked, has a provider already (operations were quicker), or whose slot is long past.
 * @returns the provider it was offered to, or null.
 */
export async function autoAssign(db: Db, { orderId, now }: { orderId: string; now: Date }): Promise<string | null> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.providerId) return null;
    if (effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order)) !== ORDER_STATUS.BOOKED) return null;
    if (now.getTime() > addHours(orderStartsAt(order), EXPIRE_AFTER_HOURS).getTime()) return null;
    const booking = await bookingOf(tx, order.id);
    if (booking) {
      const offered = (await offersOf(tx, order.id)).some((offer) => offer.providerId === booking.providerId);
      const [fit] = await providerFit(tx, { orderId: order.id, providerIds: [booking.providerId], now });
      const provider = !offered && fit?.reason === null ? await findProvider(tx, booking.providerId) : null;
      if (provider) {
        await confirmBooking(tx, order.id, now);
        await offerOrder(tx, order, provider, { actor: SYSTEM_ACTOR, now, previous: null });
        return provider.id;
      }
    }
    const moved = await moveToNextProvider(tx, order, { now, previous: null });
    return moved.providerId;
  });
}

/**
 * At an offer's deadline: when the provider has not accepted (the order still theirs and waiting), the offer
 * lapses, which counts as a decline ("Did not answer in 60 minutes", audited by the system): the order moves to
 * the next free provider or to operations, and the provider is told. An offer accepted, declined or withdrawn
 * meanwhile is left alone; run early, it answers the deadline to run again at.
 */
export async function expireOffer(
  db: Db,
  { orderId, providerId, offerId, now }: { orderId: string; providerId: string; offerId: string; now: Date },
): Promise<JobOutcome> {
  return db.transaction(async (tx): Promise<JobOutcome> => {
    const order = await lockOrder(tx, orderId);
    const offer = await findOffer(tx, offerId);
    if (!order || !offer || offer.outcome !== 'pending' || offer.providerId !== providerId) return;
    // taken from them meanwhile (a change that did not close the offer): it cannot lapse any more
    if (order.providerId !== providerId) {
      await closeOffer(tx, { orderId, providerId, outcome: 'withdrawn', now });
      return;
    }
    if (now.getTime() < offer.respondBy.getTime()) return { rescheduleAt: offer.respondBy };
    const waiting =
      order.providerId === providerId &&
      !order.providerAcceptedAt &&
      effectiveStatus(order.status, orderStartsAt(order), now, heldAmount(order)) === ORDER_STATUS.ACCEPTED;
    if (!waiting) return;
    await closeOffer(tx, { orderId, providerId, outcome: 'lapsed', now });
    await recordAudit(
      tx,
      SYSTEM_ACTOR,
      {
        action: OFFER_LAPSED_AUDIT_ACTION,
        entityType: 'order',
        entityId: order.id,
        before: orderAuditSnapshot(order),
        after: { providerId, reason: lapseReason(Math.round((offer.respondBy.getTime() - offer.offeredAt.getTime()) / 60_000)) },
      },
      now,
    );
    await moveToNextProvider(tx, order, { now, previous: 'lapsed' });
  });
}
