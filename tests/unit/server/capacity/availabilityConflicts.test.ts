/**
 * Operations are asked to reassign the jobs a change of availability leaves outside, on PGlite and PostgreSQL: the
 * change lists them on Today ("Outside their provider's hours"); a later change covering a job again, reassigning
 * it or cancelling it takes it off; rows whose order ended or changed provider meanwhile are never shown.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import type { Availability } from '../../../../lib/contracts/availability';
import { schemaTodayBoard } from '../../../../lib/contracts/opsDesk';
import { SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { bookingOf, setAvailability } from '../../../../server/capacity';
import { availabilityConflicts, orders, type Order, type Provider } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { todayBoard } from '../../../../server/ops/today';
import { changeOrderStatus } from '../../../../server/orders/repository';
import { assignProvider } from '../../../../server/providers/assignment';
import { BEFORE, NOIDA_ADDRESS, makeAvailableProvider, makeOrder, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Monday 23 Nov 2026 (weekday 1), a chef at 19:00 IST: the job runs 19:00-21:30. */
const DATE = '2026-11-23';
const MONDAY = 1;
const PINCODE = '560001';
const ADDRESS = { ...NOIDA_ADDRESS, pincode: PINCODE, city: 'Bengaluru', citySlug: 'bengaluru', locality: 'MG Road' };

/** Hours that cover the job, and variants that leave it outside. */
const COVERING: Availability = {
  weekly: [{ day: MONDAY, from: '09:00', to: '23:00' }],
  timeOff: [],
  pincodes: [PINCODE],
  maxJobsPerDay: 3,
};
const MORNINGS: Availability = { ...COVERING, weekly: [{ day: MONDAY, from: '09:00', to: '18:00' }] };
const AWAY: Availability = { ...COVERING, timeOff: [{ from: `${DATE}T18:00`, to: `${DATE}T23:00`, reason: 'Wedding' }] };

