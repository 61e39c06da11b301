/**
 * Role checks on every console and operations route, table-driven over the route list: every
 * contract whose auth is `staff` or `operations` must appear in ROLES below (a new route without a row fails
 * here), and each is called unsigned, with a customer's token (as a bearer and as the cookie), with each role,
 * cross-site, and (operations routes) with the API key. Then the audit lines the routes write.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { CONTRACTS } from '../../../../lib/contracts';
import { addIstDays, istDate } from '../../../../lib/dates';
import type { EndpointName } from '../../../../lib/contracts/endpoints';
import type { RouteContract } from '../../../../lib/contracts/http';
import { SITE_URL } from '../../../../lib/site';
import { STAFF_ROLES, type StaffRole } from '../../../../lib/contracts/ops';
import leadsRoute from '../../../../pages/api/leads';
import updateOrderStatusRoute from '../../../../pages/api/order/update_order_status';
import opsAuditRoute from '../../../../pages/api/ops/audit';
import opsFinanceSummaryRoute from '../../../../pages/api/ops/finance/summary';
import opsPayoutListRoute from '../../../../pages/api/ops/payouts/index';
import opsPayoutOneRoute from '../../../../pages/api/ops/payouts/[id]';
import opsPayoutRunRoute from '../../../../pages/api/ops/payouts/run';
import opsPayoutSettleRoute from '../../../../pages/api/ops/payouts/[id]/settle';
import opsJobRetryRoute from '../../../../pages/api/ops/jobs/[id]/retry';
import opsFinanceGstr1Route from '../../../../pages/api/ops/finance/gstr1';
import opsOrderOneRoute from '../../../../pages/api/ops/orders/[id]';
import opsOrderDocumentsRoute from '../../../../pages/api/ops/orders/[id]/documents/index';
import opsOrderDocumentRoute from '../../../../pages/api/ops/orders/[id]/documents/[documentId]';
import opsOrderNotesRoute from '../../../../pages/api/ops/orders/[id]/notes';
import opsOrderStepRoute from '../../../../pages/api/ops/orders/[id]/step';
import opsOrderStartCodeUnlockRoute from '../../../../pages/api/ops/orders/[id]/unlock-start-code';
import opsOrderMessagesRoute from '../../../../pages/api/ops/orders/[id]/messages';
import opsOrderExportRoute from '../../../../pages/api/ops/orders/export';
import opsOrdersRoute from '../../../../pages/api/ops/orders/index';
import opsProviderOneRoute from '../../../../pages/api/ops/providers/[id]';
import opsProviderAvailabilityRoute from '../../../../pages/api/ops/providers/[id]/availability';
import opsProviderBankAccountRoute from '../../../../pages/api/ops/providers/[id]/bank-account/index';
import opsProviderBankAccountVerifyRoute from '../../../../pages/api/ops/providers/[id]/bank-account/verify';
import opsProviderJobsRoute from '../../../../pages/api/ops/providers/[id]/jobs';
import opsProviderPhotoRoute from '../../../../pages/api/ops/providers/[id]/photo';
import opsProviderAssignRoute from '../../../../pages/api/ops/providers/assign';
import opsEnquiriesRoute from '../../../../pages/api/ops/enquiries/index';
import opsEnquiryRoute from '../../../../pages/api/ops/enquiries/[id]';
import opsEnquiryNotesRoute from '../../../../pages/api/ops/enquiries/[id]/notes';
import opsMessagesRoute from '../../../../pages/api/ops/messages/index';
import opsMessageRetryRoute from '../../../../pages/api/ops/messages/[id]/retry';
import opsReviewsRoute from '../../../../pages/api/ops/reviews/index';
import opsReviewRoute from '../../../../pages/api/ops/reviews/[id]';
import opsTodayRoute from '../../../../pages/api/ops/today';
import opsDispatchRoute from '../../../../pages/api/ops/dispatch';
import opsCustomerOneRoute from '../../../../pages/api/ops/customers/[id]';
import opsChatQueueRoute from '../../../../pages/api/ops/chat/index';
import opsChatRoomRoute from '../../../../pages/api/ops/chat/[id]/index';
import opsChatSendRoute from '../../../../pages/api/ops/chat/[id]/messages';
import opsChatAssignRoute from '../../../../pages/api/ops/chat/[id]/assign';
import opsChatStreamRoute from '../../../../pages/api/ops/chat/stream';
import opsProvidersRoute from '../../../../pages/api/ops/providers/index';
import opsLogoutRoute from '../../../../pages/api/ops/auth/logout';
import opsMeRoute from '../../../../pages/api/ops/auth/me';
import opsOtpRoute from '../../../../pages/api/ops/auth/otp';
import opsVerifyRoute from '../../../../pages/api/ops/auth/verify';
import opsStaffRoute from '../../../../pages/api/ops/staff';
import opsStaffOneRoute from '../../../../pages/api/ops/staff/[id]';
import balanceCashRoute from '../../../../pages/api/payment_gateway/balance_cash';
import refundRoute from '../../../../pages/api/payment_gateway/refund';
import photoUploadRoute from '../../../../pages/api/photo/upload';
import { createConsoleSession } from '../../../../server/auth/consoleSession';
import { signSession } from '../../../../server/auth/session';
import { resetConfigForTests } from '../../../../server/config';
import { auditLog, orders, type Staff } from '../../../../server/db/schema';
import type { DbHandle } from '../../../../server/db/types';
import { createChefOrder } from '../../../../server/orders/chef';
import { createStaff, makeAdmin } from '../../../../server/ops/staff';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { type ApiRoute, callRoute } from '../../../helpers/apiResponse';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { ALL_DAY_EVERY_DAY, makeAvailableProvider, withAvailableProviders } from '../../../helpers/providers';
import { upsertAvailability } from '../../../../server/capacity/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const ANY: readonly StaffRole[] = STAFF_ROLES;
/** The day-to-day desk: every role but finance (which reads the finance desk and the audit log only). */
const DESK: readonly StaffRole[] = ['admin', 'operations', 'support'];
const OPS: readonly StaffRole[] = ['admin', 'operations'];
const ADMIN: readonly StaffRole[] = ['admin'];
const FINANCE: readonly StaffRole[] = ['admin', 'finance'];

