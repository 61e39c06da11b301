/**
 * The weekly payout run on PGlite and PostgreSQL, through the sandbox gateway: a provider's due balance is paid once
 * (a second run, or a concurrent one, pays nothing more); the ledger's `payout` entry is written only when the
 * gateway reports the payout processed; a failed payout (account ending 0000) leaves its entries due and the next
 * run pays them in a new payout; a reversal (1111) writes the entry back; a payout left processing (2222) settles
 * on the status job; an unverified account gets nothing; entries of an order with a refund in flight wait; entries
 * of the current week wait; a webhook's body is never taken for the status; the statement adds up to the paisa.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { nextPayoutRunAt, payoutWeekOf } from '../../../../lib/earnings';
import {
  jobs,
  payments,
  providerBankAccounts,
  providerEarnings,
  providerPayouts,
  refunds,
  sandboxPayouts,
  type Provider,
} from '../../../../server/db/schema';
import {
  applyPayoutState,
  earningJobHandlers,
  receivePayoutWebhook,
  runPayouts,
  schedulePayoutRun,
  type PayoutDeps,
} from '../../../../server/earnings';
import { PayoutGatewayError, PayoutSignatureError, type PayoutGateway } from '../../../../server/earnings/payouts/gateway';
import { createSandboxPayoutGateway, signedSandboxPayoutEvent } from '../../../../server/earnings/payouts/sandbox';
import { syncOpenPayouts } from '../../../../server/earnings/payoutStatus';
import { makeOrder, makeProvider, nextPhone } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

const SECRET = 'sandbox-payout-secret-for-tests';
/** Monday 14 December 2026, 10:00 IST: the run pays the week of 7 to 13 December. */
const RUN_AT = new Date('2026-12-14T10:00:00+05:30');
const CREDITED_AT = new Date('2026-12-10T18:00:00+05:30');
let receipts = 0;

