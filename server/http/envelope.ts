import type { FieldError } from './errors';

/**
 * The API's JSON envelope (DESIGN.md "API conventions"): `status` equals the HTTP code;
 * `error` is true for every non-2xx answer. Extra top-level fields (e.g. `token`) sit beside `data`.
 */
export interface ApiEnvelope<T = unknown> {
  error: boolean;
  status: number;
  message: string;
  data?: T;
  errors?: FieldError[];
  [extra: string]: unknown;
}

/** Builds an envelope; `error` follows the status. */
export function envelope<T>(
  status: number,
  message: string,
  rest: Omit<Partial<ApiEnvelope<T>>, 'error' | 'status' | 'message'> = {},
): ApiEnvelope<T> {
  return { error: status >= 400, status, message, ...rest };
}
