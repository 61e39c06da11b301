import { expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE, type OrderStatus, type OrderType } from '../../../../lib/constants';
import { CANCELLATION_POLICY } from '../../../../lib/orders';
import { orders, users } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import {
  findOrderWithReview,
  listPublicReviews,
  saveReview,
  serviceReviews,
  summarizeReviews,
  toOrderReview,
} from '../../../../server/reviews/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { rejection } from '../../../helpers/rejection';

const WRITTEN = new Date('2026-11-21T10:00:00+05:30');
const DAY = 86_400_000;
let serial = 0;

/** A customer with a (possibly empty) name. */
async function customer(db: Db, name: string | null) {
  serial += 1;
  const [user] = await db
    .insert(users)
    .values({ phone: `98${String(serial).padStart(8, '0')}`, name })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

/** An order of `userId` in `status`, inserted directly (the booking rules are tested elsewhere). */
async function orderOf(db: Db, userId: string, status: OrderStatus, orderType: OrderType = ORDER_TYPE.CHEF, eventDate = '2026-11-15') {
  serial += 1;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `RV-${serial}`,
      userId,
      orderType,
      status,
      eventDate,
      slot: '19-20',
      address: { name: 'Asha Verma', line1: 'Flat 1', pincode: '201309', city: 'Noida', locality: 'Sector 62' },
      bill: { lines: [] },
      total: 2000,
      advance: 400,
      balance: 1600,
      cancellationPolicy: CANCELLATION_POLICY,
    })
    .returning();
  if (!order) throw new Error('no order');
  return order;
}

const TEXT = 'The chef cooked everything we chose and cleaned up afterwards.';

