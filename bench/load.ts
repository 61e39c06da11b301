import autocannon from 'autocannon';

/** What one load run measured. Latencies in milliseconds. */
export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  statusCounts: Record<string, number>;
  /** Requests that got no answer (autocannon errors and timeouts). */
  noAnswer: number;
}

/** One measured load of a route as a bench reports it. Latencies in milliseconds. */
export interface MeasuredLoad {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
  /** Requests without an answer (autocannon errors and timeouts). */
  noAnswer: number;
}

/** Why a load misses its goal (nothing when it meets it): p95 over `goalP95Ms`, answers other than 200, none at all. */
export function loadFailures(label: string, load: MeasuredLoad, goalP95Ms: number): string[] {
  const failures: string[] = [];
  if (load.p95 > goalP95Ms) failures.push(`${label}: p95 ${load.p95.toFixed(0)} ms over the goal of ${goalP95Ms} ms`);
  const refused = Object.entries(load.statuses).filter(([status]) => status !== '200');
  if (refused.length > 0) failures.push(`${label}: answers other than 200: ${JSON.stringify(Object.fromEntries(refused))}`);
  if (load.noAnswer > 0) failures.push(`${label}: ${load.noAnswer} requests without an answer`);
  return failures;
}

/**
 * Answers a second over the run's own clock: from the start of the run to its last answer, in ms.
 * autocannon's `duration` comes from its one-second tick, so a run of 0.3 s and one of 0.99 s both
 * read 1.01 s: every rate of a short run was rounded down to `amount / whole seconds`.
 */
export function answersPerSecond(answers: number, startedAtMs: number, lastAnswerAtMs: number): number {
  return answers / Math.max((lastAnswerAtMs - startedAtMs) / 1000, 0.001);
}

/**
 * Fires `amount` requests with `connections` concurrent clients (autocannon) at `baseURL + path`.
 * @param path the request path, or one built for the i-th request (0-based, in send order).
 * @param body builds the JSON body of the i-th request; omit for GET.
 * @param warmUp requests fired first the same way and not measured (the server's JIT and caches warm up).
 */
export async function runLoad(options: {
  baseURL: string;
  path: string | ((index: number) => string);
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: (index: number) => unknown;
  connections?: number;
  amount?: number;
  warmUp?: number;
}): Promise<LoadResult> {
  const { baseURL, path, method = 'POST', headers = {}, body, connections = 50, amount = 1000, warmUp = 0 } = options;
  if (warmUp > 0) await runLoad({ ...options, amount: warmUp, warmUp: 0 });
  let sent = 0;
  const statusCounts: Record<string, number> = {};
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await autocannon({
    url: baseURL,
    connections,
    amount,
    requests: [
      {
        method,
        path: typeof path === 'string' ? path : path(0),
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        setupRequest: (request) => {
          const index = sent++;
          return {
            ...request,
            ...(typeof path === 'string' ? {} : { path: path(index) }),
            ...(body ? { body: JSON.stringify(body(index)) } : {}),
          };
        },
        onResponse: (status) => {
          statusCounts[status] = (statusCounts[status] ?? 0) + 1;
          lastAnswerAt = performance.now();
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    requestsPerSecond: answersPerSecond(result.requests.total, startedAt, lastAnswerAt),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCounts,
    noAnswer: result.errors + result.timeouts,
  };
}
