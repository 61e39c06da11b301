/**
 * The console's and partner app's RTK Query base query over their transport (./consoleTransport.ts): each call
 * names its endpoint, whose method and path come from lib/contracts/endpoints.
 */

import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { API_ENDPOINTS, endpointUrl, type EndpointName } from '../lib/contracts/endpoints';
import {
  resultOf,
  sendFile,
  sendJson,
  type ConsoleAnswer,
  type ConsoleFailure,
  type ConsoleResult,
  type Received,
} from './consoleTransport';

export { OFFLINE_MESSAGE, STOPPED_MESSAGE, type ConsoleAnswer, type ConsoleFailure, type ConsoleResult } from './consoleTransport';

/** One call: the endpoint's name (its method and path come from lib/contracts/endpoints) and its parts. */
export interface ConsoleCall {
  endpoint: EndpointName;
  /** Path parameters, e.g. `{ id }` for `/api/ops/orders/{id}`. */
  params?: Record<string, string | number>;
  /** Query string parameters; undefined ones are left out. */
  query?: Record<string, string | number | undefined>;
  /** The JSON body. */
  body?: unknown;
  /** One file, sent as `multipart/form-data` in `field` instead of a JSON body. */
  file?: { field: string; file: File };
  /** Called as a file goes out with the share sent so far, 0-1 (the upload's progress bar). */
  onUploadProgress?: (share: number) => void;
}

/** The URL of a call: the endpoint's path with its parameters, and the query string. */
export function consoleUrl(call: ConsoleCall, origin = ''): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return `${origin}${endpointUrl(call.endpoint, call.params)}${query ? `?${query}` : ''}`;
}

/**
 * Sends one call and reads the envelope; where CHECK_CONTRACTS, a successful answer that does not match its contract
 * fails loudly (console error + a 'CONTRACT' failure). Never throws. `origin` is empty in the browser (same origin);
 * tests point it at a stub server.
 */
export async function callConsole(call: ConsoleCall, origin = ''): Promise<ConsoleResult> {
  const { method } = API_ENDPOINTS[call.endpoint];
  const url = consoleUrl(call, origin);
  let received: Received | ConsoleFailure;
  if (call.file) {
    const form = new FormData();
    form.append(call.file.field, call.file.file, call.file.file.name);
    received = await sendFile(method, url, form, call.onUploadProgress);
  } else received = await sendJson(method, url, call.body);
  return resultOf(received, { endpoint: call.endpoint, method, url, upload: Boolean(call.file) });
}

/** What the console's store passes its base query (the thunk's extra argument). */
export interface ConsoleExtra {
  /** Empty in the browser (same origin); a stub server's origin in tests. */
  origin?: string;
}

/** RTK Query's base query of the console and the partner app on `callConsole` (origin from the store's extra). */
export const consoleBaseQuery: BaseQueryFn<ConsoleCall, ConsoleAnswer, ConsoleFailure> = (call, { extra }) =>
  callConsole(call, (extra as ConsoleExtra | undefined)?.origin ?? '');
