import { createApi, defaultSerializeQueryArgs } from '@reduxjs/toolkit/query/react';
import { currentLocale } from '../lib/i18n/current';
import type { Contracts } from '../lib/contracts';
import type { EndpointName } from '../lib/contracts/endpoints';
import type { RouteData } from '../lib/contracts/http';
import { apiBaseQuery, type ApiAnswer } from '../services/baseQuery';

/**
 * The one RTK Query api of the browser (DESIGN.md): every request goes through the axios base query
 * (services/baseQuery). Endpoints are added per domain with `injectEndpoints` (store/*Api.ts), so a page
 * carries only the endpoints it uses. Cache tags: `Order` (My Orders and order pages; refreshed when an
 * order is placed or cancelled and at login), `User` (the profile; refreshed at login) and `Review` (the
 * customer's review of an order; refreshed when it is saved). An answer is kept per page language: the server
 * names dishes, places and statuses in the language a call asks for (`X-Locale`), and the store outlives a switch.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  serializeQueryArgs: (args) => `${currentLocale()}:${defaultSerializeQueryArgs(args)}`,
  tagTypes: ['Order', 'User', 'Review', 'Address'],
  endpoints: () => ({}),
});

/** The `data` of an endpoint's answer, typed by its contract (lib/contracts, types only). */
export type ApiData<N extends EndpointName> = RouteData<Contracts[N]>;

/** Reads an answer's `data` as its contract types it. */
export const dataOf =
  <N extends EndpointName>(_endpoint: N) =>
  (answer: ApiAnswer): ApiData<N> =>
    answer.data as ApiData<N>;
