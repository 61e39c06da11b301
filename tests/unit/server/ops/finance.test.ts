/**
 * The finance desk on PGlite and PostgreSQL: the summary's collections by gateway and method, refunds and balances
 * outstanding for a range of IST days (the edges of the days included, rows outside left out), its CSV, the audit
 * line of every read, the range rules, and who may open the page (admins and finance; finance's /ops goes there).
 */
import type { GetServerSidePropsContext } from 'next';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import type { FinanceSummary } from '../../../../lib/contracts/opsFinance';
import type { StaffRole } from '../../../../lib/contracts/ops';
import financeSummaryRoute from '../../../../pages/api/ops/finance/summary';
import { auditLog, orders, payments, providerEarnings, refunds, type NewProviderEarning, type Order } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { csvAmount, financeRange, financeSummary, financeSummaryCsv, payoutFigures, rupeesText } from '../../../../server/ops/finance';
import { csvCell } from '../../../../server/events';
import { opsFinancePageProps } from '../../../../server/ops/financePageProps';
import { opsTodayPageProps } from '../../../../server/ops/todayPageProps';
import { formatPaise } from '../../../../components/ops/FinanceDesk';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { makeOrder, makeProvider } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

afterAll(forgetAppDb);

let captures = 0;
/** A payment row of `order` captured at `at` (an instant). */
async function pay(
  db: Db,
  order: Order,
  at: string,
  fields: { provider: string; method: string | null; amountPaise: number; status?: 'captured' | 'duplicate' },
) {
  captures += 1;
  const [row] = await db
    .insert(payments)
    .values({
      receiptNumber: `RC-FIN${String(captures).padStart(5, '0')}`,
      orderId: order.id,
      kind: 'advance',
      provider: fields.provider,
      providerPaymentId: `pay_fin_${captures}`,
      amountPaise: fields.amountPaise,
      method: fields.method,
      status: fields.status ?? 'captured',
      capturedAt: new Date(at),
    })
    .returning();
  return row!;
}

/** A page request with `cookie` and the query. */
function pageContext(path: string, cookie: string, query: Record<string, string> = {}) {
  const res = { statusCode: 200, setHeader: () => undefined };
  return {
    context: { req: { headers: { cookie }, method: 'GET' }, res, query, resolvedUrl: path } as unknown as GetServerSidePropsContext,
    res,
  };
}

