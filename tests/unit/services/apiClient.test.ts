// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, apiRequest } from '../../../services/apiClient';

let server: Server;
let base = '';
let lastRequest: IncomingMessage | undefined;

beforeAll(async () => {
  server = createServer((req, res) => {
    lastRequest = req;
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/ok') return reply(200, { error: false, status: 200, message: 'OK', data: { _id: 'u1' }, token: 't' });
    if (req.url === '/bad')
      return reply(400, { error: true, status: 400, message: 'Bad phone', errors: [{ path: 'phone', message: 'Bad phone' }] });
    if (req.url === '/taken')
      return reply(409, {
        error: true,
        status: 409,
        message: 'This slot was just booked.',
        details: { nextFreeSlots: [{ date: '2099-01-11', slotId: '19-20', label: '07:00 PM - 08:00 PM' }] },
      });
    if (req.url === '/taken-hi')
      return reply(409, { error: true, status: 409, message: 'यह स्लॉट अभी-अभी बुक हो गया।' }, { 'Content-Language': 'hi' });
    if (req.url === '/slow-down') return reply(429, { error: true, status: 429, message: 'Wait' }, { 'Retry-After': '30' });
    if (req.url === '/html') {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      return res.end('<html>Bad gateway</html>');
    }
    return reply(200, ['not', 'an', 'envelope']);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // jsdom's XHR would apply CORS to this cross-origin test server; the fetch adapter sends the same request.
  apiClient.defaults.adapter = 'fetch';
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => window.localStorage.clear());

describe('apiRequest', () => {
  it('unwraps the envelope, keeping extra fields such as token', async () => {
    const answer = await apiRequest({ method: 'POST', url: `${base}/ok`, data: { phone: '9876543210' } });
    expect(answer).toEqual({ envelope: { error: false, status: 200, message: 'OK', data: { _id: 'u1' }, token: 't' } });
  });

  it('sends the bearer token from localStorage.token, and none when logged out', async () => {
    await apiRequest({ url: `${base}/ok` });
    expect(lastRequest?.headers.authorization).toBeUndefined();
    window.localStorage.setItem('token', 'jwt-123');
    await apiRequest({ url: `${base}/ok` });
    expect(lastRequest?.headers.authorization).toBe('Bearer jwt-123');
  });

  it('turns an error envelope into a failure with status, message and field errors', async () => {
    expect(await apiRequest({ method: 'POST', url: `${base}/bad` })).toEqual({
      failure: { status: 400, message: 'Bad phone', errors: [{ path: 'phone', message: 'Bad phone' }], retryAfterSeconds: null },
    });
  });

  it("keeps an error envelope's details (a 409's next free slots), and adds none where the envelope has none", async () => {
    expect(await apiRequest({ method: 'POST', url: `${base}/taken` })).toEqual({
      failure: {
        status: 409,
        message: 'This slot was just booked.',
        errors: [],
        retryAfterSeconds: null,
        details: { nextFreeSlots: [{ date: '2099-01-11', slotId: '19-20', label: '07:00 PM - 08:00 PM' }] },
      },
    });
    const plain = await apiRequest({ method: 'POST', url: `${base}/bad` });
    expect('failure' in plain && 'details' in plain.failure).toBe(false);
  });

  it("marks a failure the server answered in the page's language (Content-Language), and an English one not at all", async () => {
    expect(await apiRequest({ method: 'POST', url: `${base}/taken-hi` })).toEqual({
      failure: { status: 409, message: 'यह स्लॉट अभी-अभी बुक हो गया।', errors: [], retryAfterSeconds: null, language: 'hi' },
    });
    const english = await apiRequest({ method: 'POST', url: `${base}/bad` });
    expect('failure' in english && 'language' in english.failure).toBe(false);
  });

  it('reads Retry-After of a 429', async () => {
    expect(await apiRequest({ method: 'POST', url: `${base}/slow-down` })).toMatchObject({
      failure: { status: 429, retryAfterSeconds: 30 },
    });
  });

  it('reports a non-envelope answer as a failure with its status', async () => {
    expect(await apiRequest({ url: `${base}/html` })).toMatchObject({ failure: { status: 502 } });
    expect(await apiRequest({ url: `${base}/array` })).toMatchObject({
      failure: { status: 200, message: 'Unexpected answer from the server' },
    });
  });

  it('reports a request that got no answer as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await apiRequest({ url: `http://127.0.0.1:${port}/ok` })).toMatchObject({ failure: { status: 'NETWORK' } });
  });
});
