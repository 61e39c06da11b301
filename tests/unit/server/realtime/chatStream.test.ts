/**
 * The bus (LISTEN/NOTIFY on PostgreSQL, in process on PGlite) delivers a signal when the
 * writing transaction commits, never for a rolled-back one, and between two database handles ("instances") on
 * one PostgreSQL; the SSE route over real HTTP: headers, bearer or single-use ticket, live messages as each member
 * sees them, resume after Last-Event-ID, deletes, members only, clean-up on close. PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import streamRoute from '../../../../pages/api/chat/stream';
import type { ChatMessageView } from '../../../../lib/contracts/chat';
import { customerRooms, markRead } from '../../../../server/chat/inbox';
import { deleteMessage, sendMessage } from '../../../../server/chat/messages';
import { openChatStreams } from '../../../../server/chat/streamHub';
import { createStreamTicket } from '../../../../server/chat/tickets';
import { seedAll } from '../../../../server/app/seed';
import { chatMessages } from '../../../../server/db/schema';
import type { DbHandle } from '../../../../server/db/types';
import { CHAT_CHANNEL, publishChatSignal, subscribeChat, type ChatSignal } from '../../../../server/realtime/bus';
import { openSse } from '../../../helpers/sse';
import { eventually, serveApiRoute, withTwoInstances, type ServedRoute } from '../../../helpers/realtime';
import { openTestDatabase, TEST_DATABASE_URL } from '../../../helpers/testDatabases';
import { answerInvite, createInvite, customer, sessionIdOf, setUpInvitesSuite, type Customer } from '../events/helpers';

setUpInvitesSuite();

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };
const ROOM = '00000000-0000-4000-8000-000000000001';

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !TEST_DATABASE_URL)(`chat real time [${kind}]`, () => {
    let handle: DbHandle;
    let server: ServedRoute;
    let base = '';
    let seq = 0;
    const newCustomer = () => customer(handle.db, `98555${String(++seq).padStart(5, '0')}`);

    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      await seedAll(handle.db);
      globalForDb.__partyDb = Promise.resolve(handle);
      server = await serveApiRoute(streamRoute);
      base = server.base;
    }, 60_000);
    afterAll(async () => {
      await server.close();
      globalForDb.__partyDb = undefined;
      await handle.close();
    });

    it('publishes a signal when the transaction commits, not before, and never for a rolled-back one', async () => {
      const got: ChatSignal[] = [];
      const stop = await subscribeChat(handle, { onSignal: (s) => got.push(s) });
      try {
        let seenInside = -1;
        await handle.db.transaction(async (tx) => {
          await publishChatSignal(tx, { t: 'm', r: ROOM, m: 1 });
          await new Promise((r) => setTimeout(r, 100));
          seenInside = got.length;
        });
        await eventually(() => got.length === 1);
        expect(seenInside).toBe(0);
        await handle.db
          .transaction(async (tx) => {
            await publishChatSignal(tx, { t: 'm', r: ROOM, m: 2 });
            throw new Error('roll back');
          })
          .catch(() => undefined);
        await handle.db.execute(sql`select pg_notify(${CHAT_CHANNEL}, 'not json')`);
        await publishChatSignal(handle.db, { t: 'd', r: ROOM, m: 3 });
        await eventually(() => got.length === 2);
        expect(got).toEqual([
          { t: 'm', r: ROOM, m: 1 },
          { t: 'd', r: ROOM, m: 3 },
        ]);
      } finally {
        stop();
      }
    });

    // two handles on one server: PostgreSQL only (PGlite lives in one process), so no PGlite case is reported as skipped
    if (kind === 'postgres')
      it('carries a signal from one instance’s handle to another’s on the same PostgreSQL', async () => {
        await withTwoInstances(2, async (a, b) => {
          const got: ChatSignal[] = [];
          const stop = await subscribeChat(b, { onSignal: (s) => got.push(s) });
          await publishChatSignal(a.db, { t: 'm', r: ROOM, m: 42 });
          await eventually(() => got.length === 1);
          expect(got[0]).toEqual({ t: 'm', r: ROOM, m: 42 });
          stop();
        });
      });

    /** A host's invite with a guest going, and its room id. */
    async function eventRoom(): Promise<{ host: Customer; guest: Customer; roomId: string; eventId: string }> {
      const host = await newCustomer();
      const guest = await newCustomer();
      const event = await createInvite(host);
      await answerInvite(guest, { eventId: event._id, rsvpStatus: 'going' });
      const room = (await customerRooms(handle.db, host.id, new Date())).rooms.find((r) => r.eventId === event._id)!;
      return { host, guest, roomId: room._id, eventId: event._id };
    }
    const say = (who: Customer, roomId: string, text: string) =>
      sendMessage(handle.db, { kind: 'user', id: who.id }, { roomId, text, imageKeys: [], clientId: `c-${Math.random()}` }, new Date());

    it('streams a member’s new messages with the right headers, and nothing of rooms they are not in', async () => {
      const { host, guest, roomId } = await eventRoom();
      const other = await eventRoom();
      const stream = await openSse(`${base}/api/chat/stream`, { authorization: guest.headers.authorization!, 'accept-encoding': 'gzip' });
      try {
        expect(stream.response.status).toBe(200);
        expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
        expect(stream.response.headers.get('cache-control')).toBe('no-store, no-transform');
        expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
        expect(stream.response.headers.get('content-encoding')).toBeNull();
        await stream.waitForComment('ready');
        await say(other.host, other.roomId, 'not for the guest');
        const { message } = await say(host, roomId, 'Hello <b>guest</b>');
        const event = await stream.waitFor((e) => e.event === 'message');
        expect(event.id).toBe(String(message.id));
        const view = JSON.parse(event.data) as ChatMessageView;
        expect(view).toMatchObject({ id: message.id, roomId, text: 'Hello <b>guest</b>', mine: false, sender: { kind: 'user' } });
        await deleteMessage(handle.db, { kind: 'user', id: host.id }, roomId, message.id, new Date());
        const deleted = await stream.waitFor((e) => e.event === 'deleted');
        expect(JSON.parse(deleted.data)).toEqual({ roomId, id: message.id });
        expect(stream.events.filter((e) => e.event === 'message')).toHaveLength(1);
      } finally {
        stream.close();
      }
      await eventually(() => openChatStreams() === 0);
    });

    it('tells the other members live when someone reads, from their old mark to the new one, once (the read ticks)', async () => {
      const { host, guest, roomId } = await eventRoom();
      const guestStream = await openSse(`${base}/api/chat/stream`, { authorization: guest.headers.authorization! });
      const hostStream = await openSse(`${base}/api/chat/stream`, { authorization: host.headers.authorization! });
      try {
        await guestStream.waitForComment('ready');
        await hostStream.waitForComment('ready');
        const first = (await say(guest, roomId, 'one')).message;
        const second = (await say(guest, roomId, 'two')).message;
        await markRead(handle.db, { kind: 'user', id: host.id }, roomId, first.id, new Date());
        const read = await guestStream.waitFor((e) => e.event === 'read');
        const mark = JSON.parse(read.data) as { roomId: string; after: number; upTo: number };
        expect(mark).toMatchObject({ roomId, upTo: first.id });
        expect(mark.after).toBeLessThan(first.id);
        // the same mark again moves nothing and says nothing; a further one starts where the last ended
        await markRead(handle.db, { kind: 'user', id: host.id }, roomId, first.id, new Date());
        await markRead(handle.db, { kind: 'user', id: host.id }, roomId, second.id, new Date());
        await guestStream.waitFor((e) => e.event === 'read' && (JSON.parse(e.data) as { upTo: number }).upTo === second.id);
        expect(guestStream.events.filter((e) => e.event === 'read').map((e) => JSON.parse(e.data) as unknown)).toEqual([
          mark,
          { roomId, after: first.id, upTo: second.id },
        ]);
        // the reader's own stream is not told about its own reading
        await hostStream.waitFor((e) => e.event === 'message' && e.id === String(second.id));
        expect(hostStream.events.some((e) => e.event === 'read')).toBe(false);
      } finally {
        guestStream.close();
        hostStream.close();
      }
      await eventually(() => openChatStreams() === 0);
    });

    it('reads signals that arrive together in one batch (not per signal), writes each once and in order, and honours a decline at once', async () => {
      const one = await eventRoom();
      const two = await eventRoom();
      await answerInvite(one.guest, { eventId: two.eventId, rsvpStatus: 'going' });
      const stream = await openSse(`${base}/api/chat/stream`, { authorization: one.guest.headers.authorization! });
      const selects = vi.spyOn(handle.db, 'select');
      try {
        await stream.waitForComment('ready');
        selects.mockClear();
        // 20 messages in two rooms committed at once: their signals arrive together
        const ids = await handle.db.transaction(async (tx) => {
          const written: number[] = [];
          for (let i = 0; i < 20; i += 1) {
            const [host, roomId] = i % 2 === 0 ? [one.host, one.roomId] : [two.host, two.roomId];
            const [row] = await tx
              .insert(chatMessages)
              .values({ roomId, kind: 'text', senderUserId: host.id, text: `burst ${i}`, clientId: `burst-${i}-${Math.random()}` })
              .returning();
            await publishChatSignal(tx, { t: 'm', r: roomId, m: row!.id });
            written.push(row!.id);
          }
          return written;
        });
        await eventually(() => stream.events.filter((e) => e.event === 'message').length >= 20);
        const views = stream.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data) as ChatMessageView);
        expect(views.map((v) => v.id)).toEqual(ids);
        expect(views.map((v) => v.text)).toEqual(ids.map((_, i) => `burst ${i}`));
        expect(views.every((v) => v.mine === false && v.sender.kind === 'user')).toBe(true);
        // read per signal, that was 9 queries each (180 here); per batch it is 7 whatever the batch holds (the
        // first signal may go alone while the others arrive: 14), so at most three batches' worth
        expect(selects.mock.calls.length).toBeLessThanOrEqual(21);

        // the guest declines room two: its next message no longer reaches them, room one's still does
        await answerInvite(one.guest, { eventId: two.eventId, rsvpStatus: 'declined' });
        await say(two.host, two.roomId, 'after the decline');
        await say(one.host, one.roomId, 'still in room one');
        await stream.waitFor((e) => e.data.includes('still in room one'));
        expect(stream.events.some((e) => e.data.includes('after the decline'))).toBe(false);
      } finally {
        selects.mockRestore();
        stream.close();
      }
    });

    it('resumes after Last-Event-ID with the messages missed, then goes on live', async () => {
      const { host, guest, roomId } = await eventRoom();
      const first = await say(host, roomId, 'one');
      await say(host, roomId, 'two');
      await say(guest, roomId, 'three');
      const stream = await openSse(`${base}/api/chat/stream`, {
        authorization: guest.headers.authorization!,
        'last-event-id': String(first.message.id),
      });
      try {
        await stream.waitForComment('ready');
        expect(stream.events.map((e) => (JSON.parse(e.data) as ChatMessageView).text)).toEqual(['two', 'three']);
        await say(host, roomId, 'four');
        await stream.waitFor((e) => (JSON.parse(e.data) as ChatMessageView).text === 'four');
        const ids = stream.events.map((e) => Number(e.id));
        expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      } finally {
        stream.close();
      }
    });

    it('takes a single-use ticket instead of the bearer token; refuses a spent ticket and no credentials with 401 JSON', async () => {
      const { host, guest, roomId } = await eventRoom();
      const { ticket } = await createStreamTicket(handle.db, { userId: guest.id, sessionId: await sessionIdOf(guest) }, new Date());
      const stream = await openSse(`${base}/api/chat/stream?ticket=${ticket}`);
      try {
        expect(stream.response.status).toBe(200);
        await stream.waitForComment('ready');
        await say(host, roomId, 'via ticket');
        await stream.waitFor((e) => e.data.includes('via ticket'));
      } finally {
        stream.close();
      }
      const spent = await fetch(`${base}/api/chat/stream?ticket=${ticket}`);
      expect(spent.status).toBe(401);
      expect(((await spent.json()) as { status: number }).status).toBe(401);
      expect((await fetch(`${base}/api/chat/stream`)).status).toBe(401);
      expect((await fetch(`${base}/api/chat/stream`, { headers: { authorization: 'Bearer forged' } })).status).toBe(401);
    });
  });
}
