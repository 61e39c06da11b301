import { addSeconds, formatDistanceStrict, subSeconds } from 'date-fns';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from './errors';

/** At most `max` hits per bucket within any `windowSeconds`. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/** Serialises the work on one bucket across requests and app instances (transaction-scoped advisory lock). */
export async function lockBucket(db: Db, bucket: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate-limit:${bucket}`}))`);
}

/**
 * Seconds until `bucket` is below its limit again (0 when it is below now), from the hits in the
 * database, so the limit holds across app instances.
 */
export async function secondsUntilFree(db: Db, bucket: string, limit: WindowLimit, now: Date): Promise<number> {
  const hits = await db
    .select({ hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, subSeconds(now, limit.windowSeconds))))
    .orderBy(desc(rateLimitHits.hitAt))
    .limit(limit.max);
  const oldestCounted = hits[limit.max - 1];
  if (!oldestCounted) return 0;
  return Math.max(1, Math.ceil((addSeconds(oldestCounted.hitAt, limit.windowSeconds).getTime() - now.getTime()) / 1000));
}

/** Counts one hit of `bucket` at `now` and forgets the bucket's hits older than the window. */
export async function recordHit(db: Db, bucket: string, limit: WindowLimit, now: Date): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket, hitAt: now });
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), lte(rateLimitHits.hitAt, subSeconds(now, limit.windowSeconds))));
}

/** A 429 with `Retry-After` (seconds) and a message saying when to try again. */
export function tooManyRequests(reason: string, seconds: number, now: Date): HttpError {
  const wait = Math.max(1, Math.ceil(seconds));
  const when = formatDistanceStrict(addSeconds(now, wait), now);
  return new HttpError(429, `${reason} Please try again in ${when}.`, { headers: { 'Retry-After': String(wait) } });
}
