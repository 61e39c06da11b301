/**
 * Splitting an order's balance with co-hosts, on PGlite and PostgreSQL. A share is paid only by a
 * verified capture on the existing ledger (its own payment, receipt and refunds), the owed shares always add up to
 * the balance (also under concurrent payments: two co-hosts at once; a co-host while the host pays the whole
 * balance), and 48 hours before the service the unpaid shares fall back to the host, who is told once.
 */
import { withAvailableProviders } from '../../../helpers/providers';
import { addDays, addHours, addSeconds } from 'date-fns';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { resetConfigForTests } from '../../../../server/config';
import { jobs, orders, outbox, paymentAttempts, payments, paymentShares, refunds, users, type User } from '../../../../server/db/schema';
import { sharePayPath, shareResultPath } from '../../../../lib/routes';
import { SITE_URL } from '../../../../lib/site';
import type { PaymentProvider } from '../../../../server/payments/provider';
import type { Db } from '../../../../server/db/types';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { runDueJobs } from '../../../../server/jobs/worker';
import type { MediaStorage } from '../../../../server/media/storage';
import { listOutbox } from '../../../../server/notify/outbox';
import { updateNotificationSettings } from '../../../../server/notify/preferences';
import { cancelOrder } from '../../../../server/orders/cancellation';
import { checkPayment, openPaymentAttempt } from '../../../../server/payments/attempts';
import { recordCashBalance } from '../../../../server/payments/refunding';
import type { PaymentDeps } from '../../../../server/payments/registry';
import type { SandboxProvider } from '../../../../server/payments/sandbox';
import { checkSharePayment, openShareAttempt, sharePublicByToken } from '../../../../server/payments/sharePayments';
import { createSplit, fallbackAt, hashShareToken, shareTokenOf, splitForHost } from '../../../../server/payments/splits';
import { expireUntouchedShareAttempts } from '../../../../server/payments/shareLedger';
import { createChefOrder } from '../../../../server/orders/chef';
import { orderDetailsForUser } from '../../../../server/orders/views';
import { requestUserDeletion } from '../../../../server/users/deletion';
import { eraseUser } from '../../../../server/users/erasure';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, shareTokenSentTo, splitInTwo, testPaymentDeps } from '../../../helpers/payments';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Two and a half days before the orders' start (23 Nov 2026 19:00 IST): a split is still allowed. */
const NOW = new Date('2026-11-21T05:00:00+05:30');

type Deps = PaymentDeps & { sandbox: SandboxProvider };

/** A booked chef order with its advance paid, and a balance of at least ₹2,000. */
async function bookedOrder(db: Db, phone: string) {
  const { user } = await findOrCreateUserByPhone(db, phone);
  const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(await someDishes(db, 6), 35), now: NOW });
  const deps = testPaymentDeps(db, NOW);
  await payInSandbox(db, deps, { user, orderId: order.id });
  const [paid] = await db.select().from(orders).where(eq(orders.id, order.id));
  const balance = paid!.total - paid!.amountPaid;
  expect(balance).toBeGreaterThanOrEqual(2000);
  return { user, orderId: order.id, balance, deps };
}

const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const sharesOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(paymentShares)
    .where(eq(paymentShares.orderId, orderId))
    .orderBy(asc(paymentShares.createdAt), asc(paymentShares.position));

/** Opens a co-host's share payment and pays it on the sandbox's page (the capture is not applied yet). */
async function startSharePayment(db: Db, deps: Deps, token: string) {
  const attempt = await openShareAttempt(db, deps, { token });
  const { proof } = await deps.sandbox.act(attempt.providerOrderId!, 'pay');
  return { attempt, proof: proof! };
}

/** The invariant of a split: the shares still owed add up to the balance (or no split stands). */
async function expectSharesMatchBalance(db: Db, orderId: string) {
  const order = await orderRow(db, orderId);
  const owed = (await sharesOf(db, orderId))
    .filter((share) => share.status === 'pending' || share.status === 'fallen_back')
    .reduce((sum, share) => sum + share.amount, 0);
  expect(owed).toBe(order.total - order.amountPaid);
  const captured = (
    await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')))
  ).reduce((sum, payment) => sum + payment.amountPaise / 100, 0);
  expect(captured).toBe(order.amountPaid);
}

