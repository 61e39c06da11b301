import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { STORAGE_KEYS } from '../lib/constants';
import { API_ENDPOINTS, endpointUrl, type EndpointName } from '../lib/contracts/endpoints';
import { apiRequest } from './apiClient';
import { CHECK_CONTRACTS } from './contractMode';
import type { ApiFailure } from './errors';
import { reportUnauthorized } from './session';

/** One API call: the endpoint's name (its method and path come from lib/contracts/endpoints) and its parts. */
export interface ApiCall {
  endpoint: EndpointName;
  /** Path parameters, e.g. `{ id }` for `/api/order/order_details/{id}`. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Called as the body goes out with the share sent so far, 0-1 (uploads' progress bars). */
  onUploadProgress?: (fraction: number) => void;
  /** Milliseconds before the call counts as a network failure, when not the client's default (large uploads). */
  timeoutMs?: number;
}

/** A successful answer: the envelope without its `error` flag (`status`, `message`, `data` and extra fields). */
export interface ApiAnswer {
  status: number;
  message: string;
  data?: unknown;
  [extra: string]: unknown;
}

export { CHECK_CONTRACTS };

/**
 * RTK Query's base query on the one axios client (services/apiClient): sends the call, unwraps the
 * envelope, reports a 401 to a request that carried the session token to the login state (services/session:
 * the session expired or was revoked; a 401 to a wrong login code is not that) and, where CHECK_CONTRACTS, fails
 * loudly (console error + a 'CONTRACT' failure) when an answer does not match its contract.
 */
export const apiBaseQuery: BaseQueryFn<ApiCall, ApiAnswer, ApiFailure> = (call) => callApi(call);

/**
 * One call through the transport without the store (what `apiBaseQuery` does for RTK Query): for browser code that
 * must not load Redux (the header's unread badge, the chat stream, the Help button). Never throws.
 * @returns `{ data }`: the answer without the envelope's `error` flag; or `{ error }`: the failure.
 */
export async function callApi(call: ApiCall): Promise<{ data: ApiAnswer; error?: undefined } | { error: ApiFailure; data?: undefined }> {
  const { method } = API_ENDPOINTS[call.endpoint];
  const url = endpointUrl(call.endpoint, call.params);
  const withSession = typeof window !== 'undefined' && Boolean(window.localStorage.getItem(STORAGE_KEYS.TOKEN));
  const progress = call.onUploadProgress;
  const result = await apiRequest({
    method,
    url,
    params: call.query,
    data: call.body,
    headers: call.headers,
    ...(progress && { onUploadProgress: ({ loaded, total }: { loaded: number; total?: number }) => progress(total ? loaded / total : 0) }),
    ...(call.timeoutMs !== undefined && { timeout: call.timeoutMs }),
  });
  if ('failure' in result) {
    if (result.failure.status === 401 && withSession) reportUnauthorized();
    return { error: result.failure };
  }
  const { error: _flag, ...answer } = result.envelope;
  if (CHECK_CONTRACTS) {
    const { contractProblems } = await import('./contractCheck');
    const problems = contractProblems(call.endpoint, result.envelope);
    if (problems) {
      console.error(`[contract] ${method} ${url}: the answer does not match its contract\n${problems}`);
      return { error: { status: 'CONTRACT', message: 'Unexpected answer from the server', errors: [], retryAfterSeconds: null } };
    }
  }
  return { data: answer };
}
