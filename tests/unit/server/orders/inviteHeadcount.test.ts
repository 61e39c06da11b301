import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ORDER_TYPE } from '../../../../lib/constants';
import { schemaOrderDetails } from '../../../../lib/contracts/orders';
import { events } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { orderDetails } from '../../../../server/orders/views';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { BEFORE, makeOrder } from '../../../helpers/providers';
import { answerInvite, attachToEvent, inviteEvent } from '../../../helpers/inviteEvents';
import { describeEachDatabase } from '../../../helpers/testDatabases';

// "Your invite says N guests" beside a food, buffet or chef order's booked count

/** An invite event of the customer with `ownerPhone`. */
async function inviteEventOf(db: Db, ownerPhone: string) {
  const { user } = await findOrCreateUserByPhone(db, ownerPhone);
  return inviteEvent(db, user.id);
}

/** A new guest answers the invite (before the orders were booked). */
const answer = (db: Db, eventId: string, rsvpStatus: 'going' | 'maybe' | 'declined', plusOnes = 0, waitlisted = false) =>
  answerInvite(db, eventId, { rsvpStatus, plusOnes, waitlisted, answeredAt: BEFORE });

describeEachDatabase('the invite headcount on the order page', (getDb) => {
  it('is Going with a place plus their +1s plus half of Maybe rounded up, for food, buffet and chef orders', async () => {
    const db = getDb();
    const event = await inviteEventOf(db, '9811122233');
    await answer(db, event.id, 'going', 2);
    await answer(db, event.id, 'going', 0);
    await answer(db, event.id, 'going', 3, true); // waitlisted: no place yet, not counted
    await answer(db, event.id, 'maybe');
    await answer(db, event.id, 'maybe');
    await answer(db, event.id, 'maybe');
    await answer(db, event.id, 'declined', 4);
    // 2 going + 2 plus-ones + ceil(3 / 2)
    for (const orderType of [ORDER_TYPE.FOOD_DELIVERY, ORDER_TYPE.LIVE_BUFFET_CATERING, ORDER_TYPE.CHEF]) {
      const order = await attachToEvent(db, (await makeOrder(db, { orderType, customerPhone: '9811122233' })).id, event.id);
      const details = await orderDetails(db, order, BEFORE);
      expect(details.inviteGuests).toBe(6);
      expect(schemaOrderDetails.shape.inviteGuests.parse(details.inviteGuests)).toBe(6);
    }
  });

  it('is null without an event, for a decoration order, and for a cancelled event', async () => {
    const db = getDb();
    const event = await inviteEventOf(db, '9811122244');
    await answer(db, event.id, 'going', 1);
    const unattached = await makeOrder(db, { orderType: ORDER_TYPE.FOOD_DELIVERY, customerPhone: '9811122244' });
    expect((await orderDetails(db, unattached, BEFORE)).inviteGuests).toBeNull();
    const decoration = await attachToEvent(
      db,
      (await makeOrder(db, { orderType: ORDER_TYPE.DECORATION, customerPhone: '9811122244' })).id,
      event.id,
    );
    expect((await orderDetails(db, decoration, BEFORE)).inviteGuests).toBeNull();

    const food = await attachToEvent(
      db,
      (await makeOrder(db, { orderType: ORDER_TYPE.FOOD_DELIVERY, customerPhone: '9811122244' })).id,
      event.id,
    );
    expect((await orderDetails(db, food, BEFORE)).inviteGuests).toBe(2);
    await db.update(events).set({ status: 'cancelled', cancelledAt: BEFORE }).where(eq(events.id, event.id));
    expect((await orderDetails(db, food, BEFORE)).inviteGuests).toBeNull();
  });

  it('is 0 for an event nobody has answered yet', async () => {
    const db = getDb();
    const event = await inviteEventOf(db, '9811122255');
    const order = await attachToEvent(db, (await makeOrder(db, { orderType: ORDER_TYPE.CHEF, customerPhone: '9811122255' })).id, event.id);
    expect((await orderDetails(db, order, BEFORE)).inviteGuests).toBe(0);
  });
});
