import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../../lib/contracts/endpoints';
import { withSampleParams } from './api';
import { baseURL } from './fixtures';

/** Fetches `path` (a fresh connection each time, so one refused upload cannot disturb the next). */
const call = (path: string, init: RequestInit = {}) =>
  fetch(`${baseURL}${path}`, {
    ...init,
    redirect: 'manual',
    headers: { Connection: 'close', ...(init.headers as Record<string, string>) },
  });

/** Status and JSON body of an answer that must be the envelope. */
async function envelopeOf(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { error: boolean; status: number; message: string; errors?: { path: string; message: string }[] };
  expect(body.status).toBe(response.status);
  expect(body.error).toBe(response.status >= 400);
  return body;
}

describe('HTTP edges answer in the envelope, never a plain-text 500', () => {
  it('malformed percent-encoding answers 400: JSON under /api/, any page elsewhere', async () => {
    for (const path of ['/api/Decoration/searchByName/%E0%A4%A', '/api/%', '/api/order/order_details/%ZZ', '/api/serviceability/%']) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      expect(await envelopeOf(response)).toMatchObject({ message: 'The address has malformed percent-encoding.' });
    }
    for (const path of ['/delhi/%ZZ', '/%', '/balloon-decoration/%E0%A4%A', '/mumbai/andheri%', '/hi/%ZZ', '/hi/delhi/%ZZ']) {
      expect((await call(path)).status, path).toBe(400);
    }
    // well-formed percent-encoding is untouched
    expect((await call('/api/Decoration/searchByName/unicorn%20arch')).status).toBe(200);
  });

  it('unknown /api/* paths answer a JSON 404 for every method', async () => {
    for (const [method, path] of [
      ['GET', '/api'],
      ['GET', '/api/nope'],
      ['POST', '/api/order/nope'],
      ['GET', '/api/order/order_details'],
      ['DELETE', '/api/user/otp_generate/extra'],
    ] as const) {
      const response = await call(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await envelopeOf(response)).toMatchObject({ error: true, status: 404 });
    }
  });

  it('HEAD works wherever GET does, with the same status and no body; Allow lists HEAD', async () => {
    for (const [name, { method, path }] of Object.entries(API_ENDPOINTS)) {
      if (method !== 'GET') continue;
      const url = withSampleParams(path);
      const [get, head] = [await call(url), await call(url, { method: 'HEAD' })];
      expect(head.status, name).toBe(get.status);
      expect(head.status, name).toBeLessThan(500);
      expect(await head.text(), name).toBe('');
    }
    expect((await call('/', { method: 'HEAD' })).status).toBe(200);
    const refused = await call('/api/health', { method: 'POST' });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD');
    await envelopeOf(refused);
  });

  it('invalid JSON answers 400, a non-JSON body 415 and an oversized body 413, all in the envelope', async () => {
    const post = (body: string, contentType = 'application/json') =>
      call('/api/contact', { method: 'POST', headers: { 'Content-Type': contentType }, body });
    const invalid = await post('{"name": "Anil",');
    expect(invalid.status).toBe(400);
    expect(await envelopeOf(invalid)).toMatchObject({ message: 'The request body is not valid JSON.' });
    const form = await post('name=Anil', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    await envelopeOf(form);
    const huge = await post(JSON.stringify({ message: 'x'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    expect(await envelopeOf(huge)).toMatchObject({ message: expect.stringContaining('too large') });
    // the server still answers normally afterwards
    expect((await call('/api/health')).status).toBe(200);
  });

  it('a NUL or other control character in free text answers a 400 field error, not a 500', async () => {
    const contact = await call('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Anil Sharma', phone: '9876543210', message: 'Please call me\u0000 about a party' }),
    });
    expect(contact.status).toBe(400);
    expect((await envelopeOf(contact)).errors).toContainEqual({ path: 'message', message: 'Message must not contain control characters.' });
    const search = await call('/api/Decoration/searchByName/uni%00corn');
    expect(search.status).toBe(400);
    expect((await envelopeOf(search)).errors).toContainEqual({ path: 'name', message: 'Search must not contain control characters.' });
  });
});
