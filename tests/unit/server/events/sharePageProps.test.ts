/**
 * The share page's props, on PGlite and PostgreSQL: an unknown, mistyped or malformed code answers
 * 404 "This invite does not exist or was removed"; a known one gives the event's public view (no answer, no host-only part) and the chosen template's
 * rendered invite, versioned by its design (og:image); without a design, no picture (the page draws a card).
 */
import { withoutMessages } from '../../../helpers/messages';
import type { GetServerSidePropsContext } from 'next';
import { beforeEach, expect, it } from 'vitest';
import createRoute from '../../../../pages/api/customer/event/create-event-invite';
import ShareInvitePage, { getServerSideProps } from '../../../../pages/smartinvite/share/[code]';
import { eq } from 'drizzle-orm';
import { schemaInviteBody, type InviteEvent } from '../../../../lib/contracts/events';
import { events } from '../../../../server/db/schema';
import { cancelEvent, updateEvent } from '../../../../server/events/events';
import { answerInvite, removeGuest } from '../../../../server/events/guests';
import { runLuckyDraw } from '../../../../server/events/luckyDraw';
import { SHARE_VIEW_TTL_MS } from '../../../../server/events/shareViewCache';
import { shareInvitePageProps } from '../../../../server/events/pageProps';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import InviteCard from '../../../../components/events/InviteCard';
import { call, createInvite, customer, inDays, inviteBody, useDbForRoutes, setUpInvitesSuite } from './helpers';

setUpInvitesSuite();

function context(code: string) {
  const headers: Record<string, string> = {};
  const res = { statusCode: 200, setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) };
  return {
    ctx: {
      params: { code },
      query: { code },
      res,
      req: {},
      resolvedUrl: `/smartinvite/share/${code}`,
    } as unknown as GetServerSidePropsContext,
    headers,
    res,
  };
}

