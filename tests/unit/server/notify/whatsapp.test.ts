import { afterAll, beforeAll, expect, it } from 'vitest';
import { listOutbox } from '../../../../server/notify/outbox';
import { sendLoginWhatsApp, type WhatsAppSettings } from '../../../../server/notify/whatsapp';
import { startHttpStub, type HttpStub } from '../../../helpers/httpStub';
import { describeEachDatabase } from '../../../helpers/testDatabases';

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

    it('records a provider failure without throwing', async () => {
      stub.respond = () => ({ status: 401, body: { message: 'bad key' } });
      expect(await sendLoginWhatsApp(getDb(), '9876500000', 'Photography', settings())).toBe('failed');
      expect((await listOutbox(getDb(), '+919876500000', 'whatsapp'))[0]).toMatchObject({
        status: 'failed',
        error: expect.stringMatching(/401/),
      });
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
