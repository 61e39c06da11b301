/**
 * Issue 21 "Share": the share page's props, on PGlite and PostgreSQL: an unknown or malformed code redirects to
 * /wonderland; a known one gives the event's public view (no answer, no host-only part) and the chosen template's
 * rendered invite, versioned by its design (og:image); without a design, no picture (the page draws a card).
 */
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import createRoute from '../../../../pages/api/customer/event/create-event-invite';
import { getServerSideProps } from '../../../../pages/smartinvite/share/[code]';
import type { InviteEvent } from '../../../../lib/contracts/invites';
import { resetConfigForTests } from '../../../../server/config';
import { shareInvitePageProps } from '../../../../server/invites/pageProps';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { call, customer, forgetRoutesDb, inviteBody, useDbForRoutes } from './helpers';

beforeAll(() => {
  vi.stubEnv('WHATSAPP_API_KEY', '');
  resetConfigForTests();
});
afterAll(() => {
  forgetRoutesDb();
  vi.unstubAllEnvs();
  resetConfigForTests();
});

function context(code: string) {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) };
  return {
    ctx: {
      params: { code },
      query: { code },
      res,
      req: {},
      resolvedUrl: `/smartinvite/share/${code}`,
    } as unknown as GetServerSidePropsContext,
    headers,
  };
}

describeEachDatabase('the share page (issue 21 "Share")', (getDb) => {
  beforeEach(() => useDbForRoutes(getDb()));

  it('redirects an unknown or malformed code to /wonderland', async () => {
    for (const code of ['Zz9Zz9Zz', 'short', '../../etc']) {
      const { ctx } = context(code);
      expect(await getServerSideProps(ctx)).toEqual({ redirect: { destination: '/wonderland', permanent: false } });
    }
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
    const created = await call(createRoute, {
      method: 'POST',
      url: '/api/customer/event/create-event-invite',
      headers: host.headers,
      body: inviteBody({ templateId: null }),
    });
    const event = created.json<InviteEvent>().data;
    const props = await shareInvitePageProps(event.shortCode);
    expect(props).toMatchObject({ imageUrl: null, ogImageUrl: null });
  });
});
