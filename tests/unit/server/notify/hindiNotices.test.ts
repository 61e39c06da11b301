/**
 * Customer messages in the customer's language: the templates' per-language choice (./templates.ts) with its
 * fallback to English, the booking's WhatsApp confirmation and an order notice for a Hindi customer (Hindi template,
 * Hindi placeholders and push, no stray Latin word beside the customer's name, the order number and the link), and
 * the English template with English texts, its reason in the outbox, while the Hindi one is not configured.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS } from '../../../../lib/constants';
import { orderPagePath } from '../../../../lib/routes';
import { strayLatinWords } from '../../../../lib/i18n/latinAllowList';
import { resetConfigForTests } from '../../../../server/config';
import { orders, users } from '../../../../server/db/schema';
import type { Db } from '../../../../server/db/types';
import { listOutbox } from '../../../../server/notify/outbox';
import { deliverOtp, type SmsProvider } from '../../../../server/notify/sms';
import type { PushMessage, PushSender } from '../../../../server/notify/push';
import { otpSmsTemplate, smsNoticeTemplate, whatsappTemplate } from '../../../../server/notify/templates';
import { reminderText } from '../../../../server/orders/cancellationReminders';
import { confirmOrder } from '../../../../server/orders/jobs';
import { cancellationRefundText, sendOrderEvent } from '../../../../server/orders/notices';
import { customerAssignmentPlaceholders, providerAssignmentPlaceholders } from '../../../../server/providers/notify';
import { getConfig } from '../../../../server/config';
import { startHttpStub, type HttpStub } from '../../../helpers/httpStub';
import { describeEachDatabase } from '../../../helpers/testDatabases';
import { insertOrder } from '../users/fixtures';
import { customer } from '../events/helpers';

let stub: HttpStub;
beforeAll(async () => {
  stub = await startHttpStub(() => ({ status: 200, body: { messages: [{ status: 'SENT' }] } }));
  vi.stubEnv('WHATSAPP_API_KEY', 'dt-key');
  vi.stubEnv('WHATSAPP_API_URL', stub.baseUrl);
  vi.stubEnv('WHATSAPP_TEMPLATE_LANGUAGE_HI', 'hi');
  resetConfigForTests();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  resetConfigForTests();
  await stub.close();
});

/** The words of Hindi texts that are Latin, the customer's own name, order number and links aside. */
const stray = (texts: string[], own: string[]) =>
  texts.filter((text) => !own.includes(text) && !text.startsWith('http')).flatMap((text) => strayLatinWords(text));

