/**
 * Chat: derived membership of event, support and order rooms; the API's answers (groups, history, send,
 * mark-read, mute, leave, report, delete, support); unread arithmetic; idempotent sends; the per-sender limits;
 * read-only rooms; masking in order rooms. PGlite and PostgreSQL.
 */
import { addDays, addHours, addMinutes, subDays, subSeconds } from 'date-fns';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import groupsRoute from '../../../../pages/api/chat/groups';
import markReadRoute from '../../../../pages/api/chat/mark-read';
import historyRoute from '../../../../pages/api/chat/messages/[roomId]';
import sendRoute from '../../../../pages/api/chat/messages/index';
import leaveRoute from '../../../../pages/api/chat/rooms/[roomId]/leave';
import muteRoute from '../../../../pages/api/chat/rooms/[roomId]/mute';
import reportRoute from '../../../../pages/api/chat/rooms/[roomId]/report';
import ticketRoute from '../../../../pages/api/chat/stream-ticket';
import supportRoute from '../../../../pages/api/chat/support';
import { MASKED_PHONE } from '../../../../lib/chat/masking';
import { CHAT_DELETED_TEXT, supportAutoReply } from '../../../../lib/chat/rules';
import { WHATSAPP_NUMBER } from '../../../../lib/site';
import type { ChatMessageView, ChatRoomSummary } from '../../../../lib/contracts/chat';
import { customerRooms, markRead } from '../../../../server/chat/inbox';
import { deleteMessage, listMessages, sendMessage } from '../../../../server/chat/messages';
import { senderNames, senderNamesByRoom } from '../../../../server/chat/views';
import { roomIdsOfCustomer, roomRecipients, roomRecipientsOf, loadRoom, loadRooms } from '../../../../server/chat/rooms';
import { createStreamTicket, purgeStreamTickets, redeemStreamTicket } from '../../../../server/chat/tickets';
import {
  chatMembers,
  chatMessages,
  chatReports,
  chatRooms,
  chatStreamTickets,
  eventCohosts,
  events,
  eventGuests,
  orders,
  providers,
  rateLimitHits,
  staff,
} from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { orderStartsAt } from '../../../../lib/orders';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import {
  answerInvite,
  call,
  createInvite,
  customer,
  inDays,
  sessionIdOf,
  setUpInvitesSuite,
  useDbForRoutes,
  type Customer,
} from '../events/helpers';
import { insertOrder } from '../users/fixtures';

setUpInvitesSuite();

let phoneSeq = 0;
/** A fresh customer (unique phone per call in the suite). */
const newCustomer = (db: Db) => customer(db, `98777${String(++phoneSeq).padStart(5, '0')}`);
let clientSeq = 0;
const clientId = () => `client-${Date.now()}-${++clientSeq}`;

type Groups = { rooms: ChatRoomSummary[]; totalUnread: number };
const groups = async (who: Customer) => {
  const answer = await call(groupsRoute, { url: `/api/chat/groups?userId=${who.id}`, headers: who.headers });
  expect(answer.status).toBe(200);
  return answer.json<Groups>().data;
};
const send = (who: Customer, roomId: string, text: string, id = clientId()) =>
  call(sendRoute, { method: 'POST', url: '/api/chat/messages', headers: who.headers, body: { roomId, text, clientId: id } });
const history = (who: Customer, roomId: string, query = '') =>
  call(historyRoute, { url: `/api/chat/messages/${roomId}${query}`, headers: who.headers, params: { roomId } });

/** A host's invite with a guest who answered `going`: the event room id, the host and the guest. */
async function eventWithGuest(db: Db) {
  const host = await newCustomer(db);
  const guest = await newCustomer(db);
  const event = await createInvite(host);
  expect((await answerInvite(guest, { eventId: event._id, rsvpStatus: 'going' })).status).toBe(200);
  const room = (await groups(host)).rooms.find((r) => r.eventId === event._id);
  expect(room).toBeDefined();
  return { host, guest, eventId: event._id, roomId: room!._id };
}

