import type { NextApiRequest } from 'next';
import { DrizzleQueryError } from 'drizzle-orm';
import { DatabaseError } from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { logger } from '../../../../server/logger';
import { apiHandler, parseInput } from '../../../../server/http/apiHandler';
import { HttpError } from '../../../../server/http/errors';
import { recordedResponse } from '../../../helpers/apiResponse';

const request = (method: string, body?: unknown) => ({ method, body, url: '/api/test', headers: {} }) as unknown as NextApiRequest;

const schemaEcho = z.object({ phone: z.string().regex(/^[6-9]\d{9}$/, 'Enter a valid 10-digit mobile number'), count: z.number().int() });

const handler = apiHandler({
  POST: async (req) => {
    const body = parseInput(schemaEcho, req.body);
    return { message: 'Echoed', data: body, fields: { token: 'abc' } };
  },
  PUT: async () => {
    throw new HttpError(429, 'Too many requests. Try again in 30 seconds.', { headers: { 'Retry-After': '30' } });
  },
  DELETE: async () => {
    throw new Error('database exploded: password=secret');
  },
});

const slotTaken = apiHandler({
  POST: async () => {
    throw new HttpError(409, 'This slot was just booked.', {
      fields: { details: { nextFreeSlots: [{ date: '2026-11-24', slotId: '19-20', label: '7 PM - 8 PM' }] } },
    });
  },
});

describe('apiHandler', () => {
  it('wraps the reply in the envelope with status equal to the HTTP code and extra fields', async () => {
    const { out, res } = recordedResponse();
    await handler(request('POST', { phone: '9876543210', count: 2 }), res);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ error: false, status: 200, message: 'Echoed', data: { phone: '9876543210', count: 2 }, token: 'abc' });
    expect(out.headers['cache-control']).toBe('no-store');
  });

  it('answers 405 with Allow for a method it does not serve', async () => {
    const { out, res } = recordedResponse();
    await handler(request('GET'), res);
    expect(out.status).toBe(405);
    expect(out.headers.allow).toBe('POST, PUT, DELETE');
    expect(out.body).toMatchObject({ error: true, status: 405 });
  });

  it('answers 400 with every zod issue as errors[]', async () => {
    const { out, res } = recordedResponse();
    await handler(request('POST', { phone: '12345', count: 'x' }), res);
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({
      error: true,
      status: 400,
      message: 'Enter a valid 10-digit mobile number',
      errors: [
        { path: 'phone', message: 'Enter a valid 10-digit mobile number' },
        { path: 'count', message: expect.any(String) },
      ],
    });
  });

  it('answers 400 for a missing body instead of crashing', async () => {
    const { out, res } = recordedResponse();
    await handler(request('POST', undefined), res);
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({ errors: [{ path: '(root)' }] });
  });

  it('answers an HttpError with its status, message and headers', async () => {
    const { out, res } = recordedResponse();
    await handler(request('PUT'), res);
    expect(out.status).toBe(429);
    expect(out.headers['retry-after']).toBe('30');
    expect(out.body).toEqual({ error: true, status: 429, message: 'Too many requests. Try again in 30 seconds.' });
  });

  it("merges an HttpError's extra fields into the envelope (the slot-taken 409's next free slots)", async () => {
    const { out, res } = recordedResponse();
    await slotTaken(request('POST'), res);
    expect(out.status).toBe(409);
    expect(out.body).toEqual({
      error: true,
      status: 409,
      message: 'This slot was just booked.',
      details: { nextFreeSlots: [{ date: '2026-11-24', slotId: '19-20', label: '7 PM - 8 PM' }] },
    });
  });

  it('hides unexpected errors behind a generic 500 without details', async () => {
    const { out, res } = recordedResponse();
    await handler(request('DELETE'), res);
    expect(out.status).toBe(500);
    expect(JSON.stringify(out.body)).not.toContain('secret');
    expect(out.body).toMatchObject({ error: true, status: 500 });
  });

  it('answers HEAD with the GET handler wherever GET is served, and lists HEAD in Allow', async () => {
    const withGet = apiHandler({ GET: async () => ({ message: 'Here', data: { ok: true } }), POST: async () => ({ message: 'Posted' }) });
    const head = recordedResponse();
    await withGet(request('HEAD'), head.res);
    expect(head.out.status).toBe(200);
    const refused = recordedResponse();
    await withGet(request('PATCH'), refused.res);
    expect(refused.out.status).toBe(405);
    expect(refused.out.headers.allow).toBe('GET, HEAD, POST');
    // a route without GET answers HEAD with 405 (and does not list it)
    const noGet = recordedResponse();
    await handler(request('HEAD'), noGet.res);
    expect(noGet.out.status).toBe(405);
    expect(noGet.out.headers.allow).toBe('POST, PUT, DELETE');
  });
});

describe('apiHandler with an unavailable database', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const restarted = () => {
    const driverError = new DatabaseError('terminating connection due to administrator command', 0, 'error');
    driverError.code = '57P01';
    return new DrizzleQueryError('insert into "orders" ("phone") values ($1)', ['9876543210'], driverError);
  };
  const faults: [string, () => unknown][] = [
    ['PostgreSQL restarting (57P01 wrapped by Drizzle)', restarted],
    ['a refused connection', () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['no pooled connection in time', () => new Error('timeout exceeded when trying to connect')],
    ['a query the paused server never answered', () => new Error('Query read timeout')],
  ];

  it.each(faults)('answers %s with 503, Retry-After and the envelope, logged at warn without the query', async (_name, fault) => {
    const warn = vi.spyOn(logger, 'warn');
    const error = vi.spyOn(logger, 'error');
    const failing = apiHandler({
      POST: async () => {
        throw fault();
      },
    });
    const { out, res } = recordedResponse();
    await failing(request('POST', {}), res);
    expect(out.status).toBe(503);
    expect(out.headers['retry-after']).toBe('5');
    expect(out.body).toEqual({ error: true, status: 503, message: expect.stringMatching(/try again/i) });
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(warn.mock.calls[0]);
    expect(logged).not.toContain('9876543210');
    expect(logged).not.toContain('insert into');
  });

  it('still answers a real bug with a 500', async () => {
    const failing = apiHandler({
      POST: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'id')");
      },
    });
    const { out, res } = recordedResponse();
    await failing(request('POST', {}), res);
    expect(out.status).toBe(500);
  });
});
