/**
 * Telling "the database is down, restarting or unreachable" from any other error (a bug, a constraint, bad input),
 * and describing such a fault for a log line. The API's answer to it (503 with Retry-After) is
 * server/http/databaseUnavailable.ts: this module imports nothing of the HTTP layer.
 */

/**
 * The mark of an error that already says "the database is unavailable" (the API's 503, `DatabaseUnavailableError`),
 * with the short reason a log line gives.
 */
export interface MarkedDatabaseFault {
  readonly databaseUnavailable: true;
  readonly reason: string;
}

/** Whether `error` carries the mark of `MarkedDatabaseFault`. */
export function isMarkedDatabaseFault(error: unknown): error is MarkedDatabaseFault {
  return typeof error === 'object' && error !== null && (error as { databaseUnavailable?: unknown }).databaseUnavailable === true;
}

/** Seconds a client should wait before retrying when the database is unavailable (`Retry-After`). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What customers read while the database cannot be reached (503). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/**
 * PostgreSQL SQLSTATEs that mean "the server is not answering queries right now", not "this query is wrong":
 * shutdown in progress (57P01 admin, 57P02 crash), starting up (57P03), too many connections (53300) and
 * statement timeout or cancel (57014). Class 08 (connection exceptions) is matched by its prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Socket errors of a server that is down, restarting or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Messages of node-postgres and pg-pool that carry no code: the connection ended or broke, the pool
 * gave up waiting for a connection or a new client for its start (`connectionTimeoutMillis`), or the client-side
 * `query_timeout` fired.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  // a new client's own connectionTimeoutMillis (server/db/connect.ts gives it DB_CONNECT_TIMEOUT_MS)
  /^timeout expired$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Connection ended unexpectedly$/,
];

const codeOf = (error: object): string | undefined => ('code' in error && typeof error.code === 'string' ? error.code : undefined);

function isUnavailableItself(error: unknown): boolean {
  if (isMarkedDatabaseFault(error)) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = codeOf(error);
  if (code && (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) {
    return true;
  }
  const message = error instanceof Error ? error.message : undefined;
  return message !== undefined && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * The error in `error`'s chain that shows the database is unavailable: the error itself, its `cause`
 * (Drizzle wraps driver errors in `DrizzleQueryError`), or one of an `AggregateError`'s errors
 * (a refused connection to a host with several addresses). Looks at most 8 levels deep.
 * @returns that error, or undefined when `error` is not a database fault (a bug, a constraint, bad input).
 */
export function findDatabaseFault(error: unknown, depth = 0): unknown {
  if (depth > 8 || error === undefined || error === null) return undefined;
  if (isUnavailableItself(error)) return error;
  if (typeof error !== 'object') return undefined;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = findDatabaseFault(inner, depth + 1);
      if (found !== undefined) return found;
    }
  }
  return 'cause' in error ? findDatabaseFault(error.cause, depth + 1) : undefined;
}

/**
 * Whether `error` means the database is down, restarting, paused, overloaded or unreachable
 * (refused/reset/terminated connections, connect and query timeouts, SQLSTATE 57P01/57P02/57P03/57014/53300/08xxx,
 * a pool that could not hand out a connection, a `getDb()` that could not open the database),
 * as opposed to an error of the query or of our code. Such errors are answered 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return findDatabaseFault(error) !== undefined;
}

/**
 * A short description of a fault for the log: its code and driver message. Never the SQL text or its
 * parameters (Drizzle's wrapper error carries both; only the driver error below it is described).
 */
export function describeDatabaseFault(fault: unknown): string {
  if (isMarkedDatabaseFault(fault)) return fault.reason;
  if (typeof fault !== 'object' || fault === null) return String(fault);
  const code = codeOf(fault);
  const message = fault instanceof Error ? fault.message : 'unknown error';
  const text = code ? `${code} ${message}` : message;
  return text.length > 200 ? `${text.slice(0, 200)}...` : text;
}
