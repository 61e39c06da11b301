import type { NextApiRequest, NextApiResponse } from 'next';
import { z, type ZodType } from 'zod';
import { logger } from '../logger';
import { envelope, type ApiEnvelope } from './envelope';
import { HttpError, ValidationError } from './errors';

/** HTTP methods the API answers. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route handler returns; the wrapper turns it into the envelope. */
export interface ApiReply<T = unknown> {
  /** HTTP status, default 200. */
  status?: number;
  message: string;
  data?: T;
  /** Extra top-level envelope fields, e.g. `{ token }` for otp_verify (spec 7). */
  fields?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** A route handler: reads the request, returns a reply or throws `HttpError`. Never writes `res`. */
export type RouteHandler = (req: NextApiRequest) => Promise<ApiReply>;

/**
 * Parses `value` with a zod schema.
 * @throws ValidationError (400) listing every issue as `{path, message}`.
 */
export function parseInput<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
  throw new ValidationError(errors);
}

function send(res: NextApiResponse, body: ApiEnvelope, headers: Record<string, string> = {}): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Cache-Control', 'no-store');
  res.status(body.status).json(body);
}

/**
 * One dispatcher per route (DESIGN.md): method dispatch (405 with `Allow`), zod errors as 400,
 * `HttpError` as its status, anything else as a logged 500 with a generic message.
 * @param handlers one `RouteHandler` per allowed method.
 */
export function apiHandler(handlers: Partial<Record<HttpMethod, RouteHandler>>) {
  const allowed = Object.keys(handlers).join(', ');
  return async function handle(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const handler = handlers[(req.method ?? 'GET').toUpperCase() as HttpMethod];
    if (!handler) {
      send(res, envelope(405, `Method ${req.method ?? ''} not allowed`), { Allow: allowed });
      return;
    }
    try {
      const reply = await handler(req);
      send(res, envelope(reply.status ?? 200, reply.message, { data: reply.data, ...reply.fields }), reply.headers);
    } catch (error) {
      if (error instanceof HttpError) {
        if (error.status >= 500) logger.error({ err: error, path: req.url }, error.message);
        send(
          res,
          envelope(error.status, error.message, error.options.errors ? { errors: error.options.errors } : {}),
          error.options.headers,
        );
        return;
      }
      logger.error({ err: error, method: req.method, path: req.url }, 'unhandled API error');
      send(res, envelope(500, 'Something went wrong on our side. Please try again.'));
    }
  };
}