describe('the template of a notice in a language', () => {
  it('sends the Hindi WhatsApp version by its language code, else English with the reason', () => {
    expect(whatsappTemplate('job_started', 'hi', { language: 'en', hindiLanguage: 'hi' })).toEqual({
      name: 'job_started',
      code: 'hi',
      language: 'hi',
    });
    expect(whatsappTemplate('job_started', 'hi', { language: 'en' })).toEqual({
      name: 'job_started',
      code: 'en',
      language: 'en',
      fallback: 'WHATSAPP_TEMPLATE_LANGUAGE_HI not set',
    });
    expect(whatsappTemplate('job_started', 'en', { language: 'en', hindiLanguage: 'hi' }).code).toBe('en');
  });

  it('takes the `_HI` DLT template for Hindi, the English one with the reason when it is not set', () => {
    const config = { ...getConfig(), SMS_TEMPLATE_JOB_STARTED: 'dlt-en', SMS_TEMPLATE_JOB_STARTED_HI: 'dlt-hi' };
    expect(smsNoticeTemplate('job_started', 'hi', config)).toEqual({
      setting: 'SMS_TEMPLATE_JOB_STARTED_HI',
      templateId: 'dlt-hi',
      language: 'hi',
    });
    expect(smsNoticeTemplate('job_started', 'hi', { ...config, SMS_TEMPLATE_JOB_STARTED_HI: undefined })).toEqual({
      setting: 'SMS_TEMPLATE_JOB_STARTED',
      templateId: 'dlt-en',
      language: 'en',
      fallback: 'SMS_TEMPLATE_JOB_STARTED_HI not set',
    });
    expect(otpSmsTemplate('hi', { ...config, SMS_TEMPLATE_ID: 'otp-en' })).toMatchObject({
      templateId: 'otp-en',
      language: 'en',
      fallback: 'SMS_TEMPLATE_ID_HI not set',
    });
    expect(otpSmsTemplate('hi', { ...config, SMS_TEMPLATE_ID_HI: 'otp-hi' })).toMatchObject({ templateId: 'otp-hi', language: 'hi' });
  });

  it('words the refund, the reminder and the assignment in Hindi without stray Latin words', () => {
    expect(cancellationRefundText(600, 'hi')).toBe('₹600 आपके पेमेंट के मूल तरीके में वापस भेजे जाएंगे');
    expect(cancellationRefundText(600)).toBe('₹600 will be refunded to your original payment method');
    const now = new Date('2026-12-10T06:00:00Z');
    const meter = { refundNow: 1000, refundPercentNow: 100, nextChangeAt: '2026-12-10T12:30:00Z', nextRefund: 600 };
    expect(reminderText(meter, now, 'hi')).toBe('आज शाम 6 बजे तक पूरा रिफंड, उसके बाद ₹600 वापस');
    expect(reminderText(meter, now, 'en')).toBe('Full refund until today 18:00, then ₹600 back');
    const order = {
      orderNumber: 'PS-1A2B',
      orderType: 2,
      eventDate: '2026-12-12',
      slot: '19-20',
      address: { name: 'Asha Verma', locality: 'सेक्टर 62', city: 'नोएडा' },
    } as unknown as Parameters<typeof customerAssignmentPlaceholders>[0];
    const customerTexts = customerAssignmentPlaceholders(order, { name: 'Ravi Kumar' }, 'hi');
    expect(customerTexts).toEqual(['Asha Verma', 'PS-1A2B', 'पार्टी के लिए शेफ', 'शनि, 12 दिसंबर, शाम 7 बजे से रात 8 बजे', 'Ravi']);
    expect(stray(customerTexts, ['Asha Verma', 'PS-1A2B', 'Ravi'])).toEqual([]);
    expect(stray(providerAssignmentPlaceholders(order, { name: 'Ravi Kumar' }, 'hi'), ['Ravi', 'PS-1A2B'])).toEqual([]);
  });
});

/** A push sender that records what it was asked to send. */
function recordingPush(): PushSender & { sent: PushMessage[] } {
  const sent: PushMessage[] = [];
  return { provider: 'console', sent, send: async (_token, message) => (sent.push(message), 'recorded') };
}

async function hindiCustomerOrder(db: Db, phone: string) {
  const who = await customer(db, phone);
  await db.update(users).set({ language: 'hi', pushToken: 'push-token-of-asha-0123456789' }).where(eq(users.id, who.id));
  const order = await insertOrder(db, who.id, { eventDate: '2026-12-12' });
  await db.update(orders).set({ slot: '19-20' }).where(eq(orders.id, order.id));
  return { who, order: { ...order, slot: '19-20' } };
}

