/**
 * The console desk pages' server props (4-7) on PGlite and PostgreSQL: who may open each page
 * (signed out → /ops/login, wrong role → 403), what each role gets (providers: support reads only; reviews: the
 * hiding reason for admins only; messages: masked recipients), and that every page is never cached nor indexed.
 */
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { StaffRole } from '../../../../lib/contracts/ops';
import { leads, outbox, reviews } from '../../../../server/db/schema';
import { opsEnquiriesPageProps } from '../../../../server/ops/enquiriesPageProps';
import { opsMessagesPageProps } from '../../../../server/ops/outboxPageProps';
import { opsProvidersPageProps } from '../../../../server/ops/providersPageProps';
import { opsReviewsPageProps } from '../../../../server/ops/reviewsModerationPageProps';
import { opsTodayPageProps } from '../../../../server/ops/todayPageProps';
import { JOB_RETRY_ROLES } from '../../../../server/auth/withStaff';
import { opsChatPageProps } from '../../../../server/ops/chatPageProps';
import { opsOrdersPageProps } from '../../../../server/ops/ordersPageProps';
import { PARTIAL_PHONE_MESSAGE } from '../../../../lib/contracts/opsOrders';
import { ORDER_STATUS } from '../../../../lib/constants';
import { forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { makeOrder, makeProvider } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

afterAll(forgetAppDb);

/** A page request with `cookie` (none: signed out) and the query. */
function pageContext(path: string, cookie: string | null, query: Record<string, string> = {}) {
  const headers: Record<string, string> = {};
  const res = {
    statusCode: 200,
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
  };
  const context = {
    req: { headers: cookie ? { cookie } : {}, method: 'GET' },
    res,
    query,
    resolvedUrl: path,
  } as unknown as GetServerSidePropsContext;
  return { context, res, headers };
}

describeEachDatabase('the console desk pages', (getDb) => {
  let cookies: Record<StaffRole, string>;

  beforeAll(async () => {
    const db = getDb();
    ({ cookies } = await staffOfEachRole(db, '91000400'));
    await makeProvider(db, { name: 'Ramesh Kumar' });
    const order = await makeOrder(db, { status: ORDER_STATUS.COMPLETED, customerPhone: '9811122299' });
    await db.insert(reviews).values({
      orderId: order.id,
      userId: order.userId,
      orderType: order.orderType,
      rating: 1,
      text: 'Some words that broke our rules',
      hiddenAt: new Date(),
      hiddenReason: 'Abusive language',
    });
    await db.insert(leads).values({
      reference: 'EQ-PAGE01',
      service: 'bulk',
      name: 'Meera Iyer',
      phone: '9876500011',
      eventDate: '2026-12-20',
      guests: 250,
      city: 'noida',
    });
    await db.insert(outbox).values({ channel: 'sms', provider: 'fast2sms', recipient: '9811122299', template: 'otp', status: 'failed' });
  });
  beforeEach(() => pointAppAt(getDb()));

  const pages = [
    ['/ops', opsTodayPageProps, ['admin', 'operations', 'support']],
    ['/ops/providers', opsProvidersPageProps, ['admin', 'operations', 'support']],
    // support reads enquiries and the outbox (phones masked); only admins and operations change them
    ['/ops/enquiries', opsEnquiriesPageProps, ['admin', 'operations', 'support']],
    ['/ops/reviews', opsReviewsPageProps, ['admin', 'operations', 'support']],
    ['/ops/messages', opsMessagesPageProps, ['admin', 'operations', 'support']],
    // The support inbox
    ['/ops/chat', opsChatPageProps, ['admin', 'operations', 'support']],
  ] as const;

  it('sends the signed out to /ops/login, answers 403 to other roles, and is never cached or indexed', async () => {
    for (const [path, build, roles] of pages) {
      const out = pageContext(path, null);
      expect(await build(out.context), path).toEqual({
        redirect: { destination: `/ops/login?next=${encodeURIComponent(path)}`, permanent: false },
      });
      expect(out.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(out.headers['cache-control']).toBe('private, no-store');
      for (const role of ['admin', 'operations', 'support'] as const) {
        const signed = pageContext(path, cookies[role]);
        const result = (await build(signed.context)) as { props: { forbidden?: boolean } };
        if ((roles as readonly string[]).includes(role)) {
          expect(result.props.forbidden, `${path} ${role}`).toBeUndefined();
          expect(signed.res.statusCode).toBe(200);
        } else {
          expect(result.props.forbidden, `${path} ${role}`).toBe(true);
          expect(signed.res.statusCode).toBe(403);
        }
      }
    }
  });

  it('gives each role what it may see: edit rights, the hiding reason, whole or masked recipients', async () => {
    const props = async <P>(build: (c: GetServerSidePropsContext) => Promise<unknown>, role: StaffRole, query = {}) =>
      ((await build(pageContext('/ops/x', cookies[role], query).context)) as { props: P }).props;

    expect((await props<{ canEdit: boolean }>(opsProvidersPageProps, 'support')).canEdit).toBe(false);
    const providers = await props<{ canEdit: boolean; providers: { name: string }[] }>(opsProvidersPageProps, 'operations', {
      q: 'Ramesh',
    });
    expect(providers.canEdit).toBe(true);
    expect(providers.providers.map((p) => p.name)).toEqual(['Ramesh Kumar']);

    type Reviews = { canModerate: boolean; result: { reviews: Record<string, unknown>[] } };
    const asAdmin = await props<Reviews>(opsReviewsPageProps, 'admin', { visibility: 'hidden' });
    expect(asAdmin.result.reviews[0]!.hiddenReason).toBe('Abusive language');
    const asSupport = await props<Reviews>(opsReviewsPageProps, 'support', { visibility: 'hidden' });
    expect(asSupport.canModerate).toBe(false);
    expect(asSupport.result.reviews[0]).not.toHaveProperty('hiddenReason');

    type Messages = { result: { messages: { recipient: string }[] } };
    expect((await props<Messages>(opsMessagesPageProps, 'operations')).result.messages[0]!.recipient).toBe('••••••2299');
    expect((await props<Messages>(opsMessagesPageProps, 'admin')).result.messages[0]!.recipient).toBe('9811122299');

    const enquiries = await props<{ result: { enquiries: { reference: string }[] }; team: { name: string }[] }>(
      opsEnquiriesPageProps,
      'operations',
      {
        status: 'new',
      },
    );
    expect(enquiries.result.enquiries.map((e) => e.reference)).toEqual(['EQ-PAGE01']);
    expect(enquiries.team.map((m) => m.name).sort()).toEqual(['Admin', 'Olga Ops']);

    // support reads enquiries and the outbox, phones masked, and may change neither
    type Enquiries = { canChange: boolean; result: { enquiries: { reference: string; phone: string }[] } };
    expect((await props<Enquiries>(opsEnquiriesPageProps, 'operations')).canChange).toBe(true);
    expect((await props<Enquiries>(opsEnquiriesPageProps, 'operations')).result.enquiries[0]!.phone).toBe('9876500011');
    const supportEnquiries = await props<Enquiries>(opsEnquiriesPageProps, 'support');
    expect(supportEnquiries.canChange).toBe(false);
    expect(supportEnquiries.result.enquiries.map((e) => [e.reference, e.phone])).toEqual([['EQ-PAGE01', '••••••0011']]);
    const supportMessages = await props<Messages & { canRetry: boolean }>(opsMessagesPageProps, 'support');
    expect(supportMessages.canRetry).toBe(false);
    expect(supportMessages.result.messages[0]!.recipient).toBe('••••••2299');
    expect((await props<{ canRetry: boolean }>(opsMessagesPageProps, 'operations')).canRetry).toBe(true);

    const today = await props<{ board: { newEnquiries: { count: number } } }>(opsTodayPageProps, 'support');
    expect(today.board.newEnquiries.count).toBe(1);
    // the Try again button follows the retry route's own roles (JOB_RETRY_ROLES), decided on the server
    for (const role of ['admin', 'operations', 'support'] as const) {
      const { canRetryJobs } = await props<{ canRetryJobs: boolean }>(opsTodayPageProps, role);
      expect(canRetryJobs, role).toBe(JOB_RETRY_ROLES.includes(role));
    }
  });

  it('answers a partial phone search on the orders board with no rows and its message, keeping the text in the box', async () => {
    type Board = { page: { rows: unknown[]; total: number }; filters: Record<string, string>; filterError: string | null };
    const board = async (query: Record<string, string>) =>
      ((await opsOrdersPageProps(pageContext('/ops/orders', cookies.support, query).context)) as { props: Board }).props;
    const whole = await board({ q: '9811122299' });
    expect(whole.page.total).toBe(1);
    expect(whole.filterError).toBeNull();
    const partial = await board({ q: '2299', city: 'noida' });
    expect(partial.page).toMatchObject({ rows: [], total: 0 });
    expect(partial.filterError).toBe(PARTIAL_PHONE_MESSAGE);
    expect(partial.filters).toEqual({ q: '2299', city: 'noida' });
    // a refused list choice is dropped from the form, still with no rows
    const wrongStatus = await board({ status: '99' });
    expect(wrongStatus.page.rows).toEqual([]);
    expect(wrongStatus.filters).toEqual({});
  });
});
