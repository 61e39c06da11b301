/**
 * Events of the invites product through the real route handlers, on PGlite and PostgreSQL:
 * creation and its limits, the short code, public and host views, changes by hosts only, the list of a customer's
 * events.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import createRoute from '../../../../pages/api/customer/event/create-event-invite';
import listRoute from '../../../../pages/api/customer/event/event-invites/all';
import eventRoute from '../../../../pages/api/customer/event/event-invites/[id]/index';
import { OCCASIONS } from '../../../../lib/events/occasions';
import { isGoogleMapsUrl, type InviteEvent, type InviteList } from '../../../../lib/contracts/events';
import { eventMessages, events } from '../../../../server/db/schema';
import { newShortCode, publicEventByCode, SHORT_CODE_LENGTH, startOf } from '../../../../server/events/events';
import { findEventByShortCode } from '../../../../server/events/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { call, customer, inDays, inviteBody, useDbForRoutes, setUpInvitesSuite } from './helpers';

setUpInvitesSuite();

describe('occasions and links', () => {
  it('lists at least 30 occasions with unique keys and Hindi names, the Indian ones among them', () => {
    expect(OCCASIONS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(OCCASIONS.map((o) => o.key)).size).toBe(OCCASIONS.length);
    for (const o of OCCASIONS) expect(o.nameHi).toMatch(/[\u0900-\u097F]/);
    const names = OCCASIONS.map((o) => o.name).join('|');
    for (const name of [
      'Birthday',
      'Godh Bharai',
      'Namkaran',
      'Annaprashan',
      'Mundan',
      'Griha Pravesh',
      'Kitty Party',
      'Diwali Party',
      'Pooja',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('takes https links on Google Maps hosts only', () => {
    for (const ok of [
      'https://maps.app.goo.gl/xyz',
      'https://www.google.com/maps/place/Noida',
      'https://goo.gl/maps/abc',
      'https://maps.google.co.in/?q=x',
    ]) {
      expect(isGoogleMapsUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'http://maps.app.goo.gl/xyz',
      'https://evil.com/maps',
      'https://www.google.com/search?q=x',
      'https://maps.google.com.evil.io/',
      'javascript:alert(1)',
      'https://user@maps.google.com/',
    ]) {
      expect(isGoogleMapsUrl(bad), bad).toBe(false);
    }
  });

  it('makes 8-character codes of its alphabet, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newShortCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[a-zA-Z2-9]{${SHORT_CODE_LENGTH}}$`));
  });

  it('starts an event at its IST date and time', () => {
    expect(startOf('2026-12-20', '19:30').toISOString()).toBe('2026-12-20T14:00:00.000Z');
  });
});

describeEachDatabase('event invites', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  const create = (headers: Record<string, string>, body: Record<string, unknown>) =>
    call(createRoute, { method: 'POST', url: '/api/customer/event/create-event-invite', headers, body });
  const get = (id: string, headers: Record<string, string> = {}) =>
    call(eventRoute, { url: `/api/customer/event/event-invites/${id}`, params: { id }, headers });
  const put = (id: string, headers: Record<string, string>, body: Record<string, unknown>) =>
    call(eventRoute, { method: 'PUT', url: `/api/customer/event/event-invites/${id}`, params: { id }, headers, body });

  it('creates an invite for the session user with an 8-character code and its share link, and a default reminder 2 days before', async () => {
    const db = getDb();
    const host = await customer(db, '9822200001');
    const other = await customer(db, '9822200002');
    const answer = await create(host.headers, { ...inviteBody(), userId: other.id });
    expect(answer.status).toBe(201);
    const event = answer.json<InviteEvent>().data;
    expect(event.shortCode).toHaveLength(8);
    expect(event.shareUrl).toBe(`/smartinvite/share/${event.shortCode}`);
    expect([event.role, event.title, event.language, event.hostNames, event.rsvp.plusOnesAllowed]).toEqual([
      'owner',
      "Asha's 30th",
      'hi',
      ['Asha', 'Rahul'],
      2,
    ]);
    const [row] = await db.select().from(events).where(eq(events.id, event._id));
    // the owner is the token's user, never a body's userId
    expect(row!.ownerId).toBe(host.id);
    expect(row!.startsAt.toISOString()).toBe(startOf(inDays(10), '19:30').toISOString());
    expect((await findEventByShortCode(db, event.shortCode))?.id).toBe(event._id);
    expect(await findEventByShortCode(db, 'zzzzzzzz')).toBeNull();
    const shared = await publicEventByCode(db, event.shortCode);
    expect([shared?._id, shared?.role, shared?.hostOnly, shared?.myRsvp]).toEqual([event._id, 'visitor', undefined, null]);
    expect(await publicEventByCode(db, '<script>')).toBeNull();
    const reminders = await db.select().from(eventMessages).where(eq(eventMessages.eventId, event._id));
    expect(reminders.map((r) => [r.kind, r.segment, r.isDefault, r.sendAt.toISOString()])).toEqual([
      ['reminder', 'no-reply', true, new Date(row!.startsAt.getTime() - 2 * 86_400_000).toISOString()],
    ]);
  });

  it('schedules no default reminder for an event under 3 days away', async () => {
    const db = getDb();
    const host = await customer(db, '9822200003');
    const event = (await create(host.headers, inviteBody({ date: inDays(2) }))).json<InviteEvent>().data;
    expect(await db.select().from(eventMessages).where(eq(eventMessages.eventId, event._id))).toEqual([]);
  });

  it('answers 400 with the field for every limit of an event, 401 without a login', async () => {
    const db = getDb();
    const host = await customer(db, '9822200004');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(31) }, 'title'],
      [{ date: inDays(-1) }, 'date'],
      [{ date: inDays(366) }, 'date'],
      [{ date: '2027-02-30' }, 'date'],
      [{ time: '7:30 PM' }, 'time'],
      [{ venue: 'v'.repeat(201) }, 'venue'],
      [{ mapsUrl: 'https://evil.example.com/maps' }, 'mapsUrl'],
      [{ mapsUrl: 'http://maps.app.goo.gl/abc' }, 'mapsUrl'],
      [{ hostNames: [] }, 'hostNames'],
      [{ hostNames: ['A', 'B', 'C'] }, 'hostNames'],
      [{ hostNames: ['n'.repeat(41)] }, 'hostNames.0'],
      [{ hostNames: ['<b>Asha</b>'] }, 'hostNames.0'],
      [{ occasion: 'moon-landing' }, 'occasion'],
      [{ language: 'fr' }, 'language'],
      [{ rsvp: { capacity: 0 } }, 'rsvp.capacity'],
      [{ rsvp: { capacity: 1001 } }, 'rsvp.capacity'],
      [{ rsvp: { plusOnesAllowed: 6 } }, 'rsvp.plusOnesAllowed'],
      [{ rsvp: { deadline: `${inDays(11)}T00:00:00+05:30` } }, 'rsvp.deadline'],
    ];
    for (const [override, path] of cases) {
      const answer = await create(host.headers, inviteBody(override));
      expect([answer.status, answer.json().errors?.[0]?.path], JSON.stringify(override)).toEqual([400, path]);
    }
    expect((await create(host.headers, inviteBody({ date: inDays(365), title: 'x'.repeat(30) }))).status).toBe(201);
    expect((await create(host.headers, inviteBody({ date: inDays(0), mapsUrl: null }))).status).toBe(201);
    expect((await create({}, inviteBody())).status).toBe(401);
    expect(await db.select().from(events).where(eq(events.ownerId, host.id))).toHaveLength(2);
  });

  it('shows public fields to anyone, the host-only part to hosts, counts only when shown, and 404 for a malformed or unknown id', async () => {
    const db = getDb();
    const host = await customer(db, '9822200005');
    const visitor = await customer(db, '9822200006');
    const event = (await create(host.headers, inviteBody({ rsvp: { showCount: false, plusOnesAllowed: 1 } }))).json<InviteEvent>().data;
    const anonymous = (await get(event._id)).json<InviteEvent>().data;
    expect([anonymous.role, anonymous.title, anonymous.counts, anonymous.hostOnly, anonymous.myRsvp]).toEqual([
      'visitor',
      "Asha's 30th",
      null,
      undefined,
      null,
    ]);
    const asVisitor = (await get(event._id, visitor.headers)).json<InviteEvent>().data;
    expect([asVisitor.role, asVisitor.counts]).toEqual(['visitor', null]);
    const asHost = (await get(event._id, host.headers)).json<InviteEvent>().data;
    // the visitor who opened it while logged in is counted
    expect([asHost.role, asHost.counts?.opened, asHost.counts?.noReply, asHost.hostOnly?.cohosts]).toEqual(['owner', 1, 1, 0]);
    expect((await get('not-an-id')).status).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000')).json().message).toBe('No such event.');
    expect((await get(event._id, { authorization: 'Bearer forged' })).status).toBe(401);
  });

  it('lets hosts change the event and answers 403 to anyone else', async () => {
    const db = getDb();
    const host = await customer(db, '9822200007');
    const stranger = await customer(db, '9822200008');
    const event = (await create(host.headers, inviteBody())).json<InviteEvent>().data;
    const refused = await put(event._id, stranger.headers, inviteBody({ title: 'Hijacked' }));
    expect(refused.status).toBe(403);
    expect((await put(event._id, {}, inviteBody())).status).toBe(401);
    const changed = await put(
      event._id,
      host.headers,
      inviteBody({ title: 'Asha turns 30', templateId: 'birthday-golden-glow', rsvp: { capacity: 50, plusOnesAllowed: 0 } }),
    );
    expect(changed.status).toBe(200);
    const data = changed.json<InviteEvent>().data;
    expect([data.title, data.templateId, data.rsvp.capacity, data.shortCode]).toEqual([
      'Asha turns 30',
      'birthday-golden-glow',
      50,
      event.shortCode,
    ]);
    expect((await put(event._id, host.headers, inviteBody({ title: '' }))).status).toBe(400);
  });

  it('lists the events a customer hosts and those they answered', async () => {
    const db = getDb();
    const host = await customer(db, '9822200009');
    const first = (await create(host.headers, inviteBody({ date: inDays(20) }))).json<InviteEvent>().data;
    const second = (await create(host.headers, inviteBody({ date: inDays(5) }))).json<InviteEvent>().data;
    const answer = await call(listRoute, { url: '/api/customer/event/event-invites/all', headers: host.headers });
    const { hostedEvents, asAGuestEvents } = answer.json<InviteList>().data;
    expect(hostedEvents.map((e) => e._id)).toEqual([second._id, first._id]);
    expect(asAGuestEvents).toEqual([]);
    expect((await call(listRoute, { url: '/api/customer/event/event-invites/all' })).status).toBe(401);
  });
});
