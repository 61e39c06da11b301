/**
 * Automatic assignment on PGlite and PostgreSQL: a booked order goes to the provider its booking holds or to the best
 * free one; a decline or an unanswered offer moves it to the next free provider, never the same one twice; with
 * nobody left it is Booked again, its booking released, on Today's list with the reason; a manual assignment racing
 * the automatic one leaves one provider and no overlapping bookings. Each test has a Bengaluru pincode of its own,
 * so other tests' providers never compete.
 */
import { addMinutes } from 'date-fns';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { bookingOf, moveBooking } from '../../../../server/capacity';
import { assignmentQueue, auditLog, jobs, orders, outbox, providerBookings, providerOffers } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { todayBoard } from '../../../../server/ops/today';
import { listOrderNotes } from '../../../../server/ops/ordersView';
import { acceptJob } from '../../../../server/providers/assignedJobs';
import { assignProvider, declineAssignment } from '../../../../server/providers/assignment';
import { providerJobHandlers } from '../../../../server/providers/jobs';
import { BEFORE, NOIDA_ADDRESS, makeAvailableProvider, makeOrder, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const handlers = providerJobHandlers();
const DEADLINE = addMinutes(BEFORE, 60);

const addressAt = (pincode: string) => ({ ...NOIDA_ADDRESS, pincode, city: 'Bengaluru', citySlug: 'bengaluru', locality: 'MG Road' });
const providerAt = (db: Db, pincode: string, overrides: Record<string, unknown> = {}) =>
  makeAvailableProvider(db, { cities: ['bengaluru'], pincodes: [pincode], phone: nextPhone('93'), ...overrides });
/** A booked one-dish chef order on Mon 23 Nov 2026 at 19:00 IST at `pincode`. */
const orderAt = (db: Db, pincode: string, extra: Parameters<typeof makeOrder>[1] = {}) =>
  makeOrder(db, { address: addressAt(pincode), eventDate: '2026-11-23', slot: '19-20', ...extra });

const autoAssign = (db: Db, orderId: string, now = BEFORE) => handlers['provider.auto_assign']!(db, { orderId }, now);
const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const offersOf = (db: Db, orderId: string) =>
  db.select().from(providerOffers).where(eq(providerOffers.orderId, orderId)).orderBy(providerOffers.offeredAt);
const jobsNamed = async (db: Db, name: string, orderId: string) =>
  (await db.select().from(jobs).where(eq(jobs.name, name))).filter((job) => (job.payload as { orderId?: string }).orderId === orderId);
const auditActions = async (db: Db, orderId: string) =>
  (await db.select().from(auditLog).where(eq(auditLog.entityId, orderId)).orderBy(auditLog.seq)).map((line) => [
    line.action,
    line.actorKind,
  ]);

/** Runs the expiry job of the order's offer to `providerId` at `now`. */
async function runOfferExpiry(db: Db, orderId: string, providerId: string, now: Date) {
  const job = (await jobsNamed(db, 'provider.offer_expiry', orderId)).find(
    (row) => (row.payload as { providerId?: string }).providerId === providerId,
  )!;
  return handlers['provider.offer_expiry']!(db, job.payload, now);
}

describeEachDatabase('automatic assignment', (getDb) => {
  it('offers a booked order to the provider its booking holds, as their job; running it again changes nothing', async () => {
    const db = getDb();
    await providerAt(db, '560010');
    const held = await providerAt(db, '560010', { name: 'Held Provider' });
    const order = await orderAt(db, '560010');
    // the verified advance made the hold this provider's job (payments' part): here the booking is made directly
    expect(await db.transaction((tx) => moveBooking(tx, order.id, held.id, BEFORE))).toBe(true);
    await autoAssign(db, order.id);
    expect(await orderRow(db, order.id)).toMatchObject({
      status: ORDER_STATUS.ACCEPTED,
      providerId: held.id,
      providerAcceptedAt: null,
      executor: { name: 'Held Provider', phone: held.phone },
    });
    expect(await db.transaction((tx) => bookingOf(tx, order.id))).toMatchObject({ providerId: held.id, kind: 'job' });
    expect((await offersOf(db, order.id)).map((offer) => [offer.providerId, offer.outcome, offer.respondBy])).toEqual([
      [held.id, 'pending', DEADLINE],
    ]);
    expect((await jobsNamed(db, 'provider.offer_expiry', order.id)).map((job) => job.runAt)).toEqual([DEADLINE]);
    expect((await jobsNamed(db, 'notify.provider_assigned', order.id)).map((job) => job.payload)).toEqual([
      { orderId: order.id, providerId: held.id },
    ]);
    await autoAssign(db, order.id, addMinutes(BEFORE, 1));
    expect(await offersOf(db, order.id)).toHaveLength(1);
    expect(await auditActions(db, order.id)).toEqual([['order.provider_assign', 'system']]);
  });

  it('without a booking offers the best free provider: fewest jobs that day, then one who has served this customer before', async () => {
    const db = getDb();
    const customerPhone = nextPhone('88');
    const busier = await providerAt(db, '560011', { name: 'Busier' });
    const stranger = await providerAt(db, '560011', { name: 'Stranger' });
    const returning = await providerAt(db, '560011', { name: 'Returning' });
    // the busier provider has a morning job that day
    const morning = await orderAt(db, '560011', { slot: '07-08' });
    await db.transaction((tx) => moveBooking(tx, morning.id, busier.id, BEFORE));
    // the returning provider cooked for this customer before
    const past = await orderAt(db, '560011', { eventDate: '2026-10-10', status: ORDER_STATUS.COMPLETED, customerPhone });
    await db.update(orders).set({ providerId: returning.id }).where(eq(orders.id, past.id));
    const order = await orderAt(db, '560011', { customerPhone });
    await autoAssign(db, order.id);
    expect((await orderRow(db, order.id)).providerId).toBe(returning.id);
    // declines move it down the ranking: the stranger (no job that day), then the busier one
    await declineAssignment(db, { orderId: order.id, providerId: returning.id, reason: 'Unwell', now: BEFORE });
    expect((await orderRow(db, order.id)).providerId).toBe(stranger.id);
    await declineAssignment(db, { orderId: order.id, providerId: stranger.id, reason: 'Busy', now: BEFORE });
    expect((await orderRow(db, order.id)).providerId).toBe(busier.id);
  });

  it('a decline and a lapse move the order on, never to the same provider twice; with nobody left it is Booked, released, on Today with the reason', async () => {
    const db = getDb();
    const [one, two] = [await providerAt(db, '560013'), await providerAt(db, '560013')];
    const order = await orderAt(db, '560013');
    await autoAssign(db, order.id);
    const first = (await orderRow(db, order.id)).providerId!;
    const second = first === one.id ? two : one;
    const declined = await declineAssignment(db, { orderId: order.id, providerId: first, reason: 'Van broke down', now: BEFORE });
    expect(declined.after).toEqual({ status: ORDER_STATUS.ACCEPTED, providerId: second.id });
    expect(await db.transaction((tx) => bookingOf(tx, order.id))).toMatchObject({ providerId: second.id, kind: 'job' });

    // the second offer's deadline: early, the job waits for it; at it, silence counts as a decline
    expect(await runOfferExpiry(db, order.id, second.id, addMinutes(BEFORE, 30))).toEqual({ rescheduleAt: DEADLINE });
    expect((await orderRow(db, order.id)).providerId).toBe(second.id);
    await runOfferExpiry(db, order.id, second.id, DEADLINE);
    expect(await orderRow(db, order.id)).toMatchObject({ status: ORDER_STATUS.BOOKED, providerId: null, executor: null, startCode: null });
    expect(await db.transaction((tx) => bookingOf(tx, order.id))).toBeNull();
    expect((await offersOf(db, order.id)).map((offer) => [offer.providerId, offer.outcome])).toEqual([
      [first, 'declined'],
      [second.id, 'lapsed'],
    ]);
    const [queued] = await db.select().from(assignmentQueue).where(eq(assignmentQueue.orderId, order.id));
    expect(queued?.reason).toBe('Declined by 2 providers; nobody else is free');
    expect(await auditActions(db, order.id)).toEqual([
      ['order.provider_assign', 'system'],
      ['order.provider_decline', 'provider'],
      ['order.provider_reassign', 'system'],
      ['order.provider_offer_lapsed', 'system'],
    ]);

    // the console's order page notes say who declined and who did not answer
    expect((await listOrderNotes(db, order.id)).map((note) => note.text)).toEqual([
      'Declined the job: Van broke down',
      'Did not answer in 60 minutes: offered to the next free provider',
    ]);

    // the lapsed provider is told; the one who declined is not
    const told = await jobsNamed(db, 'notify.provider_unassigned', order.id);
    expect(told.map((job) => job.payload)).toEqual([{ orderId: order.id, providerId: second.id, lapsed: true }]);
    await handlers['notify.provider_unassigned']!(db, told[0]!.payload, DEADLINE);
    const message = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, `+91${second.phone}`));
    expect(message.map((row) => row.template)).toEqual(['job_offer_lapsed']);

    // asked again, it offers nobody who had it
    await autoAssign(db, order.id, addMinutes(DEADLINE, 1));
    expect((await orderRow(db, order.id)).providerId).toBeNull();

    // on Today's list (two days ahead, beyond its 48 hours) with the reason
    const board = await todayBoard(db, addMinutes(DEADLINE, 1));
    expect(board.unassigned.find((row) => row._id === order.id)).toMatchObject({
      reason: 'Declined by 2 providers; nobody else is free',
    });
    // operations may still assign by hand, even a provider who declined: off the list
    await assignProvider(db, { orderId: order.id, providerId: first, actor: SYSTEM_ACTOR, now: addMinutes(DEADLINE, 2) });
    expect((await todayBoard(db, addMinutes(DEADLINE, 2))).unassigned.find((row) => row._id === order.id)).toBeUndefined();
  });

  it('with nobody serving the pincode then, leaves the order Booked for operations with the reason', async () => {
    const db = getDb();
    // the only provider there works mornings
    await makeAvailableProvider(db, {
      cities: ['bengaluru'],
      pincodes: ['560016'],
      phone: nextPhone('93'),
      weekly: [1].map((day) => ({ day, from: '07:00', to: '13:00' })),
    });
    const order = await orderAt(db, '560016');
    await autoAssign(db, order.id);
    expect(await orderRow(db, order.id)).toMatchObject({ status: ORDER_STATUS.BOOKED, providerId: null });
    const [queued] = await db.select().from(assignmentQueue).where(eq(assignmentQueue.orderId, order.id));
    expect(queued?.reason).toBe('Nobody serves 560016 on Mon 23 Nov at 7 PM');
    expect(await offersOf(db, order.id)).toEqual([]);
    expect(await auditActions(db, order.id)).toEqual([]);
  });

  it('an offer accepted in time does not lapse; one withdrawn by a reassignment does not either', async () => {
    const db = getDb();
    const [one, two] = [await providerAt(db, '560018'), await providerAt(db, '560018')];
    const accepted = await orderAt(db, '560018');
    await autoAssign(db, accepted.id);
    const provider = (await orderRow(db, accepted.id)).providerId!;
    await acceptJob(db, { orderId: accepted.id, providerId: provider, now: addMinutes(BEFORE, 10) });
    await runOfferExpiry(db, accepted.id, provider, DEADLINE);
    expect(await orderRow(db, accepted.id)).toMatchObject({ providerId: provider, providerAcceptedAt: addMinutes(BEFORE, 10) });

    const reassigned = await orderAt(db, '560018', { eventDate: '2026-11-24' });
    await assignProvider(db, { orderId: reassigned.id, providerId: one.id, actor: SYSTEM_ACTOR, now: BEFORE });
    await assignProvider(db, { orderId: reassigned.id, providerId: two.id, actor: SYSTEM_ACTOR, now: addMinutes(BEFORE, 30) });
    const expiries = await jobsNamed(db, 'provider.offer_expiry', reassigned.id);
    const firstExpiry = expiries.find((job) => (job.payload as { providerId: string }).providerId === one.id)!;
    await handlers['provider.offer_expiry']!(db, firstExpiry.payload, DEADLINE);
    expect((await orderRow(db, reassigned.id)).providerId).toBe(two.id);
    expect((await offersOf(db, reassigned.id)).map((offer) => [offer.providerId, offer.outcome])).toEqual([
      [one.id, 'withdrawn'],
      [two.id, 'pending'],
    ]);
  });

  it('a manual assignment racing the automatic one: one wins the provider, one booking, no overlap', async () => {
    const db = getDb();
    const only = await providerAt(db, '560019');
    const [manual, automatic] = [await orderAt(db, '560019'), await orderAt(db, '560019')];
    const [byHand] = await Promise.allSettled([
      assignProvider(db, { orderId: manual.id, providerId: only.id, actor: SYSTEM_ACTOR, now: BEFORE }),
      autoAssign(db, automatic.id),
    ]);
    const holders = (await db.select().from(orders).where(eq(orders.providerId, only.id))).map((row) => row.id);
    expect(holders).toHaveLength(1);
    const bookings = await db.select().from(providerBookings).where(eq(providerBookings.providerId, only.id));
    expect(bookings.map((booking) => booking.orderId)).toEqual(holders);
    if (byHand.status === 'fulfilled') {
      expect(holders).toEqual([manual.id]);
      expect((await orderRow(db, automatic.id)).status).toBe(ORDER_STATUS.BOOKED);
    } else {
      expect(holders).toEqual([automatic.id]);
      expect(byHand.reason).toMatchObject({ status: 409 });
    }

    // the same order assigned by hand while the automatic assignment runs: one provider, its booking follows
    const other = await providerAt(db, '560019');
    const same = await orderAt(db, '560019', { eventDate: '2026-11-25' });
    await Promise.allSettled([
      autoAssign(db, same.id),
      assignProvider(db, { orderId: same.id, providerId: other.id, actor: SYSTEM_ACTOR, now: BEFORE }),
    ]);
    const final = await orderRow(db, same.id);
    expect(final.providerId).not.toBeNull();
    expect((await db.select().from(providerBookings).where(eq(providerBookings.orderId, same.id))).map((b) => b.providerId)).toEqual([
      final.providerId,
    ]);
  });
});
