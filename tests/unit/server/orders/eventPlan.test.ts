/**
 * The event plan through the real routes on PGlite and PostgreSQL: booking for an event (the booking
 * flows' `eventId`), attaching an order booked before, the plan's timeline, conflicts (with a checkout's proposal)
 * and live headcount, and who may see or change it.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import attachRoute from '../../../../pages/api/customer/event/[eventId]/attach-order';
import planRoute from '../../../../pages/api/customer/event/[eventId]/plan';
import { ORDER_STATUS, ORDER_TYPE, type OrderStatus, type OrderType } from '../../../../lib/constants';
import type { EventPlanView } from '../../../../lib/contracts/events/plan';
import type { InviteEvent } from '../../../../lib/contracts/events';
import { orders } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { acceptCohostLink, createCohostLink } from '../../../../server/events/cohosts';
import { eventHeadcount } from '../../../../server/events/headcount';
import { placeOrder } from '../../../../server/orders/placement';
import { insertOrderOnce } from '../../../../server/orders/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { NOIDA_ADDRESS, withAvailableProviders } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { answerInvite, call, createInvite, customer, inDays, setUpInvitesSuite, useDbForRoutes, type Customer } from '../events/helpers';

setUpInvitesSuite();

/** An order of `who` inserted as a paid booking leaves it (no catalogue, no clock rules). */
async function bookedOrder(
  db: Db,
  who: Customer,
  {
    orderType,
    eventDate,
    slot,
    status = ORDER_STATUS.BOOKED,
    details = null,
    items = [],
  }: {
    orderType: OrderType;
    eventDate: string;
    slot: string;
    status?: OrderStatus;
    details?: Record<string, unknown> | null;
    items?: Record<string, unknown>[];
  },
) {
  const now = new Date();
  const placed = await insertOrderOnce(
    db,
    {
      userId: who.id,
      orderType,
      status,
      paymentStatus: 'balance_due',
      eventDate,
      slot,
      peopleCount: 20,
      address: NOIDA_ADDRESS,
      items,
      bill: { lines: [] },
      total: 5000,
      advance: 1000,
      balance: 4000,
      amountPaid: 1000,
      cancellationPolicy: 'policy',
      details,
      createdAt: now,
      updatedAt: now,
    },
    { now, maxOrdersPerHour: 100_000 },
  );
  return placed.order;
}

function getPlan(who: Customer, eventId: string, query = '') {
  return call(planRoute, { url: `/api/customer/event/${eventId}/plan${query}`, headers: who.headers, params: { eventId } });
}

function attach(who: Customer, eventId: string, orderId: string) {
  return call(attachRoute, {
    method: 'POST',
    url: `/api/customer/event/${eventId}/attach-order`,
    headers: who.headers,
    params: { eventId },
    body: { orderId },
  });
}