/** Every staff or operations route: its handler and the roles that may call it. */
const ROLES: Partial<Record<EndpointName, { route: ApiRoute; roles: readonly StaffRole[] }>> = {
  opsLogout: { route: opsLogoutRoute, roles: ANY },
  opsMe: { route: opsMeRoute, roles: ANY },
  opsStaffList: { route: opsStaffRoute, roles: ADMIN },
  opsStaffCreate: { route: opsStaffRoute, roles: ADMIN },
  opsStaffUpdate: { route: opsStaffOneRoute, roles: ADMIN },
  // finance checks payouts and refunds against the log
  opsAuditList: { route: opsAuditRoute, roles: ['admin', 'operations', 'finance'] },
  // the finance desk: admins and finance, not the order desk's roles
  opsFinanceSummary: { route: opsFinanceSummaryRoute, roles: FINANCE },
  // payouts: finance reads them and their statements; only an admin runs them (money leaves)
  opsPayoutRun: { route: opsPayoutRunRoute, roles: ADMIN },
  // settling a held payout records money as paid (or frees its jobs to be paid again): admins only
  opsPayoutSettle: { route: opsPayoutSettleRoute, roles: ADMIN },
  opsPayoutList: { route: opsPayoutListRoute, roles: FINANCE },
  opsPayoutOne: { route: opsPayoutOneRoute, roles: FINANCE },
  opsFinanceGstr1: { route: opsFinanceGstr1Route, roles: FINANCE },
  orderStatusUpdate: { route: updateOrderStatusRoute, roles: OPS },
  // "a support agent refunding → 403"; goodwill refunds are admins' only
  paymentRefund: { route: refundRoute, roles: ADMIN },
  balanceCash: { route: balanceCashRoute, roles: OPS },
  leadList: { route: leadsRoute, roles: OPS },
  photoUpload: { route: photoUploadRoute, roles: OPS },
  // Support reads the directory and the jobs, only admins and operations change them
  opsProviderList: { route: opsProvidersRoute, roles: DESK },
  opsProviderCreate: { route: opsProvidersRoute, roles: OPS },
  opsProviderOne: { route: opsProviderOneRoute, roles: DESK },
  opsProviderUpdate: { route: opsProviderOneRoute, roles: OPS },
  opsProviderJobs: { route: opsProviderJobsRoute, roles: DESK },
  opsProviderAvailability: { route: opsProviderAvailabilityRoute, roles: DESK },
  opsProviderAvailabilityUpdate: { route: opsProviderAvailabilityRoute, roles: OPS },
  // the account payouts go to, read and verified: admins and operations (support gets 403)
  opsProviderBankAccount: { route: opsProviderBankAccountRoute, roles: OPS },
  opsProviderBankAccountVerify: { route: opsProviderBankAccountVerifyRoute, roles: OPS },
  opsProviderPhoto: { route: opsProviderPhotoRoute, roles: DESK },
  opsProviderPhotoUpdate: { route: opsProviderPhotoRoute, roles: OPS },
  opsProviderPhotoRemove: { route: opsProviderPhotoRoute, roles: OPS },
  opsProviderAssign: { route: opsProviderAssignRoute, roles: OPS },
  // The orders board and the order page: every role reads the orders and writes staff notes; the CSV export
  // (every customer's name and phone) is for admins and operations only
  opsOrderList: { route: opsOrdersRoute, roles: DESK },
  opsOrderExport: { route: opsOrderExportRoute, roles: OPS },
  opsOrderOne: { route: opsOrderOneRoute, roles: DESK },
  opsOrderDocuments: { route: opsOrderDocumentsRoute, roles: DESK },
  opsOrderDocument: { route: opsOrderDocumentRoute, roles: DESK },
  opsOrderNoteCreate: { route: opsOrderNotesRoute, roles: DESK },
  // every role answers customers (support first of all): messaging them from the order page too
  opsOrderMessageCreate: { route: opsOrderMessagesRoute, roles: DESK },
  // the console's status steps move money: admins and operations only (support gets 403)
  opsOrderStep: { route: opsOrderStepRoute, roles: OPS },
  // clearing a locked start code lets a job start: admins and operations (or the key), not support
  opsOrderStartCodeUnlock: { route: opsOrderStartCodeUnlockRoute, roles: OPS },
  // Today for everyone; enquiries and messages read by every role (support sees
  // phones masked), changed and retried by admins and operations; reviews viewed by every role, hidden and shown by
  // admins and operations
  opsToday: { route: opsTodayRoute, roles: DESK },
  // trying a failed background job again re-runs whatever it does, in any domain: admins only
  opsJobRetry: { route: opsJobRetryRoute, roles: ADMIN },
  // the dispatch calendar: every role reads it (no customer data on it); assigning stays on the order page
  opsDispatch: { route: opsDispatchRoute, roles: DESK },
  // the customer's record: every role (support sees the phone masked, as on the board and the order page)
  opsCustomerOne: { route: opsCustomerOneRoute, roles: DESK },
  opsEnquiryList: { route: opsEnquiriesRoute, roles: DESK },
  opsEnquiryUpdate: { route: opsEnquiryRoute, roles: OPS },
  opsEnquiryNote: { route: opsEnquiryNotesRoute, roles: OPS },
  opsReviewList: { route: opsReviewsRoute, roles: DESK },
  opsReviewModerate: { route: opsReviewRoute, roles: OPS },
  opsMessageList: { route: opsMessagesRoute, roles: DESK },
  opsMessageRetry: { route: opsMessageRetryRoute, roles: OPS },
  // Support agents, operations and admins answer customers
  opsChatQueue: { route: opsChatQueueRoute, roles: DESK },
  opsChatRoom: { route: opsChatRoomRoute, roles: DESK },
  opsChatSend: { route: opsChatSendRoute, roles: DESK },
  opsChatAssign: { route: opsChatAssignRoute, roles: DESK },
  // the stream is asked for its headers only (HEAD: the same checks, no stream left open)
  opsChatStream: { route: (req, res) => opsChatStreamRoute(Object.assign(req, { method: 'HEAD' }), res), roles: DESK },
};

