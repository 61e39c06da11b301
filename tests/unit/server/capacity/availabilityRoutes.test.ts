/**
 * Providers' availability through its routes: the provider's own in the partner app, any provider's from the
 * console (admins, operations and the operations key; support reads only), audited, validated across fields with the
 * field named, and the assigned jobs a change leaves outside listed and kept.
 */
import { and, eq } from 'drizzle-orm';
import type { NextApiRequest } from 'next';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import opsAvailabilityRoute from '../../../../pages/api/ops/providers/[id]/availability';
import providersRoute from '../../../../pages/api/ops/providers/index';
import partnerAvailabilityRoute from '../../../../pages/api/partner/availability';
import { ORDER_STATUS } from '../../../../lib/constants';
import type { Availability, AvailabilityAnswer } from '../../../../lib/contracts/availability';
import { addIstDays, istClock, istDate } from '../../../../lib/dates';
import { createConsoleSession } from '../../../../server/auth/consoleSession';
import { resetConfigForTests } from '../../../../server/config';
import { auditLog, orders, type Provider } from '../../../../server/db/schema';
import { recordedResponse } from '../../../helpers/apiResponse';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole, type Route } from '../../../helpers/opsDesk';
import { NOIDA_ADDRESS, makeOrder, makeProvider, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const OPS_KEY = 'ops-key-for-availability-tests-01';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(() => {
  vi.stubEnv('OPS_API_KEY', OPS_KEY);
  resetConfigForTests();
});
afterAll(() => {
  forgetAppDb();
  vi.unstubAllEnvs();
  resetConfigForTests();
});

/** Calls a route with the operations key instead of a session. */
async function callWithKey(route: Route, { method, query = {}, body }: { method: string; query?: Record<string, string>; body?: unknown }) {
  const { out, res } = recordedResponse();
  const req = {
    method,
    url: '/api/test',
    headers: { host: '127.0.0.1:3000', 'x-ops-api-key': OPS_KEY },
    query,
    body: body ?? (method === 'GET' ? undefined : {}),
    socket: { remoteAddress: '198.51.100.21' },
  } as unknown as NextApiRequest;
  await route(req, res);
  return out as { status: number; body: { message: string; data?: unknown; errors?: { path: string; message: string }[] } };
}

const EVENINGS: Availability = {
  weekly: [
    { day: 1, from: '16:00', to: '23:00' },
    { day: 6, from: '09:00', to: '13:00' },
    { day: 6, from: '13:00', to: '23:00' },
  ],
  timeOff: [{ from: '2026-12-24T00:00', to: '2026-12-26T00:00', reason: 'Christmas' }],
  pincodes: ['560001', '560038'],
  maxJobsPerDay: 2,
};

describeEachDatabase('providers’ availability routes', (getDb) => {
  let cookies: Record<'admin' | 'operations' | 'support', string>;
  let chef: Provider;
  let chefCookie = '';

  beforeAll(async () => {
    const db = getDb();
    ({ cookies } = await staffOfEachRole(db, '91000034'));
    chef = await makeProvider(db, { name: 'Kavya Rao', cities: ['bengaluru'], phone: nextPhone('93') });
    chefCookie = `partner_session=${(await createConsoleSession(db, 'partner', chef.id)).token}`;
  });
  beforeEach(() => pointAppAt(getDb()));

  const partner = (method: string, body?: unknown, cookie = chefCookie) => callRoute(partnerAvailabilityRoute, { method, cookie, body });
  const ops = (method: string, providerId: string, cookie: string, body?: unknown) =>
    callRoute(opsAvailabilityRoute, { method, cookie, query: { id: providerId }, body });

  it('a provider without hours reads empty lists, the default jobs a day and the served pincodes of their city', async () => {
    const answer = await partner('GET');
    expect(answer.status).toBe(200);
    const data = answer.body.data as AvailabilityAnswer;
    expect(data).toMatchObject({
      weekly: [],
      timeOff: [],
      pincodes: [],
      maxJobsPerDay: 2,
      hasHours: false,
      updatedAt: null,
      jobsOutside: [],
    });
    expect(data.pincodeChoices).toContainEqual({ pincode: '560001', locality: 'MG Road, Vasanth Nagar', city: 'Bengaluru' });
    expect(data.pincodeChoices.every((choice) => choice.city === 'Bengaluru')).toBe(true);
    expect((await partner('GET', undefined, '')).status).toBe(401);
  });

  it('the provider saves their own availability, audited with them as actor', async () => {
    const saved = await partner('PUT', EVENINGS);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...EVENINGS, hasHours: true, jobsOutside: [] });
    expect((await partner('GET')).body.data).toMatchObject({ ...EVENINGS, hasHours: true });
    const [line] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, chef.id), eq(auditLog.action, 'provider.availability_set')));
    expect(line).toMatchObject({ actorKind: 'provider', actorProviderId: chef.id });
    expect(line?.after).toMatchObject({ pincodes: ['560001', '560038'], maxJobsPerDay: 2 });
  });

  it.each([
    [
      'overlapping ranges of one day',
      {
        weekly: [
          { day: 1, from: '09:00', to: '13:00' },
          { day: 1, from: '12:00', to: '18:00' },
        ],
      },
      'weekly.1.from',
    ],
    ['a range ending before it starts', { weekly: [{ day: 2, from: '18:00', to: '10:00' }] }, 'weekly.0.to'],
    ['time off ending before it starts', { timeOff: [{ from: '2026-12-24T10:00', to: '2026-12-24T09:00' }] }, 'timeOff.0.to'],
    ['a pincode outside their cities', { pincodes: ['560001', '560038', '201309'] }, 'pincodes.2'],
    ['a pincode we do not serve', { pincodes: ['999999'] }, 'pincodes.0'],
    ['too many jobs a day', { maxJobsPerDay: 11 }, 'maxJobsPerDay'],
  ])('refuses %s (400 naming the field), changing nothing', async (_name, change, path) => {
    const refused = await partner('PUT', { ...EVENINGS, ...change });
    expect(refused.status).toBe(400);
    expect((refused.body as { errors?: { path: string }[] }).errors?.[0]?.path).toBe(path);
    expect((await partner('GET')).body.data).toMatchObject(EVENINGS);
  });

  it('admins, operations and the operations key read and set any provider’s availability; support reads it but is refused a change', async () => {
    const other = await makeProvider(getDb(), { name: 'Imran Khan', cities: ['bengaluru'], phone: nextPhone('93') });
    expect((await ops('GET', other.id, cookies.support)).status).toBe(200);
    expect((await ops('PUT', other.id, cookies.support, EVENINGS)).status).toBe(403);
    expect((await ops('GET', other.id, cookies.admin)).status).toBe(200);
    const saved = await ops('PUT', other.id, cookies.operations, { ...EVENINGS, maxJobsPerDay: 4 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ maxJobsPerDay: 4, hasHours: true });
    const viaKey = await callWithKey(opsAvailabilityRoute, {
      method: 'PUT',
      query: { id: other.id },
      body: { ...EVENINGS, maxJobsPerDay: 5 },
    });
    expect(viaKey.status).toBe(200);
    const lines = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, other.id), eq(auditLog.action, 'provider.availability_set')));
    expect(lines.map((line) => line.actorKind).sort()).toEqual(['api_key', 'staff']);
    expect((await ops('GET', SOME_ID, cookies.admin)).status).toBe(404);
    expect((await ops('PUT', SOME_ID, cookies.admin, EVENINGS)).status).toBe(404);
    // the console's list says who has hours
    const listed = await callRoute(providersRoute, { method: 'GET', cookie: cookies.support, query: { q: 'Imran Khan' } });
    expect((listed.body.data as { providers: { hasHours: boolean }[] }).providers).toEqual([expect.objectContaining({ hasHours: true })]);
    const newcomer = await makeProvider(getDb(), { name: 'Neha Newcomer', cities: ['bengaluru'], phone: nextPhone('93') });
    const newList = await callRoute(providersRoute, { method: 'GET', cookie: cookies.support, query: { q: 'Neha Newcomer' } });
    expect((newList.body.data as { providers: { _id: string; hasHours: boolean }[] }).providers).toEqual([
      expect.objectContaining({ _id: newcomer.id, hasHours: false }),
    ]);
  });

  it('lists the assigned jobs a change leaves outside (hours, time off, pincode) and keeps them assigned', async () => {
    const db = getDb();
    const worker = await makeProvider(db, { name: 'Suresh Babu', cities: ['bengaluru'], phone: nextPhone('93') });
    // a job five days ahead at 19:00 (a one-dish chef job: 19:00 to 21:30), at 560001
    const date = addIstDays(istDate(new Date()), 5);
    const weekday = istClock(new Date(`${date}T12:00:00+05:30`)).weekday;
    const address = { ...NOIDA_ADDRESS, pincode: '560001', city: 'Bengaluru', citySlug: 'bengaluru', locality: 'MG Road' };
    const job = await makeOrder(db, {
      status: ORDER_STATUS.ACCEPTED,
      eventDate: date,
      slot: '19-20',
      address,
      customerPhone: '9811134001',
    });
    await db.update(orders).set({ providerId: worker.id }).where(eq(orders.id, job.id));
    const covering: Availability = {
      weekly: [{ day: weekday, from: '09:00', to: '23:00' }],
      timeOff: [],
      pincodes: ['560001'],
      maxJobsPerDay: 3,
    };
    const put = async (body: Availability) => (await ops('PUT', worker.id, cookies.admin, body)).body.data as AvailabilityAnswer;
    expect((await put(covering)).jobsOutside).toEqual([]);
    const outside = { orderId: job.id, orderNumber: job.orderNumber, date, slotLabel: '07:00 PM - 08:00 PM' };
    expect((await put({ ...covering, weekly: [{ day: weekday, from: '09:00', to: '21:00' }] })).jobsOutside).toEqual([
      { ...outside, reason: 'hours' },
    ]);
    expect((await put({ ...covering, timeOff: [{ from: `${date}T20:00`, to: `${date}T22:00` }] })).jobsOutside).toEqual([
      { ...outside, reason: 'time_off' },
    ]);
    expect((await put({ ...covering, pincodes: ['560038'] })).jobsOutside).toEqual([{ ...outside, reason: 'pincode' }]);
    const [kept] = await db.select().from(orders).where(eq(orders.id, job.id));
    expect(kept?.providerId).toBe(worker.id);
  });
});
