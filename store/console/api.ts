import { createApi } from '@reduxjs/toolkit/query/react';
import type { z, ZodType } from 'zod';
import type { Contracts } from '../../lib/contracts';
import type { EndpointName } from '../../lib/contracts/endpoints';
import type { FieldError, RouteData } from '../../lib/contracts/http';
import { consoleBaseQuery, type ConsoleAnswer, type ConsoleFailure } from '../../services/consoleBaseQuery';

/**
 * The RTK Query api of the operations console and the partner app: apart from the customer's api (store/api.ts), so
 * none of it reaches customer bundles, on the same endpoint table and contracts (lib/contracts) and the same
 * development contract check. Endpoints are added per app (store/console/opsApi.ts, partnerApi.ts). Nothing is kept
 * once unused and every mount reads again: these screens show what the server says now. Cache tags: `Chat` (the support
 * inbox's queue and conversations, a job's chat), `Job` (the partner app's job list).
 */
export const consoleApi = createApi({
  reducerPath: 'consoleApi',
  baseQuery: consoleBaseQuery,
  tagTypes: ['Chat', 'Job'],
  keepUnusedDataFor: 0,
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/** The `data` of an endpoint's answer, typed by its contract (lib/contracts, types only). */
export type ConsoleData<N extends EndpointName> = RouteData<Contracts[N]>;

/** What the browser sends for one optional part of a contract (its zod input); `undefined` when the route has none. */
type InputOf<S> = NonNullable<S> extends z.ZodUndefined ? undefined : NonNullable<S> extends ZodType ? z.input<NonNullable<S>> : undefined;

/** The JSON body an endpoint takes, typed by its contract (undefined when it takes none). */
export type BodyOf<N extends EndpointName> = InputOf<Contracts[N]['body']>;

/** The query string an endpoint takes, typed by its contract. */
export type QueryOf<N extends EndpointName> = InputOf<Contracts[N]['query']>;

/** Reads an answer's `data` as its contract types it (the base query checked it against the contract in development). */
export const dataOf =
  <N extends EndpointName>(_endpoint: N) =>
  (answer: ConsoleAnswer): ConsoleData<N> =>
    answer.data as ConsoleData<N>;

/** Keeps the answer's message with its typed `data` (a mutation's notice shows the server's message). */
export const answerOf =
  <N extends EndpointName>(_endpoint: N) =>
  (answer: ConsoleAnswer): ConsoleAnswer<ConsoleData<N>> =>
    answer as ConsoleAnswer<ConsoleData<N>>;

/** How a call ended, as the screens show it: ok with the server's message and data, or the failure's message. */
export type ConsoleOutcome<D> =
  | { ok: true; status: number; message: string; data: D }
  | { ok: false; status: number | 'CONTRACT'; message: string; data?: undefined; errors?: FieldError[] };

/** Whether a value is the console transport's failure (`{status, message}`; status 0: no answer at all). */
export const isFailure = (value: unknown): value is ConsoleFailure =>
  typeof value === 'object' && value !== null && 'status' in value && 'message' in value;

/** The message of a failed read (a query's `error`): the server's, or the offline message. */
export const failureMessage = (error: unknown): string => (isFailure(error) ? error.message : 'Something went wrong. Please try again.');

/** A call a mutation or lazy query trigger started: its result, data or error. */
export type Sent<D = unknown> = PromiseLike<{ data: ConsoleAnswer<D>; error?: undefined } | { data?: undefined; error: unknown }>;

/**
 * The outcome of a mutation or lazy query trigger (`outcome(send(args))`): never throws; a failure is the server's
 * status and message, with a 400's field problems (`errors`) when it named any (status 0 with the offline message when
 * there was no answer).
 */
export async function outcome<D>(request: Sent<D>): Promise<ConsoleOutcome<D>> {
  const result = await request;
  if (result.data !== undefined) return { ok: true, ...result.data };
  if (!isFailure(result.error)) return { ok: false, status: 0, message: failureMessage(result.error) };
  const { status, errors } = result.error;
  return errors
    ? { ok: false, status, message: failureMessage(result.error), errors }
    : { ok: false, status, message: failureMessage(result.error) };
}
