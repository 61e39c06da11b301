import { timingSafeEqual } from 'node:crypto';
import type { NextApiRequest } from 'next';
import { getConfig } from '../config';
import type { Db } from '../db/types';
import { clientIp } from '../http/clientIp';
import { unauthorized } from '../http/errors';
import { lockBucket, recordHit, secondsUntilFree, tooManyRequests, type WindowLimit } from '../http/rateLimit';

/** Wrong operations keys allowed per client IP and window (OPS_KEY_MAX_FAILURES per OPS_KEY_FAILURE_WINDOW_SECONDS). */
export function opsKeyLimit(): WindowLimit {
  const config = getConfig();
  return { max: config.OPS_KEY_MAX_FAILURES, windowSeconds: config.OPS_KEY_FAILURE_WINDOW_SECONDS };
}

/** Whether `given` equals `expected`, compared in constant time. */
function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Checks the operations key (`x-ops-api-key` equal to OPS_API_KEY, compared in constant time). Wrong
 * keys are counted per client IP in the database: after `limit.max` of them within the
 * window, every try from that IP, even with the right key, answers 429 until the window has passed.
 * @throws HttpError 401 when the key is missing, wrong, or none is configured; 429 with `Retry-After`
 *   while the IP is locked out.
 */
export async function requireOps(
  req: Pick<NextApiRequest, 'headers' | 'socket'>,
  db: Db,
  { now = new Date(), limit = opsKeyLimit() }: { now?: Date; limit?: WindowLimit } = {},
): Promise<void> {
  const expected = getConfig().OPS_API_KEY;
  const given = req.headers['x-ops-api-key'];
  const value = Array.isArray(given) ? given[0] : given;
  if (!expected || !value) throw unauthorized('Operations key required');
  const bucket = `ops-key:${clientIp(req)}`;
  // Check, compare and count under one lock, so parallel guesses cannot overshoot the limit;
  // the hit must be committed, so the errors are thrown after the transaction.
  const outcome = await db.transaction(async (tx): Promise<{ kind: 'ok' | 'wrong' } | { kind: 'locked'; wait: number }> => {
    await lockBucket(tx, bucket);
    const wait = await secondsUntilFree(tx, bucket, limit, now);
    if (wait > 0) return { kind: 'locked', wait };
    if (sameKey(value, expected)) return { kind: 'ok' };
    await recordHit(tx, bucket, limit, now);
    return { kind: 'wrong' };
  });
  if (outcome.kind === 'locked') throw tooManyRequests('Too many wrong operations keys from this address.', outcome.wait, now);
  if (outcome.kind === 'wrong') throw unauthorized('Operations key required');
}
