/**
 * Away members: a sent message queues one delayed away notice per room; it pushes (FCM stand-in, recorded
 * in the outbox) to customers who allowed notifications and have not read, once until they read again, and sends
 * the WhatsApp digest only to those who opted in, at most once an hour per room; muted rooms, readers and the
 * sender get nothing; no text and nobody's data but the sender's first name. Idempotent. PGlite and PostgreSQL.
 */
import { addMinutes, addSeconds } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import groupsRoute from '../../../../pages/api/chat/groups';
import { COUNTRY_CODE } from '../../../../lib/constants';
import { SITE_URL } from '../../../../lib/site';
import type { ChatRoomSummary } from '../../../../lib/contracts/chat';
import { CHAT_DIGEST_TEMPLATE, CHAT_PUSH_TEMPLATE } from '../../../../server/chat/away';
import { chatJobHandlers } from '../../../../server/chat/jobs';
import { markRead } from '../../../../server/chat/inbox';
import { setMuted } from '../../../../server/chat/membership';
import { sendMessage } from '../../../../server/chat/messages';
import { AWAY_AFTER_SECONDS, awayJobKey, messageSent } from '../../../../server/chat/offline';
import { jobs, outbox, users } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { updateNotificationSettings } from '../../../../server/notify/preferences';
import { consolePushSender, sendPush, UnregisteredTokenError, type PushMessage, type PushSender } from '../../../../server/notify/push';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { answerInvite, call, createInvite, customer, setUpInvitesSuite, useDbForRoutes, type Customer } from '../events/helpers';

setUpInvitesSuite();

let phoneSeq = 0;
const newCustomer = (db: Db) => customer(db, `98333${String(++phoneSeq).padStart(5, '0')}`);
let clientSeq = 0;

/** A host with a push token and a guest ("Meera Iyer") who answered going: the event room id. */
async function room(db: Db) {
  const host = await newCustomer(db);
  const guest = await newCustomer(db);
  const event = await createInvite(host);
  await answerInvite(guest, { eventId: event._id, rsvpStatus: 'going' });
  const answer = await call(groupsRoute, { url: `/api/chat/groups?userId=${host.id}`, headers: host.headers });
  const roomId = answer.json<{ rooms: ChatRoomSummary[] }>().data!.rooms.find((r) => r.eventId === event._id)!._id;
  await db
    .update(users)
    .set({ pushToken: `token-${host.id}` })
    .where(eq(users.id, host.id));
  await db
    .update(users)
    .set({ pushToken: `token-${guest.id}` })
    .where(eq(users.id, guest.id));
  return { host, guest, roomId, title: event.title };
}

const say = (db: Db, who: Customer, roomId: string, at: Date) =>
  sendMessage(
    db,
    { kind: 'user', id: who.id },
    { roomId, text: 'Call me on 9833300001', imageKeys: [], clientId: `away-${++clientSeq}` },
    at,
  );

const run = (db: Db, roomId: string, at: Date, push: PushSender = consolePushSender) =>
  chatJobHandlers(undefined, () => push)['chat.notify_away']!(db, { roomId }, at);

/** Counts the statements `db` is asked for (insert/select/update/delete builders) while `work` runs. */
async function statementsDuring(db: Db, work: () => Promise<unknown>): Promise<number> {
  const spies = (['insert', 'select', 'update', 'delete'] as const).map((method) => vi.spyOn(db, method));
  try {
    await work();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

const sent = (db: Db, channel: 'push' | 'whatsapp', recipient: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, channel), eq(outbox.recipient, recipient)));

