import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import type { DbHandle } from '../../../server/db/types';
import { HttpError } from '../../../server/http/errors';
import { statementName } from '../../../server/logger';
import { capturedLogger } from '../../helpers/capturedLogger';
import { findUserById } from '../../../server/users/repository';
import { openTestDatabase, TEST_DATABASE_URL } from '../../helpers/testDatabases';

const PHONE = '9876543210';
const CODE = '4821';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const ADDRESS = 'House 4, Road 2, Sector 62';
const NAME = 'Anil Sharma';

/** Asserts none of the customer's data appears anywhere in the written text. */
function expectNoCustomerData(text: string) {
  for (const secret of [PHONE, CODE, TOKEN, ADDRESS, NAME, 'House 4']) expect(text).not.toContain(secret);
}

describe('logger redaction (logs never carry customer data)', () => {
  it('censors phone numbers, names, addresses, codes, tokens and authorization headers in log objects', () => {
    const { log, text, lines } = capturedLogger();
    log.info({ phone: PHONE, code: CODE, otp: CODE, token: TOKEN, name: NAME }, 'top level');
    log.info({ user: { phone: PHONE, name: NAME }, order: { address: { name: NAME, line1: ADDRESS } } }, 'nested');
    log.warn({ req: { headers: { authorization: `Bearer ${TOKEN}` }, body: { phone: PHONE, otp: CODE, code: CODE } } }, 'request');
    log.info({ payload: { code: CODE }, recipient: `+91${PHONE}`, pushToken: TOKEN }, 'outbox');
    log.info({ params: [PHONE, ADDRESS] }, 'sql params');
    expectNoCustomerData(text());
    expect(lines()[0]).toMatchObject({ phone: '[redacted]', code: '[redacted]', token: '[redacted]', name: '[redacted]' });
  });

  it('masks mobile numbers and tokens written inside messages and error messages', () => {
    const { log, text } = capturedLogger();
    log.info(`OTP requested by ${PHONE} and +91 ${PHONE}`);
    log.error({ err: new Error(`user ${PHONE} vanished during login with ${TOKEN}`) }, 'login failed');
    log.error(new HttpError(502, 'provider failed', { cause: new Error(`bad number 91${PHONE}`) }));
    expectNoCustomerData(text());
    expect(text()).toContain('[phone]');
  });

  it('keeps what an operator needs: error type, code, status and message without values', () => {
    const { log, lines } = capturedLogger();
    log.error({ err: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) }, 'db down');
    log.error({ err: new HttpError(503, 'Service unavailable') }, 'unavailable');
    const [db, http] = lines();
    expect(db!.err).toMatchObject({ type: 'Error', code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' });
    expect(http!.err).toMatchObject({ type: 'HttpError', status: 503, message: 'Service unavailable' });
  });

  it('names SQL statements without values', () => {
    expect(statementName('insert into "orders" ("id", "phone") values ($1, $2) returning "id"')).toBe('insert into orders');
    expect(statementName('update "users" set "name" = $1 where "users"."id" = $2')).toBe('update users');
    expect(statementName('delete from "otp_sends" where "otp_sends"."id" = $1')).toBe('delete from otp_sends');
    expect(statementName('select "id", "phone" from "users" where "users"."id" = $1 limit $2')).toBe('select from users');
    expect(statementName('select pg_advisory_xact_lock(hashtext($1))')).toBe('select');
  });
});

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !TEST_DATABASE_URL)(`failed database queries in the log [${kind}]`, () => {
    let handle: DbHandle | undefined;
    beforeAll(async () => {
      handle = await openTestDatabase(kind);
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
    });

    /** The error a failing query throws. */
    async function failure(run: () => Promise<unknown>): Promise<unknown> {
      try {
        await run();
      } catch (error) {
        return error;
      }
      throw new Error('the query did not fail');
    }

    it('logs a failed insert by statement name, without SQL text, parameters or the duplicated value', async () => {
      const db = handle!.db;
      await db.insert(users).values({ phone: PHONE, name: NAME });
      const error = await failure(() => db.insert(users).values({ phone: PHONE, name: NAME }));
      // the error itself carries the full SQL and the values: only the log is made safe
      expect(String(error)).toContain(PHONE);

      const { log, text, lines } = capturedLogger();
      log.error({ err: error }, 'unhandled API error');
      log.error({ err: new HttpError(500, 'wrapped', { cause: error }) }, 'wrapped');
      expectNoCustomerData(text());
      expect(text()).not.toMatch(/values \(|\$1|"phone"/);
      const [line] = lines();
      expect(line!.err).toMatchObject({
        type: 'DrizzleQueryError',
        message: 'Failed query: insert into users',
        statement: 'insert into users',
        cause: { code: '23505', constraint: 'users_phone_unique' },
      });
    });

    it('drops the value a PostgreSQL error quotes (a non-uuid id)', async () => {
      const error = await failure(() => findUserById(handle!.db, `id-of-${PHONE}`));
      const { log, text, lines } = capturedLogger();
      log.error({ err: error }, 'lookup failed');
      expect(text()).not.toContain(PHONE);
      expect(lines()[0]!.err).toMatchObject({ statement: 'select from users', cause: { code: '22P02' } });
    });
  });
}