describe('the range of a summary', () => {
  const now = new Date('2026-12-07T20:00:00Z'); // 8 Dec 01:30 IST
  it('defaults to the IST month up to today, and keeps the days asked for', () => {
    expect(financeRange({}, now)).toEqual({ from: '2026-12-01', to: '2026-12-08' });
    expect(financeRange({ to: '2026-11-15' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-15' });
    expect(financeRange({ from: '2026-11-20' }, now)).toEqual({ from: '2026-11-20', to: '2026-12-08' });
    expect(financeRange({ from: '2027-01-05' }, now)).toEqual({ from: '2027-01-05', to: '2027-01-05' });
  });
  it('refuses more than 366 days on `to`', () => {
    expect(financeRange({ from: '2024-04-01', to: '2025-03-31' }, now)).toEqual({ from: '2024-04-01', to: '2025-03-31' });
    expect(() => financeRange({ from: '2024-04-01', to: '2025-04-02' }, now)).toThrow(/at most 366 days/);
  });
  it('writes paise as rupees to the paisa', () => {
    expect(rupeesText(123450)).toBe('1234.50');
    expect(rupeesText(5)).toBe('0.05');
    expect(rupeesText(-101)).toBe('-1.01');
    expect(formatPaise(12345678)).toBe('₹1,23,456.78');
  });
  it('writes amounts into CSV quoted but never defused: a negative amount stays a number, a text cell is still guarded', () => {
    expect(csvAmount(-101)).toBe('"-1.01"');
    expect(csvAmount(0)).toBe('"0.00"');
    expect(csvCell('-1.01')).toBe(`"'-1.01"`);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(() => csvAmount(1.5)).toThrow(RangeError);
  });
});

describeEachDatabase('the finance desk', (getDb) => {
  let cookies: Record<StaffRole, string>;
  let members: Awaited<ReturnType<typeof staffOfEachRole>>['members'];

  beforeAll(async () => {
    const db = getDb();
    ({ cookies, members } = await staffOfEachRole(db, '91000600'));
    // in range: 1-3 Nov IST. Payments at the edges of the days (00:00 and 23:59 IST) count; a minute outside does not
    const a = await makeOrder(db, { eventDate: '2026-11-02', customerPhone: '9811100001' }); // total 700, paid 140: owes 560
    const b = await makeOrder(db, { eventDate: '2026-11-03', customerPhone: '9811100002', status: ORDER_STATUS.COMPLETED });
    await db.update(orders).set({ amountPaid: 700 }).where(eq(orders.id, b.id)); // paid in full: owes nothing
    const c = await makeOrder(db, { eventDate: '2026-11-03', customerPhone: '9811100003', status: ORDER_STATUS.CANCELLED }); // ended: owes nothing
    const d = await makeOrder(db, { eventDate: '2026-11-04', customerPhone: '9811100004' }); // after the range
    const e = await makeOrder(db, { eventDate: '2026-11-01', customerPhone: '9811100005', status: ORDER_STATUS.IN_PROGRESS }); // owes 560
    await pay(db, a, '2026-10-31T18:30:00Z', { provider: 'razorpay', method: 'upi', amountPaise: 14_000 }); // 1 Nov 00:00 IST
    await pay(db, b, '2026-11-03T18:29:59Z', { provider: 'razorpay', method: 'upi', amountPaise: 70_001 }); // 3 Nov 23:59:59 IST
    await pay(db, c, '2026-11-02T06:00:00Z', { provider: 'razorpay', method: 'card', amountPaise: 14_000 });
    await pay(db, e, '2026-11-02T07:00:00Z', { provider: 'cash', method: 'cash', amountPaise: 56_000 });
    await pay(db, d, '2026-11-02T08:00:00Z', { provider: 'phonepe', method: null, amountPaise: 14_099 });
    await pay(db, d, '2026-11-02T09:00:00Z', { provider: 'phonepe', method: 'upi', amountPaise: 14_000, status: 'duplicate' }); // refunded: not a collection
    await pay(db, a, '2026-10-31T18:29:59Z', { provider: 'razorpay', method: 'upi', amountPaise: 99_900 }); // 31 Oct IST: outside
    await pay(db, a, '2026-11-03T18:30:00Z', { provider: 'razorpay', method: 'upi', amountPaise: 99_900 }); // 4 Nov IST: outside
    const [refunded] = await db.select().from(payments).where(eq(payments.orderId, c.id));
    const refund = (key: string, status: 'pending' | 'processed' | 'failed', amountPaise: number, at: string) =>
      db.insert(refunds).values({
        orderId: c.id,
        paymentId: refunded!.id,
        amountPaise,
        reason: 'cancellation',
        idempotencyKey: `fin:${key}`,
        status,
        createdAt: new Date(at),
      });
    await refund('one', 'processed', 10_050, '2026-11-02T10:00:00Z');
    await refund('two', 'processed', 1_000, '2026-11-03T10:00:00Z');
    await refund('three', 'pending', 2_950, '2026-11-03T11:00:00Z');
    await refund('four', 'failed', 7, '2026-10-31T18:29:00Z'); // 31 Oct IST: outside
    // the earnings ledger of two providers: due at the end of 3 Nov IST, paid and commission in 1-3 Nov IST
    const [p1, p2] = [await makeProvider(db), await makeProvider(db)];
    const entry = (
      providerId: string,
      kind: NewProviderEarning['kind'],
      amountPaise: number,
      at: string,
      more: Partial<NewProviderEarning> = {},
    ) => ({ providerId, kind, amountPaise, createdAt: new Date(at), ...more }) as NewProviderEarning;
    await db.insert(providerEarnings).values([
      entry(p2!.id, 'earning', 80_000, '2026-10-31T18:29:59Z', { orderId: d.id, orderValuePaise: 1_00_000, commissionPaise: 20_000 }), // before: due, no commission
      entry(p1!.id, 'earning', 56_000, '2026-10-31T18:30:00Z', { orderId: a.id, orderValuePaise: 70_000, commissionPaise: 14_000 }),
      entry(p1!.id, 'tds', -56, '2026-11-02T10:00:00Z', { orderId: a.id }),
      entry(p1!.id, 'tip', 5_000, '2026-11-02T11:00:00Z', { orderId: a.id }),
      entry(p1!.id, 'deduction', -1_000, '2026-11-02T12:00:00Z', { orderId: a.id }),
      entry(p2!.id, 'payout', -80_000, '2026-11-03T10:00:00Z'),
      entry(p2!.id, 'payout', 3_000, '2026-11-03T18:29:59Z'), // a reversal after paid: due again
      entry(p1!.id, 'payout', -10_000, '2026-11-03T18:30:00Z'), // 4 Nov IST: outside
      entry(p1!.id, 'earning', 28_000, '2026-11-03T18:30:00Z', { orderId: e.id, orderValuePaise: 35_000, commissionPaise: 7_000 }), // outside
    ]);
  });
  beforeEach(() => pointAppAt(getDb()));

  const expected: FinanceSummary = {
    from: '2026-11-01',
    to: '2026-11-03',
    collections: [
      { gateway: 'cash', method: 'cash', count: 1, amountPaise: 56_000 },
      { gateway: 'phonepe', method: 'other', count: 1, amountPaise: 14_099 },
      { gateway: 'razorpay', method: 'card', count: 1, amountPaise: 14_000 },
      { gateway: 'razorpay', method: 'upi', count: 2, amountPaise: 84_001 },
    ],
    collectedPaise: 168_100,
    refunds: [
      { status: 'pending', count: 1, amountPaise: 2_950 },
      { status: 'processed', count: 2, amountPaise: 11_050 },
    ],
    refundedPaise: 14_000,
    balances: { orders: 2, outstandingPaise: 112_000 },
    taxByRate: [],
    // 80,000 + 56,000 - 56 + 5,000 - 1,000 - 80,000 + 3,000; paid 80,000 - 3,000; commission of 1-3 Nov only
    payouts: { duePaise: 62_944, paidPaise: 77_000, commissionPaise: 14_000 },
  };

  it('sums collections by gateway and method, refunds by status and the balances still owed, to the paisa', async () => {
    const summary = await financeSummary(getDb(), { from: '2026-11-01', to: '2026-11-03' });
    expect(summary).toEqual(expected);
    expect(summary.collections.reduce((n, row) => n + row.amountPaise, 0)).toBe(summary.collectedPaise);
    expect(await financeSummary(getDb(), { from: '2026-11-05', to: '2026-11-30' })).toMatchObject({
      collections: [],
      collectedPaise: 0,
      refunds: [],
      refundedPaise: 0,
      balances: { orders: 0, outstandingPaise: 0 },
      taxByRate: [],
      // everything written by 30 Nov is due; nothing paid or earned in those days
      payouts: { duePaise: 62_944 - 10_000 + 28_000, paidPaise: 0, commissionPaise: 0 },
    });
    // before any entry: nothing due
    expect(await payoutFigures(getDb(), new Date('2026-10-01T00:00:00Z'), new Date('2026-10-02T00:00:00Z'))).toEqual({
      duePaise: 0,
      paidPaise: 0,
      commissionPaise: 0,
    });
  });

  it('answers admins and finance in JSON and as CSV, audits every read, and refuses the desk roles', async () => {
    const db = getDb();
    const query = { from: '2026-11-01', to: '2026-11-03' };
    const json = await callRoute(financeSummaryRoute, { method: 'GET', cookie: cookies.finance, query });
    expect(json.status, json.body.message).toBe(200);
    expect(json.body.data).toEqual(expected);
    const csv = await callRoute(financeSummaryRoute, { method: 'GET', cookie: cookies.admin, query: { ...query, format: 'csv' } });
    expect(csv.status).toBe(200);
    const text = (csv.body as unknown as { text: string }).text;
    expect(text).toBe(financeSummaryCsv(expected));
    expect(text.split('\r\n')).toEqual([
      '"Section","Gateway","Method or status","Count","Amount (INR)"',
      '"Collections","cash","cash","1","560.00"',
      '"Collections","phonepe","other","1","140.99"',
      '"Collections","razorpay","card","1","140.00"',
      '"Collections","razorpay","upi","2","840.01"',
      '"Collections total","","","5","1681.00"',
      '"Refunds","","pending","1","29.50"',
      '"Refunds","","processed","2","110.50"',
      '"Refunds total","","","3","140.00"',
      '"Balances outstanding","","","2","1120.00"',
      '"Provider payouts due","","","","629.44"',
      '"Provider payouts paid","","","","770.00"',
      '"Commission kept","","","","140.00"',
      '',
      '"Tax collected","Rate (%)","Documents","Taxable value (INR)","CGST (INR)","SGST (INR)","IGST (INR)"',
      '',
    ]);
    for (const role of ['operations', 'support'] as const) {
      expect((await callRoute(financeSummaryRoute, { method: 'GET', cookie: cookies[role], query })).status, role).toBe(403);
      expect(
        (await callRoute(financeSummaryRoute, { method: 'GET', cookie: cookies[role], query: { ...query, format: 'csv' } })).status,
      ).toBe(403);
    }
    const bad = await callRoute(financeSummaryRoute, {
      method: 'GET',
      cookie: cookies.admin,
      query: { from: '2026-11-05', to: '2026-11-01' },
    });
    expect(bad.status).toBe(400);
    const lines = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'finance.summary'), eq(auditLog.entityId, 'finance')));
    expect(lines.map((line) => [line.actorStaffId, line.after])).toEqual([
      [members.finance.id, { from: '2026-11-01', to: '2026-11-03', format: 'json' }],
      [members.admin.id, { from: '2026-11-01', to: '2026-11-03', format: 'csv' }],
    ]);
  });

  it('opens /ops/finance for admins and finance only, and sends finance from /ops to it', async () => {
    for (const role of ['admin', 'finance'] as const) {
      const { context } = pageContext('/ops/finance', cookies[role], { from: '2026-11-01', to: '2026-11-03', junk: 'x' });
      const result = (await opsFinancePageProps(context)) as { props: { summary?: FinanceSummary; forbidden?: boolean } };
      expect(result.props.forbidden).toBeUndefined();
      expect(result.props.summary).toEqual(expected);
    }
    for (const role of ['operations', 'support'] as const) {
      const { context, res } = pageContext('/ops/finance', cookies[role]);
      expect(((await opsFinancePageProps(context)) as { props: { forbidden?: boolean } }).props.forbidden).toBe(true);
      expect(res.statusCode).toBe(403);
    }
    // a range too long shows the current month instead of failing
    const { context } = pageContext('/ops/finance', cookies.finance, { from: '2020-01-01', to: '2026-11-03' });
    const long = (await opsFinancePageProps(context)) as { props: { summary: FinanceSummary } };
    expect(long.props.summary.from.endsWith('-01')).toBe(true);
    const home = pageContext('/ops', cookies.finance);
    expect(await opsTodayPageProps(home.context)).toEqual({ redirect: { destination: '/ops/finance', permanent: false } });
    expect(home.res.statusCode).toBe(200);
    const support = pageContext('/ops', cookies.support);
    expect(((await opsTodayPageProps(support.context)) as { props: { forbidden?: boolean } }).props.forbidden).toBeUndefined();
  });
});
