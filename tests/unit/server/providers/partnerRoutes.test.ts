/**
 * Role checks on every partner route, table-driven over the route list: every contract
 * whose auth is `partner` must appear in ROUTES below (a new route without a row fails here), and each is called
 * unsigned, with a customer's token (as a bearer and as the cookie), with a staff cookie (and a staff token in the
 * partner cookie), with another provider's job (404), cross-site (403), and after the provider is deactivated
 * (401 at once). Then the sign-in, a job from acceptance (on the way, arrived) to completion over HTTP on the real clock, the photo
 * upload, and that no partner answer carries the customer's phone number.
 */
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import { CONTRACTS } from '../../../../lib/contracts';
import type { EndpointName } from '../../../../lib/contracts/endpoints';
import type { RouteContract } from '../../../../lib/contracts/http';
import { PARTNER_OTP_SENT } from '../../../../lib/contracts/partner';
import { SITE_URL } from '../../../../lib/site';
import opsMeRoute from '../../../../pages/api/ops/auth/me';
import partnerLogoutRoute from '../../../../pages/api/partner/auth/logout';
import partnerMeRoute from '../../../../pages/api/partner/auth/me';
import partnerOtpRoute from '../../../../pages/api/partner/auth/otp';
import partnerVerifyRoute from '../../../../pages/api/partner/auth/verify';
import partnerJobRoute from '../../../../pages/api/partner/jobs/[id]';
import partnerAcceptRoute from '../../../../pages/api/partner/jobs/[id]/accept';
import partnerCompleteRoute from '../../../../pages/api/partner/jobs/[id]/complete';
import partnerDeclineRoute from '../../../../pages/api/partner/jobs/[id]/decline';
import partnerPhotosRoute from '../../../../pages/api/partner/jobs/[id]/photos';
import partnerStartRoute from '../../../../pages/api/partner/jobs/[id]/start';
import partnerOnTheWayRoute from '../../../../pages/api/partner/jobs/[id]/on-the-way';
import partnerArrivedRoute from '../../../../pages/api/partner/jobs/[id]/arrived';
import partnerJobsRoute from '../../../../pages/api/partner/jobs/index';
import partnerPhotoRoute from '../../../../pages/api/partner/photo';
import partnerAvailabilityRoute from '../../../../pages/api/partner/availability';
import partnerBankAccountRoute from '../../../../pages/api/partner/bank-account';
import partnerEarningsRoute from '../../../../pages/api/partner/earnings';
import partnerPayoutRoute from '../../../../pages/api/partner/payouts/[id]';
import partnerChatRoute from '../../../../pages/api/partner/chat/[id]/index';
import partnerChatSendRoute from '../../../../pages/api/partner/chat/[id]/messages';
import partnerChatReadRoute from '../../../../pages/api/partner/chat/[id]/read';
import partnerChatStreamRoute from '../../../../pages/api/partner/chat/stream';
import orderDetailsRoute from '../../../../pages/api/order/order_details/[id]';
import { createConsoleSession } from '../../../../server/auth/consoleSession';
import { signSession } from '../../../../server/auth/session';
import { resetConfigForTests } from '../../../../server/config';
import { auditLog, orders, otpChallenges, outbox, photos, providers, type Order, type Provider } from '../../../../server/db/schema';
import type { DbHandle } from '../../../../server/db/types';
import { SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { makeAdmin } from '../../../../server/ops/staff';
import { assignProvider } from '../../../../server/providers/assignment';
import { updateProvider } from '../../../../server/providers/directory';
import { makeOrder, makeAvailableProvider, withAvailableProviders } from '../../../helpers/providers';
import { latestStartedChefSlot, paidChefOrderAt } from '../../../helpers/partner';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { callRoute, multipart, type RouteHandler } from '../gallery/routeCall';

/** Every partner route and its handler. */
const ROUTES: Partial<Record<EndpointName, RouteHandler>> = {
  partnerLogout: partnerLogoutRoute,
  partnerMe: partnerMeRoute,
  partnerJobs: partnerJobsRoute,
  partnerJob: partnerJobRoute,
  partnerJobAccept: partnerAcceptRoute,
  partnerJobDecline: partnerDeclineRoute,
  partnerJobStart: partnerStartRoute,
  partnerJobComplete: partnerCompleteRoute,
  partnerJobPhotoUpload: partnerPhotosRoute,
  partnerJobOnTheWay: partnerOnTheWayRoute,
  partnerJobArrived: partnerArrivedRoute,
  // the provider's own photo (no provider id: only their own)
  partnerPhoto: partnerPhotoRoute,
  partnerPhotoUpdate: partnerPhotoRoute,
  partnerPhotoRemove: partnerPhotoRoute,
  // the provider's own availability
  partnerAvailability: partnerAvailabilityRoute,
  partnerAvailabilityUpdate: partnerAvailabilityRoute,
  partnerEarnings: partnerEarningsRoute,
  partnerPayoutOne: partnerPayoutRoute,
  partnerBankAccount: partnerBankAccountRoute,
  partnerBankAccountUpdate: partnerBankAccountRoute,
  // The chat of a job
  partnerChat: partnerChatRoute,
  partnerChatSend: partnerChatSendRoute,
  partnerChatRead: partnerChatReadRoute,
  partnerChatStream: partnerChatStreamRoute,
};

/** A valid body for the routes that take one (so that a refusal is about who calls, never about the body). */
const BODIES: Partial<Record<EndpointName, unknown>> = {
  partnerJobDecline: { reason: 'Not available that evening' },
  partnerJobStart: { code: '1234' },
  partnerChatSend: { text: 'I will reach by 6 pm', clientId: 'client-0001' },
  partnerChatRead: { upToMessageId: 1 },
};

const HOST = '127.0.0.1:3000';
const CUSTOMER_PHONE = '9811177788';
const SOME_ID = '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e';
const mediaDir = mkdtempSync(path.join(tmpdir(), 'partner-media-'));
const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };
const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const contractOf = (name: EndpointName) => CONTRACTS[name] as RouteContract;

