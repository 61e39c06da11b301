/** A field problem reported by the API in a 400 answer. */
export interface ApiFieldError {
  path: string;
  message: string;
}

/** The server answered with a non-2xx envelope: `status` and `message` are the server's. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiFieldError[];
  /** Seconds to wait before retrying, from `Retry-After` (429), if given. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, message: string, errors: ApiFieldError[] = [], retryAfterSeconds: number | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The request never got an answer (offline, DNS, timeout, aborted). */
export class NetworkError extends Error {
  constructor(message = 'Network error. Please check your connection and try again.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}
