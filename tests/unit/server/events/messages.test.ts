/**
 * Messages by segment to opted-in guests only, reminders (at most 5, an hour apart, the
 * default one 2 days before to guests who have not answered), sent once by the job queue even with two instances,
 * and the notices of a cancelled or rescheduled event; deletion with the purge 30 days later. PGlite and PostgreSQL.
 */
import { addDays, addMinutes } from 'date-fns';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import cancelRoute from '../../../../pages/api/customer/event/event-invites/[id]/cancel';
import eventRoute from '../../../../pages/api/customer/event/event-invites/[id]/index';
import optInRoute from '../../../../pages/api/customer/event/event-invites/[id]/opt-in';
import messageRoute from '../../../../pages/api/customer/event/event-messages/[eventId]';
import reminderCancelRoute from '../../../../pages/api/customer/event/event-reminders/[eventId]/cancel';
import remindersRoute from '../../../../pages/api/customer/event/event-reminders/[eventId]/index';
import type { InviteEvent, Reminder } from '../../../../lib/contracts/events';
import { chatRooms, eventMessages, events, jobs, outbox } from '../../../../server/db/schema';
import { listMessages } from '../../../../server/chat/messages';
import type { Db } from '../../../../server/db/types';
import { runEventMessage } from '../../../../server/events/messages';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { runDueJobs } from '../../../../server/jobs/worker';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import {
  call,
  customer,
  inDays,
  inviteBody,
  useDbForRoutes,
  type Customer,
  setUpInvitesSuite,
  createInvite as create,
  answerInvite as rsvp,
} from './helpers';

setUpInvitesSuite();

const sentTo = (db: Db, phones: string[], template: string) =>
  db
    .select()
    .from(outbox)
    .where(
      and(
        inArray(
          outbox.recipient,
          phones.flatMap((p) => [p, `+91${p}`]),
        ),
        eq(outbox.template, template),
      ),
    );
const reminderCall = (who: Customer, eventId: string, body: Record<string, unknown>) =>
  call(remindersRoute, {
    method: 'POST',
    url: `/api/customer/event/event-reminders/${eventId}`,
    params: { eventId },
    headers: who.headers,
    body,
  });