describeEachDatabase("the jobs outside their provider's hours", (getDb) => {
  const provider = (db: Db, name: string) =>
    makeAvailableProvider(db, { name, cities: ['bengaluru'], pincodes: [PINCODE], phone: nextPhone('94') });

  /** A booked chef order assigned to `to` by operations (its booking is their job). */
  async function assignedOrder(db: Db, to: Provider, phone: string): Promise<Order> {
    const order = await makeOrder(db, { eventDate: DATE, slot: '19-20', address: ADDRESS, customerPhone: phone });
    await assignProvider(db, { orderId: order.id, providerId: to.id, actor: SYSTEM_ACTOR, now: BEFORE });
    return order;
  }

  const save = (db: Db, who: Provider, body: Availability) =>
    setAvailability(db, who.id, body, { now: BEFORE, actor: { kind: 'provider', providerId: who.id } });
  const listed = async (db: Db) => {
    const board = await todayBoard(db, BEFORE);
    expect(schemaTodayBoard.parse(board)).toEqual(board);
    return board.outsideHours;
  };

  it('a change leaving a job outside lists it on Today; a later change covering it again clears it', async () => {
    const db = getDb();
    const kavya = await provider(db, 'Kavya Rao');
    const order = await assignedOrder(db, kavya, '9811135001');
    expect((await save(db, kavya, COVERING)).jobsOutside).toEqual([]);
    expect((await listed(db)).map((job) => job.orderId)).not.toContain(order.id);

    expect((await save(db, kavya, MORNINGS)).jobsOutside.map((job) => job.orderId)).toEqual([order.id]);
    expect((await listed(db)).filter((job) => job.orderId === order.id)).toEqual([
      {
        orderId: order.id,
        orderNumber: order.orderNumber,
        date: DATE,
        slotLabel: '07:00 PM - 08:00 PM',
        reason: 'hours',
        providerId: kavya.id,
        providerName: 'Kavya',
        startsAt: new Date(`${DATE}T19:00:00+05:30`).toISOString(),
      },
    ]);
    // the job stays hers meanwhile
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.providerId).toBe(kavya.id);

    // another change: still outside, now for her time off (the reason follows the latest change)
    await save(db, kavya, AWAY);
    expect((await listed(db)).find((job) => job.orderId === order.id)?.reason).toBe('time_off');

    await save(db, kavya, COVERING);
    expect((await listed(db)).map((job) => job.orderId)).not.toContain(order.id);
    expect(await db.select().from(availabilityConflicts).where(eq(availabilityConflicts.orderId, order.id))).toEqual([]);
  });

  it('reassigning the job to someone free takes it off the list', async () => {
    const db = getDb();
    const [meera, anil] = [await provider(db, 'Meera Nair'), await provider(db, 'Anil Shetty')];
    const order = await assignedOrder(db, meera, '9811135002');
    await save(db, meera, MORNINGS);
    expect((await listed(db)).map((job) => job.orderId)).toContain(order.id);

    await assignProvider(db, { orderId: order.id, providerId: anil.id, actor: SYSTEM_ACTOR, now: BEFORE });
    expect((await bookingOf(db, order.id))?.providerId).toBe(anil.id);
    expect((await listed(db)).map((job) => job.orderId)).not.toContain(order.id);
    expect(await db.select().from(availabilityConflicts).where(eq(availabilityConflicts.orderId, order.id))).toEqual([]);
  });

  it('cancelling the job takes it off the list', async () => {
    const db = getDb();
    const ravi = await provider(db, 'Ravi Teja');
    const order = await assignedOrder(db, ravi, '9811135003');
    await save(db, ravi, AWAY);
    expect((await listed(db)).map((job) => job.orderId)).toContain(order.id);

    const [assigned] = await db.select().from(orders).where(eq(orders.id, order.id));
    const cancelled = await changeOrderStatus(db, {
      orderId: order.id,
      expectedStatus: assigned!.status,
      status: ORDER_STATUS.CANCELLED,
      note: 'Cancelled by the customer',
      now: BEFORE,
    });
    expect(cancelled?.status).toBe(ORDER_STATUS.CANCELLED);
    expect((await listed(db)).map((job) => job.orderId)).not.toContain(order.id);
    expect(await db.select().from(availabilityConflicts).where(eq(availabilityConflicts.orderId, order.id))).toEqual([]);
  });

  it('never shows a row whose order ended or went to another provider by another path, nor a job already over', async () => {
    const db = getDb();
    const [sita, other] = [await provider(db, 'Sita Devi'), await provider(db, 'Other Person')];
    const [moved, completed, live] = [
      await assignedOrder(db, sita, '9811135004'),
      await makeOrder(db, { eventDate: DATE, slot: '12-13', address: ADDRESS, customerPhone: '9811135005' }),
      await makeOrder(db, { eventDate: DATE, slot: '07-08', address: ADDRESS, customerPhone: '9811135006' }),
    ];
    await db.update(orders).set({ providerId: sita.id, status: ORDER_STATUS.COMPLETED }).where(eq(orders.id, completed.id));
    await db.update(orders).set({ providerId: sita.id, status: ORDER_STATUS.ACCEPTED }).where(eq(orders.id, live.id));
    // as if left behind: rows the writers would have cleared
    await db.insert(availabilityConflicts).values([
      { orderId: moved.id, providerId: sita.id, reason: 'hours' },
      { orderId: completed.id, providerId: sita.id, reason: 'hours' },
      { orderId: live.id, providerId: sita.id, reason: 'pincode' },
    ]);
    await db.update(orders).set({ providerId: other.id }).where(eq(orders.id, moved.id));
    const ours = async (now: Date) =>
      (await todayBoard(db, now)).outsideHours.filter((job) => job.providerId === sita.id).map((job) => job.orderNumber);
    expect(await ours(BEFORE)).toEqual([live.orderNumber]);
    // the 07:00 job is over by Monday noon: nothing left to reassign
    expect(await ours(new Date(`${DATE}T12:00:00+05:30`))).toEqual([]);
  });
});
