import type { GetServerSidePropsContext } from 'next';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseError } from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DB_UNAVAILABLE_CODE, UNAVAILABLE_PAGE_HEADING, withDatabaseOutagePage } from '../../../../server/http/ssr';
import { logger } from '../../../../server/logger';

/** A response that records what a page's getServerSideProps sent. */
function recordedResponse() {
  const out = { status: 200, headers: {} as Record<string, string>, body: '', ended: false };
  const res = {
    set statusCode(value: number) {
      out.status = value;
    },
    get statusCode() {
      return out.status;
    },
    setHeader(name: string, value: string) {
      out.headers[name.toLowerCase()] = value;
    },
    end(body: string) {
      out.body = body;
      out.ended = true;
    },
  };
  return { out, context: { res, resolvedUrl: '/reviews?page=2&phone=9876543210' } as unknown as GetServerSidePropsContext };
}

/** PostgreSQL restarting, as Drizzle wraps it: the SQL and its parameters ride along. */
const restarted = () => {
  const driverError = new DatabaseError('terminating connection due to administrator command', 0, 'error');
  driverError.code = '57P01';
  return new DrizzleQueryError('select * from "reviews" where "user_id" = $1', ['9876543210'], driverError);
};

describe('server-rendered pages during a database outage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answer 503 with Retry-After and a friendly page, and log an error code, never the SQL', async () => {
    const error = vi.spyOn(logger, 'error');
    const getProps = withDatabaseOutagePage(async () => {
      throw restarted();
    });
    const { out, context } = recordedResponse();
    expect(await getProps(context)).toEqual({ props: {} });
    expect(out.status).toBe(503);
    expect(out.headers['retry-after']).toBe('5');
    expect(out.headers['cache-control']).toBe('no-store');
    expect(out.headers['content-type']).toMatch(/^text\/html/);
    expect(out.ended).toBe(true);
    expect(out.body).toContain(`<h1>${UNAVAILABLE_PAGE_HEADING}</h1>`);
    expect(out.body).toContain('<a href="/reviews">Try again</a>');
    expect(out.body).not.toMatch(/select|"reviews"|9876543210|DrizzleQueryError|\n\s+at /);
    expect(error).toHaveBeenCalledTimes(1);
    const [fields] = error.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(fields).toMatchObject({ code: PAGE_DB_UNAVAILABLE_CODE, path: '/reviews', reason: expect.stringContaining('57P01') });
    const logged = JSON.stringify(error.mock.calls[0]);
    expect(logged).not.toMatch(/select|user_id|9876543210/);
  });

  it('answer a refused connection the same way', async () => {
    const getProps = withDatabaseOutagePage(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    const { out, context } = recordedResponse();
    await getProps(context);
    expect([out.status, out.headers['retry-after']]).toEqual([503, '5']);
  });

  it('leave any other error to Next.js, and a working page alone', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    const failing = withDatabaseOutagePage(async () => {
      throw bug;
    });
    const { out, context } = recordedResponse();
    await expect(failing(context)).rejects.toBe(bug);
    expect(out.ended).toBe(false);
    const working = withDatabaseOutagePage(async () => ({ props: { page: 1 } }));
    expect(await working(context)).toEqual({ props: { page: 1 } });
    expect(out.status).toBe(200);
  });
});
