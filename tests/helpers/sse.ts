/**
 * A Server-Sent Events client for tests: opens a stream with fetch (so it can send the bearer token and
 * Last-Event-ID), parses events as they arrive and waits for the one a test expects.
 */

/** One parsed event. */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/** An open stream. */
export interface SseClient {
  response: Response;
  /** Every event so far. */
  events: SseEvent[];
  /** Comment lines so far (heartbeats, `ready`). */
  comments: string[];
  /** Resolves with the first event (old or new) matching `match`; rejects after `timeoutMs`. */
  waitFor(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves once a comment `text` arrived. */
  waitForComment(text: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Opens `url` as an event stream (it resolves once the response headers are in, whatever the status). */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of waiters) w();
  };
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: SseEvent = { event: 'message', data: '' };
            let isEvent = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('event: ')) {
                event.event = line.slice(7);
                isEvent = true;
              } else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('data: ')) {
                event.data += line.slice(6);
                isEvent = true;
              }
            }
            if (isEvent) events.push(event);
          }
          wake();
        }
      } catch {
        // aborted
      }
    })();
  }
  const waitUntil = <T>(check: () => T | undefined, what: string, timeoutMs: number) =>
    new Promise<T>((resolve, reject) => {
      const found = check();
      if (found !== undefined) return resolve(found);
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no ${what} within ${timeoutMs} ms (events: ${JSON.stringify(events)})`));
      }, timeoutMs);
      const waiter = () => {
        const hit = check();
        if (hit === undefined) return;
        clearTimeout(timer);
        waiters.delete(waiter);
        resolve(hit);
      };
      waiters.add(waiter);
    });
  return {
    response,
    events,
    comments,
    waitFor: (match, timeoutMs = 5000) => waitUntil(() => events.find(match), 'matching event', timeoutMs),
    waitForComment: (text, timeoutMs = 5000) =>
      waitUntil(() => (comments.includes(text) ? true : undefined), `comment "${text}"`, timeoutMs).then(() => undefined),
    close: () => controller.abort(),
  };
}
