/**
 * Answers, +1s, deadline, capacity with the waitlist and its automatic promotion (with a
 * message in the outbox), the guest list by role with its counts and CSV, removal and co-hosts; on PGlite and
 * PostgreSQL (where concurrent answers really race).
 */
import { and, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import acceptRoute from '../../../../pages/api/customer/event/co-hosts/accept';
import cohostRoute from '../../../../pages/api/customer/event/co-hosts/[eventId]';
import guestListRoute from '../../../../pages/api/customer/event/event-guests/all/[eventId]';
import removeRoute from '../../../../pages/api/customer/event/event-guests/remove';
import eventRoute from '../../../../pages/api/customer/event/event-invites/[id]/index';
import listRoute from '../../../../pages/api/customer/event/event-invites/all';
import type { GuestList, InviteEvent, InviteList } from '../../../../lib/contracts/events';
import { eventGuests, events, jobs, outbox, users } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { answerInvite, csvCell, guestCounts } from '../../../../server/events/guests';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { runDueJobs } from '../../../../server/jobs/worker';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import {
  call,
  customer,
  inviteBody,
  useDbForRoutes,
  type Customer,
  setUpInvitesSuite,
  createInvite as create,
  answerInvite as rsvp,
} from './helpers';

setUpInvitesSuite();

const guestList = (who: Customer, eventId: string, query = '') =>
  call(guestListRoute, { url: `/api/customer/event/event-guests/all/${eventId}${query}`, params: { eventId }, headers: who.headers });
const promotedMessages = (db: Db, phone: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, `+91${phone}`), eq(outbox.template, 'invite_waitlist_promoted')));