describeEachDatabase('reviews', (getDb) => {
  it('lets the owner review a completed order once, and shows it publicly with first name and initial only', async () => {
    const user = await customer(getDb(), 'Priya Kumari Sharma');
    const order = await orderOf(getDb(), user.id, ORDER_STATUS.COMPLETED, ORDER_TYPE.CHEF, '2026-03-14');
    const { review, created } = await saveReview(getDb(), { orderId: order.id, userId: user.id, rating: 5, text: TEXT, now: WRITTEN });
    expect(created).toBe(true);
    expect(review).toMatchObject({ orderId: order.id, userId: user.id, orderType: ORDER_TYPE.CHEF, rating: 5, text: TEXT });
    expect(toOrderReview(review, WRITTEN)).toMatchObject({
      editable: true,
      editableUntil: new Date(WRITTEN.getTime() + 7 * DAY).toISOString(),
    });

    const listed = (await listPublicReviews(getDb())).find((r) => r._id === review.id);
    expect(listed).toEqual({
      _id: review.id,
      rating: 5,
      text: TEXT,
      reviewer: 'Priya S.',
      service: 'chef',
      serviceName: 'Chef for Party',
      month: 'March 2026',
      createdAt: WRITTEN.toISOString(),
    });
    // without the review's id, a random hex that can hold ten digits in a row by chance
    const { _id: _reviewId, ...shown } = listed!;
    expect(JSON.stringify(shown)).not.toMatch(/Sharma|Kumari|Flat 1|98\d{8}/);
  });

  it('keeps one review per order: a second save edits it', async () => {
    const user = await customer(getDb(), 'Rohit Gupta');
    const order = await orderOf(getDb(), user.id, ORDER_STATUS.COMPLETED);
    const first = await saveReview(getDb(), { orderId: order.id, userId: user.id, rating: 3, text: TEXT, now: WRITTEN });
    const later = new Date(WRITTEN.getTime() + 2 * DAY);
    const second = await saveReview(getDb(), { orderId: order.id, userId: user.id, rating: 4, text: `${TEXT} Edited.`, now: later });
    expect(second.created).toBe(false);
    expect(second.review.id).toBe(first.review.id);
    expect(second.review).toMatchObject({ rating: 4, text: `${TEXT} Edited.` });
    expect(second.review.createdAt.toISOString()).toBe(WRITTEN.toISOString());
    expect(second.review.updatedAt.toISOString()).toBe(later.toISOString());
    const { review } = await findOrderWithReview(getDb(), order.id, user.id);
    expect(review?.rating).toBe(4);
  });

  it("refuses another customer's order with 404, and an unknown order", async () => {
    const owner = await customer(getDb(), 'Owner One');
    const other = await customer(getDb(), 'Other Two');
    const order = await orderOf(getDb(), owner.id, ORDER_STATUS.COMPLETED);
    const error = await rejection(saveReview(getDb(), { orderId: order.id, userId: other.id, rating: 1, text: TEXT, now: WRITTEN }));
    expect(error.status).toBe(404);
    expect((await rejection(findOrderWithReview(getDb(), order.id, other.id))).status).toBe(404);
    expect((await findOrderWithReview(getDb(), order.id, owner.id)).review).toBeNull();
  });

  it('refuses orders that are not completed with 409', async () => {
    const user = await customer(getDb(), 'Waiting Customer');
    for (const status of [
      ORDER_STATUS.BOOKED,
      ORDER_STATUS.ACCEPTED,
      ORDER_STATUS.IN_PROGRESS,
      ORDER_STATUS.CANCELLED,
      ORDER_STATUS.EXPIRED,
    ]) {
      const order = await orderOf(getDb(), user.id, status);
      const error = await rejection(saveReview(getDb(), { orderId: order.id, userId: user.id, rating: 5, text: TEXT, now: WRITTEN }));
      expect(error.status, `status ${status}`).toBe(409);
      expect(error.message).toMatch(/once it is completed/);
    }
  });

  it('allows edits for 7 days after the first writing, then refuses them with 409 (injected clock)', async () => {
    const user = await customer(getDb(), 'Meera Iyer');
    const order = await orderOf(getDb(), user.id, ORDER_STATUS.COMPLETED);
    const { review } = await saveReview(getDb(), { orderId: order.id, userId: user.id, rating: 2, text: TEXT, now: WRITTEN });
    const lastMoment = new Date(WRITTEN.getTime() + 7 * DAY);
    const edited = await saveReview(getDb(), { orderId: order.id, userId: user.id, rating: 3, text: TEXT, now: lastMoment });
    expect(edited.review.rating).toBe(3);
    const tooLate = new Date(lastMoment.getTime() + 1000);
    const error = await rejection(saveReview(getDb(), { orderId: order.id, userId: user.id, rating: 5, text: TEXT, now: tooLate }));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/7 days/);
    expect(error.message).toMatch(/21 Nov 2026/);
    const { review: kept } = await findOrderWithReview(getDb(), order.id, user.id);
    expect(kept?.rating).toBe(3);
    expect(toOrderReview(review, tooLate).editable).toBe(false);
  });

  it('lists newest first, by service, a page at a time, with the count and average of the service', async () => {
    const user = await customer(getDb(), null);
    const before = await summarizeReviews(getDb(), 'decoration');
    const ratings = [5, 4, 2];
    const saved = [];
    for (const [index, rating] of ratings.entries()) {
      const order = await orderOf(getDb(), user.id, ORDER_STATUS.COMPLETED, ORDER_TYPE.DECORATION);
      const now = new Date(WRITTEN.getTime() + (10 + index) * DAY);
      saved.push((await saveReview(getDb(), { orderId: order.id, userId: user.id, rating, text: TEXT, now })).review);
    }
    const decoration = await listPublicReviews(getDb(), { service: 'decoration' });
    expect(decoration.map((r) => r._id)).toEqual(saved.map((r) => r.id).reverse());
    // no profile name: the booking's contact name, shortened
    expect(decoration[0]?.reviewer).toBe('Asha V.');
    expect(decoration.every((r) => r.service === 'decoration' && r.serviceName === 'Balloon Decoration')).toBe(true);
    expect(await listPublicReviews(getDb(), { service: 'decoration', page: 2, pageSize: 2 })).toHaveLength(1);
    expect(before.count).toBe(0);
    expect(await summarizeReviews(getDb(), 'decoration')).toEqual({ count: 3, average: 3.7 });
    const block = await serviceReviews(getDb(), 'decoration');
    expect(block.reviews).toHaveLength(3);
    expect(block.summary.count).toBe(3);
    const all = await summarizeReviews(getDb());
    expect(all.count).toBeGreaterThan(3);
    expect((await listPublicReviews(getDb(), { service: 'chef' })).every((r) => r.service === 'chef')).toBe(true);
  });

  it('pages through the reviews of every service we sell full, as many as the summary counts', async () => {
    const user = await customer(getDb(), 'Mixed Services');
    // one review of each sold service in turn, 3 rounds: food and photography used to vanish after LIMIT
    const types = [
      ORDER_TYPE.CHEF,
      ORDER_TYPE.FOOD_DELIVERY,
      ORDER_TYPE.PHOTOGRAPHY,
      ORDER_TYPE.LIVE_BUFFET_CATERING,
      ORDER_TYPE.DECORATION,
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const [index, orderType] of types.entries()) {
        const order = await orderOf(getDb(), user.id, ORDER_STATUS.COMPLETED, orderType);
        const now = new Date(WRITTEN.getTime() + (30 + round * types.length + index) * DAY);
        await saveReview(getDb(), { orderId: order.id, userId: user.id, rating: 1 + index, text: TEXT, now });
      }
    }
    // a review of a service we no longer sell online (waiter): neither listed nor counted
    const waiterOrder = await orderOf(getDb(), user.id, ORDER_STATUS.COMPLETED, ORDER_TYPE.WAITER);
    await saveReview(getDb(), { orderId: waiterOrder.id, userId: user.id, rating: 5, text: TEXT, now: WRITTEN });

    const summary = await summarizeReviews(getDb());
    const pageSize = 4;
    const pages = [];
    for (let page = 1; page <= Math.ceil(summary.count / pageSize) + 1; page += 1) {
      pages.push(await listPublicReviews(getDb(), { page, pageSize }));
    }
    const fullPages = Math.floor(summary.count / pageSize);
    for (const [index, page] of pages.entries()) {
      const expected = index < fullPages ? pageSize : index === fullPages ? summary.count % pageSize : 0;
      expect(page, `page ${index + 1}`).toHaveLength(expected);
    }
    const listed = pages.flat();
    expect(new Set(listed.map((r) => r._id)).size).toBe(summary.count);
    expect(listed.map((r) => r.service)).toEqual(expect.arrayContaining(['chef', 'decoration', 'photography', 'food-delivery', 'buffet']));
    expect(listed.find((r) => r.service === 'food-delivery')?.serviceName).toBe('Party Food Delivery');

    for (const service of ['photography', 'food-delivery', 'buffet'] as const) {
      const ofService = await listPublicReviews(getDb(), { service });
      expect(ofService, service).toHaveLength(3);
      expect(ofService.every((r) => r.service === service)).toBe(true);
      expect((await summarizeReviews(getDb(), service)).count).toBe(3);
    }
  });
});
