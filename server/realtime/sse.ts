/**
 * One Server-Sent Events response: the headers that keep every layer from buffering,
 * compressing or caching it (`Cache-Control: no-store, no-transform`: Next's compression and our shared cache
 * (server/http/sharedCache.js stores only answers that allow a shared cache) leave it alone; `X-Accel-Buffering:
 * no` for an nginx in front), a `retry` hint, a comment line every `heartbeatMs` so that proxies and the browser
 * see the connection alive, and clean-up when either side closes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { OPEN_STREAMS_GLOBAL } from '../http/drain';

/** Heartbeat interval: a comment line every 20 seconds. */
export const SSE_HEARTBEAT_MS = 20_000;
/** What the browser waits before reconnecting (the SSE `retry` field), ms. */
export const SSE_RETRY_MS = 3_000;

/** The response headers of an event stream. */
export const SSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
};

/** An open event stream. */
export interface SseStream {
  /** Writes one event (`data` as JSON on one line); ignored once closed. */
  send(event: { event?: string; id?: number; data: unknown }): void;
  /** Writes a comment line (heartbeats). */
  comment(text: string): void;
  readonly closed: boolean;
  /** Resolves when the stream closed (client gone or `close`), after its clean-up. */
  readonly done: Promise<void>;
  close(): void;
}

/** The open streams of this process, for server.js's drain on SIGTERM (server/http/drain.js). */
function openStreams(): Set<{ shutdown(): void }> {
  const key: typeof OPEN_STREAMS_GLOBAL = '__partyOpenStreams';
  const global = globalThis as typeof globalThis & { [key]?: Set<{ shutdown(): void }> };
  global[key] ??= new Set();
  return global[key];
}

/** One event in the SSE wire format: `event:`, `id:`, `data:` lines and a blank line. */
export function formatSseEvent({ event, id, data }: { event?: string; id?: number; data: unknown }): string {
  let out = '';
  if (event) out += `event: ${event}\n`;
  if (id !== undefined) out += `id: ${id}\n`;
  // JSON.stringify never emits a raw line break, so the data is one line
  return `${out}data: ${JSON.stringify(data)}\n\n`;
}

/**
 * Starts an event stream on `res` (status 200 and SSE_HEADERS, flushed at once). `onClose` runs once when the
 * stream ends for any reason.
 */
export function openSseStream(
  req: IncomingMessage,
  res: ServerResponse,
  { heartbeatMs = SSE_HEARTBEAT_MS, onClose }: { heartbeatMs?: number; onClose?: () => void } = {},
): SseStream {
  res.statusCode = 200;
  for (const [name, value] of Object.entries(SSE_HEADERS)) res.setHeader(name, value);
  res.flushHeaders();
  req.socket.setNoDelay(true);
  req.socket.setTimeout(0);
  let closed = false;
  let resolveDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  const write = (chunk: string) => {
    if (closed) return;
    res.write(chunk);
  };
  const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs);
  // the server is shutting down (a deploy): say when to come back, then end; the browser reconnects to another instance
  const registration = {
    shutdown: () => {
      write(`retry: ${SSE_RETRY_MS}\n: server restarting\n\n`);
      finish();
    },
  };
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    openStreams().delete(registration);
    try {
      onClose?.();
    } finally {
      if (!res.writableEnded) res.end();
      resolveDone();
    }
  };
  req.on('close', finish);
  res.on('close', finish);
  res.on('error', finish);
  // a client that left before the stream opened has already fired its 'close': end now, or the stream waits forever
  if (res.destroyed || req.socket.destroyed) queueMicrotask(finish);
  write(`retry: ${SSE_RETRY_MS}\n\n`);
  if (!closed) openStreams().add(registration);
  return {
    send: (event) => write(formatSseEvent(event)),
    comment: (text) => write(`: ${text.replace(/[\r\n]/g, ' ')}\n\n`),
    get closed() {
      return closed;
    },
    done,
    close: finish,
  };
}
