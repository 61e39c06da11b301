/**
 * The payouts' routes on PGlite and PostgreSQL: an admin runs the payouts (audited `payouts.run` with the counts);
 * finance and admins list payouts and read a statement (each read audited), whose lines add up to the net paid to
 * the paisa; a provider reads their own statement and gets a 404 for another's, and sees their statements in the
 * earnings summary; the RazorpayX webhook route answers 400 to a bad signature and when RazorpayX is not in use, and
 * records a payout paid only once RazorpayX, asked again, says so.
 */
import { Readable } from 'node:stream';
import type { NextApiRequest } from 'next';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import opsPayoutListRoute from '../../../../pages/api/ops/payouts/index';
import opsPayoutOneRoute from '../../../../pages/api/ops/payouts/[id]';
import opsPayoutRunRoute from '../../../../pages/api/ops/payouts/run';
import partnerPayoutRoute from '../../../../pages/api/partner/payouts/[id]';
import earningsRoute from '../../../../pages/api/partner/earnings';
import type { PartnerEarnings } from '../../../../lib/contracts/earnings';
import type { PayoutRunResultView, PayoutStatementView, PayoutView } from '../../../../lib/contracts/payouts';
import { createConsoleSession } from '../../../../server/auth/consoleSession';
import { auditLog, providerBankAccounts, providerEarnings, providerPayouts, type Provider } from '../../../../server/db/schema';
import { payoutWebhookRoute } from '../../../../server/earnings';
import { createRazorpayXPayoutGateway } from '../../../../server/earnings/payouts/razorpayx';
import { createSandboxPayoutGateway } from '../../../../server/earnings/payouts/sandbox';
import { recordedResponse } from '../../../helpers/apiResponse';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { makeOrder, makeProvider, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const CREDITED_AT = new Date('2026-11-25T18:00:00+05:30');
const WEBHOOK_SECRET = 'razorpayx-webhook-secret-for-tests';

afterAll(() => forgetAppDb());

describeEachDatabase('payout routes', (getDb) => {
  let cookies: Record<'admin' | 'operations' | 'support' | 'finance', string>;
  let kavya: Provider;
  let imran: Provider;
  let kavyaCookie = '';
  let imranCookie = '';
  let orderNumbers: string[] = [];

  const withAccount = async (provider: Provider, accountNumber: string) => {
    await getDb()
      .insert(providerBankAccounts)
      .values({ providerId: provider.id, holderName: provider.name, accountNumber, ifsc: 'HDFC0001234', verifiedAt: CREDITED_AT });
  };
  /** A credited job: value `value`, commission 20%, a tip and TDS at 0.1% (paise). */
  const job = async (provider: Provider, value: number, tip: number) => {
    const db = getDb();
    const order = await makeOrder(db);
    const commission = Math.round(value / 5);
    const base = { providerId: provider.id, orderId: order.id, createdAt: CREDITED_AT };
    await db.insert(providerEarnings).values([
      { ...base, kind: 'earning', amountPaise: value - commission, orderValuePaise: value, commissionPaise: commission },
      { ...base, kind: 'tip', amountPaise: tip },
      { ...base, kind: 'tds', amountPaise: -Math.floor((value * 10 + 5_000) / 10_000) },
    ]);
    return order;
  };

  beforeAll(async () => {
    const db = getDb();
    ({ cookies } = await staffOfEachRole(db, '91000036'));
    kavya = await makeProvider(db, { name: 'Kavya Rao', phone: nextPhone('92') });
    imran = await makeProvider(db, { name: 'Imran Khan', phone: nextPhone('92') });
    kavyaCookie = `partner_session=${(await createConsoleSession(db, 'partner', kavya.id)).token}`;
    imranCookie = `partner_session=${(await createConsoleSession(db, 'partner', imran.id)).token}`;
    await withAccount(kavya, '123456784321');
    await withAccount(imran, '123456782222');
    orderNumbers = [(await job(kavya, 70_050, 5_000)).orderNumber, (await job(kavya, 123_457, 0)).orderNumber];
    await job(imran, 90_000, 0);
  });
  beforeEach(() => pointAppAt(getDb()));

  it('an admin runs the payouts (audited with the counts); finance and support cannot', async () => {
    for (const role of ['finance', 'support', 'operations'] as const) {
      expect((await callRoute(opsPayoutRunRoute, { method: 'POST', cookie: cookies[role] })).status, role).toBe(403);
    }
    const answer = await callRoute(opsPayoutRunRoute, { method: 'POST', cookie: cookies.admin });
    expect(answer.status).toBe(200);
    const result = answer.body.data as PayoutRunResultView;
    expect(result.created).toBe(2);
    const [line] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payouts.run'), eq(auditLog.entityId, result.runId)));
    expect(line).toMatchObject({ actorKind: 'staff', after: expect.objectContaining({ created: 2 }) });
    const payouts = await getDb().select().from(providerPayouts).where(eq(providerPayouts.runId, result.runId));
    expect(payouts.map((p) => p.status).sort()).toEqual(['paid', 'processing']);
    expect(payouts.every((p) => p.initiatedBy !== null)).toBe(true);
  });

  it('finance lists payouts and reads a statement that adds up to the paisa; each read is audited', async () => {
    expect((await callRoute(opsPayoutListRoute, { method: 'GET', cookie: cookies.operations })).status).toBe(403);
    const list = await callRoute(opsPayoutListRoute, { method: 'GET', cookie: cookies.finance });
    const payouts = (list.body.data as { payouts: PayoutView[] }).payouts;
    const mine = payouts.find((p) => p.providerId === kavya.id)!;
    expect(mine).toMatchObject({ providerName: 'Kavya Rao', status: 'paid', jobs: 2 });

    const answer = await callRoute(opsPayoutOneRoute, { method: 'GET', cookie: cookies.finance, query: { id: mine._id } });
    const statement = answer.body.data as PayoutStatementView;
    expect(statement.lines.map((l) => l.orderNumber).sort()).toEqual([...orderNumbers].sort());
    const sum = (pick: (l: (typeof statement.lines)[number]) => number) => statement.lines.reduce((s, l) => s + pick(l), 0);
    expect(sum((l) => l.netPaise)).toBe(statement.amountPaise);
    expect(sum((l) => l.orderValuePaise)).toBe(statement.orderValuePaise);
    expect(sum((l) => l.commissionPaise)).toBe(statement.commissionPaise);
    expect(sum((l) => l.tdsPaise)).toBe(statement.tdsPaise);
    expect(sum((l) => l.tipsPaise)).toBe(statement.tipsPaise);
    for (const l of statement.lines)
      expect(l.orderValuePaise - l.commissionPaise + l.deductionsPaise + l.tipsPaise + l.tdsPaise).toBe(l.netPaise);
    // 70050 + 123457 = 193507 of value; commission 14010 + 24691; TDS 70 + 123; tip 5000
    expect(statement).toMatchObject({
      orderValuePaise: 193_507,
      commissionPaise: 38_701,
      tdsPaise: -193,
      tipsPaise: 5_000,
      amountPaise: 159_613,
    });
    expect(statement.tdsNote).toContain('194-O');

    const reads = await getDb().select().from(auditLog).where(eq(auditLog.action, 'payouts.statement_view'));
    expect(reads.map((r) => r.entityId)).toContain(mine._id);
    expect(await getDb().select().from(auditLog).where(eq(auditLog.action, 'payouts.list'))).toEqual([
      expect.objectContaining({ actorKind: 'staff', entityType: 'export', entityId: 'payouts', after: { rows: payouts.length } }),
    ]);
    expect(
      (await callRoute(opsPayoutOneRoute, { method: 'GET', cookie: cookies.finance, query: { id: crypto.randomUUID() } })).status,
    ).toBe(404);
  });

  it('a provider reads their own statements, and another provider’s is a 404', async () => {
    const summary = (await callRoute(earningsRoute, { method: 'GET', cookie: kavyaCookie })).body.data as PartnerEarnings;
    expect(summary.statements).toEqual([
      expect.objectContaining({ status: 'paid', amountPaise: 159_613, tdsPaise: -193, periodFrom: expect.any(String) }),
    ]);
    expect(summary.totals.duePaise).toBe(0);
    expect(summary.jobs.map((j) => j.paid)).toEqual([true, true]);
    // Imran's payout is still on its way: his job is not paid yet
    const imrans = (await callRoute(earningsRoute, { method: 'GET', cookie: imranCookie })).body.data as PartnerEarnings;
    expect(imrans.jobs.map((j) => j.paid)).toEqual([false]);
    const id = summary.statements[0]!._id;
    const own = await callRoute(partnerPayoutRoute, { method: 'GET', cookie: kavyaCookie, query: { id } });
    expect(own.status).toBe(200);
    expect((own.body.data as PayoutStatementView).lines).toHaveLength(2);
    const other = await callRoute(partnerPayoutRoute, { method: 'GET', cookie: imranCookie, query: { id } });
    expect(other.status).toBe(404);
    expect((await callRoute(partnerPayoutRoute, { method: 'GET', cookie: '', query: { id } })).status).toBe(401);
  });

  it('the RazorpayX webhook: 400 for a bad signature or when RazorpayX is not in use; paid only on RazorpayX’s own answer', async () => {
    const db = getDb();
    const [processing] = await db.select().from(providerPayouts).where(eq(providerPayouts.providerId, imran.id));
    expect(processing).toMatchObject({ status: 'processing' });
    // RazorpayX's payout id for it (as if it had been created there)
    await db
      .update(providerPayouts)
      .set({ gateway: 'razorpayx', gatewayPayoutId: 'pout_Test123' })
      .where(eq(providerPayouts.id, processing!.id));
    let answered = 'processing';
    const asked: string[] = [];
    const fakeFetch = (async (url: string) => {
      asked.push(String(url));
      return new Response(JSON.stringify({ id: 'pout_Test123', status: answered, utr: answered === 'processed' ? 'UTR123456789' : null }));
    }) as unknown as typeof fetch;
    const razorpayx = createRazorpayXPayoutGateway({
      keyId: 'rzp_test_key',
      keySecret: 'secret',
      accountNumber: '7878780080316316',
      webhookSecret: WEBHOOK_SECRET,
      timeoutMs: 1000,
      fetch: fakeFetch,
    });
    const body = JSON.stringify({
      entity: 'event',
      event: 'payout.processed',
      payload: { payout: { entity: { id: 'pout_Test123', status: 'processed', utr: 'FORGED' } } },
    });
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
    const post = async (route: ReturnType<typeof payoutWebhookRoute>, sig: string) => {
      const req = Object.assign(Readable.from([Buffer.from(body)]), {
        method: 'POST',
        url: '/api/payouts/webhook/razorpayx',
        headers: { 'x-razorpay-signature': sig, 'content-type': 'application/json' },
        query: {},
        socket: { remoteAddress: '198.51.100.30' },
      }) as unknown as NextApiRequest;
      const { out, res } = recordedResponse();
      await route(req, res);
      return out.status;
    };
    const route = payoutWebhookRoute(() => razorpayx);
    expect(await post(route, 'bad')).toBe(400);
    expect(
      await post(
        payoutWebhookRoute(() => createSandboxPayoutGateway({ getDb: async () => db, secret: 'x'.repeat(16) })),
        signature,
      ),
    ).toBe(400);

    // signed, but RazorpayX asked again still says processing: nothing is paid
    expect(await post(route, signature)).toBe(200);
    expect(asked.some((url) => url.endsWith('/payouts/pout_Test123'))).toBe(true);
    expect((await db.select().from(providerPayouts).where(eq(providerPayouts.id, processing!.id)))[0]).toMatchObject({
      status: 'processing',
    });

    answered = 'processed';
    expect(await post(route, signature)).toBe(200);
    expect((await db.select().from(providerPayouts).where(eq(providerPayouts.id, processing!.id)))[0]).toMatchObject({
      status: 'paid',
      utr: 'UTR123456789',
    });
    const payoutEntries = await db
      .select()
      .from(providerEarnings)
      .where(and(eq(providerEarnings.payoutId, processing!.id), eq(providerEarnings.kind, 'payout')));
    expect(payoutEntries.map((e) => e.amountPaise)).toEqual([-processing!.amountPaise]);
    // a replay changes nothing
    expect(await post(route, signature)).toBe(200);
    expect(
      await db
        .select()
        .from(providerEarnings)
        .where(and(eq(providerEarnings.payoutId, processing!.id), eq(providerEarnings.kind, 'payout'))),
    ).toHaveLength(1);
  });
});
