/**
 * The earnings and bank account routes: a provider reads only their own earnings (never another's), sets their own
 * bank account (400 for numbers that differ or a malformed IFSC, answers masked, a change clears the verification,
 * audited without the whole number); admins and operations verify it (support 403, 404 without an account).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import opsBankAccountRoute from '../../../../pages/api/ops/providers/[id]/bank-account/index';
import opsVerifyRoute from '../../../../pages/api/ops/providers/[id]/bank-account/verify';
import bankAccountRoute from '../../../../pages/api/partner/bank-account';
import earningsRoute from '../../../../pages/api/partner/earnings';
import type { BankAccountAnswer, PartnerEarnings } from '../../../../lib/contracts/earnings';
import { createConsoleSession } from '../../../../server/auth/consoleSession';
import { auditLog, providerBankAccounts, providerEarnings, type Provider } from '../../../../server/db/schema';
import { BANK_ACCOUNT_CHANGED_MESSAGE } from '../../../../server/earnings/bankAccounts';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { makeOrder, makeProvider, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const ACCOUNT = { holderName: 'Kavya Rao', accountNumber: '123456789012', accountNumberConfirm: '123456789012', ifsc: 'hdfc0001234' };

afterAll(() => forgetAppDb());

describeEachDatabase('earnings and bank account routes', (getDb) => {
  let cookies: Record<'admin' | 'operations' | 'support', string>;
  let kavya: Provider;
  let imran: Provider;
  const cookieOf = async (provider: Provider) => `partner_session=${(await createConsoleSession(getDb(), 'partner', provider.id)).token}`;
  let kavyaCookie = '';
  let imranCookie = '';

  beforeAll(async () => {
    const db = getDb();
    ({ cookies } = await staffOfEachRole(db, '91000035'));
    kavya = await makeProvider(db, { name: 'Kavya Rao', phone: nextPhone('94') });
    imran = await makeProvider(db, { name: 'Imran Khan', phone: nextPhone('94') });
    kavyaCookie = await cookieOf(kavya);
    imranCookie = await cookieOf(imran);
  });
  beforeEach(() => pointAppAt(getDb()));

  const earnings = (cookie: string) => callRoute(earningsRoute, { method: 'GET', cookie });
  const account = (method: string, cookie: string, body?: unknown) => callRoute(bankAccountRoute, { method, cookie, body });
  /** Verifies the account the operator saw: its `updatedAt` as shown (a day ago unless said). */
  const verify = (providerId: string, cookie: string, updatedAt = new Date(Date.now() - 86_400_000).toISOString()) =>
    callRoute(opsVerifyRoute, { method: 'PUT', cookie, query: { id: providerId }, body: { updatedAt } });
  /** The `updatedAt` of a provider's account as the console shows it. */
  const shownUpdatedAt = async (providerId: string) => {
    const [row] = await getDb().select().from(providerBankAccounts).where(eq(providerBankAccounts.providerId, providerId));
    return row!.updatedAt.toISOString();
  };

  it('a provider sees their own earnings, never another’s', async () => {
    const db = getDb();
    const order = await makeOrder(db);
    const now = new Date();
    await db.insert(providerEarnings).values([
      {
        providerId: kavya.id,
        orderId: order.id,
        kind: 'earning',
        amountPaise: 56_000,
        orderValuePaise: 70_000,
        commissionPaise: 14_000,
        createdAt: now,
      },
      // the cash balance collected on site (a deduction without a refund)
      { providerId: kavya.id, orderId: order.id, kind: 'deduction', amountPaise: -7_000, createdAt: now },
    ]);
    const other = await makeOrder(db);
    await db.insert(providerEarnings).values({
      providerId: imran.id,
      orderId: other.id,
      kind: 'earning',
      amountPaise: 99_000,
      orderValuePaise: 1,
      commissionPaise: 1,
      createdAt: now,
    });

    const mine = (await earnings(kavyaCookie)).body.data as PartnerEarnings;
    expect(mine.totals).toEqual({ todayPaise: 49_000, weekPaise: 49_000, monthPaise: 49_000, duePaise: 49_000 });
    expect(mine.jobs).toEqual([
      expect.objectContaining({
        orderId: order.id,
        orderNumber: order.orderNumber,
        service: 'Chef for Party',
        orderValuePaise: 70_000,
        commissionPaise: 14_000,
        deductionsPaise: 0,
        cashCollectedPaise: -7_000,
        tipsPaise: 0,
        tdsPaise: 0,
        netPaise: 49_000,
        paid: false,
      }),
    ]);
    expect(mine.statements).toEqual([]);
    const theirs = (await earnings(imranCookie)).body.data as PartnerEarnings;
    expect(theirs.jobs.map((job) => job.orderId)).toEqual([other.id]);
    expect(theirs.totals.duePaise).toBe(99_000);
    expect((await earnings('')).status).toBe(401);
  });

  it('sets the bank account, answers it masked, audits it without the whole number', async () => {
    expect((await account('GET', kavyaCookie)).body.data).toEqual({ account: null });
    const saved = await account('PUT', kavyaCookie, ACCOUNT);
    expect(saved.status).toBe(200);
    expect((saved.body.data as BankAccountAnswer).account).toMatchObject({
      holderName: 'Kavya Rao',
      accountNumberMasked: 'XXXXXX9012',
      ifsc: 'HDFC0001234',
      verified: false,
      verifiedAt: null,
    });
    expect(JSON.stringify((await account('GET', kavyaCookie)).body)).not.toContain('123456789012');
    const lines = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, kavya.id), eq(auditLog.action, 'provider.bank_account_set')));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actorKind: 'provider', actorProviderId: kavya.id });
    expect(JSON.stringify(lines[0])).not.toContain('123456789012');
    // the other provider still has none
    expect((await account('GET', imranCookie)).body.data).toEqual({ account: null });
  });

  it.each([
    ['account numbers that differ', { accountNumberConfirm: '123456789013' }, 'accountNumberConfirm'],
    ['a malformed IFSC', { ifsc: 'HDFC1001234' }, 'ifsc'],
    ['an account number with letters', { accountNumber: '12345678901A', accountNumberConfirm: '12345678901A' }, 'accountNumber'],
    ['a too short account number', { accountNumber: '12345678', accountNumberConfirm: '12345678' }, 'accountNumber'],
  ])('refuses %s (400 naming the field), changing nothing', async (_name, change, path) => {
    const refused = await account('PUT', imranCookie, { ...ACCOUNT, ...change });
    expect(refused.status).toBe(400);
    expect((refused.body as { errors?: { path: string }[] }).errors?.[0]?.path).toBe(path);
    expect((await account('GET', imranCookie)).body.data).toEqual({ account: null });
  });

  it('admins and operations verify an account (audited), support may not; a change clears it, the same details keep it', async () => {
    await account('PUT', imranCookie, { ...ACCOUNT, holderName: 'Imran Khan' });
    const shown = await shownUpdatedAt(imran.id);
    expect((await verify(imran.id, cookies.support, shown)).status).toBe(403);
    // an account the provider changed after the operator opened it is not the one verified
    const stale = await verify(imran.id, cookies.operations, new Date(Date.parse(shown) - 60_000).toISOString());
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(BANK_ACCOUNT_CHANGED_MESSAGE);
    expect(((await account('GET', imranCookie)).body.data as BankAccountAnswer).account?.verified).toBe(false);
    expect((await verify(imran.id, cookies.operations, 'yesterday')).status).toBe(400);
    const verified = await verify(imran.id, cookies.operations, shown);
    expect(verified.status).toBe(200);
    expect((verified.body.data as BankAccountAnswer).account).toMatchObject({ verified: true, accountNumberMasked: 'XXXXXX9012' });
    const [row] = await getDb().select().from(providerBankAccounts).where(eq(providerBankAccounts.providerId, imran.id));
    expect(row?.verifiedBy).not.toBeNull();
    const [line] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, imran.id), eq(auditLog.action, 'provider.bank_account_verified')));
    expect(line).toMatchObject({ actorKind: 'staff' });

    await account('PUT', imranCookie, { ...ACCOUNT, holderName: 'Imran Khan' });
    expect(((await account('GET', imranCookie)).body.data as BankAccountAnswer).account?.verified).toBe(true);
    await account('PUT', imranCookie, { ...ACCOUNT, holderName: 'Imran Khan', ifsc: 'SBIN0001234' });
    expect(((await account('GET', imranCookie)).body.data as BankAccountAnswer).account).toMatchObject({
      verified: false,
      ifsc: 'SBIN0001234',
    });
  });

  it('the console reads an account masked (404 for an unknown provider), support may not', async () => {
    const read = (providerId: string, cookie: string) =>
      callRoute(opsBankAccountRoute, { method: 'GET', cookie, query: { id: providerId } });
    const answer = await read(kavya.id, cookies.operations);
    expect(answer.status).toBe(200);
    expect((answer.body.data as BankAccountAnswer).account).toMatchObject({ accountNumberMasked: 'XXXXXX9012', holderName: 'Kavya Rao' });
    expect(JSON.stringify(answer.body)).not.toContain('123456789012');
    expect((await read(kavya.id, cookies.support)).status).toBe(403);
    expect((await read('00000000-0000-4000-8000-000000000000', cookies.admin)).status).toBe(404);
  });

  it('verifying answers 404 for a provider without an account or an unknown one', async () => {
    const nobody = await makeProvider(getDb(), { phone: nextPhone('94') });
    expect((await verify(nobody.id, cookies.admin)).status).toBe(404);
    expect((await verify('00000000-0000-4000-8000-000000000000', cookies.admin)).status).toBe(404);
  });
});
