import { addHours, addMinutes } from 'date-fns';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { jobs, orders, outbox, outboxRetries, users } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { enqueueJob } from '../../../../server/jobs/queue';
import { runDueJobs } from '../../../../server/jobs/worker';
import { updateNotificationSettings } from '../../../../server/notify/preferences';
import { SYSTEM_ACTOR } from '../../../../server/audit/audit';
import { canResend, resendOutboxMessage } from '../../../../server/ops/outboxResend';
import { cancelOrder } from '../../../../server/orders/cancellation';
import { createChefOrder } from '../../../../server/orders/chef';
import { sendOrderEvent } from '../../../../server/orders/notices';
import { updateOrderStatusByOps } from '../../../../server/ops/orderStatus';
import { completeJob, startJob } from '../../../../server/providers/assignedJobs';
import { sendRefundProcessed } from '../../../../server/orders/refundNotices';
import { refundByOps } from '../../../../server/payments/refunding';
import { assignProvider } from '../../../../server/providers/assignment';
import { saveReview } from '../../../../server/reviews/repository';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { chefOrderInput, someDishes } from '../../../helpers/chefOrders';
import { payInSandbox, payShareInSandbox, shareTokenSentTo, splitInTwo, testPaymentDeps } from '../../../helpers/payments';
import { makeAvailableProvider, withAvailableProviders } from '../../../helpers/providers';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Every SMS notice sent, with its texts (the outbox keeps only ids and amounts: server/notify/notice.ts). */
const smsSent = vi.hoisted(() => [] as { template: string; placeholders: readonly string[]; payload: Record<string, unknown> }[]);
vi.mock('../../../../server/notify/sms', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../server/notify/sms')>();
  return {
    ...actual,
    sendSmsNotice: (...args: Parameters<typeof actual.sendSmsNotice>) => {
      smsSent.push(args[2]);
      return actual.sendSmsNotice(...args);
    },
  };
});

// Everyone is told: each order event writes its message to the outbox through the notice path (WhatsApp, and SMS
// when WhatsApp does not deliver: tests have no WhatsApp key, so WhatsApp is `skipped` and the console SMS `recorded`).
// The chef orders start on 23 Nov 2026 at 19:00 IST; booked and paid at NOW.
const NOW = new Date('2026-11-21T10:00:00+05:30');
const at = (ist: string) => new Date(`${ist}+05:30`);
const OFF = { whatsapp: { bookings: false }, sms: { bookings: false }, push: { bookings: false } };

let phones = 0;
async function bookedOrder(db: Db) {
  phones += 1;
  const { user } = await findOrCreateUserByPhone(db, `98555${String(Date.now() % 10_000).padStart(4, '0')}${phones % 10}`);
  const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(await someDishes(db, 5), 10), now: NOW });
  await payInSandbox(db, testPaymentDeps(db, NOW), { user, orderId: order.id });
  return { user, orderId: order.id };
}

async function assignedOrder(db: Db) {
  const booked = await bookedOrder(db);
  const provider = await makeAvailableProvider(db);
  await assignProvider(db, { orderId: booked.orderId, providerId: provider.id, actor: SYSTEM_ACTOR, now: NOW });
  return { ...booked, provider };
}

const orderRow = async (db: Db, id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const runJobs = (db: Db, now: Date) =>
  runDueJobs(
    db,
    appJobHandlers((clock) => testPaymentDeps(db, clock)),
    { now, limit: 100 },
  );

/** The outbox rows of `template` for this order, as `channel recipient status`, sorted. */
async function sent(db: Db, template: string, orderId: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, template), sql`${outbox.payload}->>'orderId' = ${orderId}`));
  return rows.map((row) => `${row.channel} ${row.recipient} ${row.status}`).sort();
}
/**
 * The payload of this order's SMS of `template` (one expected), with the texts it was sent with as `placeholders`
 * (the outbox row itself keeps no texts: they hold names, phones and bank references).
 */
