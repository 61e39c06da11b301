/**
 * The message of an issued tax invoice or credit note (job `notify.tax_document`, queued with the document) on PGlite
 * and PostgreSQL: sent once to the order's customer through the notice path, its link (the last placeholder) the
 * document's page (the Hindi page for a Hindi customer, in the text and the push); nothing for a receipt voucher; the
 * console can send it again.
 */
import { and, eq, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { ORDER_STATUS, ORDER_TYPE } from '../../../../lib/constants';
import { taxDocumentPath } from '../../../../lib/routes';
import { SITE_URL } from '../../../../lib/site';
import { jobs, orders, outbox, users, type TaxParty } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { runDueJobs } from '../../../../server/jobs/worker';
import type { PushMessage, PushSender } from '../../../../server/notify/push';
import { insertPaymentOnce, lockOrder } from '../../../../server/payments/ledger';
import { issueReceiptVoucher, issueTaxInvoice, sendTaxDocumentNotice, taxdocJobHandlers } from '../../../../server/taxdocs';
import { findOrCreateUserByPhone } from '../../../../server/users/repository';
import { describeEachDatabase } from '../../../helpers/testDatabases';

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

const SUPPLIER: TaxParty = {
  name: 'Party Services Pvt Ltd',
  address: 'New Delhi',
  stateName: 'Delhi',
  stateCode: '07',
  gstin: '07AAACP1234A1Z5',
};
const NOW = new Date('2026-12-01T04:30:00Z');

async function completedOrder(db: Db, phone: string) {
  const { user } = await findOrCreateUserByPhone(db, phone);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `NT${phone}`,
      userId: user.id,
      orderType: ORDER_TYPE.DECORATION,
      status: ORDER_STATUS.COMPLETED,
      eventDate: '2026-12-05',
      slot: '17-18',
      address: { name: 'Asha Verma', line1: 'B-12', pincode: '110024', city: 'Delhi', citySlug: 'delhi', locality: 'Lajpat Nagar' },
      bill: { lines: [{ kind: 'product', label: 'Balloon arch', amount: 5999 }] },
      total: 5999,
      advance: 1200,
      balance: 4799,
      amountPaid: 1200,
      cancellationPolicy: 'test',
    })
    .returning();
  const payment = await db.transaction(async (tx) => {
    await lockOrder(tx, order!.id);
    return (await insertPaymentOnce(tx, {
      orderId: order!.id,
      kind: 'advance',
      provider: 'sandbox',
      providerPaymentId: `pay-${order!.id}`,
      amountPaise: 120_000,
      method: 'upi',
      status: 'captured',
      capturedAt: NOW,
    }))!;
  });
  return { user, order: order!, payment };
}

const outboxOf = (db: Db, orderId: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.template, 'tax_document_issued'), sql`${outbox.payload}->>'orderId' = ${orderId}`));

describeEachDatabase('the tax document message', (getDb) => {
  it('queues one message with the invoice, sends it once with the page link last, and none for a receipt voucher', async () => {
    const db = getDb();
    const { user, order, payment } = await completedOrder(db, '9845000001');
    const voucher = (await issueReceiptVoucher(db, payment.id, NOW, SUPPLIER))!;
    expect(await sendTaxDocumentNotice(db, voucher.id)).toBeNull();
    const invoice = (await issueTaxInvoice(db, order.id, NOW, SUPPLIER))!;
    const queued = await db.select().from(jobs).where(eq(jobs.name, 'notify.tax_document'));
    expect(queued.filter((job) => (job.payload as { documentId: string }).documentId === invoice.id)).toHaveLength(1);

    smsSent.length = 0;
    await runDueJobs(db, taxdocJobHandlers(), { now: NOW, limit: 50 });
    const rows = await outboxOf(db, order.id);
    // tests have no WhatsApp key: WhatsApp is skipped and the SMS recorded
    expect(rows.map((row) => `${row.channel} ${row.status}`).sort()).toEqual(['sms recorded', 'whatsapp skipped']);
    expect(rows.every((row) => row.recipient.endsWith(user.phone))).toBe(true);
    expect(rows[0]!.payload).toMatchObject({ documentId: invoice.id, number: invoice.number, totalPaise: 599_900 });
    const sms = smsSent.find((notice) => notice.template === 'tax_document_issued')!;
    expect(sms.placeholders).toEqual([
      'Asha Verma',
      `Tax invoice ${invoice.number}`,
      order.orderNumber,
      expect.any(String),
      '₹5,999.00',
      `${SITE_URL}${taxDocumentPath(order.id, invoice.id)}`,
    ]);

    // a second run (a retried job) sends nothing again
    expect(await sendTaxDocumentNotice(db, invoice.id)).toMatchObject({ text: 'already' });
    expect(await outboxOf(db, order.id)).toHaveLength(2);
  });

  it("links a Hindi customer's message and push to the document's Hindi page", async () => {
    const db = getDb();
    const { user, order } = await completedOrder(db, '9845000002');
    await db.update(users).set({ language: 'hi', pushToken: 'push-token-9845000002' }).where(eq(users.id, user.id));
    const invoice = (await issueTaxInvoice(db, order.id, NOW, SUPPLIER))!;
    const pushed: PushMessage[] = [];
    const push: PushSender = { provider: 'console', send: async (_token, message) => (pushed.push(message), 'recorded') };
    smsSent.length = 0;
    expect(await sendTaxDocumentNotice(db, invoice.id, push)).toMatchObject({ push: 'recorded' });
    const sms = smsSent.find((notice) => notice.template === 'tax_document_issued') as unknown as {
      placeholders: string[];
      englishPlaceholders: string[];
    };
    const page = `${SITE_URL}/hi${taxDocumentPath(order.id, invoice.id)}`;
    expect(sms.placeholders[1]).toBe(`टैक्स इनवॉइस ${invoice.number}`);
    expect(sms.placeholders.at(-1)).toBe(page);
    // the English template (no Hindi one configured in tests) still opens the Hindi page
    expect(sms.englishPlaceholders.at(-1)).toBe(page);
    expect(pushed.map((message) => message.link)).toEqual([`/hi${taxDocumentPath(order.id, invoice.id)}`]);
  });
});
