import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { listOutbox } from '../../../../server/notify/outbox';
import {
  ORDER_CONFIRMATION_TEMPLATE,
  sendLoginWhatsApp,
  sendOrderConfirmationWhatsApp,
  type WhatsAppSettings,
} from '../../../../server/notify/whatsapp';
import { startHttpStub, type HttpStub } from '../../../helpers/httpStub';
import { describeEachDatabase } from '../../../helpers/testDatabases';

/** Everything the server's logger writes during this file (the real logger configuration, into memory). */
const logged = vi.hoisted(() => ({ chunks: [] as string[] }));
vi.mock('../../../../server/logger', async (importOriginal) =>
  (await import('../../../helpers/memoryLogger')).memoryLogger(await importOriginal(), logged.chunks),
);

let stub: HttpStub;
beforeAll(async () => {
  stub = await startHttpStub(() => ({ status: 200, body: { messages: [{ status: 'SENT' }] } }));
});
afterAll(() => stub.close());

const settings = (): WhatsAppSettings => ({
  apiKey: 'dt-key',
  templateName: 'login_welcome',
  language: 'en',
  from: '+919000000000',
  headerImageUrl: 'https://www.example-party.in/images/og-default.png',
  baseUrl: stub.baseUrl,
});

describeEachDatabase(
  'WhatsApp login message (DoubleTick)',
  (getDb) => {
    it('posts the spec template to +91 and the number, with the image header and the service name', async () => {
      stub.respond = () => ({ status: 200, body: { messages: [{ status: 'SENT' }] } });
      expect(await sendLoginWhatsApp(getDb(), '9876543210', 'Chef for Party', settings())).toBe('sent');
      const request = stub.requests.at(-1)!;
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/whatsapp/message/template');
      expect(request.headers.authorization).toBe('dt-key');
      expect(JSON.parse(request.body)).toEqual({
        messages: [
          {
            from: '+919000000000',
            to: '+919876543210',
            content: {
              templateName: 'login_welcome',
              language: 'en',
              templateData: {
                header: { type: 'IMAGE', mediaUrl: 'https://www.example-party.in/images/og-default.png' },
                body: { placeholders: ['Chef for Party'] },
              },
            },
          },
        ],
      });
      expect((await listOutbox(getDb(), '+919876543210', 'whatsapp'))[0]?.status).toBe('sent');
    });

    it('sends the order confirmation template with the booking as placeholders, and skips it without a key', async () => {
      stub.respond = () => ({ status: 200, body: { messages: [{ status: 'SENT' }] } });
      const facts = {
        customerName: 'Asha Verma',
        orderNumber: 'PS-7K3P9Q',
        service: 'Chef for Party',
        when: 'Mon, 23 Nov 2026, 07:00 PM - 08:00 PM',
        paid: '₹253',
      };
      expect(await sendOrderConfirmationWhatsApp(getDb(), '9876544444', facts, settings())).toBe('sent');
      const content = (
        JSON.parse(stub.requests.at(-1)!.body) as {
          messages: { to: string; content: { templateName: string; templateData: { body: { placeholders: string[] } } } }[];
        }
      ).messages[0]!;
      expect([content.to, content.content.templateName]).toEqual(['+919876544444', 'order_confirmation_message__v3']);
      expect(content.content.templateData.body.placeholders).toEqual([
        'Asha Verma',
        'PS-7K3P9Q',
        'Chef for Party',
        'Mon, 23 Nov 2026, 07:00 PM - 08:00 PM',
        '₹253',
      ]);
      expect(await sendOrderConfirmationWhatsApp(getDb(), '9876544445', facts, { ...settings(), apiKey: undefined })).toBe('skipped');
      expect((await listOutbox(getDb(), '+919876544445', 'whatsapp'))[0]).toMatchObject({
        status: 'skipped',
        template: ORDER_CONFIRMATION_TEMPLATE,
      });
    });

    it('records a provider failure without throwing', async () => {
      stub.respond = () => ({ status: 401, body: { message: 'bad key' } });
      expect(await sendLoginWhatsApp(getDb(), '9876500000', 'Photography', settings())).toBe('failed');
      expect((await listOutbox(getDb(), '+919876500000', 'whatsapp'))[0]).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/401/),
      });
    });

    it('logs a failure as status, provider code and outbox id, never the answer echoing the number', async () => {
      stub.respond = () => ({ status: 400, body: { code: 'INVALID_RECIPIENT', message: 'invalid recipient 98765 43210 / 98765-43210' } });
      logged.chunks.length = 0;
      expect(await sendLoginWhatsApp(getDb(), '9876543210', 'Photography', settings())).toBe('failed');
      const row = (await listOutbox(getDb(), '+919876543210', 'whatsapp'))[0]!;
      const entries = logged.chunks.map((chunk) => JSON.parse(chunk) as Record<string, unknown>);
      const entry = entries.find((each) => each.msg === 'WhatsApp template message failed')!;
      // every line without its timestamp and the outbox id (random hex, which can hold ten digits in a
      // row by chance): no number of ten digits, however the provider spaced it
      const text = JSON.stringify(entries.map(({ time: _time, outboxId: _outboxId, ...rest }) => rest));
      expect(text.replace(/[\s-]/g, '')).not.toMatch(/\d{10}/);
      expect(text).not.toContain('invalid recipient');
      expect(entry).toMatchObject({ status: 400, providerCode: 'INVALID_RECIPIENT', outboxId: row.id });
    });

    it('records the message as skipped when no key is configured, calling nobody', async () => {
      const before = stub.requests.length;
      expect(await sendLoginWhatsApp(getDb(), '9876511111', 'party services', { ...settings(), apiKey: undefined })).toBe('skipped');
      expect(stub.requests.length).toBe(before);
      expect((await listOutbox(getDb(), '+919876511111', 'whatsapp'))[0]?.status).toBe('skipped');
    });
  },
  { seed: false },
);