describeEachDatabase('messages to a Hindi customer', (getDb) => {
  it('confirms the booking with the Hindi template and Hindi placeholders', async () => {
    const { order } = await hindiCustomerOrder(getDb(), '9877722001');
    await confirmOrder(getDb(), order.id);
    const body = JSON.parse(stub.requests.at(-1)!.body) as {
      messages: { content: { templateName: string; language: string; templateData: { body: { placeholders: string[] } } } }[];
    };
    const content = body.messages[0]!.content;
    expect([content.templateName, content.language]).toEqual(['order_confirmation_message__v3', 'hi']);
    expect(content.templateData.body.placeholders).toEqual([
      'Asha Verma',
      order.orderNumber,
      'पार्टी के लिए शेफ',
      'शनि, 12 दिसंबर, शाम 7 बजे से रात 8 बजे',
      '₹400',
    ]);
    const [row] = await listOutbox(getDb(), '+919877722001', 'whatsapp');
    expect(row?.payload).toMatchObject({ language: 'hi', service: 'पार्टी के लिए शेफ' });
  });

  it('sends the English template with English texts, and records why, while the Hindi one is not configured', async () => {
    const { order } = await hindiCustomerOrder(getDb(), '9877722002');
    vi.stubEnv('WHATSAPP_TEMPLATE_LANGUAGE_HI', '');
    resetConfigForTests();
    try {
      await confirmOrder(getDb(), order.id);
    } finally {
      vi.stubEnv('WHATSAPP_TEMPLATE_LANGUAGE_HI', 'hi');
      resetConfigForTests();
    }
    const content = (
      JSON.parse(stub.requests.at(-1)!.body) as {
        messages: { content: { language: string; templateData: { body: { placeholders: string[] } } } }[];
      }
    ).messages[0]!.content;
    expect(content.language).toBe('en');
    expect(content.templateData.body.placeholders[2]).toBe('Chef for Party');
    const [row] = await listOutbox(getDb(), '+919877722002', 'whatsapp');
    expect(row?.payload).toMatchObject({ language: 'en', languageFallback: 'WHATSAPP_TEMPLATE_LANGUAGE_HI not set' });
  });

  it('tells a completed job in Hindi on WhatsApp and push', async () => {
    const { who, order } = await hindiCustomerOrder(getDb(), '9877722003');
    await getDb().update(orders).set({ status: ORDER_STATUS.COMPLETED, completedAt: new Date() }).where(eq(orders.id, order.id));
    const push = recordingPush();
    const outcome = await sendOrderEvent(getDb(), { orderId: order.id, event: 'completed' }, push);
    expect(outcome.customer).toEqual({ text: 'sent', push: 'recorded' });
    const placeholders = (
      JSON.parse(stub.requests.at(-1)!.body) as { messages: { content: { templateData: { body: { placeholders: string[] } } } }[] }
    ).messages[0]!.content.templateData.body.placeholders;
    expect(placeholders.slice(0, 3)).toEqual(['Asha Verma', order.orderNumber, 'पार्टी के लिए शेफ']);
    expect(stray(placeholders, ['Asha Verma', order.orderNumber])).toEqual([]);
    expect(push.sent).toEqual([
      { title: 'पार्टी के लिए शेफ पूरी हो गई', body: `ऑर्डर ${order.orderNumber} पूरा हो गया है।`, link: orderPagePath(order.id) },
    ]);
    expect(stray([push.sent[0]!.title, push.sent[0]!.body.replace(order.orderNumber, '')], [])).toEqual([]);
    const [pushRow] = await listOutbox(getDb(), who.id, 'push');
    expect(pushRow?.payload).toMatchObject({ language: 'hi' });
  });

  it("sends a Hindi page's login code through SMS_TEMPLATE_ID_HI, else the English template with the reason", async () => {
    const templates: (string | undefined)[] = [];
    const provider: SmsProvider = { name: 'fast2sms', sendOtp: async (_phone, _code, templateId) => (templates.push(templateId), {}) };
    vi.stubEnv('SMS_TEMPLATE_ID', 'otp-en');
    vi.stubEnv('SMS_TEMPLATE_ID_HI', 'otp-hi');
    resetConfigForTests();
    await deliverOtp(getDb(), provider, '9877722004', '4821', 'hi');
    vi.stubEnv('SMS_TEMPLATE_ID_HI', '');
    resetConfigForTests();
    await deliverOtp(getDb(), provider, '9877722004', '4822', 'hi');
    await deliverOtp(getDb(), provider, '9877722004', '4823', 'en');
    expect(templates).toEqual(['otp-hi', undefined, undefined]);
    const rows = await listOutbox(getDb(), '9877722004', 'sms');
    expect(rows.map((row) => row.payload).reverse()).toEqual([
      { providerMessageId: null, language: 'hi' },
      { providerMessageId: null, language: 'en', languageFallback: 'SMS_TEMPLATE_ID_HI not set' },
      { providerMessageId: null, language: 'en' },
    ]);
  });
});
