/**
 * Invite notices by SMS go through the DLT template of their kind with a real provider (India allows no
 * free-text SMS), are recorded only with the console provider, and one failed SMS never throws.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from '../../../../server/config';
import { listOutbox } from '../../../../server/notify/outbox';
import { dltVariables, fast2smsProvider, msg91Provider, sendSmsNotice } from '../../../../server/notify/sms';
import { startHttpStub, type HttpStub } from '../../../helpers/httpStub';
import { describeEachDatabase } from '../../../helpers/testDatabases';

let stub: HttpStub;
beforeAll(async () => {
  stub = await startHttpStub(() => ({ status: 200, body: {} }));
});
afterAll(() => stub.close());
afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

const LINK = 'https://www.partyservices.in/smartinvite/share/AbCd1234';

describe('DLT variables', () => {
  it('cuts each text to 30 characters with an ellipsis, keeps the link whole and drops the separator', () => {
    const host = 'Parking is at gate 2 behind the temple, bring umbrellas';
    const [name, text, link] = dltVariables(['Asha | Rahul', host, LINK]);
    expect(name).toBe('Asha Rahul');
    expect([...text!]).toHaveLength(30);
    expect(text!.endsWith('…')).toBe(true);
    expect(link).toBe(LINK);
    expect(dltVariables(['आशा का 30वाँ जन्मदिन की पार्टी में आप सादर आमंत्रित हैं', LINK])[0]).toHaveLength(30);
  });
});

describe('template sends', () => {
  it('Fast2SMS: the DLT route with the template id and the variables joined by |', async () => {
    stub.respond = () => ({ status: 200, body: { return: true, request_id: 'req-1' } });
    const provider = fast2smsProvider({ apiKey: 'k', senderId: 'PRTYSV', messageId: 'otp-tmpl', baseUrl: stub.baseUrl });
    expect(await provider.sendTemplate!('9876543210', 'dlt-9', ['Asha', 'Diwali', LINK])).toEqual({ providerMessageId: 'req-1' });
    expect(JSON.parse(stub.requests.at(-1)!.body)).toEqual({
      route: 'dlt',
      sender_id: 'PRTYSV',
      message: 'dlt-9',
      variables_values: `Asha|Diwali|${LINK}`,
      numbers: '9876543210',
      flash: 0,
    });
  });

  it('MSG91: the Flow API with var1..varN and the authkey', async () => {
    stub.respond = () => ({ status: 200, body: { type: 'success', message: 'flow-7' } });
    const provider = msg91Provider({ authKey: 'mk', templateId: 'otp', baseUrl: stub.baseUrl });
    expect(await provider.sendTemplate!('9876543210', 'flow-tmpl', ['Asha', LINK])).toEqual({ providerMessageId: 'flow-7' });
    const request = stub.requests.at(-1)!;
    expect([request.url, request.headers.authkey]).toEqual(['/api/v5/flow', 'mk']);
    expect(JSON.parse(request.body)).toEqual({
      template_id: 'flow-tmpl',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', var1: 'Asha', var2: LINK }],
    });
  });
});

describeEachDatabase(
  'SMS notices through the outbox',
  (getDb) => {
    const notice = {
      template: 'invite_host_message',
      placeholders: ['Meera', 'Diwali night', 'See you at 8', LINK],
      payload: { eventId: 'e1' },
    };
    const realProvider = (extra: Record<string, string> = {}) => {
      for (const [key, value] of Object.entries({
        SMS_PROVIDER: 'fast2sms',
        SMS_API_KEY: 'k',
        SMS_SENDER_ID: 'PRTYSV',
        SMS_TEMPLATE_ID: 'otp',
        SMS_API_URL: stub.baseUrl,
        SMS_TEMPLATE_INVITE_HOST_MESSAGE: 'dlt-host',
        ...extra,
      }))
        vi.stubEnv(key, value);
      resetConfigForTests();
    };

    it("sends through the kind's DLT template and records it sent with the provider's id", async () => {
      realProvider();
      stub.respond = () => ({ status: 200, body: { return: true, request_id: 'req-42' } });
      const status = await sendSmsNotice(getDb(), '9811122233', notice);
      expect([status, (await listOutbox(getDb(), '9811122233', 'sms'))[0]?.error ?? null]).toEqual(['sent', null]);
      expect(JSON.parse(stub.requests.at(-1)!.body)).toMatchObject({ message: 'dlt-host', numbers: '9811122233' });
      const [row] = await listOutbox(getDb(), '9811122233', 'sms');
      expect([row?.status, row?.template, row?.payload]).toEqual([
        'sent',
        'invite_host_message',
        { eventId: 'e1', language: 'en', providerMessageId: 'req-42' },
      ]);
      // the texts went to the provider; the outbox keeps none of them (a guest's or host's name)
      expect(JSON.stringify(row)).not.toContain('Meera');
    });

    it('records a refusal as failed without throwing, and a kind without a template as skipped, naming the setting', async () => {
      realProvider();
      stub.respond = () => ({ status: 200, body: { return: false, message: 'Insufficient balance' } });
      expect(await sendSmsNotice(getDb(), '9811122234', notice)).toBe('failed');
      expect((await listOutbox(getDb(), '9811122234', 'sms'))[0]?.error).toMatch(/Insufficient balance/);
      realProvider({ SMS_TEMPLATE_INVITE_HOST_MESSAGE: '' });
      expect(await sendSmsNotice(getDb(), '9811122235', notice)).toBe('skipped');
      expect((await listOutbox(getDb(), '9811122235', 'sms'))[0]?.error).toMatch(/SMS_TEMPLATE_INVITE_HOST_MESSAGE/);
    });

    it('only records it with the console provider (nothing is sent)', async () => {
      vi.stubEnv('SMS_PROVIDER', 'console');
      resetConfigForTests();
      const before = stub.requests.length;
      expect(await sendSmsNotice(getDb(), '9811122236', notice)).toBe('recorded');
      expect(stub.requests.length).toBe(before);
    });
  },
  { seed: false },
);
