import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino, { type DestinationStream, type Level, type Logger } from 'pino';

/**
 * Keys whose values are customer data or secrets (logs never carry customer data): phone
 * numbers, names, addresses, login codes, tokens, keys, authorization headers and SQL parameters.
 * They are censored wherever they sit in a log line, down to four levels deep. (`code` is censored only
 * where a login code travels, since `err.code` is an error's code, e.g. ECONNREFUSED.)
 */
const SENSITIVE_KEYS = [
  'phone',
  'mobile',
  'mobileNumber',
  'phoneNumber',
  'recipient',
  'name',
  'customerName',
  'fullName',
  'address',
  'line1',
  'line2',
  'landmark',
  'otp',
  'otpCode',
  'token',
  'accessToken',
  'pushToken',
  'authorization',
  'cookie',
  'apiKey',
  'authKey',
  'password',
  'secret',
  'params',
];

/** The redact paths of the logger (pino `redact`, wildcards for the nesting). */
export const REDACT_PATHS = [
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
  'code',
  '*.body.code',
  '*.payload.code',
  'payload.code',
  'body.code',
];

/** What a censored value reads as. */
export const REDACTED = '[redacted]';

// An Indian mobile number (optionally +91 / 91) and a JWT, wherever they appear inside free text.
const PHONE_IN_TEXT = /(?<!\d)(?:\+?91[\s-]?)?[6-9]\d{9}(?!\d)/g;
const JWT_IN_TEXT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** Free text with any mobile number and session token masked (messages, error messages, stacks). */
export function scrubText(text: string): string {
  return text.replace(JWT_IN_TEXT, '[token]').replace(PHONE_IN_TEXT, '[phone]');
}

/**
 * The statement name of an SQL text: `insert into orders`, `update users`, `delete from sessions`,
 * `select from otp_challenges`, else its first keyword. Never values.
 */
export function statementName(sqlText: string): string {
  const unquote = (identifier: string) => identifier.replace(/"/g, '');
  const write = /^\s*(insert\s+into|update|delete\s+from)\s+("?[\w.]+"?(?:\."?\w+"?)?)/i.exec(sqlText);
  if (write) return `${write[1]!.toLowerCase().replace(/\s+/g, ' ')} ${unquote(write[2]!)}`;
  const read = /^\s*select\b[\s\S]*?\bfrom\s+("?[\w.]+"?(?:\."?\w+"?)?)/i.exec(sqlText);
  if (read) return `select from ${unquote(read[1]!)}`;
  return /^\s*(\w+)/.exec(sqlText)?.[1]?.toLowerCase() ?? 'query';
}

/** A serialized error: only these fields, never an error's other properties (request configs, rows ...). */
export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  status?: number;
  /** The database statement that failed (a DrizzleQueryError): its name, not its SQL. */
  statement?: string;
  /** For database errors: where PostgreSQL says it failed (no values). */
  table?: string;
  column?: string;
  constraint?: string;
  cause?: SerializedError | string;
}

/** A stack with its first lines (the message, possibly several lines) replaced by `message`. */
function stackWith(error: Error, message: string): string | undefined {
  if (!error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return scrubText([`${error.name}: ${message}`, ...frames].join('\n'));
}

/** PostgreSQL's error fields (pg and PGlite name them alike). */
type DatabaseErrorFields = Error & { code?: unknown; severity?: unknown; table?: unknown; column?: unknown; constraint?: unknown };

const isDatabaseError = (error: Error): error is DatabaseErrorFields =>
  typeof (error as DatabaseErrorFields).severity === 'string' && typeof (error as DatabaseErrorFields).code === 'string';

/** A failed Drizzle query (also when bundling gave the error class another identity or name). */
const isQueryError = (error: Error): error is Error & { query: string } =>
  error instanceof DrizzleQueryError ||
  (!isDatabaseError(error) && typeof (error as { query?: unknown }).query === 'string' && 'params' in error);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The logger's `err` serializer: type, message, stack, code, status and cause, with customer data kept
 * out. A failed Drizzle query is named by its statement (`insert into orders`), without its SQL text or
 * parameters; a PostgreSQL error keeps its code, table, column and constraint, and drops the value it
 * quotes (`invalid input syntax for type uuid: "..."`) and its `detail` (`Key (phone)=(...)`).
 */
export function serializeError(value: unknown, depth = 0): SerializedError | string | unknown {
  if (!(value instanceof Error)) return typeof value === 'string' ? scrubText(value) : value;
  const cause = depth < 5 && value.cause !== undefined ? (serializeError(value.cause, depth + 1) as SerializedError | string) : undefined;
  const status = (value as { status?: unknown }).status;
  const code = (value as { code?: unknown }).code;
  if (isQueryError(value)) {
    const statement = statementName(value.query);
    const message = `Failed query: ${statement}`;
    return { type: 'DrizzleQueryError', message, statement, stack: stackWith(value, message), cause };
  }
  if (isDatabaseError(value)) {
    const message = scrubText(value.message.replace(/:\s*".*"\s*$/s, ': [value]'));
    return {
      type: value.constructor.name,
      message,
      code: text(value.code),
      table: text(value.table),
      column: text(value.column),
      constraint: text(value.constraint),
      stack: stackWith(value, message),
      cause,
    };
  }
  const message = scrubText(value.message);
  return {
    type: value.constructor.name,
    message,
    stack: stackWith(value, message),
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : undefined,
    status: typeof status === 'number' ? status : undefined,
    cause,
  };
}

/** Options of `createLogger`. */
export interface LoggerOptions {
  /** Default `LOG_LEVEL`, else info (silent under Vitest unless LOG_LEVEL is set). */
  level?: Level | 'silent';
  /** Where the JSON lines go; default stdout. Tests pass a stream to read them. */
  destination?: DestinationStream;
}

/**
 * A pino logger with the server's configuration: JSON lines, redaction of customer data and secrets
 * (`REDACT_PATHS`), the `err` serializer above, and mobile numbers and tokens masked inside messages.
 */
export function createLogger({ level, destination }: LoggerOptions = {}): Logger {
  return pino(
    {
      level: level ?? process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
      base: { service: 'party-services' },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { err: serializeError, error: serializeError },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>;
          method.apply(this, scrubbed);
        },
      },
    },
    destination,
  );
}

/** The server's one logger (stdout; level from `LOG_LEVEL`). */
export const logger = createLogger();
