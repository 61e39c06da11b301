import { addSeconds, formatDistanceStrict, subSeconds } from 'date-fns';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { advisoryXactLock } from '../db/locks';
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
  await advisoryXactLock(db, `rate-limit:${bucket}`);
}

/**
 * Seconds until fewer than `limit.max` of `times` fall within the window (0 when that is already so):
 * when the `max`-th newest is `windowSeconds` old. Pure; `times` in any order.
 */
export function secondsUntilBelowLimit(times: Date[], limit: WindowLimit, now: Date): number {
  const newestFirst = times.filter((t) => t > subSeconds(now, limit.windowSeconds)).sort((a, b) => b.getTime() - a.getTime());
  const oldestCounted = newestFirst[limit.max - 1];
  if (!oldestCounted) return 0;
  return Math.max(1, Math.ceil((addSeconds(oldestCounted, limit.windowSeconds).getTime() - now.getTime()) / 1000));
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
  return secondsUntilBelowLimit(
    hits.map((hit) => hit.hitAt),
    limit,
    now,
  );
}

/**
 * Seconds until `bucket` is below every one of `limits` at once (0 when it is), in one query: the newest hits
 * within the longest window, as many as the largest `max`. For a bucket counted against several windows (a
 * minute and a day) with one row per hit, kept until the daily maintenance job drops hits older than two days.
 */
export async function secondsUntilFreeOfAll(db: Db, bucket: string, limits: readonly WindowLimit[], now: Date): Promise<number> {
  const longest = Math.max(...limits.map((l) => l.windowSeconds));
  const most = Math.max(...limits.map((l) => l.max));
  const hits = await db
    .select({ hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, subSeconds(now, longest))))
    .orderBy(desc(rateLimitHits.hitAt))
    .limit(most);
  const times = hits.map((hit) => hit.hitAt);
  return Math.max(0, ...limits.map((limit) => secondsUntilBelowLimit(times, limit, now)));
}

/** How many more hits `bucket` takes within the window at `now` before it reaches `limit.max` (0 when it has). */
export async function hitsLeft(db: Db, bucket: string, limit: WindowLimit, now: Date): Promise<number> {
  const hits = await db
    .select({ hitAt: rateLimitHits.hitAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, subSeconds(now, limit.windowSeconds))))
    .limit(limit.max);
  return Math.max(0, limit.max - hits.length);
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
  // the text rounds up to whole minutes first, so 59 min 30 s reads "1 hour", never "60 minutes"
  const shown = wait >= 60 ? Math.ceil(wait / 60) * 60 : wait;
  const when = formatDistanceStrict(addSeconds(now, shown), now);
  return new HttpError(429, `${reason} Please try again in ${when}.`, { headers: { 'Retry-After': String(wait) } });
}