const OPS_KEY = 'ops-key-for-route-tests-0123';
const HOST = '127.0.0.1:3000';
const SOME_ID = '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e';
const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

/** Calls a route as Next would, with a JSON body already read (`{}` for a body-less change). */
const call = (
  route: ApiRoute,
  {
    method,
    headers = {},
    query = {},
    body,
    ip = '198.51.100.77',
  }: { method: string; headers?: Record<string, string>; query?: Record<string, string>; body?: unknown; ip?: string },
) => callRoute(route, { method, headers: { host: HOST, ...headers }, query, body: body ?? (method === 'GET' ? undefined : {}), ip });

const contractOf = (name: EndpointName) => CONTRACTS[name] as RouteContract;
/** A path parameter for routes that have one. */
const queryOf = (name: EndpointName): Record<string, string> => (contractOf(name).path.includes('{id}') ? { id: SOME_ID } : {});
const sameOrigin = { 'sec-fetch-site': 'same-origin' };

beforeAll(() => {
  vi.stubEnv('OPS_API_KEY', OPS_KEY);
  resetConfigForTests();
});
afterAll(() => {
  globalForDb.__partyDb = undefined;
  vi.unstubAllEnvs();
  resetConfigForTests();
});

describe('the route table', () => {
  it('lists every staff and operations route of the contracts, and nothing else', () => {
    const guarded = Object.values(CONTRACTS)
      .filter((contract) => contract.auth === 'staff' || contract.auth === 'operations')
      .map((contract) => contract.name)
      .sort();
    expect(Object.keys(ROLES).sort()).toEqual(guarded);
  });

  it('leaves only the two sign-in steps of /api/ops public', () => {
    const publicOps = Object.values(CONTRACTS)
      .filter((contract) => contract.path.startsWith('/api/ops/') && contract.auth === 'public')
      .map((contract) => contract.name);
    expect(publicOps.sort()).toEqual(['opsOtpRequest', 'opsOtpVerify']);
  });
});

