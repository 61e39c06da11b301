import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import providerRoute from '../../../../pages/api/ops/providers/[id]';
import jobsRoute from '../../../../pages/api/ops/providers/[id]/jobs';
import assignRoute from '../../../../pages/api/ops/providers/assign';
import providersRoute from '../../../../pages/api/ops/providers/index';
import { ORDER_STATUS } from '../../../../lib/constants';
import { resetConfigForTests } from '../../../../server/config';
import type { DbHandle } from '../../../../server/db/types';
import { type ApiRoute, callRoute, type RouteAnswer } from '../../../helpers/apiResponse';
import { makeOrder, makeAvailableProvider, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** The providers' operations routes, behind the operations key until staff sessions replace it. */

const OPS_KEY = 'ops-key-for-provider-tests-0123';
const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

let ipCounter = 0;
/** Calls a route as Next.js would, from a fresh client IP (wrong keys are counted per IP). */
function call(
  route: ApiRoute,
  {
    method,
    url,
    key = OPS_KEY,
    query = {},
    body,
  }: { method: string; url: string; key?: string | null; query?: Record<string, string>; body?: unknown },
): Promise<RouteAnswer> {
  ipCounter += 1;
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (key) headers['x-ops-api-key'] = key;
  return callRoute(route, { method, url, headers, query, body, ip: `198.51.100.${ipCounter % 250}` });
}

beforeAll(() => {
  vi.stubEnv('OPS_API_KEY', OPS_KEY);
  resetConfigForTests();
});
afterAll(() => {
  globalForDb.__partyDb = undefined;
  vi.unstubAllEnvs();
  resetConfigForTests();
});

const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** Every providers route with a request it would otherwise take. */
const ROUTES: [string, ApiRoute, { method: string; url: string; query?: Record<string, string>; body?: unknown }][] = [
  ['GET /api/ops/providers', providersRoute, { method: 'GET', url: '/api/ops/providers' }],
  [
    'POST /api/ops/providers',
    providersRoute,
    { method: 'POST', url: '/api/ops/providers', body: { name: 'Ramesh', phone: '9876500001', services: ['chef'], cities: ['noida'] } },
  ],
  ['GET /api/ops/providers/{id}', providerRoute, { method: 'GET', url: `/api/ops/providers/${SOME_ID}`, query: { id: SOME_ID } }],
  [
    'PATCH /api/ops/providers/{id}',
    providerRoute,
    { method: 'PATCH', url: `/api/ops/providers/${SOME_ID}`, query: { id: SOME_ID }, body: { active: false } },
  ],
  [
    'GET /api/ops/providers/{id}/jobs',
    jobsRoute,
    { method: 'GET', url: `/api/ops/providers/${SOME_ID}/jobs`, query: { id: SOME_ID, from: '2026-11-23', to: '2026-11-30' } },
  ],
  [
    'POST /api/ops/providers/assign',
    assignRoute,
    { method: 'POST', url: '/api/ops/providers/assign', body: { orderId: SOME_ID, providerId: SOME_ID } },
  ],
];

describeEachDatabase('providers operations routes', (getDb) => {
  beforeEach(() => {
    globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
  });

  it.each(ROUTES)('%s answers 401 without the operations key and with a wrong one, changing nothing', async (_name, route, request) => {
    expect((await call(route, { ...request, key: null })).status).toBe(401);
    expect((await call(route, { ...request, key: 'wrong-key-0000000000000000' })).status).toBe(401);
  });

  it('adds, lists, reads and deactivates a provider; a repeated phone is 409, bad input 400 with the field', async () => {
    const phone = nextPhone();
    const created = await call(providersRoute, {
      method: 'POST',
      url: '/api/ops/providers',
      body: { name: 'Sunita Rao', phone, services: ['decoration'], cities: ['delhi'] },
    });
    expect(created.status).toBe(201);
    const provider = created.json.data as { _id: string; active: boolean };
    expect(provider).toMatchObject({ name: 'Sunita Rao', phone, services: ['decoration'], cities: ['delhi'], pincodes: [], active: true });
    const again = await call(providersRoute, {
      method: 'POST',
      url: '/api/ops/providers',
      body: { name: 'Sunita R', phone, services: ['decoration'], cities: ['delhi'] },
    });
    expect(again.status).toBe(409);
    const bad = await call(providersRoute, {
      method: 'POST',
      url: '/api/ops/providers',
      body: { name: 'X', phone: '123', services: [], cities: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors?.map((e) => e.path)).toEqual(expect.arrayContaining(['name', 'phone', 'services']));

    const listed = await call(providersRoute, { method: 'GET', url: '/api/ops/providers', query: { q: phone, active: 'true' } });
    expect([listed.status, (listed.json.data as { total: number }).total]).toEqual([200, 1]);
    // the one page shape of the console's paged lists
    expect(listed.json.data).toMatchObject({
      page: 1,
      pageSize: expect.any(Number),
      total: 1,
      providers: [expect.objectContaining({ _id: provider._id })],
    });
    const one = await call(providerRoute, { method: 'GET', url: `/api/ops/providers/${provider._id}`, query: { id: provider._id } });
    expect((one.json.data as { _id: string })._id).toBe(provider._id);
    const off = await call(providerRoute, {
      method: 'PATCH',
      url: `/api/ops/providers/${provider._id}`,
      query: { id: provider._id },
      body: { active: false },
    });
    expect([off.status, (off.json.data as { active: boolean }).active]).toEqual([200, false]);
    expect((await call(providerRoute, { method: 'GET', url: `/api/ops/providers/${SOME_ID}`, query: { id: SOME_ID } })).status).toBe(404);
    expect((await call(providerRoute, { method: 'GET', url: '/api/ops/providers/nope', query: { id: 'nope' } })).status).toBe(400);
  });

  it('assigns through the route, refuses a busy provider with 409 naming the order, and lists their jobs', async () => {
    const provider = await makeAvailableProvider(getDb());
    const first = await makeOrder(getDb(), { eventDate: '2031-01-10', slot: '12-13' });
    const second = await makeOrder(getDb(), { eventDate: '2031-01-10', slot: '14-15' });
    const assigned = await call(assignRoute, {
      method: 'POST',
      url: '/api/ops/providers/assign',
      body: { orderId: first.id, providerId: provider.id },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.json.data).toEqual({
      orderId: first.id,
      orderNumber: first.orderNumber,
      status: ORDER_STATUS.ACCEPTED,
      statusLabel: 'Accepted',
      providerId: provider.id,
      changed: true,
    });
    const busy = await call(assignRoute, {
      method: 'POST',
      url: '/api/ops/providers/assign',
      body: { orderId: second.id, providerId: provider.id },
    });
    expect(busy.status).toBe(409);
    expect(busy.json.message).toContain(first.orderNumber);
    const jobs = await call(jobsRoute, {
      method: 'GET',
      url: `/api/ops/providers/${provider.id}/jobs`,
      query: { id: provider.id, from: '2031-01-01', to: '2031-01-31' },
    });
    expect(jobs.status).toBe(200);
    expect((jobs.json.data as { orderNumber: string }[]).map((j) => j.orderNumber)).toEqual([first.orderNumber]);
    const reversed = await call(jobsRoute, {
      method: 'GET',
      url: `/api/ops/providers/${provider.id}/jobs`,
      query: { id: provider.id, from: '2031-01-31', to: '2031-01-01' },
    });
    expect(reversed.status).toBe(400);
  });
});