describeEachDatabase('chat', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  describe('event rooms: membership derived from the invite', () => {
    it('has the host and guests who answered Going or Maybe; a declined guest, a stranger and a guest who declines later are out', async () => {
      const db = getDb();
      const { host, guest, eventId, roomId } = await eventWithGuest(db);
      const maybe = await newCustomer(db);
      const declined = await newCustomer(db);
      const stranger = await newCustomer(db);
      await answerInvite(maybe, { eventId, rsvpStatus: 'maybe' });
      await answerInvite(declined, { eventId, rsvpStatus: 'declined' });

      expect((await groups(guest)).rooms.map((r) => r._id)).toContain(roomId);
      expect((await groups(maybe)).rooms.map((r) => r._id)).toContain(roomId);
      expect((await groups(declined)).rooms.map((r) => r._id)).not.toContain(roomId);
      expect((await history(declined, roomId)).status).toBe(403);
      expect((await history(stranger, roomId)).status).toBe(403);
      expect((await send(stranger, roomId, 'Hi')).status).toBe(403);

      const context = (await loadRoom(db, roomId))!;
      expect((await roomRecipients(db, context)).map((r) => [r.principal.id, r.role]).sort()).toEqual(
        [
          [host.id, 'host'],
          [guest.id, 'guest'],
          [maybe.id, 'guest'],
        ].sort(),
      );

      // changing the answer to declined removes the guest at once
      await answerInvite(maybe, { eventId, rsvpStatus: 'declined' });
      expect((await history(maybe, roomId)).status).toBe(403);
      expect((await groups(maybe)).rooms.map((r) => r._id)).not.toContain(roomId);
      // one room per event, however often it is listed
      const [{ count }] = (await db
        .select({ count: sql<number>`count(*)::int` })
        .from(chatRooms)
        .where(eq(chatRooms.eventId, eventId))) as [{ count: number }];
      expect(count).toBe(1);
    });

    it('lets a guest leave (then 403 and not listed), but not the host (409), nor anyone a support room', async () => {
      const db = getDb();
      const { host, guest, roomId } = await eventWithGuest(db);
      const leave = (who: Customer, id: string) =>
        call(leaveRoute, { method: 'POST', url: `/api/chat/rooms/${id}/leave`, headers: who.headers, params: { roomId: id } });
      expect((await leave(host, roomId)).status).toBe(409);
      const left = await leave(guest, roomId);
      expect(left.status).toBe(200);
      expect(left.json().data).toEqual({ left: true });
      expect((await history(guest, roomId)).status).toBe(403);
      expect((await send(guest, roomId, 'still here?')).status).toBe(403);
      expect((await groups(guest)).rooms.map((r) => r._id)).not.toContain(roomId);
      const support = await call(supportRoute, { method: 'POST', url: '/api/chat/support', headers: guest.headers, body: {} });
      expect((await leave(guest, support.json<ChatRoomSummary>().data._id)).status).toBe(409);
    });

    it('turns read-only 30 days after the event: 409 "This chat is closed", history still readable', async () => {
      const db = getDb();
      const { host, roomId, eventId } = await eventWithGuest(db);
      await db
        .update(events)
        .set({ startsAt: subDays(new Date(), 30) })
        .where(eq(events.id, eventId));
      const refused = await send(host, roomId, 'Thanks for coming!');
      expect(refused.status).toBe(409);
      expect(refused.json().message).toBe('This chat is closed');
      const page = await history(host, roomId);
      expect(page.status).toBe(200);
      expect(page.json<{ closed: boolean }>().data.closed).toBe(true);
      expect((await groups(host)).rooms.find((r) => r._id === roomId)?.closed).toBe(true);
      // 29 days after: still open
      await db
        .update(events)
        .set({ startsAt: subDays(new Date(), 29) })
        .where(eq(events.id, eventId));
      expect((await send(host, roomId, 'Thanks for coming!')).status).toBe(201);
    });
  });

  describe('messages and unread', () => {
    it('counts messages by others after my last read; mark-read clears it; a muted room stays out of the total', async () => {
      const db = getDb();
      const { host, guest, roomId } = await eventWithGuest(db);
      const second = await eventWithGuest(db);
      await answerInvite(guest, { eventId: second.eventId, rsvpStatus: 'going' });

      await send(guest, roomId, 'Thank you!');
      const first = await send(host, roomId, 'Welcome everyone!');
      expect(first.status).toBe(201);
      await send(second.host, second.roomId, 'Hello from the other party');
      await send(host, roomId, 'Parking is at the back');

      let mine = await groups(guest);
      expect(mine.rooms.find((r) => r._id === roomId)).toMatchObject({
        unread: 2,
        muted: false,
        lastMessage: { text: 'Parking is at the back', senderName: 'Asha' },
      });
      expect(mine.rooms.find((r) => r._id === second.roomId)?.unread).toBe(1);
      expect(mine.totalUnread).toBe(3);
      // sending reads the room: the host's unread is 0 (the guest's message came before theirs)
      expect((await groups(host)).rooms.find((r) => r._id === roomId)).toMatchObject({ unread: 0, lastMessage: { senderName: 'You' } });
      const guestLine = (await history(host, roomId)).json<{ messages: ChatMessageView[] }>().data.messages[0]!;
      expect(guestLine).toMatchObject({ text: 'Thank you!', mine: false, sender: { kind: 'user', name: 'Meera Iyer' } });
      // newest activity first
      expect(mine.rooms.map((r) => r._id).indexOf(roomId)).toBeLessThan(mine.rooms.map((r) => r._id).indexOf(second.roomId));

      const muted = await call(muteRoute, {
        method: 'POST',
        url: `/api/chat/rooms/${second.roomId}/mute`,
        headers: guest.headers,
        params: { roomId: second.roomId },
        body: {},
      });
      expect(muted.json().data).toEqual({ muted: true });
      mine = await groups(guest);
      expect(mine.rooms.find((r) => r._id === second.roomId)).toMatchObject({ unread: 1, muted: true });
      expect(mine.totalUnread).toBe(2);

      const firstId = first.json<ChatMessageView>().data.id;
      const read = await call(markReadRoute, {
        method: 'POST',
        url: '/api/chat/mark-read',
        headers: guest.headers,
        body: { roomId, upToMessageId: firstId },
      });
      expect(read.json().data).toEqual({ unread: 1, totalUnread: 1 });
      const all = await call(markReadRoute, {
        method: 'POST',
        url: '/api/chat/mark-read',
        headers: guest.headers,
        body: { roomId, upToMessageId: 10 ** 12 },
      });
      expect(all.json().data).toEqual({ unread: 0, totalUnread: 0 });
      // never backwards
      const back = await call(markReadRoute, {
        method: 'POST',
        url: '/api/chat/mark-read',
        headers: guest.headers,
        body: { roomId, upToMessageId: 0 },
      });
      expect(back.json().data).toEqual({ unread: 0, totalUnread: 0 });
      // the host's own messages now show as read by one member
      const page = (await history(host, roomId)).json<{ messages: ChatMessageView[] }>().data.messages;
      expect(page.filter((m) => m.mine).map((m) => m.readBy)).toEqual([1, 1]);
    });

    it('keeps the preview to 80 characters and HTML as plain text', async () => {
      const db = getDb();
      const { host, guest, roomId } = await eventWithGuest(db);
      const html = `<script>alert(1)</script> <b>bold</b> ${'x'.repeat(100)}`;
      expect((await send(host, roomId, html)).status).toBe(201);
      const preview = (await groups(guest)).rooms.find((r) => r._id === roomId)!.lastMessage!.text;
      expect(Array.from(preview).length).toBeLessThanOrEqual(80);
      expect(preview.startsWith('<script>alert(1)</script> <b>bold</b>')).toBe(true);
      const [message] = (await history(guest, roomId)).json<{ messages: ChatMessageView[] }>().data.messages;
      expect(message!.text).toBe(html);
    });

    it('answers 400 for an empty text or 1,001 characters, 201 for 1,000', async () => {
      const db = getDb();
      const { host, roomId } = await eventWithGuest(db);
      expect((await send(host, roomId, '')).status).toBe(400);
      expect((await send(host, roomId, '   ')).status).toBe(400);
      const long = await send(host, roomId, 'a'.repeat(1001));
      expect(long.status).toBe(400);
      expect(long.json().errors).toContainEqual({ path: 'text', message: 'A message can be at most 1000 characters' });
      expect((await send(host, roomId, 'a'.repeat(1000))).status).toBe(201);
      const photos = await call(sendRoute, {
        method: 'POST',
        url: '/api/chat/messages',
        headers: host.headers,
        body: { roomId, text: 'look', clientId: clientId(), imageKeys: ['orders/somebody-else/photo.webp'] },
      });
      expect(photos.status).toBe(400);
      expect(photos.json().message).toBe('Attach only photos you uploaded.');
    });

    it('is idempotent on the client id: the repeat answers 200 with the same message, stored once', async () => {
      const db = getDb();
      const { host, guest, roomId } = await eventWithGuest(db);
      const id = clientId();
      const first = await send(host, roomId, 'Only once', id);
      const again = await send(host, roomId, 'Only once', id);
      expect([first.status, again.status]).toEqual([201, 200]);
      expect(again.json<ChatMessageView>().data).toEqual(first.json<ChatMessageView>().data);
      expect(first.json<ChatMessageView>().data).toMatchObject({ mine: true, clientId: id, text: 'Only once' });
      const stored = await db.select().from(chatMessages).where(eq(chatMessages.clientId, id));
      expect(stored).toHaveLength(1);
      // another sender may use the same client id
      expect((await send(guest, roomId, 'Mine too', id)).status).toBe(201);
      expect((await groups(host)).rooms.find((r) => r._id === roomId)?.unread).toBe(1);
    });

    it('pages history 30 at a time, oldest first, older pages with `before`', async () => {
      const db = getDb();
      const { host, guest, roomId } = await eventWithGuest(db);
      const base = new Date();
      for (let i = 1; i <= 35; i += 1)
        await sendMessage(
          db,
          { kind: 'user', id: host.id },
          { roomId, text: `m${i}`, imageKeys: [], clientId: clientId() },
          addMinutes(subDays(base, 1), i * 3),
        );
      const first = (await history(guest, roomId)).json<{ messages: ChatMessageView[]; hasMore: boolean }>().data;
      expect(first.messages.map((m) => m.text)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 6}`));
      expect(first.hasMore).toBe(true);
      const older = (await history(guest, roomId, `?before=${first.messages[0]!.id}`)).json<{
        messages: ChatMessageView[];
        hasMore: boolean;
      }>().data;
      expect(older.messages.map((m) => m.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
      expect(older.hasMore).toBe(false);
      expect((await history(guest, roomId, '?limit=51')).status).toBe(400);
      expect((await history(guest, roomId, '?limit=50')).json<{ messages: unknown[] }>().data.messages).toHaveLength(35);
    });

    it('deletes an own message within 5 minutes ("This message was deleted"), not later, not another’s', async () => {
      const db = getDb();
      const { host, guest, roomId } = await eventWithGuest(db);
      const sentAt = new Date();
      const { message } = await sendMessage(
        db,
        { kind: 'user', id: host.id },
        { roomId, text: 'oops 98765 43210', imageKeys: [], clientId: clientId() },
        sentAt,
      );
      await expect(deleteMessage(db, { kind: 'user', id: guest.id }, roomId, message.id, sentAt)).rejects.toMatchObject({ status: 403 });
      await expect(deleteMessage(db, { kind: 'user', id: host.id }, roomId, message.id, addMinutes(sentAt, 6))).rejects.toMatchObject({
        status: 409,
      });
      const deleted = await deleteMessage(db, { kind: 'user', id: host.id }, roomId, message.id, addMinutes(sentAt, 5));
      expect(deleted).toMatchObject({ text: CHAT_DELETED_TEXT, deleted: true, images: [] });
      const seen = (await history(guest, roomId)).json<{ messages: ChatMessageView[] }>().data.messages.find((m) => m.id === message.id);
      expect(seen).toMatchObject({ text: CHAT_DELETED_TEXT, deleted: true });
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
      expect(row!.text).toBe('');
      // a deleted message no longer counts as unread
      expect((await groups(guest)).rooms.find((r) => r._id === roomId)?.unread).toBe(0);
    });

    it('reports a message once per member', async () => {
      const db = getDb();
      const { host, guest, roomId } = await eventWithGuest(db);
      const sent = (await send(host, roomId, 'rude words')).json<ChatMessageView>().data;
      const report = () =>
        call(reportRoute, {
          method: 'POST',
          url: `/api/chat/rooms/${roomId}/report`,
          headers: guest.headers,
          params: { roomId },
          body: { messageId: sent.id, reason: 'Rude' },
        });
      expect((await report()).status).toBe(200);
      expect((await report()).json().data).toEqual({ reported: true });
      expect(await db.select().from(chatReports).where(eq(chatReports.messageId, sent.id))).toHaveLength(1);
    });
  });

  describe('limits per sender', () => {
    it('answers 429 with Retry-After to the 21st message in a minute, and lets it through a minute later', async () => {
      const db = getDb();
      const { host, roomId } = await eventWithGuest(db);
      const start = addDays(new Date(), -2);
      const sender = { kind: 'user' as const, id: host.id };
      for (let i = 0; i < 20; i += 1)
        await sendMessage(db, sender, { roomId, text: `n${i}`, imageKeys: [], clientId: clientId() }, addHours(start, 0));
      const refused = sendMessage(db, sender, { roomId, text: 'one more', imageKeys: [], clientId: clientId() }, addHours(start, 0));
      await expect(refused).rejects.toMatchObject({ status: 429, options: { headers: { 'Retry-After': '60' } } });
      // a repeat of an earlier client id is answered, not counted
      const later = await sendMessage(db, sender, { roomId, text: 'one more', imageKeys: [], clientId: clientId() }, addMinutes(start, 1));
      expect(later.created).toBe(true);
    });

    it('answers 429 to the 501st message in a day (through the route, with Retry-After)', async () => {
      const db = getDb();
      const { host, roomId } = await eventWithGuest(db);
      const now = new Date();
      // 500 earlier messages today, spread over the last 10 hours
      await db
        .insert(rateLimitHits)
        .values(Array.from({ length: 500 }, (_, i) => ({ bucket: `chat:day:user:${host.id}`, hitAt: subSeconds(now, 60 + i * 70) })));
      const refused = await send(host, roomId, 'the 501st');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
      expect(refused.json().message).toMatch(/^You are sending messages too fast\. Please try again in/);
    });
  });

  describe('support room', () => {
    it('is created once, then the same room, with the page and order attached as context', async () => {
      const db = getDb();
      const me = await newCustomer(db);
      const order = await insertOrder(db, me.id, { eventDate: inDays(3) });
      const open = (body: Record<string, unknown>) =>
        call(supportRoute, { method: 'POST', url: '/api/chat/support', headers: me.headers, body });
      const first = await open({ page: '/orders/details', orderId: order.id });
      expect(first.status).toBe(200);
      const room = first.json<ChatRoomSummary>().data;
      expect(room).toMatchObject({ kind: 'support', title: 'Party Services support', unread: 0, closed: false });
      expect(room.lastMessage?.text).toBe(`Help asked from page /orders/details · order ${order.orderNumber}`);
      const again = await open({});
      expect(again.json<ChatRoomSummary>().data._id).toBe(room._id);
      // the same context twice is attached once; another customer's order is left out
      const stranger = await newCustomer(db);
      const theirs = await insertOrder(db, stranger.id, { eventDate: inDays(3) });
      await open({ page: '/orders/details', orderId: order.id });
      await open({ page: '/help', orderId: theirs.id });
      const texts = (await history(me, room._id)).json<{ messages: ChatMessageView[] }>().data.messages.map((m) => m.text);
      expect(texts).toEqual([`Help asked from page /orders/details · order ${order.orderNumber}`, 'Help asked from page /help']);
      expect((await groups(me)).rooms.filter((r) => r.kind === 'support').map((r) => r._id)).toEqual([room._id]);
      expect((await open({ page: 'https://evil.example' })).status).toBe(400);
    });

    it('answers outside 09:00-21:00 IST once per closed period with the next opening and WhatsApp, never in hours', async () => {
      const db = getDb();
      const me = await newCustomer(db);
      const { room } = await import('../../../../server/chat/rooms').then((m) => m.ensureSupportRoom(db, me.id));
      const sender = { kind: 'user' as const, id: me.id };
      const say = (text: string, at: string) =>
        sendMessage(db, sender, { roomId: room.id, text, imageKeys: [], clientId: clientId() }, new Date(at));
      await say('Hello?', '2026-11-20T17:00:00Z'); // 22:30 IST
      await say('Anyone?', '2026-11-20T20:00:00Z'); // 01:30 IST, same closed period
      await say('Good morning', '2026-11-21T04:00:00Z'); // 09:30 IST: open
      await say('Late again', '2026-11-21T16:00:00Z'); // 21:30 IST: a new closed period
      const messages = (await listMessages(db, sender, room.id, {}, new Date('2026-11-21T16:01:00Z'))).messages;
      const replies = messages.filter((m) => m.kind === 'system');
      expect(replies).toHaveLength(2);
      expect(replies[0]!.text).toBe(supportAutoReply(new Date('2026-11-20T17:00:00Z'), WHATSAPP_NUMBER));
      expect(replies[0]!.text).toMatch(/9:00 am tomorrow\./);
      expect(replies[1]!.text).toMatch(/9:00 am tomorrow\./);
      expect(replies[0]!.sender).toEqual({ kind: 'system', name: 'Party Services' });
      // the auto-reply after the customer's last message is unread for them (sending read the earlier one)
      expect(messages.at(-1)).toMatchObject({ kind: 'system' });
      expect((await customerRooms(db, me.id, new Date('2026-11-21T16:01:00Z'))).rooms.find((r) => r._id === room.id)?.unread).toBe(1);
    });
  });

  describe('order rooms', () => {
    async function orderWithProvider(db: Db, { paid = true } = {}) {
      const me = await newCustomer(db);
      const order = await insertOrder(db, me.id, { eventDate: inDays(3), amountPaid: paid ? 400 : 0 });
      const [provider] = await db
        .insert(providers)
        .values({ name: 'Ramesh Kumar', phone: `97${String(Date.now()).slice(-8)}`, services: ['chef'] })
        .returning();
      await db.update(orders).set({ providerId: provider!.id }).where(eq(orders.id, order.id));
      const [agent] = await db
        .insert(staff)
        .values({ name: 'Sunita Rao', phone: `96${String(Date.now()).slice(-8)}`, role: 'support' })
        .returning();
      const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
      return { me, order: fresh!, provider: provider!, agent: agent! };
    }

    it('exists for a paid order with a provider: customer, provider and support; none for an unpaid one', async () => {
      const db = getDb();
      const { me, order, provider, agent } = await orderWithProvider(db);
      const room = (await groups(me)).rooms.find((r) => r.orderId === order.id);
      expect(room).toMatchObject({ kind: 'order', title: `Chef for Party · ${order.orderNumber}`, closed: false });
      const context = (await loadRoom(db, room!._id))!;
      const roles = (await roomRecipients(db, context)).map((r) => `${r.principal.kind}:${r.role}`);
      expect(roles).toEqual(expect.arrayContaining(['user:customer', 'provider:provider', 'staff:support']));
      expect(roles.filter((r) => r.startsWith('provider'))).toEqual(['provider:provider']);
      expect((await roomRecipients(db, context)).find((r) => r.principal.kind === 'provider')?.principal.id).toBe(provider.id);
      expect((await roomRecipients(db, context)).some((r) => r.principal.id === agent.id)).toBe(true);

      const unpaid = await orderWithProvider(db, { paid: false });
      expect((await groups(unpaid.me)).rooms.some((r) => r.orderId === unpaid.order.id)).toBe(false);
      expect(await roomIdsOfCustomer(db, unpaid.me.id)).toEqual([]);
    });

    it('masks a phone number and an e-mail typed by the provider for the customer until the slot starts; support sees them', async () => {
      const db = getDb();
      const { me, order, provider, agent } = await orderWithProvider(db);
      const roomId = (await groups(me)).rooms.find((r) => r.orderId === order.id)!._id;
      const startsAt = orderStartsAt(order);
      const before = addHours(startsAt, -5);
      const text = 'Call me on +91-98765-43210 or ramesh@example.com';
      await sendMessage(db, { kind: 'provider', id: provider.id }, { roomId, text, imageKeys: [], clientId: clientId() }, before);

      const asCustomer = (await listMessages(db, { kind: 'user', id: me.id }, roomId, {}, before)).messages.at(-1)!;
      expect(asCustomer.text).toBe(`Call me on ${MASKED_PHONE} or [email hidden]`);
      expect(asCustomer.sender).toEqual({ kind: 'provider', name: 'Ramesh' });
      const asProvider = (await listMessages(db, { kind: 'provider', id: provider.id }, roomId, {}, before)).messages.at(-1)!;
      expect(asProvider.text).toBe(`Call me on ${MASKED_PHONE} or [email hidden]`);
      const asSupport = (await listMessages(db, { kind: 'staff', id: agent.id }, roomId, {}, before)).messages.at(-1)!;
      expect(asSupport.text).toBe(text);
      // the room list's preview is masked as well
      const preview = (await customerRooms(db, me.id, before)).rooms.find((r) => r._id === roomId)!.lastMessage!.text;
      expect(preview).not.toContain('98765');
      // once the slot has started, the customer sees the original
      const after = addMinutes(startsAt, 1);
      expect((await listMessages(db, { kind: 'user', id: me.id }, roomId, {}, after)).messages.at(-1)!.text).toBe(text);
      // through the route (now is 3 days before the slot): masked
      const viaRoute = (await history(me, roomId)).json<{ messages: ChatMessageView[] }>().data.messages.at(-1)!;
      expect(viaRoute.text).not.toContain('98765');
    });

    it('closes 24 hours after the job, and for a cancelled order', async () => {
      const db = getDb();
      const { me, order } = await orderWithProvider(db);
      const roomId = (await groups(me)).rooms.find((r) => r.orderId === order.id)!._id;
      const sender = { kind: 'user' as const, id: me.id };
      const late = addDays(orderStartsAt(order), 2);
      await expect(sendMessage(db, sender, { roomId, text: 'hello', imageKeys: [], clientId: clientId() }, late)).rejects.toMatchObject({
        status: 409,
        message: 'This chat is closed',
      });
      await db.update(orders).set({ cancelledAt: new Date() }).where(eq(orders.id, order.id));
      expect((await send(me, roomId, 'hello')).status).toBe(409);
    });
  });

  describe('authentication', () => {
    it('answers 401 unsigned and 403 for another user’s id', async () => {
      const db = getDb();
      const me = await newCustomer(db);
      const other = await newCustomer(db);
      expect((await call(groupsRoute, { url: `/api/chat/groups?userId=${me.id}` })).status).toBe(401);
      expect((await call(groupsRoute, { url: `/api/chat/groups?userId=${other.id}`, headers: me.headers })).status).toBe(403);
      expect(
        (
          await call(sendRoute, {
            method: 'POST',
            url: '/api/chat/messages',
            body: { roomId: crypto.randomUUID(), text: 'x', clientId: clientId() },
          })
        ).status,
      ).toBe(401);
      // an unknown room is one the customer is not a member of
      expect((await send(me, crypto.randomUUID(), 'x')).status).toBe(403);
    });

    it('gives stream tickets that work once, within 60 seconds', async () => {
      const db = getDb();
      const me = await newCustomer(db);
      const answer = await call(ticketRoute, { method: 'POST', url: '/api/chat/stream-ticket', headers: me.headers });
      expect(answer.status).toBe(201);
      const { ticket } = answer.json<{ ticket: string }>().data;
      expect(await redeemStreamTicket(db, ticket, new Date())).toEqual({ userId: me.id, sessionId: await sessionIdOf(me) });
      expect(await redeemStreamTicket(db, ticket, new Date())).toBeNull();
      const late = (await call(ticketRoute, { method: 'POST', url: '/api/chat/stream-ticket', headers: me.headers })).json<{
        ticket: string;
      }>().data.ticket;
      expect(await redeemStreamTicket(db, late, addMinutes(new Date(), 2))).toBeNull();
      expect(await redeemStreamTicket(db, 'made-up', new Date())).toBeNull();
      // only its hash is stored
      expect(await db.select().from(chatStreamTickets).where(eq(chatStreamTickets.tokenHash, ticket))).toEqual([]);
      // the hourly clean-up forgets spent and expired tickets, and keeps a live one
      const live = await createStreamTicket(db, { userId: me.id, sessionId: await sessionIdOf(me) }, new Date());
      expect(await purgeStreamTickets(db, new Date())).toBeGreaterThanOrEqual(1);
      expect(await redeemStreamTicket(db, live.ticket, new Date())).toMatchObject({ userId: me.id });
      await purgeStreamTickets(db, addMinutes(new Date(), 2));
      expect(await db.select().from(chatStreamTickets).where(eq(chatStreamTickets.userId, me.id))).toEqual([]);
    });
  });

  describe('under load (the chat bench: 50 messages a second)', () => {
    it('keeps the limits exact and writes one member row when one sender sends 25 at once', async () => {
      const db = getDb();
      const { host, roomId } = await eventWithGuest(db);
      const sender = { kind: 'user' as const, id: host.id };
      const now = new Date();
      const outcomes = await Promise.allSettled(
        Array.from({ length: 25 }, (_, i) =>
          sendMessage(db, sender, { roomId, text: `burst ${i}`, imageKeys: [], clientId: clientId() }, now),
        ),
      );
      const created = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value.message.id] : []));
      expect(created).toHaveLength(20);
      expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason.status)).toEqual([
        429, 429, 429, 429, 429,
      ]);
      expect(await db.select().from(chatMessages).where(eq(chatMessages.roomId, roomId))).toHaveLength(20);
      const members = await db.select().from(chatMembers).where(eq(chatMembers.userId, host.id));
      expect(members.map((m) => [m.roomId, m.lastReadMessageId])).toEqual([[roomId, Math.max(...created)]]);
      const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
      expect(room!.lastMessageAt?.getTime()).toBe(now.getTime());
      // one hit per message, in the sender's one bucket
      expect(
        await db
          .select()
          .from(rateLimitHits)
          .where(eq(rateLimitHits.bucket, `chat:day:user:${host.id}`)),
      ).toHaveLength(20);
    });

    it('reads rooms, members and sender names of several rooms at once, as room by room', async () => {
      const db = getDb();
      const a = await eventWithGuest(db);
      const b = await eventWithGuest(db);
      const cohost = await newCustomer(db);
      const [aEvent] = await db.select().from(events).where(eq(events.id, a.eventId));
      await db.insert(eventCohosts).values({
        eventId: a.eventId,
        tokenHash: `hash-${cohost.id}`,
        userId: cohost.id,
        acceptedAt: new Date(),
        expiresAt: addDays(new Date(), 1),
      });
      const left = await newCustomer(db);
      await answerInvite(left, { eventId: b.eventId, rsvpStatus: 'going' });
      await call(leaveRoute, {
        method: 'POST',
        url: `/api/chat/rooms/${b.roomId}/leave`,
        headers: left.headers,
        params: { roomId: b.roomId },
      });
      const support = (
        await call(supportRoute, { method: 'POST', url: '/api/chat/support', headers: a.guest.headers, body: {} })
      ).json<ChatRoomSummary>().data._id;
      await sendMessage(
        db,
        { kind: 'user', id: a.guest.id },
        { roomId: a.roomId, text: 'from a', imageKeys: [], clientId: clientId() },
        new Date(),
      );
      await sendMessage(
        db,
        { kind: 'user', id: b.host.id },
        { roomId: b.roomId, text: 'from b', imageKeys: [], clientId: clientId() },
        new Date(),
      );
      await sendMessage(
        db,
        { kind: 'user', id: a.guest.id },
        { roomId: support, text: 'help', imageKeys: [], clientId: clientId() },
        new Date(),
      );

      const ids = [a.roomId, b.roomId, support];
      const contexts = await loadRooms(db, [...ids, a.roomId, '00000000-0000-4000-8000-00000000dead']);
      expect([...contexts.keys()].sort()).toEqual([...ids].sort());
      expect(contexts.get(a.roomId)!.event).toEqual(aEvent);
      const together = await roomRecipientsOf(db, [...contexts.values()]);
      expect(together.get(a.roomId)!.find((r) => r.principal.id === cohost.id)?.role).toBe('cohost');
      const rows = await db.select().from(chatMessages).where(inArray(chatMessages.roomId, ids));
      const names = await senderNamesByRoom(
        db,
        ids.map((id) => ({ context: contexts.get(id)!, rows: rows.filter((r) => r.roomId === id) })),
      );
      for (const id of ids) {
        const one = (await loadRoom(db, id))!;
        expect(contexts.get(id)).toEqual(one);
        expect(together.get(id)).toEqual(await roomRecipients(db, one));
        expect(names.get(id)).toEqual(
          await senderNames(
            db,
            one,
            rows.filter((r) => r.roomId === id),
          ),
        );
      }
      expect(together.get(b.roomId)!.some((r) => r.principal.id === left.id)).toBe(false);
      expect(names.get(a.roomId)!.get(`user:${a.guest.id}`)).toBe('Meera Iyer');
    });
  });

  it('keeps a guest removed by the host out of the room', async () => {
    const db = getDb();
    const { guest, eventId, roomId } = await eventWithGuest(db);
    await db.delete(eventGuests).where(eq(eventGuests.eventId, eventId));
    expect((await history(guest, roomId)).status).toBe(403);
    await markRead(db, { kind: 'user', id: guest.id }, roomId, 1, new Date()).then(
      () => expect.unreachable(),
      (error: { status: number }) => expect(error.status).toBe(403),
    );
  });
});
