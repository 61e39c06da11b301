import type { NextApiRequest } from 'next';
import { getDb } from '../db/client';
import type { User } from '../db/schema';
import { HttpError, unauthorized } from '../http/errors';
import { authenticateSession, bearerToken } from './session';

/**
 * The logged-in user of a request and the session its bearer token belongs to.
 * @throws HttpError 401 for a missing, expired, forged or revoked token (or an unknown session), or a
 *   user that no longer exists.
 */
export async function requireSession(req: NextApiRequest): Promise<{ user: User; sessionId: string }> {
  const { db } = await getDb();
  const session = await authenticateSession(db, bearerToken(req.headers.authorization));
  if (!session) throw unauthorized();
  return { user: session.user, sessionId: session.sessionId };
}

/**
 * The logged-in user of a request (bearer token of a live session).
 * @throws HttpError 401 as `requireSession`.
 */
export async function requireUser(req: NextApiRequest): Promise<User> {
  return (await requireSession(req)).user;
}

/**
 * The logged-in user of a request whose path names a user (`/api/user/user-details/{id}`): the id must
 * be the session user's own.
 * @throws HttpError 401 as `requireSession`; 403 for another user's id.
 */
export async function requireSelf(req: NextApiRequest, id: string): Promise<User> {
  const user = await requireUser(req);
  if (id !== user.id) throw new HttpError(403, 'You can only see and change your own account.');
  return user;
}
