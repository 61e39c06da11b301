/**
 * Through the real routes: POST /api/payment_gateway/split (host only, zod-checked, clear 4xx JSON),
 * GET /api/payment_gateway/split/{orderId}, and the public POST /api/payment_gateway/split/pay and /status a
 * co-host's link uses (no login: the token, then the attempt id, is the secret). Never a 500.
 */
import { withAvailableProviders } from '../../../helpers/providers';
import { expect, it } from 'vitest';
import { addIstDays, istDate } from '../../../../lib/dates';
import splitViewRoute from '../../../../pages/api/payment_gateway/split/[orderId]';
import splitRoute from '../../../../pages/api/payment_gateway/split/index';
import payRoute from '../../../../pages/api/payment_gateway/split/pay';
import statusRoute from '../../../../pages/api/payment_gateway/split/status';
import sandboxRoute from '../../../../pages/api/payment_gateway/sandbox/[attemptId]';
import { signSession } from '../../../../server/auth/session';
import { listOutbox } from '../../../../server/notify/outbox';
import { createChefOrder } from '../../../../server/orders/chef';
import { sharePayPageProps } from '../../../../server/payments/pageProps';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { type ApiEnvelope, type ApiRoute, callRoute } from '../../../helpers/apiResponse';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, testPaymentDeps } from '../../../helpers/payments';
import { describeSandboxRoutesEachDatabase } from '../../../helpers/sandboxRoutes';

type Answer = Omit<ApiEnvelope, 'data'> & { data?: Record<string, unknown> };

/** Calls an API route handler as the app would, as the customer of `token` (none: signed out). */
const call = (
  route: ApiRoute,
  { method, url, body, token, query = {} }: { method: string; url: string; body?: unknown; token?: string; query?: Record<string, string> },
) =>
  callRoute<Answer>(route, {
    method,
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    query,
    body,
    ip: '198.51.100.31',
  });

