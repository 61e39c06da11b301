/**
 * The console transport (the staff console and the partner app) tells the API the page's language, as the customer
 * API client does, so a Hindi partner page gets the API's errors in Hindi where the server has them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '../../../lib/i18n/current';
import { sendJson } from '../../../services/consoleTransport';

afterEach(() => {
  setCurrentLocale('en');
  vi.unstubAllGlobals();
});

describe('the console transport', () => {
  it("sends X-Locale with the page's language, and the JSON type only with a body", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ error: false, status: 200, message: 'ok' })));
    vi.stubGlobal('fetch', fetch);
    setCurrentLocale('hi');
    await sendJson('POST', '/api/partner/jobs/1/start', { code: '1234' });
    setCurrentLocale('en');
    await sendJson('GET', '/api/partner/jobs', undefined);
    const headers = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers);
    expect(headers).toEqual([{ 'x-locale': 'hi', 'Content-Type': 'application/json' }, { 'x-locale': 'en' }]);
  });
});
