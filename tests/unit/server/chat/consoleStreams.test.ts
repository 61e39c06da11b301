/**
 * The console's and the partner app's chat streams: a staff member (/ops/chat) and a provider (the partner app)
 * get a customer's message live (well under a second, no poll), through the bus across instances too; each stream
 * opens only with its own kind of session (a staff cookie never opens a customer's stream, a customer's token or
 * ticket never opens a staff or provider stream), and closes when that session is revoked (sign-out, disabled),
 * at once through the bus or at the next heartbeat's check. A provider's read mark reaches the customer live.
 * PGlite and PostgreSQL, over real HTTP.
 */
import { addIstDays, istDate } from '../../../../lib/dates';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import customerStreamRoute from '../../../../pages/api/chat/stream';
import opsLogoutRoute from '../../../../pages/api/ops/auth/logout';
import opsStreamRoute from '../../../../pages/api/ops/chat/stream';
import partnerReadRoute from '../../../../pages/api/partner/chat/[id]/read';
import partnerStreamRoute from '../../../../pages/api/partner/chat/stream';
import type { ChatMessageView } from '../../../../lib/contracts/chat';
import { createConsoleSession } from '../../../../server/auth/consoleSession';
import { resetConfigForTests } from '../../../../server/config';
import { listMessages, sendMessage } from '../../../../server/chat/messages';
import { openSupport } from '../../../../server/chat/support';
import { setChatStreamTimings } from '../../../../server/chat/stream';
import { openChatStreams } from '../../../../server/chat/streamHub';
import { createStreamTicket } from '../../../../server/chat/tickets';
import { seedAll } from '../../../../server/app/seed';
import { consoleSessions, type Order, type Provider, type Staff } from '../../../../server/db/schema';
import type { DbHandle } from '../../../../server/db/types';
import { SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { makeAdmin, updateStaff } from '../../../../server/ops/staff';
import { assignProvider } from '../../../../server/providers/assignment';
import { makeOrder, makeAvailableProvider } from '../../../helpers/providers';
import { eventually, serveApiRoute, withTwoInstances, type ServedRoute } from '../../../helpers/realtime';
import { openSse, type SseClient } from '../../../helpers/sse';
import { openTestDatabase, TEST_DATABASE_URL } from '../../../helpers/testDatabases';
import { callRoute } from '../../../helpers/opsDesk';
import { customer, sessionIdOf, setUpInvitesSuite, type Customer } from '../events/helpers';

setUpInvitesSuite();

const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };
const reasonOf = (stream: SseClient) => {
  const closed = stream.events.find((e) => e.event === 'closed');
  return closed ? (JSON.parse(closed.data) as { reason: string }).reason : undefined;
};
/** Well under a second: the console's old poll alone waited up to 5 s. */
const LIVE_MS = 1000;

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !TEST_DATABASE_URL)(`console and partner chat streams [${kind}]`, () => {
    let handle: DbHandle;
    const servers: Record<'customer' | 'ops' | 'partner', ServedRoute> = {} as never;
    let seq = 0;
    let address = 0;
    let from = '';
    const open: SseClient[] = [];
    let admin: Staff;

    const newCustomer = () => customer(handle.db, `98557${String(++seq).padStart(5, '0')}`);
    const staffCookie = async (member: Staff) => `ops_session=${(await createConsoleSession(handle.db, 'staff', member.id)).token}`;
    const partnerCookie = async (p: Provider) => `partner_session=${(await createConsoleSession(handle.db, 'partner', p.id)).token}`;
    const connect = async (which: keyof typeof servers, headers: Record<string, string>, path = ''): Promise<SseClient> => {
      const url = `${servers[which].base}${path}`;
      const s = await openSse(url, { 'x-forwarded-for': from, ...headers });
      open.push(s);
      return s;
    };
    const live = async (which: keyof typeof servers, headers: Record<string, string>): Promise<SseClient> => {
      const s = await connect(which, headers);
      expect(s.response.status).toBe(200);
      await s.waitForComment('ready');
      return s;
    };
    const say = (who: Customer, roomId: string, text: string) =>
      sendMessage(
        handle.db,
        { kind: 'user', id: who.id },
        { roomId, text, imageKeys: [], clientId: `c-${++seq}-${Date.now()}` },
        new Date(),
      );
    /** A paid job of a new provider with a new customer (its chat exists), masked until its slot in 5 days. */
    const job = async (): Promise<{ provider: Provider; order: Order; owner: Customer }> => {
      const owner = await newCustomer();
      const provider = await makeAvailableProvider(handle.db, { name: 'Ramesh Kumar' });
      const placed = await makeOrder(handle.db, { eventDate: addIstDays(istDate(new Date()), 5), customerPhone: owner.phone });
      const { order } = await assignProvider(handle.db, {
        orderId: placed.id,
        providerId: provider.id,
        actor: SYSTEM_ACTOR,
        now: new Date(),
      });
      return { provider, order, owner };
    };

    beforeAll(async () => {
      vi.stubEnv('TRUST_PROXY', '1');
      resetConfigForTests();
      handle = await openTestDatabase(kind);
      await seedAll(handle.db);
      globalForDb.__partyDb = Promise.resolve(handle);
      servers.customer = await serveApiRoute(customerStreamRoute);
      servers.ops = await serveApiRoute(opsStreamRoute);
      servers.partner = await serveApiRoute(partnerStreamRoute);
      admin = (await makeAdmin(handle.db, { phone: '9888801201', onlyIfNoAdmin: false, action: 'staff.add_admin' }))!;
    }, 60_000);
    beforeEach(() => {
      from = `198.51.100.${++address}`;
      globalForDb.__partyDb = Promise.resolve(handle);
    });
    afterEach(async () => {
      for (const s of open.splice(0)) s.close();
      await eventually(() => openChatStreams() === 0);
    });
    afterAll(async () => {
      for (const server of Object.values(servers)) await server.close();
      globalForDb.__partyDb = undefined;
      await handle.close();
    });

    it('brings a customer’s support message to the staff member’s stream at once, unmasked', async () => {
      const staffStream = await live('ops', { cookie: await staffCookie(admin) });
      const asker = await newCustomer();
      const room = await openSupport(handle.db, asker.id, { page: '/orders' }, new Date());
      const sentAt = Date.now();
      const { message } = await say(asker, room._id, 'Call me on 98765 43210 please');
      const event = await staffStream.waitFor((e) => e.event === 'message' && (JSON.parse(e.data) as ChatMessageView).id === message.id);
      expect(Date.now() - sentAt).toBeLessThan(LIVE_MS);
      expect(JSON.parse(event.data)).toMatchObject({ roomId: room._id, text: 'Call me on 98765 43210 please', mine: false });
      expect(event.id).toBe(String(message.id));
    });

    it('opens each stream only with its own kind of session: 401 JSON for a customer’s token or ticket, a staff cookie, a partner cookie', async () => {
      const someone = await newCustomer();
      const ticket = async () =>
        (await createStreamTicket(handle.db, { userId: someone.id, sessionId: await sessionIdOf(someone) }, new Date())).ticket;
      const { provider } = await job();
      const staff = await staffCookie(admin);
      const partner = await partnerCookie(provider);
      const staffToken = staff.split('=')[1]!;
      const refusals: [keyof typeof servers, Record<string, string>, string][] = [
        ['ops', {}, ''],
        ['ops', { authorization: someone.headers.authorization! }, ''],
        ['ops', {}, `?ticket=${await ticket()}`],
        ['ops', { cookie: partner }, ''],
        ['ops', { cookie: `ops_session=${partner.split('=')[1]!}` }, ''],
        ['partner', { authorization: someone.headers.authorization! }, ''],
        ['partner', { cookie: staff }, ''],
        ['partner', { cookie: `partner_session=${staffToken}` }, `?ticket=${await ticket()}`],
        ['customer', { cookie: staff }, ''],
        ['customer', { authorization: `Bearer ${staffToken}` }, ''],
        ['customer', { cookie: partner }, ''],
      ];
      for (const [which, headers, path] of refusals) {
        const s = await connect(which, headers, path);
        expect(s.response.status, `${which} ${JSON.stringify(Object.keys(headers))} ${path}`).toBe(401);
        expect(s.response.headers.get('content-type')).toContain('application/json');
        s.close();
      }
      expect(openChatStreams()).toBe(0);
    });

    it('closes a staff stream within seconds of signing out, and every stream of a staff member who is disabled', async () => {
      // no heartbeat check within the test: only the session signal can close them
      const restore = setChatStreamTimings({ checkMs: 60_000 });
      try {
        const agent = await updateStaffAgent();
        const cookie = await staffCookie(agent);
        const leaving = await live('ops', { cookie });
        const stays = await live('ops', { cookie: await staffCookie(admin) });
        const at = Date.now();
        const answer = await callRoute(opsLogoutRoute, { method: 'POST', cookie });
        expect(answer.status).toBe(200);
        await leaving.waitFor((e) => e.event === 'closed', 3000);
        expect(Date.now() - at).toBeLessThan(3000);
        expect(reasonOf(leaving)).toBe('session_ended');

        const onLaptop = await live('ops', { cookie: await staffCookie(agent) });
        const onPhone = await live('ops', { cookie: await staffCookie(agent) });
        await updateStaff(handle.db, { kind: 'staff', staffId: admin.id }, agent.id, { active: false });
        await onLaptop.waitFor((e) => e.event === 'closed', 3000);
        await onPhone.waitFor((e) => e.event === 'closed', 3000);
        expect([reasonOf(onLaptop), reasonOf(onPhone)]).toEqual(['session_ended', 'session_ended']);
        expect(stays.events.some((e) => e.event === 'closed')).toBe(false);
      } finally {
        restore();
      }
    });

    it('closes a provider’s stream at the next heartbeat when its session is revoked without a signal', async () => {
      const restore = setChatStreamTimings({ checkMs: 150 });
      try {
        const { provider } = await job();
        const cookie = await partnerCookie(provider);
        const stream = await live('partner', { cookie });
        const token = cookie.split('=')[1]!;
        const { hashSessionToken } = await import('../../../../server/auth/consoleSession');
        await handle.db
          .update(consoleSessions)
          .set({ revokedAt: new Date() })
          .where(eq(consoleSessions.tokenHash, hashSessionToken(token)));
        await stream.waitFor((e) => e.event === 'closed', 3000);
        expect(reasonOf(stream)).toBe('session_ended');
      } finally {
        restore();
      }
    });

    it('brings a customer’s job message to the provider at once (masked before the slot), and the provider’s read mark to the customer', async () => {
      const { provider, order, owner } = await job();
      const cookie = await partnerCookie(provider);
      const providerStream = await live('partner', { cookie });
      const customerStream = await live('customer', { authorization: owner.headers.authorization! });
      const roomId = (
        await import('../../../../server/providers/chat').then((m) =>
          m.partnerChat(handle.db, provider.id, order.id, undefined, new Date()),
        )
      ).roomId;
      const sentAt = Date.now();
      const { message } = await say(owner, roomId, 'Reach me on 98765 43210');
      const event = await providerStream.waitFor((e) => e.event === 'message' && (JSON.parse(e.data) as ChatMessageView).id === message.id);
      expect(Date.now() - sentAt).toBeLessThan(LIVE_MS);
      expect((JSON.parse(event.data) as ChatMessageView).text).not.toContain('98765');
      expect(message.readBy).toBe(0);

      // the provider's app marks what is on screen: the customer's tick turns read, live
      const read = await callRoute(partnerReadRoute, {
        method: 'POST',
        cookie,
        query: { id: order.id },
        body: { upToMessageId: message.id },
      });
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual({ unread: 0 });
      const tick = await customerStream.waitFor((e) => e.event === 'read');
      expect(JSON.parse(tick.data)).toMatchObject({ roomId, upTo: message.id });
      const history = await listMessages(handle.db, { kind: 'user', id: owner.id }, roomId, {}, new Date());
      expect(history.messages.find((m) => m.id === message.id)?.readBy).toBe(1);
    });

    /** A support agent of their own (disabling the admin would leave the console without one). */
    async function updateStaffAgent(): Promise<Staff> {
      const { createStaff } = await import('../../../../server/ops/staff');
      return createStaff(
        handle.db,
        { kind: 'staff', staffId: admin.id },
        { phone: `98888012${String(++seq % 100).padStart(2, '0')}`, name: 'Sunil Support', role: 'support' },
      );
    }

    // two handles on one server: PostgreSQL only
    if (kind === 'postgres')
      it('brings a message written through another instance to the staff member’s stream within a second', async () => {
        await withTwoInstances(2, async (a, b) => {
          globalForDb.__partyDb = Promise.resolve(a);
          const agent = (await makeAdmin(a.db, { phone: '9888801299', onlyIfNoAdmin: false, action: 'staff.add_admin' }))!;
          const cookie = `ops_session=${(await createConsoleSession(a.db, 'staff', agent.id)).token}`;
          const staffStream = await live('ops', { cookie });
          const asker = await customer(b.db, '9877701200');
          const room = await openSupport(b.db, asker.id, { page: '/chat' }, new Date());
          const sentAt = Date.now();
          const { message } = await sendMessage(
            b.db,
            { kind: 'user', id: asker.id },
            { roomId: room._id, text: 'From the other instance', imageKeys: [], clientId: `two-${Date.now()}` },
            new Date(),
          );
          await staffStream.waitFor((e) => e.event === 'message' && (JSON.parse(e.data) as ChatMessageView).id === message.id);
          expect(Date.now() - sentAt).toBeLessThan(LIVE_MS);
          for (const s of open.splice(0)) s.close();
          await eventually(() => openChatStreams() === 0);
          globalForDb.__partyDb = Promise.resolve(handle);
        });
      });
  });
}
