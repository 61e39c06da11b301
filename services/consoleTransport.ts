import type { ApiEnvelope, FieldError } from '../lib/contracts/http';
import type { EndpointName } from '../lib/contracts/endpoints';
import { CONSOLE_SIGN_IN_ENDPOINTS, type ConsoleSignInEndpoint } from '../lib/contracts/consoleSignIn';
import { currentLocale } from '../lib/i18n/current';
import { LOCALE_HEADER } from '../lib/i18n/locales';
import { CHECK_CONTRACTS } from './contractMode';

/**
 * The transport of the operations console (`/ops`) and the partner app (`/partner`): same-origin requests with the
 * session cookie (httpOnly: the browser sends it, no script reads it), never cached, JSON both ways, files as
 * `multipart/form-data`. The browser adds `Sec-Fetch-Site: same-origin` and `Origin`, which the server's CSRF check
 * requires of every state change. No bearer token and no axios: none of the customer transport (services/apiClient)
 * reaches these apps, and none of this reaches customer bundles.
 */
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
  /** A 400's field problems (`errors[]` of the envelope: `{path: 'weekly.1.to', message}`), for a form to show at each field. */
  errors?: FieldError[];
}

/** What a failed connection says. */
export const OFFLINE_MESSAGE = 'Could not reach the server. Please check the connection and try again.';
/** What a stopped upload says. */
export const STOPPED_MESSAGE = 'The upload was stopped.';

/** The result of one call (RTK Query's base query result shape). */
export type ConsoleResult = { data: ConsoleAnswer; error?: undefined } | { error: ConsoleFailure; data?: undefined };

/** The status, the envelope (or {} when the body was not JSON: a proxy's page) of one response. */
export interface Received {
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
export function sendFile(
  method: string,
  url: string,
  form: FormData,
  onProgress?: (share: number) => void,
): Promise<Received | ConsoleFailure> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader(LOCALE_HEADER, currentLocale());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, envelope: parseEnvelope(xhr.responseText) });
    xhr.onerror = () => resolve({ status: 0, message: OFFLINE_MESSAGE });
    xhr.onabort = () => resolve({ status: 0, message: STOPPED_MESSAGE });
    xhr.send(form);
  });
}

export async function sendJson(method: string, url: string, body: unknown): Promise<Received | ConsoleFailure> {
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      // the page's language (the partner app's Hindi pages): the API answers its errors in it where it can
      headers: { [LOCALE_HEADER]: currentLocale(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, envelope: parseEnvelope(await response.text()) };
  } catch {
    return { status: 0, message: OFFLINE_MESSAGE };
  }
}

/**
 * The result of one response: a failure for a status outside 2xx, else the answer; where CHECK_CONTRACTS, a
 * successful answer that does not match `endpoint`'s contract fails loudly (console error + a 'CONTRACT' failure).
 */
export async function resultOf(
  received: Received | ConsoleFailure,
  { endpoint, method, url, upload }: { endpoint: EndpointName; method: string; url: string; upload: boolean },
): Promise<ConsoleResult> {
  if ('message' in received) return { error: received };
  const { status, envelope } = received;
  const message = envelope.message ?? `${upload ? 'Upload' : 'Request'} failed (${status})`;
  if (status < 200 || status >= 300)
    return { error: Array.isArray(envelope.errors) ? { status, message, errors: envelope.errors } : { status, message } };
  if (CHECK_CONTRACTS) {
    const { contractProblems } = await import('./contractCheck');
    const problems = contractProblems(endpoint, { ...envelope, error: false, status, message });
    if (problems) {
      console.error(`[contract] ${method} ${url}: the answer does not match its contract\n${problems}`);
      return { error: { status: 'CONTRACT', message: 'Unexpected answer from the server' } };
    }
  }
  return { data: { status, message, data: envelope.data } };
}

/**
 * One step of the staff or provider sign-in (`body` as its contract says), through the same transport without the
 * route table, so the sign-in pages stay light. Never throws. `origin` as for callConsole.
 */
export async function callSignIn(endpoint: ConsoleSignInEndpoint, body: unknown, origin = ''): Promise<ConsoleResult> {
  const { method, path } = CONSOLE_SIGN_IN_ENDPOINTS[endpoint];
  const url = `${origin}${path}`;
  return resultOf(await sendJson(method, url, body), { endpoint, method, url, upload: false });
}
