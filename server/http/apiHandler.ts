import { createHash } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { z, type ZodType } from 'zod';
import type { HttpMethod } from '../../lib/contracts/endpoints';
import type { RouteContract, RouteFields, RouteInput } from '../../lib/contracts/http';
import { bidiControlMessage, bidiControlPaths } from '../../lib/validation';
import { asDatabaseUnavailable, DatabaseUnavailableError } from './databaseUnavailable';
import { logger } from '../logger';
import { readJsonBody } from './body';
import { routePatternOf } from './logPath';
import { envelope, type ApiEnvelope } from './envelope';
import { HttpError, ValidationError } from './errors';
import { localizeErrorAnswer } from '../i18n/apiErrors';
import { requestLocale } from '../i18n/requestLocale';
import type { FieldError } from '../../lib/contracts/http';

export type { HttpMethod };

/** What a route handler returns; the wrapper turns it into the envelope. */
export interface ApiReply<T = unknown> {
  /** HTTP status, default 200. */
  status?: number;
  message: string;
  data?: T;
  /** Extra top-level envelope fields, e.g. `{ token }` for otp_verify (spec 7). */
  fields?: Record<string, unknown>;
  /** Response headers; a list sends the header once per value (several `Set-Cookie`). */
  headers?: Record<string, string | string[]>;
  /** Send `data` as the whole body, without the envelope (the OpenAPI document). */
  raw?: boolean;
  /** An answer serialized ahead (see `prepareAnswer`): sent as it is, with its ETag (304 when the client has it). */
  prepared?: Pick<PreparedAnswer, 'status' | 'json' | 'etag'>;
}

/**
 * Whether every answer served from a prepared (cached) body is parsed against its contract again: in
 * development, tests and the e2e build (NEXT_PUBLIC_CHECK_CONTRACTS=1, as the browser's check), not in
 * production, where it was parsed once when prepared. Answers built per request are parsed always:
 * the parse is what keeps private fields out of them.
 */
export function checksPreparedAnswers(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.NEXT_PUBLIC_CHECK_CONTRACTS === '1';
}

/**
 * A whole answer of a route, parsed through its contract and serialized once (the large, unchanging
 * catalogue is not parsed and serialized again on every request): the envelope's JSON and its strong ETag,
 * a hash of that JSON, so every app instance gives the same answer the same tag.
 */
export interface PreparedAnswer<C extends RouteContract = RouteContract> {
  readonly contract: C;
  readonly status: number;
  readonly json: string;
  readonly etag: string;
}

/**
 * Parses `data` with the contract's answer schema and serializes the envelope once, for a cache to keep.
 * @throws ZodError when `data` does not match the contract (a bug on our side: a logged 500 where it is answered).
 */
export function prepareAnswer<C extends RouteContract>(
  contract: C,
  reply: { status?: number; message: string; data: z.input<C['response']> },
): PreparedAnswer<C> {
  const data: unknown = contract.response.parse(reply.data);
  const status = reply.status ?? contract.okStatus;
  const json = JSON.stringify(envelope(status, reply.message, { data }));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"`;
  return { contract, status, json, etag };
}

/** Whether an `If-None-Match` header names `etag` (or is `*`); weak and strong tags compare alike (RFC 9110 13.1.2). */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}

/** Sends a prepared answer: 304 without a body when the client's If-None-Match has its ETag. */
function sendPrepared(req: NextApiRequest, res: NextApiResponse, answer: Pick<PreparedAnswer, 'status' | 'json' | 'etag'>): void {
  res.setHeader('ETag', answer.etag);
  // the catalogue is public: a client may keep it, and asks again with If-None-Match
  res.setHeader('Cache-Control', 'no-cache');
  if (matchesIfNoneMatch(req.headers['if-none-match'], answer.etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.status(answer.status).end(answer.json);
}

/** A route handler: reads the request, returns a reply or throws `HttpError`. Never writes `res`. */
export type RouteHandler = (req: NextApiRequest) => Promise<ApiReply>;

/**
 * Parses `value` with a zod schema, then refuses any string of the result holding a bidirectional control
 * (lib/validation BIDI_CONTROLS), so that every contract's user text is checked.
 * @throws ValidationError (400) listing every issue as `{path, message}`.
 */
export function parseInput<S extends ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) {
    // every user text of every contract: no bidirectional controls (lib/validation BIDI_CONTROLS), whichever
    // field holds it (plainText fields have already refused them with their label)
    const refused = bidiControlPaths(result.data);
    if (refused.length > 0) {
      throw new ValidationError(
        refused.map((path) => ({
          path,
          message: bidiControlMessage(
            path
              .split('.')
              .filter((part) => !/^\d+$/.test(part))
              .pop() ?? 'Text',
          ),
        })),
      );
    }
    return result.data;
  }
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
  throw new ValidationError(errors);
}