describeEachDatabase('the share page', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  it('answers an unknown, mistyped or malformed code 404 with "This invite does not exist or was removed", never the marketing page', async () => {
    const host = await customer(getDb(), '9833300007');
    const event = await createInvite(host, { templateId: null });
    // one letter's case changed: another code
    const flip = (c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());
    const index = [...event.shortCode].findIndex((c) => /[A-Za-z]/.test(c));
    const mistyped = event.shortCode.slice(0, index) + flip(event.shortCode[index]!) + event.shortCode.slice(index + 1);
    for (const code of ['Zz9Zz9Zz', 'short', '../../etc', mistyped]) {
      const { ctx, res } = context(code);
      expect(withoutMessages(await getServerSideProps(ctx))).toEqual({ props: { missing: true } });
      expect(res.statusCode).toBe(404);
    }
    const html = renderToString(createElement(ShareInvitePage, { missing: true }));
    expect(html).toContain('This invite does not exist or was removed');
    // logged out: no way to "your events" (the server HTML never knows the browser's login)
    expect(html).not.toContain('Your events');
  });

  it('renders a known code: the public view and the event’s rendered invite', async () => {
    const host = await customer(getDb(), '9833300001');
    const created = await call(createRoute, {
      method: 'POST',
      url: '/api/customer/event/create-event-invite',
      headers: host.headers,
      body: inviteBody({ templateId: 'birthday-balloon-pop', language: 'hi' }),
    });
    expect(created.status).toBe(201);
    const event = created.json<InviteEvent>().data;
    const { ctx, headers } = context(event.shortCode);
    const result = (await getServerSideProps(ctx)) as { props: Awaited<ReturnType<typeof shareInvitePageProps>> };
    const props = result.props!;
    expect(props.event).toMatchObject({ _id: event._id, title: "Asha's 30th", role: 'visitor', myRsvp: null });
    expect(props.event.hostOnly).toBeUndefined();
    // the event's own rendered invite (its texts and details), versioned by its design
    expect([props.ogImageUrl, props.imageUrl]).toEqual([event.imageUrl.og, event.imageUrl.share]);
    expect(props.ogImageUrl).toMatch(new RegExp(`^/api/customer/event/event-invites/${event._id}/image\\?size=og&v=`));
    expect(headers['cache-control']).toContain('s-maxage');
  });

  it('has no picture without a design', async () => {
    const host = await customer(getDb(), '9833300002');
    const event = await createInvite(host, { templateId: null });
    const props = await shareInvitePageProps(event.shortCode);
    expect(props).toMatchObject({ imageUrl: null, ogImageUrl: null });
  });

  it('shows a change made through the app at once, though the public view is kept a few seconds', async () => {
    const db = getDb();
    const host = await customer(db, '9833300003');
    const guest = await customer(db, '9833300004');
    const event = await createInvite(host, { templateId: 'birthday-balloon-pop' });
    const view = async () => (await shareInvitePageProps(event.shortCode))!.event;
    expect(await view()).toMatchObject({ title: "Asha's 30th", counts: { going: 0 }, luckyDraw: null, status: 'active' });

    await updateEvent(db, { id: event._id, userId: host.id, body: schemaInviteBody.parse(inviteBody({ title: 'Asha turns 30' })) });
    expect((await view()).title).toBe('Asha turns 30');
    const { guest: answered } = await answerInvite(db, {
      eventId: event._id,
      userId: guest.id,
      name: 'Meena',
      rsvpStatus: 'going',
      plusOnes: 1,
      whatsappOptIn: false,
    });
    expect((await view()).counts).toMatchObject({ going: 2 });
    await runLuckyDraw(db, { eventId: event._id, userId: host.id, prize: 'a gift hamper', winners: 1 });
    expect((await view()).luckyDraw).toMatchObject({ prize: 'a gift hamper', entrants: 1 });
    await removeGuest(db, { eventId: event._id, guestId: answered.id, userId: host.id });
    expect((await view()).counts).toMatchObject({ going: 0 });
    await cancelEvent(db, { id: event._id, userId: host.id });
    expect((await view()).status).toBe('cancelled');
  });

  it('says in its server HTML that the event was moved, or cancelled, to guests who get no WhatsApp', async () => {
    const db = getDb();
    const host = await customer(db, '9833300006');
    const event = await createInvite(host, { templateId: null });
    const html = async () => {
      const props = ((await getServerSideProps(context(event.shortCode).ctx)) as { props: { event: InviteEvent; imageUrl: string | null } })
        .props;
      return { event: props.event, html: renderToString(createElement(InviteCard, props)) };
    };
    const first = await html();
    expect(first.event.movedAt).toBeNull();
    expect(first.html).not.toContain('This event was moved');

    const later = Date.now() + SHARE_VIEW_TTL_MS;
    await updateEvent(db, {
      id: event._id,
      userId: host.id,
      body: schemaInviteBody.parse(inviteBody({ date: inDays(12), time: '18:00' })),
    });
    const moved = await shareInvitePageProps(event.shortCode, later);
    expect(moved!.event.movedAt).toEqual(expect.any(String));
    const movedHtml = renderToString(createElement(InviteCard, moved!));
    expect(movedHtml).toMatch(/This event was moved to [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}, 6:00 PM IST\./);

    await cancelEvent(db, { id: event._id, userId: host.id });
    const cancelled = await shareInvitePageProps(event.shortCode, later + SHARE_VIEW_TTL_MS);
    expect(renderToString(createElement(InviteCard, cancelled!))).toContain('This event has been cancelled.');
  });

  it(`serves the public view from memory for ${SHARE_VIEW_TTL_MS} ms: a change by another app instance shows after that`, async () => {
    const db = getDb();
    const host = await customer(db, '9833300005');
    const event = await createInvite(host, { templateId: null });
    const t0 = Date.now();
    expect((await shareInvitePageProps(event.shortCode, t0))!.event.title).toBe("Asha's 30th");
    // another instance changes the row: this one does not hear of it
    await db.update(events).set({ title: 'Changed elsewhere' }).where(eq(events.id, event._id));
    expect((await shareInvitePageProps(event.shortCode, t0 + SHARE_VIEW_TTL_MS - 1))!.event.title).toBe("Asha's 30th");
    expect((await shareInvitePageProps(event.shortCode, t0 + SHARE_VIEW_TTL_MS))!.event.title).toBe('Changed elsewhere');
  });
});
