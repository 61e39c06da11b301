/**
 * "Add to calendar" (.ics) and the lucky draw, through the real routes on PGlite and
 * PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import acceptRoute from '../../../../pages/api/customer/event/co-hosts/accept';
import cohostRoute from '../../../../pages/api/customer/event/co-hosts/[eventId]';
import eventRoute from '../../../../pages/api/customer/event/event-invites/[id]/index';
import icsRoute from '../../../../pages/api/customer/event/event-invites/[id]/ics';
import drawRoute from '../../../../pages/api/customer/event/lucky-draw/[eventId]';
import type { InviteEvent, LuckyDrawResult } from '../../../../lib/contracts/events';
import { luckyDraws } from '../../../../server/db/schema';
import { drawWinners } from '../../../../server/events/luckyDraw';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import {
  call,
  customer,
  inDays,
  useDbForRoutes,
  type Customer,
  setUpInvitesSuite,
  createInvite as create,
  answerInvite as rsvp,
} from './helpers';

setUpInvitesSuite();

describe('drawWinners', () => {
  it('picks distinct winners, all of the pool when it is smaller, each entrant with a fair chance', () => {
    expect(drawWinners([1, 2, 3], 5).sort()).toEqual([1, 2, 3]);
    const picks = drawWinners([...Array(50).keys()], 10);
    expect(new Set(picks).size).toBe(10);
    const wins = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i += 1) {
      const winner = drawWinners([0, 1, 2, 3], 1)[0]!;
      wins[winner] = (wins[winner] ?? 0) + 1;
    }
    for (const n of wins) expect(n).toBeGreaterThan(800);
  });
});

describeEachDatabase('calendar file and lucky draw', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  it('gives anyone a valid .ics of the invite with its UTC start, escaped venue and links; 404 for an unknown id', async () => {
    const db = getDb();
    const host = await customer(db, '9855500001');
    const event = await create(host, { date: inDays(15), time: '19:30', venue: 'Hall 2, Sector 62; Noida' });
    const answer = await call(icsRoute, { url: `/api/customer/event/event-invites/${event._id}/ics`, params: { id: event._id } });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = answer.body.toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(
      `DTSTART:${new Date(event.startsAt)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(lines).toContain('DURATION:PT2H');
    expect(lines).toContain(`UID:${event._id}@invites`);
    expect(text).toContain('LOCATION:Hall 2\\, Sector 62\\; Noida');
    expect(text).toContain("SUMMARY:Asha's 30th");
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    // RFC 5545: no line longer than 75 octets
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect((await call(icsRoute, { url: '/api/customer/event/event-invites/x/ics', params: { id: 'x' } })).status).toBe(404);
  });

  it('draws among guests who answered Going, not hosts nor those who opted out, records each draw and shows the latest', async () => {
    const db = getDb();
    const host = await customer(db, '9855500002');
    const cohost = await customer(db, '9855500003');
    const event = await create(host);
    const draw = (who: Customer, body: Record<string, unknown>) =>
      call(drawRoute, {
        method: 'POST',
        url: `/api/customer/event/lucky-draw/${event._id}`,
        params: { eventId: event._id },
        headers: who.headers,
        body,
      });
    expect((await draw(host, { prize: 'A gift hamper', winners: 1 })).status).toBe(409);
    const going = await Promise.all([4, 5, 6].map((n) => customer(db, `985550000${n}`)));
    for (const g of going) await rsvp(g, { eventId: event._id, name: `Guest ${g.phone.slice(-1)}`, rsvpStatus: 'going' });
    const maybe = await customer(db, '9855500007');
    await rsvp(maybe, { eventId: event._id, rsvpStatus: 'maybe' });
    const optedOut = await customer(db, '9855500008');
    await rsvp(optedOut, { eventId: event._id, rsvpStatus: 'going', luckyDrawOptOut: true });
    // a guest who later became a co-host is a host: not an entrant
    await rsvp(cohost, { eventId: event._id, rsvpStatus: 'going' });
    const link = (await call(cohostRoute, { method: 'POST', url: '/x', params: { eventId: event._id }, headers: host.headers })).json<{
      url: string;
    }>().data.url;
    await call(acceptRoute, {
      method: 'POST',
      url: '/x',
      headers: cohost.headers,
      body: { token: new URL(link).searchParams.get('token') },
    });

    expect((await draw(going[0]!, { prize: 'A gift hamper', winners: 1 })).status).toBe(403);
    expect((await draw(host, { prize: '', winners: 1 })).status).toBe(400);
    const cash = await draw(host, { prize: '₹1000 cash', winners: 1 });
    expect([cash.status, cash.json().errors]).toEqual([400, [{ path: 'prize', message: 'No cash prizes: the prize is yours to give.' }]]);
    expect((await draw(host, { prize: 'Hamper', winners: 0 })).status).toBe(400);
    const first = await draw(host, { prize: 'A gift hamper', winners: 2 });
    expect(first.status).toBe(201);
    const result = first.json<LuckyDrawResult>().data;
    expect([result.prize, result.entrants, result.winners.length, result.winnersWanted]).toEqual(['A gift hamper', 3, 2, 2]);
    for (const w of result.winners) expect(['Guest 4', 'Guest 5', 'Guest 6']).toContain(w.name);
    const again = (await draw(cohost, { prize: 'A gift hamper', winners: 5 })).json<LuckyDrawResult>().data;
    expect([again.entrants, again.winners.length]).toEqual([3, 3]);
    expect(await db.select().from(luckyDraws).where(eq(luckyDraws.eventId, event._id))).toHaveLength(2);
    const shown = (
      await call(eventRoute, { url: `/api/customer/event/event-invites/${event._id}`, params: { id: event._id } })
    ).json<InviteEvent>().data;
    expect(shown.luckyDraw?._id).toBe(again._id);
  });
});
