// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, apiGet, apiPost } from '../../../services/apiClient';
import { ApiError, NetworkError } from '../../../services/errors';

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

describe('apiClient', () => {
  it('unwraps the envelope, keeping extra fields such as token', async () => {
    const answer = await apiPost<{ _id: string }>(`${base}/ok`, { phone: '9876543210' });
    expect(answer.status).toBe(200);
    expect(answer.data._id).toBe('u1');
    expect(answer.token).toBe('t');
  });

  it('sends the bearer token from localStorage.token, and none when logged out', async () => {
    await apiGet(`${base}/ok`);
    expect(lastRequest?.headers.authorization).toBeUndefined();
    window.localStorage.setItem('token', 'jwt-123');
    await apiGet(`${base}/ok`);
    expect(lastRequest?.headers.authorization).toBe('Bearer jwt-123');
  });

  it('turns an error envelope into ApiError with status, message and field errors', async () => {
    const error = await apiPost(`${base}/bad`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Bad phone', errors: [{ path: 'phone', message: 'Bad phone' }] });
  });

  it('reads Retry-After of a 429', async () => {
    const error = await apiPost(`${base}/slow-down`, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30 });
  });

  it('reports a non-envelope answer as ApiError', async () => {
    await expect(apiGet(`${base}/html`)).rejects.toMatchObject({ name: 'ApiError', status: 502 });
    await expect(apiGet(`${base}/array`)).rejects.toMatchObject({ name: 'ApiError', status: 200 });
  });

  it('reports a request that got no answer as NetworkError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(apiGet(`http://127.0.0.1:${port}/ok`)).rejects.toBeInstanceOf(NetworkError);
  });
});
