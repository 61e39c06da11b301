import { addDays, addHours, addMinutes } from 'date-fns';
import { CHEF_SLOTS, slotStart, type Slot } from '../../lib/booking';
import { addIstDays, istDate } from '../../lib/dates';
import type { Order } from '../../server/db/schema';
import type { Db } from '../../server/db/types';
import { SYSTEM_ACTOR } from '../../server/audit/audit';
import { createChefOrder } from '../../server/orders/chef';
import { orderStartsAt } from '../../lib/orders';
import type { ServiceKey } from '../../lib/services';
import { assignProvider } from '../../server/providers/assignment';
import { findOrCreateUserByPhone } from '../../server/users/repository';
import { chefOrderInput, someDishes } from './chefOrders';
import { payInSandbox, testPaymentDeps } from './payments';
import { makeAvailableProvider } from './providers';

/**
 * The chef slot (also photography's grid) that started most recently at `now`, on today or yesterday (IST), and
 * less than 11 hours ago: an accepted order there can be started (from 2 hours before) and completed (from its
 * start) on the real clock, and is not yet expired (12 hours after). There is always one (slots start 07:00 to
 * 21:00, and 21:00 + 11 h is past the next 07:00).
 */
export function latestStartedChefSlot(now = new Date()): { eventDate: string; slot: Slot; startsAt: Date } {
  const today = istDate(now);
  const candidates = [addIstDays(today, -1), today].flatMap((eventDate) =>
    CHEF_SLOTS.map((slot) => ({ eventDate, slot, startsAt: slotStart(eventDate, slot) })),
  );
  const started = candidates.filter((c) => c.startsAt.getTime() <= now.getTime() && addHours(c.startsAt, 11).getTime() > now.getTime());
  const latest = started.at(-1);
  if (!latest) throw new Error('no chef slot started in the last 11 hours');
  return latest;
}

/**
 * A chef order of `phone` for 15 people at `eventDate`/`slotId`, booked (the real booking code) four days before
 * its start and paid in the sandbox then, so that it is a complete Booked order even for a slot that has already
 * started (bookings need a lead time on the real clock).
 */
export async function paidChefOrderAt(
  db: Db,
  { phone, eventDate, slotId, name = 'Asha Verma' }: { phone: string; eventDate: string; slotId: string; name?: string },
): Promise<Order> {
  const { user } = await findOrCreateUserByPhone(db, phone);
  const input = chefOrderInput(await someDishes(db, 6), 15, {
    eventDate,
    slotId,
    address: { name, line1: 'Flat 402, Tower B, Supertech', pincode: '201309' },
  });
  const bookedAt = addDays(orderStartsAt({ eventDate, slot: slotId, orderType: input.orderType }), -4);
  const { order } = await createChefOrder(db, { userId: user.id, input, now: bookedAt, maxOrdersPerHour: 100 });
  const { status } = await payInSandbox(db, testPaymentDeps(db, addMinutes(bookedAt, 2)), { user, orderId: order.id });
  if (status.message !== 'PAYMENT_SUCCESS') throw new Error(`the sandbox payment answered ${status.message}`);
  return order;
}

/**
 * A paid chef order of `customerPhone` in the slot that started last (latestStartedChefSlot), for "Anita Desai",
 * assigned (by the system) to a new provider "Ramesh Kumar" of `providerPhone` offering `services` (default chef):
 * a job the provider can accept, start with `startCode` and complete on the real clock.
 */
export async function assignedPaidChefOrder(
  db: Db,
  { providerPhone, customerPhone, services = ['chef'] }: { providerPhone: string; customerPhone: string; services?: ServiceKey[] },
): Promise<{ orderId: string; startCode: string; providerId: string }> {
  const provider = await makeAvailableProvider(db, { name: 'Ramesh Kumar', phone: providerPhone, services });
  const { eventDate, slot } = latestStartedChefSlot();
  const order = await paidChefOrderAt(db, { phone: customerPhone, eventDate, slotId: slot.id, name: 'Anita Desai' });
  const assigned = await assignProvider(db, { orderId: order.id, providerId: provider.id, actor: SYSTEM_ACTOR, now: new Date() });
  return { orderId: order.id, startCode: assigned.order.startCode!, providerId: provider.id };
}
