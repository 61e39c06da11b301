import type { FieldError } from '../lib/contracts/http';
import type { Locale } from '../lib/i18n/locales';

/**
 * Why a request failed, as a plain (serializable) object the data layer keeps in its cache:
 * - a number: the server answered with this HTTP status and its envelope's `message` (and `errors` for a 400);
 * - 'NETWORK': no answer at all (offline, DNS, timeout, aborted);
 * - 'CONTRACT': the answer did not match its contract (development and tests only: a bug to fix).
 */
export interface ApiFailure {
  status: number | 'NETWORK' | 'CONTRACT';
  message: string;
  errors: FieldError[];
  /** Seconds to wait before retrying, from `Retry-After` (429), if given. */
  retryAfterSeconds: number | null;
  /** What the error envelope carries besides its message, as sent (e.g. a 409's next free slots); read it through its contract's type. */
  details?: unknown;
  /**
   * The language of `message` (and `errors`) when the server answered in the page's language rather than English
   * (its `Content-Language` header, sent only for a translated answer): absent for an English answer.
   */
  language?: Locale;
}

/** The customer-facing text for a request that got no answer. */
export const NETWORK_MESSAGE = 'Network error. Please check your connection and try again.';

/** Whether `value` is an `ApiFailure` (what RTK Query hooks and `unwrap()` give for a failed request). */
export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'status' in value && 'message' in value && 'errors' in value;
}

/** Whether a failure is the server's answer with one of `statuses`. */
export function failedWith(value: unknown, ...statuses: number[]): boolean {
  return isApiFailure(value) && typeof value.status === 'number' && statuses.includes(value.status);
}

/**
 * The text to show for a failure: the server's message for a 4xx answer, the connection message when
 * there was no answer, else `fallback` (5xx, contract mismatches and anything unexpected).
 */
export function failureText(value: unknown, fallback: string): string {
  if (!isApiFailure(value)) return fallback;
  if (value.status === 'NETWORK') return value.message;
  if (typeof value.status === 'number' && value.status >= 400 && value.status < 500) return value.message;
  return fallback;
}

/** Whether sending the same request again may help: no answer, or a failure on the server's side (5xx). */
export function canRetry(value: unknown): boolean {
  return !isApiFailure(value) || value.status === 'NETWORK' || (typeof value.status === 'number' && value.status >= 500);
}
