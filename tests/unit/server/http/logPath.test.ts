/**
 * Log lines name the route pattern, never the concrete path: `/pay/share/{token}` is a secret link, so a 503 page
 * during a database outage, an API error or a failed request logs `/pay/share/[token]`, and never a query string.
 */
import type { GetServerSidePropsContext, NextApiRequest } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiHandler } from '../../../../server/http/apiHandler';
import { routePatternOf, routePatternsFromManifest } from '../../../../server/http/logPath';
import { withDatabaseOutagePage } from '../../../../server/http/ssr';
import { logger } from '../../../../server/logger';
import { recordedResponse } from '../../../helpers/apiResponse';

const TOKEN = 'q7Xk2LmN9pR4sT6vW8yZ0aBc';

describe('route patterns for log lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names each dynamic segment by its parameter, catch-alls too, and drops the query', () => {
    expect(routePatternOf(`/pay/share/${TOKEN}?utm_source=x`, { token: TOKEN })).toBe('/pay/share/[token]');
    expect(routePatternOf('/docs/a/b', { slug: ['a', 'b'] })).toBe('/docs/[...slug]');
    expect(routePatternOf('/reviews?phone=9876543210', {})).toBe('/reviews');
    expect(routePatternOf('/noida/sector-62/photography-page', { city: 'noida', locality: 'sector-62' })).toBe(
      '/[city]/[locality]/photography-page',
    );
  });

  it("matches a concrete path against the build's routes manifest; a path of no page is not written out", () => {
    const patternOf = routePatternsFromManifest({
      staticRoutes: [{ page: '/services', regex: '^/services(?:/)?$' }],
      dynamicRoutes: [
        { page: '/pay/share/[token]', regex: '^/pay/share/([^/]+?)(?:/)?$' },
        { page: '/api/[[...path]]', regex: '^/api(?:/(.+?))?(?:/)?$' },
      ],
    });
    expect(patternOf(`/pay/share/${TOKEN}?x=1`)).toBe('/pay/share/[token]');
    expect(patternOf('/services')).toBe('/services');
    expect(patternOf('/api/nothing/here')).toBe('/api/[[...path]]');
    expect(patternOf('/_next/static/chunks/main.js')).toBe('/_next/static/chunks/main.js');
    expect(patternOf(`/pay/share/${TOKEN}/more`)).toBe('(no page)');
  });

  it('logs the 503 page of a database outage with the route pattern, never the token', async () => {
    const error = vi.spyOn(logger, 'error');
    const out = { status: 200, headers: {} as Record<string, string> };
    const res = { statusCode: 200, setHeader: (name: string, value: string) => (out.headers[name] = value), end: () => undefined };
    const getProps = withDatabaseOutagePage(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    await getProps({
      res,
      resolvedUrl: `/pay/share/${TOKEN}`,
      params: { token: TOKEN },
      query: { token: TOKEN },
    } as unknown as GetServerSidePropsContext);
    expect(res.statusCode).toBe(503);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toMatchObject({ path: '/pay/share/[token]' });
    expect(JSON.stringify(error.mock.calls)).not.toContain(TOKEN);
  });

  it('logs an API error with the route pattern, never the id or token in its path', async () => {
    const error = vi.spyOn(logger, 'error');
    const failing = apiHandler({
      GET: async () => {
        throw new TypeError('bug');
      },
    });
    const { res } = recordedResponse();
    const req = { method: 'GET', url: `/api/payment_gateway/split/${TOKEN}?a=b`, query: { orderId: TOKEN, a: 'b' }, headers: {} };
    await failing(req as unknown as NextApiRequest, res);
    expect(error.mock.calls[0]![0]).toMatchObject({ path: '/api/payment_gateway/split/[orderId]' });
    expect(JSON.stringify(error.mock.calls)).not.toContain(TOKEN);
  });
});
