/**
 * The API's answer while the database cannot be reached: 503 with `Retry-After` (the database layer tells such a
 * fault from any other error: server/db/faults.ts).
 */
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  describeDatabaseFault,
  findDatabaseFault,
  type MarkedDatabaseFault,
} from '../db/faults';
import { HttpError } from './errors';

/** The answer to "the database cannot be reached": 503 with `Retry-After`, logged at warn by the API wrapper. */
export class DatabaseUnavailableError extends HttpError implements MarkedDatabaseFault {
  /** The mark the database layer recognises (server/db/faults.ts `isMarkedDatabaseFault`). */
  readonly databaseUnavailable = true as const;

  /**
   * @param reason short technical reason for the log (a code and a driver message, never SQL or parameters).
   * @param cause the original error (kept for debugging, never logged by the API wrapper).
   */
  constructor(
    readonly reason: string,
    cause?: unknown,
  ) {
    super(503, DATABASE_UNAVAILABLE_MESSAGE, {
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      cause,
    });
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Turns a database-unavailable error into the 503 the API answers with. An `HttpError` a handler threw
 * on purpose (e.g. a 502 for a provider, whose cause may be a refused socket) keeps its own answer.
 * @returns a `DatabaseUnavailableError` (the same one when it already is one), or undefined for any other error.
 */
export function asDatabaseUnavailable(error: unknown): DatabaseUnavailableError | undefined {
  if (error instanceof DatabaseUnavailableError) return error;
  if (error instanceof HttpError) return undefined;
  const fault = findDatabaseFault(error);
  return fault === undefined ? undefined : new DatabaseUnavailableError(describeDatabaseFault(fault), error);
}
