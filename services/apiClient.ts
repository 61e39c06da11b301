import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { STORAGE_KEYS } from '../lib/constants';
import { ApiError, NetworkError, type ApiFieldError } from './errors';

/** The API's answer envelope (DESIGN.md); extra top-level fields such as `token` are kept. */
export interface ApiEnvelope<T> {
  error: boolean;
  status: number;
  message: string;
  data: T;
  [extra: string]: unknown;
}

/** Milliseconds before a request counts as a network failure (4G can be slow; not forever). */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The one axios instance. Base URL from `NEXT_PUBLIC_API_BASE_URL` (default: same origin);
 * `Authorization: Bearer <localStorage.token>` when logged in.
 */
export const apiClient = axios.create({
  baseURL: process.env.NEXT_PUBLIC_API_BASE_URL ?? '',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

apiClient.interceptors.request.use((config) => {
  if (typeof window !== 'undefined') {
    const token = window.localStorage.getItem(STORAGE_KEYS.TOKEN);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
  }
  return config;
});

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && 'status' in body && 'message' in body;
}

/**
 * Turns an axios failure into a typed error.
 * @returns ApiError when the server answered (its envelope's message and status), else NetworkError.
 */
export function toApiError(error: unknown): ApiError | NetworkError {
  if (error instanceof ApiError || error instanceof NetworkError) return error;
  if (error instanceof AxiosError && error.response) {
    const body: unknown = error.response.data;
    const retryAfter = Number(error.response.headers['retry-after']);
    const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
    if (isEnvelope(body)) {
      const errors = Array.isArray(body.errors) ? (body.errors as ApiFieldError[]) : [];
      return new ApiError(error.response.status, body.message, errors, retryAfterSeconds);
    }
    return new ApiError(error.response.status, error.message, [], retryAfterSeconds);
  }
  return new NetworkError(undefined, { cause: error });
}

/**
 * Sends a request and unwraps the envelope.
 * @returns the whole envelope (`status`, `message`, `data` and extra fields) of a 2xx answer.
 * @throws ApiError for a non-2xx answer or a 2xx body that is not an envelope; NetworkError when there was no answer.
 */
export async function apiRequest<T>(config: AxiosRequestConfig): Promise<ApiEnvelope<T>> {
  try {
    const response = await apiClient.request<unknown>(config);
    if (!isEnvelope(response.data)) throw new ApiError(response.status, 'Unexpected answer from the server');
    return response.data as ApiEnvelope<T>;
  } catch (error) {
    throw toApiError(error);
  }
}

/** POST `body` to `url`; see `apiRequest`. */
export const apiPost = <T>(url: string, body?: unknown, config?: AxiosRequestConfig) =>
  apiRequest<T>({ ...config, method: 'POST', url, data: body });

/** GET `url`; see `apiRequest`. */
export const apiGet = <T>(url: string, config?: AxiosRequestConfig) => apiRequest<T>({ ...config, method: 'GET', url });
