import { vi } from 'vitest';

/** A request the console made: method, path and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces `fetch` with a fake console API: `answer(request)` gives the status, message and data of each call;
 * every request is kept in `sent`.
 */
export function fakeOpsApi(answer: (request: SentRequest) => { status?: number; message?: string; data?: unknown } = () => ({})) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (path: string, init: { method?: string; body?: string } = {}) => {
    const request = { method: init.method ?? 'GET', path, body: init.body ? (JSON.parse(init.body) as unknown) : undefined };
    sent.push(request);
    const { status = 200, message = 'OK', data } = answer(request);
    return new Response(JSON.stringify({ error: status >= 400, status, message, data }), { status });
  });
  return { sent };
}
