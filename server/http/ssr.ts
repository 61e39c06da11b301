/**
 * The server-rendered pages' answer to a database outage: a page whose
 * getServerSideProps finds the database down, paused or restarting answers 503 with `Retry-After` and a
 * short, friendly page (no stack, no SQL), and the log gets one line with an error code and the driver's
 * reason (server/db/faults.ts describeDatabaseFault: never the SQL text or its parameters). Any other error
 * is left to Next.js (its 500 page), as before.
 */
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import type { ServerResponse } from 'node:http';
import { BRAND } from '../../lib/site';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/faults';
import { asDatabaseUnavailable } from './databaseUnavailable';
import { logger } from '../logger';
import { routePatternOf } from './logPath';

/** The code of the log line of a page answered 503 because the database is unavailable. */
export const PAGE_DB_UNAVAILABLE_CODE = 'PAGE_DB_UNAVAILABLE';
/** The heading of the friendly 503 page. */
export const UNAVAILABLE_PAGE_HEADING = 'We will be right back';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The HTML of the friendly 503 page: self-contained (inline style, no script, nothing that needs the
 * database or a bundle), readable at 390 px, not indexed, with a "Try again" link to `path`.
 */
export function unavailablePageHtml(path: string, retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS): string {
  const href = escapeHtml(path.startsWith('/') && !path.startsWith('//') ? path : '/');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${UNAVAILABLE_PAGE_HEADING} | ${escapeHtml(BRAND)}</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2430;background:#fff}main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:1.5rem;margin:0 0 .75rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#6a1b9a;color:#fff;text-decoration:none;font-weight:600}</style>
</head>
<body>
<main>
<h1>${UNAVAILABLE_PAGE_HEADING}</h1>
<p>This page is briefly unavailable while we fix a problem on our side. Nothing you booked or paid is affected.</p>
<p>Please try again in ${retryAfterSeconds} seconds.</p>
<a href="${href}">Try again</a>
</main>
</body>
</html>`;
}

/** Sends the friendly 503 page on `res`: `Retry-After`, no caching (a CDN must not keep the outage). */
function sendUnavailablePage(res: ServerResponse, path: string): void {
  res.statusCode = 503;
  res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(unavailablePageHtml(path));
}

/**
 * Wraps a page's getServerSideProps: a database outage (server/db/faults.ts isDatabaseUnavailable) while
 * it runs answers 503 with the friendly page and `Retry-After` (Next.js renders nothing more once the
 * answer is sent) and logs `PAGE_DB_UNAVAILABLE` with the page's route pattern and the fault's reason; any other
 * error is rethrown unchanged.
 */
export function withDatabaseOutagePage<P extends object, Q extends ParsedUrlQuery = ParsedUrlQuery>(
  getProps: GetServerSideProps<P, Q>,
): GetServerSideProps<P, Q> {
  return async (context: GetServerSidePropsContext<Q>): Promise<GetServerSidePropsResult<P>> => {
    try {
      return await getProps(context);
    } catch (error) {
      const unavailable = asDatabaseUnavailable(error);
      if (!unavailable) throw error;
      // the page's own link to try again is the path it was asked for (no query: it may carry what a customer typed)
      const path = (context.resolvedUrl ?? '/').split('?')[0] ?? '/';
      // the log says the route pattern only: a path can hold a secret (`/pay/share/{token}`)
      logger.error(
        { code: PAGE_DB_UNAVAILABLE_CODE, path: routePatternOf(path, context.params), reason: unavailable.reason },
        'page answered 503: the database is unavailable',
      );
      sendUnavailablePage(context.res, path);
      // not rendered: Next.js stops once the answer has been sent
      return { props: {} as P };
    }
  };
}