/**
 * An error answer in the request's language (`X-Locale`): on a Hindi page the message and field errors the apiErrors
 * table holds are sent in Hindi, and an answer whose message is Hindi says so with `Content-Language: hi`. An English
 * request (and a text the table lacks) gets the English envelope byte for byte.
 */
function sendError(
  req: NextApiRequest,
  res: NextApiResponse,
  status: number,
  message: string,
  rest: { errors?: FieldError[]; fields?: Record<string, unknown> } = {},
  headers: Record<string, string | string[]> = {},
): void {
  let local: ReturnType<typeof localizeErrorAnswer>;
  try {
    local = localizeErrorAnswer(requestLocale(req), message, rest.errors);
  } catch (error) {
    // a broken translation must never turn a 4xx into a 500: the English answer goes out instead
    logger.error({ path: logPath(req), reason: error instanceof Error ? error.name : typeof error }, 'API error translation failed');
    local = { message, errors: rest.errors, translated: false };
  }
  send(
    res,
    envelope(status, local.message, { ...rest.fields, ...(local.errors ? { errors: local.errors } : {}) }),
    local.translated ? { ...headers, 'Content-Language': requestLocale(req) } : headers,
  );
}

function send(res: NextApiResponse, body: ApiEnvelope, headers: Record<string, string | string[]> = {}): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('Cache-Control', 'no-store');
  res.status(body.status).json(body);
}

/**
 * A request URL as logged: its route pattern (`/api/payment_gateway/split/[orderId]`: a path segment can be an id
 * or a secret), without its query string (search terms, campaign values: logs never carry customer data).
 */
const logPath = (req: Pick<NextApiRequest, 'url' | 'query'>) => routePatternOf(req.url, req.query);

/**
 * The methods a route answers for its `Allow` header: its own, plus HEAD wherever it answers GET.
 */
function allowedMethods(handlers: Partial<Record<HttpMethod, RouteHandler>>): string {
  const methods: string[] = Object.keys(handlers);
  if (handlers.GET) methods.splice(methods.indexOf('GET') + 1, 0, 'HEAD');
  return methods.join(', ');
}

/**
 * One dispatcher per route (DESIGN.md): method dispatch (HEAD served by the GET handler, whose body
 * Node leaves out; 405 with `Allow` otherwise), zod errors as 400, `HttpError` as its status, an
 * unavailable database (server/db/faults.ts) as 503 with `Retry-After` (logged at warn, without the
 * query), anything else as a logged 500 with a generic message. Error answers are in the request's language where
 * the apiErrors table has their text (`sendError`); English requests get the English texts unchanged.
 * @param handlers one `RouteHandler` per allowed method.
 */