async function split(db: Db, user: User, orderId: string, amounts: number[], phones = ['9876500001', '9876500002', '9876500003']) {
  return createSplit(
    db,
    { now: NOW },
    {
      userId: user.id,
      orderId,
      shares: amounts.map((amount, i) => ({ name: `Co Host${i + 1}`, phone: phones[i]!, amount })),
    },
  );
}

describeEachDatabase('splitting the balance with co-hosts', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it('derives pay links only under the server secret, and a share whose link was made at random still pays by it', async () => {
    const db = getDb();
    const { user, orderId, balance } = await bookedOrder(db, '9833400099');
    const view = await split(db, user, orderId, [1000, balance - 1000]);
    const share = view.shares[0]!;
    const derived = shareTokenOf(share.id);
    expect(share.payUrl).toBe(`/pay/share/${derived}`);
    // another secret makes another token: the share id alone (the host sees it) gives no link
    vi.stubEnv('JWT_SECRET', 'another-secret-of-at-least-32-characters!');
    resetConfigForTests();
    try {
      expect(shareTokenOf(share.id)).not.toBe(derived);
    } finally {
      vi.unstubAllEnvs();
      resetConfigForTests();
    }
    expect(shareTokenOf(share.id)).toBe(derived);
    // a share of before the links were derived: its random token (only the hash stored) still opens and pays it
    const old = randomBytes(24).toString('base64url');
    await db
      .update(paymentShares)
      .set({ tokenHash: hashShareToken(old) })
      .where(eq(paymentShares.id, share.id));
    expect(await sharePublicByToken(db, old, NOW)).toMatchObject({ amount: 1000, payable: true });
    expect(await sharePublicByToken(db, derived, NOW)).toBeNull();
    const again = await splitForHost(db, { orderId, userId: user.id, now: NOW });
    expect(again.shares.find((row) => row.id === share.id)!.payUrl).toBeNull();
  });

  it('splits the balance into shares that add up to it, sends each co-host a link and keeps only its hash', async () => {
    const db = getDb();
    const { user, orderId, balance } = await bookedOrder(db, '9833400001');
    const first = Math.floor(balance / 2);
    const view = await split(db, user, orderId, [first, balance - first]);
    expect(view).toMatchObject({ balance, withCoHosts: balance, hostDue: 0, canSplit: true });
    expect(view.shares.map((share) => [share.name, share.phone, share.amount, share.status])).toEqual([
      ['Co Host1', '******0001', first, 'pending'],
      ['Co Host2', '******0002', balance - first, 'pending'],
    ]);
    const token = await shareTokenSentTo(db, '9876500001');
    const rows = await sharesOf(db, orderId);
    expect(rows.find((row) => row.phone === '9876500001')!.tokenHash).toBe(hashShareToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // the WhatsApp outbox row never holds the link (only a console SMS stand-in does, outside production)
    const [whatsapp] = await listOutbox(db, '+919876500001', 'whatsapp');
    expect(whatsapp).toMatchObject({ template: 'split_share_link' });
    expect(JSON.stringify(whatsapp!.payload)).not.toContain(token);
    expect(await sharePublicByToken(db, token, NOW)).toMatchObject({
      service: 'Chef for Party',
      eventDate: '2026-11-23',
      amount: first,
      status: 'pending',
      payable: true,
      receiptNumber: null,
    });
    expect(await sharePublicByToken(db, 'x'.repeat(32), NOW)).toBeNull();
    await expectSharesMatchBalance(db, orderId);
  });

  it("sends a Hindi host's co-hosts the Hindi pay page, and brings a co-host paying on a Hindi page back to the Hindi result", async () => {
    const db = getDb();
    const { user, orderId, balance, deps } = await bookedOrder(db, '9833400031');
    await db.update(users).set({ language: 'hi' }).where(eq(users.id, user.id));
    await split(db, user, orderId, [1000, balance - 1000], ['9876500031', '9876500032']);
    const [sms] = (await listOutbox(db, '9876500031', 'sms', 100)).filter((row) => row.template === 'split_share_link');
    const token = await shareTokenSentTo(db, '9876500031');
    expect(sms!.payload.link).toBe(`${SITE_URL}/hi${sharePayPath(token)}`);

    const returnUrls: string[] = [];
    const recording: PaymentProvider = {
      ...deps.sandbox,
      createOrder: (request) => (returnUrls.push(request.returnUrl), deps.sandbox.createOrder(request)),
    };
    const viaRecording = { ...deps, gateways: { current: 'sandbox' as const, provider: () => recording } };
    const hindi = await openShareAttempt(db, viaRecording, { token, locale: 'hi' });
    expect(returnUrls).toEqual([`${SITE_URL}/hi${shareResultPath(hindi.attemptId)}`]);
    const english = await openShareAttempt(db, viaRecording, { token: await shareTokenSentTo(db, '9876500032') });
    expect(returnUrls.at(-1)).toBe(`${SITE_URL}${shareResultPath(english.attemptId)}`);
  });

  it('shows the host each unpaid share’s pay link (no WhatsApp needed), changes a split keeping the numbers, and dates the paid co-host’s receipt', async () => {
    const db = getDb();
    const { user, orderId, balance, deps } = await bookedOrder(db, '9833400020');
    const old = await split(db, user, orderId, [1000, balance - 1000]);
    // "Change the split": the host sees only the last 4 digits, and keeps each number by its share
    const bogus = { name: 'Co Host1', sameAs: '5f0c7a35-0d8e-4c1e-9a4f-1b2c3d4e5f60', amount: 1000 };
    expect(
      await rejection(
        createSplit(
          db,
          { now: NOW },
          { userId: user.id, orderId, shares: [bogus, { name: 'Co Host2', phone: '9876500002', amount: balance - 1000 }] },
        ),
      ),
    ).toMatchObject({ status: 400, message: 'Please type this co-host’s mobile number.' });
    const view = await createSplit(
      db,
      { now: NOW },
      {
        userId: user.id,
        orderId,
        shares: old.shares.map((share, i) => ({ name: share.name, sameAs: share.id, amount: i === 0 ? 1500 : balance - 1500 })),
      },
    );
    const live = (await sharesOf(db, orderId)).filter((row) => row.status === 'pending');
    expect(live.map((row) => [row.phone, row.amount])).toEqual([
      ['9876500001', 1500],
      ['9876500002', balance - 1500],
    ]);
    // the link sent for the new split (the old one's is in the outbox too)
    const sent = async (phone: string) =>
      (await listOutbox(db, phone, 'sms', 100))
        .filter((row) => row.template === 'split_share_link')
        .map((row) => decodeURIComponent(String(row.payload.link).split('/pay/share/')[1] ?? ''))
        .find((token) => live.some((row) => row.tokenHash === hashShareToken(token)))!;
    const first = await sent('9876500001');
    const second = await sent('9876500002');
    expect(view.shares.map((share) => share.payUrl)).toEqual([`/pay/share/${first}`, `/pay/share/${second}`]);
    // still only the hash is stored; the same links again when the host comes back
    expect(JSON.stringify(await sharesOf(db, orderId))).not.toContain(first);
    const again = await splitForHost(db, { orderId, userId: user.id, now: NOW });
    expect(again.shares.map((share) => share.payUrl)).toEqual([`/pay/share/${first}`, `/pay/share/${second}`]);
    const { attempt, proof } = await startSharePayment(db, deps, first);
    await checkSharePayment(db, deps, { attemptId: attempt.attemptId, proof });
    const paid = await splitForHost(db, { orderId, userId: user.id, now: NOW });
    expect(paid.shares.map((share) => share.payUrl)).toEqual([null, `/pay/share/${second}`]);
    expect((await sharePublicByToken(db, first, NOW))?.paidAt).toEqual(expect.any(String));
    expect((await sharePublicByToken(db, second, NOW))?.paidAt).toBeNull();
  });

  it('sends no link to a co-host whose own account turned booking messages off (one gate)', async () => {
    const db = getDb();
    const { user, orderId, balance } = await bookedOrder(db, '9833400011');
    const { user: coHost } = await findOrCreateUserByPhone(db, '9876500009');
    await updateNotificationSettings(db, coHost.id, { whatsapp: { bookings: false } });
    await split(db, user, orderId, [500, balance - 500], ['9876500009', '9876500008']);
    expect(await listOutbox(db, '9876500009', 'sms')).toHaveLength(0);
    expect(await listOutbox(db, '+919876500009', 'whatsapp')).toHaveLength(0);
    expect(await listOutbox(db, '9876500008', 'sms')).toHaveLength(1);
  });

  it("erases the co-hosts' names and phones with the host's account, keeping the shares' amounts and states", async () => {
    const db = getDb();
    const { user, orderId, balance } = await bookedOrder(db, '9833400012');
    await split(db, user, orderId, [500, balance - 500]);
    const requestedAt = new Date('2026-12-01T10:00:00Z');
    await requestUserDeletion(db, user.id, requestedAt);
    const storage = { kind: 'local', put: async () => undefined, delete: async () => undefined } as unknown as MediaStorage;
    expect((await eraseUser(db, storage, { userId: user.id, now: addDays(requestedAt, 8) })).outcome).toBe('erased');
    const rows = await sharesOf(db, orderId);
    expect(rows.map((row) => [row.name, row.phone, row.status])).toEqual([
      ['Former co-host', '0000000000', 'pending'],
      ['Former co-host', '0000000000', 'pending'],
    ]);
    expect(rows.map((row) => row.amount)).toEqual([500, balance - 500]);
  });

  it('refuses shares that do not add up (400), a split before the advance (409), within 48 hours (409) and of another customer (404)', async () => {
    const db = getDb();
    const { user, orderId, balance } = await bookedOrder(db, '9833400002');
    expect(await rejection(split(db, user, orderId, [500, balance - 501]))).toMatchObject({
      status: 400,
      message: `The shares add up to ₹${balance - 1}, but the balance is ₹${balance}.`,
    });
    const { user: other } = await findOrCreateUserByPhone(db, '9833400003');
    expect(await rejection(split(db, other, orderId, [500, balance - 500]))).toMatchObject({ status: 404 });
    const { order: unpaid } = await createChefOrder(db, { userId: other.id, input: chefOrderInput(await someDishes(db, 5), 30), now: NOW });
    expect(await rejection(split(db, other, unpaid.id, [500, unpaid.total - 500]))).toMatchObject({
      status: 409,
      message: 'Please pay the advance of this order first.',
    });
    const order = await orderRow(db, orderId);
    const late = createSplit(
      db,
      { now: addSeconds(fallbackAt(order), 1) },
      {
        userId: user.id,
        orderId,
        shares: [
          { name: 'A', phone: '9876500001', amount: 500 },
          { name: 'B', phone: '9876500002', amount: balance - 500 },
        ],
      },
    );
    expect(await rejection(late)).toMatchObject({ status: 409, message: 'A balance can be split only until 48 hours before the service.' });
    expect(await sharesOf(db, orderId)).toHaveLength(0);
  });

  it('pays a share only from a verified capture: its own payment and receipt on the ledger; a bad proof is a 400', async () => {
    const db = getDb();
    const { user, orderId, balance, deps } = await bookedOrder(db, '9833400004');
    await split(db, user, orderId, [1000, balance - 1000]);
    const token = await shareTokenSentTo(db, '9876500001');
    const before = await orderRow(db, orderId);
    const { attempt, proof } = await startSharePayment(db, deps, token);
    expect(attempt).toMatchObject({ amountPaise: 100_000, kind: 'balance', prefill: { name: 'Co Host1', contact: '+919876500001' } });
    // the same link opened twice gets the same attempt
    expect((await openShareAttempt(db, deps, { token })).attemptId).toBe(attempt.attemptId);
    // nothing is paid before the server asked the gateway
    expect((await orderRow(db, orderId)).amountPaid).toBe(before.amountPaid);
    expect(
      await rejection(checkSharePayment(db, deps, { attemptId: attempt.attemptId, proof: { ...proof, signature: 'forged' } })),
    ).toMatchObject({
      status: 400,
    });
    const answer = await checkSharePayment(db, deps, { attemptId: attempt.attemptId, proof });
    expect(answer).toMatchObject({ status: 'paid', payable: false });
    expect(answer.receiptNumber).toMatch(/^RC-/);
    const after = await orderRow(db, orderId);
    expect(after.amountPaid).toBe(before.amountPaid + 1000);
    const [share] = (await sharesOf(db, orderId)).filter((row) => row.amount === 1000 && row.phone === '9876500001');
    const [payment] = await db.select().from(payments).where(eq(payments.id, share!.paymentId!));
    expect([share!.status, share!.paidAttemptId, payment!.amountPaise, payment!.status]).toEqual([
      'paid',
      attempt.attemptId,
      100_000,
      'captured',
    ]);
    expect(await rejection(openShareAttempt(db, deps, { token }))).toMatchObject({
      status: 409,
      message: 'This share is already paid. Thank you!',
    });
    // the host's list shows who has paid, and a paid share fixes the split
    const view = await splitForHost(db, { orderId, userId: user.id, now: NOW });
    expect(view.shares.map((row) => row.status)).toEqual(['paid', 'pending']);
    expect(view).toMatchObject({ balance: balance - 1000, withCoHosts: balance - 1000, hostDue: 0, canSplit: false });
    expect(await rejection(split(db, user, orderId, [500, balance - 1500]))).toMatchObject({
      status: 409,
      message: 'A co-host has already paid: this split can no longer be changed.',
    });
    await expectSharesMatchBalance(db, orderId);
  });

  it('replaces an unpaid split: the old links no longer pay, and a capture of an old share still in flight is refunded', async () => {
    const db = getDb();
    const { user, orderId, balance, deps } = await bookedOrder(db, '9833400005');
    await split(db, user, orderId, [1000, balance - 1000]);
    const oldToken = await shareTokenSentTo(db, '9876500001');
    const { attempt, proof } = await startSharePayment(db, deps, oldToken);
    // the page was paid at the gateway but we do not know it yet: the host re-splits meanwhile
    await split(db, user, orderId, [600, 600, balance - 1200]);
    const rows = await sharesOf(db, orderId);
    expect(rows.filter((row) => row.status === 'cancelled')).toHaveLength(2);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(3);
    expect(await rejection(openShareAttempt(db, deps, { token: oldToken }))).toMatchObject({ status: 409 });
    const late = await checkSharePayment(db, deps, { attemptId: attempt.attemptId, proof });
    expect(late.status).toBe('cancelled');
    const [duplicate] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.attemptId, attempt.attemptId)));
    expect(duplicate!.status).toBe('duplicate');
    expect(await db.select().from(refunds).where(eq(refunds.paymentId, duplicate!.id))).toHaveLength(1);
    await expectSharesMatchBalance(db, orderId);
  });

  it('takes two co-hosts paying at the same moment: both shares paid, the order fully paid, the sum exact', async () => {
    const db = getDb();
    const { user, orderId, balance, deps } = await bookedOrder(db, '9833400006');
    await split(db, user, orderId, [700, balance - 700]);
    const [one, two] = await Promise.all([
      startSharePayment(db, deps, await shareTokenSentTo(db, '9876500001')),
      startSharePayment(db, deps, await shareTokenSentTo(db, '9876500002')),
    ]);
    const answers = await Promise.all([
      checkSharePayment(db, deps, { attemptId: one.attempt.attemptId, proof: one.proof }),
      checkSharePayment(db, deps, { attemptId: two.attempt.attemptId, proof: two.proof }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['paid', 'paid']);
    const order = await orderRow(db, orderId);
    expect([order.amountPaid, order.paymentStatus]).toEqual([order.total, 'paid']);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(0);
    await expectSharesMatchBalance(db, orderId);
  });

  it('takes a share and the host paying the whole balance at the same moment: one counts, the other is refunded in full, the sum exact', async () => {
    const db = getDb();
    const { user, orderId, balance, deps } = await bookedOrder(db, '9833400007');
    await split(db, user, orderId, [800, balance - 800]);
    const share = await startSharePayment(db, deps, await shareTokenSentTo(db, '9876500001'));
    const host = await openPaymentAttempt(db, deps, { user, orderId, kind: 'balance' });
    expect(host.amountPaise).toBe(balance * 100);
    const { proof: hostProof } = await deps.sandbox.act(host.providerOrderId!, 'pay');
    await Promise.all([
      checkSharePayment(db, deps, { attemptId: share.attempt.attemptId, proof: share.proof }),
      checkPayment(db, deps, { userId: user.id, orderId, proof: hostProof }),
    ]);
    const order = await orderRow(db, orderId);
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.attemptId, [share.attempt.attemptId, host.attemptId])));
    expect(rows.map((row) => row.status).toSorted()).toEqual(['captured', 'duplicate']);
    const refunded = await db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, rows.find((row) => row.status === 'duplicate')!.id));
    expect(refunded.map((refund) => refund.amountPaise)).toEqual([rows.find((row) => row.status === 'duplicate')!.amountPaise]);
    const shares = await sharesOf(db, orderId);
    if (rows.find((row) => row.status === 'captured')!.attemptId === host.attemptId) {
      // the host won: every share still owed is cancelled, the order is paid
      expect(shares.map((row) => row.status).toSorted()).toEqual(['cancelled', 'cancelled']);
      expect(order.amountPaid).toBe(order.total);
    } else {
      // the co-host won: the other share is still owed, and it is exactly what is left
      expect(shares.map((row) => row.status).toSorted()).toEqual(['paid', 'pending']);
      expect(order.total - order.amountPaid).toBe(balance - 800);
    }
    await expectSharesMatchBalance(db, orderId);
  });

  it('cancels the unpaid shares when the host pays the whole balance first; a co-host paying later is refunded', async () => {
    const db = getDb();
    const { user, orderId, balance, deps } = await bookedOrder(db, '9833400008');
    await split(db, user, orderId, [900, balance - 900]);
    const token = await shareTokenSentTo(db, '9876500002');
    const share = await startSharePayment(db, deps, token);
    await payInSandbox(db, deps, { user, orderId, kind: 'balance' });
    expect((await sharesOf(db, orderId)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    expect((await sharePublicByToken(db, token, NOW))!.payable).toBe(false);
    const late = await checkSharePayment(db, deps, { attemptId: share.attempt.attemptId, proof: share.proof });
    expect(late.status).toBe('cancelled');
    const order = await orderRow(db, orderId);
    expect(order.amountPaid).toBe(order.total);
    const [duplicate] = await db.select().from(payments).where(eq(payments.attemptId, share.attempt.attemptId));
    expect(duplicate!.status).toBe('duplicate');
    await expectSharesMatchBalance(db, orderId);
  });

  it('cancels the unpaid shares when the balance is collected in cash or the order is cancelled', async () => {
    const db = getDb();
    const cash = await bookedOrder(db, '9833400013');
    await split(db, cash.user, cash.orderId, [500, cash.balance - 500]);
    await recordCashBalance(db, cash.deps, { orderId: cash.orderId, amount: cash.balance });
    expect((await sharesOf(db, cash.orderId)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    await expectSharesMatchBalance(db, cash.orderId);
    const cancelled = await bookedOrder(db, '9833400014');
    await split(db, cancelled.user, cancelled.orderId, [500, cancelled.balance - 500]);
    await cancelOrder(db, cancelled.deps, { orderId: cancelled.orderId, cause: 'provider' });
    expect((await sharesOf(db, cancelled.orderId)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('refunds an order per captured payment: each share payment gets its own refund of its own amount', async () => {
    const db = getDb();
    const { user, orderId, balance, deps } = await bookedOrder(db, '9833400009');
    await split(db, user, orderId, [1000, balance - 1000]);
    for (const phone of ['9876500001', '9876500002']) {
      const { attempt, proof } = await startSharePayment(db, deps, await shareTokenSentTo(db, phone));
      await checkSharePayment(db, deps, { attemptId: attempt.attemptId, proof });
    }
    const cancelled = await cancelOrder(db, deps, { orderId, cause: 'provider' });
    expect(cancelled.order.paymentStatus).toBe('refunded');
    const captured = await db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')));
    const made = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(made).toHaveLength(3);
    expect(made.map((refund) => [refund.paymentId, refund.amountPaise]).toSorted()).toEqual(
      captured.map((payment) => [payment.id, payment.amountPaise]).toSorted(),
    );
  });

  it('falls the unpaid shares back to the host 48 hours before the service, once, and tells the host once', async () => {
    const db = getDb();
    const { user, orderId, balance, deps } = await bookedOrder(db, '9833400010');
    await split(db, user, orderId, [1000, 500, balance - 1500]);
    const { attempt, proof } = await startSharePayment(db, deps, await shareTokenSentTo(db, '9876500001'));
    await checkSharePayment(db, deps, { attemptId: attempt.attemptId, proof });
    const order = await orderRow(db, orderId);
    const at = fallbackAt(order);
    expect(at.toISOString()).toBe(addHours(new Date('2026-11-23T19:00:00+05:30'), -48).toISOString());
    const handlers = appJobHandlers((now) => ({ ...deps, now }));
    // an hour early nothing falls back
    await runDueJobs(db, handlers, { now: addHours(at, -1), limit: 1000 });
    expect((await sharesOf(db, orderId)).map((row) => row.status)).toEqual(['paid', 'pending', 'pending']);
    await runDueJobs(db, handlers, { now: at, limit: 1000 });
    await runDueJobs(db, handlers, { now: addSeconds(at, 5), limit: 1000 });
    expect((await sharesOf(db, orderId)).map((row) => row.status)).toEqual(['paid', 'fallen_back', 'fallen_back']);
    const fallbackJobs = (await db.select().from(jobs).where(eq(jobs.name, 'payment.split_fallback'))).filter(
      (job) => job.payload.orderId === orderId,
    );
    expect(fallbackJobs.map((job) => job.status)).toEqual(['done']);
    const notices = (await db.select().from(outbox).where(eq(outbox.template, 'split_fallback'))).filter(
      (row) => row.payload.orderId === orderId,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ recipient: '+919833400010', payload: { shares: 2, amount: balance - 1000 } });
    // the host's balance due includes them; the fallen shares' links no longer pay
    const view = await splitForHost(db, { orderId, userId: user.id, now: at });
    expect(view).toMatchObject({ balance: balance - 1000, withCoHosts: 0, hostDue: balance - 1000, canSplit: false });
    expect(await rejection(openShareAttempt(db, { ...deps, now: at }, { token: await shareTokenSentTo(db, '9876500002') }))).toMatchObject({
      status: 409,
    });
    expect((await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId))).length).toBeGreaterThan(0);
    await expectSharesMatchBalance(db, orderId);
  });

  it('closes only the untouched attempts of the shares named (one helper for a cancelled split and the fallback)', async () => {
    const db = getDb();
    const { user, orderId, balance, deps } = await bookedOrder(db, '9833400011');
    await split(db, user, orderId, [700, 600, balance - 1300]);
    const opened = await Promise.all(
      ['9876500001', '9876500002', '9876500003'].map(async (phone) =>
        openShareAttempt(db, deps, { token: await shareTokenSentTo(db, phone) }),
      ),
    );
    // the second share's payment has reached the gateway: it must stay open to pay (or be refunded)
    await db.update(paymentAttempts).set({ status: 'pending' }).where(eq(paymentAttempts.id, opened[1]!.attemptId));
    const rows = await sharesOf(db, orderId);
    const later = addSeconds(NOW, 30);
    await db.transaction((tx) => expireUntouchedShareAttempts(tx, [rows[0]!.id, rows[1]!.id], later));
    await db.transaction((tx) => expireUntouchedShareAttempts(tx, [], later));
    const attempts = await db
      .select()
      .from(paymentAttempts)
      .where(
        inArray(
          paymentAttempts.id,
          opened.map((attempt) => attempt.attemptId),
        ),
      );
    const byId = new Map(attempts.map((attempt) => [attempt.id, attempt]));
    expect(opened.map((attempt) => byId.get(attempt.attemptId)!.status)).toEqual(['expired', 'pending', 'created']);
    expect(byId.get(opened[0]!.attemptId)!.resolvedAt?.toISOString()).toBe(later.toISOString());
    expect(byId.get(opened[2]!.attemptId)!.resolvedAt).toBeNull();
  });

  it("names the co-host's share in the host's payments list by first name only, never by phone", async () => {
    const db = getDb();
    const { user, orderId, balance, deps } = await bookedOrder(db, '9833400012');
    await splitInTwo(db, NOW, {
      userId: user.id,
      orderId,
      balance,
      first: 1000,
      cohosts: [
        { name: 'Priya Sharma', phone: '9876500021' },
        { name: 'Rahul Verma', phone: '9876500022' },
      ],
    });
    const { attempt, proof } = await startSharePayment(db, deps, await shareTokenSentTo(db, '9876500021'));
    await checkSharePayment(db, deps, { attemptId: attempt.attemptId, proof });
    const details = await orderDetailsForUser(db, { orderId, userId: user.id, now: NOW });
    expect(details.payments.map((payment) => [payment.kind, payment.amount, payment.shareOf])).toEqual([
      ['advance', details.advance, null],
      ['balance', 1000, 'Priya'],
    ]);
    expect(JSON.stringify(details.payments)).not.toMatch(/9876500021|Sharma/);
  });
});
