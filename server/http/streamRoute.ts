/**
 * Routes whose success is a byte stream (a photo, a zip, a calendar file, an SSE stream) rather than the JSON
 * envelope; their errors before the first byte still answer in the envelope. No authentication here: a route
 * checks its caller inside `run` (server/auth).
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import type { Readable } from 'node:stream';
import type { RouteContract, RouteInput } from '../../lib/contracts/http';
import { apiHandler, parseInput } from './apiHandler';
import { routePatternOf } from './logPath';
import { logger } from '../logger';

/** A streamed answer: its headers, and either a stream to pipe or a function that writes the body. */
export interface StreamReply {
  status?: number;
  headers: Record<string, string>;
  body: Readable | ((res: NextApiResponse) => Promise<unknown>);
}

/**
 * A route answering a stream (photo files, the gallery zip), bound to its contract: path
 * parameters, query and headers are parsed as `handle` does; any error thrown before the first byte (400,
 * 403, 404, 429, a 503 database) is answered in the JSON envelope by the API's one wrapper (`apiHandler`),
 * as is a wrong method (405). HEAD gets the headers only. An error while streaming can only end the
 * connection (logged without the query).
 */
export function streamRoute<C extends RouteContract>(
  contract: C,
  run: (input: RouteInput<C>, req: NextApiRequest) => Promise<StreamReply>,
) {
  return async function route(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const allowed = method === contract.method || (method === 'HEAD' && contract.method === 'GET');
    let reply: StreamReply | undefined;
    let failure: unknown;
    if (allowed) {
      try {
        const input = {
          params: contract.params ? parseInput(contract.params, req.query) : undefined,
          query: contract.query ? parseInput(contract.query, req.query) : undefined,
          headers: contract.headers ? parseInput(contract.headers, req.headers) : undefined,
          body: undefined,
        } as RouteInput<C>;
        reply = await run(input, req);
      } catch (error) {
        failure = error;
      }
    }
    if (!reply) {
      // the API's one wrapper answers: 405 with Allow for a wrong method, else the error in the envelope
      await apiHandler({
        [contract.method]: async () => {
          throw failure;
        },
      })(req, res);
      return;
    }
    res.statusCode = reply.status ?? 200;
    for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
    const body = reply.body;
    if (method === 'HEAD') {
      if (typeof body !== 'function') body.destroy();
      res.end();
      return;
    }
    try {
      if (typeof body === 'function') await body(res);
      else await pipeBody(body, res);
      if (!res.writableEnded) res.end();
    } catch (error) {
      logger.error({ err: error, path: routePatternOf(req.url, req.query) }, 'stream answer broke off');
      res.destroy();
    }
  };
}

/**
 * Pipes `body` into `res`: resolves when all is written, or when the client went away first (the body is
 * closed then: nothing to answer); rejects when the body fails.
 */
function pipeBody(body: Readable, res: NextApiResponse): Promise<void> {
  return new Promise((resolve, reject) => {
    body.once('error', reject);
    res.once('close', () => {
      if (!res.writableFinished) body.destroy();
      resolve();
    });
    res.once('finish', resolve);
    body.pipe(res);
  });
}