/** Calls a partner route for the job `id` (when its path has one), with `headers` and the route's valid body. */
function call(
  name: EndpointName,
  { id = SOME_ID, headers = {}, body }: { id?: string; headers?: Record<string, string>; body?: unknown } = {},
) {
  const contract = contractOf(name);
  const url = contract.path.replace('{id}', id);
  const method = contract.method;
  return callRoute(ROUTES[name] ?? (() => undefined), {
    method,
    url,
    params: contract.path.includes('{id}') ? { id } : {},
    headers: { host: HOST, ...headers },
    body: body ?? BODIES[name] ?? (method === 'GET' ? undefined : {}),
  });
}

beforeAll(() => {
  vi.stubEnv('MEDIA_DIR', mediaDir);
  vi.stubEnv('WHATSAPP_API_KEY', '');
  vi.stubEnv('OTP_TEST_NUMBERS', '9888800150:2468,9888800199:1111');
  resetConfigForTests();
});
afterAll(() => {
  globalForDb.__partyDb = undefined;
  vi.unstubAllEnvs();
  resetConfigForTests();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('the partner route table', () => {
  it('lists every partner route of the contracts, and leaves only the two sign-in steps of /api/partner public', () => {
    const guarded = Object.values(CONTRACTS)
      .filter((contract) => contract.auth === 'partner')
      .map((contract) => contract.name)
      .sort();
    expect(Object.keys(ROUTES).sort()).toEqual(guarded);
    const publicPartner = Object.values(CONTRACTS)
      .filter((contract) => contract.path.startsWith('/api/partner/') && contract.auth !== 'partner')
      .map((contract) => `${contract.name}:${contract.auth}`);
    expect(publicPartner.sort()).toEqual(['partnerOtpRequest:public', 'partnerOtpVerify:public']);
  });
});

describeEachDatabase('role checks on every partner route', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  let provider: Provider;
  let otherProvider: Provider;
  let othersOrder: Order;
  let partnerCookie = '';
  let staffCookie = '';
  let staffToken = '';
  let customerToken = '';

  const partnerCookieFor = async (p: Provider) => `partner_session=${(await createConsoleSession(getDb(), 'partner', p.id)).token}`;

  beforeAll(async () => {
    const db = getDb();
    provider = await makeAvailableProvider(db, { name: 'Ramesh Kumar' });
    otherProvider = await makeAvailableProvider(db, { name: 'Vikram Singh' });
    const order = await makeOrder(db, { eventDate: '2026-12-10', customerPhone: CUSTOMER_PHONE });
    othersOrder = (await assignProvider(db, { orderId: order.id, providerId: otherProvider.id, actor: SYSTEM_ACTOR, now: new Date() }))
      .order;
    partnerCookie = await partnerCookieFor(provider);
    const admin = (await makeAdmin(db, { phone: '9100000201', onlyIfNoAdmin: false, action: 'staff.add_admin' }))!;
    staffToken = (await createConsoleSession(db, 'staff', admin.id)).token;
    staffCookie = `ops_session=${staffToken}`;
    const { findOrCreateUserByPhone } = await import('../../../../server/users/repository');
    const { user } = await findOrCreateUserByPhone(db, CUSTOMER_PHONE);
    customerToken = await signSession(db, user.id);
  });
  beforeEach(() => {
    globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
  });

  for (const name of Object.keys(ROUTES) as EndpointName[]) {
    const { method, path: routePath } = contractOf(name);
    describe(`${method} ${routePath}`, () => {
      it('answers 401 unsigned, to a customer token (bearer or cookie) and to a staff session', async () => {
        const refused: Record<string, string>[] = [
          {},
          { authorization: `Bearer ${customerToken}` },
          { cookie: `partner_session=${customerToken}` },
          { cookie: staffCookie },
          // a staff session's token in the partner cookie: the row is not a partner session
          { cookie: `partner_session=${staffToken}` },
        ];
        for (const headers of refused) {
          const answer = await call(name, { headers: { ...sameOrigin, ...headers } });
          expect(answer.status, JSON.stringify(Object.keys(headers))).toBe(401);
        }
      });

      if (routePath.includes('{id}')) {
        it("answers 404 for another provider's job and for an unknown one", async () => {
          for (const id of [othersOrder.id, SOME_ID]) {
            const answer = await call(name, { id, headers: { ...sameOrigin, cookie: partnerCookie } });
            expect(answer.status, answer.body.toString()).toBe(404);
          }
        });
      }

      if (method !== 'GET') {
        it('answers 403 to a cross-site or unattributed state change of a signed-in provider', async () => {
          // logout ends the session it is called with: each of its calls gets a session of its own
          const cookieOf = async () => (name === 'partnerLogout' ? partnerCookieFor(provider) : partnerCookie);
          const cookie = await cookieOf();
          const refusedHeaders: Record<string, string>[] = [
            { 'sec-fetch-site': 'cross-site' },
            { 'sec-fetch-site': 'same-site' },
            { origin: 'https://evil.example' },
            {},
          ];
          for (const headers of refusedHeaders) {
            expect((await call(name, { headers: { cookie, ...headers } })).status, JSON.stringify(headers)).toBe(403);
          }
          // from our origin (or the site's public origin behind a proxy) it gets past the check
          const ours = await call(name, { headers: { cookie: await cookieOf(), origin: `http://${HOST}` } });
          expect([401, 403]).not.toContain(ours.status);
          const site = await call(name, { headers: { cookie: await cookieOf(), origin: new URL(SITE_URL).origin, host: 'internal:3000' } });
          expect([401, 403]).not.toContain(site.status);
        });
      }
    });
  }

  it('signs a deactivated provider out at once, and a partner session never opens the console', async () => {
    const leaving = await makeAvailableProvider(getDb(), { name: 'Leaving Soon' });
    const cookie = await partnerCookieFor(leaving);
    expect((await call('partnerMe', { headers: { cookie } })).status).toBe(200);
    const token = cookie.split('=')[1]!;
    expect((await callRoute(opsMeRoute, { url: '/api/ops/auth/me', headers: { cookie: `ops_session=${token}` } })).status).toBe(401);
    expect((await callRoute(opsMeRoute, { url: '/api/ops/auth/me', headers: { cookie } })).status).toBe(401);
    await updateProvider(getDb(), leaving.id, { active: false }, { now: new Date(), actor: SYSTEM_ACTOR });
    expect((await call('partnerMe', { headers: { cookie } })).status).toBe(401);
    expect((await call('partnerJobs', { headers: { cookie } })).status).toBe(401);
  });

  it('signs in by OTP: the same answer for any number, a code only for an active provider, a 12-hour partner cookie', async () => {
    const db = getDb();
    const signingIn = await makeAvailableProvider(db, { name: 'Suresh Yadav', phone: '9888800150' });
    const forProvider = await callRoute(partnerOtpRoute, {
      method: 'POST',
      url: '/api/partner/auth/otp',
      headers: sameOrigin,
      body: { phone: signingIn.phone },
    });
    const forOther = await callRoute(partnerOtpRoute, {
      method: 'POST',
      url: '/api/partner/auth/otp',
      headers: sameOrigin,
      body: { phone: '9888800199' },
    });
    expect([forProvider.status, forProvider.json().message]).toEqual([200, PARTNER_OTP_SENT]);
    expect([forOther.status, forOther.json().message]).toEqual([200, PARTNER_OTP_SENT]);
    expect((await db.select().from(otpChallenges).where(eq(otpChallenges.phone, signingIn.phone)))[0]).toMatchObject({
      purpose: 'partner',
    });
    // only the provider's number is sent a code (a test number: recorded in the outbox instead of an SMS)
    const sent = async (phone: string) => (await db.select().from(outbox).where(eq(outbox.recipient, phone))).map((row) => row.template);
    expect(await sent(signingIn.phone)).toEqual(['login-otp']);
    expect(await sent('9888800199')).toEqual([]);
    const crossSite = await callRoute(partnerOtpRoute, {
      method: 'POST',
      url: '/api/partner/auth/otp',
      headers: { 'sec-fetch-site': 'cross-site' },
      body: { phone: signingIn.phone },
    });
    expect(crossSite.status).toBe(403);
    const wrong = await callRoute(partnerVerifyRoute, {
      method: 'POST',
      url: '/api/partner/auth/verify',
      headers: sameOrigin,
      body: { phone: signingIn.phone, otp: '0000' },
    });
    expect(wrong.status).toBe(401);
    const verified = await callRoute(partnerVerifyRoute, {
      method: 'POST',
      url: '/api/partner/auth/verify',
      // signed in on /hi/partner: the provider's messages turn Hindi
      headers: { ...sameOrigin, 'x-locale': 'hi' },
      body: { phone: signingIn.phone, otp: '2468' },
    });
    expect(verified.status, verified.body.toString()).toBe(200);
    expect((await db.select().from(providers).where(eq(providers.id, signingIn.id)))[0]?.language).toBe('hi');
    expect(verified.json()).toMatchObject({ data: { provider: { _id: signingIn.id, name: 'Suresh' } } });
    const setCookie = verified.headers['set-cookie']!;
    expect(setCookie).toMatch(/^partner_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200/);
    // and the device is remembered (its own OTP budget next time): httpOnly, the partner sign-in's own cookie and path
    expect(String(setCookie)).toMatch(
      /(?:^|,\s*)partner_login_device=[A-Za-z0-9_-]{43}; Path=\/api\/partner\/auth; HttpOnly; SameSite=Lax; Max-Age=31536000/,
    );
    const cookie = setCookie.split(';')[0]!;
    expect((await call('partnerMe', { headers: { cookie } })).json()).toMatchObject({ data: { provider: { _id: signingIn.id } } });
    // a customer code of the same number signs nobody into the partner app, and the partner session is no customer login
    expect(
      (
        await callRoute(orderDetailsRoute, {
          url: `/api/order/order_details/${othersOrder.id}`,
          params: { id: othersOrder.id },
          headers: { cookie },
        })
      ).status,
    ).toBe(401);
    const out = await call('partnerLogout', { headers: { ...sameOrigin, cookie } });
    expect(out.status).toBe(200);
    expect(out.headers['set-cookie']).toMatch(/^partner_session=; .*Max-Age=0/);
    expect((await call('partnerMe', { headers: { cookie } })).status).toBe(401);
  });

  it('takes a job from acceptance to completion over HTTP; the customer sees the start code until the start; no answer carries their number', async () => {
    const db = getDb();
    const chef = await makeAvailableProvider(db, { name: 'Mohan Lal' });
    const cookie = await partnerCookieFor(chef);
    const { eventDate, slot } = latestStartedChefSlot();
    const booked = await paidChefOrderAt(db, { phone: CUSTOMER_PHONE, eventDate, slotId: slot.id });
    const order = (await assignProvider(db, { orderId: booked.id, providerId: chef.id, actor: SYSTEM_ACTOR, now: new Date() })).order;
    const headers = { ...sameOrigin, cookie };
    const payloads: string[] = [];
    const seen = async (answer: Awaited<ReturnType<typeof call>>) => {
      payloads.push(answer.body.toString());
      return answer;
    };

    const list = await seen(await call('partnerJobs', { headers }));
    expect(list.status).toBe(200);
    expect(list.json<{ upcoming: { _id: string; canAccept: boolean; customer: unknown }[] }>().data.upcoming).toEqual([
      expect.objectContaining({ _id: order.id, canAccept: true, customer: expect.objectContaining({ name: 'Asha Verma' }) }),
    ]);
    expect((await seen(await call('partnerJobAccept', { id: order.id, headers }))).json()).toMatchObject({ data: { canAccept: false } });

    // the customer's order page: the provider's first name, and the code (the slot has started)
    const customerView = async () => {
      const answer = await callRoute(orderDetailsRoute, {
        url: `/api/order/order_details/${order.id}`,
        params: { id: order.id },
        headers: { authorization: `Bearer ${customerToken}` },
      });
      expect(answer.status, answer.body.toString()).toBe(200);
      return answer.json<{ provider: unknown; startCode: string | null; status: number }>().data;
    };
    expect(await customerView()).toMatchObject({ provider: { firstName: 'Mohan', photoUrl: null }, startCode: order.startCode });

    // on the way, then arrived (twice: the first arrival counts); the customer's page says so; the location kept coarse
    const onTheWay = await seen(await call('partnerJobOnTheWay', { id: order.id, headers }));
    expect(onTheWay.status, onTheWay.body.toString()).toBe(200);
    expect(onTheWay.json()).toMatchObject({ data: { canSayOnTheWay: false, canSayArrived: true } });
    const badLocation = await call('partnerJobArrived', { id: order.id, headers, body: { location: { lat: 'here' } } });
    expect(badLocation.status).toBe(400);
    const arrived = await seen(
      await call('partnerJobArrived', { id: order.id, headers, body: { location: { lat: 28.627981, lng: 77.373428 } } }),
    );
    expect(arrived.status, arrived.body.toString()).toBe(200);
    const { arrivedAt } = arrived.json<{ arrivedAt: string }>().data;
    expect(arrivedAt).not.toBeNull();
    const again = await seen(await call('partnerJobArrived', { id: order.id, headers, body: {} }));
    expect(again.json()).toMatchObject({ data: { arrivedAt, canSayArrived: false } });
    expect(await customerView()).toMatchObject({ arrival: { assignedLabel: 'Chef assigned', arrivedAt } });
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.arrivalLocation).toEqual({ lat: 28.63, lng: 77.37 });

    const wrongCode = order.startCode === '0000' ? '1111' : '0000';
    const wrong = await seen(await call('partnerJobStart', { id: order.id, headers, body: { code: wrongCode } }));
    expect([wrong.status, wrong.json().message]).toEqual([
      400,
      'This start code is not right. Please ask the customer for the 4-digit code on their order page.',
    ]);
    const malformed = await call('partnerJobStart', { id: order.id, headers, body: { code: '12a4' } });
    expect(malformed.status).toBe(400);
    const completeEarly = await seen(await call('partnerJobComplete', { id: order.id, headers }));
    expect([completeEarly.status, completeEarly.json().message]).toEqual([409, 'An order cannot go from Accepted to Completed.']);
    const started = await seen(await call('partnerJobStart', { id: order.id, headers, body: { code: order.startCode } }));
    expect(started.status, started.body.toString()).toBe(200);
    expect(started.json()).toMatchObject({ data: { status: ORDER_STATUS.IN_PROGRESS, canComplete: true } });
    expect(await customerView()).toMatchObject({ status: ORDER_STATUS.IN_PROGRESS, startCode: null });
    const declineLate = await seen(await call('partnerJobDecline', { id: order.id, headers }));
    expect([declineLate.status, declineLate.json().message]).toEqual([409, 'An order cannot go from In progress to Booked.']);
    const done = await seen(await call('partnerJobComplete', { id: order.id, headers }));
    expect(done.status).toBe(200);
    expect((await customerView()).status).toBe(ORDER_STATUS.COMPLETED);
    payloads.push((await call('partnerJob', { id: order.id, headers })).body.toString());
    payloads.push((await call('partnerJobs', { headers })).body.toString());

    for (const payload of payloads) expect(payload).not.toContain(CUSTOMER_PHONE);
    const lines = await db.select().from(auditLog).where(eq(auditLog.entityId, order.id)).orderBy(auditLog.seq);
    expect(lines.map((line) => [line.action, line.actorKind, line.actorProviderId])).toEqual([
      ['order.provider_assign', 'system', null],
      ['order.provider_accept', 'provider', chef.id],
      ['order.provider_on_the_way', 'provider', chef.id],
      ['order.provider_arrived', 'provider', chef.id],
      ['order.provider_start', 'provider', chef.id],
      ['order.provider_complete', 'provider', chef.id],
    ]);
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({ status: ORDER_STATUS.COMPLETED });
  });

  it('declines over HTTP: the job moves on (to the next free provider, or to operations) and leaves the list', async () => {
    const chef = await makeAvailableProvider(getDb(), { name: 'Dinesh Chef' });
    const cookie = await partnerCookieFor(chef);
    const booked = await makeOrder(getDb(), { eventDate: '2026-12-12', customerPhone: CUSTOMER_PHONE });
    await assignProvider(getDb(), { orderId: booked.id, providerId: chef.id, actor: SYSTEM_ACTOR, now: new Date() });
    const headers = { ...sameOrigin, cookie };
    const short = await call('partnerJobDecline', { id: booked.id, headers, body: { reason: '' } });
    expect(short.status).toBe(400);
    const declined = await call('partnerJobDecline', { id: booked.id, headers, body: { reason: 'My van broke down' } });
    expect(declined.status, declined.body.toString()).toBe(200);
    const after = (await getDb().select().from(orders).where(eq(orders.id, booked.id)))[0]!;
    expect(after.providerId).not.toBe(chef.id);
    expect(after.status).toBe(after.providerId ? ORDER_STATUS.ACCEPTED : ORDER_STATUS.BOOKED);
    expect((await call('partnerJob', { id: booked.id, headers })).status).toBe(404);
  });

  it('shows a new job with its deadline to accept (respondBy); an offer past it is gone from the list and the job, and cannot be accepted', async () => {
    const chef = await makeAvailableProvider(getDb(), { name: 'Ravi Deadline' });
    const cookie = await partnerCookieFor(chef);
    const headers = { ...sameOrigin, cookie };
    const offeredAt = new Date(Date.now() - 30 * 60_000);
    const fresh = await makeOrder(getDb(), { eventDate: '2026-12-14', customerPhone: CUSTOMER_PHONE });
    await assignProvider(getDb(), { orderId: fresh.id, providerId: chef.id, actor: SYSTEM_ACTOR, now: offeredAt });
    const lapsedAt = new Date(Date.now() - 61 * 60_000);
    const lapsed = await makeOrder(getDb(), { eventDate: '2026-12-15', customerPhone: CUSTOMER_PHONE });
    await assignProvider(getDb(), { orderId: lapsed.id, providerId: chef.id, actor: SYSTEM_ACTOR, now: lapsedAt });

    const list = (await call('partnerJobs', { headers })).json<{
      upcoming: { _id: string; respondBy: string | null; canAccept: boolean }[];
    }>();
    expect(list.data.upcoming).toEqual([
      expect.objectContaining({ _id: fresh.id, canAccept: true, respondBy: new Date(offeredAt.getTime() + 60 * 60_000).toISOString() }),
    ]);
    const job = await call('partnerJob', { id: fresh.id, headers });
    expect(job.json()).toMatchObject({ data: { respondBy: new Date(offeredAt.getTime() + 60 * 60_000).toISOString() } });
    expect((await call('partnerJob', { id: lapsed.id, headers })).status).toBe(404);
    const late = await call('partnerJobAccept', { id: lapsed.id, headers });
    expect([late.status, late.json().message]).toEqual([409, 'The time to accept this job has passed.']);
    // accepted in time: the deadline is gone, the job stays
    const accepted = await call('partnerJobAccept', { id: fresh.id, headers });
    expect(accepted.json()).toMatchObject({ data: { respondBy: null, canAccept: false } });
  });

  it('lets the photographer upload the shoot file by file once started, and nobody else', async () => {
    const db = getDb();
    const photographer = await makeAvailableProvider(db, { name: 'Kiran Rao', services: ['photography'] });
    const cookie = await partnerCookieFor(photographer);
    const { eventDate, slot } = latestStartedChefSlot();
    const booked = await makeOrder(db, {
      orderType: ORDER_TYPE.PHOTOGRAPHY,
      eventDate,
      slot: slot.id,
      details: { hours: 2, extraHours: 0 },
    });
    const order = (await assignProvider(db, { orderId: booked.id, providerId: photographer.id, actor: SYSTEM_ACTOR, now: new Date() }))
      .order;
    const headers = { ...sameOrigin, cookie };
    const photo = async (i: number) => ({
      fileName: `IMG_${i}.jpg`,
      data: await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: i * 20, g: 90, b: 40 } } })
        .jpeg()
        .toBuffer(),
    });
    const send = async (i: number) => {
      const { body, contentType } = multipart([await photo(i)]);
      return call('partnerJobPhotoUpload', { id: order.id, headers: { ...headers, 'content-type': contentType }, body });
    };
    expect((await send(1)).status).toBe(409);
    expect((await call('partnerJobStart', { id: order.id, headers, body: { code: order.startCode } })).status).toBe(200);
    for (const i of [1, 2]) {
      const answer = await send(i);
      expect(answer.status, answer.body.toString()).toBe(201);
      expect(answer.json()).toMatchObject({ data: { uploaded: 1, photos: [{ fileName: `IMG_${i}.jpg` }] } });
    }
    expect(await db.select().from(photos).where(eq(photos.orderId, order.id))).toHaveLength(2);
    const lines = await db.select().from(auditLog).where(eq(auditLog.entityId, order.id)).orderBy(auditLog.seq);
    expect(lines.filter((line) => line.action === 'gallery.upload').map((line) => [line.actorKind, line.actorProviderId])).toEqual([
      ['provider', photographer.id],
      ['provider', photographer.id],
    ]);
  });
});
