import { afterAll, afterEach, beforeEach, expect, it, vi } from 'vitest';
import { withAvailableProviders } from '../../../helpers/providers';
import statusRoute from '../../../../pages/api/payment_gateway/status';
import { signSession } from '../../../../server/auth/session';
import type { DbHandle } from '../../../../server/db/types';
import { recordHit } from '../../../../server/http/rateLimit';
import { createChefOrder } from '../../../../server/orders/chef';
import { openPaymentAttempt, STATUS_GATEWAY_CUSTOMER_LIMIT } from '../../../../server/payments/attempts';
import { sandboxGateway } from '../../../../server/payments/registry';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { callRoute } from '../../../helpers/apiResponse';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { testPaymentDeps } from '../../../helpers/payments';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/**
 * Through the real route: POST /api/payment_gateway/status made one gateway call per
 * request. Now 30 requests for one attempt ask the gateway once, and a customer over the limit gets a 429
 * JSON answer with Retry-After (never a 500).
 */

const NOW = new Date('2026-11-21T10:00:00+05:30');
const globalForDb = globalThis as typeof globalThis & { __partyDb?: Promise<DbHandle> };

/** Calls the route as the customer of `token`. */
const check = (token: string, orderId: string) =>
  callRoute(statusRoute, {
    method: 'POST',
    url: '/api/payment_gateway/status',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: { orderId },
    ip: '198.51.100.20',
  });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => {
  globalForDb.__partyDb = undefined;
});

describeEachDatabase('POST /api/payment_gateway/status asks the gateway sparingly', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  beforeEach(() => {
    globalForDb.__partyDb = Promise.resolve({ db: getDb(), kind: 'pglite', close: async () => undefined });
  });

  it('answers 30 requests for one attempt with one gateway call, then 429 JSON to a customer over the limit', async () => {
    const db = getDb();
    const { user } = await findOrCreateUserByPhone(db, '9833320101');
    const token = await signSession(db, user.id);
    const place = async () => {
      const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(await someDishes(db, 5), 10), now: NOW });
      await openPaymentAttempt(db, testPaymentDeps(db, NOW), { user, orderId: order.id, kind: 'advance' });
      return order.id;
    };
    const orderId = await place();
    const fetchOrder = vi.spyOn(sandboxGateway(), 'fetchOrder');
    // The route reads the real clock; stopped here, the 30 requests all fall inside one 5-second cache window even
    // when a busy machine takes longer than that to answer them (only Date is stopped: timers and I/O run).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());

    const answers = await Promise.all(Array.from({ length: 30 }, () => check(token, orderId)));
    expect(answers.map((a) => [a.status, a.json.message])).toEqual(Array.from({ length: 30 }, () => [200, 'PAYMENT_ERROR']));
    expect(fetchOrder).toHaveBeenCalledTimes(1);

    // the customer's gateway checks of the last minute are used up (other orders, other instances)
    for (let i = 0; i < STATUS_GATEWAY_CUSTOMER_LIMIT.max; i += 1)
      await recordHit(db, `payment-status:user:${user.id}`, STATUS_GATEWAY_CUSTOMER_LIMIT, new Date());
    const limited = await check(token, await place());
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({
      error: true,
      status: 429,
      message: expect.stringMatching(/^Too many payment checks\. Please try again in/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
  });
});
