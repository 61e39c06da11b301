/**
 * The partner app's one way to call its API (issue 22 "Partner app"): same-origin `fetch` with the
 * `partner_session` cookie (httpOnly: the browser sends it, no script reads it) and JSON both ways, and one
 * upload per file with progress. The browser adds `Sec-Fetch-Site: same-origin` and `Origin`, which the server's
 * CSRF check requires of every state change (the JSON calls are the console's own, components/console). Kept apart
 * from the customer data layer (store/, services/), so no partner code reaches customer bundles.
 */
import { consoleRequest, OFFLINE_MESSAGE, type ConsoleAnswer } from '../console/consoleRequest';

/** An answer of the partner API (components/console/consoleRequest). */
export type PartnerAnswer<T> = ConsoleAnswer<T>;

/** Calls the partner API: `consoleRequest` (same-origin, session cookie, JSON, never cached). */
export const partnerRequest = consoleRequest;

/**
 * Uploads one file as `multipart/form-data` (field `field`, default `photos`) to `path`, reporting progress (0..1) as it goes.
 * One file per request: a failed file is retried alone, the others stay uploaded.
 * @returns the answer, as `partnerRequest` (with the envelope's `data`).
 */
export function uploadPartnerFile(
  path: string,
  file: File,
  onProgress: (share: number) => void,
  field = 'photos',
): Promise<PartnerAnswer<unknown>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let message = `Upload failed (${xhr.status})`;
      let data: unknown;
      try {
        const envelope = JSON.parse(xhr.responseText) as { message?: string; data?: unknown };
        message = envelope.message ?? message;
        data = envelope.data;
      } catch {
        // not JSON (a proxy's page): keep the status text
      }
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, message, data });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: OFFLINE_MESSAGE });
    xhr.onabort = () => resolve({ ok: false, status: 0, message: 'The upload was stopped.' });
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}
