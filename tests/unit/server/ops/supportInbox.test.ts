/**
 * The console's support inbox: the queue with waiting times, assignment (audited),
 * sending as support (audited with the message id, never the text; idempotent), a conversation unmasked for support
 * with the customer's orders and first-response times. PGlite and PostgreSQL.
 */
import { addHours } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MASKED_PHONE } from '../../../../lib/chat/masking';
import { listMessages, sendMessage } from '../../../../server/chat/messages';
import { ensureOrderRoom, ensureSupportRoom } from '../../../../server/chat/rooms';
import type { StaffRole } from '../../../../lib/contracts/ops';
import { auditLog, orders, providers, staff } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { orderStartsAt } from '../../../../lib/orders';
import { assignRoom, firstResponseToday, inboxConversation, inboxQueue, sendAsSupport } from '../../../../server/ops/supportInbox';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { insertOrder } from '../users/fixtures';
import { inDays } from '../events/helpers';

let seq = 0;
const phone = (prefix: string) => `${prefix}${String(Date.now()).slice(-5)}${String(++seq).padStart(3, '0')}`.slice(0, 10);
const clientId = () => `inbox-${Date.now()}-${++seq}`;
// 10:30 IST on a Thursday: support is open, so no automatic reply
const T0 = new Date('2026-11-26T05:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

async function agent(db: Db, name: string, role: StaffRole = 'support', active = true) {
  const [row] = await db
    .insert(staff)
    .values({ name, phone: phone('96'), role, active })
    .returning();
  return row!;
}
async function customerWithSupportRoom(db: Db, name: string) {
  const { user } = await findOrCreateUserByPhone(db, phone('98'));
  if (name) await db.execute(`update users set name = '${name}' where id = '${user.id}'`);
  const { room } = await ensureSupportRoom(db, user.id);
  return { user, room };
}
const say = (db: Db, userId: string, roomId: string, text: string, at: Date) =>
  sendMessage(db, { kind: 'user', id: userId }, { roomId, text, imageKeys: [], clientId: clientId() }, at);

describeEachDatabase('support inbox', (getDb) => {
  it('lists waiting customers first, oldest wait first, with the wait since their oldest unanswered message', async () => {
    const db = getDb();
    const sunita = await agent(db, 'Sunita Rao');
    const early = await customerWithSupportRoom(db, 'Asha Verma');
    const late = await customerWithSupportRoom(db, 'Bala Iyer');
    const answered = await customerWithSupportRoom(db, 'Chitra Nair');
    await say(db, late.user.id, late.room.id, 'Where is my chef?', minutes(5));
    await say(db, early.user.id, early.room.id, 'Hello', minutes(1));
    await say(db, early.user.id, early.room.id, 'Anyone there?', minutes(3));
    await say(db, answered.user.id, answered.room.id, 'Thanks', minutes(2));
    await sendAsSupport(
      db,
      { kind: 'staff', staffId: sunita.id },
      answered.room.id,
      { text: 'You are welcome', clientId: clientId() },
      minutes(4),
    );

    const queue = await inboxQueue(db, minutes(10));
    const mine = queue.rooms.filter((r) => [early.room.id, late.room.id, answered.room.id].includes(r._id));
    expect(mine.map((r) => r._id)).toEqual([early.room.id, late.room.id, answered.room.id]);
    expect(mine[0]).toMatchObject({
      kind: 'support',
      title: 'Asha Verma · support',
      customer: { _id: early.user.id, name: 'Asha Verma', phoneLast4: early.user.phone.slice(-4) },
      waitingSince: minutes(1).toISOString(),
      lastMessage: { text: 'Anyone there?', senderName: 'Asha Verma' },
      assignedTo: null,
    });
    expect(mine[2]).toMatchObject({ waitingSince: null, lastMessage: { text: 'You are welcome', senderName: 'Sunita (Support)' } });
    // no customer's full phone in the queue
    expect(JSON.stringify(queue)).not.toContain(early.user.phone);
    expect(queue.agents.some((a) => a._id === sunita.id)).toBe(true);
  });

  it('assigns a support room to an active agent and back, each change audited; 404 for an unknown or inactive agent', async () => {
    const db = getDb();
    const lead = await agent(db, 'Lead Admin', 'admin');
    const sunil = await agent(db, 'Sunil Kumar');
    const gone = await agent(db, 'Gone Person', 'support', false);
    const { room } = await customerWithSupportRoom(db, 'Deepa Shah');
    const actor = { kind: 'staff' as const, staffId: lead.id };

    expect((await assignRoom(db, actor, room.id, sunil.id, T0)).assignedTo).toEqual({ _id: sunil.id, name: 'Sunil Kumar' });
    // the same assignment again changes nothing and writes no line
    await assignRoom(db, actor, room.id, sunil.id, T0);
    expect((await assignRoom(db, actor, room.id, null, T0)).assignedTo).toBeNull();
    await expect(assignRoom(db, actor, room.id, gone.id, T0)).rejects.toMatchObject({ status: 404 });
    await expect(assignRoom(db, actor, '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e', sunil.id, T0)).rejects.toMatchObject({ status: 404 });

    const lines = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'chat_room'), eq(auditLog.entityId, room.id)))
      .orderBy(auditLog.seq);
    expect(lines.map((l) => [l.action, l.actorStaffId, l.before, l.after])).toEqual([
      ['chat.assign', lead.id, { assignedStaffId: null }, { assignedStaffId: sunil.id }],
      ['chat.assign', lead.id, { assignedStaffId: sunil.id }, { assignedStaffId: null }],
    ]);
  });

  it('sends as support once per client id, audited with the message id and never the text', async () => {
    const db = getDb();
    const sunita = await agent(db, 'Sunita Rao');
    const { user, room } = await customerWithSupportRoom(db, 'Esha Paul');
    await say(db, user.id, room.id, 'My order is late', minutes(0));
    const actor = { kind: 'staff' as const, staffId: sunita.id };
    const id = clientId();
    const first = await sendAsSupport(db, actor, room.id, { text: 'Checking with the chef now', clientId: id }, minutes(6));
    const again = await sendAsSupport(db, actor, room.id, { text: 'Checking with the chef now', clientId: id }, minutes(7));
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false, message: first.message });
    expect(first.message.sender).toEqual({ kind: 'staff', name: 'Sunita (Support)' });

    const lines = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'chat_room'), eq(auditLog.entityId, room.id), eq(auditLog.action, 'chat.message_send')));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorStaffId: sunita.id, before: null, after: { messageId: first.message.id } });
    expect(JSON.stringify(lines[0])).not.toContain('Checking');

    // the customer sees it from support
    const seen = (await listMessages(db, { kind: 'user', id: user.id }, room.id, {}, minutes(8))).messages.at(-1)!;
    expect(seen).toMatchObject({ text: 'Checking with the chef now', sender: { kind: 'staff' } });
    // and the conversation measures the first response: 6 minutes
    const conversation = await inboxConversation(db, sunita.id, room.id, undefined, minutes(8));
    expect(conversation.firstResponses).toEqual([{ askedAt: minutes(0).toISOString(), seconds: 360 }]);
    expect(conversation.room.waitingSince).toBeNull();
    await expect(
      sendAsSupport(db, actor, '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e', { text: 'x', clientId: clientId() }, T0),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('marks a customer’s messages read (✓✓) when an agent opens the conversation, never when the queue lists it', async () => {
    const db = getDb();
    const sunita = await agent(db, 'Sunita Rao');
    const { user, room } = await customerWithSupportRoom(db, 'Farah Khan');
    await say(db, user.id, room.id, 'Is my decorator coming?', minutes(0));
    const ticks = async () =>
      (await listMessages(db, { kind: 'user', id: user.id }, room.id, {}, minutes(2))).messages.filter((m) => m.mine).map((m) => m.readBy);

    await inboxQueue(db, minutes(1));
    expect(await ticks()).toEqual([0]);
    await inboxConversation(db, sunita.id, room.id, undefined, minutes(1));
    expect(await ticks()).toEqual([1]);
    // a later message is unread until an agent looks again
    await say(db, user.id, room.id, 'Hello?', minutes(3));
    await inboxQueue(db, minutes(4));
    expect(await ticks()).toEqual([1, 0]);
  });

  it('shows support an order room unmasked with the customer orders beside it; event rooms and assignment of order rooms are refused', async () => {
    const db = getDb();
    const sunita = await agent(db, 'Sunita Rao');
    const { user } = await findOrCreateUserByPhone(db, phone('98'));
    const order = await insertOrder(db, user.id, { eventDate: inDays(3) });
    const older = await insertOrder(db, user.id, { eventDate: inDays(9), amountPaid: 0 });
    const [pro] = await db
      .insert(providers)
      .values({ name: 'Ramesh Kumar', phone: phone('97'), services: ['chef'] })
      .returning();
    await db.update(orders).set({ providerId: pro!.id }).where(eq(orders.id, order.id));
    const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
    const room = await ensureOrderRoom(db, fresh!);
    const beforeSlot = addHours(orderStartsAt(fresh!), -5);
    const text = 'Call me on 9876543210';
    await sendMessage(db, { kind: 'provider', id: pro!.id }, { roomId: room.id, text, imageKeys: [], clientId: clientId() }, beforeSlot);

    const asCustomer = (await listMessages(db, { kind: 'user', id: user.id }, room.id, {}, beforeSlot)).messages.at(-1)!;
    expect(asCustomer.text).toBe(`Call me on ${MASKED_PHONE}`);
    const conversation = await inboxConversation(db, sunita.id, room.id, undefined, beforeSlot);
    expect(conversation.messages.at(-1)!.text).toBe(text);
    expect(conversation.room).toMatchObject({ kind: 'order', closed: false, customer: { _id: user.id } });
    expect(conversation.orders.map((o) => o.orderNumber).sort()).toEqual([order.orderNumber, older.orderNumber].sort());
    expect(conversation.orders[0]).toMatchObject({ service: expect.any(String), statusLabel: expect.any(String) });
    await expect(assignRoom(db, { kind: 'staff', staffId: sunita.id }, room.id, sunita.id, T0)).rejects.toMatchObject({ status: 409 });
  });

  it('measures today’s first responses: only customer messages within 09:00-21:00 IST today, a wait from yesterday carried and not counted', async () => {
    const db = getDb();
    const sunita = await agent(db, 'Sunita Rao');
    const actor = { kind: 'staff' as const, staffId: sunita.id };
    const reply = (roomId: string, at: string) => sendAsSupport(db, actor, roomId, { text: 'On it', clientId: clientId() }, new Date(at));
    const now = new Date('2026-12-03T12:00:00Z'); // 17:30 IST
    const waitingBefore = (await firstResponseToday(db, now)).waitingNow;
    const a = await customerWithSupportRoom(db, 'Asha');
    const b = await customerWithSupportRoom(db, 'Bala');
    const c = await customerWithSupportRoom(db, 'Chitra');
    // a: asked at 22:30 IST yesterday, again at 09:30 today, answered 09:40: the wait began yesterday (not counted);
    // then asked at 11:30, answered 11:35 (5 minutes)
    await say(db, a.user.id, a.room.id, 'Hello?', new Date('2026-12-02T17:00:00Z'));
    await say(db, a.user.id, a.room.id, 'Still there?', new Date('2026-12-03T04:00:00Z'));
    await reply(a.room.id, '2026-12-03T04:10:00Z');
    await say(db, a.user.id, a.room.id, 'One more thing', new Date('2026-12-03T06:00:00Z'));
    await reply(a.room.id, '2026-12-03T06:05:00Z');
    // b: asked at 10:30 and 10:32, answered 10:50 (20 minutes: a miss)
    await say(db, b.user.id, b.room.id, 'Where is my chef?', new Date('2026-12-03T05:00:00Z'));
    await say(db, b.user.id, b.room.id, 'Please reply', new Date('2026-12-03T05:02:00Z'));
    await reply(b.room.id, '2026-12-03T05:20:00Z');
    // c: asked at 17:00, unanswered at 17:30 (a miss already)
    await say(db, c.user.id, c.room.id, 'Can I change the menu?', new Date('2026-12-03T11:30:00Z'));

    expect(await firstResponseToday(db, now)).toEqual({
      counted: 3,
      answered: 2,
      medianSeconds: 750,
      withinTargetShare: 1 / 3,
      waitingNow: waitingBefore + 1,
    });
    // the Today board carries them
    const { todayBoard } = await import('../../../../server/ops/today');
    expect((await todayBoard(db, now)).supportFirstResponse).toMatchObject({ counted: 3, medianSeconds: 750 });
  });
});
