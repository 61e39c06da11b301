import type { NextApiRequest } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../../../lib/contracts/http';
import { apiRoute, handle, matchesIfNoneMatch, prepareAnswer } from '../../../../server/http/apiHandler';
import { recordedResponse } from '../../../helpers/apiResponse';

/** An answer serialized once (the catalogue), sent with its ETag, 304 when the client has it. */

const request = (headers: Record<string, string> = {}) =>
  ({ method: 'POST', query: {}, headers, url: '/api/test' }) as unknown as NextApiRequest;

const contract = defineRoute('mealDishList', {
  summary: 'test',
  response: z.array(z.object({ _id: z.string(), name: z.string() })),
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('prepared answers', () => {
  it('sends the prepared envelope with a strong ETag of its bytes, and 304 without a body to a client that has it', async () => {
    // a private field never reaches the prepared bytes: they are parsed through the contract once
    const prepared = prepareAnswer(contract, {
      message: 'Meal dishes',
      data: [{ _id: 'a', name: 'Dal', secret: 1 } as { _id: string; name: string }],
    });
    expect(prepared.json).toBe('{"error":false,"status":200,"message":"Meal dishes","data":[{"_id":"a","name":"Dal"}]}');
    expect(prepared.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    // the tag is a function of the bytes: every instance with the same catalogue gives the same tag
    expect(prepareAnswer(contract, { message: 'Meal dishes', data: [{ _id: 'a', name: 'Dal' }] }).etag).toBe(prepared.etag);
    expect(prepareAnswer(contract, { message: 'Meal dishes', data: [{ _id: 'a', name: 'Dal makhani' }] }).etag).not.toBe(prepared.etag);

    const route = apiRoute(handle(contract, async () => ({ prepared })));
    const first = recordedResponse();
    await route(request(), first.res);
    expect(first.out).toMatchObject({ status: 200, raw: prepared.json });
    expect(first.out.headers).toMatchObject({
      etag: prepared.etag,
      'cache-control': 'no-cache',
      'content-type': 'application/json; charset=utf-8',
    });

    for (const ifNoneMatch of [prepared.etag, `W/${prepared.etag}`, `"other", ${prepared.etag}`, '*']) {
      const again = recordedResponse();
      await route(request({ 'if-none-match': ifNoneMatch }), again.res);
      expect([again.out.status, again.out.raw, again.out.headers.etag]).toEqual([304, undefined, prepared.etag]);
    }
    const stale = recordedResponse();
    await route(request({ 'if-none-match': '"an-older-catalogue"' }), stale.res);
    expect([stale.out.status, stale.out.raw]).toEqual([200, prepared.json]);
  });

  it('parses a prepared answer again on every request in tests, and not in production', async () => {
    const prepared = prepareAnswer(contract, { message: 'Meal dishes', data: [{ _id: 'a', name: 'Dal' }] });
    const parse = vi.spyOn(contract.response, 'parse');
    const route = apiRoute(handle(contract, async () => ({ prepared })));
    await route(request(), recordedResponse().res);
    await route(request(), recordedResponse().res);
    expect(parse).toHaveBeenCalledTimes(2);
    parse.mockClear();
    vi.stubEnv('NODE_ENV', 'production');
    await route(request(), recordedResponse().res);
    expect(parse).not.toHaveBeenCalled();
    // the e2e build checks answers as tests do
    vi.stubEnv('NEXT_PUBLIC_CHECK_CONTRACTS', '1');
    await route(request(), recordedResponse().res);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('refuses, in tests, a prepared answer whose bytes break the contract: a 500, never the wrong shape', async () => {
    const broken = { contract, status: 200, json: '{"error":false,"status":200,"message":"x","data":[{"_id":1}]}', etag: '"x"' };
    const route = apiRoute(handle(contract, async () => ({ prepared: broken })));
    const { out, res } = recordedResponse();
    await route(request(), res);
    expect(out.status).toBe(500);
    expect(JSON.stringify(out.body)).not.toContain('_id');
  });

  it('still parses answers built per request in production: a private field never leaves', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const route = apiRoute(
      handle(contract, async () => ({ message: 'ok', data: [{ _id: 'a', name: 'Dal', secret: 1 } as { _id: string; name: string }] })),
    );
    const { out, res } = recordedResponse();
    await route(request(), res);
    expect(out.body).toEqual({ error: false, status: 200, message: 'ok', data: [{ _id: 'a', name: 'Dal' }] });
  });

  it('reads If-None-Match as RFC 9110 does: a list, weak tags compared alike, * for any', () => {
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
    expect(matchesIfNoneMatch('"b"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch('"b" , W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch(['"b"', '"a"'], '"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
  });
});
