/**
 * The partner app's one way to call its API (issue 22 "Partner app"): same-origin `fetch` with the
 * `partner_session` cookie (httpOnly: the browser sends it, no script reads it) and JSON both ways, and one
 * upload per file with progress. The browser adds `Sec-Fetch-Site: same-origin` and `Origin`, which the server's
 * CSRF check requires of every state change. Kept apart from the customer data layer (store/, services/) and the
 * console's, so no partner code reaches customer bundles.
 */

/** An answer of the partner API: the envelope's message and data, with the HTTP status. */
export interface PartnerAnswer<T> {
  ok: boolean;
  status: number;
  message: string;
  data?: T;
}

const OFFLINE = 'Could not reach the server. Please check the connection and try again.';

/**
 * Calls `path` with `method` and an optional JSON `body`.
 * @returns the answer; a network failure is `{ok: false, status: 0}` with a message to show.
 */
export async function partnerRequest<T = unknown>(
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<PartnerAnswer<T>> {
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
    return { ok: false, status: 0, message: OFFLINE };
  }
}

/**
 * Uploads one file as `multipart/form-data` (field `photos`) to `path`, reporting progress (0..1) as it goes.
 * One file per request: a failed file is retried alone, the others stay uploaded.
 * @returns the answer, as `partnerRequest`.
 */
export function uploadPartnerFile(path: string, file: File, onProgress: (share: number) => void): Promise<PartnerAnswer<unknown>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let message = `Upload failed (${xhr.status})`;
      try {
        message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message;
      } catch {
        // not JSON (a proxy's page): keep the status text
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, message });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: OFFLINE });
    xhr.onabort = () => resolve({ ok: false, status: 0, message: 'The upload was stopped.' });
    const form = new FormData();
    form.append('photos', file, file.name);
    xhr.send(form);
  });
}