describeEachDatabase('the weekly payout run', (getDb) => {
  const gateway = () => createSandboxPayoutGateway({ getDb: async () => getDb(), secret: SECRET });
  const deps = (): PayoutDeps => ({ gateway: gateway(), minimumPaise: 10_000 });

  /**
   * The sandbox gateway behind a link that times out (no answer) until `up()`: the idempotency keys of every create
   * it was sent land in `keys`.
   */
  function unansweredUntilUp() {
    const sandbox = gateway();
    const keys: string[] = [];
    let down = true;
    const linked: PayoutGateway = {
      ...sandbox,
      name: 'sandbox',
      async createPayout(request) {
        keys.push(request.payoutId);
        if (down) throw new PayoutGatewayError('timeout', true);
        return sandbox.createPayout(request);
      },
    };
    return { gateway: linked, keys, up: () => (down = false) };
  }

  /** A provider with a bank account ending in `last4` (verified unless said otherwise). */
  async function providerWith(last4: string, verified = true): Promise<Provider> {
    const db = getDb();
    const provider = await makeProvider(db, { name: `Payee ${last4}`, phone: nextPhone('93') });
    await db.insert(providerBankAccounts).values({
      providerId: provider.id,
      holderName: 'Ramesh Kumar',
      accountNumber: `12345678${last4}`,
      ifsc: 'HDFC0001234',
      verifiedAt: verified ? CREDITED_AT : null,
    });
    return provider;
  }

  /**
   * A credited job of ₹700.50 (order value 70050 paise, commission 14010, earning 56040), a tip of ₹50, a deduction
   * of ₹7.25 and TDS of ₹0.70 (s. 194-O at 0.1%): net 56040 + 5000 - 725 - 70 = 60245 paise.
   */
  async function creditedJob(provider: Provider, createdAt = CREDITED_AT) {
    const db = getDb();
    const order = await makeOrder(db);
    const base = { providerId: provider.id, orderId: order.id, createdAt };
    await db.insert(providerEarnings).values([
      { ...base, kind: 'earning', amountPaise: 56_040, orderValuePaise: 70_050, commissionPaise: 14_010 },
      { ...base, kind: 'tip', amountPaise: 5_000 },
      { ...base, kind: 'deduction', amountPaise: -725 },
      { ...base, kind: 'tds', amountPaise: -70 },
    ]);
    return order;
  }
  const NET = 60_245;

  const payoutsOf = (provider: Provider) =>
    getDb().select().from(providerPayouts).where(eq(providerPayouts.providerId, provider.id)).orderBy(providerPayouts.createdAt);
  const ledgerOf = (provider: Provider) => getDb().select().from(providerEarnings).where(eq(providerEarnings.providerId, provider.id));
  /** The ledger's balance due: the sum of every entry (the ledger rule). */
  const balanceOf = async (provider: Provider) => (await ledgerOf(provider)).reduce((sum, e) => sum + e.amountPaise, 0);
  const payoutEntries = async (provider: Provider) => (await ledgerOf(provider)).filter((e) => e.kind === 'payout');

  it('the run pays for the last full IST week and the job comes back next Monday at 10:00 IST', () => {
    expect(payoutWeekOf(RUN_AT)).toEqual({ from: '2026-12-07', to: '2026-12-13', endsAt: new Date('2026-12-14T00:00:00+05:30') });
    expect(nextPayoutRunAt(new Date('2026-12-14T09:59:59+05:30'))).toEqual(RUN_AT);
    expect(nextPayoutRunAt(RUN_AT)).toEqual(new Date('2026-12-21T10:00:00+05:30'));
    expect(nextPayoutRunAt(new Date('2026-12-16T12:00:00+05:30'))).toEqual(new Date('2026-12-21T10:00:00+05:30'));
  });

  it('the weekly job is queued once across instances, for the next Monday 10:00 IST', async () => {
    const monday = new Date('2026-12-14T10:00:00+05:30');
    expect(await schedulePayoutRun(getDb(), new Date('2026-12-10T12:00:00+05:30'))).toBe(true);
    expect(await schedulePayoutRun(getDb(), new Date('2026-12-10T12:00:01+05:30'))).toBe(false);
    const queued = await getDb().select().from(jobs).where(eq(jobs.name, 'earnings.payout_run'));
    expect(queued).toEqual([expect.objectContaining({ runAt: monday, dedupeKey: 'earnings.payout_run' })]);
  });

  it('pays what is due once, writes the payout entry once when paid, and a second run pays nothing', async () => {
    const provider = await providerWith('4321');
    await creditedJob(provider);
    await creditedJob(provider);
    // credited this week: waits for next week's run
    await creditedJob(provider, new Date('2026-12-14T09:00:00+05:30'));

    const first = await runPayouts(getDb(), deps(), RUN_AT);
    expect(first).toMatchObject({ periodFrom: '2026-12-07', periodTo: '2026-12-13' });
    const [payout, ...others] = await payoutsOf(provider);
    expect(others).toEqual([]);
    expect(payout).toMatchObject({
      status: 'paid',
      amountPaise: 2 * NET,
      orderValuePaise: 2 * 70_050,
      commissionPaise: 2 * 14_010,
      earningsPaise: 2 * 56_040,
      tipsPaise: 2 * 5_000,
      deductionsPaise: 2 * -725,
      tdsPaise: 2 * -70,
      jobs: 2,
      gateway: 'sandbox',
      attempts: 1,
      paidAt: RUN_AT,
    });
    // the statement adds up to the paisa
    expect(payout!.earningsPaise).toBe(payout!.orderValuePaise - payout!.commissionPaise);
    expect(payout!.earningsPaise + payout!.tipsPaise + payout!.deductionsPaise + payout!.tdsPaise).toBe(payout!.amountPaise);
    expect(await payoutEntries(provider)).toEqual([expect.objectContaining({ amountPaise: -2 * NET, payoutId: payout!.id })]);
    // what is left due is this week's job alone
    expect(await balanceOf(provider)).toBe(NET);

    await runPayouts(getDb(), deps(), RUN_AT);
    expect(await payoutsOf(provider)).toHaveLength(1);
    expect(await payoutEntries(provider)).toHaveLength(1);
  });

  it('two runs at the same time make one payout of the same entries', async () => {
    const provider = await providerWith('5678');
    await creditedJob(provider);
    const [a, b] = await Promise.all([runPayouts(getDb(), deps(), RUN_AT), runPayouts(getDb(), deps(), RUN_AT)]);
    const payouts = await payoutsOf(provider);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ status: 'paid', amountPaise: NET });
    expect(await payoutEntries(provider)).toHaveLength(1);
    expect(await balanceOf(provider)).toBe(0);
    // one of the two made it (each run also counts other tests' providers: only this one's payout is compared)
    expect([a.runId, b.runId]).toContain(payouts[0]!.runId);
  });

  it('a failed payout (0000) writes nothing, leaves its entries due, and the next run pays them in a new payout', async () => {
    const provider = await providerWith('0000');
    await creditedJob(provider);
    await runPayouts(getDb(), deps(), RUN_AT);
    const [failed] = await payoutsOf(provider);
    expect(failed).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('invalid'), paidAt: null });
    expect(await payoutEntries(provider)).toEqual([]);
    expect((await ledgerOf(provider)).every((e) => e.payoutId === null)).toBe(true);
    expect(await balanceOf(provider)).toBe(NET);

    // the provider gives a good account, operations verify it: the next run pays the same entries
    await getDb()
      .update(providerBankAccounts)
      .set({ accountNumber: '123456784321', verifiedAt: RUN_AT })
      .where(eq(providerBankAccounts.providerId, provider.id));
    await runPayouts(getDb(), deps(), new Date('2026-12-21T10:00:00+05:30'));
    const [, retried] = await payoutsOf(provider);
    expect(retried).toMatchObject({ status: 'paid', amountPaise: NET, periodFrom: '2026-12-14', periodTo: '2026-12-20' });
    expect(retried!.idempotencyKey).not.toBe(failed!.idempotencyKey);
    expect(await balanceOf(provider)).toBe(0);
  });

  it('a reversed payout (1111) writes its entry back: the balance is due again', async () => {
    const provider = await providerWith('1111');
    await creditedJob(provider);
    await runPayouts(getDb(), deps(), RUN_AT);
    const [payout] = await payoutsOf(provider);
    expect(payout).toMatchObject({ status: 'reversed', failureReason: expect.stringContaining('returned') });
    expect((await payoutEntries(provider)).map((e) => e.amountPaise).sort((x, y) => x - y)).toEqual([-NET, NET]);
    expect(await balanceOf(provider)).toBe(NET);
    expect((await ledgerOf(provider)).filter((e) => e.kind !== 'payout').every((e) => e.payoutId === null)).toBe(true);
  });

  it('a payout left processing (2222) settles on the status job, and a webhook body is never taken for the status', async () => {
    const provider = await providerWith('2222');
    await creditedJob(provider);
    const result = await runPayouts(getDb(), deps(), RUN_AT);
    expect(result.status.open).toBeGreaterThanOrEqual(1);
    const [payout] = await payoutsOf(provider);
    expect(payout).toMatchObject({ status: 'processing', gatewayPayoutId: expect.stringMatching(/^spout_/) });
    expect(await payoutEntries(provider)).toEqual([]);

    // a genuine signature on a body that claims "processed": the gateway, asked again, still says processing
    const claim = signedSandboxPayoutEvent(SECRET, { gatewayPayoutId: payout!.gatewayPayoutId!, status: 'processed' });
    expect(await receivePayoutWebhook(getDb(), gateway(), claim.rawBody, claim.signature, RUN_AT)).toBe('applied');
    expect((await payoutsOf(provider))[0]).toMatchObject({ status: 'processing' });
    await expect(receivePayoutWebhook(getDb(), gateway(), claim.rawBody, 'f'.repeat(64), RUN_AT)).rejects.toBeInstanceOf(
      PayoutSignatureError,
    );

    // the bank answers at last: the status job reads it from the gateway
    await getDb().update(sandboxPayouts).set({ outcome: 'processed' }).where(eq(sandboxPayouts.id, payout!.gatewayPayoutId!));
    const later = new Date(RUN_AT.getTime() + 30 * 60_000);
    const handlers = earningJobHandlers(deps);
    await handlers['earnings.payout_status']!(getDb(), {}, later);
    expect((await payoutsOf(provider))[0]).toMatchObject({ status: 'paid', paidAt: later });
    expect(await payoutEntries(provider)).toEqual([expect.objectContaining({ amountPaise: -NET })]);
    expect(await balanceOf(provider)).toBe(0);
  });

  it('an unverified bank account gets nothing; the weekly job queues next week itself', async () => {
    const provider = await providerWith('6789', false);
    await creditedJob(provider);
    const handlers = earningJobHandlers(deps);
    const answer = await handlers['earnings.payout_run']!(getDb(), {}, RUN_AT);
    expect(answer).toEqual({ rescheduleAt: new Date('2026-12-21T10:00:00+05:30') });
    expect(await payoutsOf(provider)).toEqual([]);
    expect(await balanceOf(provider)).toBe(NET);

    // a run that fails keeps the weekly chain: it comes back within the hour
    const broken = earningJobHandlers(() => {
      throw new Error('gateway not configured');
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await broken['earnings.payout_run']!(getDb(), {}, RUN_AT)).toEqual({ rescheduleAt: new Date('2026-12-14T11:00:00+05:30') });
    quiet.mockRestore();
  });

  it('the entries of an order with a refund in flight wait; the rest is paid', async () => {
    const db = getDb();
    const provider = await providerWith('7890');
    await creditedJob(provider);
    const disputed = await creditedJob(provider);
    receipts += 1;
    const [payment] = await db
      .insert(payments)
      .values({
        receiptNumber: `RC-P${String(receipts).padStart(7, '0')}`,
        orderId: disputed.id,
        kind: 'advance',
        provider: 'sandbox',
        providerPaymentId: `pay_payout_${disputed.id}`,
        amountPaise: 14_000,
        capturedAt: CREDITED_AT,
      })
      .returning();
    const [pending] = await db
      .insert(refunds)
      .values({
        orderId: disputed.id,
        paymentId: payment!.id,
        amountPaise: 1_000,
        reason: 'goodwill',
        idempotencyKey: `dispute:${disputed.id}`,
      })
      .returning();
    await runPayouts(db, deps(), RUN_AT);
    const [payout] = await payoutsOf(provider);
    expect(payout).toMatchObject({ status: 'paid', amountPaise: NET, jobs: 1 });
    const waiting = await db
      .select()
      .from(providerEarnings)
      .where(and(eq(providerEarnings.orderId, disputed.id), inArray(providerEarnings.kind, ['earning', 'tip', 'deduction', 'tds'])));
    expect(waiting.every((e) => e.payoutId === null)).toBe(true);

    // the refund settles: the next run pays the rest
    await db.update(refunds).set({ status: 'processed' }).where(eq(refunds.id, pending!.id));
    await runPayouts(db, deps(), RUN_AT);
    expect((await payoutsOf(provider)).map((p) => p.amountPaise)).toEqual([NET, NET]);
    expect(await balanceOf(provider)).toBe(0);
  });

  it('a balance under the minimum waits', async () => {
    const provider = await providerWith('8901');
    await creditedJob(provider);
    await runPayouts(getDb(), { ...deps(), minimumPaise: NET + 1 }, RUN_AT);
    expect(await payoutsOf(provider)).toEqual([]);
  });
  it('a reversal after the payout was paid writes the entry back once; a replay writes nothing more', async () => {
    const provider = await providerWith('3456');
    await creditedJob(provider);
    await runPayouts(getDb(), deps(), RUN_AT);
    const [payout] = await payoutsOf(provider);
    expect(payout).toMatchObject({ status: 'paid' });
    for (let i = 0; i < 2; i += 1) {
      await applyPayoutState(getDb(), payout!.id, { status: 'reversed', failureReason: 'Account closed' }, RUN_AT);
    }
    // a late "processed" after the reversal moves nothing back
    await applyPayoutState(getDb(), payout!.id, { status: 'processed' }, RUN_AT);
    expect((await payoutsOf(provider))[0]).toMatchObject({ status: 'reversed', failureReason: 'Account closed' });
    expect((await payoutEntries(provider)).map((e) => e.amountPaise).sort((x, y) => x - y)).toEqual([-NET, NET]);
    expect(await balanceOf(provider)).toBe(NET);
  });

  it('a create the gateway did not answer stays queued and is sent again under the same idempotency key', async () => {
    const provider = await providerWith('4567');
    await creditedJob(provider);
    const { gateway: flaky, keys, up } = unansweredUntilUp();
    await runPayouts(getDb(), { gateway: flaky, minimumPaise: 10_000 }, RUN_AT);
    const [queued] = await payoutsOf(provider);
    expect(queued).toMatchObject({ status: 'queued', attempts: expect.any(Number), failureReason: expect.stringContaining('timeout') });
    expect(await payoutEntries(provider)).toEqual([]);
    // its entries stay with it: a run while it is queued makes no second payout of them
    up();
    await runPayouts(getDb(), { gateway: flaky, minimumPaise: 10_000 }, RUN_AT);
    const payouts = await payoutsOf(provider);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ status: 'paid', amountPaise: NET });
    expect(new Set(keys.filter((key) => key === queued!.idempotencyKey)).size).toBe(1);
    expect(keys.filter((key) => key === queued!.idempotencyKey).length).toBeGreaterThanOrEqual(2);
    expect(await balanceOf(provider)).toBe(0);
  });
  it('two status passes at once send a queued payout once: a sender holds it while the gateway answers', async () => {
    const provider = await providerWith('4568');
    await creditedJob(provider);
    const { gateway: counting, keys, up } = unansweredUntilUp();
    await runPayouts(getDb(), { gateway: counting, minimumPaise: 10_000 }, RUN_AT);
    const [queued] = await payoutsOf(provider);
    const sends = () => keys.filter((key) => key === queued!.idempotencyKey).length;
    const before = sends();
    expect(queued).toMatchObject({ status: 'queued', attempts: before, sendingUntil: null });
    up();
    // the admin's run (its status pass) and the status job, at the same moment
    await Promise.all([syncOpenPayouts(getDb(), counting, RUN_AT), syncOpenPayouts(getDb(), counting, RUN_AT)]);
    expect(sends()).toBe(before + 1);
    // the pass that skipped it left it to the next one, which asks the gateway (the sandbox settles on that question)
    await syncOpenPayouts(getDb(), counting, RUN_AT);
    expect(sends()).toBe(before + 1);
    const [payout] = await payoutsOf(provider);
    expect(payout).toMatchObject({ status: 'paid', attempts: before + 1, sendingUntil: null });
    expect(await payoutEntries(provider)).toHaveLength(1);
  });

  it('a payout sent without an answer is never failed on its own: a changed account keeps it queued with its entries', async () => {
    const provider = await providerWith('5670');
    await creditedJob(provider);
    const unanswered: PayoutGateway = {
      ...gateway(),
      name: 'sandbox',
      async createPayout() {
        throw new PayoutGatewayError('timeout', true);
      },
    };
    await runPayouts(getDb(), { gateway: unanswered, minimumPaise: 10_000 }, RUN_AT);
    // the provider changes their account (which clears the verification) while the first send's fate is unknown
    await getDb().update(providerBankAccounts).set({ verifiedAt: null }).where(eq(providerBankAccounts.providerId, provider.id));
    await runPayouts(getDb(), deps(), RUN_AT);
    const payouts = await payoutsOf(provider);
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ status: 'queued', failureReason: expect.stringContaining('Sent before without an answer') });
    expect((await ledgerOf(provider)).every((e) => e.payoutId === payouts[0]!.id)).toBe(true);
  });
  it('a webhook that comes before the create was answered finds the payout by our reference, and fetches its status', async () => {
    const provider = await providerWith('2222');
    await creditedJob(provider);
    await runPayouts(getDb(), deps(), RUN_AT);
    const [payout] = await payoutsOf(provider);
    const gatewayPayoutId = payout!.gatewayPayoutId!;
    await getDb().update(providerPayouts).set({ gatewayPayoutId: null }).where(eq(providerPayouts.id, payout!.id));
    await getDb().update(sandboxPayouts).set({ outcome: 'processed' }).where(eq(sandboxPayouts.id, gatewayPayoutId));
    const event = signedSandboxPayoutEvent(SECRET, { gatewayPayoutId, status: 'processed', reference: payout!.id });
    expect(await receivePayoutWebhook(getDb(), gateway(), event.rawBody, event.signature, RUN_AT)).toBe('applied');
    expect((await payoutsOf(provider))[0]).toMatchObject({ status: 'paid', gatewayPayoutId });
    // a reference that is not ours finds nothing
    const stranger = signedSandboxPayoutEvent(SECRET, {
      gatewayPayoutId: 'spout_unknown',
      status: 'processed',
      reference: crypto.randomUUID(),
    });
    expect(await receivePayoutWebhook(getDb(), gateway(), stranger.rawBody, stranger.signature, RUN_AT)).toBe('unknown');
  });
});
