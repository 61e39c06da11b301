/**
 * Payouts held after an unanswered send, on PGlite and PostgreSQL, through the sandbox gateway: the status pass looks
 * a held payout up by our reference (found → its state applied, paid once; none and its last send a day old → failed
 * as never having reached the gateway, its entries due again; none but recent → still held; the gateway unreachable →
 * still held); an admin settles one by hand (paid with the UTR → the ledger's payout entry once, a second settle 409;
 * not paid → only after the gateway is asked: 409 when it has the payout, 503 when it cannot be asked, else failed
 * with a fixed reason, entries due again), audited, through POST /api/ops/payouts/{id}/settle; a payout paid at the
 * gateway after it was failed is logged and flagged for the desk, the ledger untouched.
 */
import { addHours } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import settleRoute from '../../../../pages/api/ops/payouts/[id]/settle';
import {
  auditLog,
  providerBankAccounts,
  providerEarnings,
  providerPayouts,
  sandboxPayouts,
  type Provider,
  type ProviderPayout,
} from '../../../../server/db/schema';
import { NEVER_REACHED_AFTER_HOURS, PAYOUT_SETTLE_ACTION, runPayouts, settleHeldPayout } from '../../../../server/earnings';
import { PayoutGatewayError, type PayoutGateway } from '../../../../server/earnings/payouts/gateway';
import { createSandboxPayoutGateway } from '../../../../server/earnings/payouts/sandbox';
import {
  HELD_AFTER_UNANSWERED_SEND,
  NEVER_REACHED_REASON,
  PAID_AFTER_FAILED_REASON,
  SETTLED_NOT_PAID_REASON,
  syncOpenPayouts,
} from '../../../../server/earnings/payoutStatus';
import { listPayouts, payoutStatementForProvider, providerStatements } from '../../../../server/earnings/statements';
import { payoutSettleRoute } from '../../../../server/earnings/payoutsHttp';
import { applyPayoutState } from '../../../../server/earnings';
import { ADMIN_ONLY } from '../../../../server/auth/withStaff';
import { logger } from '../../../../server/logger';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { makeOrder, makeProvider, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const SECRET = 'sandbox-payout-secret-for-tests';
/** Monday 14 December 2026, 10:00 IST: the run pays the week of 7 to 13 December. */
const RUN_AT = new Date('2026-12-14T10:00:00+05:30');
const CREDITED_AT = new Date('2026-12-10T18:00:00+05:30');
const NET = 56_040;

afterAll(() => forgetAppDb());

describeEachDatabase('payouts held after an unanswered send', (getDb) => {
  const sandbox = () => createSandboxPayoutGateway({ getDb: async () => getDb(), secret: SECRET });
  let actor: { kind: 'staff'; staffId: string };
  let cookies: Record<'admin' | 'operations' | 'support' | 'finance', string>;

  beforeAll(async () => {
    const staff = await staffOfEachRole(getDb(), '91000351');
    cookies = staff.cookies;
    actor = { kind: 'staff', staffId: staff.members.admin.id };
  });
  beforeEach(() => pointAppAt(getDb()));

  /** The sandbox, counting its creates, with every create unanswered while `down`. */
  function counted(options: { down?: boolean; lookupFails?: boolean } = {}) {
    const base = sandbox();
    const creates: string[] = [];
    const gateway: PayoutGateway = {
      ...base,
      name: 'sandbox',
      async createPayout(request) {
        creates.push(request.payoutId);
        if (options.down) throw new PayoutGatewayError('timeout', true);
        return base.createPayout(request);
      },
      async findPayoutByReference(reference) {
        if (options.lookupFails) throw new PayoutGatewayError('RazorpayX find payout by reference: HTTP 503', true);
        return base.findPayoutByReference(reference);
      },
    };
    return { gateway, creates };
  }

  /**
   * A provider with one credited job (net 56040 paise) whose payout was sent once without an answer and then held (a
   * later send refused): queued, attempts 1, no gateway id, its entries with it, last sent at RUN_AT.
   */
  async function heldPayout(last4: string) {
    const db = getDb();
    const provider = await makeProvider(db, { name: `Held ${last4}`, phone: nextPhone('93') });
    await db.insert(providerBankAccounts).values({
      providerId: provider.id,
      holderName: 'Ramesh Kumar',
      accountNumber: `12345678${last4}`,
      ifsc: 'HDFC0001234',
      verifiedAt: CREDITED_AT,
    });
    const order = await makeOrder(db);
    await db.insert(providerEarnings).values({
      providerId: provider.id,
      orderId: order.id,
      createdAt: CREDITED_AT,
      kind: 'earning',
      amountPaise: NET,
      orderValuePaise: 70_050,
      commissionPaise: 14_010,
    });
    await runPayouts(db, { gateway: counted({ down: true }).gateway, minimumPaise: 10_000 }, RUN_AT);
    const [payout] = await db
      .update(providerPayouts)
      // one send counted, as after a first create that timed out and a second one refused
      .set({ failureReason: `${HELD_AFTER_UNANSWERED_SEND} (refused: other details)`, attempts: 1, sendingUntil: null, updatedAt: RUN_AT })
      .where(eq(providerPayouts.providerId, provider.id))
      .returning();
    expect(payout).toMatchObject({ status: 'queued', attempts: 1, gatewayPayoutId: null });
    return { provider, payout: payout! };
  }

  /** The unanswered first send of a held payout as the sandbox gateway received it (`last4` of its bank account). */
  const reachedGateway = (payout: ProviderPayout, last4: string) =>
    sandbox().createPayout({
      payoutId: payout.idempotencyKey,
      amountPaise: payout.amountPaise,
      account: { holderName: 'Ramesh Kumar', accountNumber: `12345678${last4}`, ifsc: 'HDFC0001234' },
      reference: payout.id,
    });

  const payoutOf = async (id: string) => (await getDb().select().from(providerPayouts).where(eq(providerPayouts.id, id)))[0]!;
  const ledgerOf = (provider: Provider) => getDb().select().from(providerEarnings).where(eq(providerEarnings.providerId, provider.id));
  const payoutEntries = async (provider: Provider) => (await ledgerOf(provider)).filter((e) => e.kind === 'payout');
  const balanceOf = async (provider: Provider) => (await ledgerOf(provider)).reduce((sum, e) => sum + e.amountPaise, 0);
  const settleAudit = (id: string) =>
    getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, PAYOUT_SETTLE_ACTION), eq(auditLog.entityId, id)));

  it('found at the gateway by our reference: its id is stored and its state applied, paid once', async () => {
    const { provider, payout } = await heldPayout('4301');
    // the first send did reach the gateway, which paid it
    await reachedGateway(payout, '4301');
    await getDb().update(sandboxPayouts).set({ status: 'processed', utr: 'SBXFOUND0001' }).where(eq(sandboxPayouts.referenceId, payout.id));

    const { gateway, creates } = counted();
    const later = addHours(RUN_AT, 1);
    await Promise.all([syncOpenPayouts(getDb(), gateway, later), syncOpenPayouts(getDb(), gateway, later)]);
    await syncOpenPayouts(getDb(), gateway, later);
    expect(await payoutOf(payout.id)).toMatchObject({
      status: 'paid',
      gatewayPayoutId: expect.stringMatching(/^spout_/),
      utr: 'SBXFOUND0001',
      paidAt: later,
      failureReason: null,
    });
    expect(await payoutEntries(provider)).toEqual([expect.objectContaining({ amountPaise: -NET, payoutId: payout.id })]);
    expect(await balanceOf(provider)).toBe(0);
    // nothing was sent again
    expect(creates).not.toContain(payout.idempotencyKey);
  });

  it('none at the gateway and the last send a day old: failed as never reached, its entries due again', async () => {
    const { provider, payout } = await heldPayout('4302');
    const { gateway } = counted();
    const dayLater = addHours(RUN_AT, NEVER_REACHED_AFTER_HOURS);
    await syncOpenPayouts(getDb(), gateway, dayLater);
    expect(await payoutOf(payout.id)).toMatchObject({ status: 'failed', failureReason: NEVER_REACHED_REASON, paidAt: null });
    expect(await payoutEntries(provider)).toEqual([]);
    expect((await ledgerOf(provider)).every((e) => e.payoutId === null)).toBe(true);
    expect(await balanceOf(provider)).toBe(NET);
    // the next run pays them in a new payout, under a new idempotency key
    await runPayouts(getDb(), { gateway: sandbox(), minimumPaise: 10_000 }, addHours(RUN_AT, 7 * 24));
    const all = await getDb().select().from(providerPayouts).where(eq(providerPayouts.providerId, provider.id));
    expect(all.map((p) => p.status).sort()).toEqual(['failed', 'paid']);
    expect(await balanceOf(provider)).toBe(0);
  });

  it('none at the gateway but sent recently, or the gateway unreachable: still held, not sent again', async () => {
    const { provider, payout } = await heldPayout('4303');
    const recent = counted();
    await syncOpenPayouts(getDb(), recent.gateway, addHours(RUN_AT, NEVER_REACHED_AFTER_HOURS - 1));
    const unreachable = counted({ lookupFails: true });
    await syncOpenPayouts(getDb(), unreachable.gateway, addHours(RUN_AT, NEVER_REACHED_AFTER_HOURS + 1));
    expect(await payoutOf(payout.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      gatewayPayoutId: null,
      failureReason: expect.stringContaining(HELD_AFTER_UNANSWERED_SEND),
    });
    expect([...recent.creates, ...unreachable.creates]).not.toContain(payout.idempotencyKey);
    expect((await ledgerOf(provider)).every((e) => e.payoutId === payout.id)).toBe(true);
  });

  it('a held payout another instance is sending right now is neither failed by the pass nor settled by hand', async () => {
    const { payout } = await heldPayout('4308');
    const dayLater = addHours(RUN_AT, NEVER_REACHED_AFTER_HOURS + 1);
    await getDb()
      .update(providerPayouts)
      .set({ sendingUntil: addHours(dayLater, 1) })
      .where(eq(providerPayouts.id, payout.id));
    await syncOpenPayouts(getDb(), counted().gateway, dayLater);
    expect(await payoutOf(payout.id)).toMatchObject({ status: 'queued', gatewayPayoutId: null });
    await expect(
      settleHeldPayout(getDb(), () => sandbox(), actor, payout.id, { outcome: 'not_paid', note: 'not on statement' }, dayLater),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect(await settleAudit(payout.id)).toEqual([]);
  });

  it('settled as paid by an admin: paid with the UTR and the payout entry once; a second settle is a 409', async () => {
    const { provider, payout } = await heldPayout('4304');
    const at = addHours(RUN_AT, 2);
    const paid = await settleHeldPayout(getDb(), () => sandbox(), actor, payout.id, { outcome: 'paid', utr: 'HDFCN52026121400' }, at);
    expect(paid).toMatchObject({ status: 'paid', utr: 'HDFCN52026121400', paidAt: at, failureReason: null });
    expect(await payoutEntries(provider)).toEqual([expect.objectContaining({ amountPaise: -NET, payoutId: payout.id })]);
    expect(await balanceOf(provider)).toBe(0);
    await expect(
      settleHeldPayout(getDb(), () => sandbox(), actor, payout.id, { outcome: 'paid', utr: 'HDFCN52026121400' }, at),
    ).rejects.toMatchObject({
      status: 409,
    });
    await expect(
      settleHeldPayout(getDb(), () => sandbox(), actor, payout.id, { outcome: 'not_paid', note: 'not on statement' }, at),
    ).rejects.toMatchObject({
      status: 409,
    });
    expect(await payoutEntries(provider)).toHaveLength(1);
    expect(await settleAudit(payout.id)).toEqual([
      expect.objectContaining({
        actorStaffId: actor.staffId,
        entityType: 'payout',
        before: expect.objectContaining({ status: 'queued' }),
        after: expect.objectContaining({ status: 'paid', outcome: 'paid', utr: 'HDFCN52026121400' }),
      }),
    ]);
    await expect(
      settleHeldPayout(getDb(), () => sandbox(), actor, crypto.randomUUID(), { outcome: 'paid', utr: 'HDFCN52026121400' }, at),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it('settled as not paid: failed with a fixed reason (the note only in the audit line), its entries due again; a payout never sent cannot be settled', async () => {
    const { provider, payout } = await heldPayout('4305');
    const failed = await settleHeldPayout(getDb(), () => sandbox(), actor, payout.id, {
      outcome: 'not_paid',
      note: 'Not on the bank statement of 14 Dec',
    });
    expect(failed).toMatchObject({ status: 'failed', failureReason: SETTLED_NOT_PAID_REASON });
    // the admin's note is for operations: the partner app's payout views never carry it
    const partnerViews = JSON.stringify([
      await payoutStatementForProvider(getDb(), provider.id, payout.id),
      await providerStatements(getDb(), provider.id),
    ]);
    expect(partnerViews).toContain(SETTLED_NOT_PAID_REASON);
    expect(partnerViews).not.toContain('bank statement of 14 Dec');
    expect(await payoutEntries(provider)).toEqual([]);
    expect((await ledgerOf(provider)).every((e) => e.payoutId === null)).toBe(true);
    expect(await balanceOf(provider)).toBe(NET);
    expect(await settleAudit(payout.id)).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({ status: 'failed', outcome: 'not_paid', note: 'Not on the bank statement of 14 Dec' }),
      }),
    ]);

    // queued but never sent (attempts 0): nothing to settle
    const { payout: fresh } = await heldPayout('4306');
    await getDb().update(providerPayouts).set({ attempts: 0 }).where(eq(providerPayouts.id, fresh.id));
    await expect(
      settleHeldPayout(getDb(), () => sandbox(), actor, fresh.id, { outcome: 'not_paid', note: 'never sent' }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });

  it('the route: admins only, the UTR validated, 200 then 409', async () => {
    const { payout } = await heldPayout('4307');
    const post = (cookie: string, body: unknown) => callRoute(settleRoute, { method: 'POST', cookie, query: { id: payout.id }, body });
    expect((await post(cookies.finance, { outcome: 'paid', utr: '123456789012' })).status).toBe(403);
    expect((await post(cookies.admin, { outcome: 'paid' })).status).toBe(400);
    expect((await post(cookies.admin, { outcome: 'paid', utr: 'UTR-12' })).status).toBe(400);
    expect((await post(cookies.admin, { outcome: 'not_paid', note: '' })).status).toBe(400);
    expect((await post(cookies.admin, { outcome: 'maybe' })).status).toBe(400);
    expect((await callRoute(settleRoute, { method: 'POST', cookie: cookies.admin, query: { id: 'nope' }, body: {} })).status).toBe(400);
    const answer = await post(cookies.admin, { outcome: 'paid', utr: ' 123456789012 ' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: payout.id, status: 'paid', utr: '123456789012' });
    expect((await post(cookies.admin, { outcome: 'paid', utr: '123456789012' })).status).toBe(409);
  });

  it('"not paid" while the gateway has the payout (queued there, or paid): 409 with its state applied, never failed', async () => {
    const { provider, payout } = await heldPayout('4311');
    // the unanswered send did reach the gateway, which holds it (RazorpayX: queued for low balance or an approval)
    await reachedGateway(payout, '4311');
    const at = addHours(RUN_AT, 3);
    const refused = settleHeldPayout(getDb(), () => sandbox(), actor, payout.id, { outcome: 'not_paid', note: 'not on statement' }, at);
    await expect(refused).rejects.toMatchObject({ status: 409, message: expect.stringContaining('gateway has this payout') });
    expect(await payoutOf(payout.id)).toMatchObject({ status: 'processing', gatewayPayoutId: expect.stringMatching(/^spout_/) });
    expect((await ledgerOf(provider)).every((e) => e.payoutId === payout.id)).toBe(true);
    expect(await settleAudit(payout.id)).toEqual([]);

    // paid there: the settle is refused and the payout is paid, its entry written once
    const { payout: paidThere, provider: paidProvider } = await heldPayout('4312');
    await reachedGateway(paidThere, '4312');
    await getDb()
      .update(sandboxPayouts)
      .set({ status: 'processed', utr: 'SBXPAID00001' })
      .where(eq(sandboxPayouts.referenceId, paidThere.id));
    await expect(
      settleHeldPayout(getDb(), () => sandbox(), actor, paidThere.id, { outcome: 'not_paid', note: 'not on statement' }, at),
    ).rejects.toMatchObject({ status: 409 });
    expect(await payoutOf(paidThere.id)).toMatchObject({ status: 'paid', utr: 'SBXPAID00001' });
    expect(await payoutEntries(paidProvider)).toEqual([expect.objectContaining({ amountPaise: -NET })]);
  });

  it('"not paid" when the gateway cannot be asked: 503 JSON, the payout still held', async () => {
    const { payout } = await heldPayout('4313');
    const down = counted({ lookupFails: true }).gateway;
    await expect(
      settleHeldPayout(getDb(), () => down, actor, payout.id, { outcome: 'not_paid', note: 'not on statement' }),
    ).rejects.toMatchObject({ status: 503 });
    const route = payoutSettleRoute(ADMIN_ONLY, () => down);
    const answer = await callRoute(route, {
      method: 'POST',
      cookie: cookies.admin,
      query: { id: payout.id },
      body: { outcome: 'not_paid', note: 'not on statement' },
    });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ error: true, status: 503, message: expect.stringContaining('could not be asked') });
    expect(await payoutOf(payout.id)).toMatchObject({ status: 'queued', gatewayPayoutId: null });
    expect(await settleAudit(payout.id)).toEqual([]);
  });

  it('one held rule: a queued payout the gateway has an id for is neither settled by hand nor shown as held', async () => {
    const { payout } = await heldPayout('4314');
    await getDb().update(providerPayouts).set({ gatewayPayoutId: 'spout_known' }).where(eq(providerPayouts.id, payout.id));
    await expect(
      settleHeldPayout(getDb(), () => sandbox(), actor, payout.id, { outcome: 'paid', utr: 'HDFCN52026121499' }),
    ).rejects.toMatchObject({ status: 409 });
    const listed = (await listPayouts(getDb(), actor, RUN_AT)).find((view) => view._id === payout.id);
    expect(listed).toMatchObject({ status: 'queued', held: false, paidAfterFailed: false });
  });

  it('paid at the gateway after it was marked failed: logged with ids, flagged on the desk, the ledger not written again', async () => {
    const { provider, payout } = await heldPayout('4315');
    await settleHeldPayout(getDb(), () => sandbox(), actor, payout.id, { outcome: 'not_paid', note: 'not on statement' });
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    try {
      const later = addHours(RUN_AT, 30);
      await applyPayoutState(getDb(), payout.id, { status: 'processed', utr: 'SBXLATE00001' }, later);
      await applyPayoutState(getDb(), payout.id, { status: 'processed', utr: 'SBXLATE00001' }, later);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(expect.objectContaining({ payoutId: payout.id, gatewayStatus: 'processed' }), expect.any(String));
      expect(JSON.stringify(error.mock.calls)).not.toContain('Ramesh');
    } finally {
      error.mockRestore();
    }
    expect(await payoutOf(payout.id)).toMatchObject({ status: 'failed', failureReason: PAID_AFTER_FAILED_REASON, utr: 'SBXLATE00001' });
    expect(await payoutEntries(provider)).toEqual([]);
    const listed = (await listPayouts(getDb(), actor, RUN_AT)).find((view) => view._id === payout.id);
    expect(listed).toMatchObject({ status: 'failed', paidAfterFailed: true, held: false });
  });

  it('read a day old, then sent again by another instance before the fail: the row lock re-check keeps it held', async () => {
    const { provider, payout } = await heldPayout('4316');
    const dayLater = addHours(RUN_AT, NEVER_REACHED_AFTER_HOURS + 1);
    const base = sandbox();
    const gateway: PayoutGateway = {
      ...base,
      // between this pass's read and its fail, another instance sends the payout (unanswered again, its lease ended)
      async findPayoutByReference(reference) {
        await getDb()
          .update(providerPayouts)
          .set({ attempts: 2, sendingUntil: null, updatedAt: dayLater })
          .where(eq(providerPayouts.id, payout.id));
        return base.findPayoutByReference(reference);
      },
    };
    await syncOpenPayouts(getDb(), gateway, dayLater);
    expect(await payoutOf(payout.id)).toMatchObject({ status: 'queued', attempts: 2, gatewayPayoutId: null });
    expect((await ledgerOf(provider)).every((e) => e.payoutId === payout.id)).toBe(true);
  });

  it('the audit line keeps the note, with account and phone numbers masked (operations read the audit log)', async () => {
    const { payout } = await heldPayout('4317');
    await settleHeldPayout(getDb(), () => sandbox(), actor, payout.id, {
      outcome: 'not_paid',
      note: 'Not on the statement of account 50100234567890 for 14 Dec',
    });
    const [line] = await settleAudit(payout.id);
    expect(line!.after).toMatchObject({ note: 'Not on the statement of account ••••••••••7890 for 14 Dec' });
    expect(JSON.stringify(line)).not.toContain('50100234567890');
  });
});
