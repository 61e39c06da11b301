import type { NextApiRequest } from 'next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../../../lib/contracts/http';
import { apiRoute, handle } from '../../../../server/http/apiHandler';
import { recordedResponse } from '../../../helpers/apiResponse';

const request = (method: string, { query = {}, body, headers = {} }: { query?: object; body?: unknown; headers?: object }) =>
  ({ method, query, body, headers, url: '/api/test' }) as unknown as NextApiRequest;

// A contract on a real endpoint name: path parameter, query, header, body and an answer with extra fields.
const contract = defineRoute('orderDetails', {
  summary: 'test',
  params: z.object({ id: z.uuid('Unknown order') }),
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  headers: z.object({ 'idempotency-key': z.string().optional() }),
  response: z.object({ _id: z.string(), total: z.number().int() }),
});
const ID = '7f0c3f55-8a7b-4f7e-9b1e-3f1a2b3c4d5e';

describe('handle (a route bound to its contract)', () => {
  it('hands the handler its parsed path parameter, query and headers, and answers through the answer schema', async () => {
    let seen: unknown;
    const route = apiRoute(
      handle(contract, async (input) => {
        seen = input;
        // `secret` is not in the contract: it never leaves
        return { message: 'ok', data: { _id: input.params.id, total: 700, secret: 'x' } as { _id: string; total: number } };
      }),
    );
    const { out, res } = recordedResponse();
    await route(request('GET', { query: { id: ID, page: '2' }, headers: { 'idempotency-key': 'abcdefgh', cookie: 'c' } }), res);
    expect(seen).toEqual({ params: { id: ID }, query: { page: 2 }, headers: { 'idempotency-key': 'abcdefgh' }, body: undefined });
    expect({ status: out.status, body: out.body }).toEqual({
      status: 200,
      body: { error: false, status: 200, message: 'ok', data: { _id: ID, total: 700 } },
    });
  });

  it('answers 400 naming the field when a part does not match, without calling the handler', async () => {
    let called = false;
    const route = apiRoute(
      handle(contract, async () => {
        called = true;
        return { message: 'ok', data: { _id: '', total: 0 } };
      }),
    );
    const { out, res } = recordedResponse();
    await route(request('GET', { query: { id: 'nope' } }), res);
    expect(called).toBe(false);
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({ message: 'Unknown order', errors: [{ path: 'id', message: 'Unknown order' }] });
  });

  it('refuses to send an answer that breaks its contract: a logged 500, never the wrong shape', async () => {
    const route = apiRoute(
      handle(contract, async () => ({ message: 'ok', data: { _id: ID, total: 'seven' } as unknown as { _id: string; total: number } })),
    );
    const { out, res } = recordedResponse();
    await route(request('GET', { query: { id: ID } }), res);
    expect(out.status).toBe(500);
    expect(JSON.stringify(out.body)).not.toContain('seven');
  });

  it('dispatches several methods of one path and answers 405 for others', async () => {
    const route = apiRoute(handle(contract, async () => ({ message: 'ok', data: { _id: ID, total: 1 } })));
    const { out, res } = recordedResponse();
    await route(request('DELETE', {}), res);
    expect(out.status).toBe(405);
  });
});