describeEachDatabase('messages and reminders', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  it('messages a segment by WhatsApp or SMS, only guests who opted in', async () => {
    const db = getDb();
    const host = await customer(db, '9844400001');
    const [a, b, c] = [await customer(db, '9844400002'), await customer(db, '9844400003'), await customer(db, '9844400004')];
    const stranger = await customer(db, '9844400005');
    const event = await create(host);
    await rsvp(a, { eventId: event._id, rsvpStatus: 'going', whatsappOptIn: true });
    await rsvp(b, { eventId: event._id, rsvpStatus: 'going', whatsappOptIn: false });
    await rsvp(c, { eventId: event._id, rsvpStatus: 'maybe', whatsappOptIn: true });
    const send = (who: Customer, body: Record<string, unknown>) =>
      call(messageRoute, {
        method: 'POST',
        url: `/api/customer/event/event-messages/${event._id}`,
        params: { eventId: event._id },
        headers: who.headers,
        body,
      });
    expect((await send(stranger, { segment: 'all', text: 'Hi' })).status).toBe(403);
    const going = await send(host, { segment: 'going', text: 'Parking is at gate 2' });
    expect([going.status, going.json<{ recipients: number }>().data.recipients]).toEqual([202, 1]);
    const all = await send(host, { segment: 'all', channel: 'sms', text: 'See you!' });
    expect(all.json<{ recipients: number }>().data.recipients).toBe(2);
    expect((await send(host, { segment: 'everyone', text: 'x' })).status).toBe(400);
    await runDueJobs(db, appJobHandlers());
    const whatsapp = await sentTo(db, [a.phone, b.phone, c.phone], 'invite_host_message');
    expect(whatsapp.filter((m) => m.channel === 'whatsapp').map((m) => m.recipient)).toEqual([`+91${a.phone}`]);
    const smsRows = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), inArray(outbox.recipient, [a.phone, b.phone, c.phone])));
    expect(smsRows.map((m) => [m.recipient, m.status]).sort()).toEqual([
      [a.phone, 'recorded'],
      [c.phone, 'recorded'],
    ]);
  });

  it('tells hosts beforehand how many each group reaches, and refuses a message that would reach nobody (nothing queued)', async () => {
    const db = getDb();
    const host = await customer(db, '9844400060');
    const [a, b] = [await customer(db, '9844400061'), await customer(db, '9844400062')];
    const event = await create(host);
    await rsvp(a, { eventId: event._id, rsvpStatus: 'going', whatsappOptIn: true });
    await rsvp(b, { eventId: event._id, rsvpStatus: 'maybe', whatsappOptIn: false });
    const view = await call(eventRoute, {
      url: `/api/customer/event/event-invites/${event._id}`,
      params: { id: event._id },
      headers: host.headers,
    });
    expect(view.json<InviteEvent>().data.hostOnly?.audience).toEqual({ all: 1, going: 1, maybe: 0, 'no-reply': 0 });
    const nobody = await call(messageRoute, {
      method: 'POST',
      url: `/api/customer/event/event-messages/${event._id}`,
      params: { eventId: event._id },
      headers: host.headers,
      body: { segment: 'maybe', text: 'Will you make it?' },
    });
    expect([nobody.status, nobody.json().message]).toEqual([
      409,
      'No guest in this group asked for messages yet, so this message was not sent.',
    ]);
    const queued = await db
      .select()
      .from(eventMessages)
      .where(and(eq(eventMessages.eventId, event._id), eq(eventMessages.kind, 'message')));
    expect(queued).toEqual([]);
  });

  it('keeps at most 5 scheduled reminders, an hour apart, in the future and before the start; hosts only', async () => {
    const db = getDb();
    const host = await customer(db, '9844400006');
    const guest = await customer(db, '9844400007');
    const event = await create(host, { date: inDays(20) });
    const start = new Date(event.startsAt);
    const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * 3_600_000).toISOString();
    expect((await reminderCall(guest, event._id, { sendAt: at(10) })).status).toBe(403);
    // the default reminder is one of the 5 (48 h before)
    for (const hours of [10, 20]) expect((await reminderCall(host, event._id, { sendAt: at(hours) })).status).toBe(201);
    const tooClose = await reminderCall(host, event._id, { sendAt: at(10.5) });
    expect([tooClose.status, tooClose.json().message]).toEqual([409, 'Reminders must be at least an hour apart.']);
    for (const hours of [30, 72]) expect((await reminderCall(host, event._id, { sendAt: at(hours) })).status).toBe(201);
    const sixth = await reminderCall(host, event._id, { sendAt: at(100) });
    expect([sixth.status, sixth.json().message]).toEqual([409, 'At most 5 reminders can be scheduled.']);
    expect((await reminderCall(host, event._id, { sendAt: new Date(Date.now() - 60_000).toISOString() })).json().errors?.[0]?.path).toBe(
      'sendAt',
    );
    expect((await reminderCall(host, event._id, { sendAt: at(-1) })).status).toBe(400);
    const list = (
      await call(remindersRoute, {
        url: `/api/customer/event/event-reminders/${event._id}`,
        params: { eventId: event._id },
        headers: host.headers,
      })
    ).json<Reminder[]>().data;
    expect(list).toHaveLength(5);
    expect(list.filter((r) => r.isDefault)).toHaveLength(1);
    const cancel = (reminderId: string) =>
      call(reminderCancelRoute, {
        method: 'POST',
        url: `/api/customer/event/event-reminders/${event._id}/cancel`,
        params: { eventId: event._id },
        headers: host.headers,
        body: { reminderId },
      });
    expect((await cancel(list[0]!._id)).status).toBe(200);
    expect((await reminderCall(host, event._id, { sendAt: at(100) })).status).toBe(201);
  });

  it('sends the default reminder once to opted-in guests who have not answered, even with two instances running its job', async () => {
    const db = getDb();
    const host = await customer(db, '9844400008');
    const [waiting, silent, answered] = [
      await customer(db, '9844400009'),
      await customer(db, '9844400010'),
      await customer(db, '9844400011'),
    ];
    const event = await create(host);
    const optIn = (who: Customer, whatsappOptIn: boolean) =>
      call(optInRoute, {
        method: 'POST',
        url: `/api/customer/event/event-invites/${event._id}/opt-in`,
        params: { id: event._id },
        headers: who.headers,
        body: { whatsappOptIn },
      });
    expect((await optIn(waiting, true)).status).toBe(200);
    await call(eventRoute, { url: `/api/customer/event/event-invites/${event._id}`, params: { id: event._id }, headers: silent.headers });
    await rsvp(answered, { eventId: event._id, rsvpStatus: 'going', whatsappOptIn: true });
    const [reminder] = await db
      .select()
      .from(eventMessages)
      .where(and(eq(eventMessages.eventId, event._id), eq(eventMessages.isDefault, true)));
    const due = addMinutes(reminder!.sendAt, 1);
    // two app instances poll at the same moment
    await Promise.all([
      runDueJobs(db, appJobHandlers(), { now: due, workerId: 'instance-a' }),
      runDueJobs(db, appJobHandlers(), { now: due, workerId: 'instance-b' }),
    ]);
    const sent = await sentTo(db, [waiting.phone, silent.phone, answered.phone], 'invite_reminder');
    expect(sent.map((m) => m.recipient)).toEqual([`+91${waiting.phone}`]);
    const [after] = await db.select().from(eventMessages).where(eq(eventMessages.id, reminder!.id));
    expect([after!.status, after!.recipients]).toEqual(['sent', 1]);
    // the same row run again, twice at once (a job re-queued by mistake): nothing more goes out
    const outcomes = await Promise.all([
      runEventMessage(db, { messageId: reminder!.id, now: due }),
      runEventMessage(db, { messageId: reminder!.id, now: due }),
    ]);
    expect(outcomes).toEqual(['already', 'already']);
    expect(await sentTo(db, [waiting.phone], 'invite_reminder')).toHaveLength(1);
  });

  it('sends a freshly claimed message once when two runs race for it', async () => {
    const db = getDb();
    const host = await customer(db, '9844400012');
    const guest = await customer(db, '9844400013');
    const event = await create(host);
    await rsvp(guest, { eventId: event._id, rsvpStatus: 'going', whatsappOptIn: true });
    const [row] = await db
      .insert(eventMessages)
      .values({ eventId: event._id, kind: 'message', segment: 'all', channel: 'whatsapp', text: 'Hello', sendAt: new Date() })
      .returning();
    const outcomes = await Promise.all([runEventMessage(db, { messageId: row!.id }), runEventMessage(db, { messageId: row!.id })]);
    expect(outcomes.sort()).toEqual(['already', 'sent']);
    expect(await sentTo(db, [guest.phone], 'invite_host_message')).toHaveLength(1);
  });

  it('tells every guest who answered when the event is cancelled or rescheduled, and drops its reminders', async () => {
    const db = getDb();
    const host = await customer(db, '9844400014');
    const cohost = await customer(db, '9844400015');
    const [yes, no] = [await customer(db, '9844400016'), await customer(db, '9844400017')];
    const event = await create(host);
    await rsvp(yes, { eventId: event._id, rsvpStatus: 'going', whatsappOptIn: false });
    await rsvp(no, { eventId: event._id, rsvpStatus: 'declined', whatsappOptIn: false });
    const moved = await call(eventRoute, {
      method: 'PUT',
      url: `/api/customer/event/event-invites/${event._id}`,
      params: { id: event._id },
      headers: host.headers,
      body: inviteBody({ date: inDays(12) }),
    });
    expect(moved.status).toBe(200);
    await runDueJobs(db, appJobHandlers());
    expect((await sentTo(db, [yes.phone, no.phone], 'invite_rescheduled')).map((m) => m.recipient).sort()).toEqual([
      `+91${yes.phone}`,
      `+91${no.phone}`,
    ]);
    const defaults = await db
      .select()
      .from(eventMessages)
      .where(and(eq(eventMessages.eventId, event._id), eq(eventMessages.isDefault, true)));
    expect(defaults.map((d) => d.status).sort()).toEqual(['cancelled', 'scheduled']);
    const cancel = (who: Customer) =>
      call(cancelRoute, {
        method: 'POST',
        url: `/api/customer/event/event-invites/${event._id}/cancel`,
        params: { id: event._id },
        headers: who.headers,
      });
    expect((await cancel(cohost)).status).toBe(403);
    const cancelled = await cancel(host);
    expect([cancelled.status, cancelled.json<InviteEvent>().data.status]).toEqual([200, 'cancelled']);
    expect((await cancel(host)).status).toBe(200);
    await runDueJobs(db, appJobHandlers());
    expect((await sentTo(db, [yes.phone, no.phone], 'invite_cancelled')).map((m) => m.recipient).sort()).toEqual([
      `+91${yes.phone}`,
      `+91${no.phone}`,
    ]);
    expect(
      await db
        .select()
        .from(eventMessages)
        .where(and(eq(eventMessages.eventId, event._id), eq(eventMessages.status, 'scheduled'))),
    ).toEqual([]);
    expect((await rsvp(yes, { eventId: event._id, rsvpStatus: 'maybe' })).status).toBe(410);
  });

  it('says a move or a cancellation in the event’s chat, for every member, WhatsApp or not', async () => {
    const db = getDb();
    const host = await customer(db, '9844400018');
    const guest = await customer(db, '9844400019');
    const event = await create(host);
    await rsvp(guest, { eventId: event._id, rsvpStatus: 'going', whatsappOptIn: false });
    const moved = await call(eventRoute, {
      method: 'PUT',
      url: `/api/customer/event/event-invites/${event._id}`,
      params: { id: event._id },
      headers: host.headers,
      body: inviteBody({ date: inDays(12), time: '18:00' }),
    });
    expect(moved.status).toBe(200);
    await call(cancelRoute, {
      method: 'POST',
      url: `/api/customer/event/event-invites/${event._id}/cancel`,
      params: { id: event._id },
      headers: host.headers,
    });
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.eventId, event._id));
    expect(room).toBeDefined();
    const { messages } = await listMessages(db, { kind: 'user', id: guest.id }, room!.id, {}, new Date());
    expect(messages.map((m) => [m.sender.kind, m.text])).toEqual([
      ['system', expect.stringMatching(/^This event was moved to \d{1,2} [A-Z][a-z]{2} \d{4}, 6:00 PM IST\.$/)],
      ['system', 'This event has been cancelled.'],
    ]);
  });

  it('deletes an event for its owner only, hides it at once and purges it 30 days later', async () => {
    const db = getDb();
    const host = await customer(db, '9844400018');
    const guest = await customer(db, '9844400019');
    const event = await create(host);
    await rsvp(guest, { eventId: event._id, rsvpStatus: 'going' });
    const del = (who: Customer) =>
      call(eventRoute, {
        method: 'DELETE',
        url: `/api/customer/event/event-invites/${event._id}`,
        params: { id: event._id },
        headers: who.headers,
      });
    expect((await del(guest)).status).toBe(403);
    expect((await del(host)).status).toBe(200);
    expect((await call(eventRoute, { url: `/api/customer/event/event-invites/${event._id}`, params: { id: event._id } })).status).toBe(404);
    const [purge] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'invites.purge'), eq(jobs.dedupeKey, `invite-purge:${event._id}`)));
    expect(purge!.runAt.getTime()).toBeGreaterThan(addDays(new Date(), 29).getTime());
    await runDueJobs(db, appJobHandlers(), { now: addDays(new Date(), 29) });
    expect(await db.select().from(events).where(eq(events.id, event._id))).toHaveLength(1);
    await runDueJobs(db, appJobHandlers(), { now: addDays(new Date(), 31) });
    expect(await db.select().from(events).where(eq(events.id, event._id))).toEqual([]);
  });
});
