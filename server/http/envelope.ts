import type { ApiEnvelope } from '../../lib/contracts/http';

export type { ApiEnvelope };

/** Builds an envelope; `error` follows the status. */
export function envelope<T>(
  status: number,
  message: string,
  rest: Omit<Partial<ApiEnvelope<T>>, 'error' | 'status' | 'message'> = {},
): ApiEnvelope<T> {
  return { error: status >= 400, status, message, ...rest };
}