describeEachDatabase('guests and RSVP', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  it('takes an answer with +1s within the allowance, keeps the RSVP name off the account, and lets the guest change it', async () => {
    const db = getDb();
    const host = await customer(db, '9833300001');
    const guest = await customer(db, '9833300002');
    const event = await create(host);
    const answer = await rsvp(guest, {
      eventId: event._id,
      name: 'Meera',
      rsvpStatus: 'going',
      plusOnes: 2,
      note: 'Can’t wait! <3',
      whatsappOptIn: true,
    });
    expect(answer.status).toBe(200);
    const { guest: saved, waitlisted } = answer.json<{
      guest: { name: string; plusOnes: number; note: string; whatsappOptIn: boolean };
      waitlisted: boolean;
    }>().data;
    expect([saved.name, saved.plusOnes, saved.note, saved.whatsappOptIn, waitlisted]).toEqual(['Meera', 2, 'Can’t wait! <3', true, false]);
    const [account] = await db.select().from(users).where(eq(users.id, guest.id));
    expect(account!.name).toBeNull();
    const changed = await rsvp(guest, { eventId: event._id, name: 'Meera', rsvpStatus: 'Sure, will try', plusOnes: 1 });
    expect(changed.json<{ guest: { rsvpStatus: string } }>().data.guest.rsvpStatus).toBe('maybe');
    // counts are people: Maybe with a +1 is two who may come
    expect(await guestCounts(db, event._id)).toMatchObject({ going: 0, maybe: 2 });
    const mine = (await call(listRoute, { url: '/api/customer/event/event-invites/all', headers: guest.headers })).json<InviteList>().data;
    expect(mine.asAGuestEvents.map((e) => [e._id, e.role, e.myRsvp?.rsvpStatus])).toEqual([[event._id, 'guest', 'maybe']]);
    const me = (
      await call(eventRoute, { url: `/api/customer/event/event-invites/${event._id}`, params: { id: event._id }, headers: guest.headers })
    ).json<InviteEvent>().data;
    expect([me.role, me.myRsvp?.name]).toEqual(['guest', 'Meera']);
  });

  it('answers 400 for a name with a link or HTML, a short name, a long note, +1s above the allowance; 404 for an unknown event; 409 for the host', async () => {
    const db = getDb();
    const host = await customer(db, '9833300003');
    const guest = await customer(db, '9833300004');
    const event = await create(host, { rsvp: { plusOnesAllowed: 1 } });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Visit https://spam.example' }, 'name'],
      [{ name: 'www.win-prize.in' }, 'name'],
      [{ name: 'cheap.xyz deals' }, 'name'],
      [{ name: '<script>alert(1)</script>' }, 'name'],
      [{ name: 'A' }, 'name'],
      [{ name: 'n'.repeat(41) }, 'name'],
      [{ note: 'x'.repeat(141) }, 'note'],
      [{ plusOnes: 2 }, 'plusOnes'],
      [{ rsvpStatus: 'yes' }, 'rsvpStatus'],
    ];
    for (const [override, path] of cases) {
      const answer = await rsvp(guest, { eventId: event._id, rsvpStatus: 'going', ...override });
      expect([answer.status, answer.json().errors?.[0]?.path], JSON.stringify(override)).toEqual([400, path]);
    }
    expect((await rsvp(guest, { eventId: 'nope', rsvpStatus: 'going' })).status).toBe(404);
    expect((await rsvp(host, { eventId: event._id, rsvpStatus: 'going' })).status).toBe(409);
    expect((await rsvp({ ...guest, headers: {} }, { eventId: event._id, rsvpStatus: 'going' })).status).toBe(401);
    expect(await db.select().from(eventGuests).where(eq(eventGuests.eventId, event._id))).toEqual([]);
  });

  it('closes answers after the deadline (409 "RSVPs are closed") and for a cancelled event (410)', async () => {
    const db = getDb();
    const host = await customer(db, '9833300005');
    const guest = await customer(db, '9833300006');
    const event = await create(host);
    const [row] = await db.select().from(events).where(eq(events.id, event._id));
    const base = { eventId: event._id, userId: guest.id, name: 'Meera', rsvpStatus: 'going' as const, plusOnes: 0, whatsappOptIn: false };
    await answerInvite(db, { ...base, now: new Date(row!.startsAt.getTime() - 60_000) });
    await expect(
      answerInvite(db, { ...base, rsvpStatus: 'declined', now: new Date(row!.startsAt.getTime() + 1000) }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'RSVPs are closed',
    });
    await db
      .update(events)
      .set({ rsvpDeadline: new Date(Date.now() - 1000) })
      .where(eq(events.id, event._id));
    const late = await rsvp(guest, { eventId: event._id, rsvpStatus: 'maybe' });
    expect([late.status, late.json().message]).toEqual([409, 'RSVPs are closed']);
    await db.update(events).set({ status: 'cancelled', rsvpDeadline: null }).where(eq(events.id, event._id));
    expect((await rsvp(guest, { eventId: event._id, rsvpStatus: 'going' })).status).toBe(410);
  });

  it('waitlists a guest when the event is full (hosts and +1s counted) and promotes them, with a message, when a place opens', async () => {
    const db = getDb();
    const host = await customer(db, '9833300007');
    const [first, second, third] = [await customer(db, '9833300008'), await customer(db, '9833300009'), await customer(db, '9833300010')];
    const event = await create(host, { rsvp: { capacity: 2, plusOnesAllowed: 1 } });
    expect(
      (await rsvp(first, { eventId: event._id, rsvpStatus: 'going', plusOnes: 1 })).json<{ waitlisted: boolean }>().data.waitlisted,
    ).toBe(false);
    const full = await rsvp(second, { eventId: event._id, name: 'Ravi', rsvpStatus: 'going' });
    expect([full.status, full.json<{ waitlisted: boolean }>().data.waitlisted, full.json().message]).toEqual([
      200,
      true,
      'The event is full: you are on the waitlist.',
    ]);
    expect((await rsvp(third, { eventId: event._id, rsvpStatus: 'going' })).json<{ waitlisted: boolean }>().data.waitlisted).toBe(true);
    expect(await guestCounts(db, event._id)).toMatchObject({ going: 2, waitlist: 2 });
    // the first guest gives up their +1: one place opens, the first in line (second) gets it
    await rsvp(first, { eventId: event._id, rsvpStatus: 'going', plusOnes: 0 });
    const rows = await db.select().from(eventGuests).where(eq(eventGuests.eventId, event._id));
    expect(rows.find((r) => r.userId === second.id)!.waitlisted).toBe(false);
    expect(rows.find((r) => r.userId === third.id)!.waitlisted).toBe(true);
    await runDueJobs(db, appJobHandlers());
    const messages = await promotedMessages(db, second.phone);
    expect(messages.map((m) => [m.channel, m.status, m.payload])).toEqual([
      [
        'whatsapp',
        'skipped',
        {
          eventId: event._id,
          guestId: rows.find((r) => r.userId === second.id)!.id,
          // a Hindi invite: its English template while the Hindi one is not configured
          language: 'en',
          languageFallback: 'WHATSAPP_TEMPLATE_LANGUAGE_HI not set',
        },
      ],
    ]);
    expect(await promotedMessages(db, third.phone)).toEqual([]);
    // a guest with a place cannot take more +1s than are free
    const greedy = await rsvp(first, { eventId: event._id, rsvpStatus: 'going', plusOnes: 1 });
    expect(greedy.status).toBe(409);
    // the first declines: the third is promoted
    await rsvp(first, { eventId: event._id, rsvpStatus: 'declined' });
    await runDueJobs(db, appJobHandlers());
    expect(await promotedMessages(db, third.phone)).toHaveLength(1);
    expect(await guestCounts(db, event._id)).toMatchObject({ going: 2, waitlist: 0, declined: 1 });
  });

  it('counts people in every count, +1s included: the waitlist as "going" does', async () => {
    const db = getDb();
    const host = await customer(db, '9833300070');
    const [first, second, third] = [await customer(db, '9833300071'), await customer(db, '9833300072'), await customer(db, '9833300073')];
    const event = await create(host, { rsvp: { capacity: 2, plusOnesAllowed: 2 } });
    await rsvp(first, { eventId: event._id, rsvpStatus: 'going', plusOnes: 1 });
    expect(
      (await rsvp(second, { eventId: event._id, rsvpStatus: 'going', plusOnes: 2 })).json<{ waitlisted: boolean }>().data.waitlisted,
    ).toBe(true);
    await rsvp(third, { eventId: event._id, rsvpStatus: 'maybe', plusOnes: 1 });
    expect(await guestCounts(db, event._id)).toMatchObject({ going: 2, waitlist: 3, maybe: 2 });
  });

  it('never over-fills under concurrent answers: 8 guests race for 3 places', async () => {
    const db = getDb();
    const host = await customer(db, '9833300011');
    const event = await create(host, { rsvp: { capacity: 3, plusOnesAllowed: 0 } });
    const guests = await Promise.all(Array.from({ length: 8 }, (_, i) => customer(db, `98333001${String(i).padStart(2, '0')}`)));
    const answers = await Promise.all(
      guests.map((g) =>
        answerInvite(db, { eventId: event._id, userId: g.id, name: 'Guest', rsvpStatus: 'going', plusOnes: 0, whatsappOptIn: false }),
      ),
    );
    expect(answers.filter((a) => !a.waitlisted)).toHaveLength(3);
    expect(await guestCounts(db, event._id)).toMatchObject({ going: 3, waitlist: 5 });
    // places opening at once are filled once each
    const holders = answers.filter((a) => !a.waitlisted).map((a) => a.guest.userId);
    await Promise.all(
      holders.map((userId) =>
        answerInvite(db, { eventId: event._id, userId, name: 'Guest', rsvpStatus: 'declined', plusOnes: 0, whatsappOptIn: false }),
      ),
    );
    expect(await guestCounts(db, event._id)).toMatchObject({ going: 3, waitlist: 2, declined: 3 });
    const queued = await db.select().from(jobs).where(eq(jobs.name, 'invites.promoted'));
    expect(new Set(queued.map((j) => (j.payload as { guestId: string }).guestId)).size).toBeGreaterThanOrEqual(3);
  });

  it('shows hosts every guest with phone, guests names and answers only when the host shows the list, and 403 otherwise', async () => {
    const db = getDb();
    const host = await customer(db, '9833300012');
    const guest = await customer(db, '9833300013');
    const other = await customer(db, '9833300014');
    const stranger = await customer(db, '9833300015');
    const event = await create(host);
    await rsvp(guest, { eventId: event._id, name: 'Meera', rsvpStatus: 'going', plusOnes: 1, note: 'Veg please', whatsappOptIn: true });
    await rsvp(other, { eventId: event._id, name: '=HYPERLINK("x")', rsvpStatus: 'maybe' });
    const forHost = (await guestList(host, event._id)).json<GuestList>().data;
    expect(forHost.guests.map((g) => [g.name, g.phone, g.note])).toEqual([
      ['Meera', '+919833300013', 'Veg please'],
      ['=HYPERLINK("x")', '+919833300014', null],
    ]);
    expect(forHost.counts).toMatchObject({ going: 2, maybe: 1, declined: 0, waitlist: 0 });
    const forGuest = await guestList(guest, event._id);
    expect(forGuest.status).toBe(200);
    const body = forGuest.body.toString();
    expect(body).not.toContain('9833300014');
    expect(forGuest.json<GuestList>().data.guests.map((g) => [g.name, g.rsvpStatus, g.phone, g.note])).toEqual([
      ['Meera', 'going', undefined, undefined],
      ['=HYPERLINK("x")', 'maybe', undefined, undefined],
    ]);
    expect((await guestList(stranger, event._id)).status).toBe(403);
    expect((await guestList(guest, event._id, '?format=csv')).status).toBe(403);
    const csv = await guestList(host, event._id, '?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('"Name","Answer","Plus ones","Waitlisted","Phone (+91)","Note","WhatsApp reminders","Answered at"');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")","Maybe"`);
    expect(lines[1]).toContain('"9833300013"');
    // the host hides the list
    await db.update(events).set({ showGuestList: false }).where(eq(events.id, event._id));
    expect((await guestList(guest, event._id)).status).toBe(403);
    expect((await guestList(host, event._id)).status).toBe(200);
  });

  it('lets hosts remove a guest (the waitlist moves up) and nobody else', async () => {
    const db = getDb();
    const host = await customer(db, '9833300016');
    const [a, b] = [await customer(db, '9833300017'), await customer(db, '9833300018')];
    const event = await create(host, { rsvp: { capacity: 1 } });
    const first = (await rsvp(a, { eventId: event._id, rsvpStatus: 'going' })).json<{ guest: { _id: string } }>().data.guest;
    await rsvp(b, { eventId: event._id, rsvpStatus: 'going' });
    const remove = (who: Customer, guestId: string) =>
      call(removeRoute, {
        method: 'POST',
        url: '/api/customer/event/event-guests/remove',
        headers: who.headers,
        body: { eventId: event._id, guestId },
      });
    expect((await remove(b, first._id)).status).toBe(403);
    expect((await remove(host, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await remove(host, first._id)).status).toBe(200);
    const rows = await db.select().from(eventGuests).where(eq(eventGuests.eventId, event._id));
    expect(rows.map((r) => [r.userId, r.waitlisted])).toEqual([[b.id, false]]);
  });

  it('makes up to 3 co-hosts by link: they see the list with phones and change the event, but cannot delete it', async () => {
    const db = getDb();
    const host = await customer(db, '9833300019');
    const event = await create(host);
    const cohosts = await Promise.all([20, 21, 22, 23].map((n) => customer(db, `98333000${n}`)));
    const link = async (who: Customer) =>
      call(cohostRoute, {
        method: 'POST',
        url: `/api/customer/event/co-hosts/${event._id}`,
        params: { eventId: event._id },
        headers: who.headers,
      });
    const accept = (who: Customer, url: string) =>
      call(acceptRoute, {
        method: 'POST',
        url: '/api/customer/event/co-hosts/accept',
        headers: who.headers,
        body: { token: new URL(url).searchParams.get('token') },
      });
    for (const [index, cohost] of cohosts.slice(0, 3).entries()) {
      // the link opens the page in the language of the host's page (the second made on a Hindi page)
      const made =
        index === 1
          ? await call(cohostRoute, {
              method: 'POST',
              url: `/api/customer/event/co-hosts/${event._id}`,
              params: { eventId: event._id },
              headers: { ...host.headers, 'x-locale': 'hi' },
            })
          : await link(host);
      expect(made.status).toBe(201);
      const { url } = made.json<{ url: string }>().data;
      expect(new URL(url).pathname).toBe(index === 1 ? '/hi/wonderland/co-host' : '/wonderland/co-host');
      expect((await accept(cohost, url)).status).toBe(200);
      // a link is used once
      expect((await accept(cohosts[3]!, url)).status).toBe(404);
    }
    expect((await link(host)).status).toBe(409);
    expect((await link(cohosts[0]!)).status).toBe(403);
    expect((await guestList(cohosts[0]!, event._id)).status).toBe(200);
    const view = (
      await call(eventRoute, {
        url: `/api/customer/event/event-invites/${event._id}`,
        params: { id: event._id },
        headers: cohosts[1]!.headers,
      })
    ).json<InviteEvent>().data;
    expect([view.role, view.hostOnly?.cohosts]).toEqual(['cohost', 3]);
    // a co-host opening the invite is not an "Opened" guest; the event is among the events they host
    expect(view.counts?.opened).toBe(0);
    const theirs = (
      await call(listRoute, { url: '/api/customer/event/event-invites/all', headers: cohosts[1]!.headers })
    ).json<InviteList>().data;
    expect([theirs.hostedEvents.map((e) => [e._id, e.role]), theirs.asAGuestEvents]).toEqual([[[event._id, 'cohost']], []]);
    const del = await call(eventRoute, {
      method: 'DELETE',
      url: `/api/customer/event/event-invites/${event._id}`,
      params: { id: event._id },
      headers: cohosts[0]!.headers,
    });
    expect(del.status).toBe(403);
    const put = await call(eventRoute, {
      method: 'PUT',
      url: `/api/customer/event/event-invites/${event._id}`,
      params: { id: event._id },
      headers: cohosts[0]!.headers,
      body: inviteBody({ title: 'Co-hosted' }),
    });
    expect(put.status).toBe(200);
  });

  it('quotes CSV cells and defuses formulas', () => {
    expect(['=1+2', '+91', '-3', '@x', 'plain "q"', null].map(csvCell)).toEqual([
      `"'=1+2"`,
      `"'+91"`,
      `"'-3"`,
      `"'@x"`,
      '"plain ""q"""',
      '""',
    ]);
  });
});
