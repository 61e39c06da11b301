import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fast2smsProvider, msg91Provider, SmsDeliveryError } from '../../../../server/notify/sms';
import { startHttpStub, type HttpStub } from '../../../helpers/httpStub';

let stub: HttpStub;
beforeAll(async () => {
  stub = await startHttpStub(() => ({ status: 200, body: {} }));
});
afterAll(() => stub.close());

describe('Fast2SMS DLT adapter', () => {
  const provider = () => fast2smsProvider({ apiKey: 'f2s-key', senderId: 'PRTYSV', messageId: '171234', baseUrl: stub.baseUrl });

  it('posts the DLT request with the key in the authorization header', async () => {
    stub.respond = () => ({ status: 200, body: { return: true, request_id: 'req-9', message: ['SMS sent successfully.'] } });
    const result = await provider().sendOtp('9876543210', '4821');
    expect(result.providerMessageId).toBe('req-9');
    const request = stub.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/dev/bulkV2');
    expect(request.headers.authorization).toBe('f2s-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({
      route: 'dlt',
      sender_id: 'PRTYSV',
      message: '171234',
      variables_values: '4821',
      numbers: '9876543210',
      flash: 0,
    });
  });

  it('fails when Fast2SMS answers return:false or an HTTP error', async () => {
    stub.respond = () => ({ status: 200, body: { return: false, status_code: 412, message: 'Invalid Authentication' } });
    await expect(provider().sendOtp('9876543210', '4821')).rejects.toBeInstanceOf(SmsDeliveryError);
    stub.respond = () => ({ status: 500, body: 'boom' });
    await expect(provider().sendOtp('9876543210', '4821')).rejects.toThrow(/answered 500/);
  });

  it('fails when the provider is unreachable', async () => {
    const down = fast2smsProvider({ apiKey: 'k', senderId: 's', messageId: 'm', baseUrl: 'http://127.0.0.1:9' });
    await expect(down.sendOtp('9876543210', '4821')).rejects.toThrow(/unreachable/);
  });
});

describe('MSG91 OTP adapter', () => {
  const provider = () => msg91Provider({ authKey: 'msg91-key', templateId: 'tmpl-1', baseUrl: stub.baseUrl });

  it('posts to /api/v5/otp with the template, 91-prefixed mobile, code and authkey header', async () => {
    stub.respond = () => ({ status: 200, body: { type: 'success', request_id: 'm-1' } });
    await provider().sendOtp('9876543210', '0042');
    const request = stub.requests.at(-1)!;
    const url = new URL(request.url, stub.baseUrl);
    expect(request.method).toBe('POST');
    expect(url.pathname).toBe('/api/v5/otp');
    expect(Object.fromEntries(url.searchParams)).toEqual({ template_id: 'tmpl-1', mobile: '919876543210', otp: '0042' });
    expect(request.headers.authkey).toBe('msg91-key');
  });

  it('fails when MSG91 answers an error', async () => {
    stub.respond = () => ({ status: 200, body: { type: 'error', message: 'Invalid authkey' } });
    await expect(provider().sendOtp('9876543210', '0042')).rejects.toThrow(/Invalid authkey/);
  });
});