describeEachDatabase('event plan', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  let host: Customer;
  let cohost: Customer;
  let stranger: Customer;
  let event: InviteEvent;

  beforeEach(async () => {
    const db = getDb();
    useDbForRoutes(db);
    const suffix = String(Math.floor(Math.random() * 90_000) + 10_000);
    host = await customer(db, `98600${suffix}`);
    cohost = await customer(db, `98610${suffix}`);
    stranger = await customer(db, `98620${suffix}`);
    event = await createInvite(host, { date: inDays(12), time: '19:00' });
    const link = await createCohostLink(db, { eventId: event._id, userId: host.id });
    await acceptCohostLink(db, { token: new URL(link.url).searchParams.get('token')!, userId: cohost.id });
  });

  it('books an order for the event: the host and a co-host may, on its date; others get 403, another date 400', async () => {
    const db = getDb();
    const dishes = await someDishes(db, 3);
    const input = (who: Customer, overrides: Record<string, unknown>) =>
      placeOrder(db, { userId: who.id, input: chefOrderInput(dishes, 10, { eventDate: event.date, slotId: '14-15', ...overrides }) });

    const booked = await input(host, { eventId: event._id });
    const [row] = await db.select({ eventId: orders.eventId }).from(orders).where(eq(orders.id, booked.details._id));
    expect(row?.eventId).toBe(event._id);
    const byCohost = await input(cohost, { eventId: event._id });
    expect((await db.select({ eventId: orders.eventId }).from(orders).where(eq(orders.id, byCohost.details._id)))[0]?.eventId).toBe(
      event._id,
    );

    await expect(input(stranger, { eventId: event._id })).rejects.toMatchObject({
      status: 403,
      message: 'Only the hosts of this event can do this.',
    });
    await expect(input(host, { eventId: event._id, eventDate: inDays(13) })).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/^This event is on .*: book the service for that date to add it to the event\.$/),
    });
    await expect(input(host, { eventId: '3d1f4c2a-0000-4000-8000-00000000abcd' })).rejects.toMatchObject({ status: 404 });
    // without an eventId nothing changes: no event on the order
    const plain = await input(stranger, {});
    expect((await db.select({ eventId: orders.eventId }).from(orders).where(eq(orders.id, plain.details._id)))[0]?.eventId).toBeNull();

    const plan = (await getPlan(host, event._id)).json<EventPlanView>().data!;
    expect(
      plan.timeline
        .filter((e) => e.service === 'chef')
        .map((e) => e.orderId)
        .sort(),
    ).toEqual([booked.details._id, byCohost.details._id].sort());
  });

  it('attaches an order booked before, idempotently; refuses others with clear messages', async () => {
    const db = getDb();
    const deco = await bookedOrder(db, host, { orderType: ORDER_TYPE.DECORATION, eventDate: event.date, slot: '13-16' });

    const before = (await getPlan(host, event._id)).json<EventPlanView>().data!;
    expect(before.attachable.map((o) => o.orderId)).toEqual([deco.id]);
    expect(before.attachable[0]).toMatchObject({ service: 'Balloon Decoration', slotLabel: '01:00 PM - 04:00 PM', statusLabel: 'Booked' });

    const first = await attach(host, event._id, deco.id);
    expect(first.status).toBe(200);
    expect(first.json().message).toBe('The order is now part of this event.');
    const plan = first.json<EventPlanView>().data!;
    expect(plan.timeline.map((e) => e.orderId)).toContain(deco.id);
    expect(plan.attachable).toEqual([]);
    const again = await attach(host, event._id, deco.id);
    expect(again.status).toBe(200);
    expect(again.json().message).toBe('The order is already part of this event.');

    // a co-host attaches their own order; never the host's order (it is not theirs: 404)
    const cohostPhoto = await bookedOrder(db, cohost, { orderType: ORDER_TYPE.PHOTOGRAPHY, eventDate: event.date, slot: '18-19' });
    expect((await attach(cohost, event._id, cohostPhoto.id)).status).toBe(200);
    const hostFood = await bookedOrder(db, host, { orderType: ORDER_TYPE.FOOD_DELIVERY, eventDate: event.date, slot: '17-18' });
    expect((await attach(cohost, event._id, hostFood.id)).status).toBe(404);

    // another date, a cancelled order, a stranger, an order of another event
    const otherDay = await bookedOrder(db, host, { orderType: ORDER_TYPE.CHEF, eventDate: inDays(13), slot: '14-15' });
    const otherDayAnswer = await attach(host, event._id, otherDay.id);
    expect(otherDayAnswer.status).toBe(400);
    expect(otherDayAnswer.json().message).toMatch(/^This event is on /);
    const cancelled = await bookedOrder(db, host, {
      orderType: ORDER_TYPE.CHEF,
      eventDate: event.date,
      slot: '14-15',
      status: ORDER_STATUS.CANCELLED,
    });
    const cancelledAnswer = await attach(host, event._id, cancelled.id);
    expect(cancelledAnswer.status).toBe(400);
    expect(cancelledAnswer.json().message).toBe('This order is cancelled: it cannot be added to the event.');
    const strangers = await bookedOrder(db, stranger, { orderType: ORDER_TYPE.CHEF, eventDate: event.date, slot: '14-15' });
    expect((await attach(stranger, event._id, strangers.id)).status).toBe(403);
    const otherEvent = await createInvite(host, { date: event.date, time: '12:00', title: 'Lunch' });
    const lunchOrder = await bookedOrder(db, host, { orderType: ORDER_TYPE.CHEF, eventDate: event.date, slot: '09-10' });
    expect((await attach(host, otherEvent._id, lunchOrder.id)).status).toBe(200);
    const taken = await attach(host, event._id, lunchOrder.id);
    expect(taken.status).toBe(409);
    expect(taken.json().message).toBe('This order is already part of another event.');
    // a body that is not an order id is a 400 from the contract
    expect((await attach(host, event._id, 'nope')).status).toBe(400);
  });

  it('attaches an order to one event only when two requests race', async () => {
    const db = getDb();
    const lunch = await createInvite(host, { date: event.date, time: '12:00', title: 'Lunch' });
    const order = await bookedOrder(db, host, { orderType: ORDER_TYPE.DECORATION, eventDate: event.date, slot: '07-10' });
    const answers = await Promise.all([attach(host, event._id, order.id), attach(host, lunch._id, order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await db.select({ eventId: orders.eventId }).from(orders).where(eq(orders.id, order.id));
    const winner = answers[0]!.status === 200 ? event._id : lunch._id;
    expect(row?.eventId).toBe(winner);
  });

  it('shows the timeline with conflicts and their reasons, checks a proposed slot, and follows the partner app', async () => {
    const db = getDb();
    const deco = await bookedOrder(db, host, { orderType: ORDER_TYPE.DECORATION, eventDate: event.date, slot: '16-19' });
    await attach(host, event._id, deco.id);

    // the checkout of a photographer from 6 PM sees the clash before paying
    const proposed = await getPlan(host, event._id, '?proposedType=9&proposedSlot=18-19&proposedHours=3');
    expect(proposed.status).toBe(200);
    const proposedPlan = proposed.json<EventPlanView>().data!;
    expect(proposedPlan.conflicts).toEqual([
      {
        rule: 'decoration-before-photography',
        message:
          'Decoration (4:00 PM - 7:00 PM) must be finished at least 30 minutes before photography starts at 6:00 PM. ' +
          'Choose a decoration slot that ends by 5:30 PM or a later photography start.',
        orderIds: [deco.id, 'proposed'],
      },
    ]);
    expect(proposedPlan.timeline.find((e) => e.orderId === 'proposed')).toMatchObject({ service: 'photography', status: 'proposed' });
    // the proposal is not stored
    expect((await getPlan(host, event._id)).json<EventPlanView>().data!.conflicts).toEqual([]);
    expect((await getPlan(host, event._id, '?proposedType=9')).status).toBe(400);
    expect((await getPlan(host, event._id, '?proposedType=3&proposedSlot=18-19')).status).toBe(400);

    // a chef with 8 dishes at 5 PM for a 7 PM party, booked and attached
    const chef = await bookedOrder(db, host, {
      orderType: ORDER_TYPE.CHEF,
      eventDate: event.date,
      slot: '17-18',
      items: Array.from({ length: 8 }, (_, i) => ({ _id: `d${i}`, name: `Dish ${i}` })),
    });
    await attach(host, event._id, chef.id);
    const plan = (await getPlan(cohost, event._id)).json<EventPlanView>().data!;
    expect(plan.conflicts.map((c) => [c.rule, c.orderIds])).toEqual([['chef-lead-time', [chef.id]]]);
    expect(plan.timeline.map((e) => [e.service, e.status])).toEqual([
      ['decoration', 'booked'],
      ['chef', 'booked'],
      ['party', null],
    ]);
    expect(plan.partyStartsAt).toBe(event.startsAt);

    // on the day the decorator starts with the code: the host's timeline reads "arrived"
    const startedAt = new Date(new Date(event.startsAt).getTime() - 3 * 3600_000 + 2 * 60_000);
    await db.update(orders).set({ status: ORDER_STATUS.IN_PROGRESS, startedAt }).where(eq(orders.id, deco.id));
    const live = (await getPlan(host, event._id)).json<EventPlanView>().data!;
    expect(live.timeline[0]).toMatchObject({ orderId: deco.id, status: 'started', statusLabel: 'Decorator arrived 4:02 PM' });
  });

  it('counts the live headcount from the answers and lets only hosts see the plan', async () => {
    const db = getDb();
    const guests = await Promise.all(['1', '2', '3', '4', '5'].map((n) => customer(db, `98630${n}${String(Date.now()).slice(-4)}`)));
    await answerInvite(guests[0]!, { eventId: event._id, rsvpStatus: 'going', plusOnes: 2 });
    await answerInvite(guests[1]!, { eventId: event._id, rsvpStatus: 'going', plusOnes: 1 });
    await answerInvite(guests[2]!, { eventId: event._id, rsvpStatus: 'maybe' });
    await answerInvite(guests[3]!, { eventId: event._id, rsvpStatus: 'maybe' });
    await answerInvite(guests[4]!, { eventId: event._id, rsvpStatus: 'maybe' });
    // 2 going + 3 plus-ones + ceil(3 / 2)
    expect(await eventHeadcount(db, event._id)).toBe(7);
    const plan = await getPlan(host, event._id);
    expect(plan.json<EventPlanView>().data!.headcount).toBe(7);

    expect((await getPlan(guests[0]!, event._id)).status).toBe(403);
    expect((await getPlan(stranger, event._id)).status).toBe(403);
    expect((await getPlan(host, '3d1f4c2a-0000-4000-8000-00000000abcd')).status).toBe(404);
    expect((await call(planRoute, { url: `/api/customer/event/${event._id}/plan`, params: { eventId: event._id } })).status).toBe(401);
  });
});
