import type { NextApiRequest, NextApiResponse } from 'next';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../helpers/apiResponse';

/** A route that answers what it was given, with a header and a status of its own. */
function echo(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('X-Seen', 'yes');
  res.status(418).json({
    error: true,
    status: 418,
    message: 'echo',
    data: { method: req.method, url: req.url, query: req.query, body: req.body, headers: req.headers, ip: req.socket.remoteAddress },
  });
}

describe('callRoute (test helper)', () => {
  it('hands the route the request as given and answers its status, JSON and headers', async () => {
    const answer = await callRoute(echo, {
      method: 'POST',
      url: '/api/echo',
      query: { id: '7' },
      body: { a: 1 },
      headers: { authorization: 'Bearer t', cookie: 'first=1' },
      cookies: { ops_session: 'abc', other: 'x' },
      ip: '198.51.100.99',
    });
    expect(answer).toEqual({
      status: 418,
      headers: { 'x-seen': 'yes' },
      raw: undefined,
      json: {
        error: true,
        status: 418,
        message: 'echo',
        data: {
          method: 'POST',
          url: '/api/echo',
          query: { id: '7' },
          body: { a: 1 },
          headers: { authorization: 'Bearer t', cookie: 'first=1; ops_session=abc; other=x' },
          ip: '198.51.100.99',
        },
      },
    });
  });

  it('makes a GET to /api/test with nothing added but the socket address', async () => {
    const { json } = await callRoute(echo);
    expect(json.data).toEqual({ method: 'GET', url: '/api/test', query: {}, body: undefined, headers: {}, ip: '198.51.100.20' });
  });
});
