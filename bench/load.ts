import autocannon from 'autocannon';

/** What one load run measured. Latencies in milliseconds. */
export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  statusCounts: Record<string, number>;
}

/**
 * Fires `amount` requests with `connections` concurrent clients (autocannon) at `baseURL + path`.
 * @param body builds the JSON body of the i-th request (0-based, in send order); omit for GET.
 */
export async function runLoad({
  baseURL,
  path,
  method = 'POST',
  body,
  connections = 50,
  amount = 1000,
}: {
  baseURL: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: (index: number) => unknown;
  connections?: number;
  amount?: number;
}): Promise<LoadResult> {
  let sent = 0;
  const statusCounts: Record<string, number> = {};
  const result = await autocannon({
    url: baseURL,
    connections,
    amount,
    requests: [
      {
        method,
        path,
        headers: body ? { 'content-type': 'application/json' } : {},
        setupRequest: (request) => (body ? { ...request, body: JSON.stringify(body(sent++)) } : request),
        onResponse: (status) => {
          statusCounts[status] = (statusCounts[status] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    // total over elapsed time: the per-second average is too coarse for runs of a few seconds
    requestsPerSecond: result.requests.total / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCounts,
  };
}
