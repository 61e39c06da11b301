/**
 * "Unlock start code" on the console's order page, on PGlite and PostgreSQL: after 5 wrong start codes the partner
 * app refuses even the right one for 15 minutes; operations clear the lock with a reason, audited in the same
 * transaction, and the provider starts at once. Support may not (403); nothing locked is a 409.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { addIstDays, istDate } from '../../../../lib/dates';
import { schemaOpsOrderView } from '../../../../lib/contracts/opsOrders';
import unlockRoute from '../../../../pages/api/ops/orders/[id]/unlock-start-code';
import { auditLog, rateLimitHits, type Provider, type Staff } from '../../../../server/db/schema';
import { SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { opsOrderView } from '../../../../server/ops/ordersView';
import { startJob } from '../../../../server/providers/assignedJobs';
import { START_CODE_UNLOCK_ACTION, startCodeBucket, startCodeLockState, unlockStartCode } from '../../../../server/providers/startCodeLock';
import { assignProvider } from '../../../../server/providers/assignment';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { BEFORE, makeOrder, makeAvailableProvider, withAvailableProviders } from '../../../helpers/providers';
import { paidChefOrderAt } from '../../../helpers/partner';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const ist = (text: string) => new Date(`${text}+05:30`);

describeEachDatabase('unlocking the start code from the console', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  let chef: Provider;
  let members: Record<'admin' | 'operations' | 'support', Staff>;
  let cookies: Record<'admin' | 'operations' | 'support', string>;

  beforeAll(async () => {
    chef = await makeAvailableProvider(getDb(), { name: 'Ramesh Kumar' });
    ({ members, cookies } = await staffOfEachRole(getDb(), '91000011'));
  });
  afterAll(forgetAppDb);

  /** A booked chef order on 23 Nov 19-20 IST (or `eventDate`), assigned to the chef. */
  async function assignedOrder(eventDate = '2026-11-23') {
    const order = await makeOrder(getDb(), { eventDate, customerPhone: '9811100011' });
    return (await assignProvider(getDb(), { orderId: order.id, providerId: chef.id, actor: SYSTEM_ACTOR, now: BEFORE })).order;
  }

  it('clears a locked start: the right code is taken at once, and the audit line keeps the tries and the reason', async () => {
    const db = getDb();
    const order = await assignedOrder();
    const wrong = order.startCode === '0000' ? '1111' : '0000';
    const at = ist('2026-11-23T18:00:00');
    for (let i = 0; i < 5; i += 1) {
      await rejection(startJob(db, { orderId: order.id, providerId: chef.id, code: wrong, now: new Date(at.getTime() + i * 1000) }));
    }
    const lockedAt = ist('2026-11-23T18:01:00');
    expect(await rejection(startJob(db, { orderId: order.id, providerId: chef.id, code: order.startCode!, now: lockedAt }))).toMatchObject({
      status: 429,
    });
    const state = await startCodeLockState(db, order.id, lockedAt);
    expect(state.wrongTries).toBe(5);
    expect(state.lockedUntil?.toISOString()).toBe(ist('2026-11-23T18:15:00').toISOString());
    expect((await opsOrderView(db, order.id, 'support', lockedAt)).startCodeLock).toEqual({
      wrongTries: 5,
      lockedUntil: ist('2026-11-23T18:15:00').toISOString(),
    });

    const actor = { kind: 'staff' as const, staffId: members.operations.id };
    await unlockStartCode(db, { orderId: order.id, reason: 'Customer read the code wrongly', actor, now: lockedAt });
    expect(await startCodeLockState(db, order.id, lockedAt)).toEqual({ wrongTries: 0, lockedUntil: null });
    const job = await startJob(db, { orderId: order.id, providerId: chef.id, code: order.startCode!, now: ist('2026-11-23T18:02:00') });
    expect(job.status).toBe(ORDER_STATUS.IN_PROGRESS);

    const [line] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, START_CODE_UNLOCK_ACTION)));
    expect(line).toMatchObject({
      actorKind: 'staff',
      actorStaffId: members.operations.id,
      before: { orderNumber: order.orderNumber, wrongTries: 5, lockedUntil: ist('2026-11-23T18:15:00').toISOString() },
      after: { orderNumber: order.orderNumber, wrongTries: 0, lockedUntil: null, reason: 'Customer read the code wrongly' },
    });
    // the code itself never reaches the audit line
    expect(JSON.stringify(line)).not.toContain(`"${order.startCode}"`);
  });

  it('answers 409 when no wrong code is counted, and writes no audit line', async () => {
    const db = getDb();
    const order = await assignedOrder('2026-11-24');
    const refused = await rejection(
      unlockStartCode(db, { orderId: order.id, reason: 'Just in case', actor: SYSTEM_ACTOR, now: ist('2026-11-24T18:00:00') }),
    );
    expect(refused).toMatchObject({ status: 409 });
    expect(await db.select().from(auditLog).where(eq(auditLog.action, START_CODE_UNLOCK_ACTION))).toHaveLength(1);
  });

  it('POST /api/ops/orders/{id}/unlock-start-code: operations and admins with a reason; support 403; 400 without a reason', async () => {
    const db = getDb();
    pointAppAt(db);
    // a real booking (the route answers the order page's view, checked against its contract)
    const now = new Date();
    const order = await paidChefOrderAt(db, { phone: '9811100012', eventDate: addIstDays(istDate(now), 10), slotId: '19-20' });
    await db
      .insert(rateLimitHits)
      .values(Array.from({ length: 5 }, (_, i) => ({ bucket: startCodeBucket(order.id), hitAt: new Date(now.getTime() - i * 1000) })));

    const bySupport = await callRoute(unlockRoute, {
      method: 'POST',
      cookie: cookies.support,
      query: { id: order.id },
      body: { reason: 'Customer waiting' },
    });
    expect(bySupport.status).toBe(403);
    const noReason = await callRoute(unlockRoute, {
      method: 'POST',
      cookie: cookies.operations,
      query: { id: order.id },
      body: { reason: ' ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please give the reason');
    expect((await startCodeLockState(db, order.id, new Date())).wrongTries).toBe(5);

    const unlocked = await callRoute(unlockRoute, {
      method: 'POST',
      cookie: cookies.admin,
      query: { id: order.id },
      body: { reason: 'Customer waiting at the door' },
    });
    expect(unlocked.status, unlocked.body.message).toBe(200);
    expect(unlocked.body.message).toMatch(/^Start code unlocked \(5 wrong tries cleared\)/);
    const view = schemaOpsOrderView.parse(unlocked.body.data);
    expect(view.startCodeLock).toEqual({ wrongTries: 0, lockedUntil: null });
    const again = await callRoute(unlockRoute, {
      method: 'POST',
      cookie: cookies.admin,
      query: { id: order.id },
      body: { reason: 'Twice' },
    });
    expect(again.status).toBe(409);
    const unknown = await callRoute(unlockRoute, {
      method: 'POST',
      cookie: cookies.admin,
      query: { id: '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e' },
      body: { reason: 'Customer waiting' },
    });
    expect(unknown.status).toBe(404);
    const lines = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, START_CODE_UNLOCK_ACTION)));
    expect(lines.map((line) => [line.actorStaffId, line.after?.reason])).toEqual([[members.admin.id, 'Customer waiting at the door']]);
  });
});
