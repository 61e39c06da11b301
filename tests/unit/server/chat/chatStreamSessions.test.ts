/**
 * Sessions end everywhere: a chat stream keeps the session that opened it and closes within seconds
 * when that session is revoked (logout, "log out of all devices", account deletion), through the session signal
 * on the bus or, when a signal is lost, at the next heartbeat's one-query check; a stream lives at most 30 minutes;
 * a ticket of a revoked session opens nothing; a customer keeps at most 5 streams (the oldest closes, told why) and
 * a client address opens at most 20, across instances (counted in the database). PGlite and PostgreSQL, over real HTTP.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import streamRoute from '../../../../pages/api/chat/stream';
import ticketRoute from '../../../../pages/api/chat/stream-ticket';
import logoutRoute from '../../../../pages/api/user/logout';
import deleteAccountRoute from '../../../../pages/api/user/delete-account';
import { resetConfigForTests } from '../../../../server/config';
import { setChatStreamTimings } from '../../../../server/chat/stream';
import { openChatStreams } from '../../../../server/chat/streamHub';
import {
  addressHashOf,
  CHAT_STREAMS_ADDRESS_REFUSED,
  checkStreamSlots,
  openStreamSlot,
  purgeStaleStreamSlots,
  releaseStreamSlot,
} from '../../../../server/chat/streamSlots';
import { seedAll } from '../../../../server/app/seed';
import { chatStreams, consoleSessions, sessions } from '../../../../server/db/schema';
import type { DbHandle } from '../../../../server/db/types';
import { subscribeSessions, type SessionSignal } from '../../../../server/realtime/bus';
import { openSse, type SseClient } from '../../../helpers/sse';
import { eventually, serveApiRoute, withTwoInstances, type ServedRoute } from '../../../helpers/realtime';
import { openTestDatabase, TEST_DATABASE_URL } from '../../../helpers/testDatabases';
import { call, customer, sessionIdOf, setUpInvitesSuite, type Customer } from '../events/helpers';

setUpInvitesSuite();

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const reasonOf = (stream: SseClient) => {
  const closed = stream.events.find((e) => e.event === 'closed');
  return closed ? (JSON.parse(closed.data) as { reason: string }).reason : undefined;
};

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !TEST_DATABASE_URL)(`chat streams end with their session [${kind}]`, () => {
    let handle: DbHandle;
    let server: ServedRoute;
    let base = '';
    let seq = 0;
    let address = 0;
    const open: SseClient[] = [];
    const newCustomer = () => customer(handle.db, `98556${String(++seq).padStart(5, '0')}`);
    /** A client address of its own for each test (the server trusts one proxy hop: X-Forwarded-For). */
    let from = '';
    const headersOf = (who?: Customer, extra: Record<string, string> = {}) => ({
      'x-forwarded-for': from,
      ...(who ? { authorization: who.headers.authorization! } : {}),
      ...extra,
    });
    const stream = async (who: Customer): Promise<SseClient> => {
      const s = await openSse(`${base}/api/chat/stream`, headersOf(who));
      open.push(s);
      expect(s.response.status).toBe(200);
      await s.waitForComment('ready');
      return s;
    };
    const ticketOf = async (who: Customer): Promise<{ status: number; ticket?: string }> => {
      const answer = await call(ticketRoute, { method: 'POST', url: '/api/chat/stream-ticket', headers: who.headers });
      return { status: answer.status, ticket: answer.status === 201 ? answer.json<{ ticket: string }>().data.ticket : undefined };
    };
    /** A second session of the same customer (another phone). */
    const otherDevice = async (who: Customer): Promise<Customer> => customer(handle.db, who.phone);
    const countedRows = async (userId: string) =>
      (
        await handle.db
          .select({ n: count() })
          .from(chatStreams)
          .where(and(eq(chatStreams.userId, userId), isNull(chatStreams.closedFor)))
      )[0]!.n;

    beforeAll(async () => {
      vi.stubEnv('TRUST_PROXY', '1');
      resetConfigForTests();
      handle = await openTestDatabase(kind);
      await seedAll(handle.db);
      globalForDb.__partyDb = Promise.resolve(handle);
      server = await serveApiRoute(streamRoute);
      base = server.base;
    }, 60_000);
    beforeEach(() => {
      from = `203.0.113.${++address}`;
    });
    afterEach(async () => {
      for (const s of open.splice(0)) s.close();
      await eventually(() => openChatStreams() === 0);
    });
    afterAll(async () => {
      await server.close();
      globalForDb.__partyDb = undefined;
      await handle.close();
    });

    it('closes every stream of the customer within seconds of "log out of all devices", told why; another customer’s stays', async () => {
      // no heartbeat check within the test: only the session signal can close them
      const restore = setChatStreamTimings({ checkMs: 60_000 });
      try {
        const me = await newCustomer();
        const myPhone = await otherDevice(me);
        const someoneElse = await newCustomer();
        const onLaptop = await stream(me);
        const { ticket } = await ticketOf(myPhone);
        const onPhone = await openSse(`${base}/api/chat/stream?ticket=${ticket}`, headersOf());
        open.push(onPhone);
        await onPhone.waitForComment('ready');
        const theirs = await stream(someoneElse);

        const loggedOutAt = Date.now();
        const answer = await call(logoutRoute, {
          method: 'POST',
          url: '/api/user/logout',
          headers: me.headers,
          body: { allDevices: true },
        });
        expect(answer.status).toBe(200);
        await onLaptop.waitFor((e) => e.event === 'closed', 3000);
        await onPhone.waitFor((e) => e.event === 'closed', 3000);
        expect(Date.now() - loggedOutAt).toBeLessThan(3000);
        expect([reasonOf(onLaptop), reasonOf(onPhone)]).toEqual(['session_ended', 'session_ended']);
        await pause(300);
        expect(theirs.events.some((e) => e.event === 'closed')).toBe(false);
        expect(openChatStreams()).toBe(1);
        // the closed streams' rows are gone
        await eventually(async () => (await countedRows(me.id)) === 0);
      } finally {
        restore();
      }
    });

    it('closes only the logged-out session’s stream on a plain logout, and every one on account deletion', async () => {
      const restore = setChatStreamTimings({ checkMs: 60_000 });
      try {
        const me = await newCustomer();
        const myPhone = await otherDevice(me);
        const onLaptop = await stream(me);
        const onPhone = await stream(myPhone);
        expect((await call(logoutRoute, { method: 'POST', url: '/api/user/logout', headers: me.headers, body: {} })).status).toBe(200);
        await onLaptop.waitFor((e) => e.event === 'closed', 3000);
        await pause(300);
        expect(onPhone.events.some((e) => e.event === 'closed')).toBe(false);

        const deleted = await call(deleteAccountRoute, {
          method: 'POST',
          url: '/api/user/delete-account',
          headers: myPhone.headers,
          body: {},
        });
        expect(deleted.status).toBe(200);
        await onPhone.waitFor((e) => e.event === 'closed', 3000);
        expect(reasonOf(onPhone)).toBe('session_ended');
      } finally {
        restore();
      }
    });

    it('refuses a ticket issued before the logout, and a ticket to a revoked session', async () => {
      const me = await newCustomer();
      const { ticket } = await ticketOf(me);
      expect(ticket).toBeDefined();
      expect(
        (await call(logoutRoute, { method: 'POST', url: '/api/user/logout', headers: me.headers, body: { allDevices: true } })).status,
      ).toBe(200);
      const refused = await fetch(`${base}/api/chat/stream?ticket=${ticket}`, { headers: headersOf() });
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { status: number }).status).toBe(401);
      expect((await ticketOf(me)).status).toBe(401);
      expect((await fetch(`${base}/api/chat/stream`, { headers: headersOf(me) })).status).toBe(401);
    });

    it('catches a revocation whose signal was lost at the next heartbeat, with one query per heartbeat for all streams', async () => {
      const restore = setChatStreamTimings({ checkMs: 250 });
      try {
        const me = await newCustomer();
        const others = await Promise.all([newCustomer(), newCustomer()]);
        const mine = await stream(me);
        const theirs = await Promise.all(others.map((o) => stream(o)));
        const executes = vi.spyOn(handle.db, 'execute');
        try {
          await pause(1000);
          // about four heartbeats, each one statement whatever the number of streams (three here)
          expect(executes.mock.calls.length).toBeGreaterThanOrEqual(2);
          expect(executes.mock.calls.length).toBeLessThanOrEqual(6);
        } finally {
          executes.mockRestore();
        }
        // revoked behind the bus's back (as if the notification were lost)
        await handle.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, me.id));
        await mine.waitFor((e) => e.event === 'closed', 2000);
        expect(reasonOf(mine)).toBe('session_ended');
        expect(theirs.every((s) => !s.events.some((e) => e.event === 'closed'))).toBe(true);
      } finally {
        restore();
      }
    });

    it('ends a stream at its life cap, telling the client to come back with a new ticket', async () => {
      const restore = setChatStreamTimings({ checkMs: 100, maxAgeMs: 600 });
      try {
        const s = await stream(await newCustomer());
        await s.waitFor((e) => e.event === 'closed', 3000);
        expect(reasonOf(s)).toBe('expired');
      } finally {
        restore();
      }
    });

    it('keeps at most 5 streams per customer: a sixth closes the oldest, told it was the limit', async () => {
      const restore = setChatStreamTimings({ checkMs: 60_000 });
      try {
        const me = await newCustomer();
        const streams: SseClient[] = [];
        for (let i = 0; i < 5; i += 1) streams.push(await stream(me));
        expect(await countedRows(me.id)).toBe(5);
        const sixth = await stream(me);
        await streams[0]!.waitFor((e) => e.event === 'closed', 3000);
        expect(reasonOf(streams[0]!)).toBe('limit');
        await pause(200);
        expect([...streams.slice(1), sixth].some((s) => s.events.some((e) => e.event === 'closed'))).toBe(false);
        expect(await countedRows(me.id)).toBe(5);
        await eventually(() => openChatStreams() === 5);
      } finally {
        restore();
      }
    });

    it('opens at most 20 streams per client address (429 in the JSON envelope after), whoever the customers', async () => {
      const restore = setChatStreamTimings({ checkMs: 60_000 });
      try {
        const people = await Promise.all(Array.from({ length: 5 }, () => newCustomer()));
        for (let i = 0; i < 20; i += 1) await stream(people[i % 5]!);
        const refused = await fetch(`${base}/api/chat/stream`, { headers: headersOf(people[0]) });
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe('60');
        expect((await refused.json()) as unknown).toMatchObject({ error: true, status: 429, message: CHAT_STREAMS_ADDRESS_REFUSED });
        // nobody was closed for it
        expect(openChatStreams()).toBe(20);
        // another address is not held back
        from = '198.51.100.7';
        await stream(people[0]!);
      } finally {
        restore();
      }
    });

    it('holds staff and provider streams to their per-person cap only: an office or a carrier behind one address is not refused, nor do they fill the customers’ allowance', async () => {
      const now = new Date();
      const consoleOwner = async (kind: 'staff' | 'provider') => {
        const principalId = randomUUID();
        const [session] = await handle.db
          .insert(consoleSessions)
          .values({
            kind: kind === 'provider' ? 'partner' : kind,
            principalId,
            tokenHash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
            expiresAt: new Date(now.getTime() + 3600_000),
          })
          .returning({ id: consoleSessions.id });
        return { kind, principalId, consoleSessionId: session!.id };
      };
      // 30 agents and providers behind one address: none refused
      const slots: string[] = [];
      for (let i = 0; i < 30; i += 1)
        slots.push((await openStreamSlot(handle.db, await consoleOwner(i % 2 ? 'provider' : 'staff'), from, now, 60_000)).id);
      // the customers at that address still get their 20, then the 429
      const people = await Promise.all(Array.from({ length: 4 }, () => newCustomer()));
      for (let i = 0; i < 20; i += 1) {
        const who = people[i % 4]!;
        slots.push((await openStreamSlot(handle.db, { userId: who.id, sessionId: await sessionIdOf(who) }, from, now, 60_000)).id);
      }
      await expect(
        openStreamSlot(handle.db, { userId: people[0]!.id, sessionId: await sessionIdOf(people[0]!) }, from, now, 60_000),
      ).rejects.toMatchObject({
        status: 429,
        message: CHAT_STREAMS_ADDRESS_REFUSED,
      });
      // a staff member still opens at that address; their own cap (5) still closes their oldest
      const agent = await consoleOwner('staff');
      const mine: string[] = [];
      for (let i = 0; i < 6; i += 1) mine.push((await openStreamSlot(handle.db, agent, from, new Date(now.getTime() + i), 60_000)).id);
      const [oldest] = await handle.db.select({ closedFor: chatStreams.closedFor }).from(chatStreams).where(eq(chatStreams.id, mine[0]!));
      expect(oldest?.closedFor).toBe('limit');
      for (const id of [...slots, ...mine]) await releaseStreamSlot(handle.db, id);
    });

    it('stops counting the rows of an instance that stopped (not refreshed for three heartbeats); the hourly clean-up drops them', async () => {
      const me = await newCustomer();
      const owner = { userId: me.id, sessionId: await sessionIdOf(me) };
      const long = new Date(Date.now() - 2 * 3600_000);
      await handle.db
        .insert(chatStreams)
        .values(Array.from({ length: 5 }, () => ({ ...owner, addressHash: addressHashOf(from), openedAt: long, seenAt: long })));
      const fresh = await openStreamSlot(handle.db, owner, from, new Date(), 60_000);
      expect(fresh.closed).toEqual([]);
      expect(await purgeStaleStreamSlots(handle.db, new Date(Date.now() - 3600_000))).toBe(5);
      expect(await countedRows(me.id)).toBe(1);
      await releaseStreamSlot(handle.db, fresh.id);
    });

    // two handles on one server: PostgreSQL only
    if (kind === 'postgres')
      it('holds the per-customer limit across two instances, and the closing signal reaches the instance holding the stream', async () => {
        await withTwoInstances(4, async (a, b) => {
          const me = await customer(a.db, '9855699999');
          const owner = { userId: me.id, sessionId: await sessionIdOf(me) };
          const heard: SessionSignal[] = [];
          const stop = await subscribeSessions(a, { onSignal: (s) => heard.push(s) });
          const now = () => new Date();
          const first = await openStreamSlot(a.db, owner, '192.0.2.1', now(), 60_000);
          for (let i = 0; i < 4; i += 1) await openStreamSlot(a.db, owner, '192.0.2.1', now(), 60_000);
          const sixth = await openStreamSlot(b.db, owner, '192.0.2.2', now(), 60_000);
          expect(sixth.closed).toEqual([first.id]);
          await eventually(() => heard.length === 1);
          expect(heard[0]).toEqual({ t: 'c', c: [first.id], why: 'limit' });
          expect((await checkStreamSlots(a.db, [first.id, sixth.id], now())).get(first.id)).toBe('limit');

          // twelve at once through both instances: still five counted
          await Promise.all(Array.from({ length: 12 }, (_, i) => openStreamSlot(i % 2 ? a.db : b.db, owner, '192.0.2.3', now(), 60_000)));
          const [counted] = await a.db
            .select({ n: count() })
            .from(chatStreams)
            .where(and(eq(chatStreams.userId, me.id), isNull(chatStreams.closedFor)));
          expect(counted?.n).toBe(5);
          stop();
        });
      });
  });
}
