import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { API_ENDPOINTS, endpointUrl, type EndpointName } from '../lib/contracts/endpoints';
import type { ApiEnvelope } from '../lib/contracts/http';
import { CHECK_CONTRACTS } from './contractMode';

/**
 * The transport of the operations console (`/ops`) and the partner app (`/partner`): same-origin requests with the
 * session cookie (httpOnly: the browser sends it, no script reads it), never cached, JSON both ways, files as
 * `multipart/form-data`. The browser adds `Sec-Fetch-Site: same-origin` and `Origin`, which the server's CSRF check
 * requires of every state change. No bearer token and no axios: none of the customer transport (services/apiClient)
 * reaches these apps, and none of this reaches customer bundles.
 */

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

/** A successful answer: the envelope's HTTP status, message and `data`. */
export interface ConsoleAnswer<D = unknown> {
  status: number;
  message: string;
  data: D;
}

/**
 * A failed call: the server's status and message; status 0 when there was no answer (offline, stopped), 'CONTRACT'
 * when the answer did not match its contract (development and tests only: a bug to fix).
 */
export interface ConsoleFailure {
  status: number | 'CONTRACT';
  message: string;
}

/** What a failed connection says. */
export const OFFLINE_MESSAGE = 'Could not reach the server. Please check the connection and try again.';
/** What a stopped upload says. */
export const STOPPED_MESSAGE = 'The upload was stopped.';

/** The result of one call (RTK Query's base query result shape). */
export type ConsoleResult = { data: ConsoleAnswer; error?: undefined } | { error: ConsoleFailure; data?: undefined };

/** The status, the envelope (or {} when the body was not JSON: a proxy's page) of one response. */
interface Received {
  status: number;
  envelope: Partial<ApiEnvelope>;
}

const parseEnvelope = (text: string): Partial<ApiEnvelope> => {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<ApiEnvelope>) : {};
  } catch {
    return {};
  }
};

/** A file by XMLHttpRequest, since `fetch` reports no upload progress. */
function sendFile(method: string, url: string, form: FormData, onProgress?: (share: number) => void): Promise<Received | ConsoleFailure> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, envelope: parseEnvelope(xhr.responseText) });
    xhr.onerror = () => resolve({ status: 0, message: OFFLINE_MESSAGE });
    xhr.onabort = () => resolve({ status: 0, message: STOPPED_MESSAGE });
    xhr.send(form);
  });
}

async function sendJson(method: string, url: string, body: unknown): Promise<Received | ConsoleFailure> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, envelope: parseEnvelope(await response.text()) };
  } catch {
    return { status: 0, message: OFFLINE_MESSAGE };
  }
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
  if ('message' in received) return { error: received };
  const { status, envelope } = received;
  const message = envelope.message ?? `${call.file ? 'Upload' : 'Request'} failed (${status})`;
  if (status < 200 || status >= 300) return { error: { status, message } };
  if (CHECK_CONTRACTS) {
    const { contractProblems } = await import('./contractCheck');
    const problems = contractProblems(call.endpoint, { ...envelope, error: false, status, message });
    if (problems) {
      console.error(`[contract] ${method} ${url}: the answer does not match its contract\n${problems}`);
      return { error: { status: 'CONTRACT', message: 'Unexpected answer from the server' } };
    }
  }
  return { data: { status, message, data: envelope.data } };
}

/** What the console's store passes its base query (the thunk's extra argument). */
export interface ConsoleExtra {
  /** Empty in the browser (same origin); a stub server's origin in tests. */
  origin?: string;
}

/** RTK Query's base query of the console and the partner app on `callConsole` (origin from the store's extra). */
export const consoleBaseQuery: BaseQueryFn<ConsoleCall, ConsoleAnswer, ConsoleFailure> = (call, { extra }) =>
  callConsole(call, (extra as ConsoleExtra | undefined)?.origin ?? '');
