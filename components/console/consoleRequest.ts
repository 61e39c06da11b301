/**
 * The one way the console (`/ops`) and the partner app (`/partner`) call their API (issue 22): same-origin `fetch`
 * with the session cookie (httpOnly: the browser sends it, no script reads it), never cached, and JSON both ways.
 * The browser adds `Sec-Fetch-Site: same-origin` and `Origin`, which the server's CSRF check requires of every state
 * change. Kept apart from the customer data layer (store/, services/), so none of it reaches customer bundles.
 */

/** An answer of the console or partner API: the envelope's message and data, with the HTTP status. */
export interface ConsoleAnswer<T> {
  ok: boolean;
  status: number;
  message: string;
  data?: T;
}

/** What a failed connection says. */
export const OFFLINE_MESSAGE = 'Could not reach the server. Please check the connection and try again.';

/**
 * Calls `path` with `method` and an optional JSON `body`.
 * @returns the answer; a network failure is `{ok: false, status: 0}` with a message to show.
 */
export async function consoleRequest<T = unknown>(
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<ConsoleAnswer<T>> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json().catch(() => ({}))) as { message?: string; data?: T };
    return {
      ok: response.ok,
      status: response.status,
      message: envelope.message ?? `Request failed (${response.status})`,
      data: envelope.data,
    };
  } catch {
    return { ok: false, status: 0, message: OFFLINE_MESSAGE };
  }
}

/**
 * Sends one file as `multipart/form-data` in `field` to `path` (default method PUT), same-origin with the session
 * cookie, as `consoleRequest` answers (the envelope's message and data; a network failure is `{ok: false, status: 0}`).
 */
export async function consoleUpload<T = unknown>(
  path: string,
  { field, file, method = 'PUT' }: { field: string; file: File; method?: string },
): Promise<ConsoleAnswer<T>> {
  const form = new FormData();
  form.append(field, file, file.name);
  try {
    const response = await fetch(path, { method, credentials: 'same-origin', cache: 'no-store', body: form });
    const envelope = (await response.json().catch(() => ({}))) as { message?: string; data?: T };
    return {
      ok: response.ok,
      status: response.status,
      message: envelope.message ?? `Upload failed (${response.status})`,
      data: envelope.data,
    };
  } catch {
    return { ok: false, status: 0, message: OFFLINE_MESSAGE };
  }
}
