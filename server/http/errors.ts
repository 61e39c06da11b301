import type { FieldError } from '../../lib/contracts/http';

export type { FieldError };

/**
 * An error the API answers with its own status and message (4xx, or 502 for a provider failure).
 * `headers` are added to the response (e.g. `Retry-After` on a 429); `fields` are merged into the envelope.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: {
      headers?: Record<string, string>;
      errors?: FieldError[];
      /** Extra top-level envelope fields, e.g. `{ details: { nextFreeSlots } }` of the slot-taken 409. */
      fields?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'HttpError';
  }
}

/** 400 with the zod issues as `errors[]`. */
export class ValidationError extends HttpError {
  constructor(errors: FieldError[], message = errors[0]?.message ?? 'Invalid request') {
    super(400, message, { errors });
    this.name = 'ValidationError';
  }
}

/** 404: the resource does not exist, or is not the caller's. */
export const notFound = (message = 'Not found') => new HttpError(404, message);
/** 401: no valid session. */
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