describeSandboxRoutesEachDatabase('the split routes', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it('splits for the host only, answers bad input with 400 JSON, and lets a co-host open their share with the link alone', async () => {
    const db = getDb();
    const now = new Date();
    const { user } = await findOrCreateUserByPhone(db, '9833500001');
    const { user: other } = await findOrCreateUserByPhone(db, '9833500002');
    const token = await signSession(db, user.id);
    const otherToken = await signSession(db, other.id);
    const input = chefOrderInput(await someDishes(db, 6), 35, { eventDate: addIstDays(istDate(now), 10) });
    const { order } = await createChefOrder(db, { userId: user.id, input, now });
    await payInSandbox(db, testPaymentDeps(db, now), { user, orderId: order.id });
    const balance = order.total - order.advance;
    const shares = [
      { name: 'Meera', phone: '9876511111', amount: 500 },
      { name: 'Kabir', phone: '9876522222', amount: balance - 500 },
    ];
    const url = '/api/payment_gateway/split';

    expect((await call(splitRoute, { method: 'POST', url, body: { orderId: order.id, shares } })).status).toBe(401);
    const bad = await call(splitRoute, {
      method: 'POST',
      url,
      token,
      body: { orderId: 'nope', shares: [{ name: '', phone: '12345', amount: 499.5 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(true);
    expect(bad.json.errors!.map((e) => e.path)).toEqual(
      expect.arrayContaining(['orderId', 'shares.0.name', 'shares.0.phone', 'shares.0.amount']),
    );
    const wrongSum = await call(splitRoute, {
      method: 'POST',
      url,
      token,
      body: { orderId: order.id, shares: [shares[0], { ...shares[1], amount: balance }] },
    });
    expect(wrongSum).toMatchObject({
      status: 400,
      json: { message: `The shares add up to ₹${balance + 500}, but the balance is ₹${balance}.` },
    });
    expect((await call(splitRoute, { method: 'POST', url, token: otherToken, body: { orderId: order.id, shares } })).status).toBe(404);

    const made = await call(splitRoute, { method: 'POST', url, token, body: { orderId: order.id, shares } });
    expect(made.status).toBe(200);
    expect(made.json.data).toMatchObject({ balance, withCoHosts: balance, hostDue: 0, canSplit: true });
    expect(JSON.stringify(made.json)).not.toContain('9876511111');

    const viewUrl = `/api/payment_gateway/split/${order.id}`;
    const view = await call(splitViewRoute, { method: 'GET', url: viewUrl, token, query: { orderId: order.id } });
    expect(view.status).toBe(200);
    expect((view.json.data!.shares as { name: string }[]).map((share) => share.name)).toEqual(['Meera', 'Kabir']);
    expect((await call(splitViewRoute, { method: 'GET', url: viewUrl, token: otherToken, query: { orderId: order.id } })).status).toBe(404);

    const [sms] = await listOutbox(db, '9876511111', 'sms');
    const link = String(sms!.payload.link);
    expect(link).toMatch(/\/pay\/share\/[A-Za-z0-9_-]{32}$/);
    const shareToken = link.split('/pay/share/')[1]!;
    // the public pay page's server-side props: the share's facts for a real link, a 404 for anything else
    const page = await sharePayPageProps(shareToken, now);
    expect(page).toMatchObject({ token: shareToken, share: { amount: 500, status: 'pending', payable: true, service: 'Chef for Party' } });
    expect(JSON.stringify(page)).not.toContain('9876511111');
    expect(await sharePayPageProps('A'.repeat(32), now)).toBeNull();
    expect(await sharePayPageProps('../x', now)).toBeNull();
    expect(await sharePayPageProps(['a', 'b'], now)).toBeNull();
    const payUrl = '/api/payment_gateway/split/pay';
    expect((await call(payRoute, { method: 'POST', url: payUrl, body: { token: '../etc' } })).status).toBe(400);
    expect((await call(payRoute, { method: 'POST', url: payUrl, body: { token: 'A'.repeat(32) } })).status).toBe(404);
    const pay = await call(payRoute, { method: 'POST', url: payUrl, body: { token: shareToken } });
    expect(pay.status).toBe(200);
    expect(pay.json.data).toMatchObject({ amountPaise: 50_000, provider: 'sandbox', kind: 'balance' });
    expect(String(pay.json.data!.redirectUrl)).toContain('/pay/sandbox/');

    const statusUrl = '/api/payment_gateway/split/status';
    expect(
      (await call(statusRoute, { method: 'POST', url: statusUrl, body: { attemptId: '00000000-0000-4000-8000-000000000000' } })).status,
    ).toBe(404);

    // the sandbox's page pays and sends the co-host back to the share's result page with the signed proof
    const attemptId = String(pay.json.data!.attemptId);
    const acted = await call(sandboxRoute, {
      method: 'POST',
      url: `/api/payment_gateway/sandbox/${attemptId}`,
      query: { attemptId },
      body: { action: 'pay' },
    });
    const returnUrl = String(acted.json.data!.returnUrl);
    expect(returnUrl.startsWith(`/pay/share/result?attempt=${attemptId}&`)).toBe(true);
    const proof = Object.fromEntries(new URL(returnUrl, 'http://localhost').searchParams);
    const { attempt: _attempt, ...checkout } = proof;
    const paid = await call(statusRoute, { method: 'POST', url: statusUrl, body: { attemptId, ...checkout } });
    expect(paid).toMatchObject({ status: 200, json: { message: 'Share paid', data: { status: 'paid', payable: false, amount: 500 } } });
    expect(JSON.stringify(paid.json)).not.toContain('9876511111');
    const after = await call(splitViewRoute, { method: 'GET', url: viewUrl, token, query: { orderId: order.id } });
    expect((after.json.data!.shares as { status: string }[]).map((share) => share.status)).toEqual(['paid', 'pending']);
  });
});
