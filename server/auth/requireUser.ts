import type { NextApiRequest } from 'next';
import { getDb } from '../db/client';
import type { User } from '../db/schema';
import { unauthorized } from '../http/errors';
import { findUserById } from '../users/repository';
import { bearerToken, verifySession } from './session';

/**
 * The logged-in user of a request (bearer token).
 * @throws HttpError 401 for a missing, expired or forged token, or a user that no longer exists.
 */
export async function requireUser(req: NextApiRequest): Promise<User> {
  const claims = await verifySession(bearerToken(req.headers.authorization));
  if (!claims) throw unauthorized();
  const { db } = await getDb();
  const user = await findUserById(db, claims.userId);
  if (!user) throw unauthorized();
  return user;
}