describeEachDatabase('role checks on every console and operations route', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  const servingProviders = withAvailableProviders(getDb, 20);
  const cookies = {} as Record<StaffRole, string>;
  const members = {} as Record<StaffRole, Staff>;
  let customerToken = '';

  beforeAll(async () => {
    const db = getDb();
    const admin = (await makeAdmin(db, { phone: '9100000001', onlyIfNoAdmin: false, action: 'staff.add_admin' }))!;
    members.admin = admin;
    const actor = { kind: 'staff' as const, staffId: admin.id };
    members.operations = await createStaff(db, actor, { phone: '9100000002', name: 'Olga Ops', role: 'operations' });
    members.support = await createStaff(db, actor, { phone: '9100000003', name: 'Sunil Support', role: 'support' });
    members.finance = await createStaff(db, actor, { phone: '9100000004', name: 'Farah Finance', role: 'finance' });
    for (const role of STAFF_ROLES) cookies[role] = `ops_session=${(await createConsoleSession(db, 'staff', members[role].id)).token}`;
    const { user } = await findOrCreateUserByPhone(db, '9100000009');
    customerToken = await signSession(db, user.id);
  });
  beforeEach(() => {
    globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
  });

  // logout ends the session it is called with: those cases get a session of their own
  const cookieFor = async (name: EndpointName, role: StaffRole) =>
    name === 'opsLogout' ? `ops_session=${(await createConsoleSession(getDb(), 'staff', members[role].id)).token}` : cookies[role];

  for (const [name, { route, roles }] of Object.entries(ROLES) as [EndpointName, { route: ApiRoute; roles: readonly StaffRole[] }][]) {
    const { method, auth } = contractOf(name);
    describe(`${method} ${contractOf(name).path}`, () => {
      it('answers 401 unsigned, and to a customer token as a bearer or as the cookie', async () => {
        const query = queryOf(name);
        expect((await call(route, { method, query, headers: sameOrigin })).status).toBe(401);
        expect((await call(route, { method, query, headers: { ...sameOrigin, authorization: `Bearer ${customerToken}` } })).status).toBe(
          401,
        );
        expect((await call(route, { method, query, headers: { ...sameOrigin, cookie: `ops_session=${customerToken}` } })).status).toBe(401);
      });

      it(`lets ${roles.join(', ')} through and answers 403 to the other roles`, async () => {
        for (const role of STAFF_ROLES) {
          const answer = await call(route, {
            method,
            query: queryOf(name),
            headers: { ...sameOrigin, cookie: await cookieFor(name, role) },
          });
          if (roles.includes(role)) expect([401, 403], `${role}: ${answer.json?.message}`).not.toContain(answer.status);
          else expect(answer.status, role).toBe(403);
        }
      });

      if (method !== 'GET') {
        it('answers 403 to a cross-site or unattributed state change, even with the right role', async () => {
          const cookie = await cookieFor(name, roles[0]!);
          expect((await call(route, { method, query: queryOf(name), headers: { cookie, 'sec-fetch-site': 'cross-site' } })).status).toBe(
            403,
          );
          expect((await call(route, { method, query: queryOf(name), headers: { cookie, 'sec-fetch-site': 'same-site' } })).status).toBe(
            403,
          );
          expect((await call(route, { method, query: queryOf(name), headers: { cookie, origin: 'https://evil.example' } })).status).toBe(
            403,
          );
          expect((await call(route, { method, query: queryOf(name), headers: { cookie } })).status).toBe(403);
          const fromOrigin = await call(route, {
            method,
            query: queryOf(name),
            headers: { cookie: await cookieFor(name, roles[0]!), origin: `http://${HOST}` },
          });
          expect([401, 403]).not.toContain(fromOrigin.status);
          // behind a proxy that rewrites Host, the site's public origin is ours too
          const fromSite = await call(route, {
            method,
            query: queryOf(name),
            headers: { cookie: await cookieFor(name, roles[0]!), origin: new URL(SITE_URL).origin, host: 'internal:3000' },
          });
          expect([401, 403]).not.toContain(fromSite.status);
        });
      }

      if (auth === 'operations') {
        it('accepts the operations API key (automation) and refuses a wrong one with 401', async () => {
          expect([401, 403]).not.toContain(
            (await call(route, { method, query: queryOf(name), headers: { 'x-ops-api-key': OPS_KEY } })).status,
          );
          // wrong keys are counted per address (429 after OPS_KEY_MAX_FAILURES): one address per route
          const ip = `203.0.113.${Object.keys(ROLES).indexOf(name) + 1}`;
          expect(
            (await call(route, { method, query: queryOf(name), headers: { 'x-ops-api-key': 'wrong-key-0123456789' }, ip })).status,
          ).toBe(401);
        });
      }
    });
  }

  it('answers the console code request the same way for a staff number and any other number', async () => {
    const staffAnswer = await call(opsOtpRoute, { method: 'POST', headers: sameOrigin, body: { phone: '9100000002' } });
    const otherAnswer = await call(opsOtpRoute, { method: 'POST', headers: sameOrigin, body: { phone: '9100000077' } });
    expect(otherAnswer).toEqual(staffAnswer);
    expect(staffAnswer.status).toBe(200);
    expect(
      (await call(opsOtpRoute, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' }, body: { phone: '9100000002' } })).status,
    ).toBe(403);
    // a wrong code: the same answer for both
    const wrongStaff = await call(opsVerifyRoute, { method: 'POST', headers: sameOrigin, body: { phone: '9100000002', otp: '0000' } });
    const wrongOther = await call(opsVerifyRoute, { method: 'POST', headers: sameOrigin, body: { phone: '9100000077', otp: '0000' } });
    expect(wrongOther).toEqual(wrongStaff);
  });

  it('signs out: the session ends server-side and the cookie is cleared', async () => {
    const cookie = `ops_session=${(await createConsoleSession(getDb(), 'staff', members.support.id)).token}`;
    expect((await call(opsMeRoute, { method: 'GET', headers: { cookie } })).status).toBe(200);
    const out = await call(opsLogoutRoute, { method: 'POST', headers: { ...sameOrigin, cookie } });
    expect(out.status).toBe(200);
    expect(out.headers['set-cookie']).toMatch(/^ops_session=; .*Max-Age=0/);
    expect((await call(opsMeRoute, { method: 'GET', headers: { cookie } })).status).toBe(401);
  });

  it('writes an audit line for each operations action with its actor: API key, operations member, admin; a support refund is 403 and writes none', async () => {
    const db = getDb();
    const { user } = await findOrCreateUserByPhone(db, '9100000010');
    // the routes run on the real clock, and a provider is assigned only to an order still ahead (not expired)
    const now = new Date();
    const input = chefOrderInput(await someDishes(db, 5), 10, { eventDate: addIstDays(istDate(now), 10) });
    const { order } = await createChefOrder(db, { userId: user.id, input, now });
    await payInSandbox(db, testPaymentDeps(db, now), { user, orderId: order.id });
    const linesOf = () =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, order.id)));
    const providerLinesOf = (providerId: string) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'provider'), eq(auditLog.entityId, providerId)))
        .orderBy(auditLog.seq);

    // the directory: support reads it but cannot add; an admin adds, an operations member changes, the key deactivates
    const supportAdd = await call(opsProvidersRoute, {
      method: 'POST',
      headers: { ...sameOrigin, cookie: cookies.support },
      body: { name: 'Suresh Chef', phone: '9100000041', services: ['chef'], cities: ['noida'] },
    });
    expect(supportAdd.status).toBe(403);
    const added = await call(opsProvidersRoute, {
      method: 'POST',
      headers: { ...sameOrigin, cookie: cookies.admin },
      body: { name: 'Chef Ramesh', phone: '9100000040', services: ['chef'], cities: ['noida'] },
    });
    expect(added.status, added.json.message).toBe(201);
    const chef = added.json.data as { _id: string };
    // a provider is assigned only within their working hours (set here directly: their own route is the availability's)
    await upsertAvailability(db, {
      providerId: chef._id,
      weekly: ALL_DAY_EVERY_DAY,
      timeOff: [],
      maxJobsPerDay: 10,
      updatedAt: new Date(),
    });
    const renamed = await call(opsProviderOneRoute, {
      method: 'PATCH',
      query: { id: chef._id },
      headers: { ...sameOrigin, cookie: cookies.operations },
      body: { name: 'Chef Ramesh Kumar' },
    });
    expect(renamed.status, renamed.json.message).toBe(200);
    const read = await call(opsProviderOneRoute, { method: 'GET', query: { id: chef._id }, headers: { cookie: cookies.support } });
    expect(read.status).toBe(200);

    // accepting is assigning (one path): the status route takes a provider, never a free-typed executor
    const freeTyped = await call(updateOrderStatusRoute, {
      method: 'POST',
      headers: { 'x-ops-api-key': OPS_KEY },
      body: { _id: order.id, status: ORDER_STATUS.ACCEPTED, executor: { name: 'Chef Anyone', phone: '9100000020' } },
    });
    expect(freeTyped.status).toBe(400);
    expect((freeTyped.json as { errors?: { path: string }[] }).errors?.map((e) => e.path)).toEqual(['providerId']);
    const accepted = await call(updateOrderStatusRoute, {
      method: 'POST',
      headers: { 'x-ops-api-key': OPS_KEY },
      body: { _id: order.id, status: ORDER_STATUS.ACCEPTED, providerId: chef._id },
    });
    expect(accepted.status, accepted.json.message).toBe(200);
    expect(accepted.json.data).toMatchObject({ status: ORDER_STATUS.ACCEPTED });
    // the order views keep reading `executor`: it is the assigned provider's name and number
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      providerId: chef._id,
      executor: { name: 'Chef Ramesh Kumar', phone: '9100000040' },
    });

    const other = await makeAvailableProvider(db, { name: 'Chef Vikram' });
    const supportAssign = await call(opsProviderAssignRoute, {
      method: 'POST',
      headers: { ...sameOrigin, cookie: cookies.support },
      body: { orderId: order.id, providerId: other.id },
    });
    expect(supportAssign.status).toBe(403);
    const reassigned = await call(opsProviderAssignRoute, {
      method: 'POST',
      headers: { ...sameOrigin, cookie: cookies.operations },
      body: { orderId: order.id, providerId: other.id },
    });
    expect(reassigned.status, reassigned.json.message).toBe(200);
    const deactivated = await call(opsProviderOneRoute, {
      method: 'PATCH',
      query: { id: chef._id },
      headers: { 'x-ops-api-key': OPS_KEY },
      body: { active: false },
    });
    expect(deactivated.status, deactivated.json.message).toBe(200);

    const supportRefund = await call(refundRoute, {
      method: 'POST',
      headers: { ...sameOrigin, cookie: cookies.support },
      body: { orderId: order.id, amount: 10, note: 'Late arrival', key: 'late-1' },
    });
    expect(supportRefund.status).toBe(403);

    const refund = await call(refundRoute, {
      method: 'POST',
      headers: { ...sameOrigin, cookie: cookies.admin },
      body: { orderId: order.id, amount: 10, note: 'Late arrival', key: 'late-1' },
    });
    expect(refund.status, refund.json.message).toBe(200);

    const cash = await call(balanceCashRoute, {
      method: 'POST',
      headers: { ...sameOrigin, cookie: cookies.operations },
      body: { orderId: order.id, amount: order.total - order.advance },
    });
    expect(cash.status, cash.json.message).toBe(200);

    const lines = await linesOf();
    const byAction = Object.fromEntries(lines.map((line) => [line.action, line]));
    expect(lines.map((line) => line.action).sort()).toEqual([
      'order.provider_assign',
      'order.provider_reassign',
      'payment.cash_balance',
      'payment.refund',
    ]);
    expect(byAction['order.provider_assign']).toMatchObject({
      actorKind: 'api_key',
      actorStaffId: null,
      before: { status: ORDER_STATUS.BOOKED, executor: null, providerId: null },
      after: { status: ORDER_STATUS.ACCEPTED, executor: { name: 'Chef Ramesh Kumar' }, providerId: chef._id },
    });
    expect(byAction['order.provider_reassign']).toMatchObject({
      actorKind: 'staff',
      actorStaffId: members.operations.id,
      before: { status: ORDER_STATUS.ACCEPTED, providerId: chef._id },
      after: { status: ORDER_STATUS.ACCEPTED, executor: { name: 'Chef Vikram' }, providerId: other.id },
    });
    expect(await providerLinesOf(chef._id)).toMatchObject([
      {
        action: 'provider.create',
        actorKind: 'staff',
        actorStaffId: members.admin.id,
        before: null,
        after: { name: 'Chef Ramesh', phone: '9100000040', services: ['chef'], cities: ['noida'], active: true },
      },
      {
        action: 'provider.update',
        actorKind: 'staff',
        actorStaffId: members.operations.id,
        before: { name: 'Chef Ramesh' },
        after: { name: 'Chef Ramesh Kumar' },
      },
      { action: 'provider.deactivate', actorKind: 'api_key', actorStaffId: null, before: { active: true }, after: { active: false } },
    ]);
    // the refused attempts (support adding, support assigning) and the reads wrote nothing; the test's own
    // provider was added by the system (as were the suite's providers who take its bookings)
    const serving = new Set(servingProviders().map((provider) => provider.id));
    const providerLines = await db.select().from(auditLog).where(eq(auditLog.entityType, 'provider'));
    expect(
      providerLines
        .filter((line) => line.entityId !== chef._id && !serving.has(line.entityId!))
        .map((line) => [line.entityId, line.action, line.actorKind]),
    ).toEqual([[other.id, 'provider.create', 'system']]);
    expect(byAction['payment.refund']).toMatchObject({
      actorKind: 'staff',
      actorStaffId: members.admin.id,
      before: { amountRefunded: 0 },
      after: { amountRefunded: 10, refund: { amount: 10, note: 'Late arrival' } },
    });
    expect(byAction['payment.cash_balance']).toMatchObject({
      actorKind: 'staff',
      actorStaffId: members.operations.id,
      before: { amountPaid: order.advance },
      after: { amountPaid: order.total },
    });

    // a provider-side cancellation through the status route is audited with the refund it makes
    const cancelled = await call(updateOrderStatusRoute, {
      method: 'POST',
      headers: { ...sameOrigin, cookie: cookies.operations },
      body: { _id: order.id, status: ORDER_STATUS.CANCELLED, note: 'Provider unwell' },
    });
    expect(cancelled.status, cancelled.json.message).toBe(200);
    const cancelLine = (await linesOf()).find((line) => line.after?.status === ORDER_STATUS.CANCELLED);
    expect(cancelLine).toMatchObject({
      action: 'order.status_change',
      actorStaffId: members.operations.id,
      before: { status: ORDER_STATUS.ACCEPTED },
      after: { refundAmount: expect.any(Number), reason: 'Provider unwell' },
    });
  });

  it('admins add, change and disable staff through the API, each change audited; a disabled member is signed out at once', async () => {
    const added = await call(opsStaffRoute, {
      method: 'POST',
      headers: { ...sameOrigin, cookie: cookies.admin },
      body: { phone: '9100000030', name: 'Nina New', role: 'support' },
    });
    expect(added.status).toBe(201);
    const id = (added.json.data as { _id: string })._id;
    const cookie = `ops_session=${(await createConsoleSession(getDb(), 'staff', id)).token}`;
    expect((await call(opsMeRoute, { method: 'GET', headers: { cookie } })).status).toBe(200);
    const changed = await call(opsStaffOneRoute, {
      method: 'PATCH',
      query: { id },
      headers: { ...sameOrigin, cookie: cookies.admin },
      body: { role: 'operations' },
    });
    expect(changed.json.data).toMatchObject({ role: 'operations' });
    const disabled = await call(opsStaffOneRoute, {
      method: 'PATCH',
      query: { id },
      headers: { ...sameOrigin, cookie: cookies.admin },
      body: { active: false },
    });
    expect(disabled.json.data).toMatchObject({ active: false });
    expect((await call(opsMeRoute, { method: 'GET', headers: { cookie } })).status).toBe(401);
    const audit = await call(opsAuditRoute, {
      method: 'GET',
      query: { entityType: 'staff', entityId: id },
      headers: { cookie: cookies.operations },
    });
    expect((audit.json.data as { entries: { action: string; actorName: string }[] }).entries.map((e) => [e.action, e.actorName])).toEqual([
      ['staff.disable', 'Admin'],
      ['staff.role_change', 'Admin'],
      ['staff.create', 'Admin'],
    ]);
  });
});
