// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../services/apiClient';
import { apiBaseQuery, CHECK_CONTRACTS } from '../../../services/baseQuery';
import { onUnauthorized } from '../../../services/session';

let server: Server;
let reply: { status: number; body: unknown } = { status: 200, body: {} };
let lastUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    lastUrl = req.url ?? '';
    res.writeHead(reply.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiClient.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  apiClient.defaults.adapter = 'fetch';
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => window.localStorage.clear());
afterEach(() => onUnauthorized(() => undefined));

const run = (call: Parameters<typeof apiBaseQuery>[0]) => apiBaseQuery(call, {} as Parameters<typeof apiBaseQuery>[1], {});

describe('apiBaseQuery', () => {
  it('checks contracts in tests', () => {
    expect(CHECK_CONTRACTS).toBe(true);
  });

  it('fills the path from the endpoint table and unwraps a matching answer', async () => {
    reply = {
      status: 200,
      body: {
        error: false,
        status: 200,
        message: 'We serve Sector 62, Noida',
        data: { pincode: '201309', served: true, city: 'Noida', citySlug: 'noida', locality: 'Sector 62' },
      },
    };
    const result = await run({ endpoint: 'serviceabilityCheck', params: { pincode: '201309' } });
    expect(lastUrl).toBe('/api/serviceability/201309');
    expect(result).toEqual({
      data: { status: 200, message: 'We serve Sector 62, Noida', data: expect.objectContaining({ served: true }) },
    });
  });

  it('reports an upload’s progress as a share of its body and takes a longer timeout for it', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue({
      status: 200,
      data: { error: false, status: 200, message: 'ok', data: { pincode: '201309', served: false } },
    });
    const progress = vi.fn();
    await run({ endpoint: 'serviceabilityCheck', params: { pincode: '201309' }, onUploadProgress: progress, timeoutMs: 180_000 });
    const config = request.mock.calls[0]![0] as {
      timeout?: number;
      onUploadProgress?: (event: { loaded: number; total?: number }) => void;
    };
    expect(config.timeout).toBe(180_000);
    config.onUploadProgress!({ loaded: 768, total: 1024 });
    config.onUploadProgress!({ loaded: 10 });
    expect(progress.mock.calls).toEqual([[0.75], [0]]);
    // other calls keep the client's defaults
    await run({ endpoint: 'serviceabilityCheck', params: { pincode: '201309' } });
    expect(request.mock.calls[1]![0]).not.toHaveProperty('timeout');
    expect(request.mock.calls[1]![0]).not.toHaveProperty('onUploadProgress');
    request.mockRestore();
  });

  it('fails loudly when an answer does not match its contract', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reply = { status: 200, body: { error: false, status: 200, message: 'ok', data: { pincode: 201309, served: 'yes' } } };
    const result = await run({ endpoint: 'serviceabilityCheck', params: { pincode: '201309' } });
    expect(result).toEqual({ error: expect.objectContaining({ status: 'CONTRACT' }) });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('[contract] GET /api/serviceability/201309'));
    consoleError.mockRestore();
  });

  it('checks the extra envelope fields too (the login token)', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reply = { status: 200, body: { error: false, status: 200, message: 'ok', data: { _id: 'u1', phone: '9876543210', name: null } } };
    expect(await run({ endpoint: 'otpVerify', body: {} })).toEqual({ error: expect.objectContaining({ status: 'CONTRACT' }) });
    consoleError.mockRestore();
  });

  it('reports a 401 to a request that carried the session as a logged-out session, and not otherwise', async () => {
    const unauthorized = vi.fn();
    onUnauthorized(unauthorized);
    reply = { status: 401, body: { error: true, status: 401, message: 'Invalid OTP' } };
    expect(await run({ endpoint: 'otpVerify', body: {} })).toEqual({ error: expect.objectContaining({ status: 401 }) });
    expect(unauthorized).not.toHaveBeenCalled();
    window.localStorage.setItem('token', 'expired');
    reply = { status: 401, body: { error: true, status: 401, message: 'Please log in to continue.' } };
    await run({ endpoint: 'orderList', body: { page: 1 } });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});
