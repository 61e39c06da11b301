/**
 * One gallery photo to POST /api/photo/upload (per-file progress), by XMLHttpRequest since
 * `fetch` reports no upload progress. The console's session cookie goes with it (same origin), and the browser's
 * `Origin` / `Sec-Fetch-Site` headers pass the server's CSRF check.
 */
import { UPLOAD_FIELD } from '../../../lib/contracts/photos';

/** How an upload ended: ok, or the server's message (or a network failure's). */
export interface UploadOutcome {
  ok: boolean;
  status: number;
  message: string;
  /** Photos the gallery gained (the answer's `uploaded`): 0 for a file whose bytes it already held. */
  added?: number;
}

/**
 * Uploads `file` to the gallery of `orderId`, calling `onProgress` with 0-1 as its bytes go out.
 * Never throws: a network failure or an abort is `{ok: false, status: 0}`.
 */
export function uploadPhoto(
  orderId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/photo/upload?orderId=${encodeURIComponent(orderId)}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let message = '';
      let added: number | undefined;
      try {
        const envelope = JSON.parse(xhr.responseText) as { message?: string; data?: { uploaded?: unknown } };
        message = envelope.message ?? '';
        if (typeof envelope.data?.uploaded === 'number') added = envelope.data.uploaded;
      } catch {
        // not the envelope (a proxy's error page): the status says enough
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok) onProgress(1);
      resolve({ ok, status: xhr.status, message: message || `Upload failed (${xhr.status})`, added });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, message: 'Could not reach the server.' });
    xhr.onabort = () => resolve({ ok: false, status: 0, message: 'Upload stopped.' });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
}