export function apiHandler(handlers: Partial<Record<HttpMethod, RouteHandler>>) {
  const allowed = allowedMethods(handlers);
  return async function handle(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const handler = method === 'HEAD' ? handlers.GET : handlers[method as HttpMethod];
    if (!handler) {
      send(res, envelope(405, `Method ${req.method ?? ''} not allowed`), { Allow: allowed });
      return;
    }
    try {
      const reply = await handler(req);
      if (reply.prepared) {
        sendPrepared(req, res, reply.prepared);
        return;
      }
      if (reply.raw) {
        res.setHeader('Cache-Control', 'public, max-age=300');
        res.status(reply.status ?? 200).json(reply.data);
        return;
      }
      send(res, envelope(reply.status ?? 200, reply.message, { data: reply.data, ...reply.fields }), reply.headers);
    } catch (caught) {
      // A database that is down, paused or restarting is a 503 with Retry-After, never a 500.
      const error = asDatabaseUnavailable(caught) ?? caught;
      if (error instanceof HttpError) {
        if (error instanceof DatabaseUnavailableError) logger.warn({ path: logPath(req), reason: error.reason }, 'database unavailable');
        else if (error.status >= 500) logger.error({ err: error, path: logPath(req) }, error.message);
        sendError(
          req,
          res,
          error.status,
          error.message,
          { fields: error.options.fields, errors: error.options.errors },
          error.options.headers,
        );
        return;
      }
      logger.error({ err: error, method: req.method, path: logPath(req) }, 'unhandled API error');
      sendError(req, res, 500, 'Something went wrong on our side. Please try again.');
    }
  };
}

/**
 * What a contract's handler returns: `data` (and `fields`) as its contract's answer schema takes them, or an
 * answer prepared ahead for this contract (`prepareAnswer`, kept in a cache).
 */
export type ContractReply<C extends RouteContract> = ReplyOfData<C> | { prepared: PreparedAnswer<C> };

type ReplyOfData<C extends RouteContract> = {
  /** HTTP status, default the contract's `okStatus`. */
  status?: number;
  message: string;
  fields?: RouteFields<C>;
  headers?: Record<string, string | string[]>;
} & (undefined extends z.input<C['response']> ? { data?: z.input<C['response']> } : { data: z.input<C['response']> });

/** One method of a route, bound to its contract. */
export interface ContractRoute {
  method: HttpMethod;
  handler: RouteHandler;
}

/**
 * Binds a handler to its route contract (lib/contracts): the path parameters, query, headers and
 * JSON body (read by `readJsonBody`: 400, 413 or 415 in the envelope) are parsed with the contract's
 * schemas (400 with every issue otherwise) and handed over typed; the reply's `data` and `fields` are parsed through the contract's answer schemas, so the answer has
 * exactly the documented shape and private fields never leave. A reply of a `prepared` answer (the
 * catalogue, parsed once when prepared) is sent as it is, and checked again only where `checksPreparedAnswers`.
 * @throws nothing itself: a reply that does not match its contract is a logged 500 (a bug on our side).
 */
export function handle<C extends RouteContract>(
  contract: C,
  run: (input: RouteInput<C>, req: NextApiRequest) => Promise<ContractReply<C>>,
): ContractRoute {
  const handler: RouteHandler = async (req) => {
    const input = {
      params: contract.params ? parseInput(contract.params, req.query) : undefined,
      query: contract.query ? parseInput(contract.query, req.query) : undefined,
      headers: contract.headers ? parseInput(contract.headers, req.headers) : undefined,
      body: contract.body ? parseInput(contract.body, await readJsonBody(req)) : undefined,
    } as RouteInput<C>;
    const reply = await run(input, req);
    if ('prepared' in reply) {
      const { prepared } = reply;
      // a cached answer was parsed when it was prepared; where answers are checked, its bytes are checked again
      if (checksPreparedAnswers()) contract.response.parse((JSON.parse(prepared.json) as { data?: unknown }).data);
      return { status: prepared.status, message: '', prepared };
    }
    const data: unknown = contract.response.parse(reply.data);
    const fields =
      contract.fields && reply.fields !== undefined ? (contract.fields.parse(reply.fields) as Record<string, unknown>) : undefined;
    return { status: reply.status ?? contract.okStatus, message: reply.message, data, fields, headers: reply.headers, raw: contract.raw };
  };
  return { method: contract.method, handler };
}

/** The API route of one path: each method's contract-bound handler (see `handle`), dispatched by `apiHandler`. */
export function apiRoute(...routes: ContractRoute[]) {
  return apiHandler(Object.fromEntries(routes.map((route) => [route.method, route.handler])));
}
