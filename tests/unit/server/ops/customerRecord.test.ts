/**
 * The console's customer record on PGlite and PostgreSQL: one customer's orders (newest first), the payments and
 * refunds of those orders, the messages staff sent them and the outbox's notifications (no texts, no recipients),
 * nobody else's; support sees the phone masked; the route for every role, 404 for an unknown customer; the page.
 */
import { withAvailableProviders } from '../../../helpers/providers';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addIstDays, istDate } from '../../../../lib/dates';
import { schemaOpsCustomerRecord } from '../../../../lib/contracts/opsCustomers';
import customerRoute from '../../../../pages/api/ops/customers/[id]';
import { outbox, payments, refunds, type Order, type Staff } from '../../../../server/db/schema';
import { customerRecord } from '../../../../server/ops/customerRecord';
import { opsCustomerPageProps } from '../../../../server/ops/customerPageProps';
import { sendCustomerMessage } from '../../../../server/orders/customerMessages';
import { callRoute, forgetAppDb, pointAppAt, staffOfEachRole } from '../../../helpers/opsDesk';
import { paidChefOrderAt } from '../../../helpers/partner';
import { rejection } from '../../../helpers/rejection';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { eq } from 'drizzle-orm';

const PHONE = '9877701201';
const OTHER_PHONE = '9877701202';
const UNKNOWN = '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e';

describeEachDatabase('the customer record', (getDb) => {
  // every booking holds a free provider's time: as many as the suite books for one slot
  withAvailableProviders(getDb, 20);
  let members: Record<'admin' | 'operations' | 'support', Staff>;
  let cookies: Record<'admin' | 'operations' | 'support', string>;
  let first: Order;
  let second: Order;
  let others: Order;

  beforeAll(async () => {
    const db = getDb();
    ({ members, cookies } = await staffOfEachRole(db, '91000015'));
    const day = (n: number) => addIstDays(istDate(new Date()), n);
    first = await paidChefOrderAt(db, { phone: PHONE, eventDate: day(10), slotId: '19-20' });
    second = await paidChefOrderAt(db, { phone: PHONE, eventDate: day(12), slotId: '12-13' });
    others = await paidChefOrderAt(db, { phone: OTHER_PHONE, eventDate: day(11), slotId: '19-20', name: 'Someone Else' });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, first.id));
    await db.insert(refunds).values({
      orderId: first.id,
      paymentId: payment!.id,
      amountPaise: 5_050,
      reason: 'goodwill',
      idempotencyKey: 'record-1',
      status: 'processed',
      bankReference: 'UTR123456',
      processedAt: new Date(),
    });
    await sendCustomerMessage(db, { orderId: second.id, staffId: members.operations.id, text: 'Your chef will call you today' });
    await sendCustomerMessage(db, { orderId: others.id, staffId: members.operations.id, text: 'Not for this customer' });
    await db.insert(outbox).values([
      {
        channel: 'sms',
        provider: 'console',
        recipient: PHONE,
        template: 'order_cancelled',
        status: 'recorded',
        payload: { orderNumber: first.orderNumber },
      },
      {
        channel: 'whatsapp',
        provider: 'doubletick',
        recipient: `+91${PHONE}`,
        template: 'order_confirmation_message__v3',
        status: 'skipped',
      },
      { channel: 'sms', provider: 'console', recipient: OTHER_PHONE, template: 'order_cancelled', status: 'recorded' },
    ]);
  });
  afterAll(forgetAppDb);

  it('holds the customer’s orders newest first, their payments, refunds, staff messages and notifications, nobody else’s', async () => {
    const record = schemaOpsCustomerRecord.parse(await customerRecord(getDb(), first.userId, 'operations'));
    expect(record.customer).toMatchObject({ _id: first.userId, phone: PHONE, erased: false });
    expect(record.orders.map((order) => order.orderNumber)).toEqual([second.orderNumber, first.orderNumber]);
    expect(record.orders[1]).toMatchObject({ serviceName: 'Chef for Party', statusLabel: 'Booked', amountRefunded: 0 });
    expect(record.ordersTruncated).toBe(false);
    expect(new Set(record.payments.map((payment) => payment.orderNumber))).toEqual(new Set([first.orderNumber, second.orderNumber]));
    expect(record.payments.every((payment) => payment.amount > 0 && payment.status === 'captured')).toBe(true);
    expect(record.refunds).toEqual([
      expect.objectContaining({
        orderNumber: first.orderNumber,
        amount: 50.5,
        reason: 'goodwill',
        status: 'processed',
        bankReference: 'UTR123456',
      }),
    ]);
    expect(record.messages.map((message) => [message.orderNumber, message.text, message.staffName])).toEqual([
      [second.orderNumber, 'Your chef will call you today', 'Olga Ops'],
    ]);
    expect(record.notifications.map((entry) => [entry.channel, entry.template, entry.orderNumber]).sort()).toEqual([
      ['sms', 'order_cancelled', first.orderNumber],
      ['whatsapp', 'order_confirmation_message__v3', null],
    ]);
    expect(JSON.stringify(record.notifications)).not.toContain(PHONE);
    expect(JSON.stringify(record)).not.toContain(others.orderNumber);
  });

  it('masks the phone for support, as the board does', async () => {
    expect((await customerRecord(getDb(), first.userId, 'support')).customer.phone).toBe('••••••1201');
    expect((await customerRecord(getDb(), first.userId, 'admin')).customer.phone).toBe(PHONE);
  });

  it('answers 404 for an unknown customer', async () => {
    expect(await rejection(customerRecord(getDb(), UNKNOWN, 'admin'))).toMatchObject({ status: 404 });
  });

  it('GET /api/ops/customers/{id} for every role (support masked); the page, and its 404', async () => {
    const db = getDb();
    pointAppAt(db);
    const bySupport = await callRoute(customerRoute, { method: 'GET', cookie: cookies.support, query: { id: first.userId } });
    expect(bySupport.status).toBe(200);
    expect(schemaOpsCustomerRecord.parse(bySupport.body.data).customer.phone).toBe('••••••1201');
    const byOps = await callRoute(customerRoute, { method: 'GET', cookie: cookies.operations, query: { id: first.userId } });
    expect(schemaOpsCustomerRecord.parse(byOps.body.data).customer.phone).toBe(PHONE);
    expect((await callRoute(customerRoute, { method: 'GET', cookie: cookies.admin, query: { id: UNKNOWN } })).status).toBe(404);

    const page = async (userId: string) => {
      const res = { statusCode: 200, setHeader: () => undefined };
      const context = {
        req: { headers: { cookie: cookies.support }, method: 'GET' },
        res,
        query: { userId },
        params: { userId },
        resolvedUrl: `/ops/customers/${userId}`,
      } as unknown as GetServerSidePropsContext;
      const result = (await opsCustomerPageProps(context)) as { props: { record: { customer: { phone: string } } | null } };
      return { status: res.statusCode, record: result.props.record };
    };
    expect((await page(first.userId)).record?.customer.phone).toBe('••••••1201');
    expect(await page(UNKNOWN)).toEqual({ status: 404, record: null });
    expect(await page('not-an-id')).toEqual({ status: 404, record: null });
  });
});
