/** Types of drain.js (CommonJS, required by server.js without a compiler). */
import type { Server } from 'node:http';

/** The globalThis key of the Set of open event streams (each with `shutdown()`). */
export declare const OPEN_STREAMS_GLOBAL: '__partyOpenStreams';
/** Default SHUTDOWN_GRACE_MS, ms. */
export declare const DEFAULT_SHUTDOWN_GRACE_MS: number;
/** The grace period of SHUTDOWN_GRACE_MS in ms, or the message of an invalid value. */
export declare function shutdownGraceMs(text: string | undefined): number | string;
/** Counts the server's requests in flight; `drain` resolves true when all finished, false when the grace period cut them. */
export declare function trackRequests(
  server: Server,
  options: { graceMs: number; onStreamsEnded?: (count: number) => void },
): { inFlight: () => number; drain: () => Promise<boolean> };
