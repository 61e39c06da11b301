/**
 * Staff messaging the customer from the console's order page, on PGlite and PostgreSQL: the message, its audit line
 * and its send job in one transaction; sent by the job through the notice path (WhatsApp, then SMS: tests have no
 * WhatsApp key, so WhatsApp is `skipped` and the console SMS `recorded`), once; the outbox rows hold the message's id,
 * never its text; the customer's booking-message choice is respected; the order page lists the messages; the
 * route takes one line of at most 500 characters from every staff role.
 */
import { withAvailableProviders } from '../../../helpers/providers';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { addIstDays, istDate } from '../../../../lib/dates';
import { schemaCustomerMessageView } from '../../../../lib/contracts/opsOrders';
import {
  CUSTOMER_MESSAGES_CUSTOMER_LIMITED,
  CUSTOMER_MESSAGES_ORDER_LIMITED,
  CUSTOMER_MESSAGES_PER_CUSTOMER_DAY,
  CUSTOMER_MESSAGES_PER_ORDER_HOUR,
} from '../../../../lib/opsOrders';
import messagesRoute from '../../../../pages/api/ops/orders/[id]/messages';
import { auditLog, customerMessages, jobs, outbox, type Staff } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { appJobHandlers } from '../../../../server/app/jobHandlers';
import { runDueJobs } from '../../../../server/jobs/worker';
import { updateNotificationSettings } from '../../../../server/notify/preferences';
import { canResend } from '../../../../server/ops/outboxResend';
import { opsOrderView } from '../../../../server/ops/ordersView';
import {
  CUSTOMER_MESSAGE_ACTION,
  CUSTOMER_MESSAGE_TEMPLATE,
  CUSTOMER_MESSAGES_LISTED,
  deliverCustomerMessage,
  listCustomerMessages,
  listOrderMessages,
  sendCustomerMessage,
} from '../../../../server/orders/customerMessages';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { paidChefOrderAt } from '../../../helpers/partner';
import { testPaymentDeps } from '../../../helpers/payments';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Every SMS notice sent, with its texts (the outbox keeps only ids). */
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

const TEXT = 'Your chef Ramesh will reach 15 minutes early to set up, please keep the kitchen free.';
const OFF = { whatsapp: { bookings: false }, sms: { bookings: false }, push: { bookings: false } };

const runJobs = (db: Db, now = new Date()) =>
  runDueJobs(
    db,
    appJobHandlers((clock) => testPaymentDeps(db, clock)),
    { now, limit: 100 },
  );
