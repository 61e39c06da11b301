import { z, type ZodType } from 'zod';
import { API_ENDPOINTS, type EndpointName } from './endpoints';

/**
 * Who may call a route: anyone, a logged-in customer (bearer token), operations (`x-ops-api-key` for
 * automation, or a staff session cookie with the route's role), staff only (the console's
 * session cookie, `ops_session`) or a provider (the partner app's session cookie, `partner_session`).
 */
export type RouteAuth = 'public' | 'customer' | 'operations' | 'staff' | 'partner';

/**
 * One API route's contract (DESIGN.md "API conventions"): the request's path parameters, query, headers
 * and JSON body, and the response envelope's `data` (plus extra top-level `fields`, e.g. the login
 * `token`). Handlers parse their input with it, replies are typed and parsed by it, the browser's data
 * layer checks answers against it in development and tests, and /api/openapi.json is generated from it.
 */
export interface RouteContract<
  P extends ZodType = ZodType,
  Q extends ZodType = ZodType,
  H extends ZodType = ZodType,
  B extends ZodType = ZodType,
  R extends ZodType = ZodType,
  F extends ZodType = ZodType,
> {
  name: EndpointName;
  method: (typeof API_ENDPOINTS)[EndpointName]['method'];
  path: string;
  summary: string;
  auth: RouteAuth;
  /** HTTP status of a successful answer (201 for a creation); other 2xx codes are listed in `alsoOk`. */
  okStatus: number;
  alsoOk?: readonly number[];
  /** Error statuses the route answers, documented with the error envelope. */
  errors: readonly number[];
  params?: P;
  query?: Q;
  headers?: H;
  body?: B;
  response: R;
  fields?: F;
  /** The answer is `response` itself, not wrapped in the envelope (the OpenAPI document). */
  raw?: boolean;
}

/** Options of `defineRoute`: the contract without what the endpoint table says, with defaults for the rest. */
type RouteOptions<P extends ZodType, Q extends ZodType, H extends ZodType, B extends ZodType, R extends ZodType, F extends ZodType> = Omit<
  RouteContract<P, Q, H, B, R, F>,
  'name' | 'method' | 'path' | 'auth' | 'okStatus' | 'errors'
> &
  Partial<Pick<RouteContract, 'auth' | 'okStatus' | 'errors'>>;

/**
 * Defines the contract of the endpoint `name` (method and path from `API_ENDPOINTS`).
 * Defaults: public, 200 on success, 400, 500 and 503 (database unavailable, with `Retry-After`) among
 * the errors (every route can answer them), 401 for a route needing a login or the operations key,
 * 413 and 415 for a route taking a JSON body (too large, not JSON).
 */
export function defineRoute<
  N extends EndpointName,
  R extends ZodType,
  P extends ZodType = z.ZodUndefined,
  Q extends ZodType = z.ZodUndefined,
  H extends ZodType = z.ZodUndefined,
  B extends ZodType = z.ZodUndefined,
  F extends ZodType = z.ZodUndefined,
>(name: N, options: RouteOptions<P, Q, H, B, R, F>) {
  const { method, path } = API_ENDPOINTS[name];
  const errors = new Set([400, 500, 503, ...(options.errors ?? [])]);
  if (options.auth === 'customer' || options.auth === 'operations' || options.auth === 'staff' || options.auth === 'partner')
    errors.add(401);
  // a staff session without the route's role, or a cross-site state change, is a 403
  if (options.auth === 'operations' || options.auth === 'staff' || options.auth === 'partner') errors.add(403);
  if (options.body) for (const status of [413, 415]) errors.add(status);
  return {
    ...options,
    name,
    method,
    path,
    auth: options.auth ?? 'public',
    okStatus: options.okStatus ?? 200,
    errors: [...errors].sort((a, b) => a - b),
  } as RouteContract<P, Q, H, B, R, F> & { name: N };
}

/** The parsed type of one optional part of a contract; `undefined` when the route has none. */
type Part<S> = NonNullable<S> extends z.ZodUndefined ? undefined : NonNullable<S> extends ZodType ? z.output<NonNullable<S>> : undefined;

/** A route's parsed request parts (what a handler receives). */
export interface RouteInput<C extends RouteContract> {
  params: Part<C['params']>;
  query: Part<C['query']>;
  headers: Part<C['headers']>;
  body: Part<C['body']>;
}

/** The `data` of a route's successful answer, as the browser reads it. */
export type RouteData<C extends RouteContract> = z.output<C['response']>;
/** The extra top-level envelope fields of a route's successful answer. */
export type RouteFields<C extends RouteContract> = Part<C['fields']>;

/** One field problem of a rejected request (`errors[]` of a 400 envelope). */
export const schemaFieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof schemaFieldError>;

/**
 * The API's JSON envelope (DESIGN.md "API conventions"): `status` equals the HTTP code; `error` is true
 * for every non-2xx answer; a 400 lists `errors`. Extra top-level fields (e.g. `token`) sit beside `data`.
 */
export interface ApiEnvelope<T = unknown> {
  error: boolean;
  status: number;
  message: string;
  data?: T;
  errors?: FieldError[];
  [extra: string]: unknown;
}

/** The error envelope every route answers with a 4xx or 5xx status (DESIGN.md "API conventions"). */
export const schemaErrorEnvelope = z.object({
  error: z.literal(true),
  status: z.number().int(),
  message: z.string(),
  errors: z.array(schemaFieldError).optional(),
  /** What a refusal offers besides its message, e.g. the next free slots of "This slot was just booked." (availability.ts). */
  details: z.record(z.string(), z.unknown()).optional(),
});

/**
 * A `?page=` query field: a whole number from 1 to `max`, 1 when absent, with the message every paged list answers
 * with its 400.
 */
export const pageQueryField = (max: number) =>
  z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(max).default(1);

/**
 * A page of a paged list, the one shape of every paged route the spec does not shape itself:
 * `{[key]: item[], page, pageSize, total}` (`page` from 1, `total` the count of every
 * item the filters select, not only this page's).
 */
export function schemaPage<K extends string, T extends ZodType>(key: K, item: T) {
  const shape = { [key]: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() };
  return z.object(shape as { [P in K]: z.ZodArray<T> } & { page: z.ZodNumber; pageSize: z.ZodNumber; total: z.ZodNumber });
}

/** A route that answers only a message (no `data`). */
export const schemaNoData = z.undefined();
