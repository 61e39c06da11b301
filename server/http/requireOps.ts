import { timingSafeEqual } from 'node:crypto';
import type { NextApiRequest } from 'next';
import { getConfig } from '../config';
import { unauthorized } from './errors';

/**
 * Checks the operations key (`x-ops-api-key` equal to OPS_API_KEY, compared in constant time).
 * @throws HttpError 401 when it is missing, wrong, or no key is configured.
 */
export function requireOps(req: NextApiRequest): void {
  const expected = getConfig().OPS_API_KEY;
  const given = req.headers['x-ops-api-key'];
  const value = Array.isArray(given) ? given[0] : given;
  if (!expected || !value) throw unauthorized('Operations key required');
  const a = Buffer.from(value);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw unauthorized('Operations key required');
}