const outboxOf = (db: Db, messageId: string) =>
  db
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'messageId' = ${messageId}`);

describeEachDatabase('staff messages to the customer', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  let members: Record<'admin' | 'operations' | 'support', Staff>;
  let cookies: Record<'admin' | 'operations' | 'support', string>;
  let phones = 0;
  /** A paid chef order 10 days ahead (a real booking), of a new customer. */
  const paidOrder = async () => {
    phones += 1;
    return paidChefOrderAt(getDb(), {
      phone: `98777011${String(phones).padStart(2, '0')}`,
      eventDate: addIstDays(istDate(new Date()), 10),
      slotId: '19-20',
      name: 'Asha Verma',
    });
  };

  beforeAll(async () => {
    ({ members, cookies } = await staffOfEachRole(getDb(), '91000014'));
  });
  afterAll(forgetAppDb);

  it('records the message, its audit line (no text) and its job in one go; the job sends it once, the outbox holding only ids', async () => {
    const db = getDb();
    const order = await paidOrder();
    const now = new Date();
    const [queued] = await sendCustomerMessage(db, { orderId: order.id, staffId: members.support.id, text: TEXT, now });
    expect(queued).toMatchObject({
      orderNumber: order.orderNumber,
      text: TEXT,
      staffName: 'Sunil Support',
      delivery: 'pending',
      deliveredBy: null,
    });
    const [line] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, CUSTOMER_MESSAGE_ACTION)));
    expect(line).toMatchObject({
      actorKind: 'staff',
      actorStaffId: members.support.id,
      after: { orderNumber: order.orderNumber, messageId: queued!._id, length: TEXT.length },
    });
    expect(JSON.stringify(line)).not.toContain('Ramesh');
    expect(
      await db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `customer-message:${queued!._id}`)),
    ).toHaveLength(1);

    await runJobs(db, now);
    const rows = await outboxOf(db, queued!._id);
    expect(rows.map((row) => `${row.channel} ${row.template} ${row.status}`).sort()).toEqual([
      `sms ${CUSTOMER_MESSAGE_TEMPLATE} recorded`,
      `whatsapp ${CUSTOMER_MESSAGE_TEMPLATE} skipped`,
    ]);
    for (const row of rows) {
      expect(row.payload).toEqual({
        orderId: order.id,
        orderNumber: order.orderNumber,
        messageId: queued!._id,
        noticeKey: `customer-message:${queued!._id}`,
        language: 'en',
      });
      expect(JSON.stringify(row)).not.toContain('15 minutes early');
    }
    // the SMS carried the text as its last variable (kept whole by DLT)
    expect(smsSent.filter((sms) => sms.payload.messageId === queued!._id).map((sms) => sms.placeholders)).toEqual([
      ['Asha Verma', order.orderNumber, TEXT],
    ]);
    const view = await opsOrderView(db, order.id, 'support');
    expect(view.customerId).toBe(order.userId);
    expect(view.messages).toEqual([{ ...queued, delivery: 'recorded', deliveredBy: 'sms' }]);

    // a second run (a retried job, a retry from the outbox) sends nothing again
    expect(await deliverCustomerMessage(db, queued!._id)).toMatchObject({ text: 'already' });
    expect(await outboxOf(db, queued!._id)).toHaveLength(2);
    expect(canResend(CUSTOMER_MESSAGE_TEMPLATE)).toBe(true);
    expect((await listCustomerMessages(db, order.userId)).map((m) => m._id)).toEqual([queued!._id]);
  });

  it('respects the customer’s choice of no booking messages, and says so on the message', async () => {
    const db = getDb();
    const order = await paidOrder();
    await updateNotificationSettings(db, order.userId, OFF);
    const [queued] = await sendCustomerMessage(db, { orderId: order.id, staffId: members.operations.id, text: 'Please call us back' });
    await runJobs(db);
    expect(await outboxOf(db, queued!._id)).toEqual([]);
    expect((await db.select().from(customerMessages).where(eq(customerMessages.id, queued!._id)))[0]).toMatchObject({
      delivery: 'not_allowed',
      deliveredBy: null,
    });
  });

  it('lists at most the newest CUSTOMER_MESSAGES_LISTED messages of an order and of a customer, oldest first', async () => {
    const db = getDb();
    const order = await paidOrder();
    const start = Date.UTC(2026, 10, 1, 4, 0);
    const extra = 5;
    await db.insert(customerMessages).values(
      Array.from({ length: CUSTOMER_MESSAGES_LISTED + extra }, (_, i) => ({
        orderId: order.id,
        userId: order.userId,
        staffId: members.support.id,
        text: `Update ${i}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    for (const listed of [await listOrderMessages(db, order.id), await listCustomerMessages(db, order.userId)]) {
      expect(listed).toHaveLength(CUSTOMER_MESSAGES_LISTED);
      expect(listed[0]!.text).toBe(`Update ${extra}`);
      expect(listed.at(-1)!.text).toBe(`Update ${CUSTOMER_MESSAGES_LISTED + extra - 1}`);
    }
  });

  it('answers 404 for an unknown order and records nothing', async () => {
    const db = getDb();
    const before = (await db.select().from(customerMessages)).length;
    const refused = await rejection(
      sendCustomerMessage(db, { orderId: '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e', staffId: members.admin.id, text: 'Hello' }),
    );
    expect(refused).toMatchObject({ status: 404 });
    expect(await db.select().from(customerMessages)).toHaveLength(before);
  });

  it('POST /api/ops/orders/{id}/messages: every role sends one line of at most 500 characters', async () => {
    const db = getDb();
    pointAppAt(db);
    const order = await paidOrder();
    const send = (cookie: string, text: unknown) =>
      callRoute(messagesRoute, { method: 'POST', cookie, query: { id: order.id }, body: { text } });
    for (const role of ['support', 'operations', 'admin'] as const) {
      const answer = await send(cookies[role], `Hello from ${role}`);
      expect(answer.status, answer.body.message).toBe(201);
    }
    const listed = (await send(cookies.admin, '  Trimmed  ')).body.data as unknown[];
    expect(listed.map((item) => schemaCustomerMessageView.parse(item).text)).toEqual([
      'Hello from support',
      'Hello from operations',
      'Hello from admin',
      'Trimmed',
    ]);
    expect((await send(cookies.admin, '')).body.message).toBe('Please write the message');
    expect((await send(cookies.admin, 'x'.repeat(501))).status).toBe(400);
    expect((await send(cookies.admin, 'two\nlines')).status).toBe(400);
    expect((await db.select().from(customerMessages).where(eq(customerMessages.orderId, order.id))).length).toBe(4);
  });

  it('holds each order to CUSTOMER_MESSAGES_PER_ORDER_HOUR an hour and each customer to CUSTOMER_MESSAGES_PER_CUSTOMER_DAY a day: 429 with the reason, nothing recorded', async () => {
    const db = getDb();
    pointAppAt(db);
    const order = await paidOrder();
    const start = new Date(Date.now() - 2 * 3600_000);
    const send = (at: Date, orderId = order.id) =>
      sendCustomerMessage(db, { orderId, staffId: members.support.id, text: 'Update', now: at });
    for (let i = 0; i < CUSTOMER_MESSAGES_PER_ORDER_HOUR; i += 1) await send(new Date(start.getTime() + i * 60_000));
    const refused = await rejection(send(new Date(start.getTime() + 30 * 60_000)));
    expect(refused).toMatchObject({ status: 429, message: CUSTOMER_MESSAGES_ORDER_LIMITED });
    expect(refused.options?.headers?.['Retry-After']).toBeDefined();
    expect(await db.select().from(customerMessages).where(eq(customerMessages.orderId, order.id))).toHaveLength(
      CUSTOMER_MESSAGES_PER_ORDER_HOUR,
    );
    // an hour after the first, the order may be messaged again
    await send(new Date(start.getTime() + 61 * 60_000));

    // the customer's day: other orders of theirs add up to CUSTOMER_MESSAGES_PER_CUSTOMER_DAY
    const other = await paidOrder();
    const customerId = other.userId;
    const earlier = new Date(Date.now() - 20 * 3600_000);
    await db.insert(customerMessages).values(
      Array.from({ length: CUSTOMER_MESSAGES_PER_CUSTOMER_DAY }, (_, i) => ({
        orderId: other.id,
        userId: customerId,
        staffId: members.support.id,
        text: `Earlier ${i}`,
        createdAt: new Date(earlier.getTime() + i * 1000),
      })),
    );
    const answer = await callRoute(messagesRoute, {
      method: 'POST',
      cookie: cookies.admin,
      query: { id: other.id },
      body: { text: 'One more' },
    });
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe(CUSTOMER_MESSAGES_CUSTOMER_LIMITED);
  });
});