async function smsPayload(db: Db, template: string, orderId: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, template), eq(outbox.channel, 'sms'), sql`${outbox.payload}->>'orderId' = ${orderId}`));
  if (!row) return undefined;
  expect(row.payload).not.toHaveProperty('placeholders');
  const texts = smsSent.filter((sms) => sms.template === template && sms.payload.orderId === orderId);
  expect(texts).toHaveLength(1);
  return { ...row.payload, placeholders: [...texts[0]!.placeholders] };
}
/** What a message to a person with no WhatsApp key looks like: WhatsApp skipped, the SMS fallback recorded. */
const toPhone = (phone: string) => [`sms ${phone} recorded`, `whatsapp +91${phone} skipped`];

describeEachDatabase('order event messages', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  it('a customer cancellation tells the customer what is refunded and the assigned provider, once, whatever the choices', async () => {
    const db = getDb();
    const { user, orderId, provider } = await assignedOrder(db);
    // cancellation and refund messages are required: they go even with every booking message turned off
    await updateNotificationSettings(db, user.id, OFF);
    await cancelOrder(db, testPaymentDeps(db, NOW), { orderId, userId: user.id, cause: 'customer' });
    await runJobs(db, NOW);

    const order = await orderRow(db, orderId);
    expect(await sent(db, 'order_cancelled', orderId)).toEqual(toPhone(user.phone));
    const payload = await smsPayload(db, 'order_cancelled', orderId);
    expect(payload).toMatchObject({ orderId, orderNumber: order.orderNumber, refund: order.cancellationRefund, cause: 'customer' });
    expect(payload?.placeholders[4]).toBe(
      `₹${order.cancellationRefund!.toLocaleString('en-IN')} will be refunded to your original payment method`,
    );
    expect(await sent(db, 'job_cancelled', orderId)).toEqual(toPhone(provider.phone));
    // the provider's message names the job, never the customer
    const [job] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'job_cancelled'), eq(outbox.channel, 'sms'), eq(outbox.recipient, provider.phone)));
    expect(JSON.stringify(job?.payload)).not.toContain(user.phone);

    // a retried job (a crash after sending, a second instance) and a re-queued event send nothing twice
    await sendOrderEvent(db, { orderId, event: 'cancelled', cause: 'customer', providerId: provider.id });
    await enqueueJob(db, { name: 'notify.order_event', payload: { orderId, event: 'cancelled', providerId: provider.id } });
    await runJobs(db, addMinutes(NOW, 1));
    expect(await sent(db, 'order_cancelled', orderId)).toEqual(toPhone(user.phone));
    expect(await sent(db, 'job_cancelled', orderId)).toEqual(toPhone(provider.phone));
  });

  it('a notice that failed on every channel can be sent again once from the console; one delivered is not sent twice', async () => {
    const db = getDb();
    const { user, orderId } = await bookedOrder(db);
    await cancelOrder(db, testPaymentDeps(db, NOW), { orderId, userId: user.id, cause: 'customer' });
    await runJobs(db, NOW);
    expect(canResend('order_cancelled') && canResend('refund_processed') && canResend('rating_request')).toBe(true);
    const [whatsapp] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'order_cancelled'), eq(outbox.recipient, `+91${user.phone}`)));
    // delivered by SMS: the console's retry of the WhatsApp row sends nothing
    await db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, whatsapp!.id));
    await db.insert(outboxRetries).values({ outboxId: whatsapp!.id });
    await resendOutboxMessage(db, whatsapp!.id, NOW);
    expect((await db.select().from(outboxRetries).where(eq(outboxRetries.outboxId, whatsapp!.id)))[0]?.status).toBe('skipped');
    expect(await sent(db, 'order_cancelled', orderId)).toEqual([`sms ${user.phone} recorded`, `whatsapp +91${user.phone} failed`]);
    // the SMS failed too: the retry tells the customer
    await db
      .update(outbox)
      .set({ status: 'failed' })
      .where(and(eq(outbox.template, 'order_cancelled'), eq(outbox.recipient, user.phone)));
    const [sms] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'order_cancelled'), eq(outbox.recipient, user.phone)));
    await db.insert(outboxRetries).values({ outboxId: sms!.id });
    await resendOutboxMessage(db, sms!.id, NOW);
    expect((await db.select().from(outboxRetries).where(eq(outboxRetries.outboxId, sms!.id)))[0]?.status).toBe('recorded');
    expect(await sent(db, 'order_cancelled', orderId)).toEqual([
      `sms ${user.phone} failed`,
      `sms ${user.phone} recorded`,
      `whatsapp +91${user.phone} failed`,
      `whatsapp +91${user.phone} skipped`,
    ]);
  });

  it('a cancellation by operations tells the customer of the full refund', async () => {
    const db = getDb();
    const { user, orderId, provider } = await assignedOrder(db);
    await updateOrderStatusByOps(db, testPaymentDeps(db, NOW), {
      input: { _id: orderId, status: ORDER_STATUS.CANCELLED, note: 'Provider unwell' },
      actor: SYSTEM_ACTOR,
    });
    await runJobs(db, NOW);
    const order = await orderRow(db, orderId);
    expect(order.cancellationRefund).toBe(order.amountPaid);
    const rows = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'order_cancelled'), eq(outbox.recipient, user.phone)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toMatchObject({ refund: order.amountPaid, cause: 'provider' });
    expect(await sent(db, 'job_cancelled', orderId)).toEqual(toPhone(provider.phone));
  });

  it('"Customer was not there" tells the customer what is kept, and never tells the provider who came that the job was cancelled', async () => {
    const db = getDb();
    const { user, orderId, provider } = await assignedOrder(db);
    const after = at('2026-11-23T20:00:00');
    await cancelOrder(db, testPaymentDeps(db, after), { orderId, cause: 'customer_no_show', note: 'Door locked' });
    await runJobs(db, after);
    expect(await sent(db, 'order_cancelled', orderId)).toEqual(toPhone(user.phone));
    expect(await sent(db, 'job_cancelled', orderId)).toEqual([]);
    // a job queued with the provider (before this rule) tells them nothing either
    await sendOrderEvent(db, { orderId, event: 'cancelled', cause: 'customer_no_show', providerId: provider.id });
    expect(await sent(db, 'job_cancelled', orderId)).toEqual([]);
  });

  it('an unassigned order tells no provider; an unpaid one tells nobody', async () => {
    const db = getDb();
    const { user, orderId } = await bookedOrder(db);
    await cancelOrder(db, testPaymentDeps(db, NOW), { orderId, userId: user.id, cause: 'customer' });
    const { user: other } = await findOrCreateUserByPhone(db, '9855500099');
    const { order: unpaid } = await createChefOrder(db, { userId: other.id, input: chefOrderInput(await someDishes(db, 5), 10), now: NOW });
    await cancelOrder(db, testPaymentDeps(db, NOW), { orderId: unpaid.id, userId: other.id, cause: 'customer' });
    await runJobs(db, NOW);
    expect(await sent(db, 'order_cancelled', orderId)).toEqual(toPhone(user.phone));
    expect(await sent(db, 'job_cancelled', orderId)).toEqual([]);
    expect(await sent(db, 'order_cancelled', unpaid.id)).toEqual([]);
  });

  it('a cancelled order with a co-host’s paid share tells each payer of their own refund', async () => {
    const db = getDb();
    const { user } = await findOrCreateUserByPhone(db, '9855500071');
    const { order } = await createChefOrder(db, { userId: user.id, input: chefOrderInput(await someDishes(db, 6), 35), now: NOW });
    const deps = testPaymentDeps(db, NOW);
    await payInSandbox(db, deps, { user, orderId: order.id });
    const advance = (await orderRow(db, order.id)).amountPaid;
    const balance = (await orderRow(db, order.id)).total - advance;
    const cohost = '9855500072';
    await splitInTwo(db, NOW, {
      userId: user.id,
      orderId: order.id,
      balance,
      first: 1000,
      cohosts: [
        { name: 'Meera Rao', phone: cohost },
        { name: 'Karan Rao', phone: '9855500073' },
      ],
    });
    await payShareInSandbox(db, deps, await shareTokenSentTo(db, cohost));

    await cancelOrder(db, deps, { orderId: order.id, cause: 'provider' });
    await runJobs(db, NOW);
    const cancelled = (await db.select().from(outbox).where(eq(outbox.template, 'order_cancelled'))).filter(
      (row) => row.payload.orderId === order.id && row.channel === 'sms',
    );
    // the host hears of their own advance, the co-host of their ₹1,000: never the host counting both
    expect(cancelled.map((row) => [row.recipient, row.payload.refund]).sort()).toEqual([
      [user.phone, advance],
      [cohost, 1000],
    ]);
    const refunded = (await db.select().from(outbox).where(eq(outbox.template, 'refund_processed'))).filter(
      (row) => row.payload.orderId === order.id && row.channel === 'sms',
    );
    expect(refunded.map((row) => [row.recipient, row.payload.amountPaise]).sort()).toEqual([
      [user.phone, advance * 100],
      [cohost, 100_000],
    ]);
  });

  it('a processed refund tells the payer once, with its bank reference, whatever the choices', async () => {
    const db = getDb();
    const { user, orderId } = await bookedOrder(db);
    await updateNotificationSettings(db, user.id, OFF);
    const { refunds } = await cancelOrder(db, testPaymentDeps(db, NOW), { orderId, userId: user.id, cause: 'customer' });
    expect(refunds.map((r) => r.status)).toEqual(['processed']);
    await runJobs(db, NOW);
    expect(await sent(db, 'refund_processed', orderId)).toEqual(toPhone(user.phone));
    const payload = await smsPayload(db, 'refund_processed', orderId);
    expect(payload).toMatchObject({ refundId: refunds[0]!.id, amountPaise: refunds[0]!.amountPaise });
    expect(payload?.placeholders[3]).toBe(refunds[0]!.bankReference);
    // the job again: nothing more
    await sendRefundProcessed(db, refunds[0]!.id);
    expect(await sent(db, 'refund_processed', orderId)).toEqual(toPhone(user.phone));
  });

  it('a goodwill refund tells the customer once per refund, never the staff note', async () => {
    const db = getDb();
    const { user, orderId } = await bookedOrder(db);
    const deps = testPaymentDeps(db, NOW);
    const input = { orderId, amount: 100, note: 'Chef was late, internal: called twice', key: 'late-1' };
    await refundByOps(db, deps, input);
    await refundByOps(db, deps, input);
    await runJobs(db, NOW);
    expect(await sent(db, 'goodwill_refund', orderId)).toEqual(toPhone(user.phone));
    const rows = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.template, 'goodwill_refund'), sql`${outbox.payload}->>'orderId' = ${orderId}`));
    expect(rows.map((r) => r.payload)).toContainEqual(expect.objectContaining({ orderId, amount: 100 }));
    expect(JSON.stringify(rows.map((r) => r.payload))).not.toContain('internal');
    expect(await sent(db, 'refund_processed', orderId)).toEqual(toPhone(user.phone));
  });

  it('a started and completed job tells the customer, and asks for a rating 2 hours later, linking to the review form', async () => {
    const db = getDb();
    const { user, orderId, provider } = await assignedOrder(db);
    const code = (await orderRow(db, orderId)).startCode!;
    await startJob(db, { orderId, providerId: provider.id, now: at('2026-11-23T18:50:00'), code });
    await runJobs(db, at('2026-11-23T18:50:00'));
    expect(await sent(db, 'job_started', orderId)).toEqual(toPhone(user.phone));

    const done = at('2026-11-23T21:00:00');
    await completeJob(db, { orderId, providerId: provider.id, now: done });
    await runJobs(db, done);
    expect(await sent(db, 'job_completed', orderId)).toEqual(toPhone(user.phone));
    expect(await sent(db, 'rating_request', orderId)).toEqual([]);
    await runJobs(db, addMinutes(done, 119));
    expect(await sent(db, 'rating_request', orderId)).toEqual([]);
    await runJobs(db, addHours(done, 2));
    expect(await sent(db, 'rating_request', orderId)).toEqual(toPhone(user.phone));
    expect((await smsPayload(db, 'rating_request', orderId))?.placeholders.at(-1)).toMatch(
      new RegExp(`/order-details\\?id=${orderId}#order-review-heading$`),
    );
    // retried: nothing twice
    await sendOrderEvent(db, { orderId, event: 'rating_request' });
    await sendOrderEvent(db, { orderId, event: 'completed' });
    expect(await sent(db, 'rating_request', orderId)).toEqual(toPhone(user.phone));
    expect(await sent(db, 'job_completed', orderId)).toEqual(toPhone(user.phone));
  });

  it('a start or completion by operations tells the customer too', async () => {
    const db = getDb();
    const { user, orderId } = await assignedOrder(db);
    await updateOrderStatusByOps(db, testPaymentDeps(db, at('2026-11-23T18:00:00')), {
      input: { _id: orderId, status: ORDER_STATUS.IN_PROGRESS, note: 'Provider phone dead' },
      actor: SYSTEM_ACTOR,
    });
    await runJobs(db, at('2026-11-23T18:00:00'));
    expect(await sent(db, 'job_started', orderId)).toEqual(toPhone(user.phone));
  });

  it('job started, completed and the rating request respect the customer’s choices', async () => {
    const db = getDb();
    const { user, orderId, provider } = await assignedOrder(db);
    // WhatsApp off, SMS on: the SMS alone
    await updateNotificationSettings(db, user.id, { whatsapp: { bookings: false } });
    const code = (await orderRow(db, orderId)).startCode!;
    await startJob(db, { orderId, providerId: provider.id, now: at('2026-11-23T18:50:00'), code });
    await runJobs(db, at('2026-11-23T18:50:00'));
    expect(await sent(db, 'job_started', orderId)).toEqual([`sms ${user.phone} recorded`]);
    // everything off: nothing
    await updateNotificationSettings(db, user.id, OFF);
    const done = at('2026-11-23T21:00:00');
    await completeJob(db, { orderId, providerId: provider.id, now: done });
    await runJobs(db, addHours(done, 3));
    expect(await sent(db, 'job_completed', orderId)).toEqual([]);
    expect(await sent(db, 'rating_request', orderId)).toEqual([]);
    expect(
      await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, 'notify.order_event'), inArray(jobs.status, ['failed']))),
    ).toEqual([]);
  });

  it('pushes once to a customer with a push token and the push choice on', async () => {
    const db = getDb();
    const { user, orderId, provider } = await assignedOrder(db);
    await db.update(users).set({ pushToken: 'token-1' }).where(eq(users.id, user.id));
    const code = (await orderRow(db, orderId)).startCode!;
    await startJob(db, { orderId, providerId: provider.id, now: at('2026-11-23T18:50:00'), code });
    await runJobs(db, at('2026-11-23T18:50:00'));
    await sendOrderEvent(db, { orderId, event: 'started' });
    expect(await sent(db, 'job_started', orderId)).toEqual([...toPhone(user.phone), `push ${user.id} recorded`].sort());
  });

  it('does not ask for a rating once the customer has reviewed the order', async () => {
    const db = getDb();
    const { user, orderId, provider } = await assignedOrder(db);
    const code = (await orderRow(db, orderId)).startCode!;
    await startJob(db, { orderId, providerId: provider.id, now: at('2026-11-23T18:50:00'), code });
    const done = at('2026-11-23T21:00:00');
    await completeJob(db, { orderId, providerId: provider.id, now: done });
    await saveReview(db, { userId: user.id, orderId, rating: 5, text: 'Lovely food, on time.', now: addHours(done, 1) });
    await runJobs(db, addHours(done, 2));
    expect(await sent(db, 'rating_request', orderId)).toEqual([]);
  });
});