describeEachDatabase('away notifications of chat', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  it('queues the away notice with no query while a known job covers the message; learns a job queued elsewhere; queues anew after it ran', async () => {
    const db = getDb();
    const { roomId } = await room(db);
    const t0 = new Date();
    const queuedJobs = () =>
      db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, awayJobKey(roomId)));
    // the first message queues the job; the next ones before it runs ask nothing
    expect(await statementsDuring(db, () => messageSent(db, { roomId, messageId: 1 }, t0))).toBe(1);
    expect(await statementsDuring(db, () => messageSent(db, { roomId, messageId: 2 }, addSeconds(t0, 30)))).toBe(0);
    expect(await statementsDuring(db, () => messageSent(db, { roomId, messageId: 3 }, addSeconds(t0, 100)))).toBe(0);
    // close to its run time it asks again (the job may be starting): still one job
    expect(
      await statementsDuring(db, () => messageSent(db, { roomId, messageId: 4 }, addSeconds(t0, AWAY_AFTER_SECONDS - 5))),
    ).toBeGreaterThan(0);
    expect(await queuedJobs()).toHaveLength(1);
    // once it ran, the next message queues a new one
    await db
      .update(jobs)
      .set({ status: 'done' })
      .where(eq(jobs.dedupeKey, awayJobKey(roomId)));
    await messageSent(db, { roomId, messageId: 5 }, addSeconds(t0, AWAY_AFTER_SECONDS + 1));
    const again = (await queuedJobs()).filter((j) => j.status === 'queued');
    expect(again.map((j) => j.runAt.getTime())).toEqual([addSeconds(t0, 2 * AWAY_AFTER_SECONDS + 1).getTime()]);

    // a job queued through another instance: this one learns its run time once, then asks nothing
    const other = (await room(db)).roomId;
    await db
      .insert(jobs)
      .values({ name: 'chat.notify_away', payload: { roomId: other }, runAt: addSeconds(t0, 90), dedupeKey: awayJobKey(other) });
    expect(await statementsDuring(db, () => messageSent(db, { roomId: other, messageId: 6 }, t0))).toBe(2);
    expect(await statementsDuring(db, () => messageSent(db, { roomId: other, messageId: 7 }, addSeconds(t0, 60)))).toBe(0);
    expect(
      await db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, awayJobKey(other))),
    ).toHaveLength(1);
  });

  it('queues one delayed notice per room; pushes once until read; no WhatsApp without the opt-in; the sender gets nothing', async () => {
    const db = getDb();
    const { host, guest, roomId } = await room(db);
    const t0 = new Date();
    const first = await say(db, guest, roomId, t0);
    await say(db, guest, roomId, addSeconds(t0, 1));
    const queued = await db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, awayJobKey(roomId)));
    expect(queued.map((j) => [j.name, j.payload, j.runAt.getTime()])).toEqual([
      ['chat.notify_away', { roomId }, addSeconds(t0, AWAY_AFTER_SECONDS).getTime()],
    ]);

    const at = addSeconds(t0, AWAY_AFTER_SECONDS);
    await run(db, roomId, at);
    const pushes = await sent(db, 'push', host.id);
    expect(pushes.map((p) => [p.status, p.provider, p.template, p.payload.roomId])).toEqual([
      ['recorded', 'console', CHAT_PUSH_TEMPLATE, roomId],
    ]);
    expect(pushes[0]!.payload.messageId).toBeGreaterThan(first.message.id);
    expect(JSON.stringify(pushes[0])).not.toContain('9833300001'); // never the text, never a token
    expect(JSON.stringify(pushes[0])).not.toContain('token-');
    expect(await sent(db, 'push', guest.id)).toHaveLength(0); // the sender read their own
    expect(await sent(db, 'whatsapp', `${COUNTRY_CODE}${host.phone}`)).toHaveLength(0); // WhatsApp is opt-in

    // run again (a retry) and after another message: no second push until the host reads
    await run(db, roomId, at);
    await say(db, guest, roomId, addMinutes(t0, 5));
    await run(db, roomId, addMinutes(t0, 7));
    expect(await sent(db, 'push', host.id)).toHaveLength(1);
    // read, then a new message: pushed again
    await markRead(db, { kind: 'user', id: host.id }, roomId, Number.MAX_SAFE_INTEGER, addMinutes(t0, 8));
    await run(db, roomId, addMinutes(t0, 9));
    expect(await sent(db, 'push', host.id)).toHaveLength(1); // nothing unread: nothing sent
    await say(db, guest, roomId, addMinutes(t0, 10));
    await run(db, roomId, addMinutes(t0, 12));
    expect(await sent(db, 'push', host.id)).toHaveLength(2);
  });

  it('sends the opted-in WhatsApp digest at most once an hour per room, with the first name only', async () => {
    const db = getDb();
    const { host, guest, roomId, title } = await room(db);
    await updateNotificationSettings(db, host.id, { whatsapp: { chat: true }, push: { chat: false } });
    const t0 = new Date();
    await say(db, guest, roomId, t0);
    await say(db, guest, roomId, addSeconds(t0, 1));
    await run(db, roomId, addMinutes(t0, 2));
    await run(db, roomId, addMinutes(t0, 2)); // a retry sends nothing twice
    const digests = await sent(db, 'whatsapp', `${COUNTRY_CODE}${host.phone}`);
    expect(digests.map((d) => [d.template, d.status, d.payload.roomId, d.payload.unread])).toEqual([
      [CHAT_DIGEST_TEMPLATE, 'skipped', roomId, 2],
    ]);
    expect(digests[0]!.payload.placeholders).toEqual([title, '2 new messages', 'Meera', `${SITE_URL}/chat?room=${roomId}`]);
    expect(JSON.stringify(digests)).not.toContain('Iyer');
    expect(JSON.stringify(digests)).not.toContain(guest.phone);
    expect(await sent(db, 'push', host.id)).toHaveLength(0); // push turned off

    await say(db, guest, roomId, addMinutes(t0, 30));
    await run(db, roomId, addMinutes(t0, 32));
    expect(await sent(db, 'whatsapp', `${COUNTRY_CODE}${host.phone}`)).toHaveLength(1);
    await say(db, guest, roomId, addMinutes(t0, 61));
    await run(db, roomId, addMinutes(t0, 63));
    expect(await sent(db, 'whatsapp', `${COUNTRY_CODE}${host.phone}`)).toHaveLength(2);
  });

  it("speaks a Hindi customer's language: the push and the digest in Hindi, opening the Hindi chat page", async () => {
    const db = getDb();
    const { host, guest, roomId, title } = await room(db);
    await db.update(users).set({ language: 'hi' }).where(eq(users.id, host.id));
    await updateNotificationSettings(db, host.id, { whatsapp: { chat: true } });
    const messages: PushMessage[] = [];
    const recording: PushSender = { provider: 'console', send: async (_token, message) => (messages.push(message), 'recorded') };
    const t0 = new Date();
    await say(db, guest, roomId, t0);
    await say(db, guest, roomId, addSeconds(t0, 1));
    await run(db, roomId, addMinutes(t0, 2), recording);
    expect(messages).toEqual([{ title, body: '2 नए मैसेज, सबसे नया Meera का', link: `/hi/chat?room=${roomId}` }]);
    expect(strayLatinWords(messages[0]!.body.replace('Meera', ''))).toEqual([]);
    const digests = await sent(db, 'whatsapp', `${COUNTRY_CODE}${host.phone}`);
    expect(digests[0]!.payload.placeholders).toEqual([title, '2 नए मैसेज', 'Meera', `${SITE_URL}/hi/chat?room=${roomId}`]);
    // no Hindi WhatsApp template in tests: the English one would go, with English words and the Hindi page
    expect(digests[0]!.payload).toMatchObject({ language: 'en', languageFallback: 'WHATSAPP_TEMPLATE_LANGUAGE_HI not set' });

    // back in English: the push says what it said before
    await db.update(users).set({ language: 'en' }).where(eq(users.id, host.id));
    await markRead(db, { kind: 'user', id: host.id }, roomId, Number.MAX_SAFE_INTEGER, addMinutes(t0, 3));
    await say(db, guest, roomId, addMinutes(t0, 4));
    await run(db, roomId, addMinutes(t0, 6), recording);
    expect(messages.at(-1)).toEqual({ title, body: 'New message from Meera', link: `/chat?room=${roomId}` });
  });

  it('leaves out a muted room', async () => {
    const db = getDb();
    const { host, guest, roomId } = await room(db);
    await updateNotificationSettings(db, host.id, { whatsapp: { chat: true } });
    await setMuted(db, { kind: 'user', id: host.id }, roomId, true, new Date());
    const t0 = new Date();
    await say(db, guest, roomId, t0);
    await run(db, roomId, addMinutes(t0, 2));
    expect(await sent(db, 'push', host.id)).toHaveLength(0);
    expect(await sent(db, 'whatsapp', `${COUNTRY_CODE}${host.phone}`)).toHaveLength(0);
  });

  it('forgets a token FCM no longer knows, recording the failure', async () => {
    const db = getDb();
    const who = await newCustomer(db);
    await db.update(users).set({ pushToken: 'dead-token' }).where(eq(users.id, who.id));
    const dead: PushSender = {
      provider: 'fcm',
      send: async () => {
        throw new UnregisteredTokenError('messaging/registration-token-not-registered');
      },
    };
    const status = await sendPush(db, dead, {
      userId: who.id,
      token: 'dead-token',
      template: CHAT_PUSH_TEMPLATE,
      message: { title: 't', body: 'b', link: '/chat' },
      outboxPayload: { roomId: 'r', messageId: 1 },
    });
    expect(status).toBe('failed');
    expect((await db.select().from(users).where(eq(users.id, who.id)))[0]!.pushToken).toBeNull();
  });
});
