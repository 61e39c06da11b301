import { DrizzleQueryError } from 'drizzle-orm';
import { DatabaseError, Pool } from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { describeDatabaseFault, isDatabaseUnavailable } from '../../../../server/db/faults';
import { asDatabaseUnavailable, DatabaseUnavailableError } from '../../../../server/http/databaseUnavailable';
import { postgresPoolConfig } from '../../../../server/db/connect';
import { HttpError } from '../../../../server/http/errors';
import { freePort } from '../../../e2e/server';
import { startFaultProxy, type FaultProxy } from '../../../helpers/faultProxy';

/** A server error as node-postgres builds it from PostgreSQL's ErrorResponse. */
function pgError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** An error with a Node socket error code. */
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

/** How Drizzle wraps a driver error: the SQL and its parameters in the message, the driver error as cause. */
const wrapped = (cause: Error) => new DrizzleQueryError('insert into "users" ("phone") values ($1)', ['9876543210'], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01 admin shutdown (pg_ctl restart -m fast)', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', pgError('57P02', 'terminating connection because of crash of another server process')],
    ['57P03 still starting up', pgError('57P03', 'the database system is starting up')],
    ['53300 too many connections', pgError('53300', 'sorry, too many clients already')],
    ['57014 statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['08006 connection failure', pgError('08006', 'connection failure')],
    ['08P01 protocol violation', pgError('08P01', 'invalid startup packet layout')],
    ['ECONNREFUSED', socketError('ECONNREFUSED')],
    ['ECONNRESET', socketError('ECONNRESET')],
    ['ETIMEDOUT', socketError('ETIMEDOUT')],
    ['EPIPE', socketError('EPIPE')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['the client-side query timeout', new Error('Query read timeout')],
    ['a client broken earlier', new Error('Client has encountered a connection error and is not queryable')],
    ['a refused connection to a host with two addresses', new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')])],
    ['a driver fault wrapped by Drizzle', wrapped(pgError('57P01', 'terminating connection due to administrator command'))],
    ['a fault two causes deep (a failed getDb start)', new Error('start failed', { cause: wrapped(new Error('Query read timeout')) })],
    ['our own 503', new DatabaseUnavailableError('no answer within 2000 ms')],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('23505', 'duplicate key value violates unique constraint "users_phone_uq"'))],
    ['a syntax error (our bug)', pgError('42601', 'syntax error at or near "selec"')],
    ['a check violation', pgError('23514', 'new row violates check constraint')],
    ['a serialization failure', pgError('40001', 'could not serialize access')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a 404', new HttpError(404, 'Not found')],
    ['a zod error', new ZodError([])],
    ['undefined', undefined],
    ['a string', 'ECONNREFUSED'],
    [
      'a cycle of causes',
      (() => {
        const a: Error & { cause?: unknown } = new Error('a');
        a.cause = new Error('b', { cause: a });
        return a;
      })(),
    ],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('asDatabaseUnavailable', () => {
  it('answers 503 with Retry-After and describes the driver error, not the SQL or its parameters', () => {
    const error = asDatabaseUnavailable(wrapped(pgError('57P01', 'terminating connection due to administrator command')));
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error?.status).toBe(503);
    expect(error?.options.headers).toEqual({ 'Retry-After': '5' });
    expect(error?.reason).toBe('57P01 terminating connection due to administrator command');
    expect(error?.reason).not.toContain('9876543210');
    expect(error?.reason).not.toContain('insert');
  });

  it('keeps an HttpError a handler threw on purpose, even with a socket error as its cause', () => {
    expect(asDatabaseUnavailable(new HttpError(502, 'SMS provider failed', { cause: socketError('ECONNREFUSED') }))).toBeUndefined();
  });

  it('leaves other errors alone', () => {
    expect(asDatabaseUnavailable(new Error('boom'))).toBeUndefined();
  });

  it('describes a fault in at most about 200 characters', () => {
    expect(describeDatabaseFault(new Error(`Connection terminated ${'x'.repeat(500)}`)).length).toBeLessThanOrEqual(203);
  });
});

describe('real driver errors are classified', () => {
  const proxies: FaultProxy[] = [];
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.close()));
  });

  it('a closed port (ECONNREFUSED)', async () => {
    const pool = new Pool({ host: '127.0.0.1', port: await freePort(), user: 'x', database: 'x', connectionTimeoutMillis: 2000 });
    const error = await pool.query('select 1').catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a server that accepts and never answers (connect timeout)', async () => {
    const blackHole = await startFaultProxy();
    proxies.push(blackHole);
    const pool = new Pool({ host: blackHole.host, port: blackHole.port, user: 'x', database: 'x', connectionTimeoutMillis: 300 });
    const error = await pool.query('select 1').catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("a new connection of the app's pool to a server that never answers: within the connect timeout, not the longer wait for a busy pool", async () => {
    const blackHole = await startFaultProxy();
    proxies.push(blackHole);
    const pool = new Pool(
      postgresPoolConfig(`postgres://x@${blackHole.host}:${blackHole.port}/x`, 2, {
        connectMs: 300,
        statementMs: 1000,
        queryMs: 1000,
        idleMs: 30_000,
        poolWaitMs: 5000,
      }),
    );
    const started = Date.now();
    const error = await pool.query('select 1').catch((e: unknown) => e);
    const took = Date.now() - started;
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(took).toBeLessThan(2000);
  });
});
