// @ts-check
'use strict';
/**
 * Graceful shutdown of the production server (server.js): on SIGTERM (a deploy, Kubernetes stopping the pod) it
 * stops accepting connections, ends the open event streams politely (a `retry` hint and a comment, then the end of
 * the response: browsers reconnect, to another instance), lets the requests in flight finish, and exits once none
 * is left or the grace period has passed. CommonJS: node runs server.js without a compiler.
 */

/**
 * Where the app's open event streams (server/realtime/sse.ts) register, shared through globalThis between the
 * compiled app and server.js: a Set of `{ shutdown(): void }`.
 */
const OPEN_STREAMS_GLOBAL = '__partyOpenStreams';

/** Default grace period (SHUTDOWN_GRACE_MS): the longest wait for requests in flight, ms. */
const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * The grace period of SHUTDOWN_GRACE_MS (whole ms, 0 or more; default 10,000).
 * @param {string | undefined} text
 * @returns {number | string} the ms, or the message of an invalid value
 */
function shutdownGraceMs(text) {
  if (text === undefined || text.trim() === '') return DEFAULT_SHUTDOWN_GRACE_MS;
  const ms = Number(text);
  return Number.isInteger(ms) && ms >= 0 ? ms : `SHUTDOWN_GRACE_MS must be a whole number of milliseconds, 0 or more, got "${text}".`;
}

/**
 * Counts `server`'s requests in flight and returns `drain`, which stops the server accepting connections, ends
 * the open event streams, closes idle kept-alive connections (and each one as its answer ends), and resolves once
 * no request is left (`true`) or after `graceMs` (`false`, every connection then cut). Calling it again returns the
 * same promise.
 * @param {import('node:http').Server} server
 * @param {{ graceMs: number, onStreamsEnded?: (count: number) => void }} options
 * @returns {{ inFlight: () => number, drain: () => Promise<boolean> }}
 */
function trackRequests(server, { graceMs, onStreamsEnded }) {
  let inFlight = 0;
  let draining = false;
  /** @type {(() => void) | undefined} */
  let onIdle;
  server.on('request', (req, res) => {
    inFlight += 1;
    // during the drain, a request that arrives on a kept-alive connection is answered, and its connection closed after
    if (draining && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight -= 1;
      if (draining) {
        server.closeIdleConnections();
        if (inFlight === 0) onIdle?.();
      }
    });
  });
  /** @type {Promise<boolean> | undefined} */
  let drained;
  const drain = () => {
    drained ??= new Promise((resolve) => {
      draining = true;
      server.close();
      server.closeIdleConnections();
      const streams = /** @type {Set<{ shutdown(): void }> | undefined} */ (
        /** @type {Record<string, unknown>} */ (globalThis)[OPEN_STREAMS_GLOBAL]
      );
      const count = streams?.size ?? 0;
      for (const stream of [...(streams ?? [])]) {
        try {
          stream.shutdown();
        } catch {
          // a stream whose client already left: nothing to end
        }
      }
      onStreamsEnded?.(count);
      const timer = setTimeout(() => {
        server.closeAllConnections();
        resolve(false);
      }, graceMs);
      onIdle = () => {
        clearTimeout(timer);
        resolve(true);
      };
      if (inFlight === 0) onIdle();
    });
    return drained;
  };
  return { inFlight: () => inFlight, drain };
}

module.exports = { OPEN_STREAMS_GLOBAL, DEFAULT_SHUTDOWN_GRACE_MS, shutdownGraceMs, trackRequests };
