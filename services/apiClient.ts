import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { STORAGE_KEYS } from '../lib/constants';
import { currentLocale } from '../lib/i18n/current';
import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER, type Locale } from '../lib/i18n/locales';
import type { ApiEnvelope, FieldError } from '../lib/contracts/http';
import { NETWORK_MESSAGE, type ApiFailure } from './errors';

export type { ApiEnvelope };

/** Milliseconds before a request counts as a network failure (4G can be slow; not forever). */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The one axios instance. Base URL from `NEXT_PUBLIC_API_BASE_URL` (default: same origin);
 * `Authorization: Bearer <localStorage.token>` when logged in (spec 3 key), and `X-Locale` with the page's language.
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
    // the page's language: texts the server writes for this visitor (and a first login's account language)
    config.headers.set(LOCALE_HEADER, currentLocale());
  }
  return config;
});

function isEnvelope(body: unknown): body is ApiEnvelope {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'status' in body && 'message' in body;
}

const failure = (status: ApiFailure['status'], message: string, errors: FieldError[] = [], retryAfterSeconds: number | null = null) => ({
  status,
  message,
  errors,
  retryAfterSeconds,
});

/** The page language an error answer was written in (`Content-Language`), or null for English or anything else. */
function answerLanguage(header: unknown): Locale | null {
  const value = typeof header === 'string' ? header.trim().toLowerCase() : '';
  return value !== DEFAULT_LOCALE && isLocale(value) ? value : null;
}

/**
 * Turns an axios failure into an `ApiFailure`: the server's status, message, field errors and `details` when it
 * answered (and `Retry-After` of a 429), else a network failure.
 */
function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof AxiosError && error.response) {
    const body: unknown = error.response.data;
    const retryAfter = Number(error.response.headers['retry-after']);
    const retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
    if (isEnvelope(body)) {
      const errors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
      const answered: ApiFailure = failure(error.response.status, body.message, errors, retryAfterSeconds);
      // a translated answer says its language; the field is left out of an English one (the failure stays as it was)
      const language = answerLanguage(error.response.headers['content-language']);
      if (language) answered.language = language;
      return body.details === undefined ? answered : { ...answered, details: body.details };
    }
    return failure(error.response.status, error.message, [], retryAfterSeconds);
  }
  return failure('NETWORK', NETWORK_MESSAGE);
}

/**
 * Sends a request and unwraps the envelope.
 * @returns `{ envelope }` for a 2xx envelope (its `status`, `message`, `data` and extra fields), else
 *   `{ failure }`: the server's non-2xx answer, a 2xx body that is not an envelope, or no answer at all.
 *   Never throws.
 */
export async function apiRequest(config: AxiosRequestConfig): Promise<{ envelope: ApiEnvelope } | { failure: ApiFailure }> {
  try {
    const response = await apiClient.request<unknown>(config);
    if (!isEnvelope(response.data)) return { failure: failure(response.status, 'Unexpected answer from the server') };
    return { envelope: response.data };
  } catch (error) {
    return { failure: toApiFailure(error) };
  }
}
