/**
 * Review moderation on PGlite and PostgreSQL: admins and operations hide a review with a
 * reason and show it again, each audited; support only reads; the reason reaches admins only; the text is never
 * changed; a hidden review leaves every public list and rating aggregate (GET /api/reviews, /reviews, the service
 * pages' reviews and their JSON-LD rating).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import type { StaffRole } from '../../../../lib/contracts/ops';
import type { ModeratedReview, ModerationPage } from '../../../../lib/contracts/opsDesk';
import type { ReviewPage } from '../../../../lib/contracts/reviews';
import { withAggregateRating } from '../../../../lib/jsonLd';
import opsReviewsRoute from '../../../../pages/api/ops/reviews/index';
import opsReviewRoute from '../../../../pages/api/ops/reviews/[id]';
import publicReviewsRoute from '../../../../pages/api/reviews';
import { auditLog, reviews, type Review, type Staff } from '../../../../server/db/schema';
import { chefDishPageProps } from '../../../../server/site/catalogPageProps';
import { listPublicReviews, reviewPage, serviceReviews, summarizeReviews } from '../../../../server/reviews/repository';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { makeOrder } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

afterAll(forgetAppDb);

describeEachDatabase('review moderation', (getDb) => {
  let members: Record<StaffRole, Staff>;
  let cookies: Record<StaffRole, string>;
  const written: Review[] = [];
  const REASON = 'Names a staff member by full name';

  beforeAll(async () => {
    const db = getDb();
    ({ members, cookies } = await staffOfEachRole(db, '91000200'));
    const ratings = [5, 1, 4];
    for (const [i, rating] of ratings.entries()) {
      const order = await makeOrder(db, { status: ORDER_STATUS.COMPLETED, orderType: ORDER_TYPE.CHEF, customerPhone: `981112220${i}` });
      const [review] = await db
        .insert(reviews)
        .values({
          orderId: order.id,
          userId: order.userId,
          orderType: order.orderType,
          rating,
          text: `Review number ${i} of our chef evening`,
          createdAt: new Date(Date.UTC(2026, 10, 20 + i)),
        })
        .returning();
      written.push(review!);
    }
  });
  beforeEach(() => pointAppAt(getDb()));

  const hidden = () => written[1]!;
  const publicIds = async () => (await listPublicReviews(getDb())).map((review) => review._id).sort();

  it('hides a review with a reason (operations): it leaves every public list, count, average and JSON-LD rating', async () => {
    expect(await summarizeReviews(getDb(), 'chef')).toEqual({ count: 3, average: 3.3 });
    const answer = await callRoute(opsReviewRoute, {
      method: 'PATCH',
      cookie: cookies.operations,
      query: { id: hidden().id },
      body: { hidden: true, reason: REASON, text: 'A nicer text' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ hidden: true, hiddenBy: 'Olga Ops' });
    // operations do not read the reason back
    expect(answer.body.data as ModeratedReview).not.toHaveProperty('hiddenReason');

    expect(await publicIds()).toEqual([written[0]!.id, written[2]!.id].sort());
    expect(await summarizeReviews(getDb(), 'chef')).toEqual({ count: 2, average: 4.5 });
    expect(await summarizeReviews(getDb())).toEqual({ count: 2, average: 4.5 });
    const service = await serviceReviews(getDb(), 'chef');
    expect(service.reviews.map((r) => r._id)).not.toContain(hidden().id);
    expect(withAggregateRating(service.summary)).toMatchObject({ aggregateRating: { ratingValue: 4.5, reviewCount: 2 } });
    const page = await reviewPage(getDb(), { page: 1 });
    expect(page.reviews.map((r) => r._id)).not.toContain(hidden().id);
    const api = await callRoute(publicReviewsRoute, { method: 'GET', cookie: '', query: { service: 'chef' } });
    expect((api.body.data as ReviewPage).summary).toEqual({ count: 2, average: 4.5 });
    const chefPage = await chefDishPageProps();
    expect(chefPage.reviews.summary).toEqual({ count: 2, average: 4.5 });

    // the text is never edited
    const [row] = await getDb().select().from(reviews).where(eq(reviews.id, hidden().id));
    expect(row).toMatchObject({ text: hidden().text, hiddenReason: REASON, hiddenBy: members.operations.id });
  });

  it('shows the reason to admins only: the answer of every other role has no such field', async () => {
    const list = async (role: StaffRole) =>
      (
        (await callRoute(opsReviewsRoute, { method: 'GET', cookie: cookies[role], query: { visibility: 'hidden' } })).body
          .data as ModerationPage
      ).reviews;
    expect((await list('admin')).map((r) => [r._id, r.hiddenReason])).toEqual([[hidden().id, REASON]]);
    for (const role of ['operations', 'support'] as const) {
      const seen = await list(role);
      expect(seen.map((r) => r._id)).toEqual([hidden().id]);
      expect(seen[0]).not.toHaveProperty('hiddenReason');
      expect(JSON.stringify(seen)).not.toContain(REASON);
    }
    const shown = (await callRoute(opsReviewsRoute, { method: 'GET', cookie: cookies.admin, query: { visibility: 'shown' } })).body
      .data as ModerationPage;
    expect(shown.reviews.map((r) => r._id).sort()).toEqual([written[0]!.id, written[2]!.id].sort());
    expect(shown.reviews[0]!.hiddenReason).toBeNull();
  });

  it('refuses support (403), a missing reason (400) and an unknown review (404)', async () => {
    const id = written[0]!.id;
    expect(
      (await callRoute(opsReviewRoute, { method: 'PATCH', cookie: cookies.support, query: { id }, body: { hidden: true, reason: REASON } }))
        .status,
    ).toBe(403);
    expect(
      (await callRoute(opsReviewRoute, { method: 'PATCH', cookie: cookies.admin, query: { id }, body: { hidden: true } })).status,
    ).toBe(400);
    expect(
      (await callRoute(opsReviewRoute, { method: 'PATCH', cookie: cookies.admin, query: { id }, body: { text: 'edited' } })).status,
    ).toBe(400);
    expect(
      (
        await callRoute(opsReviewRoute, {
          method: 'PATCH',
          cookie: cookies.admin,
          query: { id: '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e' },
          body: { hidden: false },
        })
      ).status,
    ).toBe(404);
    expect(await publicIds()).toContain(id);
  });

  it('shows a hidden review again (admin), and audits hide and unhide without the reason', async () => {
    const answer = await callRoute(opsReviewRoute, {
      method: 'PATCH',
      cookie: cookies.admin,
      query: { id: hidden().id },
      body: { hidden: false },
    });
    expect(answer.body.data).toMatchObject({ hidden: false, hiddenReason: null, hiddenBy: null });
    expect(await publicIds()).toEqual(written.map((r) => r.id).sort());
    expect(await summarizeReviews(getDb(), 'chef')).toEqual({ count: 3, average: 3.3 });
    // showing a shown review changes nothing and writes no line
    await callRoute(opsReviewRoute, { method: 'PATCH', cookie: cookies.admin, query: { id: hidden().id }, body: { hidden: false } });
    const lines = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, hidden().id)))
      .orderBy(asc(auditLog.seq));
    expect(lines.map((line) => [line.action, line.actorStaffId, line.before?.hidden, line.after?.hidden])).toEqual([
      ['review.hide', members.operations.id, false, true],
      ['review.unhide', members.admin.id, true, false],
    ]);
    expect(JSON.stringify(lines)).not.toContain(REASON);
  });
});
